import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { lstatSync, mkdtempSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect } from 'vitest'
import type { RequestLine } from '../../src/http/observe.js'
import { type RunningMock, startServer } from '../../src/server.js'
import { buildIfStale } from './vitest-run.js'

/**
 * What the drivers of the server-rendered apps (test/node22/ssr-*.test.ts, issue 55) share: each
 * installs an app of test/apps/ as a user would, builds it, runs its Playwright project against one
 * mock started in-process, and judges the report and the mock's log by the same rules.
 */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/** The folder of the app `name` under test/apps/. */
const appFolder = (name: string): string => join(repoRoot, 'test/apps', name)

/**
 * Variables that are this run's own, not the children's: VITEST_* would make a child think it is a
 * worker, a mock the shell points at is not this one, Vitest's NODE_ENV=test makes `vite build` a
 * development build (and React a test one), and NODE_OPTIONS, PORT and HOST are each config's to give
 * each server.
 */
const ownVariable = /^(VITEST|MESSAGING_MOCK_)|^(NODE_ENV|NODE_OPTIONS|PORT|HOST)$/

/**
 * The environment of npm, the builds, the runner and the apps' servers: this process's, less its own
 * variables, with the Node running this file first on PATH (the frameworks need 22 or later, and
 * `npx`, `npm start` and `#!/usr/bin/env node` scripts would otherwise find the shell's).
 */
export function appEnv(extra: Record<string, string> = {}): Record<string, string> {
  const inherited = Object.entries(process.env).filter(
    (entry): entry is [string, string] => !ownVariable.test(entry[0]) && entry[1] !== undefined,
  )
  return {
    ...Object.fromEntries(inherited),
    PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
    ...extra,
  }
}

/** How long each phase of a driver took: a record of what a run costs on this busy machine, not a limit. */
class Phases {
  private readonly took: Record<string, string> = {}

  async time<T>(phase: string, step: () => T | Promise<T>): Promise<T> {
    const started = performance.now()
    try {
      return await step()
    } finally {
      this.took[phase] = `${((performance.now() - started) / 1000).toFixed(1)} s`
    }
  }

  toString(): string {
    return JSON.stringify(this.took)
  }
}

/** Runs `command args` in the app's folder; its output is in the error if it fails. */
export function runInApp(app: string, command: string, args: string[], env: Record<string, string> = {}): void {
  try {
    execFileSync(command, args, { cwd: app, env: appEnv(env), stdio: 'pipe', timeout: 540_000 })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
    throw new Error(`${command} ${args.join(' ')} in ${app} failed:\n${stdout ?? ''}${stderr ?? ''}`)
  }
}

/**
 * Makes the app ready to build as a user's checkout would be: dist/ current (the preload and the
 * fixture are imported by the package's name), `npm ci` from the app's own lockfile when its
 * node_modules is missing or older than the lockfile, and node_modules/messaging-mock a link to this
 * repository, where `npm install messaging-mock` would put the package (npm ci removes it).
 */
async function installApp(app: string, phases: Phases): Promise<void> {
  buildIfStale(['index', 'integrations/playwright', 'integrations/register'])
  const installed = statSync(join(app, 'node_modules/.package-lock.json'), { throwIfNoEntry: false })?.mtimeMs ?? 0
  if (installed < statSync(join(app, 'package-lock.json')).mtimeMs) {
    await phases.time('install', () => runInApp(app, 'npm', ['ci', '--no-audit', '--no-fund']))
  }
  const link = join(app, 'node_modules/messaging-mock')
  const target = relative(join(app, 'node_modules'), repoRoot)
  if (lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink() && readlinkSync(link) === target) return
  rmSync(link, { recursive: true, force: true })
  symlinkSync(target, link, 'dir')
}

