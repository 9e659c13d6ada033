import type { Fault, FaultInput } from './control/faults.js'
import type { JournalEntry, JournalFilter } from './control/journal.js'
import { type PactOf, type PactOptions, type PactSpec, pactOf } from './control/pact.js'
import type { ActivityInput, ActivityState, Coverage, Fixture } from './core/types.gen.js'
import { defaultTenant, givenInCode, type Mock } from './mock.js'
import { exportState } from './store/export.js'
import type { Tenant } from './tenant.js'

/** One tenant's world seen from a test: the same things the control plane does, without HTTP. */
export interface TenantHandle {
  /** Base URL of this tenant: `/v1/...` goes after it. */
  readonly url: string
  readonly name: string
  /** Back to the baseline, as POST /__reset (journal and faults cleared, clock as at start). */
  reset(): void
  /** The journal, newest first, as GET /__requests. */
  requests(filter?: JournalFilter): JournalEntry[]
  clearRequests(): void
  /**
   * The journal as a Pact file, as GET /__pact: one interaction per request, oldest first, in
   * specification 4.0, or 3.0.0 with `spec: 3`.
   */
  pact<S extends PactSpec = 4>(options: PactOptions<S>): PactOf<S>
  /** What this tenant's requests exercised of the contract since its last reset, as GET /__coverage. */
  coverage(): Coverage
  /** Loads a fixture document as the new baseline; rejects with a FixtureError if it is invalid. */
  load(fixture: unknown): Promise<void>
  /** The state as a fixture document, as GET /__state. */
  state(): Fixture
  readonly clock: {
    now(): number
    freeze(at: number): void
    /** Moves a frozen clock by whole seconds. */
    advance(seconds: number): void
    release(): void
  }
  readonly faults: { add(fault: FaultInput): Fault; list(): Fault[]; clear(): void }
  /** What the other participants do on their own (docs/activity.md), as GET, POST and DELETE /__activity. */
  readonly activity: {
    read(): ActivityState
    /** Rejects with a Problem (invalid_parameter) if the input is invalid or names what the world lacks. */
    set(input: ActivityInput): Promise<ActivityState>
    stop(): ActivityState
  }
}

/**
 * The handle of tenant `name` of a mock: the server's (`startServer`) and the fetch face's
 * (`createWebMock`) alike. `url` is its base URL.
 */
export function tenantHandle(mock: Mock, name: string, url: string): TenantHandle {
  const tenant = () => mock.tenant(name)
  /** What `change` did to the tenant, kept before it returns where the mock's tenants are kept (throws a Problem if it cannot be). */
  const kept = <T>(change: (tenant: Tenant) => T): T => {
    const acted = tenant()
    const result = change(acted)
    const keeping = mock.keeper?.commit(acted)
    // A port that keeps later (the browser's storage) is awaited by the fetch face's requests; here it is told in order.
    if (keeping instanceof Promise) keeping.catch(() => {})
    return result
  }
  return {
    url,
    name,
    reset: () => kept((t) => t.reset()),
    requests: (filter) => tenant().journal.entries(filter),
    clearRequests: () => kept((t) => t.clearJournal()),
    pact: (options) => pactOf(tenant().journal.exchanges(), options),
    coverage: () => mock.coverage([tenant()]),
    load: async (fixture) => {
      const world = await mock.prepareWorld(fixture, 'fixture', tenant().clock)
      kept((t) => t.load(world, givenInCode))
    },
    state: () => exportState(tenant().state),
    clock: {
      now: () => tenant().clock.now(),
      freeze: (at) => kept((t) => t.freezeClock(at)),
      advance: (seconds) => kept((t) => t.advanceClock(seconds)),
      release: () => kept((t) => t.releaseClock()),
    },
    faults: {
      add: (fault) => kept((t) => t.faults.add(fault)),
      list: () => tenant().faults.all(),
      clear: () => kept((t) => t.faults.clear()),
    },
    activity: {
      read: () => tenant().activity.view(),
      set: async (input) => {
        const checked = mock.validators.check<ActivityInput>('activityInput', input, 'json')
        await tenant().setActivity(checked)
        kept(() => undefined)
        return tenant().activity.view()
      },
      stop: () => {
        kept((t) => t.activity.set(null))
        return tenant().activity.view()
      },
    },
  }
}

/** A mock's handle: its default tenant's, the handle of any tenant by name, and coverage across tenants. */
export interface MockHandle extends TenantHandle {
  /** The mock behind it. */
  readonly mock: Mock
  /** The tenant of that name (created on first use): its handle, whose `url` has the `/t/<name>` prefix. */
  tenant(name: string): TenantHandle
  /**
   * The coverage of the default tenant; with `{ tenants: 'all' }` of every tenant and of those
   * dropped since start, as GET /__coverage?tenants=all; with names, of those tenants.
   */
  coverage(scope?: { tenants: 'all' | string[] }): Coverage
}

/** The handle of a mock served at `url`: the server's (`startServer`) and the fetch face's alike. */
export function mockHandle(mock: Mock, url: string): MockHandle {
  return {
    ...tenantHandle(mock, defaultTenant, url),
    mock,
    tenant: (name) => tenantHandle(mock, name, `${url}/t/${encodeURIComponent(name)}`),
    coverage: (scope) => {
      const tenants = scope?.tenants ?? [defaultTenant]
      return mock.coverage(tenants === 'all' ? 'all' : tenants.map((name) => mock.tenant(name)))
    },
  }
}
