import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Express } from 'express'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appFor } from '../src/app.js'
import { Mock } from '../src/engine/mock.js'
import { startServer } from '../src/server.js'
import { auth, expectProblem, fixture, json } from './helpers.js'

/**
 * Issue 56, point 1: tenants that end on their own. A lease (X-Mock-Tenant-Lease) or the server's
 * idle limit (tenantIdle, --tenant-idle) ends a tenant once it stands unused that long, on real
 * time: Date is faked here (and only Date), so every deadline is met exactly, whatever the load.
 */

const start = Date.UTC(2026, 11, 7, 12, 0, 0)
const minute = 60_000

let mock: Mock
let app: Express
let notices: string[]

function serve(options: ConstructorParameters<typeof Mock>[0] = {}) {
  notices = []
  mock = new Mock({ fixtures: fixture('small'), seed: 1, notify: (m) => notices.push(m), ...options })
  app = appFor(mock)
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(start)
  serve()
})
afterEach(() => {
  vi.useRealTimers()
})

const at = (ms: number) => vi.setSystemTime(start + ms)
const tenants = async () => (await request(app).get('/__tenants')).body.data as Record<string, unknown>[]
const names = async () => (await tenants()).map((t) => t.name)
const groupIn = (tenant: string, name: string, lease?: string) => {
  const req = request(app).post('/v1/groups').set(auth()).set(json).set('X-Mock-Tenant', tenant)
  return (lease === undefined ? req : req.set('X-Mock-Tenant-Lease', lease)).send({ name })
}
const groupNames = async (tenant: string) =>
  (await request(app).get('/v1/groups?limit=100').set(auth()).set('X-Mock-Tenant', tenant)).body.data.map(
    (g: { name: string }) => g.name,
  )

