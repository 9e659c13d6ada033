// Bundles the CLI (src/main.ts) and the packages it loads at start (Express and its dependencies,
// qs, cors) into dist/main.js: Node then reads and compiles one file instead of resolving some 130
// modules and their package.json files, which took a quarter of the time to the first answer (and a third of its CPU).
// Three plugins keep what the bundle costs at start near what it must (docs/performance.md,
// "What each operation costs").
// Run by `npm run build:cli`.
import { readFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type BuildOptions, build, type Plugin } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * Node's own modules through require(), as the bundled packages already take them. An ES module
 * import of one gets an ES module facade, which reads every export of the module: on Node 24 the
 * facade of node:http calls its lazy getters and loads undici (30 ms), and node:util's loads its
 * worker and diff modules; require() returns the module as it is, and an export is read when used.
 */
const builtinsByRequire: Plugin = {
  name: 'builtins-by-require',
  setup(build) {
    build.onResolve({ filter: /^node:/ }, (args) =>
      args.kind === 'import-statement' ? { path: args.path, namespace: 'builtin' } : undefined,
    )
    build.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)})`,
      loader: 'js',
    }))
  },
}

/**
 * iconv-lite's codec tables (540 KB, a third of the bundle) stay in node_modules: iconv-lite loads
 * them on its first decode, and the mock never asks for one (every body is read as bytes). Bundled,
 * Node would still parse them at every start.
 */
const codecTablesOutside: Plugin = {
  name: 'codec-tables-outside',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/encodings$/ }, (args) =>
      args.importer.includes('/node_modules/iconv-lite/')
        ? { path: 'iconv-lite/encodings', external: true }
        : undefined,
    )
  },
}

/**
 * A JSON file (mime-db's 200 KB table above all) as JSON.parse of a string: V8 reads that much
 * faster than the same data as a JavaScript object literal, which is how esbuild writes it otherwise.
 */
const jsonByParse: Plugin = {
  name: 'json-by-parse',
  setup(build) {
    build.onLoad({ filter: /\.json$/ }, async (args) => {
      const data: unknown = JSON.parse(await readFile(args.path, 'utf8'))
      return { contents: `module.exports = JSON.parse(${JSON.stringify(JSON.stringify(data))})`, loader: 'js' }
    })
  },
}

/**
 * What the CLI imports only when asked for stays out of the bundle, as dist/'s own compiled
 * module: the generator's libraries (a generated world), the MCP server (an agent), the metrics'
 * registry and prom-client (a scrape). Bundled, a
 * dynamic import is inlined, and the packages it names become static imports of the bundle, which
 * every start would load (faker and json-schema-faker did, until the test of the bundle saw it).
 */
const lazyModules = new Set(['engine/generate/libraries.ts', 'mcp-command.ts', 'http/mcp.ts', 'http/metrics.ts'])
const lazyOutside: Plugin = {
  name: 'lazy-outside',
  setup(build) {
    build.onResolve({ filter: /^\./ }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined
      const target = new URL(args.path.replace(/\.js$/, '.ts'), pathToFileURL(args.importer)).pathname
      const fromSrc = target.slice(`${root}src/`.length)
      return target.startsWith(`${root}src/`) && lazyModules.has(fromSrc)
        ? { path: `./${fromSrc.replace(/\.ts$/, '.js')}`, external: true }
        : undefined
    })
  },
}

/** The bundle's options: written to `outfile`, or kept in memory with `write: false` (the tests). */
export function cliBundle(outfile = `${root}dist/main.js`): BuildOptions {
  return {
    entryPoints: [`${root}src/main.ts`],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [builtinsByRequire, codecTablesOutside, jsonByParse, lazyOutside],
    external: [
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
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await build(cliBundle())
