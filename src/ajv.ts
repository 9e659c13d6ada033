import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { readSchemas } from './schemas.js'

/**
 * The one ajv set-up of the project, shared by the build (which writes the validators as code,
 * scripts/build-validators.ts) and by a run from source (which compiles them at start-up).
 * Loaded only where validators are compiled: ajv itself is not needed to run precompiled ones.
 */
export function createAjv(options: { code?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    verbose: true,
    keywords: ['x-message', 'faker'],
    ...(options.code ? { code: { source: true, esm: true } } : {}),
  })
  addFormats.default(ajv, ['uri'])
  for (const schema of readSchemas()) ajv.addSchema(schema)
  return ajv
}
