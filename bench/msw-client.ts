/**
 * The test process of the MSW row (bench/msw.ts): the mock's MSW handlers, the hand-written ones
 * over `@msw/data` and a constant answer, each run by `setupServer` behind the global `fetch` and
 * by `getResponse` alone, and the mock's server over loopback, all answering the same two reads,
 * one at a time, each body read as JSON. bench/msw.ts bundles it and runs it with plain Node; it
 * takes its config as JSON in argv[2], writes progress to stderr and its runs as JSON to stdout.
 */
import { pathToFileURL } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { getResponse, type HttpHandler, http } from 'msw'
import { setupServer } from 'msw/node'
import type { createMswMock as CreateMswMock } from '../src/msw.js'
import { cpuMicros } from './children.js'
import {
  type MswClientConfig,
  type MswClientOutput,
  type MswHandlers,
  type MswRound,
  type MswWay,
  mswHandlers,
  mswWays,
} from './msw.js'
import { handWrittenHandlers } from './msw-anchor.js'
import { mswReads } from './scenarios.js'

const config = JSON.parse(process.argv[2]) as MswClientConfig
/** Where the app under test calls the API; the MSW variants answer it, the server does not. */
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

/** One way a read is answered: a set of handlers run one of MSW's two ways, or the server over HTTP. */
type Variant = { name: string; way: MswWay; handlers: MswHandlers; list: HttpHandler[] } | { name: string; way: 'http' }

/** Every set of handlers both ways, then the server; the mock's handlers by setupServer first. */
function variantsOf(handlers: Record<MswHandlers, HttpHandler[]>): Variant[] {
  return [
    ...mswWays.flatMap((way) =>
      mswHandlers.map((name) => ({ name: `${name} by ${way}`, way, handlers: name, list: handlers[name] })),
    ),
    { name: 'HTTP', way: 'http' },
  ]
}

/** Where a variant's reads go: the server's URL over HTTP, else the base URL the handlers answer. */
const baseOf = (variant: Variant) => (variant.way === 'http' ? config.server.url : baseUrl)

/** Sends one read as the variant runs it and gives the Response. */
type Send = (url: string) => Promise<Response>

/**
 * Runs `work` with the variant's way of sending: the global fetch, with the handlers' interceptor
 * listening for `setupServer` (and none once it is done), or `getResponse` over a new `Request`.
 */
async function through<T>(variant: Variant, work: (send: Send) => Promise<T>): Promise<T> {
  const fetchIt: Send = (url) => fetch(url, { headers })
  if (variant.way === 'http') return work(fetchIt)
  const { list } = variant
  if (variant.way === 'getResponse')
    return work(async (url) => {
      const response = await getResponse(list, new Request(url, { headers }))
      if (response === undefined) throw new Error(`no handler of ${variant.name} took ${url}`)
      return response
    })
  const server = setupServer(...list)
  server.listen({ onUnhandledRequest: 'error' })
  try {
    return await work(fetchIt)
  } finally {
    server.close()
  }
}

async function read(send: Send, url: string): Promise<{ status: number; body: unknown }> {
  const response = await send(url)
  return { status: response.status, body: await response.json() }
}

/** The process's CPU (and the server's, over HTTP) per request over `n` requests of `url`. */
async function cpuPerRequest(send: Send, url: string, n: number, serverPid: number | null) {
  globalThis.gc?.()
  await turn()
  const serverBefore = serverPid === null ? null : cpuMicros(serverPid)
  const before = process.cpuUsage()
  for (let i = 0; i < n; i++) {
    const response = await send(url)
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
  const mine: Variant = { name: 'msw by setupServer', way: 'setupServer', handlers: 'msw', list: mock.handlers }
  const newest = await through(mine, (send) => read(send, `${baseUrl}/v1/messages?limit=1`))
  const reads = mswReads((newest.body as { data: { id: string }[] }).data[0].id)
  const paths = reads.map((r) => r.path)
  const answers = await through(mine, (send) => Promise.all(paths.map((path) => read(send, `${baseUrl}${path}`))))
  const variants = variantsOf({
    msw: mock.handlers,
    anchor: await handWrittenHandlers(baseUrl, state, caller),
    floor: constantHandlers(paths, answers),
  })
  await verify(variants, paths)

  if (config.warmUp > 0) {
    log(`warming up: ${config.warmUp} requests of each read on each variant`)
    for (const variant of variants)
      await through(variant, async (send) => {
        for (const path of paths) await cpuPerRequest(send, `${baseOf(variant)}${path}`, config.warmUp, null)
      })
  }
  const runs = paths.map((): MswRound[] => [])
  for (let round = 0; round < config.rounds; round++) {
    const rows = paths.map((): MswRound => ({ setupServer: {}, getResponse: {} }) as MswRound)
    for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
      await through(variant, async (send) => {
        for (const [i, path] of paths.entries()) {
          const serverPid = variant.way === 'http' ? config.server.pid : null
          const { client, server } = await cpuPerRequest(send, `${baseOf(variant)}${path}`, config.requests, serverPid)
          if (variant.way === 'http') Object.assign(rows[i], { httpClient: client, httpServer: server })
          else rows[i][variant.way][variant.handlers] = client
        }
      })
    }
    for (const [i, row] of rows.entries()) {
      runs[i].push(row)
      const http = row.httpServer === null ? 'n/a' : Math.round(row.httpClient + row.httpServer)
      const way = (w: MswWay) => mswHandlers.map((h) => Math.round(row[w][h])).join('/')
      log(
        `round ${round + 1}/${config.rounds}: ${reads[i].title}: MSW/hand-written/constant by setupServer ` +
          `${way('setupServer')}, by getResponse ${way('getResponse')}, HTTP ${http} µs a request`,
      )
    }
  }
  return { reads: reads.map((r, i) => ({ ...r, runs: runs[i] })) }
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
 * Every variant answers each read alike (status 200, the same body as the mock's handlers through
 * setupServer), and the hand-written handler answers 404 for a message that is not there, as the
 * mock does, both ways: the row compares the same work.
 */
async function verify(variants: Variant[], paths: string[]): Promise<void> {
  for (const path of paths) {
    const answers = new Map<string, unknown>()
    for (const variant of variants) {
      const answer = await through(variant, (send) => read(send, `${baseOf(variant)}${path}`))
      if (answer.status !== 200) throw new Error(`${variant.name} answered ${path} with ${answer.status}`)
      answers.set(variant.name, answer.body)
    }
    const mine = answers.get(variants[0].name)
    for (const [name, body] of answers)
      if (!isDeepStrictEqual(body, mine))
        throw new Error(`${name} does not answer ${path} as the mock's MSW handlers do`)
  }
  for (const variant of variants)
    if (variant.way !== 'http' && variant.handlers !== 'floor') {
      const missing = await through(variant, (send) => read(send, `${baseUrl}/v1/messages/msg_missing`))
      if (missing.status !== 404) throw new Error(`${variant.name} answered a missing message with ${missing.status}`)
    }
}

try {
  process.stdout.write(JSON.stringify(await main()))
} catch (error) {
  log((error as Error).stack ?? String(error))
  process.exitCode = 1
}
