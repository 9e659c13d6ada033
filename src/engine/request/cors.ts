import type { EngineRequest } from './exchange.js'

/** What the mock answers a browser page on another origin, on the server and in a page alike. */
const methods = 'GET,HEAD,POST,PUT,DELETE'
/** The answer headers a client on another origin may read besides the safelisted ones. */
const exposed = 'WWW-Authenticate,Retry-After,Allow,Content-Length'
/** How long a browser may keep a preflight's answer, in seconds. */
const maxAge = '600'

/** The CORS part of an answer to a request that has an `Origin`; `preflight` when it ends there. */
export interface Cors {
  headers: Record<string, string>
  preflight: boolean
}

/**
 * CORS for pages on other origins (docs/browsers.md): the request's `Origin` is echoed, or only
 * an origin of `origins`; the headers a client reads are exposed. A preflight (OPTIONS with
 * `Access-Control-Request-Method`) is answered 204 here, without a token, and reaches no tenant;
 * any other OPTIONS goes on to the routes. Undefined for a request without an `Origin`, which is
 * not from a page on another origin. The headers and their order are those of the `cors`
 * package the server used before the engine owned them.
 */
export function corsOf(request: EngineRequest, origins: readonly string[] | undefined): Cors | undefined {
  const origin = request.headers.origin
  if (typeof origin !== 'string') return undefined
  const headers: Record<string, string> = {}
  if (origins === undefined || origins.includes(origin)) headers['Access-Control-Allow-Origin'] = origin
  headers.Vary = 'Origin'
  if (request.method === 'OPTIONS') {
    headers['Access-Control-Allow-Methods'] = methods
    headers.Vary = 'Origin, Access-Control-Request-Headers'
    const asked = request.headers['access-control-request-headers']
    if (typeof asked === 'string' && asked !== '') headers['Access-Control-Allow-Headers'] = asked
    headers['Access-Control-Max-Age'] = maxAge
  }
  headers['Access-Control-Expose-Headers'] = exposed
  const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined
  return { headers, preflight }
}
