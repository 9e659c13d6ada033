import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, expect, it } from 'vitest'
import { mswExampleOutcomes } from './support/msw-example.js'
import { buildIfStale, outcomes, runVitest } from './support/vitest-run.js'

/**
 * Issue 41, point 2: `messaging-mock/msw` in Node as a frontend team uses it. examples/msw-vitest/
 * (a data layer that speaks fetch, `setupServer` from msw/node with the mock's handlers, a reset
 * after each test) runs under the real runner in a process of its own, in jsdom and in happy-dom,
 * importing the package by its name (dist/, through "exports"); its JSON report is judged.
 */
const root = fileURLToPath(new URL('../', import.meta.url))

beforeAll(() => buildIfStale(['msw', 'web']), 600_000)

it('passes in jsdom and in happy-dom: the same 10 tests in each, and each knows its document', async () => {
  const run = await runVitest({
    cwd: root,
    vitest: join(root, 'node_modules/vitest/vitest.mjs'),
    args: ['--config', 'examples/msw-vitest/vitest.config.ts'],
  })
  expect(outcomes(run.report)).toEqual(mswExampleOutcomes)
  expect(run.report).toMatchObject({ success: true, numTotalTests: 22, numPassedTests: 22 })
  expect(run.code).toBe(0)
}, 300_000)

it('type-checks as a user copies it', () => {
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', 'examples/msw-vitest/tsconfig.json'], { cwd: root })
}, 120_000)
