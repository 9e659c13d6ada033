/**
 * Writes what derives from schemas/ as code: src/engine/core/types.gen.ts (the TypeScript types of every
 * schema, so that a field exists in one place only), and src/engine/core/schemas.gen.ts and
 * src/engine/core/schema-validators.gen.js with its .d.ts (the schemas and their validators, scripts/schema-code.ts);
 * and docs/reasons.md, the catalogue of the reason codes (scripts/reasons-doc.ts).
 * `npm run types` rewrites them all; a test fails when one is stale.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { compile } from 'json-schema-to-typescript'
import { requestSchemas } from '../src/engine/core/schemas.js'
import { reasonsDoc } from './reasons-doc.js'
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

/**
 * The package's named fixtures (fixtures/*.json) as data: the default world and the scenarios of
 * POST /__fixtures/{name} where no folder can be read (a browser, the fetch face).
 */
export function fixturesModule(): string {
  const folder = new URL('../fixtures/', import.meta.url)
  const byName = Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(new URL(file, folder), 'utf8'))]),
  )
  return `/* Generated from fixtures/ by \`npm run types\`: do not edit. */

/** Every fixture of fixtures/, by name (its file name without .json). */
export const packageFixtures: { readonly [name: string]: unknown } = ${JSON.stringify(byName, null, 2)}
`
}

/** Every generated module (and the generated page of the docs), by its path in the repository. */
export async function generatedModules(): Promise<Record<string, string>> {
  const schemas = readSchemaFiles()
  const validators = await validatorsModule(schemas)
  return {
    'src/engine/core/types.gen.ts': await generateTypes(),
    'src/engine/core/schemas.gen.ts': schemasModule(schemas),
    'src/engine/core/schema-validators.gen.js': validators.js,
    'src/engine/core/schema-validators.gen.d.ts': validators.dts,
    'src/engine/core/fixtures.gen.ts': fixturesModule(),
    'docs/reasons.md': reasonsDoc(),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [path, text] of Object.entries(await generatedModules())) {
    writeFileSync(new URL(`../${path}`, import.meta.url), text)
    console.log(`${path}: ${Math.round(text.length / 1024)} KB`)
  }
}
