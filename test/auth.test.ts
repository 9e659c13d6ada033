import type { Express } from 'express'
import request from 'supertest'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { auth, expectProblem, freezeDate, generated, ids, json, smallApp } from './helpers.js'
import { NOW, smallWorld } from './support/small-world.js'

// CONTRACT section 2 and 3: every /v1 request needs a bearer token, checked before anything else,
// even where the route or the method does not exist. Date is frozen after tok_ben_exp's expiry
// (1767229200) so that every timestamp is exact; one test runs on the real clock.

const EXPIRES_AT = 1767229200

const { ana, ben, cleo } = smallWorld(NOW)

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch'

let app: Express

freezeDate(NOW)
beforeEach(() => {
  app = smallApp()
})

/** A request with the given Authorization header value, or none when it is undefined. */
function call(method: Method, url: string, authorization: string | undefined, on = app): request.Test {
  const req = request(on)[method](url)
  return authorization === undefined ? req : req.set('Authorization', authorization)
}

/** Sends a message to `conversationId` with the Authorization header given. */
const sendAs = (authorization: string, conversationId: string, on = app) =>
  call('post', '/v1/messages', authorization, on).set(json).send({ conversation_id: conversationId, message: 'hello' })

/** The message a caller sends, as the contract describes it: `contact` is the caller. */
const sentBy = (contact: object, conversationId: string) => ({
  id: generated('msg'),
  conversation_id: conversationId,
  contact,
  message: 'hello',
  reactions: [],
  attachments: [],
  read_at: null,
  created_at: NOW,
  updated_at: null,
})

function expectUnauthorized(res: request.Response) {
  expectProblem(res, 401, 'unauthorized')
  expect(res.headers['www-authenticate']).toBe('Bearer')
}

function expectExpired(res: request.Response) {
  expectProblem(res, 401, 'token_expired')
  expect(res.headers['www-authenticate']).toMatch(/^Bearer /)
  expect(res.headers['www-authenticate']).toContain('error="invalid_token"')
}

const badHeaders: [string, string | undefined][] = [
  ['no header', undefined],
  ['Basic xyz', 'Basic xyz'],
  ['"Bearer " (an empty token)', 'Bearer '],
  ['"Bearer" alone', 'Bearer'],
  ['"Bearer a b" (two tokens)', 'Bearer a b'],
  ['a token without a scheme', 'tok_ana'],
  ['Token tok_ana', 'Token tok_ana'],
]

const v1Requests: [Method, string][] = [
  ['get', '/v1/groups'],
  ['post', '/v1/groups'],
  ['get', '/v1/groups/grp_trip'],
  ['put', '/v1/groups/grp_trip'],
  ['delete', '/v1/groups/grp_trip'],
  ['get', '/v1/groups/grp_nope'],
  ['get', '/v1/messages'],
  ['post', '/v1/messages'],
  ['get', '/v1/messages/msg_t1'],
  ['put', '/v1/messages/msg_t1'],
  ['delete', '/v1/messages/msg_t1'],
  // A known path with a method it does not take, and paths that do not exist.
  ['patch', '/v1/groups/grp_trip'],
  ['delete', '/v1/groups'],
  ['delete', '/v1/nowhere'],
  ['get', '/v1/nowhere/deeper'],
  ['post', '/v1'],
  ['get', '/v1'],
]

