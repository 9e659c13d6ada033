import { DurableObject } from 'cloudflare:workers'
import type { UsageImage } from '../engine/control/coverage.js'
import { Problem } from '../engine/core/errors.js'
import { defaultTenant } from '../engine/core/tenants.js'
import { Engine } from '../engine/engine.js'
import { engineFetch, requestHead } from '../engine/fetch.js'
import { Mock } from '../engine/mock.js'
import type { MockOptions } from '../engine/options.js'
import type { TenantSummary } from '../engine/request/context.js'
import type { Tenant } from '../engine/tenant.js'
import {
  directoryStub,
  type MockEnv,
  type MockObjectClass,
  optionsFor,
  problemResponse,
  tenantsApart,
  workerTurn,
} from './host.js'
import type { ObjectState } from './runtime.js'
import { SqlChanges } from './sql-changes.js'

/** The mock of an object's tenant, once it is open: brought back from its storage, or new. */
interface Opened {
  mock: Mock
  port: SqlChanges
  engine: Engine
  fetch: (request: Request) => Promise<Response>
}

const noUsage: UsageImage = { requests: 0, outside: 0, counts: [] }

/**
 * The Durable Object class of the tenants: one object per tenant name (`idFromName`), running the
 * engine for that tenant alone, its state kept in the object's SQLite database (SqlChanges). The
 * Worker sends it the requests that act on its tenant, as they came; the directory calls it for
 * what spans tenants. An object whose storage is empty asks the directory before it makes its
 * tenant (the server's tenant limit), and keeps nothing while it is refused.
 */
export function tenantObjectClass(options: MockOptions): MockObjectClass {
  return class MockTenant extends DurableObject<MockEnv> {
    private opened: Promise<Opened> | undefined = undefined
    private admitting: Promise<void> | undefined = undefined

    /**
     * The mock is built and its tenant read back as the object is made, before any event reaches
     * it (`blockConcurrencyWhile`): no request waits on a half-open object. One that could not open
     * is tried again by the next call, which answers the problem that says why.
     */
    constructor(ctx: ObjectState, env: MockEnv) {
      super(ctx, env)
      void ctx.blockConcurrencyWhile(() => this.open().catch(() => undefined))
    }

    async fetch(request: Request): Promise<Response> {
      let opened: Opened
      try {
        opened = await this.open()
      } catch (error) {
        return problemResponse(cannotOpen(error))
      }
      const name = opened.engine.tenantOf(requestHead(request))
      try {
        if (name !== undefined && !opened.mock.hasTenant(name)) await this.admit(opened, name)
      } catch (error) {
        // A tenant that could not be kept is the keeper's 507; anything else, the directory's call.
        return problemResponse(error instanceof Problem ? error : unreachable(error))
      }
      return opened.fetch(request)
    }

    /** The tenant as GET /__tenants lists it. */
    async summary(name: string): Promise<TenantSummary> {
      return (await this.held(name)).summary((await this.open()).mock.options.tenantIdle)
    }

    /** What the tenant's requests exercised. */
    async usage(name: string): Promise<UsageImage> {
      return (await this.held(name)).journal.usage().image()
    }

    /** Drops the tenant: its activity stops, its storage is deleted, and a request after makes it anew. */
    async drop(name: string): Promise<UsageImage> {
      const opened = await this.open()
      const usage = opened.mock.hasTenant(name) ? opened.mock.tenant(name).journal.usage().image() : noUsage
      opened.port.close()
      if (opened.mock.hasTenant(name)) opened.mock.dropTenant(name)
      this.opened = undefined
      await this.ctx.storage.deleteAll()
      return usage
    }

    private open(): Promise<Opened> {
      this.opened ??= this.start().catch((error: unknown) => {
        this.opened = undefined
        throw error
      })
      return this.opened
    }

    /** The mock, and the tenant its storage kept, if any. */
    private async start(): Promise<Opened> {
      const mock = await Mock.create(optionsFor(options, this.env), tenantsApart(this.env))
      const port = new SqlChanges(this.ctx.storage, mock.options.notify)
      await mock.keepIn(port, port.read(), () => port.start(() => mock.keeper?.snapshot() ?? []))
      const engine = new Engine(mock, { turn: workerTurn })
      return { mock, port, engine, fetch: engineFetch(engine) }
    }

    /**
     * A new tenant may be made once the directory admits it: the request makes it, as on the
     * server, so that its journal says so (`tenant.created`). `default` is made before, as the
     * server makes it at its start. While a tenant is refused its mock is full, and the request
     * gets the 429 the server gives past --max-tenants.
     */
    private admit(opened: Opened, name: string): Promise<void> {
      this.admitting ??= (async () => {
        if (name === defaultTenant) return make(opened, name)
        opened.mock.full = !(await directoryStub(this.env).admit(name))
      })().finally(() => {
        this.admitting = undefined
      })
      return this.admitting
    }

    /** The tenant, for the directory: it named it, so it is admitted. */
    private async held(name: string): Promise<Tenant> {
      const opened = await this.open()
      if (!opened.mock.hasTenant(name)) make(opened, name)
      return opened.mock.tenant(name)
    }
  }
}

/** Makes the tenant from the server's baseline and keeps it at once, before anything answers. */
function make(opened: Opened, name: string): void {
  opened.mock.full = false
  opened.mock.tenant(name)
  opened.mock.keeper?.commit()
}

function cannotOpen(error: unknown): Problem {
  return new Problem('internal', `The tenant's Durable Object could not open what it keeps: ${reasonOf(error)}`)
}

function unreachable(error: unknown): Problem {
  return new Problem('unavailable', `The directory of tenants could not be asked to admit this one: ${reasonOf(error)}`)
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
