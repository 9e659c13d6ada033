import { readFileSync } from 'node:fs'
import type { Express } from 'express'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { FixtureError } from '../src/engine/store/world.js'
import { type RunningMock, startServer } from '../src/server.js'
import { auth, expectProblem, fixture, ids, json, smallApp } from './helpers.js'

/**
 * CONTRACT section 10, issue 7: isolated tenants selected by X-Mock-Tenant or /t/<name>; issue 55,
 * point 2: or by the `mock-tenant` member of a W3C `baggage` header, when neither names one.
 */

const T = 1767225600
const emptyFixture = JSON.parse(readFileSync(new URL('../fixtures/empty.json', import.meta.url), 'utf8'))

let app: Express
beforeEach(() => {
  app = smallApp()
})

/** A request in a tenant: by header, by prefix, or (null) in the default tenant. */
function inTenant(tenant: string | null, by: 'header' | 'prefix' = 'header') {
  const url = (path: string) => (tenant !== null && by === 'prefix' ? `/t/${tenant}${path}` : path)
  const withHeader = (req: request.Test) =>
    tenant !== null && by === 'header' ? req.set('X-Mock-Tenant', tenant) : req
  return {
    get: (path: string) => withHeader(request(app).get(url(path))),
    post: (path: string) => withHeader(request(app).post(url(path))),
    put: (path: string) => withHeader(request(app).put(url(path))),
    delete: (path: string) => withHeader(request(app).delete(url(path))),
  }
}

const tripIds = async (tenant: string | null, by: 'header' | 'prefix' = 'header') =>
  ids(await inTenant(tenant, by).get('/v1/messages?conversation_id=conv_trip').set(auth()))

async function sendIn(tenant: string | null, message: string, by: 'header' | 'prefix' = 'header') {
  const res = await inTenant(tenant, by)
    .post('/v1/messages')
    .set(auth())
    .send({ conversation_id: 'conv_trip', message })
  expect(res.status).toBe(201)
  return res.body as { id: string; created_at: number }
}

const smallTrip = ['msg_t3', 'msg_t2', 'msg_t1']