describe('a lease', () => {
  it('is given by X-Mock-Tenant-Lease and listed with the deadline it sets', async () => {
    expect((await groupIn('ci-1', 'Leased', '15m')).status).toBe(201)
    const seconds = start / 1000
    expect((await tenants()).map(({ counts, ...t }) => t)).toEqual([
      { name: 'default', created_at: seconds, last_used_at: seconds, lease: null, ends_at: null },
      { name: 'ci-1', created_at: seconds, last_used_at: seconds, lease: '15m', ends_at: seconds + 15 * 60 },
    ])
  })

  it('ends the tenant once it stands unused that long: a request after meets a new one', async () => {
    await groupIn('ci-1', 'Leased', '90s')
    at(89_999)
    expect(await names()).toEqual(['default', 'ci-1'])
    at(90_000)
    expect(await names()).toEqual(['default'])
    expect(notices).toEqual([`tenant ci-1 ended: unused since ${new Date(start).toISOString()}, past its lease of 90s`])
    const res = await request(app).get('/v1/groups?limit=100').set(auth()).set('X-Mock-Tenant', 'ci-1')
    expect(res.body.data.map((g: { name: string }) => g.name)).not.toContain('Leased')
    const journal = await request(app).get('/__requests?reason=tenant.created').set('X-Mock-Tenant', 'ci-1')
    expect(journal.body.data).toHaveLength(1)
    expect(mock.stats.tenantsEnded).toEqual({ lease: 1, idle: 0, dropped: 0 })
  })

  it('is renewed by every use, on the control plane too', async () => {
    await groupIn('ci-1', 'Leased', '10m')
    at(9 * minute)
    expect((await request(app).get('/__clock').set('X-Mock-Tenant', 'ci-1')).status).toBe(200)
    at(18 * minute)
    expect(await groupNames('ci-1')).toContain('Leased')
    at(28 * minute - 1)
    expect(await names()).toEqual(['default', 'ci-1'])
    at(28 * minute)
    expect(await names()).toEqual(['default'])
  })

  it("runs on real time, not on the tenant's clock, which a test may have frozen or moved", async () => {
    await groupIn('ci-1', 'Leased', '10m')
    const clock = await request(app)
      .post('/__clock')
      .set('X-Mock-Tenant', 'ci-1')
      .send({ now: start / 1000 + 365 * 86_400 })
    expect(clock.status).toBe(200)
    at(9 * minute)
    expect(await names()).toEqual(['default', 'ci-1'])
  })

  it('is changed by the next request that gives one, and taken away by none', async () => {
    await groupIn('ci-1', 'Leased', '10m')
    await request(app).get('/__clock').set('X-Mock-Tenant', 'ci-1').set('X-Mock-Tenant-Lease', '2h')
    expect((await tenants())[1]).toMatchObject({ lease: '2h', ends_at: start / 1000 + 7200 })
    await request(app).get('/__clock').set('X-Mock-Tenant', 'ci-1').set('X-Mock-Tenant-Lease', 'none')
    expect((await tenants())[1]).toMatchObject({ lease: null, ends_at: null })
    at(400 * 86_400_000)
    expect(await names()).toEqual(['default', 'ci-1'])
  })

  it('never ends default, whatever it is given', async () => {
    expect((await request(app).get('/__clock').set('X-Mock-Tenant-Lease', '1s')).status).toBe(200)
    expect((await tenants())[0]).toMatchObject({ name: 'default', lease: null, ends_at: null })
    at(2000)
    expect(await names()).toEqual(['default'])
  })

  it.each(['0s', '999ms', '367d', '15 minutes', '-5m', '1.5h', ''])(
    '%j is refused with 400, and makes no tenant',
    async (lease) => {
      const body = expectProblem(await groupIn('ci-1', 'Leased', lease), 400, 'invalid_parameter', [
        'X-Mock-Tenant-Lease',
      ])
      expect(body.errors[0].message).toBe(
        'must be a duration of 1s to 366d (90s, 15m, 2h, 7d; a bare number is seconds) or none',
      )
      expect(await names()).toEqual(['default'])
    },
  )

  it.each([
    ['30', '30s'],
    ['1500ms', '1500ms'],
    ['120s', '2m'],
    ['48h', '2d'],
    ['366d', '366d'],
  ])('%j is a lease of %s', async (lease, listed) => {
    await groupIn('ci-1', 'Leased', lease)
    expect((await tenants())[1].lease).toBe(listed)
  })
})

describe('--tenant-idle', () => {
  beforeEach(() => serve({ tenantIdle: 30 * minute }))

  it('ends a tenant without a lease once unused that long, and never default', async () => {
    await groupIn('idle-1', 'Idle')
    expect((await tenants())[1]).toMatchObject({ lease: null, ends_at: start / 1000 + 1800 })
    at(30 * minute)
    expect(await names()).toEqual(['default'])
    expect(notices).toEqual([
      `tenant idle-1 ended: unused since ${new Date(start).toISOString()}, past --tenant-idle 30m`,
    ])
    expect(mock.stats.tenantsEnded).toEqual({ lease: 0, idle: 1, dropped: 0 })
  })

  it("gives way to a tenant's own lease, longer or shorter", async () => {
    await groupIn('long', 'L', '2h')
    await groupIn('short', 'S', '1m')
    at(31 * minute)
    expect(await names()).toEqual(['default', 'long'])
    at(120 * minute)
    expect(await names()).toEqual(['default'])
  })

  it('is swept by the server without any request', async () => {
    await groupIn('idle-1', 'Idle')
    at(30 * minute)
    expect(mock.endRunOut()).toBe(1)
    expect(mock.hasTenant('idle-1')).toBe(false)
  })
})

describe('at --max-tenants', () => {
  beforeEach(() => serve({ maxTenants: 2 }))

  it('a new tenant is refused while none ran out, and made once one has', async () => {
    await groupIn('a', 'A', '5m')
    expectProblem(await groupIn('b', 'B'), 429, 'too_many_tenants')
    at(5 * minute)
    expect((await groupIn('b', 'B')).status).toBe(201)
    expect(await names()).toEqual(['default', 'b'])
    expect(mock.stats).toMatchObject({ tenantsMade: 2 + 1, tenantsRefused: 1 })
  })
})

