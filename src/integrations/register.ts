/**
 * `messaging-mock/register`: a preload for the app under test's own server (docs/server-rendering.md).
 *
 * Started as `node --import messaging-mock/register` (or through `NODE_OPTIONS`), or imported first
 * in a server entry, it keeps the tenant of each request the app's server receives for all of that
 * request's work, and adds it as `X-Mock-Tenant` to every request the server makes to the mock,
 * through `fetch` and through `node:http` and `node:https` clients. So parallel tests each reach
 * their own world from server components, loaders and actions, with no change to the app's code.
 *
 * It is inert unless configured: without `MESSAGING_MOCK_URL` in the environment (or a call of
 * `register`), importing it patches nothing and subscribes to nothing. Like OpenTelemetry's
 * propagators it speaks only HTTP headers: it imports nothing of the mock's engine.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { subscribe } from 'node:diagnostics_channel'
import http, { type ClientRequest, type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import { syncBuiltinESMExports } from 'node:module'

/** The header the mock reads, and that this adds to the requests for the mock. */
export const tenantHeader = 'x-mock-tenant'
/** The cookie the Playwright fixture sets on the app's origin, and the key of the `baggage` member. */
export const tenantCookie = 'mock-tenant'

export interface RegisterOptions {
  /** The mock's URL (or URLs): requests to its origin, under its path, carry the tenant. */
  mockUrl: string | readonly string[]
}

/** The tenant's name, with the mock's URL to reach it by: what a test's `mock` (a MockClient) is. */
export interface TenantOf {
  readonly tenant: string
  readonly serverUrl: string
}

/**
 * What one process holds, on `globalThis` so that two copies of this module (a bundler's and
 * Node's, say, in an app that also imports it) share one store and patch once, rather than each
 * adding the header.
 */
interface Carrier {
  readonly tenants: AsyncLocalStorage<string | undefined>
  readonly mocks: { origin: string; path: string }[]
  installed: boolean
}

const key = Symbol.for('messaging-mock.register')
const holder = globalThis as typeof globalThis & { [key]?: Carrier }
holder[key] ??= { tenants: new AsyncLocalStorage(), mocks: [], installed: false }
const carrier: Carrier = holder[key]

/**
 * Carries tenants to the mock at `mockUrl`; called on import when `MESSAGING_MOCK_URL` is set. A
 * second call adds its URLs; the hooks are installed once.
 */
export function register(options: RegisterOptions): void {
  const urls = typeof options.mockUrl === 'string' ? [options.mockUrl] : options.mockUrl
  for (const url of urls) {
    const mock = mockOf(url)
    if (!carrier.mocks.some((known) => known.origin === mock.origin && known.path === mock.path))
      carrier.mocks.push(mock)
  }
  if (carrier.installed) return
  carrier.installed = true
  // Node's types describe these as they are used, not as they are patched.
  carryIncoming(http.Server as unknown as Emitting)
  carryIncoming(https.Server as unknown as Emitting)
  subscribe('undici:request:create', tagFetch)
  carryOutgoing(http as unknown as Requesting)
  carryOutgoing(https as unknown as Requesting)
  // `import { request } from 'node:http'` reads the module's own bindings: bring them up to date.
  syncBuiltinESMExports()
}

/**
 * Runs `fn` in a tenant: what the preload does for each request the server receives, for code
 * called in-process (a loader or a route handler in a Vitest test). Given the test's `mock`, it
 * also registers the mock's URL; given a name, the URL must be registered already.
 */
export function withTenant<T>(tenant: string | TenantOf, fn: () => T): T {
  if (typeof tenant !== 'string') {
    register({ mockUrl: tenant.serverUrl })
    return carrier.tenants.run(tenant.tenant, fn)
  }
  if (!carrier.installed) {
    throw new Error(
      'withTenant needs the mock’s URL: set MESSAGING_MOCK_URL, call register({ mockUrl }), or pass the test’s mock.',
    )
  }
  return carrier.tenants.run(tenant, fn)
}

/** The tenant of the work in progress: the request being served, or `withTenant`'s. */
export function currentTenant(): string | undefined {
  return carrier.tenants.getStore()
}

/**
 * The tenant a request to the app names: `X-Mock-Tenant`, else the `mock-tenant` cookie, else the
 * `mock-tenant` member of `baggage`. The most explicit first: a header is set for this request
 * alone, the cookie for the test's browser, and baggage travels with every hop of a trace.
 */
export function tenantOfHeaders(headers: IncomingHttpHeaders): string | undefined {
  const named = headers[tenantHeader]
  if (typeof named === 'string') return carried(named)
  const { cookie, baggage } = headers
  if (cookie !== undefined) {
    const value = memberOf(cookie, ';', tenantCookie)
    if (value !== undefined) return carried(value)
  }
  if (baggage !== undefined) {
    const value = memberOf(typeof baggage === 'string' ? baggage : baggage.join(','), ',', tenantCookie)
    if (value !== undefined) return carried(safeDecode(value))
  }
  return undefined
}

