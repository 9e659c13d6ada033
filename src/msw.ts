import { type HttpHandler, http } from 'msw'
import type { MockOptions } from './engine/options.js'
import { createWebMock, type WebMock, type WebMockOptions } from './web.js'

export type { PersistOptions } from './web.js'

/**
 * What `createMswMock` takes: the engine's options, the base URL the app calls the API at, and
 * whether the world is kept across a page reload (`persist`, in IndexedDB: docs/msw.md).
 */
export interface MswMockOptions extends MockOptions, Pick<WebMockOptions, 'persist'> {
  /**
   * The API's base URL as the app calls it: an origin (`https://api.example.com`), or an origin and
   * a path (`https://example.com/api`). Where there is a page (a browser, jsdom, happy-dom), a path
   * alone (`/api`) is the page's origin and that path. The handlers answer every request under it,
   * `/v1/...` and the control plane (`/__reset`, `/__requests`, ...) alike; MSW decides the rest.
   */
  baseUrl: string
}

/** The mock as MSW handlers, and the in-process control of the same mock (the running handle's names). */
export interface MswMock extends WebMock {
  /** The handlers for `setupServer` (msw/node) or `setupWorker` (msw/browser), or a story's `msw.handlers`. */
  readonly handlers: HttpHandler[]
}

/**
 * The mock as MSW request handlers: the engine the server runs answers every request under
 * `baseUrl`, with its state, validation, paging, authentication, faults and journal. Needs nothing
 * of Node, so the same handlers serve `setupServer` in Node and `setupWorker` in a browser.
 *
 * ```ts
 * const mock = await createMswMock({ baseUrl: 'https://api.example.com' })
 * const server = setupServer(...mock.handlers)
 * ```
 */
export async function createMswMock(options: MswMockOptions): Promise<MswMock> {
  const base = baseOf(options.baseUrl)
  const prefix = base.pathname.replace(/\/$/, '')
  const web = await createWebMock({ ...options, baseUrl: `${base.origin}${prefix}` })
  const under = (url: string): boolean => {
    const { origin, pathname } = new URL(url)
    return origin === base.origin && (prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`))
  }
  const handler = http.all(
    ({ request }) => under(request.url),
    ({ request }) => web.fetch(request),
  )
  return { ...web, handlers: [handler] }
}

/** The base URL as a URL, a path alone taken against the page's location where there is one. */
function baseOf(baseUrl: string): URL {
  const page = (globalThis as { location?: { href?: string } }).location?.href
  try {
    return new URL(baseUrl, page)
  } catch {
    throw new TypeError(
      `baseUrl ${JSON.stringify(baseUrl)} is not a URL: give the API's origin, as https://api.example.com` +
        (page === undefined ? ' (a path alone needs a page to be taken against)' : ''),
    )
  }
}
