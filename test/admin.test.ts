import type { Express } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { auth, expectProblem, json, smallApp } from './helpers.js'

/** Issue 4: the admin token on /__, CORS for pages on other origins, and response hygiene. */

type Method = 'get' | 'post' | 'put' | 'delete'

/** Every /__ call with a body it accepts, and what it answers when allowed. */
const controlCalls: [Method, string, object | undefined, number][] = [
  ['post', '/__reset', undefined, 200],
  ['get', '/__state', undefined, 200],
  ['get', '/__fixtures', undefined, 200],
  ['post', '/__fixtures', { contacts: [{ id: 'ct_a' }] }, 200],
  ['post', '/__fixtures/empty', undefined, 200],
  ['get', '/__requests', undefined, 200],
  ['delete', '/__requests', undefined, 200],
  ['get', '/__clock', undefined, 200],
  ['post', '/__clock', { now: 1767225600 }, 200],
  ['delete', '/__clock', undefined, 200],
  ['get', '/__faults', undefined, 200],
  ['post', '/__faults', { status: 500 }, 201],
  ['delete', '/__faults', undefined, 200],
  ['get', '/__tenants', undefined, 200],
  ['get', '/__openapi.json', undefined, 200],
]

function call(app: Express, method: Method, path: string, body: object | undefined, headers: Record<string, string>) {
  const req = request(app)[method](path).set(headers)
  return body === undefined ? req : req.set(json).send(body)
}

describe("with adminToken: 'sekret'", () => {
  const app = () => smallApp({ adminToken: 'sekret' })

  it.each(controlCalls)('%s %s is 401 without the admin token', async (method, path, body) => {
    const res = await call(app(), method, path, body, {})
    expectProblem(res, 401, 'unauthorized')
    expect(res.headers['www-authenticate']).toBe('Bearer')
  })

  it.each(controlCalls)('%s %s is 401 with a /v1 token', async (method, path, body) => {
    expectProblem(await call(app(), method, path, body, auth('tok_ana')), 401, 'unauthorized')
  })

  it.each(controlCalls)('%s %s is 401 with another scheme carrying the admin token', async (method, path, body) => {
    expectProblem(await call(app(), method, path, body, { Authorization: 'Basic sekret' }), 401, 'unauthorized')
  })

  it.each(controlCalls)('%s %s answers %i with the admin token', async (method, path, body, status) => {
    const res = await call(app(), method, path, body, auth('sekret'))
    expect(res.status).toBe(status)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  })

  it.each([
    ['/__health', {}],
    ['/__health', auth('tok_ana')],
    ['/__health', { Authorization: 'Bearer wrong' }],
    ['/t/ci-1/__health', {}],
  ])('GET %s answers 200 without the admin token (%o), as probes send it', async (path, headers) => {
    const res = await request(app()).get(path).set(headers)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.body).toEqual({ status: 'ok' })
  })

  it('HEAD /__health answers 200 without it; another method on it is 405, not 401', async () => {
    expect((await request(app()).head('/__health')).status).toBe(200)
    const res = await request(app()).post('/__health')
    expectProblem(res, 405, 'method_not_allowed')
    expect(res.headers.allow).toBe('GET, HEAD')
  })

  it('DELETE /__tenants/:name needs it too', async () => {
    const a = app()
    expect((await request(a).get('/t/x/v1/groups').set(auth())).status).toBe(200)
    expectProblem(await request(a).delete('/__tenants/x'), 401, 'unauthorized')
    expect(await request(a).delete('/__tenants/x').set(auth('sekret'))).toMatchObject({
      status: 200,
      body: { name: 'x', deleted: true },
    })
  })

  it('a /__ path behind a tenant prefix or header needs it too', async () => {
    const a = app()
    expectProblem(await request(a).post('/t/x/__reset'), 401, 'unauthorized')
    expectProblem(await request(a).post('/__reset').set('X-Mock-Tenant', 'x'), 401, 'unauthorized')
    expect((await request(a).post('/t/x/__reset').set(auth('sekret'))).body.status).toBe('reset')
  })

  it('an unknown /__ path is 401 without it and 404 with it', async () => {
    const a = app()
    expectProblem(await request(a).get('/__nothing'), 401, 'unauthorized')
    expectProblem(await request(a).get('/__nothing').set(auth('sekret')), 404, 'not_found')
  })

  it('/v1 works as before with /v1 tokens', async () => {
    const a = app()
    const res = await request(a).get('/v1/messages/msg_t1').set(auth('tok_ana'))
    expect(res.status).toBe(200)
    expect(res.body.id).toBe('msg_t1')
    expectProblem(await request(a).get('/v1/messages/msg_t1'), 401, 'unauthorized')
    const sent = await request(a)
      .post('/v1/messages')
      .set(auth('tok_ben'))
      .send({ conversation_id: 'conv_dm', message: 'x' })
    expect(sent.status).toBe(201)
    expect(sent.body.contact.id).toBe('ct_ben')
  })

  it('a refused control call changes nothing', async () => {
    const a = app()
    const before = (await request(a).get('/__state').set(auth('sekret'))).text
    await request(a).post('/__fixtures/empty')
    await request(a).post('/__clock').send({ now: 1 })
    await request(a).post('/__faults').send({ status: 500 })
    expect((await request(a).get('/__state').set(auth('sekret'))).text).toBe(before)
    expect((await request(a).get('/__clock').set(auth('sekret'))).body.frozen).toBe(false)
    expect((await request(a).get('/__faults').set(auth('sekret'))).body).toEqual({ data: [] })
  })
})

