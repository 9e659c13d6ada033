import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MswMock } from '../../src/msw.js'
import { type RunningMock, startServer } from '../../src/server.js'
import { confinedPage, launchChromium } from '../support/chromium.js'
import { landed } from '../support/default-world.js'
import { buildIfStale } from '../support/vitest-run.js'

/**
 * Issue 41, point 3: examples/msw-browser/, a small client app, runs in Chromium against an API
 * origin where nothing answers (https://api.messaging.test does not resolve), with the mock's
 * handlers in `setupWorker` from msw/browser and MSW's own worker script. It imports the mock as a
 * user does, by the package's name (`messaging-mock/msw`, so dist/ through package.json
 * "exports"), bundled by esbuild. A loopback server of this test's own serves the page, the bundle
 * and the installed msw's worker; every other request, the page's or the worker's, is refused.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const example = join(root, 'examples/msw-browser')
const apiOrigin = 'https://api.messaging.test'
const pageTimeout = 60_000
const testTimeout = 120_000

/** A call of the app as it shows it in its "what the client saw" panel. */
interface Exchange {
  request: string
  status: number
  body: unknown
}

let bundle: string
let site: Server
let origin: string
/** The paths the test's site was asked for, in order. */
let served: string[] = []
let server: RunningMock
let browser: Browser
let context: BrowserContext | undefined