/** `count` distinct free ports on the loopback, all held at once so that none is given twice. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer().listen(0, '127.0.0.1'))
  await Promise.all(servers.map((server) => once(server, 'listening')))
  const ports = servers.map((server) => (server.address() as { port: number }).port)
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

/** The mock the app's servers and the specs share, and every line of its request log (all tenants, the control plane too). */
async function startLoggedMock(): Promise<{ mock: RunningMock; lines: RequestLine[] }> {
  const lines: RequestLine[] = []
  const mock = await startServer({ port: 0, log: (line) => lines.push(line) })
  return { mock, lines }
}

/**
 * Starts `node script args` in a process group of its own (never through npx, whose process a kill
 * would leave behind), so that killing the group ends it and all it started: workers, browsers, the
 * app's servers. `output()` is what it printed so far, for the error that reports it.
 */
export function spawnGroup(
  script: string,
  args: string[],
  options: { cwd: string; env: Record<string, string> },
): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [script, ...args], {
    ...options,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { child, output: () => output }
}

/** Ends a child of `spawnGroup` and everything in its group, and waits until it has exited. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  process.kill(-(child.pid as number), 'SIGTERM')
  await once(child, 'exit')
}

interface PlaywrightSuite {
  title: string
  specs: { title: string; tests: { projectName: string; results: { status: string; parallelIndex: number }[] }[] }[]
  suites?: PlaywrightSuite[]
}

/** What Playwright's JSON reporter writes, as far as the drivers read it. */
export interface PlaywrightReport {
  config: { metadata: { actualWorkers: number } }
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: PlaywrightSuite[]
}

/**
 * Runs the app's Playwright project (its playwright.config.ts reads MESSAGING_MOCK_URL, the ports
 * and E2E_OUTPUT_DIR from `env`) and reads its JSON report. A hang past `limitMs` kills the group.
 */
async function runPlaywright(app: string, env: Record<string, string>, limitMs = 600_000): Promise<PlaywrightReport> {
  const output = mkdtempSync(join(tmpdir(), 'messaging-mock-ssr-'))
  try {
    const { child, output: log } = spawnGroup(
      join(repoRoot, 'node_modules/@playwright/test/cli.js'),
      ['test', '--config', join(app, 'playwright.config.ts')],
      { cwd: repoRoot, env: appEnv({ ...env, E2E_OUTPUT_DIR: output }) },
    )
    const timer = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), limitMs)
    const [code, signal] = await once(child, 'exit')
    clearTimeout(timer)
    if (code !== 0) throw new Error(`playwright test exited with ${code ?? signal}:\n${log()}`)
    return JSON.parse(readFileSync(join(output, 'report.json'), 'utf8')) as PlaywrightReport
  } finally {
    rmSync(output, { recursive: true, force: true })
  }
}

/** Every test of the report as [project, file, title, status] and the worker slot it ran in; the top suites are the files. */
function testsOf(report: PlaywrightReport): { row: string[]; parallelIndex: number }[] {
  const walk = (suite: PlaywrightSuite, file: string): { row: string[]; parallelIndex: number }[] => [
    ...suite.specs.flatMap((spec) =>
      spec.tests.map((test) => ({
        row: [test.projectName, file, spec.title, test.results[0]?.status ?? 'not run'],
        parallelIndex: test.results[0]?.parallelIndex ?? -1,
      })),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, file)),
  ]
  return report.suites.flatMap((suite) => walk(suite, suite.title))
}

/**
 * The report holds exactly `expected` ([project, file, title, 'passed'] rows), none failed, flaky or
 * skipped, and ran in the 4 workers every app's config asks for, each of which ran tests
 * (fullyParallel with more tests than workers fills every slot): the tenants were used at once.
 */
function expectExactlyPassed(report: PlaywrightReport, expected: string[][]): void {
  expect(report.stats).toMatchObject({ expected: expected.length, unexpected: 0, flaky: 0, skipped: 0 })
  expect(report.config.metadata.actualWorkers).toBe(4)
  const tests = testsOf(report)
  const sorted = (rows: string[][]) => [...rows].sort((a, b) => a.join('\n').localeCompare(b.join('\n')))
  expect(sorted(tests.map((test) => test.row))).toEqual(sorted(expected))
  expect([...new Set(tests.map((test) => test.parallelIndex))].sort()).toEqual([0, 1, 2, 3])
}

