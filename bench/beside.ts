import { Agent, request } from 'node:http'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import {
  type ActivityMemory,
  type ActivityTally,
  activityMemory,
  describeActivity,
  newActivityTally,
  type Sender,
  sendRate,
  startActivity,
} from './activity.js'
import { BenchError, type Child, cpuMicros, stop } from './children.js'
import { type Context, once } from './context.js'
import { count, mib, ms } from './format.js'
import { median, medianOfPaced, type PacedMeasurement, type PacedOptions, paced, pairedRatio } from './load.js'
import { besideScenario, headersOf, type Scenario } from './scenarios.js'
import { launch } from './servers.js'
import { loadTimeout } from './sizes.js'
import { type GeneratedWorld, writeGeneratedWorld } from './worlds.js'

/**
 * The control plane beside the API (issue 17): how a /v1 read's latency moves while the inspector
 * polls the mock, or while the state is exported, at 1,000 and at 1,000,000 messages; and while
 * the other participants of every conversation reply, react, read and write on their own (issue
 * 26, bench/activity.ts).
 *
 * The reads go at a fixed rate (an open loop, `paced`; --beside-rate, default 200 a second: a busy
 * suite's pace, 15 to 20% of a core on a busy two-core machine): below what the mock can answer,
 * so that their latency is the request's own plus whatever the traffic beside it makes them wait,
 * and a stall of the event loop shows in the percentiles instead of hiding behind 50 waiting
 * connections. Every traffic runs in the bench's process, as clients of the mock; each request of
 * it must answer 200, or the bench fails.
 */

/**
 * A search of the inspector: a phrase of the generated texts with fewer matches than a page (10
 * in the million-message world), so that every search walks the whole world, 2,000 records per
 * turn of the event loop: the longest search there is.
 */
export const searchQuery = 'drive monday'

/** How the emulated inspectors go (ui/main.ts, ui/views/world.ts). */
export interface Pace {
  inspectors: number
  /** Pause between the end of a poll of /__world and the next. */
  pollMs: number
  /**
   * Refetches the world's pages at every poll, as if the world had changed since the last one: the
   * reads change nothing, a suite under test writes all the time. Otherwise only when
   * `version.world` moved, as the inspector does.
   */
  pagesEveryPoll: boolean
  /** A search is started this often (the next one waits for the last to end). */
  searchMs: number
}

type Traffic =
  | { kind: 'none' }
  | { kind: 'inspectors'; pace: Pace }
  /** GET /__state again and again, one at a time, `pauseMs` after the last ended (null: at once). */
  | { kind: 'exports'; pauseMs: number | null }
  /** bench/activity.ts: the activity on, and client sends a tenth as often as the reads. */
  | { kind: 'activity' }

export interface Beside {
  readonly title: string
  readonly traffic: Traffic
}

/** What runs beside the reads, one run each, in this order (reversed every other round). */
export const besides: readonly Beside[] = [
  { title: 'nothing', traffic: { kind: 'none' } },
  {
    title: 'the inspector (polls every 500 ms, a search every 2 s)',
    traffic: { kind: 'inspectors', pace: { inspectors: 1, pollMs: 500, pagesEveryPoll: false, searchMs: 2000 } },
  },
  {
    title: '4 inspectors polling every 100 ms, pages at every poll (worst case)',
    traffic: { kind: 'inspectors', pace: { inspectors: 4, pollMs: 100, pagesEveryPoll: true, searchMs: 2000 } },
  },
  { title: 'a state export (GET /__state, one after another)', traffic: { kind: 'exports', pauseMs: null } },
  { title: "the old inspector's GET /__state, a second after the last", traffic: { kind: 'exports', pauseMs: 1000 } },
  {
    title:
      'activity in every conversation (each client send read, answered and reacted to within 2 s; 10 sends a second)',
    traffic: { kind: 'activity' },
  },
]

