import type { ErrorObject } from 'ajv'
import { invalidParameters, type ParamError, type Problem, unknownParameters } from './errors.js'
import type { Validate } from './schema-validators.gen.js'
import * as validators from './schema-validators.gen.js'
import {
  type JsonSchema,
  type ResponseName,
  readSchemas,
  requestSchemas,
  type SchemaName,
  schemaResolver,
} from './schemas.js'

export { type ResponseName, requestSchemas, responseSchemas, type SchemaName } from './schemas.js'

/** Where a value came from: form and query values are strings and get coerced by their schema. */
export type Encoding = 'json' | 'form'

export interface Validators {
  /** Checks `value` (coercing form strings first) and returns it typed, or throws a 400 problem. */
  check<T>(name: SchemaName, value: unknown, encoding: Encoding): T
  /** The same check without coercion, returning the failures (with their paths) instead of throwing. */
  failures(name: SchemaName, value: unknown): Failure[]
  /** The failures of an answer against its schema (none when it conforms). */
  responseFailures(name: ResponseName, body: unknown): Failure[]
  /** The schema at a ref (`file#/pointer`), as written in schemas/. */
  schema(ref: string): JsonSchema
  /** The names a request schema takes at a path of its value (`[]`: its top level; `['attachments', '0']`), for a near miss. */
  names(name: SchemaName, path: readonly string[]): string[]
}

/**
 * Every validator of the tables, as code written from schemas/ by `npm run types`
 * (src/schema-validators.gen.js, ajv standalone code that imports nothing). The same module runs
 * from source, from dist/ and inside the CLI's bundle, so the tests run what ships, and nothing
 * compiles a schema at run time: no `new Function`, which a strict Content-Security-Policy
 * refuses. The type names every validator, so one missing from the module fails the type check.
 */
const validate: Record<SchemaName | ResponseName, Validate> = validators

/**
 * The validators of every request and answer shape, with the schemas they check (for form
 * coercion and a form's advice). Compiles nothing: a broken schema fails `npm run types`, and a
 * stale validator the test of the generated modules.
 */
export function compileValidators(): Validators {
  const schema = schemaResolver(readSchemas())
  const failuresOf = (name: SchemaName | ResponseName, value: unknown): Failure[] => {
    const fn = validate[name] ?? fail(name)
    return fn(value) ? [] : toFailures(fn.errors ?? [])
  }
  return {
    schema,
    failures: failuresOf,
    responseFailures: failuresOf,
    names(name, path) {
      const ref = requestSchemas[name]
      const found = schemasAt(schema(ref), path, schema, ref.split('#')[0]).flatMap(([s, file]) =>
        alternatives(s, schema, file).flatMap(([a]) => Object.keys((a.properties ?? {}) as object)),
      )
      return [...new Set(found)]
    },
    check<T>(name: SchemaName, value: unknown, encoding: Encoding): T {
      const ref = requestSchemas[name]
      const form = encoding === 'form'
      const input = form ? coerceForm(schema(ref), value, schema, ref.split('#')[0]) : value
      const errors = failuresOf(name, input).map((f) => ({
        param: bracket(f.path),
        message:
          form && f.message === notAList
            ? listAdvice(schema(ref), f.path, input, schema, ref.split('#')[0])
            : f.message,
      }))
      if (errors.length > 0) throw toProblem(errors)
      return input as T
    },
  }
}

function fail(name: string): never {
  throw new Error(`no validator is named ${name}`)
}

/** The message of a parameter a schema does not take. */
export const unknownMessage = 'is unknown'

function toProblem(errors: ParamError[]): Problem {
  const unknown = errors.filter((e) => e.message === unknownMessage)
  return unknown.length > 0 ? unknownParameters(errors) : invalidParameters(errors)
}

/** Wrapper keywords whose own message says nothing: the errors beneath them say what broke. */
const wrappers = new Set(['if', 'then', 'else', 'allOf', 'propertyNames', '$ref'])

/** A value that broke a rule, at its path inside the checked document. */
export interface Failure {
  path: string[]
  message: string
}

/**
 * Turns ajv's errors into failures with paths (`{ param, message }` with bracketed params, for a
 * request). A schema can carry
 * `x-message` to replace the errors of its composite keywords (anyOf, not, minProperties) by one
 * sentence, because ajv's own ("must match a schema in anyOf") do not tell a client what to send.
 */
