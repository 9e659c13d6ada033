import express, { type Request, type RequestHandler, type Response } from 'express'
import qs from 'qs'
import { invalidBody, invalidParameter, invalidParameters, type ParamError, unsupportedMediaType } from '../errors.js'
import { fixtureSizeLimit } from '../fixtures.js'
import type { Encoding, SchemaName, Validators } from '../validation.js'
import { clippedJson, jsonDepthLimit, jsonFault } from './json-tree.js'
import { localsOf } from './locals.js'
import { parseQueryString, qsOptions, quickParse } from './query-string.js'

/** Express's query parser: qs as CONTRACT section 3 sets it; a query over the limits is a 400. */
export function parseQuery(query: string): Record<string, unknown> {
  try {
    return parseQueryString(query)
  } catch (error) {
    throw invalidParameter('query', `cannot be parsed: ${(error as Error).message}`)
  }
}

/** The most a body may hold (CONTRACT section 3); past it, 413. */
const bodyLimit = 1024 * 1024

/** Reads any body as bytes, up to 1 MiB (past it: 413); the content type is judged in `bodyOf`. */
export const readBody: RequestHandler = express.raw({ type: () => true, limit: bodyLimit })

/**
 * Reads a /v1 body before the token check, so that the journal shows what a client sent even when
 * its request is refused (401, an injected fault). A body that cannot be read (over 1 MiB, say) is
 * not an answer yet: the token comes first, and `bodyOf` raises the failure.
 *
 * The usual body (its length given, within the limit, not compressed) is read by two listeners.
 * Any other goes through Express's reader, which decompresses, counts a chunked body against the
 * limit, and refuses one over it. Express's reader sets up about a dozen closures and listeners
 * per request: through it, a PUT or POST of a short form cost 12-17% more CPU (docs/performance.md).
 */
export const readBodyEarly: RequestHandler = (req, res, next) => {
  if (!hasBody(req)) return next()
  if (isPlain(req)) return readPlainBody(req, next)
  readBody(req, res, (error?: unknown) => {
    if (error) localsOf(res).bodyError = error
    next()
  })
}

function isPlain(req: Request): boolean {
  const { headers } = req
  return (
    headers['content-encoding'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    Number(headers['content-length']) <= bodyLimit
  )
}

/**
 * The body as one buffer, as Express's reader leaves it. Node's parser ends the body at its stated
 * length. A connection that ends before then gets Node's own 400, never the app's answer, and the
 * journal does not show it (it records answers), as with Express's reader.
 */
function readPlainBody(req: Request, next: () => void): void {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => {
    req.body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)
    next()
  })
}

/** The same for fixture documents posted to the control plane, which may be far larger. */
export const readLargeBody: RequestHandler = express.raw({ type: () => true, limit: fixtureSizeLimit })

/** A JSON body: parsed (V8's parser does not recurse), then walked for what CONTRACT section 3 refuses. */
function parseJson(text: string): unknown {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw invalidBody(`The body is not valid JSON: ${(error as Error).message}`)
  }
  const fault = jsonFault(value)
  if (fault?.kind === 'key') throw invalidBody(`The key ${fault.key} is not accepted in a body.`)
  if (fault?.kind === 'depth') throw invalidBody(`The body nests deeper than ${jsonDepthLimit} levels.`)
  return value
}

function parseForm(text: string): unknown {
  // A form the quick path takes has no key twice and no `[]` before a field: nothing to refuse.
  const quick = quickParse(text)
  if (quick !== undefined) return quick
  const faults = bracketFaults(text)
  if (faults.length > 0) throw invalidParameters(faults)
  try {
    return qs.parse(text, qsOptions)
  } catch (error) {
    throw invalidBody(`The form body cannot be parsed: ${(error as Error).message}`)
  }
}

/**
 * The keys of a form that `qs` would read one way for one value and another for several, refused
 * whatever their count (CONTRACT section 11): a key sent more than once without `[]` (a list
 * written `reactions[like]=dev&reactions[like]=eve` is a list for two users and a string for one,
 * which the schema refuses), and `[]` before a field name (`contacts[][username]=ana` makes one
 * contact, but a second such pair merges into the first instead of making another). Each error
 * names the form that works. A single value without `[]` where a list is due is the validator's
 * to refuse, with the same advice (src/validation.ts).
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
 * The parsed body and its encoding. JSON and form bodies are taken; an empty one is an empty
 * object; a body of any other type is 415; a body that is not an object is 400.
 */
export function bodyOf(req: Request): { value: Record<string, unknown>; encoding: Encoding } {
  const locals = localsOf(req.res as Response)
  if (locals.bodyError) throw locals.bodyError
  const raw: unknown = req.body
  const bytes = Buffer.isBuffer(raw) ? raw : Buffer.alloc(0)
  const type = mediaTypeOf(req.headers['content-type'])
  const json = type === 'application/json'
  const form = type === 'application/x-www-form-urlencoded'
  if (bytes.length === 0) return { value: {}, encoding: json ? 'json' : 'form' }
  if (!json && !form) throw unsupportedMediaType(req.headers['content-type'] ?? 'none')
  const text = bytes.toString('utf8')
  const value = json ? parseJson(text) : parseForm(text)
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidBody('The body must be an object of fields.')
  locals.body = value
  return { value: value as Record<string, unknown>, encoding: json ? 'json' : 'form' }
}

/** The request's parsed query, checked against `schema` (strings coerced as in a form). */
export function checkedQuery<T>(validators: Validators, schema: SchemaName, req: Request): T {
  // Most requests have no query string: nothing to parse, and an empty query is always valid.
  if (!req.url.includes('?')) return {} as T
  // Express parses req.query again on every read: the journal takes this parse.
  const query = req.query
  localsOf(req.res as Response).query = query
  return validators.check<T>(schema, query, 'form')
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

/** Whether a request carries a body at all (as the body readers judge it). */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length']
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}

/** The request's parsed body, checked against `schema`; its query must be empty. */
export function checkedBody<T>(validators: Validators, schema: SchemaName, req: Request): T {
  // The body is read first, so that the journal shows it even when the query is refused.
  const { value, encoding } = bodyOf(req)
  checkedQuery(validators, 'noParameters', req)
  return validators.check<T>(schema, value, encoding)
}

/**
 * The body as the journal shows it when no handler parsed it (the request was refused first):
 * parsed as its content type says if it can be, else null; clipped where it nests past the limit
 * (a refused body may be as deep as 1 MiB of brackets). Never throws.
 */
export function bodyForJournal(raw: Buffer | undefined, contentType: string | undefined): unknown {
  if (raw === undefined || raw.length === 0) return null
  try {
    const text = raw.toString('utf8')
    const type = mediaTypeOf(contentType)
    if (type === 'application/json') return clippedJson(JSON.parse(text))
    if (type === 'application/x-www-form-urlencoded') return parseQueryString(text)
  } catch {
    // A body that does not parse is shown as null, as one never sent.
  }
  return null
}
