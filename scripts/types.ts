/**
 * Writes what derives from schemas/ as code: src/types.gen.ts (the TypeScript types of every
 * schema, so that a field exists in one place only), and src/schemas.gen.ts and
 * src/schema-validators.gen.js with its .d.ts (the schemas and their validators, scripts/schema-code.ts).
 * `npm run types` rewrites them all; a test fails when one is stale.
 */
import { writeFileSync } from 'node:fs'
import { compile } from 'json-schema-to-typescript'
import { requestSchemas } from '../src/schemas.js'
import { readSchemaFiles, schemasDir, schemasModule, validatorsModule } from './schema-code.js'

export async function generateTypes(): Promise<string> {
  const schemas = readSchemaFiles()
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

/** Every generated module, by its path in the repository. */
export async function generatedModules(): Promise<Record<string, string>> {
  const schemas = readSchemaFiles()
  const validators = await validatorsModule(schemas)
  return {
    'src/types.gen.ts': await generateTypes(),
    'src/schemas.gen.ts': schemasModule(schemas),
    'src/schema-validators.gen.js': validators.js,
    'src/schema-validators.gen.d.ts': validators.dts,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [path, text] of Object.entries(await generatedModules())) {
    writeFileSync(new URL(`../${path}`, import.meta.url), text)
    console.log(`${path}: ${Math.round(text.length / 1024)} KB`)
  }
}
