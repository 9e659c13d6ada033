/**
 * The generator's libraries, in a module of their own that src/engine/generate/index.ts imports only
 * when a fixture asks for generated data or activity. Named imports, not the packages' namespaces:
 * a bundler then keeps only faker's English and base locales (faker has no side effects), where a
 * namespace of `import('@faker-js/faker')` holds all of its seventy locales, 3.4 MB.
 */
import { base, en, Faker } from '@faker-js/faker'
import { createGeneratorSync } from 'json-schema-faker'

export { createGeneratorSync, Faker }

/** The locales every faker of the mock uses: English, then faker's base. */
export const locales = [en, base]