/** What a traffic did over every round of one size. */
interface Tally {
  polls: number
  pageSets: number
  journals: number
  /** Milliseconds of each search, send to last byte. */
  searches: number[]
  /** Milliseconds of each export that ended. */
  exports: number[]
  /** Exports still running when a run ended, stopped there. */
  cut: number
  bytes: number
  activity: ActivityTally
}

export interface BesideRow {
  /** Messages in the mock's world (GET /__world). */
  messages: number
  /** Conversations the caller takes part in, of all the world's. */
  conversations: { caller: number; all: number }
  /** The search's matches in this world, and whether it walked the whole world. */
  search: { matches: number; whole: boolean }
  /** RSS with the activity off and just after it was turned on, the mock idle. */
  memory: ActivityMemory
  /** One per entry of `besides`: medians of the rounds. */
  results: PacedMeasurement[]
  /** One per entry of `besides`: p99 ÷ the p99 with nothing beside, round by round (see pairedRatio). */
  vsAlone: number[]
  /** One per entry of `besides`: what the traffic did, over all rounds. */
  done: string[]
}

export interface BesideResult {
  scenario: Scenario
  rate: number
  /** Reads per run. */
  amount: number
  rows: BesideRow[]
  /** Load averages (1, 5, 15 minutes) when this test started and when it ended. */
  load: [number[], number[]]
}

export async function beside(ctx: Context): Promise<BesideResult> {
  const before = loadavg()
  const rate = ctx.options.besideRate
  const amount = ctx.options.requests ?? Math.round(ctx.options.duration * rate)
  const rows: BesideRow[] = []
  for (const messages of ctx.options.besideSizes) rows.push(await besideAt(ctx, messages, { rate, amount }))
  return { scenario: besideScenario(), rate, amount, rows, load: [before, loadavg()] }
}

/** One mock with the generated world of `messages`, every traffic beside the reads, `rounds` times. */
async function besideAt(ctx: Context, messages: number, reads: PacedOptions): Promise<BesideRow> {
  const file = join(ctx.dir, `beside-${messages}.json`)
  const world = writeGeneratedWorld(file, messages)
  ctx.log(`beside ${world.messages}: generating the world`)
  const started = await launch(ctx, 'mock', file, await ctx.ports.take(), { timeoutMs: loadTimeout(world.messages) })
  const mock = { ...started.child, name: `mock ${world.messages}` }
  try {
    const scenario = besideScenario()
    const page = JSON.parse((await once(mock, world, scenario)).body) as { data: unknown[] }
    if (page.data.length !== 10) throw new BenchError(`${scenario.path} gave ${page.data.length} messages, not 10`)
    const look = await lookAround(mock, world)
    ctx.log(
      `beside ${look.messages}: the caller in ${look.conversations.caller} of ${look.conversations.all} conversations; ` +
        `"${searchQuery}" matches ${look.search.matches}${look.search.whole ? ', the whole world searched' : ''}`,
    )
    await quiet(mock)
    const memory = await activityMemory(mock)
    const headers = headersOf(world, scenario)
    const sender = {
      token: world.token,
      conversations: look.callerConversations,
      rate: sendRate(reads.rate),
    }
    if (!ctx.options.quick) {
      ctx.log(`beside ${look.messages}: warming up`)
      // With the activity on: the first client sends and simulated actions of a process run
      // before the JIT has compiled their paths, a cost of the first run rather than the activity's.
      // Five seconds of reads: after one, the first round's reads alone had a p50 up to three
      // times the later rounds' (their p99 is still higher after five: measured on 2026-11-26, in
      // git log -- docs/performance.md). Then the first row, like every other, starts on an idle mock.
      const warm = startActivity(mock, sender, newActivityTally())
      try {
        await warm.started
        await paced(mock, scenario, headers, { rate: reads.rate, amount: 5 * reads.rate })
      } finally {
        await warm.stop()
      }
      await quiet(mock)
    }
    const runs = besides.map((): PacedMeasurement[] => [])
    const tallies = besides.map(newTally)
    for (let round = 0; round < ctx.options.rounds; round++) {
      const order = [...besides.keys()]
      if (round % 2 === 1) order.reverse()
      for (const k of order) {
        const traffic = startTraffic(mock, look.conversation, sender, besides[k].traffic, tallies[k])
        let m: PacedMeasurement
        try {
          await traffic.started
          m = await paced(mock, scenario, headers, reads)
        } finally {
          await traffic.stop()
        }
        await quiet(mock)
        runs[k].push(m)
        ctx.log(
          `beside ${look.messages} ${round + 1}/${ctx.options.rounds}: ${besides[k].title}: ` +
            `p50 ${ms(m.p50)} ms, p99 ${ms(m.p99)} ms, max ${ms(m.max)} ms`,
        )
      }
    }
    return {
      messages: look.messages,
      conversations: look.conversations,
      search: look.search,
      memory,
      results: runs.map(medianOfPaced),
      vsAlone: runs.map((rounds) => pairedRatio(p99s(rounds), p99s(runs[0])) ?? Number.NaN),
      done: besides.map((b, k) => describe(b.traffic, tallies[k])),
    }
  } finally {
    await stop(mock)
  }
}

