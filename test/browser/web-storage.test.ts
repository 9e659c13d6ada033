import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import type { createWebMock, PersistOptions, WebMock } from '../../src/web.js'
import { confinedPage, launchChromium } from '../support/chromium.js'
import { landed } from '../support/default-world.js'

/**
 * Issue 46, point 3: src/web-storage.ts, the fetch face's `persist`, in Chromium's IndexedDB. The
 * fetch face is bundled for the browser (as test/browser/web-bundle.test.ts does) and served with
 * a blank page by a loopback server of this test's own; each test drives mocks in pages of a
 * context of its own (a storage of its own), reloading them as a developer does.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const pageTimeout = 60_000
const testTimeout = 120_000
const frozen = 1767225600
const auth = { Authorization: 'Bearer tok_ana' }

let site: Server
let origin: string
let browser: Browser
let context: BrowserContext | undefined
let outside: string[] = []

beforeAll(async () => {
  const result = await build({
    entryPoints: [`${root}src/web.ts`],
    absWorkingDir: root,
    platform: 'browser',
    format: 'esm',
    bundle: true,
    write: false,
    logLevel: 'silent',
  })
  const files: Record<string, [string, string]> = {
    '/': [
      'text/html; charset=utf-8',
      `<!doctype html><meta charset="utf-8"><title>web storage</title><script type="module">import * as web from '/web.js'; globalThis.web = web</script>`,
    ],
    '/web.js': ['text/javascript; charset=utf-8', result.outputFiles[0].text],
  }
  site = createServer((req, res) => {
    const file = files[req.url ?? '']
    res.statusCode = file === undefined ? 404 : 200
    if (file !== undefined) res.setHeader('Content-Type', file[0])
    res.end(file?.[1])
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  browser = await launchChromium()
}, 600_000)

afterEach(async () => {
  await context?.close()
  context = undefined
  expect(outside).toEqual([])
  outside = []
})

afterAll(async () => {
  await browser?.close()
  site?.closeAllConnections()
  await new Promise((resolve) => site?.close(resolve))
})

/** What a page holds: the fetch face's module, its mock, and what the mock said. */
interface PageGlobals {
  web: { createWebMock: typeof createWebMock }
  mock: WebMock
  notices: string[]
}

/** A page of a new context (or of `context`, when there is one), on the blank page. */
async function openPage(): Promise<Page> {
  let page: Page
  if (context === undefined)
    ({ context, page } = await confinedPage(browser, origin, outside, { timeout: pageTimeout }))
  else page = await context.newPage()
  await page.goto(`${origin}/`)
  await page.waitForFunction(() => 'web' in globalThis)
  return page
}

async function reload(page: Page): Promise<void> {
  await page.reload()
  await page.waitForFunction(() => 'web' in globalThis)
}

/** Starts a mock in `page` (the default fixture, seed 1, the clock frozen); returns what it said as it started. */
function start(page: Page, persist: PersistOptions | boolean, seed = 1): Promise<string[]> {
  return page.evaluate(
    async ({ persist, seed, frozen }) => {
      const g = globalThis as unknown as PageGlobals
      g.notices = []
      g.mock = await g.web.createWebMock({
        seed,
        clock: frozen,
        persist,
        notify: (message) => g.notices.push(message),
      })
      return [...g.notices]
    },
    { persist, seed, frozen },
  )
}

/** A request to the page's mock, as a client reads the answer. */
function call(
  page: Page,
  method: string,
  path: string,
  body?: Record<string, string>,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body, auth }) => {
      const init: RequestInit = { method, headers: auth }
      if (body !== undefined) init.body = new URLSearchParams(body)
      const res = await (globalThis as unknown as PageGlobals).mock.fetch(new Request(`http://mock.local${path}`, init))
      return { status: res.status, body: await res.json() }
    },
    { method, path, body, auth },
  )
}

const send = (page: Page, message: string, tenant = '') =>
  call(page, 'POST', `${tenant}/v1/messages`, { conversation_id: 'conv_trip', message })
const ids = async (page: Page) =>
  ((await call(page, 'GET', '/v1/messages?limit=100')).body as { data: { id: string; message: string }[] }).data

/** `count` sends of `message <i>`, each followed by a list, one after the other in the page: their statuses. */
function sendAndRead(page: Page, count: number): Promise<number[][]> {
  return page.evaluate(
    async ({ count, auth }) => {
      const { mock } = globalThis as unknown as PageGlobals
      const statuses: number[][] = []
      for (let i = 1; i <= count; i++) {
        const body = new URLSearchParams({ conversation_id: 'conv_trip', message: `message ${i}` })
        const sent = await mock.fetch(
          new Request('http://mock.local/v1/messages', { method: 'POST', headers: auth, body }),
        )
        const listed = await mock.fetch(new Request('http://mock.local/v1/messages', { headers: auth }))
        statuses.push([sent.status, listed.status])
      }
      return statuses
    },
    { count, auth },
  )
}

