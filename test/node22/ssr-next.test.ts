import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import {
  lstatSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningMock, startServer } from '../../src/server.js'
import { buildIfStale } from '../support/vitest-run.js'

/**
 * Issue 55: a tenant per test reaches a Next.js app's own server. test/apps/next/ (Next.js 16, App
 * Router: server components, a server action, axios on the server) is installed from its own
 * lockfile, given this package as a user's install would (node_modules/messaging-mock, a link to
 * this repository), built by `next build` with no mock running, and started by its Playwright
 * project's webServer (`next start` with NODE_OPTIONS='--import messaging-mock/register') against
 * one mock started here; the project's JSON report is judged. Then `next dev` across a hot reload.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const app = join(root, 'test/apps/next')
const next = join(app, 'node_modules/next/dist/bin/next')
let running: RunningMock
let folder: string

/** The children's environment: no telemetry (nothing may leave this machine), no mock of the developer's shell. */
function quiet(): Record<string, string> {
  const own = (key: string) => key.startsWith('VITEST') || key.startsWith('MESSAGING_MOCK_')
  const inherited = Object.entries(process.env).filter(([key, value]) => !own(key) && value !== undefined)
  return { ...(Object.fromEntries(inherited) as Record<string, string>), NEXT_TELEMETRY_DISABLED: '1' }
}

beforeAll(async () => {
  buildIfStale(['index', 'integrations/playwright', 'integrations/register'])
  installApp()
  // No mock runs yet: a build that needed one (a page prerendered from the API) fails here.
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: app, env: quiet(), encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`next build failed:\n${build.stdout}${build.stderr}`)
  running = await startServer({ port: 0 })
  folder = mkdtempSync(join(tmpdir(), 'messaging-mock-ssr-next-'))
}, 900_000)

afterAll(async () => {
  await running?.close()
  if (folder) rmSync(folder, { recursive: true, force: true })
})

/**
 * `npm ci` from the app's lockfile when its node_modules is missing or older than the lockfile, then
 * the package linked in as `npm install messaging-mock` would put it: `--import messaging-mock/register`
 * and the specs' imports resolve through it to dist/, by the package's "exports".
 */
function installApp(): void {
  const installed = statSync(join(app, 'node_modules/.package-lock.json'), { throwIfNoEntry: false })?.mtimeMs ?? 0
  if (installed < statSync(join(app, 'package-lock.json')).mtimeMs) {
    const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: app, encoding: 'utf8' })
    if (ci.status !== 0) throw new Error(`npm ci in test/apps/next failed:\n${ci.stdout}${ci.stderr}`)
  }
  const link = join(app, 'node_modules/messaging-mock')
  const target = relative(join(app, 'node_modules'), root)
  if (lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink() && readlinkSync(link) === target) return
  rmSync(link, { recursive: true, force: true })
  symlinkSync(target, link)
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as { port: number }
  server.close()
  await once(server, 'close')
  return port
}

const passed = (file: string, title: string) => [file, title, 'passed']
const expected = [
  passed('action.spec.ts', 'a group created by the server action lands in the test’s tenant, not in default'),
  passed('axios.spec.ts', 'the group page’s axios call (node:http) reaches the test’s tenant'),
  passed('isolation.spec.ts', "Ana's tenant: the server-rendered page lists only its own groups"),
  passed('isolation.spec.ts', "Ben's tenant: the server-rendered page lists only its own groups"),
  passed('isolation.spec.ts', "Cleo's tenant: the server-rendered page lists only its own groups"),
  passed('isolation.spec.ts', "Dev's tenant: the server-rendered page lists only its own groups"),
  passed(
    'navigation.spec.ts',
    'a client-side navigation renders the group page on the app’s server in the test’s tenant',
  ),
  passed('plain-http.spec.ts', '20 tenants at once over plain HTTP: each page holds its own group and no other'),
]

interface Result {
  status: string
  parallelIndex: number
}
interface Suite {
  title: string
  specs: { title: string; tests: { results: Result[] }[] }[]
}
interface Report {
  config: { metadata: { actualWorkers: number } }
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: Suite[]
}

/**
 * Runs the app's Playwright project and reads its JSON report. The runner is started as node + its
 * own script in a process group of its own, so that a hang kills it, its workers, their browsers
 * and the `next start` of its webServer.
 */
