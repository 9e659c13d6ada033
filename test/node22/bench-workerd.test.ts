import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { headers } from '../../bench/report.js'
import { throughputScenarios } from '../../bench/scenarios.js'
import { writeWorld } from '../../bench/worlds.js'
import { runBench as bench, tableRows } from '../support/bench-run.js'
import { buildIfStale } from '../support/vitest-run.js'

/**
 * Issue 47, point 6: `npm run bench -- --only workerd` in quick mode, run once to prove that it
 * works (Miniflare needs Node 22, so it is here and not in test/bench.test.ts, which runs the whole
 * bench on the machine's Node and sees this part say it did not run). No speed is asserted: every
 * figure is there and above 0.
 */
const dir = mkdtempSync(join(tmpdir(), 'bench-workerd-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it("--only workerd compares a tenant's Durable Object in workerd with the Node server and restarts it", async () => {
  buildIfStale(['main', 'cloudflare'])
  const out = join(dir, 'workerd.md')
  // 1,000 requests a run, not --quick's 200: every CPU figure is read over enough clock ticks to be above 0.
  const run = await bench([
    '--quick',
    '--requests',
    '1000',
    '--skip-build',
    '--connections',
    '10',
    '--only',
    'workerd',
    '--out',
    out,
  ])
  expect(run.code, run.stderr).toBe(0)
  const markdown = readFileSync(out, 'utf8')
  const number = (cell: string) => Number(cell.split(' ')[0].replaceAll(',', ''))
  const rows = tableRows(markdown, headers.workerd)
  const scenarios = throughputScenarios(writeWorld(join(dir, 'world.json'), 1000))
  expect(rows.map((row) => row[0])).toEqual(scenarios.map((s) => s.title))
  for (const row of rows) for (const cell of row.slice(1)) expect(number(cell)).toBeGreaterThan(0)
  const [held] = tableRows(markdown, headers.workerdWorlds)
  expect(held[0]).toBe('10,000')
  for (const cell of held) expect(number(cell)).toBeGreaterThan(0)
}, 300_000)
