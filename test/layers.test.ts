import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Issue 40, point 5: the layers of the house, read off the imports of src/ (every `import` and
 * `export ... from`, static or dynamic, type-only ones included). docs/development.md draws them:
 * the engine (src/engine/, its store and its core at the bottom), its fetch face (src/web.ts) and
 * the MSW handlers made of it (src/msw.ts), the Node server, the CLI and the integrations. The
 * browser bundle of the face is judged by esbuild in test/browser/web-bundle.test.ts; this test
 * keeps the source itself in order.
 */

const repo = fileURLToPath(new URL('..', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sources(path)
    return /\.(ts|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

const files = sources('src')
const specifier =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** One import of a module: a repository path for its own modules (without extension), a package name else. */
interface Import {
  spec: string
  /** `import type` or `export type`: erased when compiled, so it ties nothing together at run time. */
  typeOnly: boolean
}

/** What each module imports. */
const importsOf = new Map(
  files.map((file) => {
    const text = readFileSync(join(repo, file), 'utf8')
    const found = [...text.matchAll(specifier)].map((m): Import => {
      const spec = (m[2] ?? m[3]) as string
      return {
        spec: spec.startsWith('.') ? normalize(join(dirname(file), spec)).replace(/\.js$/, '') : spec,
        typeOnly: m[1] !== undefined,
      }
    })
    return [file, found]
  }),
)
const imports = new Map([...importsOf].map(([file, found]) => [file, found.map((i) => i.spec)]))

const ownModule = (spec: string) => spec.startsWith('src/')
const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`)
const engine = files.filter(under('src/engine'))
const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)])
/**
 * The faces without a transport of their own: the fetch face, its keeping in the browser's
 * IndexedDB, and the MSW handlers made of it.
 */
const faces = ['src/web.ts', 'src/web-storage.ts', 'src/msw.ts']

/** The imports of `modules` that break `allowed`, as `module -> import` lines. */
function breaking(modules: string[], allowed: (spec: string) => boolean): string[] {
  return modules.flatMap((file) =>
    (imports.get(file) ?? []).filter((spec) => !allowed(spec)).map((s) => `${file} -> ${s}`),
  )
}

describe('the engine', () => {
  it('has its modules under src/engine/ and imports none outside it', () => {
    expect(engine.length).toBeGreaterThan(60)
    expect(breaking(engine, (spec) => !ownModule(spec) || under('src/engine')(spec))).toEqual([])
  })

  it('and its fetch face import no Node built-in and none of the Node server packages', () => {
    const nodeOnly = (spec: string) =>
      builtins.has(spec) || spec.startsWith('node:') || ['express', 'pino', 'pino-pretty'].includes(spec)
    expect(breaking([...engine, ...faces], (spec) => !nodeOnly(spec))).toEqual([])
  })

  it("and its fetch face use none of Node's globals: Buffer, setImmediate, process, require", () => {
    const globals = /\bBuffer\.(from|alloc|isBuffer|concat|byteLength)\b|\bsetImmediate\(|\bprocess\.\w|\brequire\(/
    const using = [...engine, ...faces]
      .filter((file) => !file.endsWith('.gen.js'))
      .filter((file) => globals.test(readFileSync(join(repo, file), 'utf8')))
    expect(using).toEqual([])
  })

  it('has its core at the bottom: src/engine/core/ imports nothing else of the house', () => {
    expect(
      breaking(files.filter(under('src/engine/core')), (spec) => !ownModule(spec) || under('src/engine/core')(spec)),
    ).toEqual([])
  })

  it('has a store that imports nothing above it: only the store and the core', () => {
    const allowed = (spec: string) =>
      !ownModule(spec) || under('src/engine/store')(spec) || under('src/engine/core')(spec)
    expect(breaking(files.filter(under('src/engine/store')), allowed)).toEqual([])
  })
})

it('the fetch face imports only the engine, and its keeping in IndexedDB, which imports only the engine', () => {
  const engineOr =
    (...also: string[]) =>
    (spec: string) =>
      !ownModule(spec) || under('src/engine')(spec) || also.includes(spec)
  expect(breaking(['src/web.ts'], engineOr('src/web-storage'))).toEqual([])
  expect(breaking(['src/web-storage.ts'], engineOr())).toEqual([])
})

it('the MSW face imports only the fetch face, and msw', () => {
  expect(breaking(['src/msw.ts'], (spec) => spec === 'src/web' || spec === 'msw' || under('src/engine')(spec))).toEqual(
    [],
  )
})

it('the Node server, the CLI and the integrations are above the engine: the engine imports none of them', () => {
  const above = files
    .filter((file) => !under('src/engine')(file) && !faces.includes(file))
    .map((f) => f.replace(/\.(ts|js)$/, ''))
  expect(breaking(engine, (spec) => !above.includes(spec))).toEqual([])
})

/**
 * No circle of imports between folders, counting every import, type-only ones included (issue 49,
 * point 3): a folder's modules never name, even in a type, one that names them. What a route or a
 * request may touch of the mock is declared below them (src/engine/request/context.ts), not read
 * off the Mock and the Tenant of the engine's root, which imports them.
 */
it('has no circle of imports between folders', () => {
  const edges = new Map<string, Set<string>>()
  for (const [file, found] of importsOf)
    for (const { spec } of found.filter((i) => ownModule(i.spec))) {
      const from = dirname(file)
      const to = dirname(spec)
      if (from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to))
    }
  expect(edges.size).toBeGreaterThan(10)
  expect(stronglyConnected(edges).filter((group) => group.length > 1)).toEqual([])
})

/** Tarjan's strongly connected components of a graph, each sorted, in sorted order. */
function stronglyConnected(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const groups: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node) as number)
    stack.push(node)
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number))
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node) as number, index.get(next) as number))
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
        group.push(member)
        if (member === node) break
      }
      groups.push(group.sort())
    }
  }
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node)
  return groups.sort((a, b) => a.join().localeCompare(b.join()))
}