/** Everything of a tenant that a reload must bring back, read through its handle. */
function view(page: Page, tenant?: string) {
  return page.evaluate((tenant) => {
    const { mock } = globalThis as unknown as PageGlobals
    const handle = tenant === undefined ? mock : mock.tenant(tenant)
    return {
      state: handle.state(),
      journal: handle.requests(),
      clock: handle.clock.now(),
      faults: handle.faults.list(),
    }
  }, tenant)
}

/** The keys of the records the database holds, oldest first. */
function keptKeys(page: Page, name: string): Promise<number[]> {
  return page.evaluate(
    (name) =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open(name)
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const keys = open.result.transaction('changes').objectStore('changes').getAllKeys()
          keys.onsuccess = () => {
            open.result.close()
            resolve(keys.result as number[])
          }
        }
      }),
    name,
  )
}

it(
  'a reload brings back every tenant as it was, across folds of the records into a snapshot',
  async () => {
    const page = await openPage()
    const persist = { name: 'folds', foldAt: 40 }
    expect(await start(page, persist)).toEqual([])
    // A send and a read, 30 times, in the page: a fold begins while a read's journal entry still waits to be written.
    expect(await sendAndRead(page, 30)).toEqual(Array.from({ length: 30 }, () => [201, 200]))
    const [newest] = await ids(page)
    expect((await call(page, 'DELETE', `/v1/messages/${newest.id}`)).status).toBe(200)
    await page.evaluate(() => {
      const { mock } = globalThis as unknown as PageGlobals
      mock.clock.advance(3600)
      mock.faults.add({ method: 'GET', path: '/v1/groups', status: 503, times: 2 })
    })
    expect((await send(page, 'in another tenant', '/t/other')).status).toBe(201)
    const before = { main: await view(page), other: await view(page, 'other') }
    // 30 sends, a delete and a tenant made are more than 40 changes: the records were folded since the first.
    const keys = await keptKeys(page, 'folds')
    expect(keys[0]).toBeGreaterThan(1)

    await reload(page)
    expect(await start(page, persist)).toEqual([])
    expect({ main: await view(page), other: await view(page, 'other') }).toEqual(before)
    expect(before.main.state.messages?.filter((m) => /^message \d+$/.test(m.message))).toHaveLength(29)
    expect(before.main.journal).toHaveLength(62)
    expect(before.main.clock).toBe(frozen + 3600)
    expect(before.main.faults.map((f) => f.times)).toEqual([2])

    // The ids go on where they were: the next send is what a mock that never reloaded would make.
    const next = await send(page, 'after the reload')
    await page.evaluate(async (frozen) => {
      const g = globalThis as unknown as PageGlobals
      g.mock = await g.web.createWebMock({ seed: 1, clock: frozen })
    }, frozen)
    await sendAndRead(page, 30)
    const [twin] = await ids(page)
    await call(page, 'DELETE', `/v1/messages/${twin.id}`)
    await page.evaluate(() => (globalThis as unknown as PageGlobals).mock.clock.advance(3600))
    expect(next).toEqual(await send(page, 'after the reload'))
  },
  testTimeout,
)

it(
  'a write IndexedDB refuses is answered 507 and not made; reads go on, and the next write is kept',
  async () => {
    const page = await openPage()
    await start(page, { name: 'refused' })
    // The first request writes the tenant whole, as record 1.
    expect((await call(page, 'GET', '/v1/messages')).status).toBe(200)
    // A transaction that aborts after the write was handed over, as a full quota aborts it: record 1 again.
    await page.evaluate(() => {
      const add = IDBObjectStore.prototype.add
      Object.assign(globalThis, { realAdd: add })
      IDBObjectStore.prototype.add = function (this: IDBObjectStore, value: unknown) {
        return add.call(this, value, 1)
      }
    })
    expect(await send(page, 'refused')).toEqual({
      status: 507,
      body: {
        type: 'about:blank',
        title: 'Insufficient Storage',
        status: 507,
        code: 'insufficient_storage',
        detail:
          'The change was not made: it could not be kept (Key already exists in the object store.). Reads still work.',
        errors: [],
      },
    })
    expect((await ids(page)).map((m) => m.message)).not.toContain('refused')
    await page.evaluate(() => {
      IDBObjectStore.prototype.add = (globalThis as unknown as { realAdd: IDBObjectStore['add'] }).realAdd
    })
    // The refused send took no id: the next one gets the first.
    expect(await send(page, landed.message)).toEqual({ status: 201, body: landed })

    await reload(page)
    expect(await start(page, { name: 'refused' })).toEqual([])
    const kept = await ids(page)
    expect(kept[0]).toEqual(landed)
    expect(kept.map((m) => m.message)).not.toContain('refused')
  },
  testTimeout,
)

