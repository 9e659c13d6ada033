/**
 * Writes dist/validators.gen.js: every validator of src/validation.ts as code (ajv standalone),
 * so that a start compiles nothing. Part of `npm run build`; a broken schema fails the build.
 */
import { writeFileSync } from 'node:fs'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { createAjv } from '../src/ajv.js'
import { requestSchemas, responseSchemas } from '../src/validation.js'

const ajv = createAjv({ code: true })
const exports = Object.fromEntries(Object.entries({ ...requestSchemas, ...responseSchemas }))
const out = new URL('../dist/validators.gen.js', import.meta.url)
// ajv's ES module output still calls require() for its runtime helpers and formats.
const header = `/* Generated from schemas/ by scripts/build-validators.ts. */
import { createRequire } from 'node:module'
const require = createRequire(import.meta.url)
`
writeFileSync(out, header + standaloneCode.default(ajv, exports).replace(/^"use strict";/, ''))
console.log(`dist/validators.gen.js: ${Object.keys(exports).length} validators`)
