/**
 * Writes src/types.gen.ts: the TypeScript types of every schema in schemas/, so that a field
 * exists in one place only. `npm run types` rewrites it; a test fails when it is stale.
 */
import { writeFileSync } from 'node:fs'
import { compile } from 'json-schema-to-typescript'
import { readSchemas, schemasDir } from '../src/schemas.js'
import { requestSchemas } from '../src/validation.js'

export async function generateTypes(): Promise<string> {
  const schemas = readSchemas()
  const root = {
    title: 'Schemas',
    type: 'object' as const,
    additionalProperties: false,
    properties: Object.fromEntries([
      ...schemas.map((s) => [s.title ?? s.$id, { $ref: s.$id }]),
      ...Object.entries(requestSchemas).map(([name, ref]) => [name, { $ref: ref }]),
    ]),
  }
  const banner = '/* Generated from schemas/ by `npm run types`: do not edit. */'
  return compile(root, 'Schemas', {
    cwd: schemasDir,
    bannerComment: banner,
    additionalProperties: false,
    strictIndexSignatures: true,
    format: false,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('../src/types.gen.ts', import.meta.url), await generateTypes())
}
