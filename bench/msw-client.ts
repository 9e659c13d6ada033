/**
 * The test process of the MSW row (bench/msw.ts): the mock's MSW handlers, the hand-written ones
 * over `@msw/data` and the mock's server over loopback, each answering the same two reads sent as
 * a test sends them (the global `fetch`, one at a time, each body read as JSON). bench/msw.ts
 * bundles it and runs it with plain Node; it takes its config as JSON in argv[2], writes progress
 * to stderr and its runs as JSON to stdout.
 */
import { pathToFileURL } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { type HttpHandler, http } from 'msw'
import { setupServer } from 'msw/node'
import type { createMswMock as CreateMswMock } from '../src/msw.js'
import { cpuMicros } from './children.js'
import type { MswClientConfig, MswClientOutput, MswRound, MswVariant } from './msw.js'
import { handWrittenHandlers } from './msw-anchor.js'
import { mswReads } from './scenarios.js'

const config = JSON.parse(process.argv[2]) as MswClientConfig
/** Where the app under test calls the API; the two MSW variants answer it, the server does not. */
const baseUrl = 'https://api.example.com'
const token = 'tok_ana'
const headers = { authorization: `Bearer ${token}` }
const log = (line: string) => process.stderr.write(`msw: ${line}\n`)

/**
 * A run yields to the event loop every this many requests. An intercepted fetch never waits for
 * I/O, so a run of them is one long chain of promises; undici frees what each request leaves
 * behind from a FinalizationRegistry, whose callbacks run only between tasks, so without a turn
 * the heap grows by some 8 KB a request, and so does the collector's work.
 */
const turnEvery = 50
const turn = () => new Promise((resolve) => setImmediate(resolve))

interface Way {
  /** Where the reads go. */
  base: string
  /** The MSW handlers that answer them; null: nothing intercepts, the server on loopback does. */
  handlers: HttpHandler[] | null
}

/** Runs `work` with only `way`'s handlers listening, and none once it is done. */
async function through<T>(way: Way, work: () => Promise<T>): Promise<T> {
  if (way.handlers === null) return work()
  const server = setupServer(...way.handlers)
  server.listen({ onUnhandledRequest: 'error' })
  try {
    return await work()
  } finally {
    server.close()
  }
}

async function get(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { headers })
  return { status: response.status, body: await response.json() }
}

/** The process's CPU (and the server's, over HTTP) per request over `n` requests of `url`. */
async function cpuPerRequest(url: string, n: number, serverPid: number | null) {
  globalThis.gc?.()
  await turn()
  const serverBefore = serverPid === null ? null : cpuMicros(serverPid)
  const before = process.cpuUsage()
  for (let i = 0; i < n; i++) {
    const response = await fetch(url, { headers })
    await response.json()
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
    if (i % turnEvery === turnEvery - 1) await turn()
  }
  const used = process.cpuUsage(before)
  const serverAfter = serverPid === null ? null : cpuMicros(serverPid)
  return {
    client: (used.user + used.system) / n,
    server: serverBefore === null || serverAfter === null ? null : (serverAfter - serverBefore) / n,
  }
}

async function main(): Promise<MswClientOutput> {
  const { createMswMock } = (await import(pathToFileURL(config.entry).href)) as { createMswMock: typeof CreateMswMock }
  const mock = await createMswMock({ baseUrl })
  const state = mock.state()
  const caller = state.tokens?.[token]
  if (typeof caller !== 'string') throw new Error(`the default fixture has no ${token}`)
  const mine: Way = { base: baseUrl, handlers: mock.handlers }
  const newest = await through(mine, () => get(`${baseUrl}/v1/messages?limit=1`))
  const reads = mswReads((newest.body as { data: { id: string }[] }).data[0].id)
  const paths = reads.map((read) => read.path)
  const answers = await through(mine, () => Promise.all(paths.map((path) => get(`${baseUrl}${path}`))))
  const ways: Record<MswVariant, Way> = {
    msw: mine,
    anchor: { base: baseUrl, handlers: await handWrittenHandlers(baseUrl, state, caller) },
    floor: { base: baseUrl, handlers: constantHandlers(paths, answers) },
    http: { base: config.server.url, handlers: null },
  }
  await verify(ways, paths)

  const order = Object.keys(ways) as MswVariant[]
  if (config.warmUp > 0) {
    log(`warming up: ${config.warmUp} requests of each read on each variant`)
    for (const variant of order)
      await through(ways[variant], async () => {
        for (const path of paths) await cpuPerRequest(`${ways[variant].base}${path}`, config.warmUp, null)
      })
  }
  const runs = paths.map((): MswRound[] => [])
  for (let round = 0; round < config.rounds; round++) {
    const rows = paths.map(() => ({}) as MswRound)
    for (const variant of round % 2 === 0 ? order : [...order].reverse()) {
      const way = ways[variant]
      await through(way, async () => {
        for (const [i, path] of paths.entries()) {
          const serverPid = variant === 'http' ? config.server.pid : null
          const { client, server } = await cpuPerRequest(`${way.base}${path}`, config.requests, serverPid)
          if (variant === 'http') Object.assign(rows[i], { httpClient: client, httpServer: server })
          else rows[i][variant] = client
        }
      })
    }
    for (const [i, row] of rows.entries()) {
      runs[i].push(row)
      const http = row.httpServer === null ? 'n/a' : Math.round(row.httpClient + row.httpServer)
      log(
        `round ${round + 1}/${config.rounds}: ${reads[i].title}: MSW ${Math.round(row.msw)}, hand-written ` +
          `${Math.round(row.anchor)}, constant ${Math.round(row.floor)}, HTTP ${http} µs a request`,
      )
    }
  }
  return { reads: reads.map((read, i) => ({ ...read, runs: runs[i] })) }
}

/**
 * The least an MSW handler can do: one `http.get` a read, answering the mock's body, made once,
 * as a new Response. What MSW and the fetch objects cost a request whatever answers it.
 */
function constantHandlers(paths: string[], answers: { body: unknown }[]): HttpHandler[] {
  return paths.map((path, i) => {
    const body = JSON.stringify(answers[i].body)
    return http.get(`${baseUrl}${path.split('?')[0]}`, () => new Response(body, { headers: jsonType }))
  })
}

const jsonType = { 'Content-Type': 'application/json; charset=utf-8' }

/**
 * The four answer each read alike (status 200, the same body), and the hand-written handler
 * answers 404 for a message that is not there, as the mock does: the row compares the same work.
 */
async function verify(ways: Record<MswVariant, Way>, paths: string[]): Promise<void> {
  for (const path of paths) {
    const answers: Partial<Record<MswVariant, unknown>> = {}
    for (const [variant, way] of Object.entries(ways) as [MswVariant, Way][]) {
      const answer = await through(way, () => get(`${way.base}${path}`))
      if (answer.status !== 200) throw new Error(`${variant} answered ${path} with ${answer.status}`)
      answers[variant] = answer.body
    }
    for (const variant of ['anchor', 'floor', 'http'] as const)
      if (!isDeepStrictEqual(answers[variant], answers.msw))
        throw new Error(`${variant} does not answer ${path} as the mock's MSW handlers do`)
  }
  for (const variant of ['msw', 'anchor'] as const) {
    const missing = await through(ways[variant], () => get(`${baseUrl}/v1/messages/msg_missing`))
    if (missing.status !== 404) throw new Error(`${variant} answered a missing message with ${missing.status}`)
  }
}

try {
  process.stdout.write(JSON.stringify(await main()))
} catch (error) {
  log((error as Error).stack ?? String(error))
  process.exitCode = 1
}
