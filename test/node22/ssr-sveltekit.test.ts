import { execFileSync, spawn } from 'node:child_process'
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { RequestLine } from '../../src/http/observe.js'
import { type RunningMock, startServer } from '../../src/server.js'
import { buildIfStale } from '../support/vitest-run.js'

/**
 * Issue 55: a tenant per test reaches the app's own server. test/apps/sveltekit/ is a SvelteKit 3
 * app on adapter-node whose load functions and form action call the mock (SvelteKit's fetch, and
 * axios); its Playwright project runs it twice from one build, `node build` under
 * NODE_OPTIONS='--import messaging-mock/register' and server.js, which imports the preload on its
 * first line, both against one mock started here. SvelteKit 3 needs Node 22.17, hence this folder.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const app = join(root, 'test/apps/sveltekit')
let folder: string
let mock: RunningMock
const lines: RequestLine[] = []
/** Seconds each phase took, printed at the end: what a run costs on this machine. */
const took: Record<string, number> = {}

/** Every spec runs in both projects: the preload in NODE_OPTIONS, and the import line in server.js. */
const specs = [
  ['axios.spec.ts', 'a load that calls the mock with axios (node:http) reads the test’s tenant'],
  ['concurrent.spec.ts', '20 tenants at once over plain HTTP: each page holds its own group and no other'],
  ['form-action.spec.ts', 'a group made by the form action lands in the test’s tenant, not in default'],
  [
    'navigation.spec.ts',
    'links load each page’s data from the app’s server in the test’s tenant, without a new document',
  ],
  ...['ana', 'ben', 'cleo', 'dan'].map((who) => [
    'server-render.spec.ts',
    `${who}'s tenant: the server renders only ${who}'s group`,
  ]),
]
const expected = ['import-line', 'preload'].flatMap((project) =>
  specs.map(([file, title]) => [project, file, title, 'passed']),
)

interface Result {
  status: string
  parallelIndex: number
}
interface Spec {
  title: string
  tests: { projectName: string; results: Result[] }[]
}
interface Suite {
  title: string
  specs: Spec[]
  suites?: Suite[]
}
interface Report {
  config: { metadata: { actualWorkers: number } }
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: Suite[]
}

/**
 * What npm, the build, the runner and the app's servers are given: Node 22 first on PATH (the line
 * running this), and none of what is this run's own. Vitest's NODE_ENV=test would make `vite build`
 * a development build; VITEST_* would only confuse the child; a mock the shell points at is not
 * this one; and NODE_OPTIONS, PORT and HOST are the config's to give each server.
 */
const own = /^(VITEST|MESSAGING_MOCK_)|^(NODE_ENV|NODE_OPTIONS|PORT|HOST)$/
const env = {
  ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !own.test(key))),
  PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
}

