import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { TenantSoakOptions, TenantSoakResult, tenantSoak } from '../test/support/tenant-soak.js'
import { adopt, BenchError, type Served, stop } from './children.js'
import type { Context } from './context.js'
import { type Measurement, measure, medianOf, pairedRatio, send } from './load.js'
import { cpus, interleaved } from './paired.js'
import { headersOf, throughputScenarios } from './scenarios.js'
import { launch } from './servers.js'
import { type TenantCallsResult, tenantCallCosts } from './tenant-calls.js'
import { throughputMessages } from './throughput.js'
import { writeWorld } from './worlds.js'

/**
 * Issue 56, point 4: what tenants that end cost. The check of leases per request, in process
 * (bench/tenant-calls.ts) and end to end: `GET one message` over HTTP in a tenant with a lease and
 * in one without on one server, in alternating rounds as --against runs its two mocks, the server's
 * CPU per request paired. Then memory over the tenant soak (test/support/tenant-soak.ts): runners
 * that make tenants with a lease of 1 s and are killed before their teardown, against a server
 * kept in a state directory.
 */

export type LeaseWay = 'unleased' | 'leased'
export const leaseWays: readonly LeaseWay[] = ['unleased', 'leased']

/** The lease the leased tenant's requests carry: MockClient's default, sent on every request as it sends it. */
export const benchLease = '15m'

/** How the table names each tenant. */
export const leaseWayLabels: Record<LeaseWay, string> = {
  unleased: 'a tenant without a lease',
  leased: `a tenant with a lease (X-Mock-Tenant-Lease: ${benchLease} on every request)`,
}

export interface LeaseRow {
  way: LeaseWay
  /** Medians over the rounds; `cpu` is the server's. */
  result: Measurement
  /** Each round's ratio to the tenant without a lease, then their median; null for that tenant itself. */
  vsUnleased: { cpu: number | null; rps: number | null } | null
}

/** The soak's size and what it measured. */
export type SoakFigures = Pick<
  TenantSoakOptions,
  'runners' | 'tenantsPerRunner' | 'inFlight' | 'lease' | 'maxTenants' | 'foldBytes'
> &
  TenantSoakResult

export interface TenantsResult {
  calls: TenantCallsResult
  http: { messages: number; rows: LeaseRow[] }
  soak: SoakFigures
  /** The machine's load average (1 min) when this part started and when it ended. */
  load: [number, number]
}

/** The soak's runners, their tenants, and what bounds the server: test/tenant-soak.test.ts's, longer. */
const soakSize = { runners: 80, tenantsPerRunner: 50, inFlight: 4, lease: '1s', maxTenants: 300, foldBytes: 256 * 1024 }
const quickSoakSize = { ...soakSize, runners: 4, tenantsPerRunner: 10 }

export async function tenants(ctx: Context): Promise<TenantsResult> {
  const before = loadavg()[0]
  const calls = await tenantCallCosts(ctx)
  const http = await overHttp(ctx)
  const soak = await soakFigures(ctx)
  return { calls, http, soak, load: [before, loadavg()[0]] }
}

async function overHttp(ctx: Context): Promise<TenantsResult['http']> {
  const fixture = join(ctx.dir, 'tenants.json')
  const world = writeWorld(fixture, throughputMessages)
  const [scenario] = throughputScenarios(world)
  const mock = (await launch(ctx, 'mock', fixture, await ctx.ports.take())).child
  try {
    const headers: Record<LeaseWay, Record<string, string>> = {
      unleased: { ...headersOf(world, scenario), 'x-mock-tenant': 'unleased' },
      leased: { ...headersOf(world, scenario), 'x-mock-tenant': 'leased', 'x-mock-tenant-lease': benchLease },
    }
    for (const way of leaseWays) {
      const answer = await send(`${mock.url}${scenario.path}`, scenario.method, headers[way])
      if (answer.status !== scenario.status)
        throw new BenchError(
          `${scenario.path} in tenant ${way} answered ${answer.status}: ${answer.body.slice(0, 300)}`,
        )
    }
    await expectLeases(mock.url)
    // One server, each tenant a Served of its own: the runs of a round alternate between them.
    const served: Served[] = leaseWays.map((way) => ({ name: `mock (${way})`, url: mock.url, pid: mock.pid }))
    const runs = (
      await interleaved(ctx, 'tenants', [scenario], served, (server, s, options) =>
        measure(server, s, headers[leaseWays[served.indexOf(server)]], options),
      )
    )[0]
    // Neither tenant ended meanwhile: both runs measured the tenant they were meant to.
    await expectLeases(mock.url)
    const rps = (k: number) => runs[k].map((run) => run.rps)
    const rows = leaseWays.map(
      (way, k): LeaseRow => ({
        way,
        result: medianOf(runs[k]),
        vsUnleased:
          k === 0 ? null : { cpu: pairedRatio(cpus(runs[k]), cpus(runs[0])), rps: pairedRatio(rps(k), rps(0)) },
      }),
    )
    ctx.log(
      `tenants: GET one message ${rows.map((row) => `${row.way} ${row.result.cpu?.toFixed(1) ?? 'n/a'} µs/req`).join(', ')}`,
    )
    return { messages: world.messages, rows }
  } finally {
    await stop(mock)
  }
}

/** GET /__tenants must list the leased tenant with its lease and the other without one. */
async function expectLeases(url: string): Promise<void> {
  const answer = await send(`${url}/__tenants`, 'GET', {})
  if (answer.status !== 200) throw new BenchError(`GET /__tenants answered ${answer.status}`)
  const listed = (JSON.parse(answer.body) as { data: { name: string; lease: string | null }[] }).data
  const lease = (name: string) => listed.find((t) => t.name === name)?.lease
  if (lease('leased') !== benchLease || lease('unleased') !== null)
    throw new BenchError(`GET /__tenants listed ${answer.body.slice(0, 300)}`)
}

/**
 * The tenant soak, as the snapshot of the mock holds it: its server and runners run the snapshot's
 * dist/, as every other part does, so that a rebuild meanwhile changes nothing; each of its
 * processes is one the bench kills however it ends. A tenant refused, or any other request that
 * failed, fails the bench.
 */
async function soakFigures(ctx: Context): Promise<SoakFigures> {
  const file = join(resolve(ctx.mock, '..', '..'), 'test', 'support', 'tenant-soak.ts')
  if (!existsSync(file)) throw new BenchError(`${file} is missing: the tenant soak runs from beside the mock's dist/.`)
  const soak = (await import(pathToFileURL(file).href)) as { tenantSoak: typeof tenantSoak }
  const size = ctx.options.quick ? quickSoakSize : soakSize
  ctx.log(`tenants: the soak, ${size.runners} runners of ${size.tenantsPerRunner} tenants`)
  const result = await soak.tenantSoak({
    ...size,
    progress: (line) => ctx.log(line),
    started: adopt,
  })
  if (result.failures.length > 0)
    throw new BenchError(`the tenant soak's runners met failures:\n${result.failures.join('\n')}`)
  // The soak sees the directory between runners; at the moments it measures it may be larger.
  const peak = Math.max(result.dir.peak, result.dir.warm, result.dir.end)
  return { ...size, ...result, dir: { ...result.dir, peak } }
}
