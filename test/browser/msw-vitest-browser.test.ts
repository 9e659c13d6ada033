import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, expect, it } from 'vitest'
import { buildIfStale, outcomes, runVitest } from '../support/vitest-run.js'

/**
 * Issue 41, point 3: the mock's MSW handlers in Vitest browser mode. examples/msw-vitest-browser/
 * runs in Debian's Chromium through @vitest/browser-playwright, starts `setupWorker` with the
 * handlers of `messaging-mock/msw` (imported by the package's name, so from dist/), and calls an
 * API origin that resolves nowhere with fetch. It is run by the real runner in a process of its
 * own, and its JSON report is judged.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const example = 'examples/msw-vitest-browser'

const expected = [
  'an injected 503 reaches the client once',
  'in order: reset between tests gives the baseline a message sent is stored and listed first',
  'in order: reset between tests gives the baseline is gone in the next test, and the journal is empty again',
  'lists the newest messages, and pages with starting_after',
  'the page is controlled by MSW’s worker script, at /mockServiceWorker.js',
]
  .map((name) => ['messages.test.ts', name, 'passed'] as const)
  .sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`))

beforeAll(() => buildIfStale(['msw', 'web']), 600_000)

it('the worker script in the example’s public folder is the installed msw’s, as `npx msw init` copies it', () => {
  const committed = readFileSync(join(root, example, 'public/mockServiceWorker.js'), 'utf8')
  const installed = readFileSync(join(root, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8')
  expect(committed === installed, `stale: run \`npx msw init ${example}/public --no-save\``).toBe(true)
})

it('passes in Chromium with the worker started from the test file: 5 tests, MSW warning of nothing', async () => {
  const run = await runVitest({
    cwd: root,
    vitest: join(root, 'node_modules/vitest/vitest.mjs'),
    args: ['--config', `${example}/vitest.config.ts`],
  })
  expect(outcomes(run.report), run.stderr).toEqual(expected)
  expect(run.report).toMatchObject({ success: true, numTotalTests: 5, numPassedTests: 5 })
  expect(run.code).toBe(0)
  // msw/browser reports a worker script of another version, or a request it could not handle, on
  // the console, which Vitest passes on to stderr.
  expect(run.stderr.split('\n').filter((line) => line.includes('[MSW]'))).toEqual([])
}, 300_000)

it('the example type-checks against the types the package ships', () => {
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', `${example}/tsconfig.json`], { cwd: root })
}, 120_000)
