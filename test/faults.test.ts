import type { Express } from 'express'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { auth, expectProblem, ids, json, smallApp } from './helpers.js'

/** CONTRACT sections 7 and 9, issue 4: injected faults and delays on /v1. */

let app: Express
beforeEach(() => {
  app = smallApp()
})

async function inject(fault: object, tenant?: string) {
  const req = request(app).post('/__faults').set(json)
  if (tenant) req.set('X-Mock-Tenant', tenant)
  const res = await req.send(fault)
  expect(res.status).toBe(201)
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  return res.body as { id: string; method: string | null; path: string | null; times: number }
}

async function faults(tenant?: string) {
  const req = request(app).get('/__faults')
  if (tenant) req.set('X-Mock-Tenant', tenant)
  const res = await req
  expect(res.status).toBe(200)
  expect(Object.keys(res.body)).toEqual(['data'])
  return res.body.data as { id: string; times: number }[]
}

const tripIds = async () => ids(await request(app).get('/v1/messages?conversation_id=conv_trip').set(auth()))
const stateText = async () => (await request(app).get('/__state')).text

describe('POST /__faults', () => {
  it('answers 201 with the fault and its id; GET /__faults lists it', async () => {
    const fault = await inject({ method: 'POST', path: '/v1/messages', status: 503, delay_ms: 10, times: 2 })
    expect(fault).toEqual({
      id: expect.any(String),
      method: 'POST',
      path: '/v1/messages',
      status: 503,
      delay_ms: 10,
      times: 2,
    })
    expect(fault.id).not.toBe('')
    expect(await faults()).toEqual([fault])
  })

  it('fills the defaults: any method, any path, no status, no delay, once', async () => {
    expect(await inject({})).toEqual({
      id: expect.any(String),
      method: null,
      path: null,
      status: null,
      delay_ms: 0,
      times: 1,
    })
  })

  it('a method given in lower case is listed in upper case and matches', async () => {
    const fault = await inject({ method: 'get', path: '/v1/groups', status: 500 })
    expect(fault.method).toBe('GET')
    expectProblem(await request(app).get('/v1/groups').set(auth()), 500, 'internal')
  })

  it('gives every fault its own id', async () => {
    const a = await inject({ status: 500 })
    const b = await inject({ status: 500 })
    expect(a.id).not.toBe(b.id)
    expect((await faults()).map((f) => f.id)).toEqual([a.id, b.id])
  })

  it.each([
    ['status 200', { status: 200 }, 'invalid_parameter', ['status']],
    ['status 404', { status: 404 }, 'invalid_parameter', ['status']],
    ['a negative delay_ms', { delay_ms: -1 }, 'invalid_parameter', ['delay_ms']],
    ['a delay_ms that is not an integer', { delay_ms: 1.5 }, 'invalid_parameter', ['delay_ms']],
    ['times 0', { times: 0 }, 'invalid_parameter', ['times']],
    ['a negative times', { times: -3 }, 'invalid_parameter', ['times']],
    ['an unknown field', { code: 'boom' }, 'unknown_parameter', ['code']],
    ['a path not starting with /', { path: 'v1/messages' }, 'invalid_parameter', ['path']],
    ['an unknown method', { method: 'FETCH' }, 'invalid_parameter', ['method']],
  ])('%s is 400 and adds nothing', async (_, body, code, params) => {
    expectProblem(await request(app).post('/__faults').set(json).send(body), 400, code, params)
    expect(await faults()).toEqual([])
  })

  it('a body that is not JSON is 400 invalid_body', async () => {
    expectProblem(await request(app).post('/__faults').set(json).send('{"status":'), 400, 'invalid_body')
    expectProblem(await request(app).post('/__faults').set(json).send('[1]'), 400, 'invalid_body')
    expect(await faults()).toEqual([])
  })
})

