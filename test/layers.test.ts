import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Issue 40, point 5: the layers of the house, read off the imports of src/ (every `import` and
 * `export ... from`, static or dynamic, type-only ones included). docs/development.md draws them:
 * the engine (src/engine/, its store and its core at the bottom), its fetch face (src/web.ts) and
 * the MSW handlers made of it (src/msw.ts), the MCP server, the clients (MockClient, and verify and
 * snapshot with their ProviderClient), the Node server, the CLI and the integrations; issue 49,
 * point 3: every "Never" of its table is a rule here, type-only imports count as any other, and no
 * folder names one that names it. The browser bundle of the face is judged by esbuild in
 * test/browser/web-bundle.test.ts; this test keeps the source itself in order.
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
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/**
 * What each module imports: a repository path for its own modules (without extension), a package
 * name else. A type-only import counts as any other: a reader follows it all the same.
 */
const imports = new Map(
  files.map((file) => {
    const text = readFileSync(join(repo, file), 'utf8')
    const found = [...text.matchAll(specifier)].map((m) => {
      const spec = (m[1] ?? m[2]) as string
      return spec.startsWith('.') ? normalize(join(dirname(file), spec)).replace(/\.js$/, '') : spec
    })
    return [file, found]
  }),
)

const ownModule = (spec: string) => spec.startsWith('src/')
const under = (folder: string) => (path: string) => path.startsWith(`${folder}/`)
const engine = files.filter(under('src/engine'))
const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)])
const isBuiltin = (spec: string) => builtins.has(spec) || spec.startsWith('node:')
/**
 * The faces without a transport of their own: the fetch face, its keeping in the browser's
 * IndexedDB, and the MSW handlers made of it.
 */
const faces = ['src/web.ts', 'src/web-storage.ts', 'src/msw.ts']
const module = (file: string) => file.replace(/\.(ts|js)$/, '')

/**
 * The layers of docs/development.md's table, bottom up, each with the modules that are it and the
 * layers it may import (its own always); the test below requires that every module of src/ is in
 * exactly one, so that a new module is placed before it can import anything.
 */
const layers = {
  engine: { modules: engine, imports: [] },
  fetchFace: { modules: ['src/web.ts', 'src/web-storage.ts'], imports: ['engine'] },
  msw: { modules: ['src/msw.ts'], imports: ['fetchFace', 'engine'] },
  mcp: { modules: files.filter(under('src/mcp')), imports: [] },
  clients: { modules: ['src/client.ts', ...files.filter(under('src/provider'))], imports: ['engine'] },
  nodeServer: {
    modules: [
      ...['index', 'server', 'app', 'fixture-files', 'watch', 'log'].map((name) => `src/${name}.ts`),
      ...files.filter(under('src/http')),
      ...files.filter(under('src/state-dir')),
    ],
    imports: ['engine', 'clients', 'mcp'],
  },
  cloudflare: {
    modules: ['src/cloudflare.ts', ...files.filter(under('src/cloudflare'))],
    imports: ['engine', 'mcp'],
  },
  integrations: {
    modules: files.filter(under('src/integrations')),
    imports: ['engine', 'fetchFace', 'msw', 'mcp', 'clients', 'nodeServer'],
  },
  cli: {
    modules: [
      ...['main', 'cli', 'commands', 'mcp-command'].map((name) => `src/${name}.ts`),
      ...files.filter(under('src/contract')),
    ],
    imports: ['engine', 'fetchFace', 'msw', 'mcp', 'clients', 'nodeServer', 'integrations'],
  },
} satisfies Record<string, { modules: string[]; imports: string[] }>
type Layer = keyof typeof layers
const layerOf = new Map(
  Object.entries(layers).flatMap(([name, { modules }]) => modules.map((file) => [module(file), name as Layer])),
)

/** The imports of `modules` that break `allowed`, as `module -> import` lines. */
function breaking(modules: string[], allowed: (spec: string) => boolean): string[] {
  return modules.flatMap((file) =>
    (imports.get(file) ?? []).filter((spec) => !allowed(spec)).map((s) => `${file} -> ${s}`),
  )
}

