/**
 * Writes the OpenAPI 3.1 document of /v1 (the one GET /__openapi.json serves) to a file, for
 * client teams that generate clients and types from it: `npm run openapi -- out.json`.
 */
import { writeFileSync } from 'node:fs'
import { compileValidators } from '../src/engine/core/validation.js'
import { buildOpenApi } from '../src/engine/openapi.js'

const out = process.argv[2] ?? 'openapi.json'
writeFileSync(out, `${JSON.stringify(buildOpenApi(compileValidators()), null, 2)}\n`)
console.log(`wrote ${out}`)
