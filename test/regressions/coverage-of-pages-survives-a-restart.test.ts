import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { startServer } from '../../src/server.js'

/**
 * A list's `has_more true` and `has_more false` were covered before a restart on --state-dir and
 * not after: the journal came back with each answer as its text, and the coverage read `has_more`
 * only off the page an answer was written from. Found by the organisation recipe's restart
 * (test/deploy-nginx.test.ts), where GET /__coverage differed after a restart, and nothing else.
 */
let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-coverage-restart-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

it('GET /__coverage is the same after a restart on the same state directory', async () => {
  const auth = { Authorization: 'Bearer tok_ana' }
  const first = await startServer({ port: 0, stateDir: dir })
  for (const limit of [1, 100]) {
    const page = await fetch(`${first.url}/v1/groups?limit=${limit}`, { headers: auth })
    expect(((await page.json()) as { has_more: boolean }).has_more).toBe(limit === 1)
  }
  const before = await (await fetch(`${first.url}/__coverage`)).json()
  await first.close()

  const second = await startServer({ port: 0, stateDir: dir })
  try {
    const after = await (await fetch(`${second.url}/__coverage`)).json()
    expect(after).toEqual(before)
    const pages = (after as { operations: { id: string; items: { name: string; count: number }[] }[] }).operations
      .find((op) => op.id === 'list_groups')
      ?.items.filter((item) => item.name.startsWith('has_more'))
    expect(pages).toEqual([
      { kind: 'list', name: 'has_more true', covered: true, count: 1 },
      { kind: 'list', name: 'has_more false', covered: true, count: 1 },
    ])
  } finally {
    await second.close()
  }
})