beforeAll(async () => {
  // `messaging-mock/msw` resolves to dist/, built again if a source is newer.
  buildIfStale(['msw', 'web'])
  const result = await build({
    entryPoints: [join(example, 'src/main.ts')],
    absWorkingDir: root,
    platform: 'browser',
    format: 'esm',
    bundle: true,
    write: false,
    logLevel: 'silent',
  })
  bundle = result.outputFiles[0].text
  // The worker script of the msw that is installed, as `npx msw init` would copy it: the page's
  // msw/browser checks that the two match.
  const worker = readFileSync(join(root, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8')
  const files: Record<string, [string, string]> = {
    '/': ['text/html; charset=utf-8', readFileSync(join(example, 'index.html'), 'utf8')],
    // Where index.html loads the app from, as a dev server serves it compiled.
    '/src/main.ts': ['text/javascript; charset=utf-8', bundle],
    '/mockServiceWorker.js': ['text/javascript; charset=utf-8', worker],
  }
  site = createServer((req, res) => {
    served.push(req.url ?? '')
    const file = files[req.url ?? '']
    if (file === undefined) {
      res.statusCode = 404
      res.end()
      return
    }
    res.setHeader('Content-Type', file[0])
    res.end(file[1])
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  server = await startServer({ port: 0, seed: 1, clock: 1767225600 })
  browser = await launchChromium()
}, 600_000)

afterEach(async () => {
  await context?.close()
  context = undefined
  served = []
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  site?.closeAllConnections()
  await new Promise((resolve) => site?.close(resolve))
})

/** What the page and its service worker asked of the network, and what was refused or thrown. */
interface Watch {
  page: Page
  /** Refused requests (anything not of the test's site) and the page's uncaught errors. */
  outside: string[]
  /** The page's own requests, as Playwright saw them. */
  requests: Request[]
  /** Requests the service worker itself sent to the network (MSW's passthrough), as `METHOD url`. */
  fromWorker: string[]
  /** The page's console errors and warnings (msw/browser reports a worker script that does not match it). */
  console: string[]
}

/** Opens the app in a page that may reach the test's site only, and waits for its first list. */
async function openApp(): Promise<Watch> {
  const outside: string[] = []
  let page: Page
  ;({ context, page } = await confinedPage(browser, origin, outside, { timeout: pageTimeout }))
  const watch: Watch = { page, outside, requests: [], fromWorker: [], console: [] }
  page.on('request', (request) => watch.requests.push(request))
  // In Chromium, Playwright reports (and routes) what a service worker fetches: MSW's worker
  // fetches a request itself when it lets it through to the network.
  context.on('request', (request) => {
    if (request.serviceWorker() !== null) watch.fromWorker.push(`${request.method()} ${request.url()}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') watch.console.push(message.text())
  })
  await page.goto(`${origin}/`)
  await exchangesShown(page, 1)
  return watch
}

/** Waits until the app's panel shows `count` calls: each step of the app adds its calls there. */
async function exchangesShown(page: Page, count: number): Promise<void> {
  await page
    .locator('#exchanges li')
    .nth(count - 1)
    .waitFor({ state: 'attached' })
}

/** The app's panel: each call with the status and the body the client read. */
async function exchangesOf(page: Page): Promise<Exchange[]> {
  return page.locator('#exchanges li').evaluateAll((items) =>
    items.map((item) => ({
      request: (item as HTMLElement).dataset.request as string,
      status: Number((item as HTMLElement).dataset.status),
      body: JSON.parse(item.querySelector('pre')?.textContent ?? 'null') as unknown,
    })),
  )
}

const listed = (page: Page) => page.locator('#messages li').evaluateAll((items) => items.map((i) => i.textContent))

describe('examples/msw-browser in Chromium, with setupWorker and MSW’s worker script', () => {
  it(
    'lists, pages, sends and sees an injected fault, all answered in the page: the answers are the server’s',
    async () => {
      const { page, outside, requests, fromWorker, console: logged } = await openApp()
      // MSW's worker controls the page: registered from the site's root, its scope is the whole site.
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
        `${origin}/mockServiceWorker.js`,
      )
      expect(await page.locator('#status').textContent()).toBe('Newest messages')
      expect(await listed(page)).toEqual(firstPageText)

      await page.click('#older')
      await exchangesShown(page, 2)
      expect(await page.locator('#status').textContent()).toBe(`Older than ${firstPage[4]}`)

      await page.fill('input[name="message"]', 'Landed, see you at the flat!')
      await page.click('#send button')
      await exchangesShown(page, 4)
      expect(await listed(page)).toEqual(['ana: Landed, see you at the flat!', ...firstPageText.slice(0, 4)])

      await page.click('#outage')
      await exchangesShown(page, 5)
      expect(await page.locator('#status').textContent()).toBe(
        'Could not load the messages: Injected fault flt_1: 503. (503)',
      )
      // The fault was for one request: the next list is answered again.
      await page.click('#newest')
      await exchangesShown(page, 6)

      const exchanges = await exchangesOf(page)
      const page2 = `/v1/messages?limit=5&starting_after=${firstPage[4]}`
      expect(exchanges.map(({ request, status }) => [request, status])).toEqual([
        ['GET /v1/messages?limit=5', 200],
        [`GET ${page2}`, 200],
        ['POST /v1/messages', 201],
        ['GET /v1/messages?limit=5', 200],
        ['GET /v1/messages?limit=5', 503],
        ['GET /v1/messages?limit=5', 200],
      ])
      const ids = (exchange: Exchange) => (exchange.body as { data: { id: string }[] }).data.map((m) => m.id)
      expect(exchanges.map((exchange) => (exchange.status === 200 ? ids(exchange) : null))).toEqual([
        firstPage.slice(0, 5),
        firstPage.slice(5, 10),
        null,
        [landed.id, ...firstPage.slice(0, 4)],
        null,
        [landed.id, ...firstPage.slice(0, 4)],
      ])
      expect(exchanges[2].body).toEqual(landed)
      expect(exchanges[4].body).toEqual(unavailable)
      // Every body, to the byte of its JSON: what the Node server answers to the same calls.
      expect(exchanges).toEqual(await serverExchanges([page2]))

      // Nothing left the page for the API: the service worker answered each of the app's calls
      // (a response Playwright sees as the worker's), and the worker fetched none of them itself.
      const toApi = requests.filter((request) => request.url().startsWith(`${apiOrigin}/`))
      expect(toApi.map((request) => `${request.method()} ${request.url().slice(apiOrigin.length)}`)).toEqual(
        exchanges.map((exchange) => exchange.request),
      )
      const answered = await Promise.all(toApi.map(async (request) => (await request.response())?.fromServiceWorker()))
      expect(answered).toEqual(toApi.map(() => true))
      expect(fromWorker.filter((line) => line.includes(apiOrigin))).toEqual([])
      // The one thing the worker fetched is its own script, from the test's site.
      expect(fromWorker).toEqual([`GET ${origin}/mockServiceWorker.js`])
      expect(outside).toEqual([])
      // Chromium logs the 503 as any failed load; msw/browser warned of nothing (a worker script of
      // another msw version would be reported here).
      expect(logged).toEqual(['Failed to load resource: the server responded with a status of 503 ()'])
      expect(served).toEqual(['/', '/src/main.ts', '/mockServiceWorker.js'])
    },
    testTimeout,
  )

  it(
    'keeps what the app did across a reload (persist, in IndexedDB): the message, its id and time, the clock, the journal; a reset clears it',
    async () => {
      const { page, outside, console: logged } = await openApp()
      // The clock moves first, so that the time kept is not the one a fresh mock would give.
      await page.evaluate(() => (globalThis as unknown as WithMock).mock.clock.advance(90))
      await send(page, landed.message)
      await exchangesShown(page, 3)
      const movedLanded = { ...landed, created_at: landed.created_at + 90 }
      expect((await exchangesOf(page))[1]).toEqual({ request: 'POST /v1/messages', status: 201, body: movedLanded })

      await page.reload()
      await exchangesShown(page, 1)
      const [listed1] = await exchangesOf(page)
      expect(listed1.status).toBe(200)
      expect((listed1.body as { data: unknown[] }).data).toEqual([
        movedLanded,
        ...(await serverList()).data.slice(0, 4),
      ])
      expect(await page.evaluate(() => (globalThis as unknown as WithMock).mock.clock.now())).toBe(1767225690)
      expect(await journalOf(page)).toEqual([
        'GET /v1/messages 200',
        'GET /v1/messages 200',
        'POST /v1/messages 201',
        'GET /v1/messages 200',
      ])
      // The seeded ids go on where they were: the next message is the server's second, not its first again.
      await send(page, 'And the keys?')
      await exchangesShown(page, 3)
      const second = (await exchangesOf(page))[1]
      expect(second).toEqual({ request: 'POST /v1/messages', status: 201, body: await serverSecondSend() })
      expect((second.body as { id: string }).id).not.toBe(landed.id)

      await page.click('#reset')
      await exchangesShown(page, 4)
      await page.reload()
      await exchangesShown(page, 1)
      const [listed2] = await exchangesOf(page)
      expect((listed2.body as { data: { id: string }[] }).data.map((m) => m.id)).toEqual(firstPage.slice(0, 5))
      expect(await page.evaluate(() => (globalThis as unknown as WithMock).mock.clock.now())).toBe(1767225600)
      expect(await journalOf(page)).toEqual(['GET /v1/messages 200', 'GET /v1/messages 200'])
      // Nothing of either message is left in the database: the reset folded its records into the baseline's.
      const records = await keptRecords(page)
      expect(records.length).toBeGreaterThan(0)
      expect(records.filter((record) => /Landed|And the keys|msg_c0WyyHbiQzSU8PF9U4Ol/.test(record))).toEqual([])
      expect(outside).toEqual([])
      expect(logged).toEqual([])
    },
    testTimeout,
  )

  it(
    'a request the worker lets through to the network is seen and refused: the watch above would catch a leak',
    async () => {
      const { page, outside, fromWorker } = await openApp()
      // Not under the mock's base URL: msw/browser lets it through, and the worker fetches it itself.
      const probe = 'https://elsewhere.messaging.test/v1/messages'
      const failure = await page.evaluate(
        (url) =>
          fetch(url).then(
            (res) => `status ${res.status}`,
            (e) => e.name,
          ),
        probe,
      )
      expect(failure).toBe('TypeError')
      expect(fromWorker).toEqual([`GET ${origin}/mockServiceWorker.js`, `GET ${probe}`])
      expect(outside).toEqual([probe])
    },
    testTimeout,
  )
})

it('the example type-checks against the types the package ships (messaging-mock/msw, msw/browser)', () => {
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'examples/msw-browser/tsconfig.json'], { cwd: root })
}, 120_000)

/** The first ten messages ana sees in the default fixture, newest first (test/browser/web-bundle.test.ts). */
const firstPage = [
  'msg_1MeMNq2lzNnJDWFyNloz',
  'msg_wtOnYzloxmWa2khYGiQ1',
  'msg_WIvRos1KEnY8krgD1Oio',
  'msg_mDID4Zu4AgLGH1HGrRlS',
  'msg_XBlkr6zeZ0fp1MJayObt',
  'msg_5E8mpTTKnllPFglxpW7M',
  'msg_oZvfxG1bvLs8SJ41YGZV',
  'msg_6DCuDFUTYgdCsRXhN4wu',
  'msg_A3qSzcS9RYlxx3lkrWlU',
  'msg_LlJFkH7a2PjvgwhpfNfF',
]
/** The first five as the app lists them. */
const firstPageText = [
  'ben: Deal. Thanks again for Saturday, nothing paged.',
  "ana: Thanks all for a great year of books! I'm archiving this chat, the 2026 club chat starts in January.",
  'ivan: Notes from our last session, in case anyone wants to revisit the ending.',
  'ana: Got it. Coffee on Monday, your treat 😄',
  'ben: Here you go. The pager rotation is in the second tab.',
]

/** The problem an injected 503 answers (docs/control-plane.md, Faults). */
const unavailable = {
  type: 'about:blank',
  title: 'Service Unavailable',
  status: 503,
  code: 'unavailable',
  detail: 'Injected fault flt_1: 503.',
  errors: [],
}

/** The app's calls made to the Node server started alike, the fault added through its control plane. */
async function serverExchanges([page2]: string[]): Promise<Exchange[]> {
  const auth = { Authorization: 'Bearer tok_ana' }
  const call = async (method: string, path: string, body?: URLSearchParams): Promise<Exchange> => {
    const res = await fetch(`${server.url}${path}`, { method, headers: auth, body })
    return { request: `${method} ${path}`, status: res.status, body: await res.json() }
  }
  const list = () => call('GET', '/v1/messages?limit=5')
  const exchanges = [await list(), await call('GET', page2)]
  exchanges.push(
    await call('POST', '/v1/messages', new URLSearchParams({ conversation_id: 'conv_trip', message: landed.message })),
  )
  exchanges.push(await list())
  await fetch(`${server.url}/__faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method: 'GET', path: '/v1/messages', status: 503 }),
  })
  exchanges.push(await list(), await list())
  return exchanges
}

/** The page's global object, where the example puts the mock's handle. */
type WithMock = { mock: MswMock }

/** Sends `text` with the app's form. */
async function send(page: Page, text: string): Promise<void> {
  await page.fill('input[name="message"]', text)
  await page.click('#send button')
}

/** The mock's journal in the page, newest first, as `METHOD path status` lines. */
function journalOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (globalThis as unknown as WithMock).mock.requests().map((entry) => `${entry.method} ${entry.path} ${entry.status}`),
  )
}

/** The records of the example's IndexedDB database, as they are stored (JSON text). */
function keptRecords(page: Page): Promise<string[]> {
  return page.evaluate(
    (name) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const all = open.result.transaction('changes').objectStore('changes').getAll()
          all.onsuccess = () => {
            open.result.close()
            resolve(all.result as string[])
          }
        }
      }),
    `messaging-mock ${apiOrigin}`,
  )
}

/** The server's first page for ana, in a tenant of its own. */
async function serverList(): Promise<{ data: unknown[] }> {
  const tenant = server.tenant(`list-${crypto.randomUUID()}`)
  const res = await fetch(`${tenant.url}/v1/messages?limit=5`, { headers: { Authorization: 'Bearer tok_ana' } })
  return (await res.json()) as { data: unknown[] }
}

/** What the server answers to a second send after the clock moved 90 s, in a tenant of its own. */
async function serverSecondSend(): Promise<unknown> {
  const tenant = server.tenant(`second-${crypto.randomUUID()}`)
  tenant.clock.advance(90)
  const sendTo = (message: string) =>
    fetch(`${tenant.url}/v1/messages`, {
      method: 'POST',
      headers: { Authorization: 'Bearer tok_ana' },
      body: new URLSearchParams({ conversation_id: 'conv_trip', message }),
    })
  await sendTo(landed.message)
  return (await sendTo('And the keys?')).json()
}
