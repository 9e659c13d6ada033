import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build, type Cli, growth, report, soak, startCli } from './support/soak.js'

/**
 * The 10-second soak (issue 6, point 4): the built CLI under a mixed load at full speed. No
 * request may error (a 5xx or a network error), and RSS may not grow more than 50% after warm-up:
 * the journal, the tenants and every buffer are bounded. `npm run soak -- --seconds 60` runs longer.
 */

let cli: Cli
let root: string
beforeAll(async () => {
  // Built into a folder of its own: other tests pack dist/, and must not see it half rewritten.
  root = mkdtempSync(join(tmpdir(), 'messaging-mock-soak-'))
  cli = await startCli(build(root))
}, 60_000)
afterAll(async () => {
  await cli?.stop()
  rmSync(root, { recursive: true, force: true })
})

describe('soak', () => {
  it('10 s of mixed load: no error, RSS levels off', { timeout: 60_000 }, async () => {
    const result = await soak(cli, { seconds: 10, concurrency: 16, warmup: 3 })
    console.log(report(result))
    expect(result.firstErrors).toEqual([])
    expect(result.errors).toBe(0)
    expect(result.requests).toBeGreaterThan(1000)
    expect(growth(result)).toBeLessThan(0.5)
  })
})