describe('the memory ceiling', () => {
  const ceiling = { full: false }
  beforeEach(() => {
    ceiling.full = false
    serve({ memory: { full: () => ceiling.full, described: '48 MiB of heap' } })
  })

  const refusal = (body: { detail: string }) =>
    expect(body.detail).toBe(
      'The server is at its memory ceiling (48 MiB of heap): a write that would grow a world, a new tenant or a fixture load is refused until tenants are dropped, reset or ended. Reads, deletes and resets still work.',
    )

  it('refuses what would grow a world with 507, changing nothing, while reads, deletes and resets answer', async () => {
    await groupIn('a', 'Before')
    const before = (await request(app).get('/__state').set('X-Mock-Tenant', 'a')).text
    ceiling.full = true
    refusal(expectProblem(await groupIn('a', 'After'), 507, 'insufficient_storage'))
    refusal(
      expectProblem(
        await request(app)
          .post('/v1/messages')
          .set(auth())
          .set(json)
          .set('X-Mock-Tenant', 'a')
          .send({ conversation_id: 'conv_trip', message: 'no' }),
        507,
        'insufficient_storage',
      ),
    )
    refusal(
      expectProblem(
        await request(app).post('/__fixtures/empty').set('X-Mock-Tenant', 'a'),
        507,
        'insufficient_storage',
      ),
    )
    expect((await request(app).get('/__state').set('X-Mock-Tenant', 'a')).text).toBe(before)
    expect(await groupNames('a')).toContain('Before')
    expect((await request(app).delete('/v1/messages/msg_t1').set(auth()).set('X-Mock-Tenant', 'a')).status).toBe(200)
    const journal = await request(app).get('/__requests?reason=storage.memory').set('X-Mock-Tenant', 'a')
    expect(journal.body.data.map((e: { method: string; path: string; status: number }) => e.status)).toEqual([507, 507])
    expect((await request(app).post('/__reset').set('X-Mock-Tenant', 'a')).status).toBe(200)
    expect(mock.stats.memoryRefused).toBe(3)
  })

  it('refuses a new tenant, and makes it once there is room', async () => {
    ceiling.full = true
    refusal(expectProblem(await groupIn('new', 'N'), 507, 'insufficient_storage'))
    expect(await names()).toEqual(['default'])
    ceiling.full = false
    expect((await groupIn('new', 'N')).status).toBe(201)
  })
})

describe('with a state directory', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mock-leases-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps a lease across a restart, and forgets a tenant that ran out while the server was down', async () => {
    const options = { port: 0, stateDir: dir, fixtures: fixture('small'), seed: 1, quiet: true, notify: () => {} }
    let running = await startServer(options)
    const give = (tenant: string, lease: string) =>
      fetch(`${running.url}/v1/groups`, {
        method: 'POST',
        headers: { ...auth(), ...json, 'X-Mock-Tenant': tenant, 'X-Mock-Tenant-Lease': lease },
        body: JSON.stringify({ name: tenant }),
      })
    expect((await give('short', '10m')).status).toBe(201)
    expect((await give('long', '2h')).status).toBe(201)
    await running.close()
    at(11 * minute)
    running = await startServer(options)
    const listed = await (await fetch(`${running.url}/__tenants`)).json()
    expect(listed.data.map((t: { name: string; lease: string | null }) => [t.name, t.lease])).toEqual([
      ['default', null],
      ['long', '2h'],
    ])
    await running.close()
    running = await startServer(options)
    const again = await (await fetch(`${running.url}/__tenants`)).json()
    expect(again.data.map((t: { name: string }) => t.name)).toEqual(['default', 'long'])
    await running.close()
  })
})
