import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { blocks, mswPages, writeBlocks } from '../support/doc-blocks.js'
import { mswExampleOutcomes } from '../support/msw-example.js'
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
import { outcomes, runVitest } from '../support/vitest-run.js'

/**
 * Issue 39, point 2: a project that already has Vitest 5 (what `npm install -D vitest` gives since
 * September 2026; it needs Node 22.12) installs the packed package with a plain `npm install`,
 * and the Vitest integration works there: examples/vitest, copied into that project, passes under
 * Vitest 5 (under Vitest 4 it is test/vitest-fixtures.test.ts).
 *
 * Issue 41, point 5: the same project has msw 3 (it needs Node 22.12 too) and today's jsdom and
 * happy-dom, and examples/msw-vitest, copied into it, passes there with `messaging-mock/msw` (with
 * msw 2 and Vitest 4 it is test/msw-vitest.test.ts).
 *
 * Issue 49, point 4: docs/msw.md is written for msw 3, what `npm install -D msw` gives; every block
 * of it compiles here as written (against msw 2, one option renamed, in test/package-docs.test.ts).
 */
let folder: string
let project: string
let install: NpmRun
let docsInstall: NpmRun

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'messaging-mock-pack-'))
  const tarball = pack(folder)
  project = freshProject('vitest5', [
    'vitest@5',
    `@playwright/test@${installedVersion('@playwright/test')}`,
    'msw@3',
    'jsdom@latest',
    'happy-dom@latest',
  ])
  install = npm(['install', '-D', tarball], project)
  // What the blocks of the msw pages import besides msw and Vitest; after the package, whose
  // install is judged on its own above.
  docsInstall = npm(
    [
      'install',
      '-D',
      '--no-audit',
      '--no-fund',
      '@vitest/browser-playwright@5',
      'msw-storybook-addon@3',
      '@types/react@19',
    ],
    project,
  )
  for (const part of ['src', 'test', 'tsconfig.json', 'vitest.config.ts']) {
    cpSync(join(repo, 'examples/vitest', part), join(project, part), { recursive: true })
    cpSync(join(repo, 'examples/msw-vitest', part), join(project, 'msw-example', part), { recursive: true })
  }
  // The one line of the example that msw 3 renamed (docs/msw.md, "msw 2 and 3").
  const setup = join(project, 'msw-example/test/setup.ts')
  const before = readFileSync(setup, 'utf8')
  writeFileSync(
    setup,
    before.replace("listen({ onUnhandledRequest: 'error' })", "listen({ onUnhandledFrame: 'error' })"),
  )
}, 600_000)

afterAll(() => {
  for (const dir of [folder, project]) if (dir) rmSync(dir, { recursive: true, force: true })
})

it('a plain npm install into a project with Vitest 5 and msw 3 exits 0 and warns of nothing', () => {
  const version = (name: string) =>
    (JSON.parse(readFileSync(join(project, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
      .version
  expect(version('vitest')).toMatch(/^5\./)
  expect(version('msw')).toMatch(/^3\./)
  expect(npmWarnings(install.output)).toEqual([])
  expect(install.status).toBe(0)
})

it('every entry of exports type-checks against Vitest 5 with skipLibCheck off', () => {
  writeFileSync(join(project, 'entries.ts'), everyEntry)
  strictTsconfig(project, ['entries.ts'])
  expect(typecheck(project)).toBe('')
}, 120_000)

it('the example suite passes under Vitest 5: 17 tests against the mock its globalSetup starts', async () => {
  const run = await runVitest({ cwd: project, vitest: join(project, 'node_modules/vitest/vitest.mjs') })
  expect(run.stderr).toBe('')
  expect(run.code).toBe(0)
  expect(run.report).toMatchObject({ success: true, numTotalTests: 17, numPassedTests: 17 })
}, 300_000)

it('the MSW example passes with msw 3 under Vitest 5, in jsdom and in happy-dom', async () => {
  const run = await runVitest({
    cwd: project,
    vitest: join(project, 'node_modules/vitest/vitest.mjs'),
    args: ['--config', 'msw-example/vitest.config.ts'],
  })
  expect(outcomes(run.report)).toEqual(mswExampleOutcomes)
  expect(run.code).toBe(0)
}, 300_000)

it('the MSW example type-checks against msw 3', () => {
  expect(typecheck(join(project, 'msw-example'))).toBe('')
}, 120_000)

it('every ```ts block of the pages that use msw type-checks against msw 3 and Vitest 5, as written', () => {
  expect(docsInstall.status).toBe(0)
  const docs = join(project, 'docs')
  const files = writeBlocks(
    docs,
    blocks.filter((block) => mswPages.has(block.page)),
    (block) => block.code,
  )
  expect(files.length).toBe(9)
  strictTsconfig(docs, files)
  expect(typecheck(docs)).toBe('')
}, 120_000)
