import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { bundleWorker, workerSource } from '../scripts/worker-bundle.js'
import { BenchError, type Child, rssBytes, type Served, stop } from './children.js'
import type { Context } from './context.js'
import { type Answer, type Measurement, median, medianOf, pairedRatio, send } from './load.js'
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

/**
 * A cold start in workerd (issue 57, point 1): workerd's CPU, in milliseconds, each the median of
 * `rounds` fresh runtimes, read from the kernel's account of every thread of the process
 * (/proc/<pid>/task/<tid>/schedstat, in nanoseconds: one request is well under the 10 ms tick of
 * /proc/<pid>/stat). The Worker serves the package's world; its tenant `held` was made before.
 */
export interface WorkerdColdStart {
  rounds: number
  /** From workerd's start to its first request: the mock's Worker (its module's scope run), and the floor's. */
  start: number
  floorStart: number
  /** A request the Worker answers itself (GET /__health): the first of a fresh runtime, and one after. */
  workerFirst: number
  workerNext: number
  /**
   * A tenant's read (GET /v1/groups) through a Worker that never answered, its object warm: the
   * Worker and its objects in services of their own, as Cloudflare runs a Worker apart from its
   * objects, so that the first request is the Worker's own cold start. And one after.
   */
  routedFirst: number
  routedNext: number
  /** The same read as the object's first request (made, its tenant read back), the Worker warm; and one after. */
  objectFirst: number
  objectNext: number
}

export type WorkerdResult =
  | {
      messages: number
      workerd: string
      rows: WorkerdRow[]
      worlds: WorkerdWorld[]
      coldStart: WorkerdColdStart | null
    }
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
    const coldStart = await coldStartOf(ctx, runtimes)
    return { messages: throughputMessages, workerd: workerdVersion(), rows, worlds, coldStart }
  } finally {
    await Promise.all([node && stop(node), runtime.mf.dispose(), floor.mf.dispose()])
  }
}

type Runtimes = Awaited<ReturnType<typeof runtimesOf>>

/** The bindings of deploy/cloudflare/wrangler.jsonc; the classes in the service `scriptName` when given. */
const objectsIn = (scriptName?: string) => ({
  MOCK_TENANT: { className: 'MockTenant', useSQLite: true, scriptName },
  MOCK_DIRECTORY: { className: 'MockDirectory', useSQLite: true, scriptName },
})

/** Starts workerd with the Worker (or another script), its objects kept in `persist`: the runtime, and the server it is to a load run. */
async function runtimesOf(ctx: Context, mockScript: string) {
  const { Miniflare } = await import('miniflare')
  return {
    /**
     * One service, as `wrangler dev` runs a Worker. `apart`: the Worker in a service of its own and
     * the objects in another (`objects`), their isolates apart. `cold`: nothing sent before.
     */
    async start(persist: string, script = mockScript, name = 'mock (workerd)', { apart = false, cold = false } = {}) {
      const before = workerdPids()
      const port = await ctx.ports.take()
      const common = { modules: true, script, compatibilityDate } as const
      const mf = apart
        ? new Miniflare({
            host: '127.0.0.1',
            port,
            durableObjectsPersist: persist,
            workers: [
              { ...common, name: 'front', durableObjects: objectsIn('objects') },
              { ...common, name: 'objects', durableObjects: objectsIn() },
            ],
          })
        : new Miniflare({
            ...common,
            host: '127.0.0.1',
            port,
            durableObjects: objectsIn(),
            durableObjectsPersist: persist,
          })
      const url = (await mf.ready).href.replace(/\/$/, '')
      const [pid] = workerdPids().filter((one) => !before.includes(one))
      if (pid === undefined) throw new BenchError('no workerd process under the bench: did Miniflare start?')
      // The Worker's isolate made, so that what follows is a tenant's object's own.
      if (!cold) await send(`${url}/__health`, 'GET', {})
      return { mf, served: { name, url, pid } satisfies Served }
    },
  }
}

/**
 * A cold start, `--startups` times: workerd started afresh each time, once with the Worker and
 * its objects in one service (the Worker's first request, then the tenant's object's first), once
 * apart (a tenant's request through the cold Worker to its object, warmed first through the
 * objects' service), and once with the floor's script (workerd's own start). The tenant's reads are a
 * second apart: a read's journal entry is written within a second, off the request.
 */
