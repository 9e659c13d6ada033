import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { startServer } from '../src/index.js'
import { BenchError, type Child, rssBytes, startServer as spawnServer, stop, terminate } from './children.js'
import type { Context } from './context.js'
import { count } from './format.js'
import { type Measurement, measure, medianOf, pairedRatio, send } from './load.js'
import type { BenchOptions } from './options.js'
import { alternate, cpus } from './paired.js'
import { headersOf, type Scenario, throughputScenarios } from './scenarios.js'
import { launch } from './servers.js'
import { loadTimeout } from './sizes.js'
import { throughputMessages } from './throughput.js'
import { type World, writeGeneratedWorld, writeWorld } from './worlds.js'

/**
 * What `--state-dir` costs (issue 46, point 5): CPU per request with it and without it, and how long
 * a restart takes to bring back a large state.
 */

/** The most CPU per request with --state-dir may be, as a multiple of without: issue 46's bounds. */
export const durabilityTargets = { read: 1.05, write: 1.3, restoreMs: 3000, foldWaitMs: 50 }

export interface DurabilityRow {
  scenario: Scenario
  /** Medians of the rounds: without a state directory, and with one (--fsync everysec, the default). */
  plain: Measurement
  kept: Measurement
  /** The median of each round's CPU ratio, with ÷ without; null where CPU was not read. */
  paired: number | null
  /** The writes again with --fsync always, and their paired ratio to without; null for a read. */
  always: { result: Measurement; paired: number | null } | null
  /** The most `paired` may be: durabilityTargets.read or .write. */
  target: number
}

export interface RestoreResult {
  /** Messages of the world folded into the snapshot, and the POSTs written to the log after it. */
  messages: number
  writes: number
  /** Messages the restarted mock counts (GET /__world): `messages + writes`, or the bench fails. */
  restored: number
  snapshot: { bytes: number; lines: number }
  log: { bytes: number; lines: number }
  /** Spawn to the first 200 on /__health: with the state directory, and from the fixture alone, one per start. */
  restartMs: number[]
  fixtureMs: number[]
  /** SIGTERM to exit of each restarted mock (each exited 0). */
  termMs: number[]
  /** RSS of the first restarted mock, once it answered. */
  rss: number | null
}

export interface FoldResult {
  /** Messages of the world folded. */
  messages: number
  /** The log folded (the world, written when the directory was new), and the snapshot it became. */
  logBytes: number
  snapshotBytes: number
  /** From the first read to the snapshot in place and the older files gone. */
  foldMs: number
  /** Each read's time, send to last byte, in the order sent (one at a time, all through the fold). */
  readMs: number[]
  /** When each read was sent, in ms from the first: the time axis of the fold's picture. */
  readAtMs: number[]
}

export interface DurabilityResult {
  /** Messages of the world of the CPU runs (the throughput world). */
  messages: number
  /** The file system the state directories are on (`stat -f`): tmpfs would make an fsync free. */
  fileSystem: string
  rows: DurabilityRow[]
  restore: RestoreResult
  fold: FoldResult
}

/** The size of the restored state: issue 46's, or a tenth of it in a quick run. */
export function restoreSize(options: BenchOptions): { messages: number; writes: number } {
  return options.quick ? { messages: 10_000, writes: 1_000 } : { messages: 100_000, writes: 10_000 }
}

/** The world of the fold row: issue 46's million messages, or a tenth of it in a quick run. */
export const foldSize = (options: BenchOptions) => (options.quick ? 100_000 : 1_000_000)

/** Starts of each kind whose median the restore row gives. */
const restarts = (options: BenchOptions) => (options.quick ? 1 : 5)

export async function durability(ctx: Context): Promise<DurabilityResult> {
  const states = join(ctx.dir, 'states')
  mkdirSync(states)
  const rows = await costs(ctx, states)
  const restore = await restoreTimes(ctx, states)
  const fold = await foldWaits(ctx, states)
  return { messages: throughputMessages, fileSystem: fileSystemOf(states), rows, restore, fold }
}

/**
 * The throughput scenarios on this tree's mock three times over the same world: without a state
 * directory, with one (fsync everysec), and with one and --fsync always (the writes only), in
 * alternating rounds as --against runs them. The state directories grow and fold into snapshots
 * as they would in use, and what a fold costs falls in the run during which it happens.
 */
async function costs(ctx: Context, states: string): Promise<DurabilityRow[]> {
  const fixture = join(ctx.dir, 'durability.json')
  const world = writeWorld(fixture, throughputMessages)
  const scenarios = throughputScenarios(world)
  const servers: Child[] = []
  try {
    const start = async (name: string, args: string[]) => {
      const { child } = await launch(ctx, 'mock', fixture, await ctx.ports.take(), { mockArgs: args })
      servers.push({ ...child, name })
    }
    await start('mock', [])
    await start('mock --state-dir', ['--state-dir', join(states, 'everysec')])
    await start('mock --state-dir --fsync always', ['--state-dir', join(states, 'always'), '--fsync', 'always'])
    const runs = await alternate(ctx, 'durability', world, scenarios, servers, (s, k) => k < 2 || s.writes)
    return scenarios.map((scenario, i) => {
      const [plain, kept, always] = runs[i]
      return {
        scenario,
        plain: medianOf(plain),
        kept: medianOf(kept),
        paired: pairedRatio(cpus(kept), cpus(plain)),
        always: scenario.writes ? { result: medianOf(always), paired: pairedRatio(cpus(always), cpus(plain)) } : null,
        target: scenario.writes ? durabilityTargets.write : durabilityTargets.read,
      }
    })
  } finally {
    await Promise.all(servers.map(stop))
  }
}

