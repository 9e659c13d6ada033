import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The schemas folder: one level above this module both in `src/` and in the built `dist/`. */
export const schemasDir = fileURLToPath(new URL('../schemas/', import.meta.url))

export type JsonSchema = { $id: string; title?: string; [keyword: string]: unknown }

/** Reads every `schemas/*.schema.json`, keyed by `$id` (its file name). Fails the boot if one is broken. */
export function readSchemas(dir = schemasDir): JsonSchema[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => {
      const schema = JSON.parse(readFileSync(dir + name, 'utf8')) as JsonSchema
      if (schema.$id !== name) throw new Error(`schemas/${name}: $id must be "${name}"`)
      return schema
    })
}

/**
 * Finds the schema at a ref: `file.schema.json` or `file.schema.json#/json/pointer`. Answers are
 * kept, since form coercion follows refs on every request.
 */
export function schemaResolver(schemas: JsonSchema[]): (ref: string) => JsonSchema {
  const files = new Map(schemas.map((s) => [s.$id, s]))
  const found = new Map<string, JsonSchema>()
  return (ref) => {
    let schema = found.get(ref)
    if (schema === undefined) {
      const [file, pointer = ''] = ref.split('#')
      let node: unknown = files.get(file)
      for (const part of pointer.split('/').slice(1)) {
        node = (node as Record<string, unknown> | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')]
      }
      if (typeof node !== 'object' || node === null) throw new Error(`schema ${ref} is missing`)
      schema = node as JsonSchema
      found.set(ref, schema)
    }
    return schema
  }
}
