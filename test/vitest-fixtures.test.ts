import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { RequestLine } from '../src/http/observe.js'
import { startServer } from '../src/server.js'

/**
 * `messaging-mock/vitest` as a client team uses it: examples/vitest/ is run by the real runner, in
 * a process of its own, importing the integration by the package's name (so from dist/, through
 * package.json "exports"), and its JSON report is judged.
 */
const root = fileURLToPath(new URL('../', import.meta.url))
const config = 'examples/vitest/vitest.config.ts'
let folder: string

const expected = [
  ['activity.test.ts', 'a reply arrives and my message shows as read'],
  ['file-isolation.test.ts', 'a message sent by the first test'],
  ['file-isolation.test.ts', 'is gone in the second, in the same tenant'],
  ['messages.test.ts', 'a 503 reaches the caller as an ApiError'],
  ['messages.test.ts', 'concurrent writer four sees only its own message'],
  ['messages.test.ts', 'concurrent writer one sees only its own message'],
  ['messages.test.ts', 'concurrent writer three sees only its own message'],
  ['messages.test.ts', 'concurrent writer two sees only its own message'],
  [
    'messages.test.ts',
    'options: another scenario and a frozen clock for every test of this block the empty world has no messages',
  ],
  ['messages.test.ts', 'sending returns the message as the API stored it'],
  ['messages.test.ts', 'the client sends exactly this form body (the journal)'],
  ['messages.test.ts', 'the tenant URL is the server URL and /t/<tenant>, for apps that take a base URL'],
  ['messages.test.ts', 'times come from the frozen clock'],
]

interface JsonReport {
  success: boolean
  numTotalTests: number
  numPassedTests: number
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[]
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'messaging-mock-vitest-'))
  // CI's `npm ci` builds dist/; a working copy may not have built it since the integration changed.
  const built = (file: string) => statSync(join(root, 'dist/integrations', file), { throwIfNoEntry: false })?.mtimeMs
  const stale = ['vitest', 'vitest-setup'].some((name) => {
    const output = built(`${name}.js`)
    return output === undefined || output < statSync(join(root, `src/integrations/${name}.ts`)).mtimeMs
  })
  if (stale) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' })
}, 600_000)

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
})

/**
 * Runs the example project and reads its JSON report. The runner is started as node + its own
 * script in a process group of its own (not through npx, whose process a kill would leave
 * behind), so that a hang kills it and its workers.
 */
async function runExample(name: string, env: Record<string, string> = {}): Promise<JsonReport> {
  const out = join(folder, `${name}.json`)
  // The parent run's own variables (VITEST, VITEST_POOL_ID, ...) would make the child think it is
  // a worker; a mock the developer's shell points at is not the one under test.
  const own = (key: string) =>
    key.startsWith('VITEST') || key === 'MESSAGING_MOCK_URL' || key === 'MESSAGING_MOCK_ADMIN_TOKEN'
  const inherited = Object.entries(process.env).filter(([key]) => !own(key))
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', config, '--reporter=json', `--outputFile=${out}`],
    {
      cwd: root,
      env: { ...Object.fromEntries(inherited), ...env },
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const timer = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), 240_000)
  const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
    child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  )
  clearTimeout(timer)
  if (code !== 0) throw new Error(`vitest exited with ${code ?? signal}:\n${stderr}`)
  return JSON.parse(readFileSync(out, 'utf8')) as JsonReport
}

const outcomes = (report: JsonReport) =>
  report.testResults
    .flatMap((file) =>
      file.assertionResults.map((test) => [file.name.split('/').pop(), test.fullName, test.status] as const),
    )
    .sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`))

it('the example suite passes against the mock its globalSetup starts: 13 tests, 4 of them concurrent', async () => {
  const report = await runExample('in-process')
  expect(outcomes(report)).toEqual(expected.map(([file, test]) => [file, test, 'passed']))
  expect(report).toMatchObject({ success: true, numTotalTests: 13, numPassedTests: 13 })
}, 300_000)

it('with MESSAGING_MOCK_URL it uses that mock: a tenant per test, one for the file, each dropped after', async () => {
  const lines: RequestLine[] = []
  const server = await startServer({ port: 0, log: (line) => lines.push(line) })
  try {
    const report = await runExample('given-url', { MESSAGING_MOCK_URL: server.url })
    expect(report).toMatchObject({ success: true, numTotalTests: 13, numPassedTests: 13 })

    const tenants = new Set(lines.map((line) => line.tenant).filter((name) => name.startsWith('vt-')))
    // 11 tests of activity.test.ts and messages.test.ts with a tenant each, and the 2 of
    // file-isolation.test.ts sharing one.
    expect(tenants.size).toBe(12)
    expect([...tenants].filter((name) => name.startsWith('vt-messages-concurrent-writer-')).length).toBe(4)
    expect([...tenants].filter((name) => name.startsWith('vt-file-isolation-')).length).toBe(1)
    const left = (await (await fetch(`${server.url}/__tenants`)).json()) as { data: { name: string }[] }
    expect(left.data.map((tenant) => tenant.name).filter((name) => name.startsWith('vt-'))).toEqual([])
  } finally {
    await server.close()
  }
}, 300_000)

it('the example type-checks against the types the package ships (ProvidedContext, the fixtures)', () => {
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'examples/vitest/tsconfig.json'], { cwd: root })
}, 120_000)
