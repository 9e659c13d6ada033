import { Engine } from './engine/engine.js'
import { engineFetch } from './engine/fetch.js'
import { type MockHandle, mockHandle } from './engine/handle.js'
import { Mock } from './engine/mock.js'
import type { MockOptions } from './engine/options.js'
import type { Turn } from './engine/store/browse.js'
import { keepInIndexedDb, type PersistOptions, worldOptions } from './web-storage.js'

export { decompresses } from './engine/fetch.js'
export type { PersistOptions } from './web-storage.js'

/** What `createWebMock` takes: the engine's options, and the base URL the mock answers under. */
export interface WebMockOptions extends MockOptions {
  /**
   * The origin (and path, if the API lives under one) whose requests the mock answers: a request's
   * target is its URL after this. Default `http://mock.local`. Only the path of a request counts:
   * `fetch` answers whatever URL it is handed.
   */
  baseUrl?: string
  /**
   * Keep the mock's tenants in the browser's IndexedDB and start from what they kept, so that the
   * app in development keeps its world across a page reload: what it sent and deleted, the clock,
   * the faults, the journal, the ids to come. Each change is committed before its answer leaves.
   * `reset()` brings the fixture's world back, and that is then what a reload brings. Other options
   * that make the world (`fixtures`, `seed`, `clock`, ...) start from them again, with a notice.
   *
   * IndexedDB, not Web Storage: its writes do not stop the page, a transaction is whole or not at
   * all, and its quota is a share of the disk (up to 60% of it in Chromium and Safari 17+, 10% up
   * to 10 GiB in Firefox) where localStorage holds 5 MiB; a write past the quota is a 507, not made.
   * Where there is no IndexedDB (Node, jsdom), a notice, and memory only. Default: false.
   * `true`: the database `messaging-mock <baseUrl>`. docs/msw.md, "Across a page reload".
   */
  persist?: boolean | PersistOptions
}

/** The mock with no transport: `fetch` answers a `Request`, and the handle controls the default tenant. */
export interface WebMock extends MockHandle {
  /** Answers a request as the server would over HTTP. Never rejects for a request: a refusal is a problem answer. */
  fetch(request: Request): Promise<Response>
}

/**
 * The mock as a fetch handler, for code that speaks the Fetch API: a service worker, MSW, a test
 * without a port, Deno or Bun. It runs the engine the server runs; it reads no file (fixtures are
 * documents, the package's own by default) and needs nothing of Node.
 */
export async function createWebMock(options: WebMockOptions = {}): Promise<WebMock> {
  const { baseUrl = 'http://mock.local', persist = false, ...mockOptions } = options
  const mock = await Mock.create(mockOptions)
  const engine = new Engine(mock, { turn: webTurn })
  const base = new URL(baseUrl)
  const prefix = base.pathname.replace(/\/$/, '')
  const url = `${base.origin}${prefix}`
  if (persist !== false) {
    const { name = `messaging-mock ${url}`, foldAt } = persist === true ? {} : persist
    await keepInIndexedDb(mock, { name, foldAt, options: worldOptions(mockOptions) })
  }
  return {
    ...mockHandle(mock, url),
    fetch: engineFetch(engine, prefix),
  }
}

/**
 * A turn of the event loop where there is no Node: a MessageChannel message, which a browser runs
 * as a task of its own after what was already waiting (a timer's turn is clamped to 1 ms or more,
 * which a search of a large world takes thousands of). Where the port can keep a process alive
 * (Node, Deno), it does only while a turn is waited for.
 */
const webTurn: Turn = (() => {
  if (typeof MessageChannel !== 'function') return () => new Promise<void>((resolve) => setTimeout(resolve, 0))
  const channel = new MessageChannel()
  const port = channel.port1 as MessagePort & { ref?: () => void; unref?: () => void }
  const waiting: (() => void)[] = []
  port.onmessage = () => {
    waiting.shift()?.()
    if (waiting.length === 0) port.unref?.()
  }
  port.unref?.()
  return () =>
    new Promise<void>((resolve) => {
      if (waiting.length === 0) port.ref?.()
      waiting.push(resolve)
      channel.port2.postMessage(null)
    })
})()
