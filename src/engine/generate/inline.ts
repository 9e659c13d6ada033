import type { JsonSchema } from '../core/schemas.js'

/**
 * A copy of a schema with every `$ref` replaced by what it points to, for json-schema-faker,
 * which is given one self-contained schema. Our schemas have no cycles.
 */
export function inlineRefs(schema: unknown, file: string, resolve: (ref: string) => JsonSchema): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(s, file, resolve))
  if (typeof schema !== 'object' || schema === null) return schema
  const { $ref, ...rest } = schema as Record<string, unknown>
  const out: Record<string, unknown> = {}
  if (typeof $ref === 'string') {
    const target = $ref.startsWith('#') ? `${file}${$ref}` : $ref
    const targetFile = target.split('#')[0]
    const { $id, $schema, $defs, ...resolved } = inlineRefs(resolve(target), targetFile, resolve) as Record<
      string,
      unknown
    >
    Object.assign(out, resolved)
  }
  for (const [key, value] of Object.entries(rest)) {
    if (key === '$defs' || key === '$id' || key === '$schema') continue
    out[key] = inlineRefs(value, file, resolve)
  }
  return out
}