export function toFailures(errors: readonly ErrorObject[]): Failure[] {
  const summarized = errors.filter((e) => typeof e.parentSchema?.['x-message'] === 'string' && isComposite(e))
  // One failure per value: a value that breaks several rules (a URL both relative and not
  // http) is listed once, its messages joined, so a client sees each broken field once.
  const byPath = new Map<string, Failure>()
  const add = (path: string[], message: string) => {
    const key = path.join('\u0000')
    const known = byPath.get(key)
    if (!known) byPath.set(key, { path, message })
    else if (!known.message.split('; ').includes(message)) known.message += `; ${message}`
  }
  const noise = alternativeNoise(errors, summarized)
  for (const error of errors) {
    if (wrappers.has(error.keyword) || noise.has(error)) continue
    const owner = summarized.find((s) => s !== error && error.schemaPath.startsWith(`${s.schemaPath}/`))
    if (owner) continue
    const path = pointerToPath(error.instancePath)
    // A rule hung on a property by dependentSchemas is that property's failure.
    const dependent = /\/dependentSchemas\/([^/]+)\//.exec(error.schemaPath)
    if (dependent) path.push(dependent[1].replaceAll('~1', '/').replaceAll('~0', '~'))
    const named = error.propertyName === undefined ? path : [...path, error.propertyName]
    const prefix = error.propertyName === undefined ? '' : 'name '
    if (summarized.includes(error)) add(path, String(error.parentSchema?.['x-message']))
    else if (error.keyword === 'additionalProperties')
      add([...path, String(error.params.additionalProperty)], unknownMessage)
    else if (error.keyword === 'required') add([...path, String(error.params.missingProperty)], 'is required')
    else add(named, prefix + (error.message ?? 'is invalid'))
  }
  return [...byPath.values()]
}

/**
 * The errors of alternatives (oneOf, anyOf, without an `x-message`) that say nothing to a client:
 * the alternative's own ("must match exactly one schema in oneOf"), and the `type` failures at its
 * value when the value failed an alternative of its own type for a reason beneath: a reactions
 * object with an empty username is told about the username, not that it is not an array.
 */
function alternativeNoise(errors: readonly ErrorObject[], summarized: readonly ErrorObject[]): Set<ErrorObject> {
  const noise = new Set<ErrorObject>()
  for (const alternative of errors) {
    if (!['oneOf', 'anyOf'].includes(alternative.keyword) || summarized.includes(alternative)) continue
    noise.add(alternative)
    const at = alternative.instancePath
    const typeFailures = errors.filter((e) => e.keyword === 'type' && e.instancePath === at)
    const beneath = errors.some(
      (e) =>
        (e.instancePath.startsWith(`${at}/`) || e.instancePath === at) &&
        !noise.has(e) &&
        !typeFailures.includes(e) &&
        !wrappers.has(e.keyword),
    )
    if (beneath) for (const e of typeFailures) noise.add(e)
  }
  return noise
}

function isComposite(error: ErrorObject): boolean {
  return ['anyOf', 'oneOf', 'not', 'minProperties'].includes(error.keyword)
}

function pointerToPath(pointer: string): string[] {
  if (pointer === '') return []
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
}

/** `['attachments', '0', 'url']` -> `attachments[0][url]`; the whole body or query is `body`. */
export function bracket(path: readonly string[]): string {
  if (path.length === 0) return 'body'
  return (
    path[0] +
    path
      .slice(1)
      .map((p) => `[${p}]`)
      .join('')
  )
}

type Resolve = (ref: string) => JsonSchema

const notAList = 'must be array'

/**
 * What a form must send where a list is due and one value came without brackets (CONTRACT section
 * 11): `reactions[like]=dev` is told `reactions[like][]=dev`, `contacts[username]=ana` is told
 * `contacts[0][username]=ana`. The same key sent twice is refused before parsing, with the same
 * advice (src/engine/core/bodies.ts), so one value and many meet the same rule.
 */
function listAdvice(root: JsonSchema, path: string[], input: unknown, resolve: Resolve, base: string): string {
  const param = bracket(path)
  let value = input
  for (const segment of path) value = (value as Record<string, unknown>)[segment]
  if (typeof value === 'object' && value !== null) {
    const [field] = Object.keys(value)
    return `must be a list: give each item an index, as ${param}[0][${field}]=…`
  }
  const sent = typeof value === 'string' ? value : '…'
  return holdsObjects(root, path, resolve, base)
    ? `must be a list of objects: send each with an index, as ${param}[0][field]=…`
    : `must be a list: send ${param}[]=${sent}, once per value`
}

/** Whether the list a schema expects at `path` holds objects (contacts, attachments) rather than strings. */
function holdsObjects(root: JsonSchema, path: string[], resolve: Resolve, base: string): boolean {
  return schemasAt(root, path, resolve, base).some(([schema, file]) =>
    alternatives(schema, resolve, file).some(
      ([s, f]) => typeof s.items === 'object' && deref(s.items as JsonSchema, resolve, f)[0].type === 'object',
    ),
  )
}

