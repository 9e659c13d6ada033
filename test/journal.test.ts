import type { Express } from 'express'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type RunningMock, startServer } from '../src/server.js'
import { auth, expectProblem, fixture, json, smallApp } from './helpers.js'

/** CONTRACT sections 7 and 9: the request journal of GET/DELETE /__requests, and its programmatic twin. */

const NOW = 1767225600

let app: Express
beforeEach(() => {
  // A frozen clock makes every entry's `at` exact.
  app = smallApp({ clock: NOW })
})

const journal = async (query = '') => {
  const res = await request(app).get(`/__requests${query}`)
  expect(res.status).toBe(200)
  expect(Object.keys(res.body)).toEqual(['data'])
  return res.body.data as Record<string, unknown>[]
}

const duration = expect.any(Number)

/** The reasons of an entry by their codes, in order (their sentences are test/reasons.test.ts's). */
const why = (...codes: string[]) => codes.map((code) => expect.objectContaining({ code }))

describe('GET /__requests: one entry per /v1 request, newest first', () => {
  it('records a form POST, a JSON PUT, a GET with a query, a 401 and a 400 exactly', async () => {
    const sent = await request(app)
      .post('/v1/messages')
      .set(auth('tok_ana'))
      .type('form')
      .send('conversation_id=conv_trip&message=hello%20there&attachments[0][url]=https://x.test/a.png')
    expect(sent.status).toBe(201)
    const put = await request(app)
      .put('/v1/messages/msg_t1')
      .set(auth('tok_ben'))
      .set(json)
      .send({ reactions: [{ like: ['ben'] }] })
    expect(put.status).toBe(200)
    const get = await request(app).get('/v1/messages?limit=5&conversation_id=conv_dm').set(auth('tok_ana'))
    expect(get.status).toBe(200)
    expect((await request(app).get('/v1/groups')).status).toBe(401)
    const bad = await request(app)
      .post('/v1/messages')
      .set(auth('tok_cleo'))
      .set(json)
      .send({ conversation_id: 'conv_cleo', message: '', colour: 'red' })
    expectProblem(bad, 400, 'unknown_parameter', ['colour', 'message'])

    const data = await journal()
    expect(data).toEqual([
      {
        method: 'POST',
        path: '/v1/messages',
        query: {},
        body: { conversation_id: 'conv_cleo', message: '', colour: 'red' },
        caller: 'ct_cleo',
        status: 400,
        duration_ms: duration,
        at: NOW,
        problem: { code: 'unknown_parameter', errors: bad.body.errors },
        why: why('tenant.default', 'caller.token', 'route.matched', 'body.json', 'input.unknown'),
      },
      {
        method: 'GET',
        path: '/v1/groups',
        query: {},
        body: null,
        caller: null,
        status: 401,
        duration_ms: duration,
        at: NOW,
        problem: { code: 'unauthorized', errors: [] },
        why: why('tenant.default', 'auth.missing'),
      },
      {
        method: 'GET',
        path: '/v1/messages',
        // The query as qs parsed it: `limit` is still the string the client sent.
        query: { limit: '5', conversation_id: 'conv_dm' },
        body: null,
        caller: 'ct_ana',
        status: 200,
        duration_ms: duration,
        at: NOW,
        problem: null,
        why: why('tenant.default', 'caller.token', 'route.matched', 'page.end'),
      },
      {
        method: 'PUT',
        path: '/v1/messages/msg_t1',
        query: {},
        body: { reactions: [{ like: ['ben'] }] },
        caller: 'ct_ben',
        status: 200,
        duration_ms: duration,
        at: NOW,
        problem: null,
        why: why('tenant.default', 'caller.token', 'route.matched', 'body.json', 'clock.frozen', 'message.updated'),
      },
      {
        method: 'POST',
        path: '/v1/messages',
        query: {},
        // The form body as qs parsed it: strings, brackets turned into objects and arrays.
        body: { conversation_id: 'conv_trip', message: 'hello there', attachments: [{ url: 'https://x.test/a.png' }] },
        caller: 'ct_ana',
        status: 201,
        duration_ms: duration,
        at: NOW,
        problem: null,
        why: why('tenant.default', 'caller.token', 'route.matched', 'body.form', 'clock.frozen', 'message.sent'),
      },
    ])
    for (const entry of data) expect(entry.duration_ms as number).toBeGreaterThanOrEqual(0)
  })

  it('a 400 lists the params that broke their rules, with their messages', async () => {
    const res = await request(app)
      .post('/v1/messages')
      .set(auth('tok_ana'))
      .set(json)
      .send({ conversation_id: 'conv_trip', attachments: [{ url: 'not a url', size: -1 }] })
    const problem = expectProblem(res, 400, 'invalid_parameter', [
      'message',
      'attachments[0][url]',
      'attachments[0][size]',
    ])
    const [entry] = await journal()
    expect(entry).toEqual({
      method: 'POST',
      path: '/v1/messages',
      query: {},
      body: { conversation_id: 'conv_trip', attachments: [{ url: 'not a url', size: -1 }] },
      caller: 'ct_ana',
      status: 400,
      duration_ms: duration,
      at: NOW,
      problem: { code: 'invalid_parameter', errors: problem.errors },
      why: why('tenant.default', 'caller.token', 'route.matched', 'body.json', 'input.invalid'),
    })
  })

  it('a query refused by the query schema is journaled with its parsed query', async () => {
    const res = await request(app).get('/v1/groups?archived=yes&limit[]=1').set(auth('tok_ana'))
    const problem = expectProblem(res, 400, 'invalid_parameter', ['limit', 'archived'])
    const [entry] = await journal()
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/v1/groups',
      query: { archived: 'yes', limit: ['1'] },
      body: null,
      caller: 'ct_ana',
      status: 400,
      problem: { code: 'invalid_parameter', errors: problem.errors },
    })
  })

  it('an expired token is journaled with caller null and token_expired', async () => {
    expect((await request(app).post('/__clock').send({ now: 1767229201 })).status).toBe(200)
    expectProblem(await request(app).get('/v1/messages/msg_t1').set(auth('tok_ben_exp')), 401, 'token_expired')
    expect(await journal()).toEqual([
      {
        method: 'GET',
        path: '/v1/messages/msg_t1',
        query: {},
        body: null,
        caller: null,
        status: 401,
        duration_ms: duration,
        at: 1767229201,
        problem: { code: 'token_expired', errors: [] },
        why: why('tenant.default', 'caller.expired'),
      },
    ])
  })

  it('a refused POST still shows the body its client sent (CONTRACT 9: null only when none was sent)', async () => {
    const res = await request(app).post('/v1/messages').type('form').send('conversation_id=conv_trip&message=hi')
    expectProblem(res, 401, 'unauthorized')
    expect(await journal()).toEqual([
      {
        method: 'POST',
        path: '/v1/messages',
        query: {},
        body: { conversation_id: 'conv_trip', message: 'hi' },
        caller: null,
        status: 401,
        duration_ms: duration,
        at: NOW,
        problem: { code: 'unauthorized', errors: [] },
        why: why('tenant.default', 'auth.missing'),
      },
    ])
  })

  it('a JSON body that does not parse is journaled with body null and invalid_body', async () => {
    const res = await request(app).post('/v1/messages').set(auth()).set(json).send('{"message": ')
    expectProblem(res, 400, 'invalid_body')
    expect(await journal()).toEqual([
      {
        method: 'POST',
        path: '/v1/messages',
        query: {},
        body: null,
        caller: 'ct_ana',
        status: 400,
        duration_ms: duration,
        at: NOW,
        problem: { code: 'invalid_body', errors: [] },
        why: why('tenant.default', 'caller.token', 'route.matched', 'body.json', 'body.unparsable'),
      },
    ])
  })

  it('unknown /v1 routes are journaled too (404 and 405)', async () => {
    expectProblem(await request(app).get('/v1/contacts').set(auth()), 404, 'not_found')
    expectProblem(await request(app).patch('/v1/messages/msg_t1').set(auth()), 405, 'method_not_allowed')
    const data = await journal()
    expect(data.map((e) => [e.method, e.path, e.status, e.problem])).toEqual([
      ['PATCH', '/v1/messages/msg_t1', 405, { code: 'method_not_allowed', errors: [] }],
      ['GET', '/v1/contacts', 404, { code: 'not_found', errors: [] }],
    ])
  })

  it('the clock of each entry is the time the request arrived', async () => {
    await request(app).get('/v1/groups').set(auth())
    await request(app).post('/__clock').send({ advance: 30 })
    await request(app).get('/v1/groups').set(auth())
    expect((await journal()).map((e) => e.at)).toEqual([NOW + 30, NOW])
  })

  it('requests outside /v1 are not journaled: neither /__ paths nor unknown ones', async () => {
    await request(app).get('/v1/groups').set(auth())
    expect((await request(app).get('/__health')).status).toBe(200)
    expect((await request(app).get('/__state')).status).toBe(200)
    expect((await request(app).get('/__clock')).status).toBe(200)
    expect((await request(app).post('/__faults').send({ path: '/v1/nothing' })).status).toBe(201)
    expectProblem(await request(app).get('/nope'), 404, 'not_found')
    expectProblem(await request(app).get('/v1x/messages').set(auth()), 404, 'not_found')
    await journal()
    await journal('?limit=3')
    const data = await journal()
    expect(data.map((e) => `${e.method} ${e.path}`)).toEqual(['GET /v1/groups'])
  })
})