it('every module of src/ is in exactly one layer of the table', () => {
  const placed = Object.values(layers).flatMap(({ modules }) => modules)
  expect(placed.filter((file, i) => placed.indexOf(file) !== i)).toEqual([])
  expect(files.filter((file) => !placed.includes(file))).toEqual([])
})

describe.each(Object.entries(layers))('%s', (name, { modules, imports: allowed }) => {
  it('imports only its own layer and those the table lets it', () => {
    expect(modules.length).toBeGreaterThan(0)
    const may = new Set([name, ...allowed])
    expect(breaking(modules, (spec) => !ownModule(spec) || may.has(layerOf.get(spec) as string))).toEqual([])
  })
})

describe('the engine', () => {
  it('has its modules under src/engine/ and imports none outside it', () => {
    expect(engine.length).toBeGreaterThan(60)
    expect(breaking(engine, (spec) => !ownModule(spec) || under('src/engine')(spec))).toEqual([])
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

describe('the preload', () => {
  it('imports nothing of the house but its header reading, and no package: it runs inside the app under test', () => {
    const preload = ['src/integrations/register.ts', 'src/integrations/tenant-headers.ts']
    expect(breaking(preload, (spec) => isBuiltin(spec) || spec === 'src/integrations/tenant-headers')).toEqual([])
  })
})

/** The layers the table keeps off Node: no built-in, no global of Node's, none of the Node server's packages. */
const withoutNode = [
  ...engine,
  ...faces,
  ...layers.mcp.modules,
  ...layers.clients.modules,
  ...layers.cloudflare.modules,
]

it('the engine, the faces, the MCP server, the clients and the Worker import no Node built-in and none of the Node server packages', () => {
  const nodeOnly = (spec: string) => isBuiltin(spec) || ['express', 'pino', 'pino-pretty', 'prom-client'].includes(spec)
  expect(breaking(withoutNode, (spec) => !nodeOnly(spec))).toEqual([])
})

it('the fetch face keeps in IndexedDB through a module that imports only the engine', () => {
  expect(breaking(['src/web-storage.ts'], (spec) => !ownModule(spec) || under('src/engine')(spec))).toEqual([])
})

it("and use none of Node's globals: Buffer, setImmediate, process, require", () => {
  const globals = /\bBuffer\.(from|alloc|isBuffer|concat|byteLength)\b|\bsetImmediate\(|\bprocess\.\w|\brequire\(/
  const using = withoutNode
    .filter((file) => !file.endsWith('.gen.js'))
    .filter((file) => globals.test(readFileSync(join(repo, file), 'utf8')))
  expect(using).toEqual([])
})

it("the Worker imports of packages only the runtime's own module, the MCP SDK and its own manifest (the version it names)", () => {
  const allowed = ['cloudflare:workers', '@modelcontextprotocol/server', 'messaging-mock/package.json']
  expect(breaking(layers.cloudflare.modules, (spec) => ownModule(spec) || allowed.includes(spec))).toEqual([])
})

it('the MSW face imports of packages only msw', () => {
  expect(breaking(['src/msw.ts'], (spec) => ownModule(spec) || spec === 'msw')).toEqual([])
})

it('the MCP server imports of packages only the SDK: tools and resources come as a document, requests go out through a fetch', () => {
  expect(breaking(layers.mcp.modules, (spec) => ownModule(spec) || spec === '@modelcontextprotocol/server')).toEqual([])
})

/**
 * No circle of imports between folders, counting every import, type-only ones included: a
 * folder's modules never name, even in a type, one that names them. What a route or a request may
 * touch of the mock is declared below them (src/engine/request/context.ts), not read off the Mock
 * and the Tenant of the engine's root, which imports them.
 */
it('has no circle of imports between folders', () => {
  const edges = new Map<string, Set<string>>()
  for (const [file, found] of imports)
    for (const spec of found.filter(ownModule)) {
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
