import { DurableObject } from 'cloudflare:workers'
import type { UsageImage } from '../engine/control/coverage.js'
import { Problem } from '../engine/core/errors.js'
import { defaultTenant } from '../engine/core/tenants.js'
import { requestHead } from '../engine/fetch.js'
import type { MockOptions } from '../engine/options.js'
import type { TenantSummary } from '../engine/request/context.js'
import type { Tenant } from '../engine/tenant.js'
import {
  directoryStub,
  type Ending,
  type MockEnv,
  type MockObjectClass,
  optionsFor,
  problemResponse,
  tenantsApart,
} from './host.js'
import { LeaseAlarm } from './lease-alarm.js'
import { deadlineIn, heldIn, make, type Opened, openMock, ranOut } from './opened.js'
import type { ObjectState } from './runtime.js'

const noUsage: UsageImage = { requests: 0, outside: 0, counts: [] }

/**
 * The Durable Object class of the tenants: one object per tenant name (`idFromName`), running the
 * engine for that tenant alone, its state kept in the object's SQLite database (SqlChanges). The
 * Worker sends it the requests that act on its tenant, as they came; the directory calls it for
 * what spans tenants. An object whose storage is empty asks the directory before it makes its
 * tenant (the server's tenant limit), and keeps nothing while it is refused. A tenant with a lease
 * or an idle limit has an alarm at its deadline (LeaseAlarm); once it ends, its object deletes
 * its storage and the directory forgets it.
 */
export function tenantObjectClass(options: MockOptions): MockObjectClass {
  return class MockTenant extends DurableObject<MockEnv> {
    private opened: Promise<Opened> | undefined = undefined
    private admitting: Promise<void> | undefined = undefined
    private readonly leaseAlarm = new LeaseAlarm(this.ctx.storage)

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
        if (name !== undefined) opened = await this.readyFor(opened, name)
      } catch (error) {
        // A tenant that could not be kept is the keeper's 507; anything else, the directory's call.
        return problemResponse(error instanceof Problem ? error : unreachable(error))
      }
      const response = await opened.fetch(request)
      try {
        await this.leaseAlarm.arm(deadlineIn(opened))
      } catch (error) {
        // The answer stands: the tenant still ends on the way of a request, or when the directory is full.
        opened.mock.options.notify(`could not set the alarm of the tenant's lease: ${reasonOf(error)}`)
      }
      return response
    }

    /**
     * The alarm of the tenant's deadline: it ends the tenant if it stood unused past it, through
     * the directory (which forgets its name and counts what it exercised), else sets itself for
     * the deadline its use moved. A call that fails throws: the runtime runs the alarm again.
     */
    async alarm(): Promise<void> {
      this.leaseAlarm.fired()
      const opened = await this.open()
      const [tenant] = opened.mock.allTenants()
      if (tenant === undefined) return
      if (ranOut(opened, tenant.name)) await directoryStub(this.env).expire(tenant.name)
      else await this.leaseAlarm.arm(deadlineIn(opened))
    }

    /** The tenant as GET /__tenants lists it. */
    async summary(name: string): Promise<TenantSummary> {
      const opened = await this.open()
      return (await this.held(opened, name)).summary(opened.mock.options.tenantIdle)
    }

    /** What the tenant's requests exercised. */
    async usage(name: string): Promise<UsageImage> {
      return (await this.held(await this.open(), name)).journal.usage().image()
    }

    /** Drops the tenant: its activity stops, its storage is deleted, and a request after makes it anew. */
    async drop(name: string): Promise<UsageImage> {
      const opened = await this.open()
      const tenant = heldIn(opened, name)
      const usage = tenant?.journal.usage().image() ?? noUsage
      opened.port.close()
      if (tenant !== undefined) opened.mock.dropTenant(name)
      await this.forget()
      return usage
    }

    /**
     * Ends the tenant as a drop does if its lease or idle time ran out (the directory asks, for its
     * alarm, a request that came after, a list, or a tenant refused for want of room); else says
     * when it ends. `default` never does.
     */
    async end(name: string): Promise<Ending> {
      const opened = await this.open()
      const tenant = heldIn(opened, name)
      const now = Date.now()
      const deadline = tenant && opened.mock.deadlineOf(tenant)
      if (tenant === undefined || deadline === undefined || now < deadline.at) {
        await this.leaseAlarm.arm(deadline?.at)
        return { endsAt: deadline?.at ?? null }
      }
      const usage = tenant.journal.usage().image()
      opened.port.close()
      // Ended by the mock as the server ends one (counted, and said); its storage goes below.
      opened.mock.endRunOut(now)
      await this.forget()
      return { ended: usage }
    }

    private open(): Promise<Opened> {
      this.opened ??= this.start().catch((error: unknown) => {
        this.opened = undefined
        throw error
      })
      return this.opened
    }

    /** The mock, and the tenant its storage kept, if any, with the alarm of its deadline. */
    private async start(): Promise<Opened> {
      const opened = await openMock(optionsFor(options, this.env), this.ctx.storage, tenantsApart(this.env))
      await this.leaseAlarm.read()
      // A tenant kept before it had a deadline (TENANT_IDLE set since) gets its alarm now.
      await this.leaseAlarm.arm(deadlineIn(opened))
      return opened
    }

    /**
     * The mock, ready for a request to `name`: a tenant that ran out is ended first, as its alarm
     * would end it (the alarm may run late), and then, as any new one, made once admitted.
     */
    private async readyFor(opened: Opened, name: string): Promise<Opened> {
      let ready = opened
      if (ranOut(ready, name)) {
        await directoryStub(this.env).expire(name)
        ready = await this.open()
      }
      if (!ready.mock.hasTenant(name)) await this.admit(ready, name)
      return ready
    }

    /**
     * A new tenant may be made once the directory admits it: the request makes it, as on the
     * server, so that its journal says so (`tenant.created`). `default` is made before, as the
     * server makes it at its start. While a tenant is refused its mock is full, and the request
     * gets the 429 the server gives past --max-tenants.
     */
    private admit(opened: Opened, name: string): Promise<void> {
      this.admitting ??= (async () => {
        if (name === defaultTenant) {
          make(opened, name)
          return
        }
        opened.mock.full = !(await directoryStub(this.env).admit(name))
      })().finally(() => {
        this.admitting = undefined
      })
      return this.admitting
    }

    /** The tenant, for the directory: it named it, so it is admitted, and made if it never was. */
    private async held(opened: Opened, name: string): Promise<Tenant> {
      const tenant = heldIn(opened, name) ?? make(opened, name)
      await this.leaseAlarm.arm(deadlineIn(opened))
      return tenant
    }

    /** The tenant gone: its alarm and its storage deleted, and a call after opens an empty object. */
    private async forget(): Promise<void> {
      this.opened = undefined
      await this.leaseAlarm.clear()
      await this.ctx.storage.deleteAll()
    }
  }
}

function cannotOpen(error: unknown): Problem {
  return new Problem('internal', `The tenant's Durable Object could not open what it keeps: ${reasonOf(error)}`)
}

function unreachable(error: unknown): Problem {
  return new Problem('unavailable', `The directory of tenants could not be asked about this one: ${reasonOf(error)}`)
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
