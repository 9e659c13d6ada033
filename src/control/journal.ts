import type { ParamError, ProblemCode } from '../errors.js'

/** One /v1 request as the journal keeps it (CONTRACT section 7). */
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

export interface JournalFilter {
  method?: string
  path?: string
  caller?: string
  limit?: number
}

export const journalCapacity = 1000

/** The last 1,000 /v1 requests in a ring: constant memory however long the server runs. */
export class Journal {
  private readonly ring: (Journaled | undefined)[] = new Array(journalCapacity)
  private next = 0
  private count = 0
  /** Bumped by every entry recorded and by a clear. */
  version = 0

  record(entry: JournalEntry, exchange: Exchange): void {
    this.ring[this.next] = { entry, exchange }
    this.next = (this.next + 1) % journalCapacity
    this.count = Math.min(this.count + 1, journalCapacity)
    this.version++
  }

  clear(): void {
    this.ring.fill(undefined)
    this.next = 0
    this.count = 0
    this.version++
  }

  /** Newest first, filtered by exact method (any case), path and caller. */
  entries(filter: JournalFilter = {}): JournalEntry[] {
    const method = filter.method?.toUpperCase()
    const out: JournalEntry[] = []
    for (let i = 1; i <= this.count && out.length < (filter.limit ?? journalCapacity); i++) {
      const { entry } = this.ring[(this.next - i + journalCapacity) % journalCapacity] as Journaled
      if (method !== undefined && entry.method !== method) continue
      if (filter.path !== undefined && entry.path !== filter.path) continue
      if (filter.caller !== undefined && entry.caller !== filter.caller) continue
      out.push(entry)
    }
    return out
  }

  /** Every entry with its exchange, oldest first: the order a pact replays them in. */
  exchanges(): Journaled[] {
    const out: Journaled[] = []
    for (let i = this.count; i >= 1; i--)
      out.push(this.ring[(this.next - i + journalCapacity) % journalCapacity] as Journaled)
    return out
  }
}
