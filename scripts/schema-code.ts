/**
 * Writes schemas/ as code the mock runs anywhere: src/engine/core/schemas.gen.ts (every schema, as data) and
 * src/engine/core/schema-validators.gen.js with its .d.ts (every validator of src/engine/core/schemas.ts's tables, as ajv
 * standalone code in an ES module). So a run reads no file and compiles nothing: no node:fs, no
 * `new Function`, which a page with a strict Content-Security-Policy refuses. `npm run types`
 * writes them (scripts/types.ts); a test fails when one is stale. Node-only, like every script.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ajv2020 } from 'ajv/dist/2020.js'
import standaloneCode from 'ajv/dist/standalone/index.js'
import addFormats from 'ajv-formats'
import { build } from 'esbuild'
import { type JsonSchema, requestSchemas, responseSchemas } from '../src/engine/core/schemas.js'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The schemas folder: the one source of every shape. */
export const schemasDir = `${root}schemas/`

/** Reads every `schemas/*.schema.json`, in file-name order. A broken one fails the generation. */
export function readSchemaFiles(dir = schemasDir): JsonSchema[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => {
      const schema = JSON.parse(readFileSync(dir + name, 'utf8')) as JsonSchema
      if (schema.$id !== name) throw new Error(`schemas/${name}: $id must be "${name}"`)
      return schema
    })
}

const banner = '/* Generated from schemas/ by `npm run types`: do not edit. */'

/** src/engine/core/schemas.gen.ts: every schema keyed by `$id`, as it is in its file. */
export function schemasModule(schemas = readSchemaFiles()): string {
  const byId = Object.fromEntries(schemas.map((s) => [s.$id, s]))
  return `${banner}

/** Every schema of schemas/, by \`$id\` (its file name): read by src/engine/core/schemas.ts. */
export const schemas: { readonly [id: string]: { $id: string; [keyword: string]: unknown } } = ${JSON.stringify(byId, null, 2)}
`
}

/**
 * The one ajv set-up of the project: the standalone code is what it compiles, so its options
 * (every error, with the schema that raised it for `x-message`) are the validators' behaviour.
 */
export function createAjv(schemas = readSchemaFiles()): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    verbose: true,
    keywords: ['x-message', 'faker'],
    code: { source: true, esm: true },
  })
  addFormats.default(ajv, ['uri'])
  for (const schema of schemas) ajv.addSchema(schema)
  return ajv
}

/**
 * src/engine/core/schema-validators.gen.js and src/schema-validators.gen.d.ts: each validator exported by its name in the
 * tables, in one ES module that imports nothing. ajv's standalone code, even as an ES module, calls
 * require() for its runtime helpers (ucs2length, equal) and ajv-formats' `uri`, and ajv documents
 * no option to import them instead (ajv-validator/ajv#2509); its advice for isolated validators is
 * a bundler. esbuild puts those few functions in the module, so no require() is left for an ES
 * module to lack, and no CommonJS interop for another tool to read differently: a default import
 * of one of ajv's helpers is its `exports` in Node but its `exports.default` where `__esModule` is
 * honoured (tsx's CommonJS mode did so when tried).
 */
export async function validatorsModule(schemas = readSchemaFiles()): Promise<{ js: string; dts: string }> {
  const names = { ...requestSchemas, ...responseSchemas }
  const bundled = await build({
    stdin: { contents: standaloneCode.default(createAjv(schemas), names), resolveDir: root, loader: 'js' },
    absWorkingDir: root,
    // The packages' paths as the project sees them (node_modules/ajv/...), even where node_modules
    // is a link (a bench's or a check's copy): the paths are in the output's comments.
    preserveSymlinks: true,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['main'],
    target: 'es2022',
    banner: { js: banner },
    logLevel: 'silent',
  })
  const declarations = Object.keys(names).map((name) => `export declare const ${name}: Validate`)
  return {
    js: bundled.outputFiles[0].text,
    dts: `${banner}
import type { ErrorObject } from 'ajv'

/** An ajv validator: true when \`data\` conforms; false, with \`errors\` set, when it does not. */
export type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null }

${declarations.join('\n')}
`,
  }
}
