import type { JsonSchema } from '../core/schemas.js'
import type { TimestampUnit } from '../store/clock.js'

const timestampDefs = ['common.schema.json#/$defs/timestamp', 'common.schema.json#/$defs/nullableTimestamp']

/**
 * A copy of `value` with every timestamp in it converted from one unit to the other. Which fields
 * are timestamps is read off the schema (those that refer to common's timestamp definitions), so a
 * fixture written in seconds serves a server that runs in milliseconds, and the reverse.
 */
export function convertTimestamps(
  schema: JsonSchema,
  value: unknown,
  from: TimestampUnit,
  to: TimestampUnit,
  resolve: (ref: string) => JsonSchema,
): unknown {
  if (from === to) return value
  const convert = (t: number) => (to === 'ms' ? t * 1000 : Math.floor(t / 1000))
  // ajv may resolve a chain of refs at once, so a timestamp is recognised by the schema object itself.
  const timestamps = new Set(timestampDefs.map(resolve))
  const walk = (s: JsonSchema, file: string, v: unknown): unknown => {
    let current = s
    let currentFile = file
    for (let hops = 0; typeof current.$ref === 'string' && hops < 16; hops++) {
      const ref = current.$ref.startsWith('#') ? `${currentFile}${current.$ref}` : current.$ref
      current = resolve(ref)
      if (timestamps.has(current)) return typeof v === 'number' ? convert(v) : v
      // ajv may hand back the final target of a chain of refs: its own $id names its file.
      currentFile = typeof current.$id === 'string' ? current.$id : ref.split('#')[0]
    }
    if (Array.isArray(v))
      return current.items ? v.map((item) => walk(current.items as JsonSchema, currentFile, item)) : v
    if (typeof v !== 'object' || v === null) return v
    const branches = [current, ...((current.anyOf as JsonSchema[] | undefined) ?? [])]
    const properties = Object.assign({}, ...branches.map((b) => (b.properties ?? {}) as Record<string, JsonSchema>))
    const rest = [current, ...branches].map((b) => b.additionalProperties).find((a) => typeof a === 'object') as
      | JsonSchema
      | undefined
    return Object.fromEntries(
      Object.entries(v).map(([key, item]) => {
        const sub = Object.hasOwn(properties, key) ? properties[key] : rest
        return [key, sub ? walk(sub, currentFile, item) : item]
      }),
    )
  }
  return walk(schema, schema.$id, value)
}
