import type { UsageImage } from './control/coverage.js'
import type { TenantSummary } from './request/context.js'

export type { TenantSummary } from './request/context.js'

/** What the requests of the tenants asked for exercised, each tenant's apart; or the first name that is no tenant. */
export type TenantsUsage = { names: string[]; usage: UsageImage[]; dropped: number } | { unknown: string }

/**
 * Where a mock's tenants are when its host runs each apart, in a mock of its own (a Durable Object
 * each: src/cloudflare/): what the paths that span tenants (GET /__tenants, DELETE
 * /__tenants/{name}, GET /__coverage?tenants=) ask of them, in place of the mock's own tenants. A
 * port, as Durability is: the engine declares it in its own words and the host implements it.
 */
export interface TenantsApart {
  /** Every tenant, in the order they were made. */
  list(): Promise<TenantSummary[]>
  /** Drops a tenant (never `default`) and everything in it; false when there is none of that name. */
  drop(name: string): Promise<boolean>
  /**
   * What the requests of the tenants named exercised (each once, in the order named), or with
   * 'all' of every tenant, and of those dropped (their count in `dropped`) since the host began.
   */
  usage(names: string[] | 'all'): Promise<TenantsUsage>
}