/** The value of `name=value` in a list of such pairs split by `separator`, a member's `;properties` left out. */
function memberOf(list: string, separator: string, name: string): string | undefined {
  if (!list.includes(name)) return undefined
  for (const member of list.split(separator)) {
    const equals = member.indexOf('=')
    if (equals === -1 || member.slice(0, equals).trim() !== name) continue
    const value = member.slice(equals + 1)
    const properties = separator === ',' ? value.indexOf(';') : -1
    return (properties === -1 ? value : value.slice(0, properties)).trim()
  }
  return undefined
}

/**
 * A name is carried as it came when it can stand in a header, so that the mock refuses a bad one
 * loudly (400, naming it) rather than the request going quietly to `default`; anything that could
 * not stand in a header is not carried.
 */
function carried(value: string | undefined): string | undefined {
  return value !== undefined && /^[\x21-\x7e]{1,256}$/.test(value) ? value : undefined
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

function mockOf(url: string): { origin: string; path: string } {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`messaging-mock/register: the mock's URL ${JSON.stringify(url)} is not a URL.`)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`messaging-mock/register: the mock's URL ${JSON.stringify(url)} is not http or https.`)
  }
  return { origin: parsed.origin, path: parsed.pathname.replace(/\/+$/, '') }
}

/**
 * Whether a request to `origin` for `path` goes to a registered mock and names no tenant in its
 * path (`/t/<name>` after the mock's own path): a prefix already chosen is the app's to keep.
 */
function toMock(origin: string, path: string): boolean {
  for (const mock of carrier.mocks) {
    if (mock.origin !== origin || !path.startsWith(mock.path)) continue
    return !path.startsWith('/t/', mock.path.length)
  }
  return false
}

type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean
interface Emitting {
  prototype: { emit: Emit }
}

/**
 * Every request a server of the process receives runs in its tenant (or in none), as
 * OpenTelemetry's http instrumentation runs it in its context: the `request` event is emitted
 * inside the store, so all the work it starts, however asynchronous, sees that tenant.
 */
function carryIncoming(Server: Emitting): void {
  const emit = Server.prototype.emit
  Server.prototype.emit = function emitInTenant(this: unknown, event, ...args) {
    if (event !== 'request') return emit.call(this, event, ...args)
    const request = args[0] as http.IncomingMessage
    return carrier.tenants.run(tenantOfHeaders(request.headers), () => emit.call(this, event, ...args))
  }
}

/** What undici's `undici:request:create` channel gives: the request before it is sent. */
interface UndiciRequest {
  origin: string | URL
  path: string
  headers: string | string[]
  addHeader?: (name: string, value: string) => unknown
}

/**
 * `fetch` (Node's own undici, or undici from npm) reports each request before it is sent, below
 * any wrapper a framework puts around `fetch`, so Next.js's patched fetch is covered as well.
 */
function tagFetch(message: unknown): void {
  const tenant = carrier.tenants.getStore()
  if (tenant === undefined) return
  const { request } = message as { request: UndiciRequest }
  if (!toMock(String(request.origin), request.path)) return
  const { headers } = request
  // undici 6 and later keep the headers as a flat [name, value, ...] list; older ones as a block of text.
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2) if (headers[i].toLowerCase() === tenantHeader) return
  } else if (typeof headers === 'string' && /^x-mock-tenant:/im.test(headers)) return
  if (typeof request.addHeader === 'function') request.addHeader(tenantHeader, tenant)
  else if (typeof headers === 'string') request.headers = `${headers}${tenantHeader}: ${tenant}\r\n`
}

type Request = (...args: unknown[]) => ClientRequest
interface Requesting {
  request: Request
  get: Request
}

/**
 * `http.request` and `http.get` (and https's), which axios and most Node clients call, add the
 * header to the request they make before anything is written: `get` is made again over the
 * patched `request`, since Node's own calls its `request` directly and ends it at once.
 */
function carryOutgoing(module: Requesting): void {
  const request = module.request
  module.request = function requestInTenant(this: unknown, ...args: unknown[]) {
    return tagged(request.apply(this, args))
  }
  module.get = function getInTenant(this: unknown, ...args: unknown[]) {
    const made = module.request.apply(this, args)
    made.end()
    return made
  }
}

function tagged(request: ClientRequest): ClientRequest {
  const tenant = carrier.tenants.getStore()
  if (tenant === undefined || request.getHeader(tenantHeader) !== undefined) return request
  const host = request.getHeader('host')
  if (typeof host !== 'string' || !toMock(`${request.protocol}//${host}`, request.path)) return request
  try {
    request.setHeader(tenantHeader, tenant)
  } catch {
    // Headers given as an array are written at once, and can take no other: the request goes as it was made.
  }
  return request
}

const configured = process.env.MESSAGING_MOCK_URL
if (configured !== undefined && configured !== '') register({ mockUrl: configured })
