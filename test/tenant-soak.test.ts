import { beforeAll, describe, expect, it } from 'vitest'
import { buildDist } from './support/state-dir.js'
import { report, tenantSoak } from './support/tenant-soak.js'

/**
 * Issue 56, point 4: the tenant soak, short. 40 runners, 4 at a time, each making 50 tenants with
 * a lease of 1 s and killed (SIGKILL) before its teardown: 2,000 tenants against --max-tenants 300,
 * which only their ends let through. `npm run soak:tenants` runs it longer.
 */

beforeAll(() => buildDist(), 180_000)

describe('the tenant soak', () => {
  it('2,000 tenants of killed runners: none refused, heap and state directory flat, a restart keeps the live ones only', {
    timeout: 600_000,
  }, async () => {
    const result = await tenantSoak({
      runners: 40,
      tenantsPerRunner: 50,
      inFlight: 4,
      lease: '1s',
      maxTenants: 300,
      foldBytes: 256 * 1024,
    })
    console.log(report(result))
    expect(result.failures).toEqual([])
    expect(result.tenants).toBe(2000)
    expect(result.heap.end / result.heap.warm).toBeLessThan(1.25)
    // A fold keeps the live tenants only: the directory never holds much more than one log's worth.
    expect(result.dir.peak).toBeLessThan(2 * 2 ** 20)
    expect(result.dir.end).toBeLessThan(2 * 2 ** 20)
    expect(result.afterRestart).toEqual(['default', 'keep-1', 'keep-2'])
    expect(result.keptWhole).toBe(true)
  })
})