describe('filters: method, path, caller, status, since, limit', () => {
  beforeEach(async () => {
    await request(app).get('/v1/groups').set(auth('tok_ana'))
    await request(app).post('/v1/messages').set(auth('tok_ben')).send({ conversation_id: 'conv_dm', message: 'a' })
    await request(app).get('/v1/messages/msg_t1').set(auth('tok_ben'))
    await request(app).get('/v1/groups').set(auth('tok_cleo'))
    await request(app).delete('/v1/messages/msg_d1').set(auth('tok_ana'))
    await request(app).get('/v1/groups')
  })

  const rows = (data: Record<string, unknown>[]) => data.map((e) => `${e.method} ${e.path} ${e.caller}`)

  it.each([
    [
      '',
      [
        'GET /v1/groups null',
        'DELETE /v1/messages/msg_d1 ct_ana',
        'GET /v1/groups ct_cleo',
        'GET /v1/messages/msg_t1 ct_ben',
        'POST /v1/messages ct_ben',
        'GET /v1/groups ct_ana',
      ],
    ],
    [
      '?method=GET',
      ['GET /v1/groups null', 'GET /v1/groups ct_cleo', 'GET /v1/messages/msg_t1 ct_ben', 'GET /v1/groups ct_ana'],
    ],
    ['?method=delete', ['DELETE /v1/messages/msg_d1 ct_ana']],
    ['?path=/v1/groups', ['GET /v1/groups null', 'GET /v1/groups ct_cleo', 'GET /v1/groups ct_ana']],
    ['?path=/v1/messages', ['POST /v1/messages ct_ben']],
    ['?caller=ct_ben', ['GET /v1/messages/msg_t1 ct_ben', 'POST /v1/messages ct_ben']],
    ['?caller=ct_dan', []],
    ['?limit=2', ['GET /v1/groups null', 'DELETE /v1/messages/msg_d1 ct_ana']],
    ['?method=GET&path=/v1/groups&limit=2', ['GET /v1/groups null', 'GET /v1/groups ct_cleo']],
    ['?method=get&caller=ct_ana', ['GET /v1/groups ct_ana']],
    ['?status=401', ['GET /v1/groups null']],
    ['?status=201', ['POST /v1/messages ct_ben']],
    ['?status=200&method=GET&limit=2', ['GET /v1/groups ct_cleo', 'GET /v1/messages/msg_t1 ct_ben']],
    [`?since=${NOW + 1}`, []],
  ])('GET /__requests%s', async (query, expected) => {
    expect(rows(await journal(query))).toEqual(expected)
  })

  it('since counts on the clock: only what came at or after that time', async () => {
    expect(await journal(`?since=${NOW}`)).toHaveLength(6)
    await request(app).post('/__clock').send({ advance: 60 })
    await request(app).get('/v1/messages').set(auth('tok_cleo'))
    expect(rows(await journal(`?since=${NOW + 60}`))).toEqual(['GET /v1/messages ct_cleo'])
  })

  it.each([
    ['?limit=0', 'invalid_parameter', ['limit']],
    ['?limit=1001', 'invalid_parameter', ['limit']],
    ['?limit=many', 'invalid_parameter', ['limit']],
    ['?method=', 'invalid_parameter', ['method']],
    ['?status=99', 'invalid_parameter', ['status']],
    ['?status=ok', 'invalid_parameter', ['status']],
    ['?since=-1', 'invalid_parameter', ['since']],
    ['?colour=red', 'unknown_parameter', ['colour']],
  ])('GET /__requests%s is refused', async (query, code, params) => {
    expectProblem(await request(app).get(`/__requests${query}`), 400, code, params)
  })
})

