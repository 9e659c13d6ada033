/** The baggage member that names the tenant: what an app instrumented with OpenTelemetry carries through every hop. */
const key = 'mock-tenant'

/**
 * The tenant named by the `mock-tenant` member of a W3C `baggage` header
 * (https://www.w3.org/TR/baggage/): `key=value` members, comma-separated (Node joins a repeated
 * header with ", "), each maybe followed by `;properties`, with optional whitespace around key,
 * value and separators. Keys compare exactly; the first member of the key wins; its value is
 * percent-decoded. Undefined when there is no such member. A value that does not decode is
 * given as sent: its `%` is not in any tenant's name, so the caller refuses it as any other bad name.
 */
export function baggageTenant(header: string | readonly string[] | undefined): string | undefined {
  if (header === undefined) return undefined
  const text = typeof header === 'string' ? header : header.join(',')
  // Most baggage names no tenant: one scan of the header, and nothing is split.
  if (!text.includes(key)) return undefined
  for (let start = 0; start <= text.length; ) {
    const comma = text.indexOf(',', start)
    const end = comma === -1 ? text.length : comma
    const value = memberValue(text, start, end)
    if (value !== undefined) return decoded(value)
    start = end + 1
  }
  return undefined
}

/** The value of the member at `start` to `end` if its key is `mock-tenant` (empty when it has no `=`). */
function memberValue(text: string, start: number, end: number): string | undefined {
  const at = skipSpace(text, start, end)
  if (!text.startsWith(key, at)) return undefined
  const after = skipSpace(text, at + key.length, end)
  const semicolon = text.indexOf(';', after)
  const valueEnd = semicolon === -1 || semicolon > end ? end : semicolon
  if (after === valueEnd) return ''
  // `mock-tenants=...` or `mock-tenant x=...` is another key.
  if (text.charCodeAt(after) !== 61 /* = */) return undefined
  return text.slice(after + 1, valueEnd).trim()
}

/** The first index from `at` that is not a space or a tab, or `end`. */
function skipSpace(text: string, at: number, end: number): number {
  let i = at
  while (i < end && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++
  return i
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
