import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, expect, it } from 'vitest'
import { buildIfStale, outcomes, runVitest } from './support/vitest-run.js'

/**
 * Issue 41, point 2: `messaging-mock/msw` in Node as a frontend team uses it. examples/msw-vitest/
 * (a data layer that speaks fetch, `setupServer` from msw/node with the mock's handlers, a reset
 * after each test) runs under the real runner in a process of its own, in jsdom and in happy-dom,
 * importing the package by its name (dist/, through "exports"); its JSON report is judged.
 */
const root = fileURLToPath(new URL('../', import.meta.url))

const tests = [
  'a 503 injected for the list reaches the caller as an ApiError, once',
  'a tenant per test, for tests that run at once writer one sees only its own message',
  'a tenant per test, for tests that run at once writer three sees only its own message',
  'a tenant per test, for tests that run at once writer two sees only its own message',
  'lists the newest messages first, a page at a time',
  'refuses what the real API refuses: an unknown conversation is a 404 with its problem code',
  'sends a message, and the next list starts with it',
  'starts from the fixture again after the reset of the test before',
  'the journal holds exactly the form body the client sent',
  'times come from the frozen clock, and a token expires when the clock passes its time',
]

beforeAll(() => buildIfStale(['msw', 'web']), 600_000)

it('passes in jsdom and in happy-dom: the same 10 tests in each, and each knows its document', async () => {
  const run = await runVitest({
    cwd: root,
    vitest: join(root, 'node_modules/vitest/vitest.mjs'),
    args: ['--config', 'examples/msw-vitest/vitest.config.ts'],
  })
  const each = tests.flatMap((name) => [name, name])
  const expected = [
    ...each,
    'runs in HappyDOM, with a document and no server',
    'runs in jsdom, with a document and no server',
  ]
    .sort((a, b) => `messages.test.ts ${a}`.localeCompare(`messages.test.ts ${b}`))
    .map((name) => ['messages.test.ts', name, 'passed'])
  expect(outcomes(run.report)).toEqual(expected)
  expect(run.report).toMatchObject({ success: true, numTotalTests: 22, numPassedTests: 22 })
  expect(run.code).toBe(0)
}, 300_000)

it('type-checks as a user copies it', () => {
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'examples/msw-vitest/tsconfig.json'], { cwd: root })
}, 120_000)