describe('without adminToken, /__ is open', () => {
  it.each(controlCalls)('%s %s answers %i without any token', async (method, path, body, status) => {
    const res = await call(smallApp(), method, path, body, {})
    expect(res.status).toBe(status)
  })

  it.each(controlCalls)('%s %s answers %i with any bearer token', async (method, path, body, status) => {
    expect((await call(smallApp(), method, path, body, auth('whatever'))).status).toBe(status)
  })
})

describe('CORS', () => {
  const origin = 'http://app.test'

  it('a preflight is answered 204 without a token, echoing origin and headers', async () => {
    const res = await request(smallApp())
      .options('/v1/messages')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'PUT')
      .set('Access-Control-Request-Headers', 'authorization,content-type')
    expect(res.status).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe(origin)
    const methods = String(res.headers['access-control-allow-methods']).split(/\s*,\s*/)
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']))
    expect(res.headers['access-control-allow-headers']).toBe('authorization,content-type')
    expect(res.headers.vary).toMatch(/Origin/)
    expect(res.text).toBe('')
  })

  it.each([
    ['/v1/messages/msg_t1', 'DELETE'],
    ['/v1/groups', 'POST'],
    ['/v1/groups/grp_trip', 'PUT'],
    ['/t/w/v1/groups', 'GET'],
  ])('a preflight of %s for %s is answered too', async (path, method) => {
    const res = await request(smallApp())
      .options(path)
      .set('Origin', origin)
      .set('Access-Control-Request-Method', method)
      .set('Access-Control-Request-Headers', 'authorization,x-mock-tenant')
    expect(res.status).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe(origin)
    expect(res.headers['access-control-allow-headers']).toBe('authorization,x-mock-tenant')
  })

  it('a preflight and an answer from another origin carry exactly these CORS headers', async () => {
    const cors = (headers: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(headers).filter(([name]) => name.startsWith('access-control-') || name === 'vary'),
      )
    const preflight = await request(smallApp())
      .options('/v1/messages')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type')
    expect([preflight.status, preflight.headers['content-length'], cors(preflight.headers)]).toEqual([
      204,
      '0',
      {
        'access-control-allow-origin': origin,
        vary: 'Origin, Access-Control-Request-Headers',
        'access-control-allow-methods': 'GET,HEAD,POST,PUT,DELETE',
        'access-control-allow-headers': 'authorization,content-type',
        'access-control-max-age': '600',
        'access-control-expose-headers': 'WWW-Authenticate,Retry-After,Allow,Content-Length',
      },
    ])
    const answer = await request(smallApp()).get('/v1/groups').set(auth()).set('Origin', origin)
    expect([answer.status, cors(answer.headers)]).toEqual([
      200,
      {
        'access-control-allow-origin': origin,
        vary: 'Origin',
        'access-control-expose-headers': 'WWW-Authenticate,Retry-After,Allow,Content-Length',
      },
    ])
  })

  it('a preflight is not journaled', async () => {
    const app = smallApp()
    await request(app).options('/v1/messages').set('Origin', origin).set('Access-Control-Request-Method', 'POST')
    expect((await request(app).get('/__requests')).body).toEqual({ data: [] })
  })

  it('a GET from another origin gets Access-Control-Allow-Origin and the exposed headers', async () => {
    const res = await request(smallApp()).get('/v1/groups').set(auth()).set('Origin', origin)
    expect(res.status).toBe(200)
    expect(res.headers['access-control-allow-origin']).toBe(origin)
    const exposed = String(res.headers['access-control-expose-headers'])
      .toLowerCase()
      .split(/\s*,\s*/)
    expect(exposed).toEqual(expect.arrayContaining(['www-authenticate', 'retry-after']))
  })

  it('a 401 from another origin carries them too, so the page can read WWW-Authenticate', async () => {
    const res = await request(smallApp()).get('/v1/groups').set('Origin', origin)
    expectProblem(res, 401, 'unauthorized')
    expect(res.headers['access-control-allow-origin']).toBe(origin)
    expect(String(res.headers['access-control-expose-headers']).toLowerCase()).toContain('www-authenticate')
  })

  it('a form POST from another origin works', async () => {
    const res = await request(smallApp())
      .post('/v1/messages')
      .set(auth())
      .set('Origin', origin)
      .type('form')
      .send('conversation_id=conv_trip&message=from%20a%20page')
    expect(res.status).toBe(201)
    expect(res.headers['access-control-allow-origin']).toBe(origin)
    expect(res.body.message).toBe('from a page')
  })

  describe("corsOrigins: ['http://a.test']", () => {
    const app = () => smallApp({ corsOrigins: ['http://a.test'] })

    it('an allowed origin is echoed', async () => {
      const res = await request(app()).get('/v1/groups').set(auth()).set('Origin', 'http://a.test')
      expect(res.status).toBe(200)
      expect(res.headers['access-control-allow-origin']).toBe('http://a.test')
    })

    it('another origin gets no Access-Control-Allow-Origin', async () => {
      const res = await request(app()).get('/v1/groups').set(auth()).set('Origin', 'http://b.test')
      expect(res.headers['access-control-allow-origin']).toBeUndefined()
      const preflight = await request(app())
        .options('/v1/groups')
        .set('Origin', 'http://b.test')
        .set('Access-Control-Request-Method', 'GET')
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    })
  })

  it('an OPTIONS without Access-Control-Request-Method on /v1 without a token is 401', async () => {
    const res = await request(smallApp()).options('/v1/messages').set('Origin', origin)
    expectProblem(res, 401, 'unauthorized')
    expect(res.headers['www-authenticate']).toBe('Bearer')
  })

  it('an OPTIONS without Access-Control-Request-Method on /v1 with a token is 405 with Allow', async () => {
    const res = await request(smallApp()).options('/v1/messages').set(auth())
    expectProblem(res, 405, 'method_not_allowed')
    expect(res.headers.allow).toBe('GET, HEAD, POST')
  })
})

