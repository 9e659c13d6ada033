import { mediaTypeOf, parseForm, parseJson, textOf } from '../core/bodies.js'
import { invalidBody, unsupportedMediaType } from '../core/errors.js'
import type { Encoding, SchemaName, Validators } from '../core/validation.js'
import type { Exchange } from './exchange.js'

/**
 * The parsed body and its encoding. JSON and form bodies are taken; an empty one is an empty
 * object; a body of any other type is 415; a body that is not an object is 400. A body the host
 * could not read (over its limit, in an encoding it cannot decode) is refused here, when a handler
 * asks for it: after the token check, so that a request without a token is a 401 whatever it sent.
 */
export function bodyOf(exchange: Exchange): { value: Record<string, unknown>; encoding: Encoding } {
  const { request } = exchange
  if (request.bodyProblem !== undefined) throw request.bodyProblem
  const bytes = request.body
  const contentType = exchange.header('content-type')
  const type = mediaTypeOf(contentType)
  const json = type === 'application/json'
  const form = type === 'application/x-www-form-urlencoded'
  if (bytes === undefined || bytes.length === 0) return { value: {}, encoding: json ? 'json' : 'form' }
  if (!json && !form) throw unsupportedMediaType(contentType ?? 'none')
  const text = textOf(bytes)
  const value = json ? parseJson(text) : parseForm(text)
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidBody('The body must be an object of fields.')
  exchange.body = value
  return { value: value as Record<string, unknown>, encoding: json ? 'json' : 'form' }
}

/** The request's parsed query, checked against `schema` (strings coerced as in a form). */
export function checkedQuery<T>(validators: Validators, schema: SchemaName, exchange: Exchange): T {
  // Most requests have no query string: nothing to parse, and an empty query is always valid.
  if (exchange.search === undefined) return {} as T
  const query = exchange.parsedQuery()
  return validators.check<T>(schema, query, 'form')
}

/** The request's parsed body, checked against `schema`; its query must be empty. */
export function checkedBody<T>(validators: Validators, schema: SchemaName, exchange: Exchange): T {
  // The body is read first, so that the journal shows it even when the query is refused.
  const { value, encoding } = bodyOf(exchange)
  checkedQuery(validators, 'noParameters', exchange)
  return validators.check<T>(schema, value, encoding)
}
