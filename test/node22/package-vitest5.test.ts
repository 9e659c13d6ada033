import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  everyEntry,
  freshProject,
  installedVersion,
  type NpmRun,
  npm,
  npmWarnings,
  pack,
  repo,
  strictTsconfig,
  typecheck,
} from '../support/packed.js'

/**
 * Issue 39, point 2: a project that already has Vitest 5 (what `npm install -D vitest` gives since
 * September 2026; it needs Node 22.12) installs the packed package with a plain `npm install`,
 * and the Vitest integration works there: examples/vitest, copied into that project, passes under
 * Vitest 5 (under Vitest 4 it is test/vitest-fixtures.test.ts).
 */
let folder: string
let project: string
let install: NpmRun

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'messaging-mock-pack-'))
  const tarball = pack(folder)
  project = freshProject('vitest5', ['vitest@5', `@playwright/test@${installedVersion('@playwright/test')}`])
  install = npm(['install', '-D', tarball], project)
  for (const part of ['src', 'test', 'tsconfig.json', 'vitest.config.ts']) {
    cpSync(join(repo, 'examples/vitest', part), join(project, part), { recursive: true })
  }
}, 600_000)

afterAll(() => {
  for (const dir of [folder, project]) if (dir) rmSync(dir, { recursive: true, force: true })
})

it('a plain npm install into a project with Vitest 5 exits 0 and warns of nothing', () => {
  const vitest = JSON.parse(readFileSync(join(project, 'node_modules/vitest/package.json'), 'utf8'))
  expect(vitest.version).toMatch(/^5\./)
  expect(npmWarnings(install.output)).toEqual([])
  expect(install.status).toBe(0)
})

it('every entry of exports type-checks against Vitest 5 with skipLibCheck off', () => {
  writeFileSync(join(project, 'entries.ts'), everyEntry)
  strictTsconfig(project, ['entries.ts'])
  expect(typecheck(project)).toBe('')
}, 120_000)

it('the example suite passes under Vitest 5: 13 tests against the mock its globalSetup starts', async () => {
  const out = join(project, 'report.json')
  // The parent run's own variables (VITEST, VITEST_POOL_ID, ...) would make the child think it is a worker.
  const inherited = Object.entries(process.env).filter(
    ([key]) => !key.startsWith('VITEST') && !key.startsWith('MESSAGING_MOCK_'),
  )
  const child = spawn(
    process.execPath,
    [join(project, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=json', `--outputFile=${out}`],
    { cwd: project, env: Object.fromEntries(inherited), detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const timer = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), 240_000)
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  clearTimeout(timer)
  expect(stderr).toBe('')
  expect(code).toBe(0)
  expect(JSON.parse(readFileSync(out, 'utf8'))).toMatchObject({ success: true, numTotalTests: 13, numPassedTests: 13 })
}, 300_000)
