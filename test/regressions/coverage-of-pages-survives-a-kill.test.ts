import { afterEach, beforeAll, expect, it } from 'vitest'
import { buildDist, cleanUp, kill9, launch, message, tempDir, terminate } from '../support/state-dir.js'

/**
 * The coverage counts whether a list answered has_more true or false from the page the answer
 * was written from, which the journal keeps by reference. A journal restored from a state
 * directory has each answer as its text, so after a restart those two items of the coverage
 * were no longer covered: GET /__coverage answered otherwise than before for the same journal.
 */

beforeAll(buildDist, 600_000)
afterEach(cleanUp)

it.each(['kill -9', 'SIGTERM'])('GET /__coverage answers the same after a restart (%s)', async (how) => {
  const dir = tempDir()
  const first = await launch({ cli: ['--state-dir', dir, '--seed', '1'] })
  const more = await first.api.get('/v1/messages?conversation_id=conv_trip&limit=1')
  expect(more.body.has_more).toBe(true)
  const end = await first.api.get('/v1/groups?limit=100')
  expect(end.body.has_more).toBe(false)
  // A write after the reads: their journal entries are written with it, before its answer.
  expect((await first.api.post('/v1/messages', message('conv_trip', 'after the lists'))).status).toBe(201)
  const coverage = await first.api.read('/__coverage')
  const pages = (name: string) =>
    coverage.operations
      .flatMap((op: { items: { name: string; covered: boolean }[] }) => op.items)
      .filter((item: { name: string }) => item.name === name)
  expect(pages('has_more true').some((item: { covered: boolean }) => item.covered)).toBe(true)
  expect(pages('has_more false').some((item: { covered: boolean }) => item.covered)).toBe(true)
  await (how === 'kill -9' ? kill9(first) : terminate(first))

  const second = await launch({ cli: ['--state-dir', dir, '--seed', '1'] })
  expect(await second.api.read('/__coverage')).toEqual(coverage)
})