describe('hygiene', () => {
  it.each([
    ['a 200', 'get', '/v1/groups', auth(), 200],
    ['a 201', 'post', '/v1/groups', auth(), 201],
    ['a 400', 'get', '/v1/groups?limit=0', auth(), 400],
    ['a 401', 'get', '/v1/groups', {}, 401],
    ['a 404', 'get', '/v1/groups/nope', auth(), 404],
    ['a 404 outside /v1 and /__', 'get', '/elsewhere', {}, 404],
    ['a 405', 'patch', '/v1/groups', auth(), 405],
    ['a /__ 200', 'get', '/__health', {}, 200],
    ['a /__ 400', 'post', '/__clock', {}, 400],
    ['a /__ 404', 'post', '/__fixtures/nope', {}, 404],
  ] as const)(
    '%s has X-Content-Type-Options: nosniff and no X-Powered-By',
    async (_, method, path, headers, status) => {
      const req = request(smallApp())[method](path).set(headers)
      const res = method === 'post' && path === '/v1/groups' ? await req.send({ name: 'G' }) : await req
      expect(res.status).toBe(status)
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['x-powered-by']).toBeUndefined()
    },
  )

  it('a preflight has them too', async () => {
    const res = await request(smallApp())
      .options('/v1/groups')
      .set('Origin', 'http://app.test')
      .set('Access-Control-Request-Method', 'GET')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-powered-by']).toBeUndefined()
  })
})