it(
  'other options (another seed) start from them, with a notice; the world kept with them comes back after',
  async () => {
    const page = await openPage()
    await start(page, true)
    expect((await send(page, landed.message)).body).toEqual(landed)
    await reload(page)
    expect(await start(page, true, 2)).toEqual([
      `IndexedDB "messaging-mock http://mock.local": the mock's options (fixtures, seed, clock...) changed since its world was kept: starting from them`,
    ])
    expect((await ids(page)).map((m) => m.message)).not.toContain(landed.message)
    const sent = await send(page, 'with seed 2')
    expect(sent.status).toBe(201)
    await reload(page)
    expect(await start(page, true, 2)).toEqual([])
    expect((await ids(page))[0]).toEqual(sent.body)
  },
  testTimeout,
)

it(
  'a second page of the origin starts from what the first kept and keeps nothing; the first goes on keeping',
  async () => {
    const first = await openPage()
    await start(first, true)
    await send(first, landed.message)
    const second = await openPage()
    expect(await start(second, true)).toEqual([
      'IndexedDB "messaging-mock http://mock.local": another page of this origin keeps its mock there: this page starts from what it kept and keeps nothing',
    ])
    expect((await ids(second))[0]).toEqual(landed)
    expect((await send(second, 'from the second page')).status).toBe(201)
    await second.close()
    expect((await send(first, 'from the first page')).status).toBe(201)

    await reload(first)
    expect(await start(first, true)).toEqual([])
    expect((await ids(first)).slice(0, 2).map((m) => m.message)).toEqual(['from the first page', landed.message])
  },
  testTimeout,
)

it(
  'the database deleted under the page (the browser’s tools): a notice, the page goes on in memory, and a reload starts afresh',
  async () => {
    const page = await openPage()
    await start(page, { name: 'deleted' })
    expect((await send(page, 'before the delete')).status).toBe(201)
    const deleted = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const request = indexedDB.deleteDatabase('deleted')
          request.onsuccess = () => resolve('deleted')
          request.onblocked = () => resolve('blocked')
        }),
    )
    expect(deleted).toBe('deleted')
    expect(await page.evaluate(() => (globalThis as unknown as PageGlobals).notices)).toEqual([
      'IndexedDB "deleted": was deleted or upgraded elsewhere: this page keeps its changes no longer, until it is loaded again',
    ])
    expect((await send(page, 'after the delete')).status).toBe(201)
    expect((await ids(page)).slice(0, 2).map((m) => m.message)).toEqual(['after the delete', 'before the delete'])

    await reload(page)
    expect(await start(page, { name: 'deleted' })).toEqual([])
    const messages = (await ids(page)).map((m) => m.message)
    expect(messages.filter((m) => m.endsWith('the delete'))).toEqual([])
  },
  testTimeout,
)

it(
  'a database of a newer format (a newer messaging-mock made it) is left as it is, and the page goes on in memory',
  async () => {
    const page = await openPage()
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const open = indexedDB.open('newer', 2)
          open.onupgradeneeded = () => open.result.createObjectStore('from the future')
          open.onsuccess = () => {
            open.result.close()
            resolve()
          }
        }),
    )
    const [notice, ...more] = await start(page, { name: 'newer' })
    expect(more).toEqual([])
    expect(notice).toMatch(
      /^IndexedDB "newer": could not be opened \(VersionError: .+\): the mock is kept in memory only$/,
    )
    expect(await send(page, landed.message)).toEqual({ status: 201, body: landed })
    const database = await page.evaluate(
      () =>
        new Promise<{ version: number; stores: string[] }>((resolve) => {
          const open = indexedDB.open('newer')
          open.onsuccess = () => {
            resolve({ version: open.result.version, stores: [...open.result.objectStoreNames] })
            open.result.close()
          }
        }),
    )
    expect(database).toEqual({ version: 2, stores: ['from the future'] })
  },
  testTimeout,
)

it(
  'damaged records are dropped with a notice and the mock starts from its options, kept from then on',
  async () => {
    const page = await openPage()
    await start(page, { name: 'damaged' })
    await send(page, 'before the damage')
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const open = indexedDB.open('damaged')
          open.onsuccess = () => {
            const tx = open.result.transaction('changes', 'readwrite')
            tx.objectStore('changes').add('[{"kind":"records","tenant":"def')
            tx.oncomplete = () => {
              open.result.close()
              resolve()
            }
          }
        }),
    )
    await reload(page)
    const [notice, ...more] = await start(page, { name: 'damaged' })
    expect(more).toEqual([])
    expect(notice).toMatch(
      /^IndexedDB "damaged": what it kept could not be read \(SyntaxError: .+\): starting from the mock's options$/,
    )
    expect((await ids(page)).map((m) => m.message)).not.toContain('before the damage')
    expect(await send(page, landed.message)).toEqual({ status: 201, body: landed })
    await reload(page)
    expect(await start(page, { name: 'damaged' })).toEqual([])
    expect((await ids(page))[0]).toEqual(landed)
  },
  testTimeout,
)
