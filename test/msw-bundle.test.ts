import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Metafile, type OutputFile } from 'esbuild'
import { beforeAll, describe, expect, it } from 'vitest'
import { generatorLoaded } from '../src/engine/generate/index.js'
import { createMswMock } from '../src/msw.js'

/**
 * Issue 41, point 6: what a page loads for `messaging-mock/msw` with the default fixture, bundled
 * for the browser as an app's bundler does it (ES modules, a dynamic import split into a chunk of
 * its own, minified), msw itself left to the app. The budgets, and what each part costs, are in
 * docs/msw.md ("What it weighs"); a change that grows past one fails here and says by how much.
 */
const root = fileURLToPath(new URL('..', import.meta.url))

/** Bytes, minified and gzipped: the first load is what the page fetches before the mock answers. */
const budget = {
  firstLoad: { minified: 880_000, gzip: 165_000 },
  generator: { minified: 550_000, gzip: 185_000 },
}

interface Load {
  minified: number
  gzip: number
  /** The packages and files the load is made of. */
  inputs: string[]
}

let metafile: Metafile
let firstLoad: Load
let generator: Load

/** The outputs `entry` loads by static imports, itself included. */
function staticallyLoaded(outputs: Metafile['outputs'], entry: string): Set<string> {
  const loaded = new Set([entry])
  for (const path of loaded)
    for (const i of outputs[path].imports) if (i.kind === 'import-statement' && !i.external) loaded.add(i.path)
  return loaded
}

function loadOf(paths: Iterable<string>, files: Map<string, OutputFile>): Load {
  const chosen = [...paths]
  return {
    minified: chosen.reduce((sum, path) => sum + metafile.outputs[path].bytes, 0),
    gzip: chosen.reduce((sum, path) => sum + gzipSync((files.get(path) as OutputFile).contents).length, 0),
    inputs: chosen.flatMap((path) => Object.keys(metafile.outputs[path].inputs)),
  }
}

beforeAll(async () => {
  const result = await build({
    stdin: {
      contents: `import { createMswMock } from './src/msw.ts'\nexport const mock = await createMswMock({ baseUrl: 'https://api.example.com' })\n`,
      resolveDir: root,
      sourcefile: 'app.ts',
      loader: 'ts',
    },
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    external: ['msw'],
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
  })
  metafile = result.metafile
  const files = new Map(result.outputFiles.map((file) => [file.path.slice(root.length), file]))
  const entry = Object.keys(metafile.outputs).find((path) => metafile.outputs[path].entryPoint !== undefined) as string
  const first = staticallyLoaded(metafile.outputs, entry)
  firstLoad = loadOf(first, files)
  const lazy = Object.keys(metafile.outputs).filter((path) => !first.has(path))
  generator = loadOf(lazy, files)
}, 120_000)

const packagesOf = (load: Load) =>
  [...new Set(load.inputs.filter((i) => i.includes('node_modules/')).map((i) => i.split('node_modules/')[1]))]
    .map((rest) =>
      rest
        .split('/')
        .slice(0, rest.startsWith('@') ? 2 : 1)
        .join('/'),
    )
    .filter((name, at, all) => all.indexOf(name) === at)
    .sort()

describe('the handlers bundled for the browser with the default fixture', () => {
  it('load first within the budget, minified and gzipped', () => {
    expect(firstLoad.minified, `first load ${firstLoad.minified} bytes minified`).toBeLessThanOrEqual(
      budget.firstLoad.minified,
    )
    expect(firstLoad.gzip, `first load ${firstLoad.gzip} bytes gzipped`).toBeLessThanOrEqual(budget.firstLoad.gzip)
  })

  it('load first the engine and these packages only: no generator, nothing of Node, no msw of their own', () => {
    expect(packagesOf(firstLoad)).toEqual([
      '@noble/hashes',
      'async-function',
      'async-generator-function',
      'call-bind-apply-helpers',
      'call-bound',
      'dunder-proto',
      'es-define-property',
      'es-errors',
      'es-object-atoms',
      'function-bind',
      'generator-function',
      'get-intrinsic',
      'get-proto',
      'gopd',
      'has-symbols',
      'hasown',
      'math-intrinsics',
      'object-inspect',
      'qs',
      'side-channel',
      'side-channel-list',
      'side-channel-map',
      'side-channel-weakmap',
    ])
    expect(firstLoad.inputs.filter((input) => !input.includes('node_modules/') && !input.startsWith('src/'))).toEqual([
      'app.ts',
    ])
  })

  it('leave the generator (faker with its English locale, json-schema-faker) to a chunk loaded when a fixture asks', () => {
    expect(packagesOf(generator)).toEqual(['@faker-js/faker', 'json-schema-faker'])
    expect(generator.minified, `generator ${generator.minified} bytes minified`).toBeLessThanOrEqual(
      budget.generator.minified,
    )
    expect(generator.gzip, `generator ${generator.gzip} bytes gzipped`).toBeLessThanOrEqual(budget.generator.gzip)
  })

  it('do not load the generator at run time for the default fixture', async () => {
    await createMswMock({ baseUrl: 'https://api.example.com' })
    expect(generatorLoaded()).toBe(false)
    await createMswMock({ baseUrl: 'https://api.example.com', fixtures: { generate: { seed: 1, contacts: 3 } } })
    expect(generatorLoaded()).toBe(true)
  })

  it('have their budgets written in docs/msw.md', () => {
    const page = readFileSync(`${root}docs/msw.md`, 'utf8')
    const kb = (bytes: number) => `${bytes / 1000} KB`
    for (const part of [budget.firstLoad, budget.generator])
      expect([page.includes(kb(part.minified)), page.includes(kb(part.gzip))]).toEqual([true, true])
  })
})
