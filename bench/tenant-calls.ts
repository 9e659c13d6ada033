import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Mock } from '../src/index.js'
import { BenchError } from './children.js'
import type { Context } from './context.js'
import { median, pairedRatio } from './load.js'

/**
 * What the check of leases costs a request where it is paid: `Mock.tenant(name)`, which every
 * request asks for its tenant, reads the clock, sweeps at most once a second and ends a tenant that
 * ran out. It is called in a loop in the bench's process (the mock's package as built), on three
 * mocks in turn: a tenant without a lease on a server without --tenant-idle (the path as it was
 * before leases, but for the clock), a tenant with a lease among a thousand leased tenants, and a
 * server with --tenant-idle and a thousand tenants. The once-a-second sweep is timed apart:
 * `endRunOut()` over each mock's tenants.
 */

export type TenantCall = 'plain' | 'leased' | 'idle'
export const tenantCalls: readonly TenantCall[] = ['plain', 'leased', 'idle']

/** Tenants beside `default` on the leased and idle mocks. */
export const tenantsBeside = 1000

/** How the table names each mock. */
export const tenantCallLabels: Record<TenantCall, string> = {
  plain: 'a tenant without a lease, no --tenant-idle',
  leased: 'a tenant with a lease, among 1,000 leased tenants',
  idle: 'a tenant without a lease, --tenant-idle, 1,000 tenants',
}

export interface TenantCallRow {
  call: TenantCall
  /** The median over the runs of nanoseconds per call. */
  ns: number
  /** The median of each run's ratio to `plain` in the same round; null for `plain`. */
  vsPlain: number | null
  /** The median time of one sweep over the mock's tenants (none of which ran out), in microseconds. */
  sweepUs: number
}

export interface TenantCallsResult {
  rows: TenantCallRow[]
  /** `Date.now()` alone, nanoseconds a call: the clock read every call makes. */
  clockNs: number
  /** Calls a run, and runs of each mock. */
  calls: number
  runs: number
  /** Sweeps timed on each mock. */
  sweeps: number
}

/** The tenant every loop asks for. */
const called = 't0'
const hour = 3_600_000

export async function tenantCallCosts(ctx: Context): Promise<TenantCallsResult> {
  const entry = join(dirname(ctx.mock), 'index.js')
  if (!existsSync(entry)) throw new BenchError(`The mock's package entry ${entry} is missing: run npm run build.`)
  const mod = (await import(pathToFileURL(entry).href)) as { Mock: typeof Mock }
  const notify = (line: string) => ctx.log(`tenants: ${line}`)
  const mocks: Record<TenantCall, Mock> = {
    plain: await mod.Mock.create({ notify }),
    leased: await mod.Mock.create({ notify, maxTenants: 2 * tenantsBeside }),
    idle: await mod.Mock.create({ notify, maxTenants: 2 * tenantsBeside, tenantIdle: hour }),
  }
  mocks.plain.tenant(called)
  for (let i = 0; i < tenantsBeside; i++) {
    mocks.leased.tenant(`t${i}`).setLease(hour)
    mocks.idle.tenant(`t${i}`)
  }
  const { quick } = ctx.options
  const calls = quick ? 20_000 : 2_000_000
  const runs = quick ? 3 : 15
  const sweeps = quick ? 10 : 200
  if (!quick) for (const call of tenantCalls) nsPerCall(mocks[call], calls)
  const ns: Record<TenantCall, number[]> = { plain: [], leased: [], idle: [] }
  const clock: number[] = []
  // Each round calls the three in turn, the order reversed every other round, as paired.ts runs servers.
  for (let run = 0; run < runs; run++) {
    for (const call of run % 2 === 0 ? tenantCalls : [...tenantCalls].reverse())
      ns[call].push(nsPerCall(mocks[call], calls))
    clock.push(clockNsPerCall(calls))
  }
  const rows = tenantCalls.map(
    (call): TenantCallRow => ({
      call,
      ns: median(ns[call]),
      vsPlain: call === 'plain' ? null : pairedRatio(ns[call], ns.plain),
      sweepUs: sweepMicros(mocks[call], sweeps),
    }),
  )
  ctx.log(`tenants: Mock.tenant ${rows.map((row) => `${row.call} ${row.ns.toFixed(1)} ns`).join(', ')}`)
  return { rows, clockNs: median(clock), calls, runs, sweeps }
}

/** Nanoseconds per `mock.tenant(called)` over `calls` calls. */
function nsPerCall(mock: Mock, calls: number): number {
  const made = mock.stats.tenantsMade
  let last: ReturnType<Mock['tenant']> | undefined
  const started = process.hrtime.bigint()
  for (let i = 0; i < calls; i++) last = mock.tenant(called)
  const ns = Number(process.hrtime.bigint() - started) / calls
  // A tenant made anew would mean one had ended: the loop would have measured something else.
  if (last?.name !== called || mock.stats.tenantsMade !== made)
    throw new BenchError(`Mock.tenant('${called}') made a tenant, or answered another`)
  return ns
}

function clockNsPerCall(calls: number): number {
  let last = 0
  const started = process.hrtime.bigint()
  for (let i = 0; i < calls; i++) last = Date.now()
  const ns = Number(process.hrtime.bigint() - started) / calls
  if (last === 0) throw new BenchError('Date.now() answered 0')
  return ns
}

/** The median time of `times` sweeps, in microseconds; none may end a tenant (their leases are an hour). */
function sweepMicros(mock: Mock, times: number): number {
  const us: number[] = []
  for (let i = 0; i < times; i++) {
    const started = process.hrtime.bigint()
    const ended = mock.endRunOut()
    us.push(Number(process.hrtime.bigint() - started) / 1000)
    if (ended !== 0) throw new BenchError(`a sweep ended ${ended} tenants whose lease or idle time was an hour`)
  }
  return median(us)
}