/** The schemas (with their files) that may hold the value at `path` of a value of `root`. */
function schemasAt(root: JsonSchema, path: readonly string[], resolve: Resolve, base: string): [JsonSchema, string][] {
  let level: [JsonSchema, string][] = [[root, base]]
  for (const segment of path) {
    level = level.flatMap(([schema, file]) =>
      alternatives(schema, resolve, file).flatMap(([s, f]): [JsonSchema, string][] => {
        const properties = (s.properties ?? {}) as Record<string, JsonSchema>
        if (Object.hasOwn(properties, segment)) return [[properties[segment], f]]
        if (typeof s.additionalProperties === 'object') return [[s.additionalProperties as JsonSchema, f]]
        if (typeof s.items === 'object' && /^[0-9]+$/.test(segment)) return [[s.items as JsonSchema, f]]
        return []
      }),
    )
  }
  return level
}

/** A schema's alternatives (oneOf, anyOf), each followed through its `$ref`s; the schema itself if it has none. */
function alternatives(schema: JsonSchema, resolve: Resolve, base: string): [JsonSchema, string][] {
  const [s, file] = deref(schema, resolve, base)
  const choices = (s.oneOf ?? s.anyOf) as JsonSchema[] | undefined
  return choices && s.type === undefined ? choices.flatMap((c) => alternatives(c, resolve, file)) : [[s, file]]
}

/**
 * Form and query values arrive as strings. Guided by the schema, decimal strings become integers
 * where an integer is expected, `true`/`false` booleans, and an empty value becomes `null` (or `[]`
 * for a list) where the schema allows it. Everything else is left for the validator to judge.
 * `base` is the file that local `#/...` refs of `schema` point into.
 */
export function coerceForm(schema: JsonSchema, value: unknown, resolve: Resolve, base = schema.$id): unknown {
  const [s, file] = deref(schema, resolve, base)
  if (typeof value === 'string') return coerceString(s, value, resolve, file)
  if (Array.isArray(value)) {
    const items = s.items as JsonSchema | undefined
    return items ? value.map((v) => coerceForm(items, v, resolve, file)) : value
  }
  if (typeof value === 'object' && value !== null) {
    const properties = (s.properties ?? {}) as Record<string, JsonSchema>
    const rest = typeof s.additionalProperties === 'object' ? (s.additionalProperties as JsonSchema) : undefined
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) {
      const sub = Object.hasOwn(properties, key) ? properties[key] : rest
      out[key] = sub ? coerceForm(sub, v, resolve, file) : v
    }
    return out
  }
  return value
}

const decimal = /^-?(0|[1-9][0-9]*)$/

function coerceString(s: JsonSchema, value: string, resolve: Resolve, base: string): unknown {
  const types = typesOf(s, resolve, base)
  if (value === '') {
    if (types.has('array')) return []
    if (types.has('null')) return null
    return value
  }
  if (types.has('integer') && decimal.test(value)) return Number(value)
  if (types.has('boolean') && (value === 'true' || value === 'false')) return value === 'true'
  return value
}

/**
 * The types a string may be coerced to, by schema (a schema object belongs to one file, so its refs
 * always lead to the same place): worked out once, since every form request asks.
 */
const knownTypes = new WeakMap<JsonSchema, Set<string>>()

function typesOf(schema: JsonSchema, resolve: Resolve, base: string): Set<string> {
  let types = knownTypes.get(schema)
  if (types === undefined) {
    const [s, file] = deref(schema, resolve, base)
    const type = s.type
    if (typeof type === 'string') types = new Set([type])
    else if (Array.isArray(type)) types = new Set(type as string[])
    else {
      // A value that may be one of several things may be coerced to the type of any of them.
      const alternatives = (s.oneOf ?? s.anyOf ?? []) as JsonSchema[]
      types = new Set(alternatives.flatMap((a) => [...typesOf(a, resolve, file)]))
    }
    knownTypes.set(schema, types)
  }
  return types
}

/** Where a schema's `$ref`s lead from a file, by schema and file: schemas never change. */
const followed = new WeakMap<JsonSchema, Map<string, [JsonSchema, string]>>()

/** Follows `$ref`s (resolved by ajv) to the schema that has the type, and the file it is in. */
function deref(schema: JsonSchema, resolve: Resolve, base: string): [JsonSchema, string] {
  if (typeof schema.$ref !== 'string') return [schema, base]
  let byBase = followed.get(schema)
  if (byBase === undefined) {
    byBase = new Map()
    followed.set(schema, byBase)
  }
  let found = byBase.get(base)
  if (found === undefined) {
    found = follow(schema, resolve, base)
    byBase.set(base, found)
  }
  return found
}

function follow(schema: JsonSchema, resolve: Resolve, base: string): [JsonSchema, string] {
  let s = schema
  let file = base
  for (let hops = 0; typeof s.$ref === 'string' && hops < 16; hops++) {
    const ref = s.$ref.startsWith('#') ? `${file}${s.$ref}` : s.$ref
    s = resolve(ref)
    // ajv may hand back the final target of a chain of refs: its own $id names its file.
    file = typeof s.$id === 'string' ? s.$id : ref.split('#')[0]
  }
  return [s, file]
}
