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