describe('selecting a tenant', () => {
  it.each(['header', 'prefix'] as const)(
    'by %s: a message sent in tenant a is invisible in b and default',
    async (by) => {
      const sent = await sendIn('a', 'only in a', by)
      expect(await tripIds('a', 'header')).toEqual([sent.id, ...smallTrip])
      expect(await tripIds('a', 'prefix')).toEqual([sent.id, ...smallTrip])
      expect(await tripIds('b')).toEqual(smallTrip)
      expect(await tripIds('b', 'prefix')).toEqual(smallTrip)
      expect(await tripIds(null)).toEqual(smallTrip)
      expectProblem(await inTenant('b').get(`/v1/messages/${sent.id}`).set(auth()), 404, 'not_found')
      expectProblem(await inTenant(null).get(`/v1/messages/${sent.id}`).set(auth()), 404, 'not_found')
      expect((await inTenant('a', 'prefix').get(`/v1/messages/${sent.id}`).set(auth())).body.message).toBe('only in a')
    },
  )

  it('a header and a prefix that agree select that tenant', async () => {
    const sent = await sendIn('a', 'x')
    const res = await request(app).get(`/t/a/v1/messages/${sent.id}`).set('X-Mock-Tenant', 'a').set(auth())
    expect(res.status).toBe(200)
  })

  it('X-Mock-Tenant: default and /t/default are the default tenant', async () => {
    const sent = await sendIn(null, 'in default')
    expect(await tripIds('default')).toEqual([sent.id, ...smallTrip])
    expect(await tripIds('default', 'prefix')).toEqual([sent.id, ...smallTrip])
  })

  it('a new tenant starts from the server baseline, not from another tenant', async () => {
    await sendIn(null, 'changed default')
    await inTenant(null).post('/__fixtures/empty')
    expect(await tripIds('fresh')).toEqual(smallTrip)
  })

  it.each([
    ['65 characters', 'a'.repeat(65)],
    ['a space', 'a b'],
    ['a non-ASCII letter', 'ä'],
    ['a dollar sign', 'a$b'],
  ])('a header name with %s is 400', async (_, name) => {
    const res = await request(app).get('/v1/groups').set(auth()).set('X-Mock-Tenant', name)
    expectProblem(res, 400, 'invalid_parameter', ['X-Mock-Tenant'])
  })

  it('an empty header name is 400', async () => {
    const res = await request(app).get('/v1/groups').set(auth()).set('X-Mock-Tenant', '')
    expectProblem(res, 400, 'invalid_parameter', ['X-Mock-Tenant'])
  })

  it.each([
    ['65 characters', 'a'.repeat(65)],
    ['a space', 'a%20b'],
    ['a non-ASCII letter', '%C3%A4'],
    ['a symbol', 'a%24b'],
    ['nothing', ''],
  ])('a prefix name with %s is 400', async (_, name) => {
    const res = await request(app).get(`/t/${name}/v1/groups`).set(auth())
    expectProblem(res, 400, 'invalid_parameter', ['tenant'])
  })

  it('64 characters of [A-Za-z0-9._-] is a valid name', async () => {
    const name = `Aa0._-${'x'.repeat(58)}`
    expect(name).toHaveLength(64)
    expect((await request(app).get('/v1/groups').set(auth()).set('X-Mock-Tenant', name)).status).toBe(200)
    expect((await request(app).get(`/t/${name}/v1/groups`).set(auth())).status).toBe(200)
  })

  it('an invalid name creates no tenant', async () => {
    await request(app).get('/v1/groups').set(auth()).set('X-Mock-Tenant', 'a b')
    await request(app)
      .get(`/t/${'a'.repeat(65)}/v1/groups`)
      .set(auth())
    const tenants = await request(app).get('/__tenants')
    expect(tenants.body.data.map((t: { name: string }) => t.name)).toEqual(['default'])
  })

  it('a header and a prefix that disagree are 400, on /v1 and on /__', async () => {
    const res = await request(app).get('/t/a/v1/groups').set('X-Mock-Tenant', 'b').set(auth())
    expectProblem(res, 400, 'invalid_parameter', ['X-Mock-Tenant'])
    expectProblem(await request(app).post('/t/a/__reset').set('X-Mock-Tenant', 'b'), 400, 'invalid_parameter', [
      'X-Mock-Tenant',
    ])
  })

  it('/t/<name> on a path that does not exist is the usual 404 problem', async () => {
    expectProblem(await request(app).get('/t/a/nowhere'), 404, 'not_found')
    expectProblem(await request(app).get('/t/a/v1/nowhere').set(auth()), 404, 'not_found')
    expectProblem(await request(app).get('/t/a/__nowhere'), 404, 'not_found')
    expectProblem(await request(app).get('/t/a'), 404, 'not_found')
    // The token still comes first on /v1.
    expectProblem(await request(app).get('/t/a/v1/nowhere'), 401, 'unauthorized')
  })
})