describe('emptying the journal', () => {
  beforeEach(async () => {
    await request(app).get('/v1/groups').set(auth())
    await request(app).get('/v1/messages').set(auth())
    expect(await journal()).toHaveLength(2)
  })

  it('DELETE /__requests empties it', async () => {
    const res = await request(app).delete('/__requests')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: [] })
    expect(await journal()).toEqual([])
    await request(app).get('/v1/groups/grp_trip').set(auth())
    expect((await journal()).map((e) => e.path)).toEqual(['/v1/groups/grp_trip'])
  })

  it('POST /__reset empties it', async () => {
    expect((await request(app).post('/__reset')).status).toBe(200)
    expect(await journal()).toEqual([])
  })
})

describe('a ring of the last 1,000 /v1 requests', () => {
  let running: RunningMock
  beforeEach(async () => {
    running = await startServer({ port: 0, fixtures: fixture('small') })
  })
  afterEach(async () => {
    await running.close()
  })

  it('after 1,005 requests it keeps the newest 1,000, newest first', async () => {
    for (let i = 0; i < 1005; i++) {
      const res = await fetch(`${running.url}/v1/messages/msg_${i}`, { headers: auth() })
      expect(res.status).toBe(404)
      await res.arrayBuffer()
    }
    const res = await fetch(`${running.url}/__requests`)
    const { data } = (await res.json()) as { data: { path: string }[] }
    expect(data).toHaveLength(1000)
    expect(data.map((e) => e.path)).toEqual(Array.from({ length: 1000 }, (_, i) => `/v1/messages/msg_${1004 - i}`))
    expect(running.requests()).toEqual(data)
    expect(running.requests({ limit: 3 }).map((e) => e.path)).toEqual([
      '/v1/messages/msg_1004',
      '/v1/messages/msg_1003',
      '/v1/messages/msg_1002',
    ])
  })
})