describe('the next matching /v1 request answers the fault', () => {
  it.each([
    [429, 'rate_limited', true],
    [500, 'internal', false],
    [502, 'bad_gateway', false],
    [503, 'unavailable', true],
    [504, 'timeout', false],
  ] as const)('status %i answers the problem %s (Retry-After: %s)', async (status, code, retryAfter) => {
    await inject({ method: 'GET', path: '/v1/groups', status })
    const res = await request(app).get('/v1/groups').set(auth())
    expectProblem(res, status, code)
    if (retryAfter) expect(res.headers['retry-after']).toMatch(/^[0-9]+$/)
    else expect(res.headers['retry-after']).toBeUndefined()
    // Used once: the next one runs.
    expect((await request(app).get('/v1/groups').set(auth())).status).toBe(200)
    expect(await faults()).toEqual([])
  })

  it('a faulted POST /v1/messages creates nothing', async () => {
    const before = await stateText()
    await inject({ method: 'POST', path: '/v1/messages', status: 503 })
    const res = await request(app).post('/v1/messages').set(auth()).send({ conversation_id: 'conv_trip', message: 'x' })
    expectProblem(res, 503, 'unavailable')
    expect(await tripIds()).toEqual(['msg_t3', 'msg_t2', 'msg_t1'])
    expect(await stateText()).toBe(before)
  })

  it.each([
    ['PUT', '/v1/messages/msg_t1', { message: 'changed' }],
    ['DELETE', '/v1/messages/msg_t1', undefined],
    ['POST', '/v1/groups', { name: 'New' }],
    ['PUT', '/v1/groups/grp_trip', { archived_at: 1767225600 }],
    ['DELETE', '/v1/groups/grp_trip', undefined],
  ])('a faulted %s %s changes nothing', async (method, path, body) => {
    const before = await stateText()
    await inject({ method, path, status: 500 })
    const req = request(app)[method.toLowerCase() as 'put' | 'post' | 'delete'](path).set(auth())
    expectProblem(body === undefined ? await req : await req.send(body), 500, 'internal')
    expect(await stateText()).toBe(before)
  })

  it('the faulted request is journaled with its status, its problem and the body it sent', async () => {
    await inject({ method: 'POST', path: '/v1/messages', status: 429 })
    await request(app).post('/v1/messages').set(auth()).send({ conversation_id: 'conv_trip', message: 'x' })
    const journal = await request(app).get('/__requests')
    expect(journal.body.data).toEqual([
      {
        method: 'POST',
        path: '/v1/messages',
        query: {},
        // CONTRACT section 9: `body` is the parsed body, null only when none was sent.
        body: { conversation_id: 'conv_trip', message: 'x' },
        caller: 'ct_ana',
        status: 429,
        duration_ms: expect.any(Number),
        at: expect.any(Number),
        problem: { code: 'rate_limited', errors: [] },
        why: [
          expect.objectContaining({ code: 'tenant.default' }),
          expect.objectContaining({ code: 'caller.token' }),
          {
            code: 'fault.answered',
            message:
              'Fault flt_1 (POST /v1/messages) matched and answered 429 in place of the route: nothing of the request ran. It is used up, and gone.',
            hint: 'GET /__faults lists the faults in force; DELETE /__faults removes them all.',
            values: { fault: 'flt_1', method: 'POST', path: '/v1/messages', delay_ms: 0, left: 0, status: 429 },
          },
        ],
      },
    ])
  })
})

describe('times', () => {
  it('counts down, and the fault disappears once used up', async () => {
    const fault = await inject({ path: '/v1/groups', status: 502, times: 3 })
    for (const left of [2, 1]) {
      expectProblem(await request(app).get('/v1/groups').set(auth()), 502, 'bad_gateway')
      expect(await faults()).toEqual([{ ...fault, times: left }])
    }
    expectProblem(await request(app).get('/v1/groups').set(auth()), 502, 'bad_gateway')
    expect(await faults()).toEqual([])
    expect((await request(app).get('/v1/groups').set(auth())).status).toBe(200)
    // Each answer's reason says how many more the fault answers; the request after it meets none.
    const journal = await request(app).get('/__requests?reason=fault.answered')
    expect(journal.body.data.map((entry: { why: { message: string }[] }) => entry.why.at(-1)?.message)).toEqual(
      ['It is used up, and gone.', 'It answers 1 more request.', 'It answers 2 more requests.'].map(
        (left) =>
          `Fault flt_1 (any method /v1/groups) matched and answered 502 in place of the route: nothing of the request ran. ${left}`,
      ),
    )
  })

  it('defaults to once', async () => {
    await inject({ path: '/v1/groups', status: 500 })
    expectProblem(await request(app).get('/v1/groups').set(auth()), 500, 'internal')
    expect((await request(app).get('/v1/groups').set(auth())).status).toBe(200)
  })
})

