import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { buildSync } from 'esbuild'
import { BenchError, spawnNode, stop, stopNode } from './children.js'
import type { Context } from './context.js'
import { median, pairedRatio } from './load.js'
import { compiled, launch, root } from './servers.js'

/**
 * Issue 41, point 7: what a request costs a test that answers it through the mock's MSW handlers
 * in Node, next to the same request over loopback HTTP to the mock's server, next to a
 * hand-written MSW handler over `@msw/data` (bench/msw-anchor.ts), which validates nothing, and
 * next to MSW answering a constant, which says how much of the cost is MSW's whatever answers.
 *
 * MSW runs the three sets of handlers two ways. `setupServer` (msw/node) is how a test suite runs
 * them: its interceptor answers the global `fetch`, the request sent as a test sends it. MSW's own
 * `getResponse(handlers, request)` resolves a `Request` against the handlers with no interceptor
 * (as edge functions and server rendering use it): what the handlers cost alone. Through the
 * interceptor, MSW answering a constant already costs most of what HTTP does, so a handler can
 * meet "3× cheaper than HTTP" only the second way; both are measured and reported.
 *
 * Every way runs in a process of its own (bench/msw-client.ts, bundled and run without tsx: the
 * user's test process), one request after another, each body read as JSON. Its CPU
 * (process.cpuUsage, every thread) over a run divided by the requests is the in-process cost; over
 * HTTP the cost is the client's CPU plus the server's (/proc), what the test process and the mock
 * process pay between them.
 */

/**
 * The handlers that answer in process: the mock's MSW handlers, the hand-written ones, and MSW
 * answering a constant (the floor under any handler).
 */
export type MswHandlers = 'msw' | 'anchor' | 'floor'

/**
 * How MSW runs them: `setupServer`'s interceptor behind the global `fetch` (one interceptor listens
 * at a time), or `getResponse` with no interceptor.
 */
export type MswWay = 'setupServer' | 'getResponse'

export const mswHandlers: readonly MswHandlers[] = ['msw', 'anchor', 'floor']
export const mswWays: readonly MswWay[] = ['setupServer', 'getResponse']

/** How the tables and the targets name each way. */
export const mswWayLabels: Record<MswWay, string> = {
  setupServer: 'setupServer (the interceptor)',
  getResponse: 'getResponse (the handlers alone)',
}

/** One run of one read on every variant in a round: CPU µs per request. */
export interface MswRound {
  setupServer: Record<MswHandlers, number>
  getResponse: Record<MswHandlers, number>
  httpClient: number
  /** The server's CPU per request; null where /proc cannot be read. */
  httpServer: number | null
}

/** What bench/msw.ts hands its client (as JSON in argv). */
export interface MswClientConfig {
  /** The mock's `messaging-mock/msw` entry: dist/msw.js beside the mock's main. */
  entry: string
  server: { url: string; pid: number }
  requests: number
  /** Requests of each read on each variant before the first round; 0: none. */
  warmUp: number
  rounds: number
}

/** What the client prints: each read's path, and its runs, round by round. */
export interface MswClientOutput {
  reads: { title: string; path: string; runs: MswRound[] }[]
}

/** One way's figures for one read: medians over the rounds, CPU µs per request, and the ratios. */
export interface MswFigures {
  msw: number
  anchor: number
  floor: number
  /** Each round's ratio, then their median (pairedRatio). Goals: HTTP ÷ MSW ≥ 3, MSW ÷ anchor ≤ 1.5. */
  httpOverMsw: number | null
  mswOverAnchor: number | null
  /** HTTP ÷ the constant answer: the most HTTP ÷ MSW can be this way, whatever the handler. */
  httpOverFloor: number | null
}

export interface MswRow {
  title: string
  path: string
  ways: Record<MswWay, MswFigures>
  /** Medians over the rounds, CPU µs per request. */
  httpClient: number
  httpServer: number | null
  /** Client plus server; null where the server's CPU cannot be read. */
  http: number | null
}

export interface MswResult {
  requests: number
  rows: MswRow[]
}

