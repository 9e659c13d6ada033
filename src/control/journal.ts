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

export interface JournalFilter {
  method?: string
  path?: string
  caller?: string
  limit?: number
}

export const journalCapacity = 1000

/** The last 1,000 /v1 requests in a ring: constant memory however long the server runs. */
export class Journal {
  private readonly ring: (JournalEntry | undefined)[] = new Array(journalCapacity)
  private next = 0
  private count = 0

  record(entry: JournalEntry): void {
    this.ring[this.next] = entry
    this.next = (this.next + 1) % journalCapacity
    this.count = Math.min(this.count + 1, journalCapacity)
  }

  clear(): void {
    this.ring.fill(undefined)
    this.next = 0
    this.count = 0
  }

  /** Newest first, filtered by exact method (any case), path and caller. */
  entries(filter: JournalFilter = {}): JournalEntry[] {
    const method = filter.method?.toUpperCase()
    const out: JournalEntry[] = []
    for (let i = 1; i <= this.count && out.length < (filter.limit ?? journalCapacity); i++) {
      const entry = this.ring[(this.next - i + journalCapacity) % journalCapacity] as JournalEntry
      if (method !== undefined && entry.method !== method) continue
      if (filter.path !== undefined && entry.path !== filter.path) continue
      if (filter.caller !== undefined && entry.caller !== filter.caller) continue
      out.push(entry)
    }
    return out
  }
}