/** `command args` in the app's folder, timed as `phase`; its output is in the error if it fails. */
function timed(phase: string, command: string, args: string[]): void {
  const started = performance.now()
  try {
    execFileSync(command, args, { cwd: app, env, stdio: 'pipe', timeout: 540_000 })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`)
  }
  took[phase] = (performance.now() - started) / 1000
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'messaging-mock-sveltekit-'))
  // The preload and the fixture are imported by the package's name, so from dist/.
  buildIfStale(['index', 'integrations/playwright', 'integrations/register'])
  const installed = statSync(join(app, 'node_modules/.package-lock.json'), { throwIfNoEntry: false })?.mtimeMs
  if (installed === undefined || installed < statSync(join(app, 'package-lock.json')).mtimeMs) {
    timed('install', 'npm', ['ci', '--no-audit', '--no-fund'])
  }
  // As if the app had installed messaging-mock: `--import messaging-mock/register`, server.js and
  // the specs resolve it from the app's node_modules, and it is this checkout. npm ci removes it.
  const link = join(app, 'node_modules/messaging-mock')
  if (!lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) {
    if (existsSync(link)) rmSync(link, { recursive: true, force: true })
    symlinkSync('../../../..', link, 'dir')
  }
  timed('build', 'npm', ['run', 'build'])
  mock = await startServer({ port: 0, log: (line) => lines.push(line) })
}, 600_000)

afterAll(async () => {
  await mock?.close()
  if (folder) rmSync(folder, { recursive: true, force: true })
  console.info(`ssr-sveltekit phases (s): ${JSON.stringify(took)}`)
})

/** `count` distinct free ports on the loopback, all held at once so that none is given twice. */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer())
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))))
  const ports = servers.map((server) => (server.address() as { port: number }).port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

/**
 * Runs the app's Playwright project and reads its JSON report. The runner is started as node + its
 * own script in a process group of its own, so that a hang kills it, its workers, their browsers
 * and the app's two servers (its webServers).
 */
async function runPlaywright(childEnv: Record<string, string>): Promise<Report> {
  const output = join(folder, 'playwright')
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', join(app, 'playwright.config.ts')],
    {
      cwd: root,
      env: { ...env, ...childEnv, E2E_OUTPUT_DIR: output },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let log = ''
  const keep = (chunk: Buffer) => {
    log += chunk.toString()
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const timer = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), 540_000)
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  )
  clearTimeout(timer)
  if (code !== 0) throw new Error(`playwright test exited with ${code ?? signal}:\n${log}`)
  return JSON.parse(readFileSync(join(output, 'report.json'), 'utf8')) as Report
}

function outcomesOf(suite: Suite, file: string): { outcome: string[]; parallelIndex: number }[] {
  const own = suite.specs.flatMap((spec) =>
    spec.tests.map((test) => ({
      outcome: [test.projectName, file, spec.title, test.results[0]?.status ?? 'not run'],
      parallelIndex: test.results[0]?.parallelIndex ?? -1,
    })),
  )
  return [...own, ...(suite.suites ?? []).flatMap((child) => outcomesOf(child, file))]
}

it('the SvelteKit app reaches each test’s tenant from its server, with the preload and with the import line', async () => {
  const [port, customServerPort] = await freePorts(2)
  const started = performance.now()
  const report = await runPlaywright({
    MESSAGING_MOCK_URL: mock.url,
    PORT: String(port),
    CUSTOM_SERVER_PORT: String(customServerPort),
  })
  took.playwright = (performance.now() - started) / 1000

  expect(report.stats).toMatchObject({ expected: 16, unexpected: 0, flaky: 0, skipped: 0 })
  expect(report.config.metadata.actualWorkers).toBe(4)
  // The top suites are the spec files.
  const runs = report.suites.flatMap((suite) => outcomesOf(suite, suite.title))
  const sorted = (rows: string[][]) => [...rows].sort((a, b) => a.join(' ').localeCompare(b.join(' ')))
  expect(sorted(runs.map((run) => run.outcome))).toEqual(sorted(expected))
  // fullyParallel over 16 tests: all 4 worker slots ran tests.
  expect([...new Set(runs.map((run) => run.parallelIndex))].sort()).toEqual([0, 1, 2, 3])

  // A tenant for each of the 7 tests of each project that use a page or `mock`, and the 20 of each
  // concurrency test.
  const tenants = new Set(lines.map((line) => line.tenant))
  expect([...tenants].filter((name) => name.startsWith('pw-')).length).toBe(14)
  expect([...tenants].filter((name) => name.startsWith('sk-')).length).toBe(40)
  // Every call of the app's servers carried a tenant: the default tenant saw only the form tests
  // looking in it, one in each project.
  const fallback = lines.filter((line) => line.tenant === 'default')
  expect(fallback.map((line) => `${line.method} ${line.path}`)).toEqual(['GET /__state', 'GET /__state'])
  // And every one of them was dropped.
  const left = (await (await fetch(`${mock.url}/__tenants`)).json()) as { data: { name: string }[] }
  expect(left.data.map((tenant) => tenant.name)).toEqual(['default'])
}, 600_000)
