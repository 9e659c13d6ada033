import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { RequestLine } from '../../src/http/observe.js'
import { startServer } from '../../src/server.js'
import { buildIfStale } from '../support/vitest-run.js'

/**
 * Issue 55 on React Router 8 (framework mode): test/apps/react-router, a real app whose loaders and
 * action call the mock from its server, is installed from its own lockfile, built with
 * `react-router build`, and started by its Playwright project with `--import messaging-mock/register`
 * against one mock started here. Each test's tenant reaches the app's server in the fixture's
 * cookie (or a header, or baggage), and the mock through the loaders' fetch and axios: the JSON
 * report must list every test, passed, over more than one worker, and the mock's log must show
 * that no call of the app's server fell back to the default tenant.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const app = join(root, 'test/apps/react-router')
// The app server, npm and the runner run on the Node that runs this file (22 or later: React Router 8's floor).
const env = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.startsWith('VITEST') && !key.startsWith('MESSAGING_MOCK_') && key !== 'PORT' && key !== 'HOST',
    ),
  ),
  PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
}
const took: Record<string, string> = {}
let folder: string

/** Runs `step`, keeping how long it took (this machine is a busy 2-core one: a record, not a limit). */
async function timed<T>(name: string, step: () => T | Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await step()
  } finally {
    took[name] = `${((performance.now() - started) / 1000).toFixed(1)} s`
  }
}

function npm(args: string[]): void {
  try {
    execFileSync('npm', args, { cwd: app, env, encoding: 'utf8', stdio: 'pipe' })
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string }
    throw new Error(`npm ${args.join(' ')} failed:\n${stdout}${stderr}`)
  }
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'messaging-mock-react-router-'))
  buildIfStale(['index', 'integrations/playwright', 'integrations/register'])
  const installed = statSync(join(app, 'node_modules/.package-lock.json'), { throwIfNoEntry: false })?.mtimeMs ?? 0
  if (installed < statSync(join(app, 'package-lock.json')).mtimeMs) {
    await timed('install', () => npm(['ci', '--no-audit', '--no-fund']))
  }
  // The app does not depend on the package: it is linked in, as a user's install would put it, so
  // that `--import messaging-mock/register` and the specs' imports resolve to this repository.
  rmSync(join(app, 'node_modules/messaging-mock'), { force: true })
  symlinkSync('../../../..', join(app, 'node_modules/messaging-mock'), 'dir')
  await timed('build', () => npm(['run', 'build']))
}, 900_000)

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
  console.log(`ssr-react-router took: ${JSON.stringify(took)}`)
})

const isolated = ['ana', 'ben', 'cleo', 'dev', 'eve', 'farah'].map((who) => [
  'isolation.spec.ts',
  `${who} sees only the group of its own tenant, rendered on the server`,
])
const expected = [
  ['action.spec.ts', 'a group created through the route action lands in the test’s tenant, and not in default'],
  ['axios.spec.ts', 'the loader’s axios call (node:http) reaches the test’s tenant'],
  ['concurrent.spec.ts', '20 tenants at once over plain HTTP: each page holds its own group and no other'],
  ...isolated,
  ['navigation.spec.ts', 'a <Link> to a group loads its loader’s data from the app’s server, in the test’s tenant'],
].map((test) => [...test, 'passed'])

interface Result {
  status: string
  parallelIndex: number
}
interface Suite {
  title: string
  specs: { title: string; tests: { results: Result[] }[] }[]
  suites?: Suite[]
}
interface Report {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: Suite[]
}

/** A free port on the loopback for the app (the mock takes its own with port 0). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * The runner as node + its own script in a process group of its own (not through npx, whose
 * process a kill would leave behind), so that a hang kills it, its workers, their browsers and
 * the app's server.
 */
async function runPlaywright(childEnv: Record<string, string>): Promise<Report> {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', join(app, 'playwright.config.ts')],
    { cwd: root, env: { ...env, ...childEnv }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let log = ''
  const keep = (chunk: Buffer) => {
    log += chunk.toString()
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const timer = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), 840_000)
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  )
  clearTimeout(timer)
  if (code !== 0) throw new Error(`playwright test exited with ${code ?? signal}:\n${log}`)
  return JSON.parse(readFileSync(join(childEnv.E2E_OUTPUT_DIR, 'report.json'), 'utf8')) as Report
}

function runsOf(suite: Suite, file: string): [string, string, Result][] {
  const own = suite.specs.flatMap((spec) =>
    spec.tests.map((test): [string, string, Result] => [file, spec.title, test.results[0]]),
  )
  return [...own, ...(suite.suites ?? []).flatMap((child) => runsOf(child, file))]
}

it('loaders, the action and a <Link> navigation reach each test’s tenant through the preload, in 4 workers', async () => {
  const lines: RequestLine[] = []
  const mock = await startServer({ port: 0, log: (line) => lines.push(line) })
  try {
    const report = await timed('playwright', async () =>
      runPlaywright({
        MESSAGING_MOCK_URL: mock.url,
        PORT: String(await freePort()),
        E2E_OUTPUT_DIR: join(folder, 'output'),
      }),
    )
    expect(report.stats).toMatchObject({ expected: expected.length, unexpected: 0, flaky: 0, skipped: 0 })
    const runs = report.suites.flatMap((suite) => runsOf(suite, suite.title))
    expect(runs.map(([file, title, result]) => [file, title, result.status]).sort()).toEqual(expected.sort())
    expect(new Set(runs.map(([, , result]) => result.parallelIndex)).size).toBeGreaterThan(1)

    // Every call of the app's server carried a tenant: the default tenant saw only the action's
    // test looking in it.
    const fallback = lines.filter((line) => line.tenant === 'default')
    expect(fallback.map((line) => `${line.method} ${line.path}`)).toEqual(['GET /__state'])
    const left = (await (await fetch(`${mock.url}/__tenants`)).json()) as { data: { name: string }[] }
    expect(left.data.map((tenant) => tenant.name)).toEqual(['default'])
  } finally {
    await mock.close()
  }
}, 900_000)