async function coldStartOf(ctx: Context, runtimes: Runtimes): Promise<WorkerdColdStart | null> {
  const { startups: rounds } = ctx.options
  if (!existsSync('/proc/self/task')) {
    ctx.log("workerd: no cold start measured: the kernel does not tell each thread's CPU here (/proc)")
    return null
  }
  const copy = dirname(dirname(ctx.mock))
  const script = await bundleWorker(workerSource(join(copy, 'dist/cloudflare.js'), '{ seed: 1 }'), copy)
  const figures: Record<Exclude<keyof WorkerdColdStart, 'rounds'>, number[]> = {
    start: [],
    floorStart: [],
    workerFirst: [],
    workerNext: [],
    routedFirst: [],
    routedNext: [],
    objectFirst: [],
    objectNext: [],
  }
  const read = { path: '/t/held/v1/groups', headers: { authorization: 'Bearer tok_ana' } }
  ctx.log(`workerd: ${rounds} cold starts of the package's world`)
  const persist = { one: join(ctx.dir, 'workerd-cold'), apart: join(ctx.dir, 'workerd-cold-apart') }
  for (const [where, apart] of [
    [persist.one, false],
    [persist.apart, true],
  ] as const) {
    const made = await runtimes.start(where, script, 'cold', { apart })
    await send(`${made.served.url}${read.path}`, 'GET', read.headers).finally(() => made.mf.dispose())
  }
  for (let round = 0; round < rounds; round++) {
    const floor = await runtimes.start(join(ctx.dir, `workerd-cold-floor-${round}`), floorScript, 'floor', {
      cold: true,
    })
    figures.floorStart.push(await settled(floor.served.pid).finally(() => floor.mf.dispose()))

    const one = await runtimes.start(persist.one, script, 'cold', { cold: true })
    try {
      const { url, pid } = one.served
      figures.start.push(await settled(pid))
      figures.workerFirst.push(await cpuOf(pid, () => send(`${url}/__health`, 'GET', {})))
      figures.workerNext.push(await cpuOf(pid, () => send(`${url}/__health`, 'GET', {})))
      figures.objectFirst.push(await cpuOf(pid, () => send(`${url}${read.path}`, 'GET', read.headers), 1100))
      figures.objectNext.push(await cpuOf(pid, () => send(`${url}${read.path}`, 'GET', read.headers), 1100))
    } finally {
      await one.mf.dispose()
    }

    const apart = await runtimes.start(persist.apart, script, 'cold apart', { apart: true, cold: true })
    try {
      const { url, pid } = apart.served
      // The object warmed through the objects' own service (the same module): the front's isolate stays cold.
      // Miniflare's own types map the Fetcher it gives to Request under this TypeScript: its shape, as used.
      const objects = (await apart.mf.getWorker('objects')) as unknown as {
        fetch(url: string, init: RequestInit): Promise<Response>
      }
      for (let i = 0; i < 3; i++)
        await (await objects.fetch(`http://mock${read.path}`, { headers: read.headers })).text()
      await new Promise((resolve) => setTimeout(resolve, 1100))
      figures.routedFirst.push(await cpuOf(pid, () => send(`${url}${read.path}`, 'GET', read.headers), 1100))
      figures.routedNext.push(await cpuOf(pid, () => send(`${url}${read.path}`, 'GET', read.headers), 1100))
    } finally {
      await apart.mf.dispose()
    }
  }
  const medians = Object.fromEntries(Object.entries(figures).map(([key, values]) => [key, median(values)]))
  const said = Object.entries(medians).map(([key, ms]) => `${key} ${ms.toFixed(2)}`)
  ctx.log(`workerd: a cold start, ms of workerd's CPU (median of ${rounds}): ${said.join(', ')}`)
  return { rounds, ...medians } as WorkerdColdStart
}

/** workerd's CPU so far (every thread's), in ms, once its start has settled. */
async function settled(pid: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 200))
  return threadsCpuNs(pid) / 1e6
}

/**
 * workerd's CPU over `request`, in ms: read before it and `after` ms after its answer, so that
 * what the request set off (an answer's write) is counted, and what comes a second later is not.
 */
async function cpuOf(pid: number, request: () => Promise<Answer>, after = 50): Promise<number> {
  const before = threadsCpuNs(pid)
  const answer = await request()
  if (answer.status !== 200) throw new BenchError(`a cold start's request answered ${answer.status}: ${answer.body}`)
  await new Promise((resolve) => setTimeout(resolve, Math.min(after, 50)))
  const used = (threadsCpuNs(pid) - before) / 1e6
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, after - 50)))
  return used
}

/** The CPU every thread of `pid` ran, in nanoseconds (schedstat's first field). */
function threadsCpuNs(pid: number): number {
  let sum = 0
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      sum += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
    } catch {
      // a thread that ended meanwhile
    }
  }
  return sum
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
