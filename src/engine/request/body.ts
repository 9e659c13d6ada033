import { mediaTypeOf, parseForm, parseJson, textOf } from '../core/bodies.js'
import { invalidBody, Problem, unsupportedMediaType } from '../core/errors.js'
import { nearest } from '../core/nearest.js'
import { type ReasonData, standing, unbracket } from '../core/reasons.js'
import { type Encoding, type SchemaName, unknownMessage, type Validators } from '../core/validation.js'
import type { Exchange } from './exchange.js'

// The body's own reasons read its content type and size from the journal: constants, made once.
const readAs: Record<Encoding | 'empty', ReasonData> = {
  json: standing({ code: 'body.json' }),
  form: standing({ code: 'body.form' }),
  empty: standing({ code: 'body.empty' }),
}

/**
 * The parsed body and its encoding. JSON and form bodies are taken; an empty one is an empty
 * object; a body of any other type is 415; a body that is not an object is 400. A body the host
 * could not read (over its limit, in an encoding it cannot decode) is refused here, when a handler
 * asks for it: after the token check, so that a request without a token is a 401 whatever it sent.
 */
export function bodyOf(exchange: Exchange): { value: Record<string, unknown>; encoding: Encoding } {
  const { request } = exchange
  if (request.bodyProblem !== undefined) throw request.bodyProblem.because({ code: 'body.unread' })
  const bytes = request.body
  const contentType = exchange.header('content-type')
  const type = mediaTypeOf(contentType)
  const json = type === 'application/json'
  const form = type === 'application/x-www-form-urlencoded'
  if (bytes === undefined || bytes.length === 0) {
    exchange.why.push(readAs.empty)
    return { value: {}, encoding: json ? 'json' : 'form' }
  }
  if (!json && !form) throw unsupportedMediaType(contentType ?? 'none').because({ code: 'body.unsupported' })
  exchange.why.push(json ? readAs.json : readAs.form)
  const text = textOf(bytes)
  const value = json ? parseJson(text) : parseForm(text)
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidBody('The body must be an object of fields.').because({
      code: 'body.not_object',
      type: value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value,
    })
  exchange.body = value
  return { value: value as Record<string, unknown>, encoding: json ? 'json' : 'form' }
}

/** The request's parsed query, checked against `schema` (strings coerced as in a form). */
export function checkedQuery<T>(validators: Validators, schema: SchemaName, exchange: Exchange): T {
  // Most requests have no query string: nothing to parse, and an empty query is always valid.
  if (exchange.search === undefined) return {} as T
  const query = exchange.parsedQuery()
  return checked<T>(validators, schema, query, 'form', 'query')
}

/** The request's parsed body, checked against `schema`; its query must be empty. */
export function checkedBody<T>(validators: Validators, schema: SchemaName, exchange: Exchange): T {
  // The body is read first, so that the journal shows it even when the query is refused.
  const { value, encoding } = bodyOf(exchange)
  checkedQuery(validators, 'noParameters', exchange)
  return checked<T>(validators, schema, value, encoding, 'body')
}

const invalidIn: Record<'query' | 'body', ReasonData> = {
  query: standing({ code: 'input.invalid', in: 'query' }),
  body: standing({ code: 'input.invalid', in: 'body' }),
}

/** `value` checked against `schema`; a refusal says why: the rules broken, or the names it does not take and the nearest it does. */
function checked<T>(
  validators: Validators,
  schema: SchemaName,
  value: unknown,
  encoding: Encoding,
  place: 'query' | 'body',
): T {
  try {
    return validators.check<T>(schema, value, encoding)
  } catch (error) {
    if (!(error instanceof Problem)) throw error
    if (error.code !== 'unknown_parameter') throw error.because(invalidIn[place])
    const unknown = error.errors
      .filter((e) => e.message === unknownMessage)
      .map(({ param }) => {
        const path = unbracket(param)
        const known = validators.names(schema, path.slice(0, -1))
        return { param, nearest: nearest(path[path.length - 1], known), known }
      })
    throw error.because({ code: 'input.unknown', in: place, unknown })
  }
}