describe('matching', () => {
  it.each([
    ['/v1/messages/*', '/v1/messages/msg_t1', true],
    ['/v1/messages/*', '/v1/messages/abc', true],
    ['/v1/messages/*', '/v1/messages', false],
    ['/v1/messages/*', '/v1/messages/a/b', false],
    ['/v1/messages/*', '/v1/groups/grp_trip', false],
    ['/v1/*', '/v1/groups', true],
    ['/v1/*', '/v1/groups/grp_trip', false],
    ['/v1/*/msg_t1', '/v1/messages/msg_t1', true],
    ['/v1/messages', '/v1/messages', true],
    ['/v1/messages', '/v1/messages/msg_t1', false],
    ['/v1/groups', '/v1/groups?archived=true', true],
  ])('pattern %s against GET %s: %s', async (pattern, url, hit) => {
    await inject({ method: 'GET', path: pattern, status: 504 })
    const res = await request(app).get(url).set(auth())
    if (hit) {
      expectProblem(res, 504, 'timeout')
      expect(await faults()).toEqual([])
    } else {
      expect(res.status).not.toBe(504)
      expect(await faults()).toHaveLength(1)
    }
  })

  it('matches the method: a DELETE fault lets GET through', async () => {
    await inject({ method: 'DELETE', path: '/v1/messages/*', status: 500 })
    expect((await request(app).get('/v1/messages/msg_t1').set(auth())).status).toBe(200)
    expect((await request(app).put('/v1/messages/msg_t1').set(auth()).send({ message: 'x' })).status).toBe(200)
    expect(await faults()).toHaveLength(1)
    expectProblem(await request(app).delete('/v1/messages/msg_t1').set(auth()), 500, 'internal')
    expect((await request(app).get('/v1/messages/msg_t1').set(auth())).status).toBe(200)
  })

  it('a fault without a method matches any method', async () => {
    await inject({ path: '/v1/messages/msg_t1', status: 500, times: 2 })
    expectProblem(await request(app).get('/v1/messages/msg_t1').set(auth()), 500, 'internal')
    expectProblem(await request(app).put('/v1/messages/msg_t1').set(auth()).send({ message: 'x' }), 500, 'internal')
  })

  it('a fault matches unknown /v1 paths too (after the token check)', async () => {
    await inject({ path: '/v1/contacts', status: 503 })
    expectProblem(await request(app).get('/v1/contacts').set(auth()), 503, 'unavailable')
    expectProblem(await request(app).get('/v1/contacts').set(auth()), 404, 'not_found')
  })

  it('among several matching faults the first wins', async () => {
    const first = await inject({ path: '/v1/groups', status: 500 })
    const second = await inject({ method: 'GET', path: '/v1/*', status: 502 })
    const third = await inject({ status: 503 })
    expectProblem(await request(app).get('/v1/groups').set(auth()), 500, 'internal')
    expect((await faults()).map((f) => f.id)).toEqual([second.id, third.id])
    expectProblem(await request(app).get('/v1/groups').set(auth()), 502, 'bad_gateway')
    expectProblem(await request(app).get('/v1/groups').set(auth()), 503, 'unavailable')
    expect((await request(app).get('/v1/groups').set(auth())).status).toBe(200)
    expect(first.id).not.toBe(second.id)
  })

  it('a fault that does not match is skipped for a later one that does', async () => {
    const skipped = await inject({ path: '/v1/messages', status: 500 })
    await inject({ path: '/v1/groups', status: 502 })
    expectProblem(await request(app).get('/v1/groups').set(auth()), 502, 'bad_gateway')
    expect((await faults()).map((f) => f.id)).toEqual([skipped.id])
  })

  it('never leaks to other paths: a fault on /v1/groups leaves /v1/messages alone and stays', async () => {
    const fault = await inject({ path: '/v1/groups', status: 500 })
    for (const url of ['/v1/messages', '/v1/messages/msg_t1', '/v1/groups/grp_trip', '/v1/groups/']) {
      expect((await request(app).get(url).set(auth())).status).toBe(200)
    }
    expect(await faults()).toEqual([fault])
  })

  it('a /__ request never meets a fault', async () => {
    await inject({ status: 500 })
    expect((await request(app).get('/__health')).status).toBe(200)
    expect((await request(app).get('/__state')).status).toBe(200)
    expect(await faults()).toHaveLength(1)
  })
})

describe('the token is checked first', () => {
  it.each([
    ['no Authorization header', {}],
    ['another scheme', { Authorization: 'Basic YTpi' }],
    ['an empty token', { Authorization: 'Bearer ' }],
  ])('a request with %s gets 401, never the fault, and does not use it up', async (_, headers) => {
    const fault = await inject({ status: 503 })
    const res = await request(app).get('/v1/groups').set(headers)
    expectProblem(res, 401, 'unauthorized')
    expect(res.headers['www-authenticate']).toBe('Bearer')
    expect(await faults()).toEqual([fault])
    expectProblem(await request(app).get('/v1/groups').set(auth()), 503, 'unavailable')
  })

  it('an expired token gets 401 token_expired, never the fault', async () => {
    await request(app).post('/__clock').send({ now: 1767229201 })
    const fault = await inject({ status: 500 })
    expectProblem(await request(app).get('/v1/groups').set(auth('tok_ben_exp')), 401, 'token_expired')
    expect(await faults()).toEqual([fault])
  })

  it('in auth mode strict an unknown token gets 401, never the fault', async () => {
    app = smallApp({ auth: 'strict' })
    const fault = await inject({ status: 500 })
    expectProblem(await request(app).get('/v1/groups').set(auth('tok_nobody')), 401, 'unauthorized')
    expect(await faults()).toEqual([fault])
  })
})

