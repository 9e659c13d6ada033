import { bodyForJournal, textOf } from '../core/bodies.js'
import type { ParamError, Problem, ProblemCode } from '../core/errors.js'
import { explain, type ReasonData } from '../core/reasons.js'
import type { Reason, ReasonCode } from '../core/types.gen.js'
import { type Kept, keptText, utf8Length } from '../core/wire.js'
import { type CoverageModel, Usage, type UsageImage } from './coverage.js'

/** One /v1 request as the journal shows it (CONTRACT section 7). */
export interface JournalEntry {
  method: string
  path: string
  query: Record<string, unknown>
  body: unknown
  caller: string | null
  status: number
  duration_ms: number
  at: number
  problem: { code: ProblemCode; errors: ParamError[] } | null
  /** Why the mock answered so: its decisions in order, the last the one that decided (docs/reasons.md). */
  why: Reason[]
}

/**
 * What a pact needs of a journaled request besides its entry: the request and the answer as they
 * went over the wire, each body as text under the journal's size cap (null when there was none,
 * or when it was over the cap: `bytes` then says how large it was).
 */
export interface Exchange {
  /** The query string as sent, without `?` ('' for none). */
  query: string
  /** The request headers a provider acts on: `Authorization` and `Content-Type`, when sent. */
  headers: Record<string, string>
  body: string | null
  bodyBytes: number
  answer: { headers: Record<string, string>; body: string | null; bytes: number }
  /** The fixture the tenant's world came from when the request arrived (the pact's provider state). */
  world: WorldOrigin
}

/** Where a tenant's world came from: the fixture, and the seed and clock it was served with. */
export interface WorldOrigin {
  fixture: string
  seed?: number
  clock?: number
}

/** An entry with its exchange, as a pact reads the journal. */
export interface Journaled {
  entry: JournalEntry
  exchange: Exchange
}

/**
 * One /v1 request as the journal keeps it: references to what serving it made anyway (the URL,
 * the parsed query and body, the answer's text or the page it was written from), in one object.
 * The entry and the exchange are made from it only when someone reads the journal or asks for a
 * pact, so that recording costs a request one small allocation and no copies or byte counts.
 */
export interface Recorded {
  method: string
  /** The request target as sent (path and query). */
  url: string
  path: string
  caller: string | null
  status: number
  ms: number
  /** The tenant's clock when the request arrived. */
  at: number
  /** The parsed query, or undefined when there was none to parse. */
  query: Record<string, unknown> | undefined
  /** The body as the handler read it, or undefined when no handler did. */
  body: unknown
  /** The body as sent, when at most `journalBodyLimit` bytes. */
  raw: Uint8Array | undefined
  rawBytes: number
  authorization: string | undefined
  contentType: string | undefined
  problem: Problem | undefined
  /** The answer's text, or the page or view it was written from (their text is rebuilt when read). */
  answer: Kept | undefined
  answerType: string | undefined
  /** Headers beyond Content-Type that a pact keeps, read from error answers only (a success has none). */
  answerHeaders: Record<string, string> | undefined
  world: WorldOrigin
  /** The decisions that made the answer, as data: their sentences are written when the journal is read. */
  why: readonly ReasonData[]
  /** When `why` is a shared sequence (src/engine/core/reasons.ts), the index of each code in `reasonCodes`: coverage counts them without a lookup. */
  whyCodes?: readonly number[]
}

/** Bodies above this many bytes are not kept whole: 1,000 of them per tenant must stay cheap. */
export const journalBodyLimit = 64 * 1024

/** The headers of an error answer that a pact keeps besides Content-Type (in the case they are written in). */
export const errorAnswerHeaders = ['WWW-Authenticate', 'Retry-After', 'Allow']

/** A journaled request as `GET /__requests` shows it; `tenant` is the name of the tenant whose journal holds it. */
export function entryOf(r: Recorded, tenant: string): JournalEntry {
  return {
    method: r.method,
    path: r.path,
    query: r.query ?? {},
    body:
      r.rawBytes > journalBodyLimit
        ? `[a body of ${r.rawBytes} bytes, not kept]`
        : (r.body ?? bodyForJournal(r.raw, r.contentType)),
    caller: r.caller,
    status: r.status,
    duration_ms: r.ms,
    at: r.at,
    problem: r.problem ? { code: r.problem.code, errors: r.problem.errors } : null,
    why: explain(r.why, { ...r, tenant }),
  }
}

