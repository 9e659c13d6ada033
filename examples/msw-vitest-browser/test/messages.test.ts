import { createMswMock } from 'messaging-mock/msw'
import { setupWorker } from 'msw/browser'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'

// Nothing answers at this origin: the mock does, in the page, through MSW's service worker.
const api = 'https://api.messaging.test'
const mock = await createMswMock({ baseUrl: api, seed: 1, clock: 1767225600 })
const worker = setupWorker(...mock.handlers)

// Vitest loads the tests' own modules through the same origin: those are not the mock's business.
beforeAll(() => worker.start({ quiet: true, onUnhandledRequest: 'bypass' }))
// Every test starts from the fixture's baseline: no message sent before, no fault, an empty journal.
beforeEach(() => mock.reset())
afterAll(() => worker.stop())

const auth = { Authorization: 'Bearer tok_ana' }

async function listMessages(query = 'limit=5') {
  const response = await fetch(`${api}/v1/messages?${query}`, { headers: auth })
  return { status: response.status, body: await response.json() }
}

async function send(message: string) {
  const body = new URLSearchParams({ conversation_id: 'conv_trip', message })
  const response = await fetch(`${api}/v1/messages`, { method: 'POST', headers: auth, body })
  return { status: response.status, body: await response.json() }
}

const ids = (page: { data: { id: string }[] }) => page.data.map((message) => message.id)

test('the page is controlled by MSW’s worker script, at /mockServiceWorker.js', () => {
  expect(navigator.serviceWorker.controller?.scriptURL).toBe(`${location.origin}/mockServiceWorker.js`)
})

test('lists the newest messages, and pages with starting_after', async () => {
  const first = await listMessages()
  expect(first.status).toBe(200)
  expect(first.body.has_more).toBe(true)
  expect(ids(first.body)).toEqual([
    'msg_1MeMNq2lzNnJDWFyNloz',
    'msg_wtOnYzloxmWa2khYGiQ1',
    'msg_WIvRos1KEnY8krgD1Oio',
    'msg_mDID4Zu4AgLGH1HGrRlS',
    'msg_XBlkr6zeZ0fp1MJayObt',
  ])
  const next = await listMessages('limit=5&starting_after=msg_XBlkr6zeZ0fp1MJayObt')
  expect(ids(next.body)).toEqual([
    'msg_5E8mpTTKnllPFglxpW7M',
    'msg_oZvfxG1bvLs8SJ41YGZV',
    'msg_6DCuDFUTYgdCsRXhN4wu',
    'msg_A3qSzcS9RYlxx3lkrWlU',
    'msg_LlJFkH7a2PjvgwhpfNfF',
  ])
})

test('an injected 503 reaches the client once', async () => {
  mock.faults.add({ method: 'GET', path: '/v1/messages', status: 503 })
  const failed = await listMessages()
  expect(failed).toEqual({
    status: 503,
    body: {
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      code: 'unavailable',
      detail: 'Injected fault flt_1: 503.',
      errors: [],
    },
  })
  expect((await listMessages()).status).toBe(200)
})

describe('in order: reset between tests gives the baseline', () => {
  test('a message sent is stored and listed first', async () => {
    const sent = await send('Landed, see you at the flat!')
    expect(sent.status).toBe(201)
    expect(sent.body).toMatchObject({
      id: 'msg_c0WyyHbiQzSU8PF9U4Ol',
      conversation_id: 'conv_trip',
      message: 'Landed, see you at the flat!',
      created_at: 1767225600,
    })
    expect(ids((await listMessages('limit=1')).body)).toEqual(['msg_c0WyyHbiQzSU8PF9U4Ol'])
    // The journal: exactly the form body the client sent.
    const [posted] = mock.requests({ method: 'POST', path: '/v1/messages' })
    expect(posted).toMatchObject({ body: { conversation_id: 'conv_trip', message: 'Landed, see you at the flat!' } })
  })

  test('is gone in the next test, and the journal is empty again', async () => {
    expect(mock.requests()).toEqual([])
    expect(ids((await listMessages('limit=1')).body)).toEqual(['msg_1MeMNq2lzNnJDWFyNloz'])
  })
})
