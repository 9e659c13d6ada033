import { DurableObject } from 'cloudflare:workers'
import type { TenantsUsage } from '../engine/apart.js'
import type { UsageImage } from '../engine/control/coverage.js'
import { defaultTenant } from '../engine/core/tenants.js'
import { type MockOptions, resolveOptions } from '../engine/options.js'
import type { TenantSummary } from '../engine/request/context.js'
import { type Ending, type MockEnv, type MockObjectClass, optionsFor, tenantStub } from './host.js'
import type { ObjectState } from './runtime.js'

/**
 * The directory: one Durable Object that knows the names of the tenants, in the order they were
 * made, and what the dropped ones exercised; what spans tenants goes through it. A tenant's object
 * asks it before it makes its tenant, so that the server's limit (--max-tenants, MAX_TENANTS) holds
 * across objects: one object answers, one request at a time, so two new tenants cannot both take
 * the last place. The counts and dates of a list, and a coverage's counts, are asked of each
 * tenant's object when they are asked for: nothing is sent here on a tenant's every request (each
 * call to an object is a request the free tier counts). A tenant that ran out (its lease, or
 * TENANT_IDLE) is ended here, whoever noticed: its alarm, a request after it, a list, or a new
 * tenant at the limit, which first ends those that ran out, as --max-tenants does.
 *
 *   tenants(seq INTEGER PRIMARY KEY, name TEXT UNIQUE)   `default` first, always
 *   dropped(id INTEGER PRIMARY KEY, usage TEXT, count INTEGER)   one row: the coverage counts of
 *                                                        the dropped tenants, summed, and how many
 */
