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
import type { EventEmitter } from 'node:events'
import http, { type ClientRequest, IncomingMessage } from 'node:http'
import https from 'node:https'
import { syncBuiltinESMExports } from 'node:module'
import { headerSafe, tenantHeader, tenantOfHeaders } from './tenant-headers.js'

export { tenantCookie, tenantHeader, tenantOfHeaders } from './tenant-headers.js'

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
  carryListeners()
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
    return carrier.tenants.run(headerSafe(tenant.tenant), fn)
  }
  if (!carrier.installed) {
    throw new Error(
      'withTenant needs the mock’s URL: set MESSAGING_MOCK_URL, call register({ mockUrl }), or pass the test’s mock.',
    )
  }
  return carrier.tenants.run(headerSafe(tenant), fn)
}

/** The tenant of the work in progress: the request being served, or `withTenant`'s. */
export function currentTenant(): string | undefined {
  return carrier.tenants.getStore()
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

/** `origin` as `new URL` writes it (lower case, IPv6 in brackets, no default port), or undefined. */
function canonical(origin: string): string | undefined {
  try {
    return new URL(origin).origin
  } catch {
    return undefined
  }
}

/**
 * Whether a request to `origin` for `path` goes to a registered mock and names no tenant in its
 * path (`/t/<name>` after the mock's own path): a prefix already chosen is the app's to keep.
 */
function toMock(origin: string, path: string): boolean {
  for (const mock of carrier.mocks) {
    if (mock.origin !== origin || !path.startsWith(mock.path)) continue
    // A mock at /api is not asked at /apiary.
    const next = path.charAt(mock.path.length)
    if (next !== '' && next !== '/' && next !== '?') continue
    return !path.startsWith('/t/', mock.path.length)
  }
  return false
}

type Emit = (this: unknown, event: string | symbol, ...args: unknown[]) => boolean
interface Emitting {
  prototype: { emit: Emit }
}

/** The server events whose listeners serve a request, each given it first. */
const requestEvents = new Set<string | symbol>(['request', 'checkContinue', 'checkExpectation', 'upgrade', 'connect'])

/**
 * Every request a server of the process receives runs in its tenant, as OpenTelemetry's http
 * instrumentation runs it in its context: the event is emitted inside the store, so all the work
 * it starts, however asynchronous, sees that tenant. A request that names none keeps the tenant
 * the server runs in, if any (a server started inside `withTenant`, in a test).
 */
function carryIncoming(Server: Emitting): void {
  const emit = Server.prototype.emit
  Server.prototype.emit = function emitInTenant(this: unknown, event, ...args) {
    const request = args[0]
    if (!requestEvents.has(event) || !(request instanceof IncomingMessage)) return emit.call(this, event, ...args)
    const tenant = tenantOfHeaders(request.headers) ?? carrier.tenants.getStore()
    return carrier.tenants.run(tenant, () => emit.call(this, event, ...args))
  }
}

type Listener = ((...args: unknown[]) => void) & { listener?: Listener }
type Listen = (this: EventEmitter, event: string | symbol, listener: Listener) => EventEmitter
type Listening = Record<'on' | 'addListener' | 'prependListener' | 'off' | 'removeListener', Listen>

/** Per message, each listener added in a tenant and the form of it that runs there. */
const bound = new WeakMap<object, Map<Listener, Listener>>()

/**
 * The listeners a request's work puts on a message (its body's `data` and `end`, above all) run in
 * the tenant they were added in: Node emits them from the connection, outside any request, so a
 * body read with `req.on('end', ...)` (body-parser, busboy) would lose it. As OpenTelemetry's
 * `context.bind` does for the request, but on the prototype, so that a message whose listeners
 * are added in no tenant costs nothing. `once` adds through `on`; a bound listener keeps the one it
 * stands for as `listener`, as `once`'s wrapper does, so that removing either still works.
 */
function carryListeners(): void {
  const prototype = IncomingMessage.prototype as unknown as Listening
  for (const method of ['on', 'addListener', 'prependListener'] as const) {
    const add = prototype[method]
    prototype[method] = function addInTenant(this: EventEmitter, event, listener) {
      const tenant = carrier.tenants.getStore()
      if (tenant === undefined || typeof listener !== 'function') return add.call(this, event, listener)
      return add.call(this, event, boundIn(this, tenant, listener))
    }
  }
  for (const method of ['off', 'removeListener'] as const) {
    const remove = prototype[method]
    prototype[method] = function removeInTenant(this: EventEmitter, event, listener) {
      return remove.call(this, event, bound.get(this)?.get(listener) ?? listener)
    }
  }
}

function boundIn(message: EventEmitter, tenant: string, listener: Listener): Listener {
  let listeners = bound.get(message)
  if (listeners === undefined) {
    listeners = new Map()
    bound.set(message, listeners)
  }
  const inTenant: Listener = function (this: unknown, ...args: unknown[]) {
    return carrier.tenants.run(tenant, () => listener.apply(this, args))
  }
  inTenant.listener = listener.listener ?? listener
  listeners.set(listener, inTenant)
  return inTenant
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
  // A subscriber's throw would be the app's uncaught exception: a request the preload cannot read goes as it was.
  try {
    tagUndici((message as { request: UndiciRequest }).request, tenant)
  } catch {}
}

function tagUndici(request: UndiciRequest, tenant: string): void {
  const origin = canonical(String(request.origin))
  if (origin === undefined || !toMock(origin, request.path)) return
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
  try {
    const host = request.getHeader('host')
    const origin = typeof host === 'string' ? canonical(`${request.protocol}//${host}`) : undefined
    if (origin !== undefined && toMock(origin, request.path)) request.setHeader(tenantHeader, tenant)
  } catch {
    // Headers given as an array are written at once, and can take no other: the request goes as it was made.
  }
  return request
}

const configured = process.env.MESSAGING_MOCK_URL
if (configured !== undefined && configured !== '') register({ mockUrl: configured })
