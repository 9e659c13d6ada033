import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { JournalEntry } from '../src/engine/control/journal.js'
import type { Fixture } from '../src/engine/core/types.gen.js'
import type { RequestLine } from '../src/http/observe.js'
import { startServer } from '../src/server.js'

/**
 * `messaging-mock/playwright` as a frontend team uses it: e2e/ (a chat app served from another
 * origin, and its specs) is run by the real runner in 4 workers of Debian's Chromium, importing
 * the integration by the package's name (so from dist/, through package.json "exports"), and its
 * JSON report is judged.
 */
const root = fileURLToPath(new URL('../', import.meta.url))
let folder: string

const passed = (file: string, title: string) => [file, title, 'passed', 'passed']
const failing = 'a failing test leaves the journal of what the app sent'
const expected = [
  passed('faults.spec.ts', 'a 503 injected on sending is shown, and the next send goes through'),
  passed('isolation-header.spec.ts', 'header ana sees only its own messages'),
  passed('isolation-header.spec.ts', 'header ben sees only its own messages'),
  passed('isolation-header.spec.ts', 'header cleo sees only its own messages'),
  passed('isolation-header.spec.ts', 'the tenant header never reaches the app’s own origin'),
  passed('isolation-prefix.spec.ts', 'prefix dev sees only its own messages'),
  passed('isolation-prefix.spec.ts', 'prefix eve sees only its own messages'),
  passed('isolation-prefix.spec.ts', 'prefix farah sees only its own messages'),
  // Expected to fail (test.fail()), and failed: an expected outcome.
  ['journal-on-failure.spec.ts', failing, 'failed', 'failed'],
  passed('options.spec.ts', 'a frozen clock › the app shows the frozen time on a message it sends'),
  passed('options.spec.ts', 'a named fixture › the app lists the busy group’s messages as tok_me'),
  passed('worker-isolation.spec.ts', 'the first test of the worker loads a fixture and sends a message'),
  passed('worker-isolation.spec.ts', 'the next test has the same tenant, back to the baseline'),
]

interface Attachment {
  name: string
  contentType: string
  body?: string
}
interface Result {
  status: string
  workerIndex: number
  parallelIndex: number
  attachments: Attachment[]
}
interface Spec {
  title: string
  tests: { expectedStatus: string; results: Result[] }[]
}
interface Suite {
  title: string
  specs: Spec[]
  suites?: Suite[]
}
interface Report {
  config: { workers: number; metadata: { actualWorkers: number } }
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: Suite[]
}
interface Run {
  file: string
  title: string
  expectedStatus: string
  result: Result
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'messaging-mock-playwright-'))
  // CI's `npm ci` builds dist/; a working copy may not have built it since the integration changed.
  const output = statSync(join(root, 'dist/integrations/playwright.js'), { throwIfNoEntry: false })?.mtimeMs
  const sources = ['src/integrations/playwright.ts', 'src/client.ts'].map((file) => statSync(join(root, file)).mtimeMs)
  if (output === undefined || sources.some((source) => output < source)) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' })
  }
}, 600_000)

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
})

/**
 * Runs e2e/ and reads its JSON report. The runner is started as node + its own script in a
 * process group of its own (not through npx, whose process a kill would leave behind), so that a
 * hang kills it, its workers and their browsers.
 */
async function runE2e(name: string, env: Record<string, string> = {}): Promise<Run[]> {
  const output = join(folder, name)
  // A mock the developer's shell points at is not the one under test; the parent's VITEST_* would
  // only confuse the child.
  const own = (key: string) => key.startsWith('VITEST') || key.startsWith('MESSAGING_MOCK_')
  const inherited = Object.entries(process.env).filter(([key]) => !own(key))
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', 'e2e/playwright.config.ts'],
    {
      cwd: root,
      env: { ...Object.fromEntries(inherited), ...env, E2E_OUTPUT_DIR: output },
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
  const timer = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), 420_000)
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  )
  clearTimeout(timer)
  if (code !== 0) throw new Error(`playwright test exited with ${code ?? signal}:\n${log}`)
  const report = JSON.parse(readFileSync(join(output, 'report.json'), 'utf8')) as Report
  expect(report.stats).toMatchObject({ expected: 13, unexpected: 0, flaky: 0, skipped: 0 })
  expect(report.config.metadata.actualWorkers).toBe(4)
  // The top suites are the spec files (a test's location may be a module they import).
  return report.suites.flatMap((suite) => runsOf(suite, suite.title, []))
}

