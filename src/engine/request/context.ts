import type { Activity } from '../activity/activity.js'
import type { Faults } from '../control/faults.js'
import type { Journal, WorldOrigin } from '../control/journal.js'
import type { MemoryCeiling } from '../control/memory.js'
import type { MockStats } from '../control/stats.js'
import type { FixtureShelf } from '../core/shelf.js'
import type { ActivityInput, Coverage } from '../core/types.gen.js'
import type { Validators } from '../core/validation.js'
import type { AuthMode } from '../store/callers.js'
import type { Clock, TimestampUnit } from '../store/clock.js'
import type { State } from '../store/state.js'
import type { World } from '../store/world.js'

/*
 * What the tables (routes/) and a request on its way (request/) may touch of the mock: the two
 * interfaces below, declared beneath them as Hono's Context is declared apart from its Hono. The
 * engine's root (the Mock and the Tenant, src/engine/mock.ts and tenant.ts) has them, and imports
 * the tables; the tables never import it back. A route that needs more of the mock says so here.
 */

/** One tenant, as a handler sees it: its world, its clock, journal, faults and activity. */
export interface TenantContext {
  readonly name: string
  /** The live state over the tenant's baseline: every /v1 route reads and writes through it. */
  readonly state: State
  readonly clock: Clock
  readonly journal: Journal
  readonly faults: Faults
  readonly activity: Activity
  /** The fixture the baseline came from (and the server's seed and clock), for the journal's pacts. */
  readonly origin: WorldOrigin
  /** When it was made and last used, in Date.now() milliseconds. */
  readonly createdAt: number
  lastUsedAt: number
  /** Grows with every change to the world's records, resets and loads included. */
  readonly worldVersion: number
  /** Its lease in milliseconds (null: none), renewed by every use. */
  readonly lease: number | null
  setLease(ms: number | null): void
  /** Back to the baseline: state, journal, faults, clock and activity (POST /__reset). */
  reset(): void
  /** Empties the journal (DELETE /__requests), as what keeps the tenant must be told. */
  clearJournal(): void
  /** Makes `world` (read from `fixture`) the baseline and puts the state back to it. */
  load(world: World, fixture: string): void
  /** Freezes the clock at `at`, first running the activity due by then. */
  freezeClock(at: number): void
  /** Moves a frozen clock by whole seconds. */
  advanceClock(seconds: number): void
  releaseClock(): void
  /** Puts an activity in force from now; refused with invalid_parameter if it names what the state lacks. */
  setActivity(input: ActivityInput): Promise<void>
}

/** A tenant as GET /__tenants lists it (its dates in Date.now() milliseconds). */
export interface TenantSummary {
  name: string
  counts: { contacts: number; groups: number; conversations: number; messages: number }
  createdAt: number
  lastUsedAt: number
  /** Its lease in milliseconds (X-Mock-Tenant-Lease), or null. */
  lease: number | null
  /** When it ends unless used before, or null when it never ends. */
  endsAt: number | null
}

/** The mock, as a handler sees it: the options the routes read, the validators, the tenants, the document. */
export interface MockContext {
  readonly options: {
    readonly auth: AuthMode
    readonly adminToken?: string
    readonly latency?: { min: number; max: number }
    readonly seed?: number
    readonly timestampUnit: TimestampUnit
    /** The named fixtures of POST /__fixtures/{name}. */
    readonly shelf: FixtureShelf
    readonly tenantIdle?: number
    readonly memory?: MemoryCeiling
  }
  readonly validators: Validators
  /** What the mock counted of its tenants and refusals. */
  readonly stats: MockStats
  /** Bumped when a tenant is made or dropped. */
  readonly tenantsVersion: number
  /** The tenant of that name, made from the server's baseline on first use. */
  tenant(name: string): TenantContext
  // What spans tenants: from this mock's own, or asked of a host that runs each tenant apart (a
  // Durable Object each, src/engine/apart.ts).
  /** Every tenant of the server, in the order they were made. */
  listTenants(): TenantSummary[] | Promise<TenantSummary[]>
  /** Drops a tenant; false if there was none. */
  removeTenant(name: string): boolean | Promise<boolean>
  /**
   * The coverage of the requests of the tenants named, or with 'all' of every tenant's, the
   * dropped included; a name that is no tenant is a 404.
   */
  coverageOf(names: string[] | 'all'): Coverage | Promise<Coverage>
  /** The coverage of the requests of tenants this mock holds. */
  coverage(tenants: TenantContext[] | 'all'): Coverage
  /** The OpenAPI document the server serves. */
  openapi(): Record<string, unknown>
  /**
   * A fixture document's world, checked whole (a FixtureError lists every issue); what it leaves
   * unstamped gets `clock`'s now.
   */
  prepareWorld(doc: unknown, source: string, clock?: Clock): Promise<World>
}