describe('a request without a valid bearer token', () => {
  it.each(
    badHeaders.flatMap(([name, header]) => v1Requests.map(([method, url]) => [name, method, url, header] as const)),
  )('with %s: %s %s is 401 unauthorized', async (_name, method, url, header) => {
    expectUnauthorized(await call(method, url, header))
  })

  it.each([
    ['a body of an unsupported type', 'text/plain', 'hello'],
    ['a broken JSON body', 'application/json', '{"name":'],
    ['a body with refused keys', 'application/json', '{"__proto__":{"x":1}}'],
  ])('is 401 before %s is judged', async (_case, type, body) => {
    expectUnauthorized(await request(app).post('/v1/groups').set('Content-Type', type).send(body))
  })

  it('is 401 before an unknown query parameter is judged', async () => {
    expectUnauthorized(await request(app).get('/v1/groups?colour=red&limit=0'))
  })

  it('changes nothing', async () => {
    expectUnauthorized(await call('post', '/v1/groups', undefined).set(json).send({ name: 'Sneaky' }))
    expectUnauthorized(await call('delete', '/v1/groups/grp_trip', 'Basic xyz'))
    expectUnauthorized(await call('delete', '/v1/messages/msg_t1', 'Bearer '))
    expectUnauthorized(await call('put', '/v1/groups/grp_trip', 'Bearer a b').set(json).send({ name: 'Mine' }))
    expect(ids(await request(app).get('/v1/groups').set(auth()))).toEqual(['grp_trip', 'grp_old'])
    expect((await request(app).get('/v1/groups/grp_trip').set(auth())).body.name).toBe('Trip')
    expect((await request(app).get('/v1/messages/msg_t1').set(auth())).status).toBe(200)
  })

  it('gets a CORS preflight answered without a token', async () => {
    const res = await request(app)
      .options('/v1/groups')
      .set('Origin', 'https://app.example.com')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization, content-type')
    expect(res.status).toBeGreaterThanOrEqual(200)
    expect(res.status).toBeLessThan(300)
    expect(res.headers['www-authenticate']).toBeUndefined()
  })
})

describe('the Bearer scheme', () => {
  it.each([
    ['Bearer tok_ana', ana],
    ['bearer tok_ana', ana],
    ['BEARER tok_ana', ana],
    ['bEaReR tok_ben', ben],
  ])('"%s" is accepted', async (header, contact) => {
    const res = await sendAs(header, 'conv_dm')
    expect(res.status).toBe(201)
    expect(res.body).toStrictEqual(sentBy(contact, 'conv_dm'))
  })
})

describe('known tokens', () => {
  it.each([
    ['any', 'tok_ana', 'conv_dm', ana],
    ['any', 'tok_ben', 'conv_dm', ben],
    ['any', 'tok_cleo', 'conv_cd', cleo],
    ['strict', 'tok_ana', 'conv_dm', ana],
    ['strict', 'tok_ben', 'conv_trip', ben],
    ['strict', 'tok_cleo', 'conv_cleo', cleo],
  ] as const)('in mode %s, %s acts as its contact', async (mode, token, conversationId, contact) => {
    const on = smallApp({ auth: mode })
    const res = await sendAs(`Bearer ${token}`, conversationId, on)
    expect(res.status).toBe(201)
    expect(res.body).toStrictEqual(sentBy(contact, conversationId))
  })

  it.each([
    ['tok_ana', ['grp_trip', 'grp_old']],
    ['tok_ben', ['grp_trip']],
    ['tok_cleo', ['grp_cleo']],
  ])('%s lists the groups of its contact', async (token, groups) => {
    expect(ids(await request(app).get('/v1/groups').set(auth(token)))).toEqual(groups)
  })
})