const p99s = (runs: PacedMeasurement[]) => runs.map((run) => run.p99)

/** The world as the inspector first sees it: its size, a conversation to open, the search's reach. */
async function lookAround(mock: Child, world: GeneratedWorld) {
  const summary = JSON.parse((await ok(`${mock.url}/__world`, false, true)).body) as {
    counts: { messages: number }
  }
  if (summary.counts.messages !== world.messages)
    throw new BenchError(`GET /__world counts ${summary.counts.messages} messages, not ${world.messages}`)
  const callerConversations: string[] = []
  let all = 0
  let conversation: string | undefined
  let after: string | null = null
  do {
    const cursor = after === null ? '' : `&after=${encodeURIComponent(after)}`
    const listing: {
      data: { id: string; group: unknown; participants: { id: string }[] }[]
      next: string | null
    } = JSON.parse((await ok(`${mock.url}/__world/conversations?limit=500${cursor}`, false, true)).body)
    for (const c of listing.data) {
      all++
      if (c.participants.some((p) => p.id === world.caller)) callerConversations.push(c.id)
      if (c.group !== null) conversation ??= c.id
    }
    after = listing.next
  } while (after !== null)
  if (conversation === undefined) throw new BenchError('the generated world has no group conversation')
  const found = JSON.parse((await ok(`${mock.url}${searchPath}`, false, true)).body) as {
    data: unknown[]
    next: string | null
  }
  return {
    messages: summary.counts.messages,
    conversations: { caller: callerConversations.length, all },
    callerConversations,
    conversation,
    search: { matches: found.data.length, whole: found.next === null },
  }
}

const searchPath = `/__world/messages?q=${encodeURIComponent(searchQuery)}&limit=50`

/** The pages the inspector shows of the world, with `conversation` open. */
const worldPages = (conversation: string) => [
  '/__world/contacts?limit=50',
  '/__world/conversations?kind=group&limit=50',
  '/__world/conversations?kind=direct&limit=50',
  `/__world/conversations/${encodeURIComponent(conversation)}/messages?limit=50`,
]

interface Running {
  /** Resolves once the traffic is going: each inspector's first poll done, the first export's first bytes in. */
  started: Promise<void>
  /**
   * Stops the traffic: no new request, the exports cut, and resolves once the requests still out
   * have ended. Rejects with the traffic's first failure, if any.
   */
  stop(): Promise<void>
}