/**
 * A state of `messages` messages in a snapshot and `writes` POSTs in the log since, then the mock
 * restarted on it again and again (beside starts from the fixture alone, in turn), each restart
 * timed to its first 200 on /__health and stopped with SIGTERM.
 */
async function restoreTimes(ctx: Context, states: string): Promise<RestoreResult> {
  const { messages, writes } = restoreSize(ctx.options)
  const fixture = join(ctx.dir, `restore-${messages}.json`)
  const world = writeWorld(fixture, messages)
  const dir = join(states, 'restore')
  const timeoutMs = loadTimeout(messages)
  ctx.log(`durability: a snapshot of ${count(messages)} messages`)
  await foldInto(ctx, fixture, dir, world)

  ctx.log(`durability: ${count(writes)} writes since the snapshot`)
  const port = await ctx.ports.take()
  const kept = ['--state-dir', dir]
  const writer = (await launch(ctx, 'mock', fixture, port, { mockArgs: kept, timeoutMs })).child
  const post = throughputScenarios(world).find((s) => s.method === 'POST') as Scenario
  // A number of requests, whatever the time they take (autocannon ignores the duration then).
  await measure(writer, post, headersOf(world, post), {
    duration: 1,
    amount: writes,
    connections: ctx.options.connections,
  })
  await terminated(writer)
  const files = stateFiles(dir)

  const fixturePort = await ctx.ports.take()
  const times = { restartMs: [] as number[], fixtureMs: [] as number[], termMs: [] as number[] }
  let restored = 0
  let rss: number | null = null
  for (let i = 0; i < restarts(ctx.options); i++) {
    // In turn, so that a machine that slows for a while slows both kinds of start.
    for (const kind of i % 2 === 0 ? (['state', 'fixture'] as const) : (['fixture', 'state'] as const)) {
      if (kind === 'fixture') {
        const started = await launch(ctx, 'mock', fixture, fixturePort, { timeoutMs })
        times.fixtureMs.push(started.startupMs)
        await stop(started.child)
        continue
      }
      const started = await launch(ctx, 'mock', fixture, port, { mockArgs: kept, timeoutMs })
      times.restartMs.push(started.startupMs)
      if (i === 0) {
        restored = await messagesOf(started.child)
        rss = rssBytes(started.child.pid)
        if (restored !== messages + writes)
          throw new BenchError(
            `the restarted mock counts ${restored} messages, not the ${messages + writes} it was stopped with`,
          )
      }
      times.termMs.push((await terminated(started.child)).ms)
    }
  }
  ctx.log(
    `durability: restarts ${times.restartMs.map(Math.round).join(', ')} ms; ` +
      `from the fixture alone ${times.fixtureMs.map(Math.round).join(', ')} ms`,
  )
  return { messages, writes, restored, ...files, ...times, rss }
}

/**
 * The world of `fixture` in a snapshot in `dir`: the mock run in this process, as `startServer`
 * with a fold threshold of one byte, so that the first change it keeps (the tenant, made by a
 * first request) is folded at once. The CLI has no flag for the threshold, and needs none.
 */