describe('selecting a tenant by baggage', () => {
  /** The names GET /__tenants lists, in the order they were made. */
  const tenantNames = async () =>
    (await request(app).get('/__tenants')).body.data.map((t: { name: string }) => t.name) as string[]
  /** A request in the tenant a baggage header names (several values: the header repeated). */
  const withBaggage = (baggage: string | string[]) => request(app).get('/v1/groups').set(auth()).set({ baggage })

  it('baggage alone selects the tenant: what is written there is seen by X-Mock-Tenant, not in default', async () => {
    const res = await request(app)
      .post('/v1/messages')
      .set(auth())
      .set('baggage', 'mock-tenant=qa')
      .send({ conversation_id: 'conv_trip', message: 'by baggage' })
    expect(res.status).toBe(201)
    // The control plane reads it too.
    const journal = await request(app).get('/__requests').set('baggage', 'mock-tenant=qa')
    expect(journal.body.data.map((e: { method: string; path: string }) => [e.method, e.path])).toEqual([
      ['POST', '/v1/messages'],
    ])
    expect(await tripIds('qa')).toEqual([res.body.id, ...smallTrip])
    expect(await tripIds('qa', 'prefix')).toEqual([res.body.id, ...smallTrip])
    expect(await tripIds(null)).toEqual(smallTrip)
    expect(await tenantNames()).toEqual(['default', 'qa'])
  })

  it.each([
    ['one member', 'mock-tenant=qa', 'qa'],
    ['several members', 'userId=ana,mock-tenant=qa,region=eu', 'qa'],
    ['properties', 'mock-tenant=qa;origin=otel;sampled, userId=ana', 'qa'],
    ['whitespace around key, value and separators', ' userId = ana ,\tmock-tenant = qa ; origin = otel ', 'qa'],
    ['a percent-encoded value', 'mock-tenant=qa%2D1', 'qa-1'],
    ['two members of the key: the first', 'mock-tenant=a,mock-tenant=b', 'a'],
    ['a key that only begins with mock-tenant before it', 'mock-tenants=x, mock-tenant-id=y, mock-tenant=qa', 'qa'],
    ['mock-tenant in a value or a property before it', 'note=mock-tenant=x;mock-tenant=y, mock-tenant=qa', 'qa'],
    ['the header repeated', ['userId=ana', 'mock-tenant=qa'], 'qa'],
    ['the header repeated, each with the key: the first', ['mock-tenant=a', 'mock-tenant=b'], 'a'],
  ])('%s: %j selects %s', async (_, baggage, name) => {
    expect((await withBaggage(baggage)).status).toBe(200)
    expect(await tenantNames()).toEqual(['default', name])
  })

  it.each([['userId=ana'], ['userId=ana;mock-tenant=qa'], ['mock-tenants=qa'], ['x-mock-tenant=qa'], ['']])(
    '%j names no tenant: the request is in default, and its reason says it named none',
    async (baggage) => {
      expect((await withBaggage(baggage)).status).toBe(200)
      expect(await tenantNames()).toEqual(['default'])
      const [entry] = (await request(app).get('/__requests')).body.data
      expect(entry.why[0]).toMatchObject({ code: 'tenant.default', values: { near: null } })
    },
  )

  it.each([
    ['a space', 'mock-tenant=a b'],
    ['a space, encoded', 'mock-tenant=a%20b'],
    ['a non-ASCII letter, encoded', 'mock-tenant=%C3%A4'],
    ['an encoding cut short', 'mock-tenant=qa%E0%A4%A'],
    ['a stray percent sign', 'mock-tenant=qa%'],
    ['65 characters', `mock-tenant=${'a'.repeat(65)}`],
    ['an empty value', 'userId=ana, mock-tenant= ;origin=otel'],
    ['no value', 'mock-tenant'],
  ])('a mock-tenant with %s is 400 naming baggage, and makes no tenant', async (_, baggage) => {
    const problem = expectProblem(await withBaggage(baggage), 400, 'invalid_parameter', ['baggage'])
    expect(problem.errors).toEqual([{ param: 'baggage', message: 'mock-tenant must be 1 to 64 of A-Z a-z 0-9 . _ -' }])
    expect(problem.detail).toBe('baggage mock-tenant must be 1 to 64 of A-Z a-z 0-9 . _ -')
    expectProblem(await request(app).post('/__reset').set('baggage', baggage), 400, 'invalid_parameter', ['baggage'])
    expect(await tenantNames()).toEqual(['default'])
    expect((await request(app).get('/__requests')).body.data).toEqual([])
  })

  it.each([
    ['names another tenant', 'mock-tenant=b'],
    ['is not a valid name', 'mock-tenant=not%20a%20name'],
    ['does not decode', 'mock-tenant=%E0%A4%A'],
  ])('a prefix or a header beats baggage that %s, without an error', async (_, baggage) => {
    const byPrefix = await request(app).get('/t/a/v1/groups').set(auth()).set('baggage', baggage)
    expect(byPrefix.status).toBe(200)
    const byHeader = await request(app).get('/v1/groups').set(auth()).set('X-Mock-Tenant', 'h').set('baggage', baggage)
    expect(byHeader.status).toBe(200)
    const both = await request(app).get('/t/a/v1/groups').set(auth()).set('X-Mock-Tenant', 'a').set('baggage', baggage)
    expect(both.status).toBe(200)
    expect(await tenantNames()).toEqual(['default', 'a', 'h'])
    const reasons = async (tenant: string) =>
      (await request(app).get(`/t/${tenant}/__requests`)).body.data.map(
        (e: { why: { code: string }[] }) => e.why[0].code,
      )
    expect(await reasons('a')).toEqual(['tenant.path', 'tenant.path'])
    expect(await reasons('h')).toEqual(['tenant.header'])
  })

  it('a header and a prefix that disagree are still 400, whatever baggage says', async () => {
    const res = await request(app).get('/t/a/v1/groups').set('X-Mock-Tenant', 'b').set('baggage', 'mock-tenant=a')
    expectProblem(res, 400, 'invalid_parameter', ['X-Mock-Tenant'])
  })
})

