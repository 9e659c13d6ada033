import type { IncomingHttpHeaders } from 'node:http'

/**
 * How a request to the app's server names its tenant, for `messaging-mock/register`. It reads
 * only HTTP headers and imports nothing of the engine, which reads `baggage` by the same rules
 * (src/engine/request/baggage.ts; test/register.test.ts holds the two to one table).
 */

/** The header the mock reads, and that the preload adds to the requests for the mock. */
export const tenantHeader = 'x-mock-tenant'
/** The cookie the Playwright fixture sets on the app's origin, and the key of the `baggage` member. */
export const tenantCookie = 'mock-tenant'

/**
 * The tenant a request to the app names: `X-Mock-Tenant`, else the `mock-tenant` cookie, else the
 * `mock-tenant` member of `baggage`. The most explicit first: a header is set for this request
 * alone, the cookie for the test's browser, and baggage travels with every hop of a trace.
 * Undefined when none names one; otherwise a value that can stand in a header (see `headerSafe`).
 */
export function tenantOfHeaders(headers: IncomingHttpHeaders): string | undefined {
  const named = headers[tenantHeader]
  if (named !== undefined) return headerSafe(typeof named === 'string' ? named : named.join(', '))
  const { cookie, baggage } = headers
  if (cookie !== undefined) {
    const value = cookieValue(cookie)
    if (value !== undefined) return headerSafe(value)
  }
  if (baggage === undefined) return undefined
  const value = baggageValue(typeof baggage === 'string' ? baggage : baggage.join(','))
  return value === undefined ? undefined : headerSafe(value)
}

/**
 * A name that cannot stand in a header (a space, a control character, a letter outside ASCII) is
 * percent-encoded, and an empty one stays empty: either way the mock refuses it loudly (400, naming
 * X-Mock-Tenant), where dropping it would send the request quietly to `default`.
 */
export function headerSafe(value: string): string {
  return /^[\x21-\x7e]*$/.test(value) ? value : encodeURIComponent(value)
}

/** The value of the first `mock-tenant=` pair of a Cookie header. */
function cookieValue(cookie: string): string | undefined {
  if (!cookie.includes(tenantCookie)) return undefined
  for (const pair of cookie.split(';')) {
    const equals = pair.indexOf('=')
    if (equals !== -1 && pair.slice(0, equals).trim() === tenantCookie) return pair.slice(equals + 1).trim()
  }
  return undefined
}

/**
 * The value of the first `mock-tenant` member of a W3C baggage list, its `;properties` left out
 * and percent-decoded: empty for a member without `=`, as sent when it does not decode (the mock
 * refuses both, as it refuses them in the baggage it reads itself).
 */
function baggageValue(baggage: string): string | undefined {
  if (!baggage.includes(tenantCookie)) return undefined
  for (const member of baggage.split(',')) {
    const entry = member.split(';')[0]
    const equals = entry.indexOf('=')
    if ((equals === -1 ? entry : entry.slice(0, equals)).trim() !== tenantCookie) continue
    const value = equals === -1 ? '' : entry.slice(equals + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}