async function runPlaywright(): Promise<Report> {
  const env = { ...quiet(), PORT: String(await freePort()), MESSAGING_MOCK_URL: running.url, SSR_OUTPUT_DIR: folder }
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', 'test/apps/next/playwright.config.ts'],
    { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const log = collect(child)
  const timer = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), 600_000)
  const [code, signal] = await once(child, 'exit')
  clearTimeout(timer)
  if (code !== 0) throw new Error(`playwright test exited with ${code ?? signal}:\n${log()}`)
  return JSON.parse(readFileSync(join(folder, 'report.json'), 'utf8')) as Report
}

function collect(child: ChildProcess): () => string {
  let log = ''
  const keep = (chunk: Buffer) => {
    log += chunk.toString()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => log
}

it('next start with the preload: 8 tests in 4 workers each see only their tenant, through server components, a server action, axios and 20 plain requests', async () => {
  const report = await runPlaywright()
  expect(report.stats).toMatchObject({ expected: 8, unexpected: 0, flaky: 0, skipped: 0 })
  const runs = report.suites.flatMap((suite) =>
    suite.specs.map((spec) => ({ file: suite.title, title: spec.title, result: spec.tests[0].results[0] })),
  )
  expect(runs.map((run) => [run.file, run.title, run.result.status]).sort()).toEqual(expected.sort())
  expect(report.config.metadata.actualWorkers).toBe(4)
  expect(new Set(runs.map((run) => run.result.parallelIndex)).size).toBeGreaterThan(1)

  // Every test's tenant was dropped after it; nothing a test did reached default, where only the
  // webServer's tenantless readiness checks went.
  const tenants = (await (await fetch(`${running.url}/__tenants`)).json()) as { data: { name: string }[] }
  expect(tenants.data.map((tenant) => tenant.name)).toEqual(['default'])
  expect(new Set(running.requests().map((entry) => `${entry.method} ${entry.path} ${entry.status}`))).toEqual(
    new Set(['GET /v1/groups 200']),
  )
}, 700_000)

/** The groups page's heading and the groups it lists, read from its server-rendered HTML. */
function pageOf(html: string): { heading: string | undefined; groups: string[] } {
  return {
    heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
    groups: [...html.matchAll(/<a href="\/groups\/[^"]+">([^<]*)<\/a>/g)].map((link) => link[1]),
  }
}

/** The first line `next dev` prints once it listens. */
function ready(child: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const read = () => {
      if (/Ready in/.test(log())) resolve()
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`next dev exited (${code}) before it was ready:\n${log()}`)))
  })
}

it('next dev: the tenant still reaches the mock after a hot reload of the page’s code', async () => {
  const world = (name: string) => ({
    default_caller: 'ct_ana',
    tokens: { tok_ana: 'ct_ana' },
    contacts: [{ id: 'ct_ana', username: 'ana' }],
    groups: [{ id: 'grp_only', name, owner: 'ct_ana', contacts: [] }],
  })
  await running.tenant('next-dev-a').load(world('Only in dev tenant A'))
  await running.tenant('next-dev-b').load(world('Only in dev tenant B'))
  const port = await freePort()
  // `next dev` serves from a child it forks, which inherits NODE_OPTIONS (and so the preload).
  const env = { ...quiet(), NODE_OPTIONS: '--import messaging-mock/register', MESSAGING_MOCK_URL: running.url }
  const dev = spawn(process.execPath, [next, 'dev', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: app,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log = collect(dev)
  const heading = join(app, 'app/heading.ts')
  const source = readFileSync(heading, 'utf8')
  const get = async (tenant: string) => {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { Cookie: `mock-tenant=${tenant}` } })
    return pageOf(await response.text())
  }
  try {
    await ready(dev, log)
    expect(await get('next-dev-a')).toEqual({ heading: 'Groups', groups: ['Only in dev tenant A'] })

    writeFileSync(heading, source.replace("'Groups'", "'Groups, reloaded'"))
    let seen = await get('next-dev-b')
    for (let tries = 0; tries < 120 && seen.heading !== 'Groups, reloaded'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      seen = await get('next-dev-b')
    }
    expect(seen).toEqual({ heading: 'Groups, reloaded', groups: ['Only in dev tenant B'] })
    expect(await get('next-dev-a')).toEqual({ heading: 'Groups, reloaded', groups: ['Only in dev tenant A'] })
  } finally {
    writeFileSync(heading, source)
    // next dev and the server it forked: the whole group.
    if (dev.exitCode === null) {
      process.kill(-(dev.pid as number), 'SIGTERM')
      await once(dev, 'exit')
    }
  }
}, 300_000)
