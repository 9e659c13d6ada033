import { existsSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { BenchError, type Child, startServer, stop } from './children.js'
import type { Context } from './context.js'
import { type Measurement, measure, medianOf, pairedRatio, send } from './load.js'
import { cpus, interleaved } from './paired.js'
import type { Scenario } from './scenarios.js'
import { compiled, launch, root } from './servers.js'

/**
 * Issue 55, point 6: what `messaging-mock/register` costs the app's server it runs in. An app's
 * server (bench/servers/app.ts) that calls the mock once with `fetch` for each request it serves
 * runs three ways, in alternating rounds as --against runs its two mocks: without the preload;
 * with it and no MESSAGING_MOCK_URL, where it must patch nothing and so cost nothing; and with it
 * configured. Every request to each carries the tenant's cookie, as the Playwright fixture sets
 * it, so the three serve the same requests and only the preload differs. The figure is the app's
 * CPU per request: the mock's work is the same whichever way the app runs.
 */

export type PreloadWay = 'without' | 'inert' | 'configured'
export const preloadWays: readonly PreloadWay[] = ['without', 'inert', 'configured']

/** How the table names each way. */
export const preloadWayLabels: Record<PreloadWay, string> = {
  without: 'without the preload',
  inert: 'the preload, MESSAGING_MOCK_URL unset',
  configured: 'the preload, MESSAGING_MOCK_URL set',
}

/** The tenant every request to the apps names, by the cookie the Playwright fixture sets. */
export const preloadTenant = 'bench'

/** What a request to any of the apps carries. */
const cookie = { cookie: `mock-tenant=${preloadTenant}` }

const page: Scenario = { title: "GET the app's page of groups", method: 'GET', path: '/', status: 200, writes: false }

export interface PreloadRow {
  way: PreloadWay
  /** Medians over the rounds; `cpu` is the app's process's. */
  result: Measurement
  /** Each round's ratio to the run without the preload, then their median; null for that run itself. */
  vsWithout: { cpu: number | null; rps: number | null } | null
}

export interface PreloadResult {
  rows: PreloadRow[]
  /** The tenant whose journal took the mock call of one request to each app, before the rounds. */
  reached: Record<PreloadWay, string>
  /**
   * Requests of the runs in tenant `bench`'s journal once they are over (it keeps the last 1,000),
   * each carried there by the X-Mock-Tenant header the preload added.
   */
  journaled: number
}

export async function preload(ctx: Context): Promise<PreloadResult> {
  // The app without the preload or with it unconfigured must not find the mock's URL in the
  // environment it inherits from the bench.
  if (process.env.MESSAGING_MOCK_URL !== undefined)
    throw new BenchError('Unset MESSAGING_MOCK_URL to run the preload part: it starts the app without it.')
  // The preload as built beside the mock's main: the module `messaging-mock/register` names.
  const register = join(dirname(ctx.mock), 'integrations', 'register.js')
  if (!existsSync(register)) throw new BenchError(`${register} is missing: run npm run build.`)
  const children: Child[] = []
  try {
    const mock = (await launch(ctx, 'mock', join(root, 'fixtures', 'default.json'), await ctx.ports.take())).child
    children.push(mock)
    // The tenant is made before the runs, from the same baseline as the default tenant: the
    // configured app gets the same groups as the other two.
    await expectOk(mock, `/t/${preloadTenant}/v1/groups`, { authorization: 'Bearer tok_ana' })
    const env = join(ctx.dir, 'preload.env')
    writeFileSync(env, `MESSAGING_MOCK_URL=${mock.url}\n`)
    const importIt = ['--import', pathToFileURL(register).href]
    const preloads: Record<PreloadWay, string[]> = {
      without: [],
      inert: importIt,
      configured: [`--env-file=${env}`, ...importIt],
    }
    const apps: Child[] = []
    for (const way of preloadWays) {
      const app = await startApp(ctx, `app_${way}`, preloads[way], mock.url)
      children.push(app)
      apps.push(app)
    }
    const reached = {} as Record<PreloadWay, string>
    for (const [k, way] of preloadWays.entries()) reached[way] = await tenantReached(mock, apps[k])
    if (reached.without !== 'default' || reached.inert !== 'default' || reached.configured !== preloadTenant)
      throw new BenchError(
        `the apps' calls reached the mock's tenants ${JSON.stringify(reached)}, not default, default and ${preloadTenant}`,
      )
    await expectOk(mock, `/t/${preloadTenant}/__requests`, {}, 'DELETE')

    const runs = (
      await interleaved(ctx, 'preload', [page], apps, (app, scenario, options) =>
        measure(app, scenario, cookie, options),
      )
    )[0]
    const journaled = await carriedToTenant(mock)
    if (journaled === 0) throw new BenchError(`after the runs, tenant ${preloadTenant}'s journal holds no request`)
    const rps = (k: number) => runs[k].map((run) => run.rps)
    const rows = preloadWays.map(
      (way, k): PreloadRow => ({
        way,
        result: medianOf(runs[k]),
        vsWithout:
          k === 0 ? null : { cpu: pairedRatio(cpus(runs[k]), cpus(runs[0])), rps: pairedRatio(rps(k), rps(0)) },
      }),
    )
    ctx.log(`preload: ${rows.map((row) => `${row.way} ${row.result.cpu?.toFixed(1) ?? 'n/a'} µs/req`).join(', ')}`)
    // Each round's ratio, so that a reader of the log sees how far apart the rounds were.
    const byRound = (k: number) =>
      runs[k].map(({ cpu }, round) => {
        const without = runs[0][round].cpu
        return cpu === null || !without ? 'n/a' : (cpu / without).toFixed(2)
      })
    ctx.log(`preload: CPU ÷ without by round: inert ${byRound(1).join(' ')}; configured ${byRound(2).join(' ')}`)
    return { rows, reached, journaled }
  } finally {
    await Promise.all(children.map(stop))
  }
}

/** Starts the app's server, compiled, behind `preload` (Node's flags before its file). */
async function startApp(ctx: Context, name: string, preload: string[], mockUrl: string): Promise<Child> {
  const port = await ctx.ports.take()
  const args = [...preload, join(compiled, 'app.js'), '--port', String(port), '--mock', mockUrl]
  const { child, startupMs } = await startServer(name, args, port, 60_000, join(ctx.dir, `${name}.out`))
  ctx.log(`started ${name} (pid ${child.pid}) on ${child.url} in ${Math.round(startupMs)} ms`)
  return child
}

async function expectOk(mock: Child, path: string, headers: Record<string, string>, method = 'GET') {
  const answer = await send(`${mock.url}${path}`, method, headers)
  if (answer.status !== 200)
    throw new BenchError(`${method} ${path} answered ${answer.status}: ${answer.body.slice(0, 300)}`)
  return answer
}

/** The first entries of a tenant's journal, newest first. */
async function journalOf(mock: Child, tenant: string, limit: number): Promise<JournalEntry[]> {
  const prefix = tenant === 'default' ? '' : `/t/${tenant}`
  const answer = await expectOk(mock, `${prefix}/__requests?limit=${limit}`, {})
  return (JSON.parse(answer.body) as { data: JournalEntry[] }).data
}

/** What this part reads of a journal entry. */
interface JournalEntry {
  path: string
  status: number
  why: { code: string }[]
}

/**
 * The tenant whose journal takes the mock call of one request to `app`, both journals emptied
 * first: `default`, `bench`, or what went wrong.
 */
async function tenantReached(mock: Child, app: Child): Promise<string> {
  const tenants = ['default', preloadTenant]
  for (const tenant of tenants)
    await expectOk(mock, `${tenant === 'default' ? '' : `/t/${tenant}`}/__requests`, {}, 'DELETE')
  const answer = await send(`${app.url}${page.path}`, page.method, cookie)
  if (answer.status !== page.status)
    throw new BenchError(`${app.name} answered ${page.path} with ${answer.status}: ${answer.body.slice(0, 300)}`)
  const took: string[] = []
  for (const tenant of tenants) if ((await journalOf(mock, tenant, 1)).length > 0) took.push(tenant)
  return took.length === 1 ? took[0] : `${took.length === 0 ? 'neither' : 'both'} of default and ${preloadTenant}`
}

/** The calls of the runs in tenant `bench`'s journal, sent there by the header the preload adds. */
async function carriedToTenant(mock: Child): Promise<number> {
  const entries = await journalOf(mock, preloadTenant, 1000)
  return entries.filter(
    (entry) =>
      entry.path === '/v1/groups' && entry.status === 200 && entry.why.some((why) => why.code === 'tenant.header'),
  ).length
}
