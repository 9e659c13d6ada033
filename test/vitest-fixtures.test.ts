import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
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
  ['loader.test.ts', 'loader one, in its test’s tenant, sees only its own group'],
  ['loader.test.ts', 'loader three, in its test’s tenant, sees only its own group'],
  ['loader.test.ts', 'loader two, in its test’s tenant, sees only its own group'],
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
  ['why.test.ts', 'a failed test leaves why the mock answered: a conversation ana is not in'],
]

beforeAll(() => buildIfStale(['integrations/vitest', 'integrations/vitest-setup']), 600_000)

/** Runs the example project and reads its JSON report, and the artifacts its tests recorded (test/support/artifact-reporter.ts). */
async function runExample(env: Record<string, string> = {}): Promise<JsonReport & { artifacts: Recorded[] }> {
  const folder = mkdtempSync(join(tmpdir(), 'messaging-mock-artifacts-'))
  const artifacts = join(folder, 'artifacts.jsonl')
  try {
    const run = await runVitest({
      cwd: root,
      vitest: join(root, 'node_modules/vitest/vitest.mjs'),
      args: ['--config', config, '--reporter=./test/support/artifact-reporter.ts'],
      env: { ...env, MESSAGING_MOCK_ARTIFACTS: artifacts },
    })
    if (run.code !== 0 || run.report === undefined)
      throw new Error(`vitest exited with ${run.code ?? run.signal}:\n${run.stderr}`)
    const lines = existsSync(artifacts) ? readFileSync(artifacts, 'utf8').split('\n').filter(Boolean) : []
    return { ...run.report, artifacts: lines.map((line) => JSON.parse(line) as Recorded) }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** An artifact as the reporter wrote it: its test, and what was recorded. */
interface Recorded {
  test: string
  artifact: { type: string; message: string; attachments: { contentType: string; body?: string; path?: string }[] }
}

/** An attachment's text, inline (base64) or in the file Vitest copied it to. */
const textOf = ({ body, path }: { body?: string; path?: string }) =>
  path === undefined ? Buffer.from(body ?? '', 'base64').toString('utf8') : readFileSync(path, 'utf8')

it('the example suite passes against the mock its globalSetup starts: 17 tests, 7 of them concurrent', async () => {
  const report = await runExample()
  expect(outcomes(report)).toEqual(expected.map(([file, test]) => [file, test, 'passed']))
  expect(report).toMatchObject({ success: true, numTotalTests: 17, numPassedTests: 17 })

  // The one test that failed (on purpose) recorded why the mock answered it; no other test recorded anything.
  expect(report.artifacts.map(({ test, artifact }) => [test, artifact.type])).toEqual([
    [expected[16][1], 'messaging-mock:journal'],
  ])
  const [{ artifact }] = report.artifacts
  expect(artifact.message).toMatch(/^The mock's journal of tenant vt-why-a-failed-test-[\w.-]+: 1 requests$/)
  expect(artifact.attachments.map((a) => a.contentType)).toEqual(['text/plain', 'application/json'])
  const tenant = (/ tenant (\S+):/.exec(artifact.message) as RegExpExecArray)[1]
  expect(textOf(artifact.attachments[0]).split('\n')).toEqual([
    'Why the mock answered so, newest request first; the last reason of each decided its answer (docs/reasons.md).',
    '',
    'GET /v1/messages -> 404 not_found',
    `  tenant.path          The tenant is ${tenant}, named by the path's /t/${tenant} prefix.`,
    "  caller.token         The token tok_ana is the fixture's token of ct_ana; it never expires.",
    '  route.matched        The route is GET /v1/messages (list_messages).',
    '  conversation.hidden  conv_dm_cleo_dev exists, but ct_ana is not one of its participants (ct_cleo and ct_dev): the API answers exactly as for a conversation that does not exist.',
    '                       Send as one of its participants.',
    '',
  ])
  const [entry] = JSON.parse(textOf(artifact.attachments[1]))
  expect(entry.why.at(-1).code).toBe('conversation.hidden')
}, 300_000)

it('with MESSAGING_MOCK_URL it uses that mock: a tenant per test, one for the file, each dropped after', async () => {
  const lines: RequestLine[] = []
  const server = await startServer({ port: 0, log: (line) => lines.push(line) })
  try {
    const report = await runExample({ MESSAGING_MOCK_URL: server.url })
    expect(report).toMatchObject({ success: true, numTotalTests: 17, numPassedTests: 17 })

    const tenants = new Set(lines.map((line) => line.tenant).filter((name) => name.startsWith('vt-')))
    // 15 tests of activity.test.ts, loader.test.ts, messages.test.ts and why.test.ts with a tenant
    // each, and the 2 of file-isolation.test.ts sharing one.
    expect(tenants.size).toBe(16)
    expect([...tenants].filter((name) => name.startsWith('vt-loader-loader-')).length).toBe(3)
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