function startTraffic(mock: Child, conversation: string, sender: Sender, traffic: Traffic, tally: Tally): Running {
  if (traffic.kind === 'none') return { started: Promise.resolve(), stop: () => Promise.resolve() }
  if (traffic.kind === 'activity') return startActivity(mock, sender, tally.activity)
  const stopper = new Stopper()
  let failure: unknown
  let cut = () => {}
  const go: { started: Promise<void>[]; loops: Promise<void>[] } = { started: [], loops: [] }
  if (traffic.kind === 'inspectors') {
    for (let i = 0; i < traffic.pace.inspectors; i++) {
      const inspector = inspect(mock.url, conversation, traffic.pace, stopper, tally)
      go.started.push(inspector.polled)
      go.loops.push(inspector.done)
    }
  } else {
    const exporter = exportLoop(mock.url, traffic.pauseMs, stopper, tally)
    cut = exporter.cut
    go.started.push(exporter.flowing)
    go.loops.push(exporter.done)
  }
  // A failure stops everything at once; stop() reports it.
  const done = Promise.all(go.loops).then(
    () => undefined,
    (error: unknown) => {
      failure = error
      stopper.stop()
      cut()
    },
  )
  const ended = done.then(() => {
    if (failure !== undefined) throw failure
  })
  return {
    // Going, or failed before it got going.
    started: Promise.race([Promise.all(go.started).then(() => undefined), ended]),
    async stop() {
      stopper.stop()
      cut()
      await ended
    },
  }
}

/** One emulated inspector: its polls and pages (ui/main.ts) and a search every `searchMs`. */
function inspect(url: string, conversation: string, pace: Pace, stopper: Stopper, tally: Tally) {
  // A browser opens up to six connections to one host.
  const agent = new Agent({ keepAlive: true, maxSockets: 6 })
  let signal = () => {}
  const polled = new Promise<void>((resolve) => {
    signal = resolve
  })
  const poll = async () => {
    let seen: { world: number; journal: number } | null = null
    while (!stopper.stopped) {
      const summary = JSON.parse((await ok(`${url}/__world`, agent, true)).body) as {
        version: { world: number; journal: number }
      }
      const { version } = summary
      tally.polls++
      const fetches: Promise<unknown>[] = []
      if (pace.pagesEveryPoll || version.world !== seen?.world) {
        tally.pageSets++
        for (const path of worldPages(conversation)) fetches.push(ok(`${url}${path}`, agent))
      }
      if (version.journal !== seen?.journal) {
        tally.journals++
        fetches.push(ok(`${url}/__requests?limit=100`, agent))
      }
      await Promise.all(fetches)
      seen = version
      signal()
      await stopper.sleep(pace.pollMs)
    }
  }
  const search = async () => {
    while (!stopper.stopped) {
      const started = performance.now()
      await ok(`${url}${searchPath}`, agent)
      tally.searches.push(performance.now() - started)
      await stopper.sleep(pace.searchMs - (performance.now() - started))
    }
  }
  const done = Promise.all([poll(), search()]).then(
    () => agent.destroy(),
    (error: unknown) => {
      agent.destroy()
      throw error
    },
  )
  return { polled, done }
}

/** GET /__state again and again on a connection of its own, `pauseMs` after each (null: none). */
function exportLoop(url: string, pauseMs: number | null, stopper: Stopper, tally: Tally) {
  let current: Request | undefined
  let signal = () => {}
  const flowing = new Promise<void>((resolve) => {
    signal = resolve
  })
  const loop = async () => {
    while (!stopper.stopped) {
      current = get(`${url}/__state`, false, false, signal)
      const got = await current.answer
      tally.bytes += got.bytes
      if (got.cut) {
        tally.cut++
        return
      }
      if (got.status !== 200) throw new BenchError(`GET /__state answered ${got.status}`)
      tally.exports.push(got.ms)
      if (pauseMs !== null) await stopper.sleep(pauseMs)
    }
  }
  return { flowing, done: loop(), cut: () => current?.abort() }
}

interface Got {
  status: number
  /** The body when it was asked for, else ''. */
  body: string
  bytes: number
  ms: number
  /** Aborted by `abort()` before its end. */
  cut: boolean
}

interface Request {
  answer: Promise<Got>
  /** Ends the request where it is: its answer resolves with `cut`. */
  abort(): void
}

