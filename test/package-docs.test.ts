import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Block, blocks, forMsw2, mswPages, writeBlocks } from './support/doc-blocks.js'
import {
  freshProject,
  installedVersion,
  type NpmRun,
  npm,
  pack,
  repo,
  strictTsconfig,
  typecheck,
} from './support/packed.js'

/**
 * Code in the README and docs/ is code (issue 39, point 5): every TypeScript block of them
 * type-checks against the packed package, installed into a fresh project with the tools the blocks
 * import, as a user pastes it. The install itself on each Node line is test/package.test.ts's; what
 * tsc says here is the same on every line, so CI runs this file once.
 */
let folder: string
let docs: string
let install: NpmRun

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'messaging-mock-pack-docs-'))
  const tarball = pack(folder)
  // The packages the docs' blocks import besides this one, at the versions this repository tests.
  const tools = [
    'vitest',
    '@playwright/test',
    'supertest',
    '@types/supertest',
    'qs',
    '@types/qs',
    '@pact-foundation/pact',
    'msw',
    '@vitest/browser-playwright',
    '@modelcontextprotocol/client',
  ]
  docs = freshProject('docs', [
    ...tools.map((name) => `${name}@${installedVersion(name)}`),
    'testcontainers@12',
    // Storybook's types name React's: a Storybook project has them through its framework.
    'msw-storybook-addon@3',
    '@types/react@19',
  ])
  install = npm(['install', '-D', tarball], docs)
  // A pack, two installs: minutes on a busy machine; the limit is for a hang.
}, 900_000)

afterAll(() => {
  for (const dir of [folder, docs]) if (dir) rmSync(dir, { recursive: true, force: true })
})

const importsThePackage = (block: Block) => /from 'messaging-mock(\/[^']*)?'/.test(block.code)

it('a block fenced as a fragment never imports the package: every block that does is compiled below', () => {
  const fragments = blocks.filter((block) => block.fence.includes('fragment'))
  expect(fragments.filter(importsThePackage).map((b) => `${b.page}:${b.line}`)).toEqual([])
  expect(blocks.filter(importsThePackage).length).toBeGreaterThan(15)
})

it('every ```ts block of README.md and docs/ type-checks against the packed package, as a user pastes it', () => {
  expect(install.status).toBe(0)
  // The pages that use msw are written for msw 3 (test/node22/package-vitest5.test.ts compiles them
  // as they are); this project has the repository's msw 2, so they are compiled as msw 2 spells them.
  expect([...mswPages]).toEqual(['docs/msw.md'])
  const forThisMsw = (block: Block) => (mswPages.has(block.page) ? forMsw2(block.code) : block.code)
  const renamed = blocks.filter((block) => forThisMsw(block) !== block.code)
  // The setup file, the browser mode test, Storybook's preview and the app in development.
  expect(renamed.map((block) => block.page)).toEqual(Array(4).fill('docs/msw.md'))
  strictTsconfig(docs, writeBlocks(docs, blocks, forThisMsw))
  expect(typecheck(docs)).toBe('')
}, 120_000)

it('docs/testing.md names every value the package exports', async () => {
  const names = Object.keys(await import('../src/index.js'))
  const section = readFileSync(join(repo, 'docs/testing.md'), 'utf8').split('## Install')[1].split('\n## ')[0]
  expect(names.filter((name) => !section.includes(`\`${name}\``))).toEqual([])
})
