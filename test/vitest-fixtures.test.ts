import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, expect, it } from 'vitest'
import type { RequestLine } from '../src/http/observe.js'
import { startServer } from '../src/server.js'
import { buildIfStale, type JsonReport, outcomes, runVitest } from './support/vitest-run.js'

/**
 * `messaging-mock/vitest` as a client team uses it: examples/vitest/ is run by the real runner, in
 * a process of its own, importing the integration by the package's name (so from dist/, through
 * package.json "exports"), and its JSON report is judged.
 */
const root = fileURLToPath(new URL('../', import.meta.url))
const config = 'examples/vitest/vitest.config.ts'

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

beforeAll(() => buildIfStale(['integrations/vitest', 'integrations/vitest-setup']), 600_000)

/** Runs the example project and reads its JSON report. */
async function runExample(env: Record<string, string> = {}): Promise<JsonReport> {
  const run = await runVitest({
    cwd: root,
    vitest: join(root, 'node_modules/vitest/vitest.mjs'),
    args: ['--config', config],
    env,
  })
  if (run.code !== 0 || run.report === undefined)
    throw new Error(`vitest exited with ${run.code ?? run.signal}:\n${run.stderr}`)
  return run.report
}

it('the example suite passes against the mock its globalSetup starts: 13 tests, 4 of them concurrent', async () => {
  const report = await runExample()
  expect(outcomes(report)).toEqual(expected.map(([file, test]) => [file, test, 'passed']))
  expect(report).toMatchObject({ success: true, numTotalTests: 13, numPassedTests: 13 })
}, 300_000)

it('with MESSAGING_MOCK_URL it uses that mock: a tenant per test, one for the file, each dropped after', async () => {
  const lines: RequestLine[] = []
  const server = await startServer({ port: 0, log: (line) => lines.push(line) })
  try {
    const report = await runExample({ MESSAGING_MOCK_URL: server.url })
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
