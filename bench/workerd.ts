import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { build } from 'esbuild'
import { BenchError, type Child, rssBytes, type Served, stop } from './children.js'
import type { Context } from './context.js'
import { type Measurement, medianOf, pairedRatio, send } from './load.js'
import { alternate, cpus } from './paired.js'
import { headersOf, type Scenario, throughputScenarios } from './scenarios.js'
import { launch } from './servers.js'
import { throughputMessages } from './throughput.js'
import { writeWorld } from './worlds.js'

/**
 * Issue 47, point 6: a tenant's Durable Object in workerd next to the Node server, in one run: the
 * throughput scenarios over the same world, the two in alternating rounds as --against runs them.
 * The Worker (bundled from the built dist/cloudflare.js with the world as its fixtures, as a user's
 * build bundles a document) runs in workerd through Miniflare, the runtime Cloudflare runs, on
 * this machine; each request goes to the Worker and from it to the default tenant's object, and
 * its writes to the object's SQLite file: workerd's CPU is both. A figure of this machine, not of
 * Cloudflare's network. Then the object is restarted on its storage: its size, and the first
 * request's time (what a request after an eviction waits for) and the next one's.
 */

export interface WorkerdRow {
  scenario: Scenario
  /** Medians of the rounds: the Node server, the Worker and its object in workerd. */
  node: Measurement
  workerd: Measurement
  /** The median of each round's CPU ratio, workerd ÷ Node; null where CPU was not read. */
  paired: number | null
}

export interface WorkerdRestart {
  messages: number
  /** The object's SQLite files on disk (database and write-ahead log) once the runtime stopped. */
  storageBytes: number
  /** A tenant's first request after the runtime started again (its object opens and replays), and the next. */
  firstMs: number
  nextMs: number
  /** workerd's resident memory once the object answered. */
  rss: number | null
}

export type WorkerdResult =
  | { messages: number; workerd: string; rows: WorkerdRow[]; restart: WorkerdRestart }
  | { skipped: string }

/** The compatibility date of deploy/cloudflare/wrangler.jsonc. */
const compatibilityDate = '2026-07-01'

export async function workerd(ctx: Context): Promise<WorkerdResult> {
  const major = Number(process.versions.node.split('.')[0])
  if (major < 22) return { skipped: `Miniflare needs Node 22 or later; the bench ran on ${process.version}` }
  const { Miniflare } = await import('miniflare')
  const fixture = join(ctx.dir, 'workerd.json')
  const world = writeWorld(fixture, throughputMessages)
  const scenarios = throughputScenarios(world)
  const script = await workerScript(ctx, fixture)
  const persist = join(ctx.dir, 'workerd')
  const options = {
    modules: true,
    script,
    compatibilityDate,
    host: '127.0.0.1',
    durableObjects: {
      MOCK_TENANT: { className: 'MockTenant', useSQLite: true },
      MOCK_DIRECTORY: { className: 'MockDirectory', useSQLite: true },
    },
    durableObjectsPersist: persist,
  }
  const start = async () => {
    const before = workerdPids()
    const mf = new Miniflare({ ...options, port: await ctx.ports.take() })
    const url = (await mf.ready).href.replace(/\/$/, '')
    const [pid] = workerdPids().filter((one) => !before.includes(one))
    if (pid === undefined) throw new BenchError('no workerd process under the bench: did Miniflare start?')
    return { mf, served: { name: 'mock (workerd)', url, pid } satisfies Served }
  }

  let node: Child | undefined
  let runtime = await start()
  try {
    node = (await launch(ctx, 'mock', fixture, await ctx.ports.take())).child
    ctx.log(`workerd: Miniflare's workerd ${runtime.served.pid} beside the mock ${node.pid}`)
    const runs = await alternate(ctx, 'workerd', world, scenarios, [node, runtime.served])
    const rows = scenarios.map((scenario, i) => {
      const [onNode, onWorkerd] = runs[i]
      return {
        scenario,
        node: medianOf(onNode),
        workerd: medianOf(onWorkerd),
        paired: pairedRatio(cpus(onWorkerd), cpus(onNode)),
      }
    })
    await runtime.mf.dispose()
    const storageBytes = objectFiles(persist)
    runtime = await start()
    const restart = await restarted(runtime.served, world.token, scenarios[2])
    return { messages: throughputMessages, workerd: workerdVersion(), rows, restart: { ...restart, storageBytes } }
  } finally {
    await Promise.all([node && stop(node), runtime.mf.dispose()])
  }
}

/**
 * The first request to the tenant after the runtime started again, its object cold (the Worker's
 * isolate warmed by /__health first), and the next one.
 */
async function restarted(served: Served, token: string, scenario: Scenario) {
  const timed = async () => {
    const answer = await send(`${served.url}${scenario.path}`, scenario.method, headersOf({ token }, scenario))
    if (answer.status !== scenario.status)
      throw new BenchError(`the restarted object answered ${answer.status}: ${answer.body.slice(0, 300)}`)
    return answer.ms
  }
  await send(`${served.url}/__health`, 'GET', {})
  const firstMs = await timed()
  const nextMs = await timed()
  return { messages: throughputMessages, firstMs, nextMs, rss: rssBytes(served.pid) }
}

/** The Worker's module, bundled as wrangler bundles one, from the bench's copy of dist/. */
async function workerScript(ctx: Context, fixture: string): Promise<string> {
  const copy = dirname(dirname(ctx.mock))
  const result = await build({
    stdin: {
      contents: [
        `import { cloudflareMock } from ${JSON.stringify(join(copy, 'dist/cloudflare.js'))}`,
        `import fixtures from ${JSON.stringify(fixture)} with { type: 'json' }`,
        'const mock = cloudflareMock({ fixtures, seed: 1 })',
        'export const MockTenant = mock.MockTenant',
        'export const MockDirectory = mock.MockDirectory',
        'export default mock.worker',
      ].join('\n'),
      resolveDir: copy,
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    external: ['cloudflare:*'],
    write: false,
    logLevel: 'error',
  })
  return result.outputFiles[0].text
}

/** The workerd processes this process started (Miniflare spawns one for each runtime). */
function workerdPids(): number[] {
  const pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))
  return pids.map(Number).filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      return stat.includes('(workerd)') && Number(fields[1]) === process.pid
    } catch {
      return false
    }
  })
}

/** The bytes of the tenants' objects' SQLite files (Miniflare keeps each object in `<id>.sqlite`). */
function objectFiles(persist: string): number {
  const folder = join(persist, '-MockTenant')
  return readdirSync(folder)
    .filter((file) => /^[0-9a-f]{64}\.sqlite(-wal)?$/.test(file))
    .reduce((sum, file) => sum + statSync(join(folder, file)).size, 0)
}

function workerdVersion(): string {
  const manifest = join(import.meta.dirname, '../node_modules/workerd/package.json')
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
}
