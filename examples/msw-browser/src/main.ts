import { createApi, type Exchange, type Message, type MessagePage, type Problem } from './api.js'
import { startMocks } from './mocks.js'

/** Where the app calls the API. In development nothing answers there but the mock in the page. */
const apiUrl = 'https://api.messaging.test'
const pageSize = 5

const element = <T extends HTMLElement>(selector: string) => document.querySelector(selector) as T
const status = element<HTMLParagraphElement>('#status')
const list = element<HTMLOListElement>('#messages')
const older = element<HTMLButtonElement>('#older')
const newest = element<HTMLButtonElement>('#newest')
const form = element<HTMLFormElement>('#send')
const outage = element<HTMLButtonElement>('#outage')
const reset = element<HTMLButtonElement>('#reset')
const exchanges = element<HTMLOListElement>('#exchanges')

// An app would start the mock in development only (with Vite: `if (import.meta.env.DEV)`), and
// before its first call: a request made before the worker listens goes to the real network.
const mock = await startMocks(apiUrl)
// At hand in the browser's console: `mock.faults.add(...)`, `mock.clock.advance(60)`, `mock.reset()`.
Object.assign(globalThis, { mock })
const api = createApi(apiUrl, 'tok_ana')
let shown: Message[] = []

/** Logs a call as the client saw it, for the "what the client saw" panel. */
function record<T>(exchange: Exchange<T>): Exchange<T> {
  const item = document.createElement('li')
  item.dataset.request = exchange.request
  item.dataset.status = String(exchange.status)
  const body = document.createElement('pre')
  body.textContent = JSON.stringify(exchange.body, null, 2)
  item.append(`${exchange.request} → ${exchange.status}`, body)
  exchanges.append(item)
  return exchange
}

const failed = (exchange: Exchange<unknown>): exchange is Exchange<never> & { body: Problem } => exchange.status >= 400

/** Shows a page of messages: the newest, or the older page after `startingAfter`. */
async function showPage(startingAfter?: string): Promise<void> {
  const answer = record(await api.list({ limit: pageSize, startingAfter }))
  if (failed(answer)) {
    status.textContent = `Could not load the messages: ${answer.body.detail} (${answer.status})`
    return
  }
  const page = answer.body as MessagePage
  shown = page.data
  list.replaceChildren(
    ...shown.map((message) => {
      const item = document.createElement('li')
      item.dataset.id = message.id
      item.textContent = `${message.contact.username}: ${message.message}`
      return item
    }),
  )
  older.disabled = !page.has_more
  status.textContent = startingAfter === undefined ? 'Newest messages' : `Older than ${startingAfter}`
}

older.addEventListener('click', () => showPage(shown.at(-1)?.id))
newest.addEventListener('click', () => showPage())

form.addEventListener('submit', async (event) => {
  event.preventDefault()
  const text = new FormData(form).get('message') as string
  const answer = record(await api.send('conv_trip', text))
  if (failed(answer)) {
    status.textContent = `Not sent: ${answer.body.detail} (${answer.status})`
    return
  }
  form.reset()
  await showPage()
})

// The mock's control runs in the page too: the next list of messages fails as the API would when it is down.
outage.addEventListener('click', async () => {
  mock.faults.add({ method: 'GET', path: '/v1/messages', status: 503 })
  await showPage()
})

// Back to the fixture's world: what was sent is gone, here and from what a reload brings back.
reset.addEventListener('click', async () => {
  mock.reset()
  await showPage()
})

await showPage()