/**
 * The least time a delay of `ms` can measure here. Node's timers run on a whole-millisecond
 * clock, so a timer may fire up to a millisecond before performance.now() says its time is up (seen
 * here: a 5 ms timer measured 4.3 ms); one more for a clock that lags. Load only makes a delay
 * longer, so no upper bound is checked: how long a request takes is the bench's business.
 */
const atLeast = (ms: number) => ms - 2

describe('delay_ms', () => {
  it('without a status it delays the request, which then answers normally', async () => {
    await inject({ method: 'GET', path: '/v1/groups/*', delay_ms: 150 })
    const started = performance.now()
    const res = await request(app).get('/v1/groups/grp_trip').set(auth())
    const took = performance.now() - started
    expect(res.status).toBe(200)
    expect(res.body.id).toBe('grp_trip')
    expect(took).toBeGreaterThanOrEqual(atLeast(150))
    const [entry] = (await request(app).get('/__requests')).body.data
    expect(entry.duration_ms).toBeGreaterThanOrEqual(atLeast(150))
    expect(entry.status).toBe(200)
    expect(await faults()).toEqual([])
  })

  it('a delayed POST runs once the delay is over', async () => {
    await inject({ method: 'POST', path: '/v1/messages', delay_ms: 100 })
    const started = performance.now()
    const res = await request(app)
      .post('/v1/messages')
      .set(auth())
      .send({ conversation_id: 'conv_trip', message: 'late' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(atLeast(100))
    expect(res.status).toBe(201)
    expect((await tripIds())[0]).toBe(res.body.id)
  })

  it('with a status it delays, then answers the status', async () => {
    await inject({ path: '/v1/groups', delay_ms: 120, status: 504 })
    const started = performance.now()
    const res = await request(app).get('/v1/groups').set(auth())
    expect(performance.now() - started).toBeGreaterThanOrEqual(atLeast(120))
    expectProblem(res, 504, 'timeout')
  })
})

describe('removing faults', () => {
  it('DELETE /__faults removes all', async () => {
    await inject({ path: '/v1/groups', status: 500 })
    await inject({ path: '/v1/messages', status: 503, times: 5 })
    const res = await request(app).delete('/__faults')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: [] })
    expect(await faults()).toEqual([])
    expect((await request(app).get('/v1/groups').set(auth())).status).toBe(200)
    expect((await request(app).get('/v1/messages').set(auth())).status).toBe(200)
  })

  it('POST /__reset clears them', async () => {
    await inject({ status: 500, times: 10 })
    expect((await request(app).post('/__reset')).status).toBe(200)
    expect(await faults()).toEqual([])
    expect((await request(app).get('/v1/groups').set(auth())).status).toBe(200)
  })
})

describe('tenants', () => {
  it('a fault injected in one tenant does not touch another', async () => {
    await inject({ path: '/v1/groups', status: 500, times: 3 }, 'a')
    expect(await faults()).toEqual([])
    expect(await faults('b')).toEqual([])
    expect((await request(app).get('/v1/groups').set(auth())).status).toBe(200)
    expect((await request(app).get('/v1/groups').set(auth()).set('X-Mock-Tenant', 'b')).status).toBe(200)
    expect((await request(app).get('/t/b/v1/groups').set(auth())).status).toBe(200)
    expect(await faults('a')).toHaveLength(1)
    expect((await faults('a'))[0].times).toBe(3)
    expectProblem(await request(app).get('/t/a/v1/groups').set(auth()), 500, 'internal')
    expectProblem(await request(app).get('/v1/groups').set(auth()).set('X-Mock-Tenant', 'a'), 500, 'internal')
    expect((await faults('a'))[0].times).toBe(1)
  })

  it('DELETE /__faults in one tenant leaves the others', async () => {
    await inject({ status: 500 }, 'a')
    await inject({ status: 502 })
    expect((await request(app).delete('/__faults').set('X-Mock-Tenant', 'a')).status).toBe(200)
    expect(await faults('a')).toEqual([])
    expect(await faults()).toHaveLength(1)
  })
})