export function exchangeOf(r: Recorded): Exchange {
  const headers: Record<string, string> = {}
  if (r.authorization !== undefined) headers.Authorization = r.authorization
  if (r.contentType !== undefined) headers['Content-Type'] = r.contentType
  const sent: Record<string, string> = {}
  if (r.answerType !== undefined) sent['Content-Type'] = r.answerType
  Object.assign(sent, r.answerHeaders)
  const text = r.answer === undefined || r.method === 'HEAD' ? undefined : keptText(r.answer)
  const bytes = text === undefined ? 0 : utf8Length(text)
  const mark = r.url.indexOf('?')
  return {
    query: mark === -1 ? '' : r.url.slice(mark + 1),
    headers,
    body: r.raw === undefined || r.rawBytes === 0 ? null : textOf(r.raw),
    bodyBytes: r.rawBytes,
    answer: { headers: sent, body: bytes === 0 || bytes > journalBodyLimit ? null : (text as string), bytes },
    world: r.world,
  }
}

export interface JournalFilter {
  method?: string
  path?: string
  caller?: string
  /** Only requests answered with this status. */
  status?: number
  /** Only requests at or after this time of the tenant's clock. */
  since?: number
  /** Only requests with a reason of this code. */
  reason?: ReasonCode
  limit?: number
}

export const journalCapacity = 1000

/**
 * The last 1,000 /v1 requests in a ring: constant memory however long the server runs. A request
 * leaving the ring is folded into the counts of the coverage first, so the coverage covers every
 * request since the last clear.
 */
export class Journal {
  private readonly ring: (Recorded | undefined)[] = new Array(journalCapacity)
  private next = 0
  private count = 0
  private readonly left: Usage
  /** Bumped by every entry recorded and by a clear. */
  version = 0
  /** Bumped by every clear. */
  clears = 0
  /** How many entries were ever recorded: an entry recorded as the n-th is in the ring while `total - n` is under its size. */
  total = 0

  constructor(
    /** The name of the tenant it is the journal of. */
    readonly tenant: string,
    private readonly model: () => CoverageModel,
  ) {
    this.left = new Usage(model)
  }

  /** How many entries the ring holds now (at most 1,000): what the server's metrics sum over the tenants. */
  get size(): number {
    return this.count
  }

  record(recorded: Recorded): void {
    const leaving = this.ring[this.next]
    if (leaving !== undefined) this.left.add(leaving)
    this.ring[this.next] = recorded
    this.total++
    this.next = (this.next + 1) % journalCapacity
    this.count = Math.min(this.count + 1, journalCapacity)
    this.version++
  }

  /** Puts `recorded` in place of the newest entry (a change answered otherwise once it could not be kept). */
  replaceLast(recorded: Recorded): void {
    if (this.count === 0) return
    this.ring[(this.next - 1 + journalCapacity) % journalCapacity] = recorded
    this.version++
  }

  clear(): void {
    this.ring.fill(undefined)
    this.next = 0
    this.count = 0
    this.left.clear()
    this.version++
    this.clears++
  }

  /** The entries, oldest first, as they are kept: what a kept tenant writes of its journal. */
  records(): Recorded[] {
    const out: Recorded[] = []
    for (let i = this.count; i >= 1; i--)
      out.push(this.ring[(this.next - i + journalCapacity) % journalCapacity] as Recorded)
    return out
  }

  /** What requests that left the ring exercised (the rest of `usage`). */
  leftImage(): UsageImage {
    return this.left.image()
  }

  /** The counts of the requests that left the ring, as a kept tenant's journal says they were. */
  setLeft(image: UsageImage): void {
    this.left.restore(image)
  }

  /** The journal of a kept tenant: empty, with the counts of the requests that had left its ring. */
  restoreLeft(image: UsageImage): void {
    this.clear()
    this.left.restore(image)
  }

  /** What every request since the last clear exercised, for a coverage report. */
  usage(): Usage {
    const usage = new Usage(this.model)
    usage.merge(this.left)
    for (let i = this.count; i >= 1; i--)
      usage.add(this.ring[(this.next - i + journalCapacity) % journalCapacity] as Recorded)
    return usage
  }

  /** Newest first, filtered by exact method (any case), path, caller, status, time and reason code. */
  entries(filter: JournalFilter = {}): JournalEntry[] {
    const method = filter.method?.toUpperCase()
    const out: JournalEntry[] = []
    for (let i = 1; i <= this.count && out.length < (filter.limit ?? journalCapacity); i++) {
      const recorded = this.ring[(this.next - i + journalCapacity) % journalCapacity] as Recorded
      if (method !== undefined && recorded.method !== method) continue
      if (filter.path !== undefined && recorded.path !== filter.path) continue
      if (filter.caller !== undefined && recorded.caller !== filter.caller) continue
      if (filter.status !== undefined && recorded.status !== filter.status) continue
      if (filter.since !== undefined && recorded.at < filter.since) continue
      if (filter.reason !== undefined && !recorded.why.some((reason) => reason.code === filter.reason)) continue
      out.push(entryOf(recorded, this.tenant))
    }
    return out
  }

  /** Every entry with its exchange, oldest first: the order a pact replays them in. */
  exchanges(): Journaled[] {
    return this.records().map((recorded) => ({ entry: entryOf(recorded, this.tenant), exchange: exchangeOf(recorded) }))
  }
}
