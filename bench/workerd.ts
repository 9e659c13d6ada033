import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { bundleWorker, workerSource } from '../scripts/worker-bundle.js'
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
 * Cloudflare's network. Then worlds of growing size, each in a tenant's object of a runtime of its
 * own: the memory it takes, its storage, and the first request after the runtime restarted.
 */

export interface WorkerdRow {
  scenario: Scenario
  /** Medians of the rounds: the Node server, the Worker and its object in workerd. */
  node: Measurement
  workerd: Measurement
  /** A Worker and an object answering the scenario's status with a constant: what workerd costs whatever answers. */
  floor: Measurement
  /** The median of each round's CPU ratio, workerd ÷ Node; null where CPU was not read. */
  paired: number | null
}

/** One world loaded into a tenant's object, and the object restarted on its storage. */
export interface WorkerdWorld {
  messages: number
  /** The fixture document posted to the tenant's /__fixtures. */
  documentBytes: number
  loadMs: number
  /** workerd's resident memory once the world was loaded, over its memory before (the runtime idle). */
  rssAfterLoad: number | null
  /** The object's SQLite files on disk (database and write-ahead log) once the runtime stopped. */
  storageBytes: number
  /** The tenant's first request after the runtime started again (its object opens and replays), and the next. */
  firstMs: number
  nextMs: number
  /** workerd's resident memory once the restarted object answered, over its memory idle. */
  rssAfterRestart: number | null
}

export type WorkerdResult =
  | { messages: number; workerd: string; rows: WorkerdRow[]; worlds: WorkerdWorld[] }
  | { skipped: string }

/** The worlds loaded into an object: what a tenant holds, up to the 128 MB an object may use on Cloudflare. */
export function workerdWorlds(quick: boolean): number[] {
  return quick ? [10_000] : [25_000, 50_000, 100_000]
}

/** The compatibility date of deploy/cloudflare/wrangler.jsonc. */
const compatibilityDate = '2026-07-01'

/**
 * The floor: the same bindings, a Worker that sends every request to an object as the mock's does,
 * and an object that answers the status a scenario expects with a constant.
 */
const floorScript = `import { DurableObject } from 'cloudflare:workers'
const answer = (request) => new Response('{}', { status: request.method === 'POST' ? 201 : 200, headers: { 'Content-Type': 'application/json' } })
export class MockTenant extends DurableObject { async fetch(request) { await request.arrayBuffer(); return answer(request) } }
export class MockDirectory extends DurableObject {}
export default { fetch: (request, env) => env.MOCK_TENANT.get(env.MOCK_TENANT.idFromName('default')).fetch(request) }`

export async function workerd(ctx: Context): Promise<WorkerdResult> {
  const major = Number(process.versions.node.split('.')[0])
  if (major < 22) return { skipped: `Miniflare needs Node 22 or later; the bench ran on ${process.version}` }
  const fixture = join(ctx.dir, 'workerd.json')
  const world = writeWorld(fixture, throughputMessages)
  const scenarios = throughputScenarios(world)
  const runtimes = await runtimesOf(ctx, await workerScript(ctx, fixture))
  let node: Child | undefined
  const runtime = await runtimes.start(join(ctx.dir, 'workerd'))
  const floor = await runtimes.start(join(ctx.dir, 'workerd-floor'), floorScript, 'workerd floor')
  try {
    node = (await launch(ctx, 'mock', fixture, await ctx.ports.take())).child
    ctx.log(
      `workerd: Miniflare's workerd ${runtime.served.pid} and its floor ${floor.served.pid} beside the mock ${node.pid}`,
    )
    const runs = await alternate(ctx, 'workerd', world, scenarios, [node, runtime.served, floor.served])
    const rows = scenarios.map((scenario, i) => {
      const [onNode, onWorkerd, onFloor] = runs[i]
      return {
        scenario,
        node: medianOf(onNode),
        workerd: medianOf(onWorkerd),
        floor: medianOf(onFloor),
        paired: pairedRatio(cpus(onWorkerd), cpus(onNode)),
      }
    })
    const worlds: WorkerdWorld[] = []
    for (const messages of workerdWorlds(ctx.options.quick)) worlds.push(await held(ctx, runtimes, messages))
    return { messages: throughputMessages, workerd: workerdVersion(), rows, worlds }
  } finally {
    await Promise.all([node && stop(node), runtime.mf.dispose(), floor.mf.dispose()])
  }
}