describe('everything is per tenant', () => {
  it('a reset in a does not touch b or default', async () => {
    await sendIn('a', 'in a')
    await sendIn('b', 'in b')
    await sendIn(null, 'in default')
    const texts = async (tenant: string | null) =>
      (await inTenant(tenant).get('/v1/messages?conversation_id=conv_trip').set(auth())).body.data.map(
        (m: { message: string }) => m.message,
      )
    const small = ['third, same second', 'second', 'first']
    expect(await texts('a')).toEqual(['in a', ...small])
    const reset = await inTenant('a').post('/__reset')
    expect(reset.body).toEqual({ status: 'reset', counts: { contacts: 4, groups: 3, conversations: 5, messages: 8 } })
    expect(await texts('a')).toEqual(small)
    expect(await texts('b')).toEqual(['in b', ...small])
    expect(await texts(null)).toEqual(['in default', ...small])
  })

  it('a fixture loaded in a changes no other tenant, and becomes the baseline of a only', async () => {
    expect((await inTenant('a', 'prefix').post('/__fixtures/empty')).body).toEqual({
      status: 'loaded',
      counts: { contacts: 2, groups: 0, conversations: 0, messages: 0 },
    })
    expect((await inTenant('a').get('/v1/groups').set(auth('tok_me'))).body).toEqual({ has_more: false, data: [] })
    expect(await tripIds('b')).toEqual(smallTrip)
    expect(await tripIds(null)).toEqual(smallTrip)
    expect((await inTenant('a').post('/__reset')).body.counts).toEqual({
      contacts: 2,
      groups: 0,
      conversations: 0,
      messages: 0,
    })
    expect((await inTenant(null).post('/__reset')).body.counts).toEqual({
      contacts: 4,
      groups: 3,
      conversations: 5,
      messages: 8,
    })
    // A tenant made after the load still starts from the server's baseline.
    expect(await tripIds('c')).toEqual(smallTrip)
  })

  it('a POST /__fixtures body loaded in a changes no other tenant', async () => {
    const res = await inTenant('a').post('/__fixtures').set(json).send(emptyFixture)
    expect(res.status).toBe(200)
    expect((await inTenant('a').get('/__state')).body.contacts).toHaveLength(2)
    expect((await inTenant(null).get('/__state')).body.contacts).toHaveLength(4)
    expect((await inTenant('b').get('/__state')).body.contacts).toHaveLength(4)
  })

  it('the clock is per tenant', async () => {
    expect((await inTenant('a').post('/__clock').send({ now: T })).body).toEqual({ now: T, frozen: true })
    expect((await inTenant('b').get('/__clock')).body.frozen).toBe(false)
    expect((await inTenant(null).get('/__clock')).body.frozen).toBe(false)
    expect((await sendIn('a', 'frozen', 'prefix')).created_at).toBe(T)
    expect((await sendIn('b', 'real')).created_at).toBeGreaterThan(T)
    await inTenant('b')
      .post('/__clock')
      .send({ now: T + 500 })
    await inTenant('a').post('/__clock').send({ advance: 10 })
    expect((await inTenant('a').get('/__clock')).body).toEqual({ now: T + 10, frozen: true })
    expect((await inTenant('b').get('/__clock')).body).toEqual({ now: T + 500, frozen: true })
    await inTenant('a').delete('/__clock')
    expect((await inTenant('b').get('/__clock')).body).toEqual({ now: T + 500, frozen: true })
  })

  it('faults are per tenant', async () => {
    expect((await inTenant('a').post('/__faults').send({ status: 503, times: 2 })).status).toBe(201)
    expect((await inTenant('b').get('/__faults')).body).toEqual({ data: [] })
    expect((await inTenant(null).get('/v1/groups').set(auth())).status).toBe(200)
    expect((await inTenant('b', 'prefix').get('/v1/groups').set(auth())).status).toBe(200)
    expectProblem(await inTenant('a', 'prefix').get('/v1/groups').set(auth()), 503, 'unavailable')
    expect((await inTenant('a').get('/__faults')).body.data).toHaveLength(1)
  })

  it('journals are per tenant, with the plain path', async () => {
    await inTenant('a', 'prefix').get('/v1/groups').set(auth())
    await inTenant('b').get('/v1/messages').set(auth())
    await inTenant(null).get('/v1/groups/grp_trip').set(auth())
    const paths = async (tenant: string | null) =>
      (await inTenant(tenant).get('/__requests')).body.data.map((e: { path: string }) => e.path)
    expect(await paths('a')).toEqual(['/v1/groups'])
    expect(await paths('b')).toEqual(['/v1/messages'])
    expect(await paths(null)).toEqual(['/v1/groups/grp_trip'])
    await inTenant('a').delete('/__requests')
    expect(await paths('a')).toEqual([])
    expect(await paths('b')).toEqual(['/v1/messages'])
  })

  it('id sequences are per tenant: with a seed, the first message of each tenant gets the same id', async () => {
    const a = await sendIn('a', 'x')
    const b = await sendIn('b', 'x')
    expect(a.id).toBe(b.id)
  })
})