describe('an unknown token', () => {
  it.each(['tok_nobody', 'anything-at-all', 'abc.def~ghi+/=='])(
    'acts as the default caller ct_ana in mode any (%s)',
    async (token) => {
      const sent = await sendAs(`Bearer ${token}`, 'conv_dm')
      expect(sent.status).toBe(201)
      expect(sent.body).toStrictEqual(sentBy(ana, 'conv_dm'))
      expect(ids(await request(app).get('/v1/groups').set(auth(token)))).toEqual(['grp_trip', 'grp_old'])
      expectProblem(await request(app).get('/v1/groups/grp_cleo').set(auth(token)), 404, 'not_found')
    },
  )

  it.each(v1Requests)('is 401 unauthorized in mode strict: %s %s', async (method, url) => {
    const strict = smallApp({ auth: 'strict' })
    expectUnauthorized(await call(method, url, 'Bearer tok_nobody', strict))
  })

  it('changes nothing in mode strict', async () => {
    const strict = smallApp({ auth: 'strict' })
    expectUnauthorized(await sendAs('Bearer tok_nobody', 'conv_dm', strict))
    expectUnauthorized(await call('delete', '/v1/groups/grp_trip', 'Bearer tok_nobody', strict))
    expect(ids(await request(strict).get('/v1/messages?conversation_id=conv_dm').set(auth('tok_ana')))).toEqual([
      'msg_d2',
      'msg_d1',
    ])
    expect(ids(await request(strict).get('/v1/groups').set(auth('tok_ana')))).toEqual(['grp_trip', 'grp_old'])
  })
})

describe('an expired token', () => {
  it.each(
    (['any', 'strict'] as const).flatMap((mode) => v1Requests.map(([method, url]) => [mode, method, url] as const)),
  )('is 401 token_expired in mode %s: %s %s', async (mode, method, url) => {
    const on = smallApp({ auth: mode })
    expectExpired(await call(method, url, 'Bearer tok_ben_exp', on))
  })

  it('is 401 token_expired on the real clock too', async () => {
    vi.useRealTimers()
    const real = smallApp()
    expectExpired(await request(real).get('/v1/groups').set(auth('tok_ben_exp')))
  })

  it('works until the clock passes expires_at, and is refused one second later', async () => {
    vi.setSystemTime(EXPIRES_AT * 1000)
    const res = await request(app).get('/v1/groups').set(auth('tok_ben_exp'))
    expect(res.status).toBe(200)
    expect(ids(res)).toEqual(['grp_trip'])
    vi.setSystemTime((EXPIRES_AT + 1) * 1000)
    expectExpired(await request(app).get('/v1/groups').set(auth('tok_ben_exp')))
  })

  it('changes nothing', async () => {
    expectExpired(await sendAs('Bearer tok_ben_exp', 'conv_dm'))
    expectExpired(await call('delete', '/v1/messages/msg_t2', 'Bearer tok_ben_exp'))
    expect(ids(await request(app).get('/v1/messages?conversation_id=conv_dm').set(auth('tok_ben')))).toEqual([
      'msg_d2',
      'msg_d1',
    ])
    expect((await request(app).get('/v1/messages/msg_t2').set(auth('tok_ben'))).status).toBe(200)
  })

  it('leaves the same contact usable through its other token', async () => {
    const res = await sendAs('Bearer tok_ben', 'conv_dm')
    expect(res.status).toBe(201)
    expect(res.body).toStrictEqual(sentBy(ben, 'conv_dm'))
  })
})

describe('outside /v1', () => {
  it.each([undefined, 'Basic xyz', 'Bearer tok_nobody'])(
    'GET /__health needs no token (Authorization: %s)',
    async (header) => {
      const res = await call('get', '/__health', header)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(res.body).toStrictEqual({ status: 'ok' })
    },
  )

  it.each([
    ['get', '/'],
    ['get', '/nowhere'],
    ['get', '/groups'],
    ['post', '/messages'],
    ['get', '/v2/groups'],
    ['delete', '/api/v1/groups'],
    ['get', '/v1x/groups'],
  ] as const)('%s %s is 404 not_found without a token', async (method, url) => {
    const res = await call(method, url, undefined)
    expectProblem(res, 404, 'not_found')
    expect(res.headers['www-authenticate']).toBeUndefined()
  })

  it.each([
    ['get', '/nowhere'],
    ['get', '/v2/groups'],
  ] as const)('%s %s is 404 not_found with a token too', async (method, url) => {
    expectProblem(await call(method, url, 'Bearer tok_ana'), 404, 'not_found')
  })
})