function runsOf(suite: Suite, file: string, titles: string[]): Run[] {
  const own = suite.specs.flatMap((spec) =>
    spec.tests.map((test) => ({
      file,
      title: [...titles, spec.title].join(' › '),
      expectedStatus: test.expectedStatus,
      result: test.results[0],
    })),
  )
  const nested = (suite.suites ?? []).flatMap((child) => runsOf(child, file, [...titles, child.title]))
  return [...own, ...nested]
}

const outcomes = (runs: Run[]) =>
  runs
    .map((run) => [run.file, run.title, run.expectedStatus, run.result.status])
    .sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`))

const attached = (run: Run, name: string) => {
  const attachment = run.result.attachments.find((a) => a.name === name)
  expect(attachment?.contentType).toBe('application/json')
  return JSON.parse(Buffer.from(attachment?.body ?? '', 'base64').toString('utf8'))
}

it('the e2e project passes in 4 workers: isolation, a fault, a frozen clock, the journal of a failed test', async () => {
  const runs = await runE2e('in-process')
  expect(outcomes(runs)).toEqual(expected)
  // fullyParallel over 13 tests: all 4 worker slots ran tests.
  expect([...new Set(runs.map((run) => run.result.parallelIndex))].sort()).toEqual([0, 1, 2, 3])

  const failed = runs.find((run) => run.title === failing) as Run
  const journal = attached(failed, 'mock-journal.json') as JournalEntry[]
  const list = {
    method: 'GET',
    path: '/v1/messages',
    query: { conversation_id: 'conv_trip', limit: '100' },
    body: null,
    caller: 'ct_ana',
    status: 200,
    problem: null,
  }
  const sent = { conversation_id: 'conv_trip', message: 'e2e before the failure' }
  // Newest first: the page's first list, the send, the list after it. Nothing of other tests.
  expect(journal.map(({ duration_ms, at, why, ...entry }) => entry)).toEqual([
    list,
    { ...list, method: 'POST', query: {}, body: sent, status: 201 },
    list,
  ])
  // Why, read as a person reads it: each request with its reasons, the deciding one last.
  const why = failed.result.attachments.find((a) => a.name === 'mock-why.txt')
  expect(why?.contentType).toBe('text/plain')
  const text = Buffer.from(why?.body ?? '', 'base64').toString('utf8')
  expect(text.split('\n').filter((line) => !line.startsWith(' '))).toEqual([
    'Why the mock answered so, newest request first; the last reason of each decided its answer (docs/reasons.md).',
    '',
    'GET /v1/messages -> 200',
    '',
    'POST /v1/messages -> 201',
    '',
    'GET /v1/messages -> 200',
    '',
  ])
  expect(text).toContain("The token tok_ana is the fixture's token of ct_ana; it never expires.")
  expect(journal.map((entry) => entry.why.at(-1)?.code)).toEqual(['page.end', 'message.sent', 'page.end'])
  const state = attached(failed, 'mock-state.json') as Fixture
  expect(state.messages?.filter((message) => message.message?.startsWith('e2e ')).map((m) => m.message)).toEqual([
    'e2e before the failure',
  ])
  // Tests that passed attach nothing.
  const others = runs.filter((run) => run !== failed)
  expect(others.flatMap((run) => run.result.attachments.map((a) => a.name))).toEqual([])
}, 480_000)

it('with MESSAGING_MOCK_URL the workers share that mock: every request in a test tenant, all dropped after', async () => {
  const lines: RequestLine[] = []
  const server = await startServer({ port: 0, log: (line) => lines.push(line) })
  try {
    const runs = await runE2e('given-url', { MESSAGING_MOCK_URL: server.url })
    expect(outcomes(runs)).toEqual(expected)

    const tenants = new Set(lines.map((line) => line.tenant).filter((name) => name.startsWith('pw-')))
    // 11 tests with a tenant each, and the 2 of worker-isolation.spec.ts sharing one.
    expect(tenants.size).toBe(12)
    expect([...tenants].filter((name) => /^pw-[0-9a-f]{8}-w\d+$/.test(name)).length).toBe(1)
    const left = (await (await fetch(`${server.url}/__tenants`)).json()) as { data: { name: string }[] }
    expect(left.data.map((tenant) => tenant.name)).toEqual(['default'])
    const all = server.coverage({ tenants: 'all' })
    // Drops: the 11 test tenants, and the worker's tenant twice: before its second test (so that
    // it starts from the server's baseline) and after the worker.
    expect(all.dropped_tenants).toBe(13)
    // What the apps sent: 6 tests x 6 (list, send, list, send, list, list after reload), 4 with
    // the fault, 3 of the failing test, 3 with the clock, 1 of the busy group, 4 in the worker
    // tenant, 1 of the header check. None reached the default tenant: the header never went missing.
    expect(all.requests).toBe(52)
    expect(server.coverage().requests).toBe(0)
  } finally {
    await server.close()
  }
}, 480_000)