describe('GET /__tenants and DELETE /__tenants/:name', () => {
  it('lists each tenant with its counts, created_at and last_used_at', async () => {
    const before = Math.floor(Date.now() / 1000)
    await sendIn('a', 'x')
    await inTenant('b', 'prefix').post('/__fixtures/empty')
    const res = await request(app).get('/__tenants')
    const after = Math.floor(Date.now() / 1000)
    expect(res.status).toBe(200)
    expect(Object.keys(res.body)).toEqual(['data'])
    const time = expect.any(Number)
    expect(res.body.data).toEqual([
      {
        name: 'default',
        counts: { contacts: 4, groups: 3, conversations: 5, messages: 8 },
        created_at: time,
        last_used_at: time,
        lease: null,
        ends_at: null,
      },
      {
        name: 'a',
        counts: { contacts: 4, groups: 3, conversations: 5, messages: 9 },
        created_at: time,
        last_used_at: time,
        lease: null,
        ends_at: null,
      },
      {
        name: 'b',
        counts: { contacts: 2, groups: 0, conversations: 0, messages: 0 },
        created_at: time,
        last_used_at: time,
        lease: null,
        ends_at: null,
      },
    ])
    for (const t of res.body.data.slice(1)) {
      expect(t.created_at).toBeGreaterThanOrEqual(before)
      expect(t.last_used_at).toBeGreaterThanOrEqual(t.created_at)
      expect(t.last_used_at).toBeLessThanOrEqual(after)
    }
  })

  it("with timestampUnit 'ms', created_at and last_used_at are in milliseconds", async () => {
    app = smallApp({ timestampUnit: 'ms' })
    const before = Date.now()
    expect((await inTenant('a').get('/__clock')).status).toBe(200)
    const res = await request(app).get('/__tenants')
    const a = res.body.data.find((t: { name: string }) => t.name === 'a')
    expect(a.created_at).toBeGreaterThanOrEqual(before)
    expect(a.last_used_at).toBeLessThanOrEqual(Date.now())
  })

  it('DELETE drops a tenant: 200 { name, deleted: true }; it comes back fresh from the baseline', async () => {
    await sendIn('a', 'x')
    await inTenant('a').post('/__clock').send({ now: T })
    const res = await request(app).delete('/__tenants/a')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ name: 'a', deleted: true })
    expect((await request(app).get('/__tenants')).body.data.map((t: { name: string }) => t.name)).toEqual(['default'])
    expect(await tripIds('a')).toEqual(smallTrip)
    expect((await inTenant('a').get('/__clock')).body.frozen).toBe(false)
  })

  it('DELETE of an unknown tenant is 404, twice over', async () => {
    expectProblem(await request(app).delete('/__tenants/nobody'), 404, 'not_found')
    await sendIn('a', 'x')
    expect((await request(app).delete('/__tenants/a')).status).toBe(200)
    expectProblem(await request(app).delete('/__tenants/a'), 404, 'not_found')
  })

  it('DELETE of default is 400: it can be reset, not dropped', async () => {
    const sent = await sendIn(null, 'kept')
    expectProblem(await request(app).delete('/__tenants/default'), 400, 'invalid_parameter', ['name'])
    expect(await tripIds(null)).toEqual([sent.id, ...smallTrip])
  })

  it('DELETE of an invalid name is 404 (no such tenant can exist)', async () => {
    expectProblem(await request(app).delete('/__tenants/a%20b'), 404, 'not_found')
  })
})

