/**
 * An answer's body against the project's schemas (the one source of every shape), through the
 * same ajv validators the mock checks itself with, turned into differences a person reads:
 * `data[].contact.username: mock string or null, provider field missing (renamed to "user_name"?)`.
 */
import type { JsonSchema } from '../engine/core/schemas.js'
import { compileValidators, type Failure, type ResponseName, responseSchemas } from '../engine/core/validation.js'
import { type Difference, quote } from './report.js'

export type ShapeName = Extract<ResponseName, 'message' | 'messagePage' | 'group' | 'groupPage' | 'deleted' | 'problem'>

let compiled: ReturnType<typeof compileValidators> | undefined
// Compiled on first use: a program that imports the package without verifying pays nothing.
const validators = () => {
  compiled ??= compileValidators()
  return compiled
}

/** Every way `body` differs from the schema of `shape`, one difference per field (list items folded into `[]`). */
export function shapeDifferences(shape: ShapeName, body: unknown): Difference[] {
  const failures = validators().responseFailures(shape, body)
  const byField = new Map<string, Difference>()
  const missing = failures.filter((f) => f.message === 'is required')
  const extra = failures.filter((f) => f.message === 'is unknown')
  for (const failure of failures) {
    const field = fieldName(failure.path)
    if (byField.has(field) || extra.includes(failure)) continue
    byField.set(field, describe(shape, body, failure, extra))
  }
  for (const failure of extra) {
    const renamedFrom = missing.find((m) => sameParent(m.path, failure.path))
    const field = fieldName(failure.path)
    if (renamedFrom || byField.has(field)) continue
    byField.set(field, { field, mock: 'no such field', provider: quote(valueAt(body, failure.path)) })
  }
  return [...byField.values()]
}

/** Whether a difference lies where the interface document is silent (attachment fields, contacts' elided fields, extra fields). */
export function isDecided(d: Difference): boolean {
  if (d.mock === 'no such field') return true
  if (/(^|\.)attachments\[\]\./.test(d.field)) return true
  // Inside a group the document shows contacts with at least `username`; the rest is the mock's.
  return /^(data\[\]\.)?contacts\[\]\.(?!username$)/.test(d.field)
}

function describe(shape: ShapeName, body: unknown, failure: Failure, extra: Failure[]): Difference {
  const field = fieldName(failure.path)
  const schema = schemaAt(shape, failure.path)
  const expected = schema ? typeText(schema) : 'valid'
  if (failure.message === 'is required') {
    const renamed = extra.find((e) => sameParent(e.path, failure.path))
    const nullable = schema !== undefined && typeText(schema).endsWith('or null')
    const provider = renamed
      ? `field missing (renamed to "${renamed.path.at(-1)}"?)`
      : nullable
        ? 'field missing (a null omitted?)'
        : 'field missing'
    return { field, mock: nullable ? `${expected}, null when it has no value` : expected, provider }
  }
  return { field, mock: `${expected} (${failure.message})`, provider: quote(valueAt(body, failure.path)) }
}

function sameParent(a: string[], b: string[]): boolean {
  return fieldName(a.slice(0, -1)) === fieldName(b.slice(0, -1))
}

/** `['data', '3', 'contact', 'id']` -> `data[].contact.id`: the same failure in every item is one difference. */
export function fieldName(path: readonly string[]): string {
  let name = ''
  for (const part of path) name += /^[0-9]+$/.test(part) ? '[]' : name === '' ? part : `.${part}`
  return name || 'body'
}

function valueAt(body: unknown, path: readonly string[]): unknown {
  let node = body
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part]
  return node
}

/** The schema that applies at `path` inside an answer of `shape`, `$ref`s followed. */
function schemaAt(shape: ShapeName, path: readonly string[]): JsonSchema | undefined {
  const resolve = validators().schema
  let [file] = responseSchemas[shape].split('#')
  const follow = (schema: JsonSchema): JsonSchema => {
    let s = schema
    for (let hops = 0; typeof s.$ref === 'string' && hops < 16; hops++) {
      const ref = s.$ref.startsWith('#') ? `${file}${s.$ref}` : s.$ref
      file = ref.split('#')[0]
      s = resolve(ref)
    }
    return s
  }
  let schema: JsonSchema | undefined = follow(resolve(responseSchemas[shape]))
  for (const part of path) {
    const properties = schema.properties as Record<string, JsonSchema> | undefined
    if (properties && Object.hasOwn(properties, part)) schema = properties[part]
    else if (/^[0-9]+$/.test(part) && typeof schema.items === 'object') schema = schema.items as JsonSchema
    else if (typeof schema.additionalProperties === 'object') schema = schema.additionalProperties as JsonSchema
    else return undefined
    schema = follow(schema)
  }
  return schema
}

/** `integer`, `string or null`, `true`: what the schema allows, in words. */
function typeText(schema: JsonSchema): string {
  if ('const' in schema) return JSON.stringify(schema.const)
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`
  const type = schema.type
  if (Array.isArray(type)) {
    const nonNull = type.filter((t) => t !== 'null')
    return type.includes('null') ? `${nonNull.join(' or ')} or null` : nonNull.join(' or ')
  }
  return typeof type === 'string' ? type : 'valid'
}