export function directoryObjectClass(options: MockOptions): MockObjectClass {
  return class MockDirectory extends DurableObject<MockEnv> {
    /** Drops and ends under way, by name: a tenant of that name admitted meanwhile is made after. */
    private readonly dropping = new Map<string, Promise<boolean>>()
    /**
     * When each tenant ends unless used (null: never), as its object last said: a full directory
     * asks only those past it. Use only moves a deadline later; one moved earlier (a shorter lease)
     * is its alarm's to notice. Kept in memory: a directory made again asks each once more.
     */
    private readonly deadlines = new Map<string, number | null>()
    private readonly maxTenants: number

    constructor(ctx: ObjectState, env: MockEnv) {
      super(ctx, env)
      this.maxTenants = resolveOptions(optionsFor(options, env)).maxTenants
      const { sql } = ctx.storage
      sql.exec('CREATE TABLE IF NOT EXISTS tenants (seq INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL)')
      sql.exec(
        'CREATE TABLE IF NOT EXISTS dropped (id INTEGER PRIMARY KEY, usage TEXT NOT NULL, count INTEGER NOT NULL)',
      )
      sql.exec('INSERT OR IGNORE INTO tenants (name) VALUES (?)', defaultTenant)
    }

    /** Whether `name` is a tenant, or may become one: false when the server holds as many as it may. */
    async admit(name: string): Promise<boolean> {
      await this.dropping.get(name)
      if (this.has(name)) return true
      if (this.count() >= this.maxTenants) await this.endRunOut()
      // Counted again, and taken, in one turn: two tenants cannot take the last place.
      if (this.has(name)) return true
      if (this.count() >= this.maxTenants) return false
      this.ctx.storage.sql.exec('INSERT INTO tenants (name) VALUES (?)', name)
      return true
    }

    /** Every tenant, as its object says it is now; those that ran out are ended, and not listed. */
    async list(): Promise<TenantSummary[]> {
      const rows = await Promise.all(this.names().map((name) => tenantStub(this.env, name).summary(name)))
      const now = Date.now()
      const ended = await Promise.all(
        rows.map((row) => {
          this.deadlines.set(row.name, row.endsAt)
          // One whose object cannot be asked now stays listed, as it is.
          return row.endsAt !== null && row.endsAt <= now ? this.expire(row.name).catch(() => false) : false
        }),
      )
      return rows.filter((_, i) => !ended[i])
    }

    /** Drops a tenant (the engine refuses `default` before): its object first, then its name. */
    drop(name: string): Promise<boolean> {
      if (!this.has(name)) return Promise.resolve(false)
      return this.ending(name, () => tenantStub(this.env, name).drop(name))
    }

    /** Ends `name` if its lease or idle time ran out, as its object says: as a drop, counted with them. */
    expire(name: string): Promise<boolean> {
      if (name === defaultTenant || !this.has(name)) return Promise.resolve(false)
      return this.ending(name, async () => {
        const ending: Ending = await tenantStub(this.env, name).end(name)
        if ('ended' in ending) return ending.ended
        this.deadlines.set(name, ending.endsAt)
        return undefined
      })
    }

    /** What the tenants named exercised (each must be one), or with 'all', every tenant and the dropped ones. */
    async usage(names: string[] | 'all'): Promise<TenantsUsage> {
      if (names !== 'all') {
        const unknown = names.find((name) => !this.has(name))
        if (unknown !== undefined) return { unknown }
      }
      const counted = names === 'all' ? this.names() : [...new Set(names)]
      const usage = await Promise.all(counted.map((name) => tenantStub(this.env, name).usage(name)))
      if (names !== 'all') return { names: counted, usage, dropped: 0 }
      const dropped = this.droppedSoFar()
      return { names: counted, usage: [...usage, dropped.usage], dropped: dropped.count }
    }

    /**
     * Ends `name` by `end` (its object's drop, or its end if it ran out: what it exercised, or
     * undefined if it did not end), then forgets it, its counts summed with the dropped ones'. One
     * under way already is waited for, and this one ends nothing more.
     */
    private ending(name: string, end: () => Promise<UsageImage | undefined>): Promise<boolean> {
      const under = this.dropping.get(name)
      if (under !== undefined) return under.then(() => false)
      const ending = (async () => {
        const usage = await end()
        if (usage === undefined) return false
        this.forget(name, usage)
        return true
      })().finally(() => this.dropping.delete(name))
      this.dropping.set(name, ending)
      return ending
    }

    /** A tenant at the limit: ends those whose object says they ran out, asking only those that may have. */
    private async endRunOut(): Promise<void> {
      const now = Date.now()
      const mayHave = this.names().filter((name) => {
        const at = this.deadlines.get(name)
        return name !== defaultTenant && (at === undefined || (at !== null && at <= now))
      })
      // One whose object cannot be asked now is not ended now: the others still make room.
      await Promise.all(mayHave.map((name) => this.expire(name).catch(() => false)))
    }

    private forget(name: string, usage: UsageImage): void {
      const before = this.droppedSoFar()
      const { sql } = this.ctx.storage
      this.ctx.storage.transactionSync(() => {
        sql.exec('DELETE FROM tenants WHERE name = ?', name)
        sql.exec(
          'INSERT OR REPLACE INTO dropped (id, usage, count) VALUES (1, ?, ?)',
          JSON.stringify(sumOf(before.usage, usage)),
          before.count + 1,
        )
      })
      this.deadlines.delete(name)
    }

    private count(): number {
      const [{ count }] = this.ctx.storage.sql
        .exec<{ count: number }>('SELECT count(*) AS count FROM tenants')
        .toArray()
      return count
    }

    private has(name: string): boolean {
      return this.ctx.storage.sql.exec('SELECT 1 FROM tenants WHERE name = ?', name).toArray().length > 0
    }

    private names(): string[] {
      return this.ctx.storage.sql
        .exec<{ name: string }>('SELECT name FROM tenants ORDER BY seq')
        .toArray()
        .map((row) => row.name)
    }

    private droppedSoFar(): { usage: UsageImage; count: number } {
      const [row] = this.ctx.storage.sql
        .exec<{ usage: string; count: number }>('SELECT usage, count FROM dropped')
        .toArray()
      return row === undefined ? { usage: noUsage, count: 0 } : { usage: JSON.parse(row.usage), count: row.count }
    }
  }
}

const noUsage: UsageImage = { requests: 0, outside: 0, counts: [] }

/** Two tenants' counts as one: slot by slot, where both have counts of the same document. */
function sumOf(a: UsageImage, b: UsageImage): UsageImage {
  const counts =
    a.counts.length === 0
      ? b.counts
      : b.counts.length !== a.counts.length
        ? a.counts
        : a.counts.map((n, i) => n + b.counts[i])
  return { requests: a.requests + b.requests, outside: a.outside + b.outside, counts }
}