describe('maxTenants', () => {
  it('past the limit a new tenant is refused with 429 too_many_tenants naming it, and nothing is evicted', async () => {
    app = smallApp({ maxTenants: 3 })
    const a = await sendIn('t1', 'one')
    const b = await sendIn('t2', 'two')
    const res = await inTenant('t3').get('/v1/groups').set(auth())
    const problem = expectProblem(res, 429, 'too_many_tenants')
    expect(problem.detail).toMatch(/\b3\b/)
    expectProblem(await inTenant('t4', 'prefix').post('/__reset'), 429, 'too_many_tenants')
    expect(await tripIds('t1')).toEqual([a.id, ...smallTrip])
    expect(await tripIds('t2')).toEqual([b.id, ...smallTrip])
    expect((await request(app).get('/__tenants')).body.data.map((t: { name: string }) => t.name)).toEqual([
      'default',
      't1',
      't2',
    ])
    // Existing tenants go on working; a dropped one frees a place.
    expect((await request(app).delete('/__tenants/t2')).status).toBe(200)
    expect((await inTenant('t3').get('/v1/groups').set(auth())).status).toBe(200)
  })
})

describe('the programmatic tenant handle over startServer', () => {
  let running: RunningMock
  beforeEach(async () => {
    running = await startServer({ port: 0, fixtures: fixture('small') })
  })
  afterEach(async () => {
    await running.close()
  })

  const send = async (base: string, message: string) => {
    const res = await fetch(`${base}/v1/messages`, {
      method: 'POST',
      headers: { ...auth(), ...json },
      body: JSON.stringify({ conversation_id: 'conv_trip', message }),
    })
    return { status: res.status, body: (await res.json()) as { id: string; created_at: number } }
  }

  it('has url, reset, requests, load, state, clock and faults, all acting on that tenant only', async () => {
    const w1 = running.tenant('w1')
    expect(w1.name).toBe('w1')
    expect(w1.url).toBe(`${running.url}/t/w1`)

    w1.clock.freeze(T)
    expect(w1.clock.now()).toBe(T)
    w1.clock.advance(5)
    expect(w1.clock.now()).toBe(T + 5)
    const sent = await send(w1.url, 'via the handle')
    expect(sent).toMatchObject({ status: 201, body: { created_at: T + 5 } })
    expect(running.clock.now()).not.toBe(T + 5)
    expect((await send(running.url, 'default')).body.created_at).toBeGreaterThan(T + 5)

    expect(w1.requests().map((e) => [e.method, e.path, e.status])).toEqual([['POST', '/v1/messages', 201]])
    expect(running.requests().map((e) => e.body)).toEqual([{ conversation_id: 'conv_trip', message: 'default' }])
    expect((w1.state().messages ?? []).map((m) => m.id)).toContain(sent.body.id)
    expect((running.state().messages ?? []).map((m) => m.id)).not.toContain(sent.body.id)

    const fault = w1.faults.add({ path: '/v1/messages', status: 503 })
    expect(w1.faults.list()).toEqual([fault])
    expect(running.faults.list()).toEqual([])
    expect((await send(running.url, 'not faulted')).status).toBe(201)
    expect((await send(w1.url, 'faulted')).status).toBe(503)
    w1.faults.add({ status: 500 })
    w1.faults.clear()
    expect(w1.faults.list()).toEqual([])

    w1.clearRequests()
    expect(w1.requests()).toEqual([])
    expect(running.requests()).toHaveLength(2)

    w1.reset()
    expect(w1.state().messages).toHaveLength(8)
    expect(running.state().messages).toHaveLength(10)
    expect(w1.clock.now()).not.toBe(T + 5)

    await w1.load(emptyFixture)
    expect(w1.state().contacts).toHaveLength(2)
    expect(running.state().contacts).toHaveLength(4)
    const groups = await fetch(`${w1.url}/v1/groups`, { headers: auth('tok_me') })
    expect(await groups.json()).toEqual({ has_more: false, data: [] })
    w1.reset()
    expect(w1.state().contacts).toHaveLength(2)

    w1.clock.release()
    expect(() => w1.clock.advance(1)).toThrow()
    await expect(w1.load({ contacts: 'none' })).rejects.toThrow(FixtureError)
    expect(w1.state().contacts).toHaveLength(2)
  })

  it('a handle and the header reach the same tenant', async () => {
    const w2 = running.tenant('w2')
    const res = await fetch(`${running.url}/v1/messages`, {
      method: 'POST',
      headers: { ...auth(), ...json, 'X-Mock-Tenant': 'w2' },
      body: JSON.stringify({ conversation_id: 'conv_dm', message: 'by header' }),
    })
    expect(res.status).toBe(201)
    expect(w2.requests().map((e) => e.body)).toEqual([{ conversation_id: 'conv_dm', message: 'by header' }])
  })
})

