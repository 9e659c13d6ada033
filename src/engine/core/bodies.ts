import qs from 'qs'
import { invalidBody, invalidParameter, invalidParameters, type ParamError } from './errors.js'
import { clippedJson, jsonDepthLimit, jsonFault } from './json-tree.js'
import { parseQueryString, qsOptions, quickParse } from './query-string.js'

/** The most a body may hold (CONTRACT section 3); past it, 413. */
export const bodyLimit = 1024 * 1024

/** The largest fixture document read from a file or posted to /__fixtures. */
export const fixtureSizeLimit = 64 * 1024 * 1024

const fixturePost = /^(?:\/t\/[^/?]*)?\/__fixtures\/?(?:\?|$)/i

/** How many bytes of body a host should read for a request: a posted fixture document may be large. */
export function bodyLimitFor(method: string, url: string): number {
  return method === 'POST' && fixturePost.test(url) ? fixtureSizeLimit : bodyLimit
}

/** A query string as qs reads it (CONTRACT section 3); a query over the limits is a 400. */
export function parseQuery(query: string): Record<string, unknown> {
  try {
    return parseQueryString(query)
  } catch (error) {
    throw invalidParameter('query', `cannot be parsed: ${(error as Error).message}`).because({
      code: 'input.invalid',
      in: 'query',
    })
  }
}

// ignoreBOM: a leading byte order mark stays in the text, as Node's Buffer decoder leaves it.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true })

/** The text of body bytes, as UTF-8 (a malformed sequence reads as U+FFFD, as Node's decoder does). */
export function textOf(bytes: Uint8Array): string {
  return decoder.decode(bytes)
}

/**
 * A JSON body: parsed (V8's parser does not recurse), then walked for what CONTRACT section 3 refuses.
 * A body that does not parse is refused in the engine's own words, not the parser's: those differ
 * by engine and version (V8 added the line and column between Node 20 and 22; JavaScriptCore, in
 * Bun, words them otherwise), and an answer must be the same wherever the engine runs.
 */
export function parseJson(text: string): unknown {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    // A byte order mark is invisible in most tools: say so, since it is the one thing to remove.
    // The parser's own words differ from runtime to runtime: the answer leaves them out, the
    // reason (the mock's side only) keeps them.
    throw invalidBody(
      text.startsWith('\uFEFF')
        ? 'The body is not valid JSON: it begins with a byte order mark.'
        : 'The body is not valid JSON.',
    ).because({ code: 'body.unparsable', encoding: 'json', error: (error as Error).message })
  }
  const fault = jsonFault(value)
  if (fault?.kind === 'key')
    throw invalidBody(`The key ${fault.key} is not accepted in a body.`).because({
      code: 'body.refused_key',
      key: fault.key,
    })
  if (fault?.kind === 'depth')
    throw invalidBody(`The body nests deeper than ${jsonDepthLimit} levels.`).because({
      code: 'body.too_deep',
      limit: jsonDepthLimit,
    })
  return value
}

export function parseForm(text: string): unknown {
  // A form the quick path takes has no key twice and no `[]` before a field: nothing to refuse.
  const quick = quickParse(text)
  if (quick !== undefined) return quick
  const faults = bracketFaults(text)
  if (faults.length > 0) throw invalidParameters(faults).because({ code: 'input.invalid', in: 'body' })
  try {
    return qs.parse(text, qsOptions)
  } catch (error) {
    const { message } = error as Error
    throw invalidBody(`The form body cannot be parsed: ${message}`).because({
      code: 'body.unparsable',
      encoding: 'form',
      error: message,
    })
  }
}

/**
 * The keys of a form that `qs` would read one way for one value and another for several, refused
 * whatever their count (CONTRACT section 11): a key sent more than once without `[]` (a list
 * written `reactions[like]=dev&reactions[like]=eve` is a list for two users and a string for one,
 * which the schema refuses), and `[]` before a field name (`contacts[][username]=ana` makes one
 * contact, but a second such pair merges into the first instead of making another). Each error
 * names the form that works. A single value without `[]` where a list is due is the validator's
 * to refuse, with the same advice (src/engine/core/validation.ts).
 */
export function bracketFaults(text: string): ParamError[] {
  const errors: ParamError[] = []
  const counts = new Map<string, number>()
  for (const pair of text.split('&')) {
    const key = formKey(pair)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  for (const [key, count] of counts) {
    if (key.includes('[][')) {
      const indexed = key.replace('[][', '[0][')
      errors.push({ param: key, message: `needs an index for each item in place of []: ${indexed}=…` })
    } else if (count > 1 && key !== '' && !key.endsWith('[]'))
      errors.push({
        param: key,
        message: `is sent ${count} times: send a list with [] after its name, once per value (${key}[]=…), or a list of objects with an index per object (contacts[0][username]=…)`,
      })
  }
  return errors
}

/** The key of a form pair decoded as `qs` decodes it (`+` is a space), or as sent where it does not decode. */
function formKey(pair: string): string {
  const end = pair.indexOf('=')
  const raw = (end === -1 ? pair : pair.slice(0, end)).replaceAll('+', ' ')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * The media type of the body, lower-cased and without parameters (`; charset=utf-8`). The two the
 * mock takes are plain names, so this is a string operation rather than type-is on every request.
 */
export function mediaTypeOf(contentType: string | undefined): string {
  const header = contentType ?? ''
  const end = header.indexOf(';')
  return (end === -1 ? header : header.slice(0, end)).trim().toLowerCase()
}

/**
 * The body as the journal shows it when no handler parsed it (the request was refused first):
 * parsed as its content type says if it can be, else null; clipped where it nests past the limit
 * (a refused body may be as deep as 1 MiB of brackets). Never throws.
 */
export function bodyForJournal(raw: Uint8Array | undefined, contentType: string | undefined): unknown {
  if (raw === undefined || raw.length === 0) return null
  try {
    const text = textOf(raw)
    const type = mediaTypeOf(contentType)
    if (type === 'application/json') return clippedJson(JSON.parse(text))
    if (type === 'application/x-www-form-urlencoded') return parseQueryString(text)
  } catch {
    // A body that does not parse is shown as null, as one never sent.
  }
  return null
}
