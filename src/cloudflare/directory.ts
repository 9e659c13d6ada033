import { DurableObject } from 'cloudflare:workers'
import type { TenantsUsage } from '../engine/apart.js'
import type { UsageImage } from '../engine/control/coverage.js'
import { defaultTenant } from '../engine/core/tenants.js'
import { type MockOptions, resolveOptions } from '../engine/options.js'
import type { TenantSummary } from '../engine/request/context.js'
import { type MockEnv, type MockObjectClass, optionsFor, tenantStub } from './host.js'
import type { ObjectState } from './runtime.js'

/**
 * The directory: one Durable Object that knows the names of the tenants, in the order they were
 * made, and what the dropped ones exercised; what spans tenants goes through it. A tenant's object
 * asks it before it makes its tenant, so that the server's limit (--max-tenants, MAX_TENANTS) holds
 * across objects: one object answers, one request at a time, so two new tenants cannot both take
 * the last place. The counts and dates of a list, and a coverage's counts, are asked of each
 * tenant's object when they are asked for: nothing is sent here on a tenant's every request (each
 * call to an object is a request the free tier counts).
 *
 *   tenants(seq INTEGER PRIMARY KEY, name TEXT UNIQUE)   `default` first, always
 *   dropped(id INTEGER PRIMARY KEY, usage TEXT, count INTEGER)   one row: the coverage counts of
 *                                                        the dropped tenants, summed, and how many
 */
export function directoryObjectClass(options: MockOptions): MockObjectClass {
  return class MockDirectory extends DurableObject<MockEnv> {
    /** Drops under way, by name: a tenant of that name admitted meanwhile is made after its drop. */
    private readonly dropping = new Map<string, Promise<boolean>>()
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
      const [{ count }] = this.ctx.storage.sql
        .exec<{ count: number }>('SELECT count(*) AS count FROM tenants')
        .toArray()
      if (count >= this.maxTenants) return false
      this.ctx.storage.sql.exec('INSERT INTO tenants (name) VALUES (?)', name)
      return true
    }

    /** Every tenant, as its object says it is now. */
    async list(): Promise<TenantSummary[]> {
      return Promise.all(this.names().map((name) => tenantStub(this.env, name).summary(name)))
    }

    /** Drops a tenant (the engine refuses `default` before): its object first, then its name. */
    drop(name: string): Promise<boolean> {
      if (!this.has(name)) return Promise.resolve(false)
      const dropping = this.dropped(name).finally(() => this.dropping.delete(name))
      this.dropping.set(name, dropping)
      return dropping
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

    private async dropped(name: string): Promise<boolean> {
      const usage = await tenantStub(this.env, name).drop(name)
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
      return true
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