describe('eight tenants at once over real HTTP', () => {
  let running: RunningMock
  beforeEach(async () => {
    running = await startServer({ port: 0, fixtures: fixture('small'), seed: 9 })
  })
  afterEach(async () => {
    await running.close()
  })

  it('no tenant ever observes another tenant’s data, time or faults', async () => {
    type Call = { status: number; body: Record<string, unknown> & { data?: { id: string; message?: string }[] } }
    /** Where a scenario sends its requests: a tenant's /t/<name> URL, or the plain URL with the header. */
    type Target = { url: string; headers: Record<string, string> }
    const call = async (to: Target, method: string, path: string, body?: unknown, token = 'tok_ana'): Promise<Call> => {
      const res = await fetch(`${to.url}${path}`, {
        method,
        headers: { ...to.headers, ...auth(token), ...(body === undefined ? {} : json) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await res.text()
      return { status: res.status, body: text === '' ? {} : JSON.parse(text) }
    }
    const trip = async (base: Target) =>
      ((await call(base, 'GET', '/v1/messages?conversation_id=conv_trip&limit=100')).body.data ?? []).map(
        (m) => m.message,
      )
    const small = ['third, same second', 'second', 'first']
    const clockOf = async (base: Target) => (await call(base, 'GET', '/__clock')).body
    const faultsOf = async (base: Target) => (await call(base, 'GET', '/__faults')).body.data ?? []

    const scenarios: ((name: string, base: Target) => Promise<void>)[] = [
      // 0: many sends, each seen in order, only its own.
      async (name, base) => {
        for (let i = 0; i < 15; i++) {
          expect(
            (await call(base, 'POST', '/v1/messages', { conversation_id: 'conv_trip', message: `${name}-${i}` }))
              .status,
          ).toBe(201)
          const seen = await trip(base)
          expect(seen).toEqual([...Array.from({ length: i + 1 }, (_, j) => `${name}-${i - j}`), ...small])
        }
      },
      // 1: sends and resets in turn.
      async (name, base) => {
        for (let i = 0; i < 8; i++) {
          await call(base, 'POST', '/v1/messages', { conversation_id: 'conv_trip', message: `${name}-${i}` })
          expect(await trip(base)).toEqual([`${name}-${i}`, ...small])
          expect((await call(base, 'POST', '/__reset')).status).toBe(200)
          expect(await trip(base)).toEqual(small)
        }
      },
      // 2: a frozen clock, advanced step by step.
      async (name, base) => {
        await call(base, 'POST', '/__clock', { now: T })
        for (let i = 0; i < 10; i++) {
          const sent = await call(base, 'POST', '/v1/messages', { conversation_id: 'conv_dm', message: name })
          expect(sent.body.created_at).toBe(T + i * 60)
          expect(await clockOf(base)).toEqual({ now: T + i * 60, frozen: true })
          await call(base, 'POST', '/__clock', { advance: 60 })
        }
      },
      // 3: another frozen time, moved back; the token expiry follows this tenant's clock only.
      async (_name, base) => {
        await call(base, 'POST', '/__clock', { now: 1767229201 })
        for (let i = 0; i < 10; i++) {
          expect((await call(base, 'GET', '/v1/groups', undefined, 'tok_ben_exp')).status).toBe(401)
          expect(await clockOf(base)).toEqual({ now: 1767229201, frozen: true })
        }
        await call(base, 'POST', '/__clock', { advance: -1 })
        expect((await call(base, 'GET', '/v1/groups', undefined, 'tok_ben_exp')).status).toBe(200)
      },
      // 4: faults on every request, used up one by one.
      async (_name, base) => {
        await call(base, 'POST', '/__faults', { path: '/v1/groups', status: 503, times: 10 })
        for (let i = 0; i < 10; i++) {
          expect((await call(base, 'GET', '/v1/groups')).status).toBe(503)
          expect((await faultsOf(base)).map((f) => f.id)).toHaveLength(i === 9 ? 0 : 1)
        }
        expect((await call(base, 'GET', '/v1/groups')).status).toBe(200)
      },
      // 5: never frozen, never faulted, while the others freeze and fault.
      async (_name, base) => {
        for (let i = 0; i < 15; i++) {
          expect((await clockOf(base)).frozen).toBe(false)
          expect(await faultsOf(base)).toEqual([])
          expect((await call(base, 'GET', '/v1/groups')).status).toBe(200)
          expect(await trip(base)).toEqual(small)
        }
      },
      // 6: a fixture of its own, then groups created in it.
      async (name, base) => {
        expect((await call(base, 'POST', '/__fixtures/empty')).status).toBe(200)
        for (let i = 0; i < 6; i++) {
          expect((await call(base, 'POST', '/v1/groups', { name: `${name}-${i}` }, 'tok_me')).status).toBe(201)
          const groups = (await call(base, 'GET', '/v1/groups?limit=100', undefined, 'tok_me')).body.data ?? []
          expect(groups).toHaveLength(i + 1)
        }
      },
      // 7: deletes fixture messages; the others still see them.
      async (_name, base) => {
        for (const id of ['msg_t1', 'msg_t2', 'msg_t3']) {
          expect((await call(base, 'DELETE', `/v1/messages/${id}`)).status).toBe(200)
        }
        expect(await trip(base)).toEqual([])
        await call(base, 'POST', '/__faults', { method: 'DELETE', status: 500, times: 3 })
        expect((await call(base, 'DELETE', '/v1/messages/msg_d1')).status).toBe(500)
      },
    ]
    const names = scenarios.map((_, i) => `w${i}`)
    const target = (i: number): Target =>
      i % 2 === 0
        ? { url: running.tenant(names[i]).url, headers: {} }
        : { url: running.url, headers: { 'X-Mock-Tenant': names[i] } }
    await Promise.all(scenarios.map((scenario, i) => scenario(names[i], target(i))))

    // Afterwards each tenant holds only what it did itself.
    const journalPaths = (i: number) =>
      running
        .tenant(names[i])
        .requests()
        .map((e) => e.path)
    expect(running.requests()).toEqual([])
    expect(await trip({ url: running.url, headers: {} })).toEqual(small)
    expect(await trip(target(0))).toEqual([...Array.from({ length: 15 }, (_, j) => `w0-${14 - j}`), ...small])
    expect(await trip(target(1))).toEqual(small)
    expect(running.tenant('w2').clock.now()).toBe(T + 600)
    expect(running.tenant('w3').clock.now()).toBe(1767229200)
    for (const i of [0, 1, 4, 5, 6]) expect((await clockOf(target(i))).frozen).toBe(false)
    expect(running.tenant('w7').faults.list()).toMatchObject([{ method: 'DELETE', status: 500, times: 2 }])
    for (const i of [0, 1, 2, 3, 4, 5, 6]) expect(running.tenant(names[i]).faults.list()).toEqual([])
    expect(running.tenant('w6').state().contacts).toHaveLength(2)
    for (const i of [0, 1, 2, 3, 4, 5, 7]) expect(running.tenant(names[i]).state().contacts).toHaveLength(4)
    expect(journalPaths(5).every((p) => p === '/v1/groups' || p === '/v1/messages')).toBe(true)
    expect(journalPaths(4).filter((p) => p === '/v1/groups')).toHaveLength(11)
  })
})