/** The goals of issue 41, point 7. */
export const mswGoals = { httpOverMsw: 3, mswOverAnchor: 1.5 }

const client = join(compiled, 'msw-client.mjs')

/**
 * The client as one ES module of plain JavaScript next to the other compiled files: run by tsx it
 * would have source maps turned on, which makes every stack the request path reads cost more than
 * in a user's test. Written to a temporary name and renamed, so that two benches at once never
 * run half a file.
 */
function bundleClient(): void {
  const result = buildSync({
    entryPoints: [join(root, 'bench', 'msw-client.ts')],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  })
  mkdirSync(compiled, { recursive: true })
  const temporary = `${client}.${process.pid}`
  writeFileSync(temporary, result.outputFiles[0].contents)
  renameSync(temporary, client)
}

/** Runs the client to its end; its progress goes to the bench's log, its output is parsed. */
function runClient(ctx: Context, config: MswClientConfig): Promise<MswClientOutput> {
  // --expose-gc: the client collects garbage before each run, so that no run pays for the last one's.
  const p = spawnNode(['--expose-gc', client, JSON.stringify(config)], { stdio: ['ignore', 'pipe', 'pipe'] })
  ctx.log(`started msw_client (pid ${p.pid})`)
  let stdout = ''
  let printed = ''
  let partLine = ''
  p.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8')
  })
  p.stderr?.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8')
    printed = (printed + text).slice(-3000)
    const lines = (partLine + text).split('\n')
    partLine = lines.pop() ?? ''
    for (const line of lines) ctx.log(line)
  })
  return new Promise<MswClientOutput>((resolve, reject) => {
    p.once('error', (error) => reject(new BenchError(`the MSW client could not be started: ${error.message}`)))
    p.once('close', (code, signal) => {
      if (code === 0) resolve(JSON.parse(stdout) as MswClientOutput)
      else reject(new BenchError(`the MSW client exited (${code ?? signal}):\n${printed}`))
    })
  }).finally(() => stopNode(p))
}

/**
 * The MSW row: the mock's server on loopback with fixtures/default.json, the client beside it,
 * `requests` of each read a run (--requests; 5,000 by default, 200 with --quick), --rounds rounds.
 */
export async function msw(ctx: Context): Promise<MswResult> {
  const entry = join(dirname(ctx.mock), 'msw.js')
  if (!existsSync(entry))
    throw new BenchError(`The MSW row needs messaging-mock/msw beside the mock's entry point: ${entry} is missing.`)
  bundleClient()
  const requests = ctx.options.requests ?? 5000
  const fixture = join(root, 'fixtures', 'default.json')
  const server = (await launch(ctx, 'mock', fixture, await ctx.ports.take())).child
  try {
    const output = await runClient(ctx, {
      entry,
      server: { url: server.url, pid: server.pid },
      requests,
      warmUp: ctx.options.quick ? 0 : Math.min(1000, requests),
      rounds: ctx.options.rounds,
    })
    return { requests, rows: output.reads.map(({ title, path, runs }) => rowOf(title, path, runs)) }
  } finally {
    await stop(server)
  }
}

function rowOf(title: string, path: string, runs: MswRound[]): MswRow {
  const http = runs.map((r) => (r.httpServer === null ? null : r.httpClient + r.httpServer))
  const servers = runs.map((r) => r.httpServer)
  const figures = (way: MswWay): MswFigures => {
    const [msw, anchor, floor] = mswHandlers.map((handlers) => runs.map((r) => r[way][handlers]))
    return {
      msw: median(msw),
      anchor: median(anchor),
      floor: median(floor),
      httpOverMsw: pairedRatio(http, msw),
      mswOverAnchor: pairedRatio(msw, anchor),
      httpOverFloor: pairedRatio(http, floor),
    }
  }
  return {
    title,
    path,
    ways: { setupServer: figures('setupServer'), getResponse: figures('getResponse') },
    httpClient: median(runs.map((r) => r.httpClient)),
    httpServer: servers.every((s) => s !== null) ? median(servers as number[]) : null,
    http: http.every((h) => h !== null) ? median(http as number[]) : null,
  }
}
