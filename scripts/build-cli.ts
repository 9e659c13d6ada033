// Bundles the CLI (src/main.ts) and the packages it loads at start (Express and its dependencies,
// qs, cors) into dist/main.js: Node then reads and compiles one file instead of resolving some 130
// modules and their package.json files, which took a quarter of the time to the first answer (and a third of its CPU).
// Run by `npm run build:cli`.
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))

await build({
  entryPoints: [`${root}src/main.ts`],
  outfile: `${root}dist/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [
    // Written by the build next to the bundle, and loaded only when precompiled validators are missing.
    './validators.gen.js',
    './ajv.js',
    // Loaded only when asked for (a request log, a generated fixture); pino starts worker threads
    // from files of its own, so it must stay a package.
    'pino',
    'pino-pretty',
    'json-schema-faker',
    '@faker-js/faker',
  ],
  // The bundled CommonJS packages call require() for Node's own modules; an ES module has none.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
})
