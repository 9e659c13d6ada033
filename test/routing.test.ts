import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { auth, expectProblem, smallApp } from './helpers.js'

/**
 * How /v1 paths are matched: as Express's router matches `/v1/messages` and `/v1/messages/:id`
 * (any case, one optional trailing slash, the id one percent-decoded segment).
 */
describe('/v1 paths', () => {
  it.each([
    ['/v1/messages/msg_t1', 'msg_t1'],
    ['/v1/messages/msg_t1/', 'msg_t1'],
    ['/V1/Messages/msg_t1', 'msg_t1'],
    ['/v1/messages/%6Dsg_t1', 'msg_t1'],
    ['/v1/messages/msg%5Ft1', 'msg_t1'],
    ['/t/a/v1/messages/msg_t1', 'msg_t1'],
  ])('GET %s is the message %s', async (path, id) => {
    const res = await request(smallApp()).get(path).set(auth())
    expect(res.status).toBe(200)
    expect(res.body.id).toBe(id)
  })

  it.each(['/v1/messages', '/v1/messages/', '/V1/MESSAGES', '/v1/groups/'])('GET %s is a list', async (path) => {
    const res = await request(smallApp()).get(path).set(auth())
    expect(res.status).toBe(200)
    expect(Object.keys(res.body)).toEqual(['has_more', 'data'])
  })

  it.each([
    '/v1',
    '/v1/',
    '/v1//messages',
    '/v1/messages//',
    '/v1/messages/msg_t1//',
    '/v1/messages/msg_t1/x',
    '/v1/messages;x',
    '/v1/contacts',
  ])('GET %s with a token is 404 No such route', async (path) => {
    const body = expectProblem(await request(smallApp()).get(path).set(auth()), 404, 'not_found')
    expect(body.detail).toBe('No such route.')
  })

  it.each(['/v1//messages', '/v1/contacts', '/V1/x'])('GET %s without a token is 401 first', async (path) => {
    expectProblem(await request(smallApp()).get(path), 401, 'unauthorized')
  })

  it('a path beside /v1 (/v1x) is a 404 without any token check', async () => {
    const body = expectProblem(await request(smallApp()).get('/v1x/messages'), 404, 'not_found')
    expect(body.detail).toBe('No such route.')
  })

  it('an encoded slash stays inside the id: GET /v1/messages/a%2Fb is 404 No such message', async () => {
    const body = expectProblem(await request(smallApp()).get('/v1/messages/a%2Fb').set(auth()), 404, 'not_found')
    expect(body.detail).toBe('No such message.')
  })

  it.each(['get', 'post', 'patch'] as const)('%s with a malformed escape in the id is 400 on param path', async (m) => {
    const body = expectProblem(
      await request(smallApp())[m]('/v1/messages/%E0%A4%A').set(auth()),
      400,
      'invalid_parameter',
      ['path'],
    )
    expect(body.errors).toEqual([{ param: 'path', message: 'is not valid percent-encoding' }])
  })

  it.each([
    ['patch', '/v1/messages/', 'GET, HEAD, POST'],
    ['put', '/V1/MESSAGES', 'GET, HEAD, POST'],
    ['post', '/v1/messages/msg_t1/', 'GET, HEAD, PUT, DELETE'],
    ['options', '/v1/groups/grp_trip', 'GET, HEAD, PUT, DELETE'],
  ] as const)('%s %s is 405 with Allow: %s', async (method, path, allow) => {
    const res = await request(smallApp())[method](path).set(auth())
    expectProblem(res, 405, 'method_not_allowed')
    expect(res.headers.allow).toBe(allow)
  })

  it('HEAD of an item is answered as its GET, without a body', async () => {
    const res = await request(smallApp()).head('/v1/messages/msg_t1').set(auth())
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.text).toBeUndefined()
  })

  it('a path in another case is journaled as it was sent', async () => {
    const app = smallApp()
    await request(app).get('/V1/Messages/msg_t1').set(auth())
    const res = await request(app).get('/__requests').set(auth())
    expect(
      res.body.data.map((r: { method: string; path: string; status: number }) => [r.method, r.path, r.status]),
    ).toEqual([['GET', '/V1/Messages/msg_t1', 200]])
  })
})