async function foldInto(ctx: Context, fixture: string, dir: string, world: World): Promise<void> {
  const entry = join(dirname(ctx.mock), 'index.js')
  if (!existsSync(entry)) throw new BenchError(`The mock's package entry ${entry} is missing: run npm run build.`)
  const mock = (await import(pathToFileURL(entry).href)) as { startServer: typeof startServer }
  const server = await mock.startServer({ fixturesFile: fixture, seed: 1, stateDir: dir, stateFoldBytes: 1, port: 0 })
  try {
    const first = await send(`${server.url}/v1/groups?limit=1`, 'GET', { authorization: `Bearer ${world.token}` })
    if (first.status !== 200)
      throw new BenchError(`GET /v1/groups answered ${first.status}: ${first.body.slice(0, 300)}`)
    // The fold ends when its snapshot is renamed into place and the older log removed.
    const until = performance.now() + loadTimeout(world.messages)
    while (!existsSync(join(dir, 'snapshot-2.jsonl')) || existsSync(join(dir, 'log-1.jsonl'))) {
      if (performance.now() > until)
        throw new BenchError(`${dir}: no snapshot within ${loadTimeout(world.messages) / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  } finally {
    await server.close()
  }
}

/**
 * How long reads wait while a large world is folded (issue 46: none more than 50 ms at a million
 * messages). The world is the mock's generator's (an explicit one of a million messages is past
 * the 64 MiB a fixture file may hold), the same seed at every size. The CLI keeps the world in a new directory (its log, written at the start) and stops;
 * the mock then starts on it with a fold threshold of one byte (bench/folding-mock.mjs), so that
 * the journal entry of a first read folds the whole log; reads of a page of 10 go one after the
 * other until the snapshot is in place and the log it replaced is gone.
 */
async function foldWaits(ctx: Context, states: string): Promise<FoldResult> {
  const messages = foldSize(ctx.options)
  const fixture = join(ctx.dir, `fold-${messages}.json`)
  const world = writeGeneratedWorld(fixture, messages)
  const dir = join(states, 'fold')
  const timeoutMs = loadTimeout(messages)
  ctx.log(`durability: a world of ${count(messages)} messages kept in a new directory`)
  await terminated(
    (await launch(ctx, 'mock', fixture, await ctx.ports.take(), { mockArgs: ['--state-dir', dir], timeoutMs })).child,
  )
  // A world past 64 MiB begins to fold in the CLI as soon as it is written; SIGTERM stops that fold
  // (its next log stays, empty): the log of the world is the directory's first.
  const logBytes = statSync(join(dir, 'log-1.jsonl')).size

  const entry = join(dirname(ctx.mock), 'index.js')
  const script = join(import.meta.dirname, 'folding-mock.mjs')
  const { child, startupMs } = await spawnServer(
    'folding',
    [script, entry, fixture, dir],
    0,
    timeoutMs,
    join(ctx.dir, 'fold.out'),
  )
  ctx.log(`started folding (pid ${child.pid}) on ${child.url} in ${Math.round(startupMs)} ms`)
  try {
    ctx.log(`durability: reading all through the fold of ${(logBytes / 2 ** 20).toFixed(0)} MiB`)
    const url = `${child.url}/v1/messages?limit=10`
    const headers = { authorization: `Bearer ${world.token}` }
    const readMs: number[] = []
    const readAtMs: number[] = []
    const started = performance.now()
    while (foldedInto(dir) === undefined) {
      if (performance.now() - started > timeoutMs)
        throw new BenchError(`${dir}: the fold did not end within ${timeoutMs / 1000} s`)
      readAtMs.push(performance.now() - started)
      const answer = await send(url, 'GET', headers)
      if (answer.status !== 200) throw new BenchError(`GET ${url} answered ${answer.status} during the fold`)
      readMs.push(answer.ms)
    }
    const foldMs = performance.now() - started
    const snapshotBytes = statSync(join(dir, foldedInto(dir) as string)).size
    await terminated(child)
    return { messages, logBytes, snapshotBytes, foldMs, readMs, readAtMs }
  } finally {
    await stop(child)
  }
}

/** The snapshot a directory was folded into, once no log older than it is left; undefined before. */
function foldedInto(dir: string): string | undefined {
  const names = readdirSync(dir)
  const generation = (name: string, kind: string) =>
    Number(new RegExp(`^${kind}-(\\d+)\\.jsonl$`).exec(name)?.[1] ?? Number.NaN)
  const snapshot = names.find((name) => !Number.isNaN(generation(name, 'snapshot')))
  if (snapshot === undefined) return undefined
  const older = names.some((name) => generation(name, 'log') < generation(snapshot, 'snapshot'))
  return older ? undefined : snapshot
}

/** Stops a mock with SIGTERM, which must exit 0 (everything written). */
async function terminated(child: Child): Promise<{ ms: number }> {
  const { code, ms } = await terminate(child)
  if (code !== 0) throw new BenchError(`${child.name} exited ${code} on SIGTERM:\n${child.output()}`)
  return { ms }
}

/** The snapshot and the one log after it, their sizes and lines (headers and end line included). */
function stateFiles(dir: string): Pick<RestoreResult, 'snapshot' | 'log'> {
  const names = readdirSync(dir).sort()
  if (names.join(' ') !== 'log-2.jsonl snapshot-2.jsonl')
    throw new BenchError(`${dir} holds ${names.join(', ')}, not one snapshot and the log after it`)
  const file = (name: string) => {
    const bytes = readFileSync(join(dir, name))
    let lines = 0
    for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines++
    return { bytes: statSync(join(dir, name)).size, lines }
  }
  return { snapshot: file('snapshot-2.jsonl'), log: file('log-2.jsonl') }
}

async function messagesOf(child: Child): Promise<number> {
  const answer = await send(`${child.url}/__world`, 'GET', {})
  if (answer.status !== 200) throw new BenchError(`GET /__world answered ${answer.status}`)
  return (JSON.parse(answer.body) as { counts: { messages: number } }).counts.messages
}

function fileSystemOf(dir: string): string {
  try {
    return execFileSync('stat', ['-f', '-c', '%T', dir], { encoding: 'utf8' }).trim()
  } catch {
    return 'unknown'
  }
}