/**
 * How many distinct tenants of each kind the mock's log names, a kind being a name up to its first
 * `-`: the fixture's are `pw-<run>-<test>`, a spec's own `<app>-<run>-<i>`, and `default` is `default`.
 */
function tenantKinds(lines: RequestLine[]): Record<string, number> {
  const kinds: Record<string, number> = {}
  for (const name of new Set(lines.map((line) => line.tenant))) {
    const kind = name.split('-')[0]
    kinds[kind] = (kinds[kind] ?? 0) + 1
  }
  return kinds
}

/**
 * Nothing the apps' servers sent fell back to the default tenant: its journal (every /v1 call) is
 * empty, and all the log shows of it is `reads` GET /__state, the specs' own look into default
 * (a form test checking that its group is not there). The webServers' readiness is a TCP connect,
 * so it never renders a page that would call the mock with no tenant.
 */
function expectDefaultOnlyRead(mock: RunningMock, lines: RequestLine[], reads: number): void {
  expect(mock.requests()).toEqual([])
  const inDefault = lines.filter((line) => line.tenant === 'default').map((line) => `${line.method} ${line.path}`)
  expect(inDefault).toEqual(Array.from({ length: reads }, () => 'GET /__state'))
}

/** Every tenant a test made was dropped after it (the fixture's and the specs' own alike): only default is left. */
async function expectEveryTenantDropped(mock: RunningMock): Promise<void> {
  const tenants = (await (await fetch(`${mock.url}/__tenants`)).json()) as { data: { name: string }[] }
  expect(tenants.data.map((tenant) => tenant.name)).toEqual(['default'])
}

/** An app of test/apps/ as a driver has it: its folder, its phases' times, and the one mock it is run against. */
export interface AppUnderTest {
  readonly folder: string
  readonly phases: Phases
  readonly mock: RunningMock
  /** The mock's request log: which tenants were seen, and what reached `default`. */
  readonly lines: RequestLine[]
}

/**
 * Readies the app `name` in the file's beforeAll: installed, put through `steps` (its build, its
 * typecheck) in the order given, and one mock started; the mock is closed and the phases' times
 * printed in its afterAll.
 */
export function appUnderTest(name: string, steps: [phase: string, run: (folder: string) => void][]): AppUnderTest {
  const folder = appFolder(name)
  const phases = new Phases()
  let started: { mock: RunningMock; lines: RequestLine[] } | undefined
  beforeAll(async () => {
    await installApp(folder, phases)
    for (const [phase, run] of steps) await phases.time(phase, () => run(folder))
    started = await startLoggedMock()
  }, 900_000)
  afterAll(async () => {
    await started?.mock.close()
    console.info(`ssr-${name} phases: ${phases}`)
  })
  const ready = () => {
    if (started === undefined) throw new Error(`test/apps/${name} is not ready: its beforeAll failed`)
    return started
  }
  return {
    folder,
    phases,
    get mock() {
      return ready().mock
    },
    get lines() {
      return ready().lines
    },
  }
}

/**
 * Runs the app's Playwright project against its mock (with `env` besides MESSAGING_MOCK_URL) and
 * judges it by the rules every driver shares: exactly `expected` passed over 4 workers, exactly
 * `kinds` of tenants seen, `default` only read `defaultReads` times by the specs themselves, and
 * every tenant dropped.
 */
export async function expectProjectPassed(
  app: AppUnderTest,
  env: Record<string, string>,
  expected: string[][],
  kinds: Record<string, number>,
  defaultReads: number,
): Promise<void> {
  const report = await app.phases.time('playwright', () =>
    runPlaywright(app.folder, { MESSAGING_MOCK_URL: app.mock.url, ...env }),
  )
  expectExactlyPassed(report, expected)
  expect(tenantKinds(app.lines)).toEqual(kinds)
  expectDefaultOnlyRead(app.mock, app.lines, defaultReads)
  await expectEveryTenantDropped(app.mock)
}
