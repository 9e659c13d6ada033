import type { TenantsApart, TenantsUsage } from '../engine/apart.js'
import type { UsageImage } from '../engine/control/coverage.js'
import { formatDuration, longestDuration, parseDuration } from '../engine/core/durations.js'
import { Problem } from '../engine/core/errors.js'
import type { MockOptions } from '../engine/options.js'
import type { TenantSummary } from '../engine/request/context.js'
import type { Turn } from '../engine/store/browse.js'
import type { Assets, ObjectNamespace, ObjectState } from './runtime.js'

/** A tenant's Durable Object, as the Worker and the directory call it. */
export interface TenantStub {
  fetch(request: Request): Promise<Response>
  /** The tenant as GET /__tenants lists it (made if it was admitted and never used). */
  summary(name: string): Promise<TenantSummary>
  /** What its requests exercised, for a coverage of several tenants. */
  usage(name: string): Promise<UsageImage>
  /** Deletes the tenant and everything its object keeps; what its requests exercised. */
  drop(name: string): Promise<UsageImage>
  /** Ends the tenant as a drop does if its lease or idle time ran out; else when it ends (null: never). */
  end(name: string): Promise<Ending>
}

/** A tenant's end, as its object answers the directory: ended, with what it exercised, or not yet. */
export type Ending = { ended: UsageImage } | { endsAt: number | null }

/** The directory's Durable Object: the names of the tenants, and what spans them. */
export interface DirectoryStub {
  /** Whether `name` may be (or is) a tenant: false when the server holds as many as it may. */
  admit(name: string): Promise<boolean>
  list(): Promise<TenantSummary[]>
  drop(name: string): Promise<boolean>
  /** Ends `name` if its lease or idle time ran out, as its object says: true if it did. */
  expire(name: string): Promise<boolean>
  usage(names: string[] | 'all'): Promise<TenantsUsage>
}

/**
 * The bindings the Worker and its objects are given (deploy/cloudflare/wrangler.jsonc names them).
 * `ADMIN_TOKEN` is a secret (`wrangler secret put ADMIN_TOKEN`); without it, anyone who has the URL
 * drives the mock.
 */
export interface MockEnv {
  MOCK_TENANT: ObjectNamespace<TenantStub>
  MOCK_DIRECTORY: ObjectNamespace<DirectoryStub>
  /** The pages (/__docs, /__ui): the package's dist/pages as the Worker's static assets. */
  ASSETS?: Assets
  ADMIN_TOKEN?: string
  /** At most this many tenants (default 1,000, as --max-tenants). */
  MAX_TENANTS?: string
  /** End any tenant but `default` without a lease once unused this long (`15m`, `2h`, `7d`), as --tenant-idle. Default: never. */
  TENANT_IDLE?: string
}

/** A Durable Object class as the runtime makes one: given its state and the Worker's bindings. */
export type MockObjectClass = new (ctx: ObjectState, env: MockEnv) => object

/** The directory is one object of this name. */
const directoryName = 'directory'

/** The stub of a tenant's object: one per name, made by its first call. */
export function tenantStub(env: MockEnv, name: string): TenantStub {
  return env.MOCK_TENANT.get(env.MOCK_TENANT.idFromName(name))
}

export function directoryStub(env: MockEnv): DirectoryStub {
  return env.MOCK_DIRECTORY.get(env.MOCK_DIRECTORY.idFromName(directoryName))
}

/**
 * The tenants of a Worker's mock, each in its own object, as the engine asks of them: through the
 * directory. A call that fails (an object that cannot be reached) is a 503 that says so, not a bug.
 */
export function tenantsApart(env: MockEnv): TenantsApart {
  const asked = <T>(call: (directory: DirectoryStub) => Promise<T>): Promise<T> =>
    call(directoryStub(env)).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error)
      throw new Problem('unavailable', `The tenants' Durable Objects could not be asked: ${reason}`)
    })
  return {
    list: () => asked((directory) => directory.list()),
    drop: (name) => asked((directory) => directory.drop(name)),
    usage: (names) => asked((directory) => directory.usage(names)),
  }
}

/**
 * The options in code, with what the deployment's environment sets: its admin token, its tenant
 * limit, its idle limit. A value that is not one throws, and the Worker answers why.
 */
export function optionsFor(options: MockOptions, env: MockEnv): MockOptions {
  const resolved = { ...options }
  if (env.ADMIN_TOKEN !== undefined && env.ADMIN_TOKEN !== '') resolved.adminToken = env.ADMIN_TOKEN
  if (env.MAX_TENANTS !== undefined && env.MAX_TENANTS !== '') {
    const max = Number(env.MAX_TENANTS)
    if (!Number.isInteger(max) || max < 1)
      throw new Error(`MAX_TENANTS must be a whole number of at least 1, not ${JSON.stringify(env.MAX_TENANTS)}`)
    resolved.maxTenants = max
  }
  if (env.TENANT_IDLE !== undefined && env.TENANT_IDLE !== '') {
    const idle = parseDuration(env.TENANT_IDLE)
    if (idle === undefined)
      throw new Error(
        `TENANT_IDLE must be a duration of 1s to ${formatDuration(longestDuration)} (90s, 15m, 2h, 7d), not ${JSON.stringify(env.TENANT_IDLE)}`,
      )
    resolved.tenantIdle = idle
  }
  return resolved
}

/**
 * A turn of the runtime's event loop: a timer's, made for each wait (an object of the runtime made
 * once, a MessageChannel, may not be used from another request's context in a Worker).
 */
export const workerTurn: Turn = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** A problem the adapter itself answers (the mock could not start), as the engine would write it. */
export function problemResponse(problem: Problem): Response {
  return new Response(JSON.stringify(problem), {
    status: problem.status,
    headers: {
      ...problem.headers,
      'Content-Type': 'application/problem+json; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  })
}