type Runtimes = Awaited<ReturnType<typeof runtimesOf>>

/** Starts workerd with the Worker (or another script), its objects kept in `persist`: the runtime, and the server it is to a load run. */
async function runtimesOf(ctx: Context, mockScript: string) {
  const { Miniflare } = await import('miniflare')
  return {
    async start(persist: string, script = mockScript, name = 'mock (workerd)') {
      const before = workerdPids()
      const mf = new Miniflare({
        modules: true,
        script,
        compatibilityDate,
        host: '127.0.0.1',
        port: await ctx.ports.take(),
        durableObjects: {
          MOCK_TENANT: { className: 'MockTenant', useSQLite: true },
          MOCK_DIRECTORY: { className: 'MockDirectory', useSQLite: true },
        },
        durableObjectsPersist: persist,
      })
      const url = (await mf.ready).href.replace(/\/$/, '')
      const [pid] = workerdPids().filter((one) => !before.includes(one))
      if (pid === undefined) throw new BenchError('no workerd process under the bench: did Miniflare start?')
      // The Worker's isolate made, so that what follows is a tenant's object's own.
      await send(`${url}/__health`, 'GET', {})
      return { mf, served: { name, url, pid } satisfies Served }
    },
  }
}

/**
 * A world of `messages` loaded into a tenant of a runtime of its own (POST /__fixtures, as a test
 * loads one), then the runtime stopped and started again on the object's storage: the tenant's
 * first request (its object made again and the tenant read back from SQLite: what a request after
 * an eviction waits for), and the next.
 */
async function held(ctx: Context, runtimes: Runtimes, messages: number): Promise<WorkerdWorld> {
  const persist = join(ctx.dir, `workerd-${messages}`)
  const fixture = join(ctx.dir, `workerd-${messages}.json`)
  const world = writeWorld(fixture, messages)
  const document = readFileSync(fixture, 'utf8')
  const read = throughputScenarios(world)[2]
  const timed = async (url: string) => {
    const answer = await send(`${url}/t/held${read.path}`, read.method, headersOf(world, read))
    if (answer.status !== read.status)
      throw new BenchError(`the tenant of ${messages} messages answered ${answer.status}: ${answer.body.slice(0, 300)}`)
    return answer.ms
  }
  ctx.log(`workerd: a world of ${messages} messages in a tenant's object`)
  let runtime = await runtimes.start(persist)
  const loading = { loadMs: 0, rssAfterLoad: null as number | null }
  try {
    const idle = rssBytes(runtime.served.pid)
    const headers = { 'content-type': 'application/json' }
    const loaded = await send(`${runtime.served.url}/t/held/__fixtures`, 'POST', headers, document)
    if (loaded.status !== 200)
      throw new BenchError(`loading ${messages} messages answered ${loaded.status}: ${loaded.body.slice(0, 300)}`)
    // The fold the load asks for runs after its answer: the next request waits for it.
    await timed(runtime.served.url)
    loading.loadMs = loaded.ms
    loading.rssAfterLoad = over(rssBytes(runtime.served.pid), idle)
  } finally {
    await runtime.mf.dispose()
  }
  const storageBytes = objectFiles(persist)
  runtime = await runtimes.start(persist)
  try {
    const idle = rssBytes(runtime.served.pid)
    const firstMs = await timed(runtime.served.url)
    const nextMs = await timed(runtime.served.url)
    const rssAfterRestart = over(rssBytes(runtime.served.pid), idle)
    return {
      messages,
      documentBytes: Buffer.byteLength(document),
      ...loading,
      storageBytes,
      firstMs,
      nextMs,
      rssAfterRestart,
    }
  } finally {
    await runtime.mf.dispose()
  }
}

const over = (bytes: number | null, base: number | null) => (bytes === null || base === null ? null : bytes - base)

/** The Worker's module, bundled as wrangler bundles one, from the bench's copy of dist/. */
function workerScript(ctx: Context, fixture: string): Promise<string> {
  const copy = dirname(dirname(ctx.mock))
  const fixtures = `import fixtures from ${JSON.stringify(fixture)} with { type: 'json' }`
  return bundleWorker(workerSource(join(copy, 'dist/cloudflare.js'), '{ fixtures, seed: 1 }', [fixtures]), copy)
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