describe('the programmatic twin: running.requests()', () => {
  let running: RunningMock
  beforeEach(async () => {
    running = await startServer({ port: 0, fixtures: fixture('small'), clock: NOW })
  })
  afterEach(async () => {
    await running.close()
  })

  it('returns what GET /__requests returns, filters included, and clearRequests empties it', async () => {
    const form = new URLSearchParams({ conversation_id: 'conv_dm', message: 'from a form' })
    const sent = await fetch(`${running.url}/v1/messages`, { method: 'POST', headers: auth('tok_ben'), body: form })
    expect(sent.status).toBe(201)
    const listed = await fetch(`${running.url}/v1/groups?archived=true`, { headers: auth() })
    expect(listed.status).toBe(200)

    expect(running.requests()).toEqual([
      {
        method: 'GET',
        path: '/v1/groups',
        query: { archived: 'true' },
        body: null,
        caller: 'ct_ana',
        status: 200,
        duration_ms: duration,
        at: NOW,
        problem: null,
        why: why('tenant.default', 'caller.token', 'route.matched', 'page.hidden', 'page.filtered', 'page.end'),
      },
      {
        method: 'POST',
        path: '/v1/messages',
        query: {},
        body: { conversation_id: 'conv_dm', message: 'from a form' },
        caller: 'ct_ben',
        status: 201,
        duration_ms: duration,
        at: NOW,
        problem: null,
        why: why('tenant.default', 'caller.token', 'route.matched', 'body.form', 'clock.frozen', 'message.sent'),
      },
    ])
    const overHttp = (await (await fetch(`${running.url}/__requests`)).json()) as { data: unknown[] }
    expect(running.requests()).toEqual(overHttp.data)
    expect(running.requests({ method: 'post' }).map((e) => e.body)).toEqual([
      { conversation_id: 'conv_dm', message: 'from a form' },
    ])
    expect(running.requests({ caller: 'ct_ben' })).toHaveLength(1)
    expect(running.requests({ path: '/v1/groups' })).toHaveLength(1)

    running.clearRequests()
    expect(running.requests()).toEqual([])
    expect(((await (await fetch(`${running.url}/__requests`)).json()) as { data: unknown[] }).data).toEqual([])
  })

  it('running.reset() clears it, like POST /__reset', async () => {
    await (await fetch(`${running.url}/v1/groups`, { headers: auth() })).arrayBuffer()
    expect(running.requests()).toHaveLength(1)
    running.reset()
    expect(running.requests()).toEqual([])
  })
})