/** One GET. An export's hundreds of megabytes are counted as they come, not kept. */
function get(url: string, agent: Agent | false, keep: boolean, firstBytes?: () => void): Request {
  let aborted = false
  let req: ReturnType<typeof request> | undefined
  const answer = new Promise<Got>((resolve, reject) => {
    const started = performance.now()
    let bytes = 0
    let status = 0
    const chunks: Buffer[] = []
    let over = false
    const finish = (error?: Error) => {
      if (over) return
      over = true
      const got = { status, body: Buffer.concat(chunks).toString('utf8'), bytes, ms: performance.now() - started }
      if (aborted) resolve({ ...got, cut: true })
      else if (error) reject(new BenchError(`GET ${url} failed: ${error.message}`))
      else resolve({ ...got, cut: false })
    }
    req = request(url, { agent }, (res) => {
      status = res.statusCode ?? 0
      res.on('data', (chunk: Buffer) => {
        if (bytes === 0) firstBytes?.()
        bytes += chunk.length
        if (keep) chunks.push(chunk)
      })
      res.on('end', () => finish())
      res.on('error', finish)
      res.on('close', () => finish(new Error('the connection closed before the end of the answer')))
    })
    req.on('error', finish)
    req.end()
  })
  return {
    answer,
    abort() {
      aborted = true
      req?.destroy()
    },
  }
}

/** A GET that must answer 200; the body is kept when asked for. */
async function ok(url: string, agent: Agent | false, keep = false): Promise<Got> {
  const got = await get(url, agent, keep).answer
  if (got.status !== 200) throw new BenchError(`GET ${url} answered ${got.status}: ${got.body.slice(0, 300)}`)
  return got
}

/** A traffic's off switch: its loops look at `stopped`, and its pauses end early when it is set. */
class Stopper {
  stopped = false
  private readonly waking = new Set<() => void>()

  sleep(ms: number): Promise<void> {
    if (this.stopped || ms <= 0) return Promise.resolve()
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        this.waking.delete(wake)
        resolve()
      }
      const timer = setTimeout(wake, ms)
      this.waking.add(wake)
    })
  }

  stop(): void {
    this.stopped = true
    for (const wake of [...this.waking]) wake()
  }
}

/**
 * Waits until the mock is idle (under 5% of a core over 200 ms, twice running; at most 60 s): a
 * search or the end of an export may run on after its client stopped listening, and must not fall
 * on the next run.
 */
async function quiet(mock: Child): Promise<void> {
  const until = performance.now() + 60_000
  let before = cpuMicros(mock.pid)
  let calm = 0
  while (calm < 2 && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    const now = cpuMicros(mock.pid)
    if (before === null || now === null) return
    calm = now - before < 10_000 ? calm + 1 : 0
    before = now
  }
}

function newTally(): Tally {
  return {
    polls: 0,
    pageSets: 0,
    journals: 0,
    searches: [],
    exports: [],
    cut: 0,
    bytes: 0,
    activity: newActivityTally(),
  }
}

/** `n thing` or `n things`. */
const many = (n: number, one: string, more = `${one}s`) => `${count(n)} ${n === 1 ? one : more}`

/** What a traffic did, for the table: counts over every round, the median duration of searches and exports. */
function describe(traffic: Traffic, t: Tally): string {
  if (traffic.kind === 'none') return '-'
  if (traffic.kind === 'activity') return describeActivity(t.activity)
  if (traffic.kind === 'inspectors') {
    const searches =
      t.searches.length === 0
        ? 'no search'
        : `${many(t.searches.length, 'search', 'searches')} of ${ms(median(t.searches))} ms`
    return `${many(t.polls, 'poll')}, ${many(t.pageSets, 'set')} of pages, ${many(t.journals, 'journal page')}, ${searches}`
  }
  const whole =
    t.exports.length === 0 ? 'no export ended' : `${many(t.exports.length, 'export')} of ${ms(median(t.exports))} ms`
  return `${whole}, ${count(t.cut)} cut at the end of a run; ${mib(t.bytes)} received`
}
