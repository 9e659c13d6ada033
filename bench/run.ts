/**
 * `npm run bench`: the mock next to bare node:http and plain Express 5, its startup, how its
 * lists, reset and memory behave from 1,000 to 1,000,000 messages (issue 5), its reads' latency
 * with the inspector or a state export beside them (issue 17), a read through its MSW handlers
 * next to HTTP and to a hand-written handler (issue 41), what --state-dir costs (issue 46), and a
 * tenant's Durable Object in workerd beside the Node server (issue 47), what
 * messaging-mock/register costs the app's server it runs in (issue 55), and what tenants that end
 * cost: the check of leases per request, and memory over the tenant soak (issue 56).
 * Progress goes to stderr, the results as markdown to stdout and to bench/results.md, and the curves
 * that docs/performance.md draws to bench/results.json (bench/curves.ts). Every server it starts is
 * killed however the bench ends: done, failed, or interrupted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { against } from './against.js'
import { beside } from './beside.js'
import { BenchError, killAll, stopAll } from './children.js'
import type { Context } from './context.js'
import { curvesOf, runOf, writeCurves } from './curves.js'
import { durability } from './durability.js'
import { closeConnections } from './load.js'
import { logging } from './logging.js'
import { msw } from './msw.js'
import { type BenchOptions, benchOptions, type Phase, usage } from './options.js'
import { preload } from './preload.js'
import { proxy } from './proxy.js'
import { machine, type Results, report } from './report.js'
import { build, Ports, root, snapshotMock } from './servers.js'
import { sizes } from './sizes.js'
import { startup } from './startup.js'
import { tenants } from './tenants.js'
import { throughput } from './throughput.js'
import { workerd } from './workerd.js'

let dir: string | undefined

/** Kills the servers and removes the temporary files; synchronous, so it also runs from 'exit'. */
function cleanUp(): void {
  killAll()
  removeFiles()
}

function removeFiles(): void {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
  dir = undefined
}

process.on('exit', cleanUp)
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const) {
  process.on(signal, () => {
    console.error(`bench: ${signal}, stopping the servers`)
    stopAll().finally(() => {
      removeFiles()
      process.exit(code)
    })
  })
}

async function timed<T>(phase: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await run()
  console.error(`bench: ${phase} done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return result
}

async function bench(options: BenchOptions, argv: string[]): Promise<void> {
  const log = (line: string) => console.error(`bench: ${line}`)
  // Only throughput (and startup, which brings it) starts the comparison servers; preload, the app's.
  const servers = options.only.has('throughput') || options.only.has('preload')
  log(
    [options.build && 'building the mock', servers && 'building the comparison servers'].filter(Boolean).join(', ') ||
      'nothing to build',
  )
  build(options.build, servers)
  dir = mkdtempSync(join(tmpdir(), 'messaging-mock-bench-'))
  const mock = options.mock ?? snapshotMock(dir, 'dist/main.js')
  const ctx: Context = { options, dir, ports: new Ports(options.port), mock, log }
  const date = new Date()
  const load = loadavg()
  const part = <T>(phase: Phase, run: () => Promise<T>) =>
    options.only.has(phase) ? timed(phase, run) : Promise.resolve(undefined)
  const t = await part('throughput', () => throughput(ctx))
  const g = await part('logging', () => logging(ctx))
  // --only startup brings throughput, whose files it starts the servers with.
  const s = t && (await part('startup', () => startup(ctx, t.files)))
  const z = await part('size', () => sizes(ctx))
  const b = await part('beside', () => beside(ctx))
  const p = await part('proxy', () => proxy(ctx))
  const m = await part('msw', () => msw(ctx))
  const d = await part('durability', () => durability(ctx))
  const w = await part('workerd', () => workerd(ctx))
  const r = await part('preload', () => preload(ctx))
  const n = await part('tenants', () => tenants(ctx))
  const a = await part('against', () => against(ctx))
  const loads: [number[], number[]] = [load, loadavg()]
  const results: Results = {
    options,
    date,
    load: loads,
    throughput: t,
    logging: g,
    startup: s,
    sizes: z,
    beside: b,
    proxy: p,
    msw: m,
    durability: d,
    workerd: w,
    preload: r,
    tenants: n,
    against: a,
  }
  const markdown = report(results)
  console.log(markdown)
  if (options.out !== null) {
    const out = resolve(root, options.out)
    mkdirSync(dirname(out), { recursive: true })
    writeFileSync(out, markdown)
    log(`written to ${out}`)
  }
  if (options.json !== null) {
    const file = resolve(root, options.json)
    writeCurves(file, curvesOf(results, runOf(argv, date, machine(), [loads[0][0], loads[1][0]])))
    log(`curves written to ${file} (draw them: npm run bench:charts)`)
  }
}

async function main(): Promise<number> {
  try {
    const argv = process.argv.slice(2)
    const options = benchOptions(argv)
    if (options === 'help') {
      console.log(usage)
      return 0
    }
    await bench(options, argv)
    return 0
  } catch (error) {
    console.error(`bench: ${error instanceof BenchError ? error.message : (error as Error).stack}`)
    return 1
  } finally {
    closeConnections()
    await stopAll()
    removeFiles()
  }
}

process.exitCode = await main()
