import type { Fault, FaultInput } from './engine/control/faults.js'
import type { JournalEntry, JournalFilter } from './engine/control/journal.js'
import type { PactOf, PactOptions, PactSpec } from './engine/control/pact.js'
import type { ActivityInput, ActivityState, Coverage, Fixture } from './engine/core/types.gen.js'

/** A control-plane call the mock refused: its status and problem code, and the problem's detail as message. */
export class MockRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    detail: string,
  ) {
    super(detail)
  }
}

export interface MockClientOptions {
  /** The mock's --admin-token, when it has one. */
  adminToken?: string
  /** The fetch to use (the global one by default). */
  fetch?: typeof fetch
  /**
   * The tenant's lease (`X-Mock-Tenant-Lease` on every call): it ends once it stands unused this
   * long, so that a job killed before its teardown leaves nothing behind. A duration (`90s`, `15m`,
   * `2h`), or null for none. Default `15m`.
   */
  lease?: string | null
}

/** The lease MockClient, and the Playwright and Vitest fixtures through it, give their tenants. */
export const defaultLease = '15m'

/**
 * One tenant of a mock running elsewhere (another process, a container, a CI service), driven
 * through its control plane: what `startServer`'s handle does in-process, over HTTP. Every call
 * carries `X-Mock-Tenant` and the tenant's lease; the tenant is made by its first request, like
 * any other.
 */
export class MockClient {
  /** The tenant's base URL for /v1 (`<server>/t/<name>`), for apps that take a base URL. */
  readonly url: string
  private readonly fetch: typeof fetch
  private readonly headers: Record<string, string>

  constructor(
    /** The server's URL, without a /t/ prefix. */
    readonly serverUrl: string,
    readonly tenant: string,
    options: MockClientOptions = {},
  ) {
    this.serverUrl = serverUrl.replace(/\/+$/, '')
    this.url = `${this.serverUrl}/t/${encodeURIComponent(tenant)}`
    this.fetch = options.fetch ?? fetch
    const lease = options.lease === undefined ? defaultLease : options.lease
    this.headers = {
      'X-Mock-Tenant': tenant,
      ...(lease === null ? {} : { 'X-Mock-Tenant-Lease': lease }),
      ...(options.adminToken === undefined ? {} : { Authorization: `Bearer ${options.adminToken}` }),
    }
  }

  /** Back to the baseline, as POST /__reset. */
  async reset(): Promise<void> {
    await this.call('POST', '/__reset')
  }

  /** Loads a fixture document, or the named fixture of the server's fixtures folder, as the new baseline. */
  async load(fixture: string | Fixture): Promise<void> {
    if (typeof fixture === 'string') await this.call('POST', `/__fixtures/${encodeURIComponent(fixture)}`)
    else await this.call('POST', '/__fixtures', fixture)
  }

  /** The state as a fixture document, as GET /__state. */
  state(): Promise<Fixture> {
    return this.call('GET', '/__state')
  }

  /** The journal, newest first, as GET /__requests. */
  async requests(filter: JournalFilter = {}): Promise<JournalEntry[]> {
    const query = new URLSearchParams(Object.entries(filter).map(([name, value]) => [name, String(value)]))
    const path = query.size === 0 ? '/__requests' : `/__requests?${query}`
    return (await this.call<{ data: JournalEntry[] }>('GET', path)).data
  }

  async clearRequests(): Promise<void> {
    await this.call('DELETE', '/__requests')
  }

  /** The journal as a Pact file, as GET /__pact: specification 4.0, or 3.0.0 with `spec: 3`. */
  pact<S extends PactSpec = 4>(options: PactOptions<S>): Promise<PactOf<S>> {
    const query = new URLSearchParams({ consumer: options.consumer, provider: options.provider })
    if (options.spec !== undefined) query.set('spec', String(options.spec))
    return this.call('GET', `/__pact?${query}`)
  }

  /** What the tenant's requests exercised of the contract, as GET /__coverage. */
  coverage(): Promise<Coverage> {
    return this.call('GET', '/__coverage')
  }

  readonly clock = {
    now: async (): Promise<number> => (await this.call<{ now: number }>('GET', '/__clock')).now,
    freeze: async (at: number): Promise<void> => {
      await this.call('POST', '/__clock', { now: at })
    },
    /** Moves a frozen clock by whole seconds. */
    advance: async (seconds: number): Promise<void> => {
      await this.call('POST', '/__clock', { advance: seconds })
    },
    release: async (): Promise<void> => {
      await this.call('DELETE', '/__clock')
    },
  }

  readonly faults = {
    add: (fault: FaultInput): Promise<Fault> => this.call('POST', '/__faults', fault),
    list: async (): Promise<Fault[]> => (await this.call<{ data: Fault[] }>('GET', '/__faults')).data,
    clear: async (): Promise<void> => {
      await this.call('DELETE', '/__faults')
    },
  }

  /** What the other participants do on their own (docs/activity.md). */
  readonly activity = {
    /** What is in force, pending and past, as GET /__activity. */
    read: (): Promise<ActivityState> => this.call('GET', '/__activity'),
    /** Puts a preset, rules or a script in force from now, as POST /__activity. */
    set: (input: ActivityInput): Promise<ActivityState> => this.call('POST', '/__activity', input),
    /** Turns it off, as DELETE /__activity. */
    stop: (): Promise<ActivityState> => this.call('DELETE', '/__activity'),
  }

  /** Drops the tenant and everything in it, as DELETE /__tenants/:name (`default` can only be reset). */
  async drop(): Promise<void> {
    await this.call('DELETE', `/__tenants/${encodeURIComponent(this.tenant)}`)
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.fetch(`${this.serverUrl}${path}`, {
      method,
      headers: body === undefined ? this.headers : { ...this.headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch {
      data = undefined
    }
    if (!res.ok) {
      const problem = (data ?? {}) as { code?: string; detail?: string }
      throw new MockRequestError(res.status, problem.code, problem.detail ?? `${method} ${path} answered ${res.status}`)
    }
    return data as T
  }
}
