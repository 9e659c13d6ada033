import type { Express } from 'express'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { auth, type Body, expectProblem, freezeDate, ids, smallApp, withBody } from './helpers.js'
import { NOW, smallWorld } from './support/small-world.js'

// CONTRACT section 2: a caller sees a conversation, its messages and its group only as a
// participant; anything else answers exactly as if it did not exist. In small.json, ana (tok_ana)
// takes part in conv_trip (grp_trip), conv_old (grp_old) and conv_dm, and not in conv_cleo
// (grp_cleo, msg_c1) nor conv_cd (msg_cd1).

const { ben, cleo, trip, cleos } = smallWorld(NOW)

type Method = 'get' | 'post' | 'put' | 'delete'

let app: Express

freezeDate(NOW)
beforeEach(() => {
  app = smallApp()
})

function call(method: Method, url: string, token: string, body?: Body, on = app): request.Test {
  const req = request(on)[method](url).set(auth(token))
  return body === undefined ? req : withBody(req, body)
}

const get = (url: string, token = 'tok_ana') => call('get', url, token)

/** Status, content type and body: what a client could tell two answers apart by. */
const answer = (res: request.Response) => ({
  status: res.status,
  type: res.headers['content-type'],
  body: res.body,
})

/** Everything ana, ben and cleo can read, to compare before and after a refused request. */
async function world() {
  const reads: [string, string][] = [
    ['tok_ana', '/v1/groups?limit=100'],
    ['tok_ana', '/v1/messages?limit=100'],
    ['tok_ben', '/v1/groups?limit=100'],
    ['tok_ben', '/v1/messages?limit=100'],
    ['tok_cleo', '/v1/groups?limit=100'],
    ['tok_cleo', '/v1/messages?limit=100'],
    ['tok_cleo', '/v1/groups/grp_cleo'],
    ['tok_cleo', '/v1/messages/msg_c1'],
    ['tok_cleo', '/v1/messages/msg_cd1'],
  ]
  const responses = await Promise.all(reads.map(([token, url]) => get(url, token)))
  return responses.map(answer)
}

describe('what ana cannot see answers exactly as what never existed', () => {
  it.each([
    // method, hidden, never existed, body
    ['get', '/v1/groups/grp_cleo', '/v1/groups/grp_never', undefined],
    ['put', '/v1/groups/grp_cleo', '/v1/groups/grp_never', { name: 'Mine' }],
    ['put', '/v1/groups/grp_cleo', '/v1/groups/grp_never', 'description=mine'],
    ['put', '/v1/groups/grp_cleo', '/v1/groups/grp_never', { contacts: [{ id: 'ct_ana' }] }],
    ['put', '/v1/groups/grp_cleo', '/v1/groups/grp_never', { contacts: [{ username: 'newbie' }] }],
    ['put', '/v1/groups/grp_cleo', '/v1/groups/grp_never', { archived_at: 1767300000 }],
    ['delete', '/v1/groups/grp_cleo', '/v1/groups/grp_never', undefined],
    ['get', '/v1/messages/msg_c1', '/v1/messages/msg_never', undefined],
    ['get', '/v1/messages/msg_cd1', '/v1/messages/msg_never', undefined],
    ['put', '/v1/messages/msg_c1', '/v1/messages/msg_never', { message: 'edited' }],
    ['put', '/v1/messages/msg_cd1', '/v1/messages/msg_never', 'reactions[like][]=ana'],
    ['put', '/v1/messages/msg_cd1', '/v1/messages/msg_never', { attachments: [{ url: 'https://example.com/f.txt' }] }],
    ['delete', '/v1/messages/msg_c1', '/v1/messages/msg_never', undefined],
    ['delete', '/v1/messages/msg_cd1', '/v1/messages/msg_never', undefined],
    ['get', '/v1/messages?conversation_id=conv_cd', '/v1/messages?conversation_id=conv_never', undefined],
    ['get', '/v1/messages?conversation_id=conv_cleo', '/v1/messages?conversation_id=conv_never', undefined],
    [
      'get',
      '/v1/messages?conversation_id=conv_cd&limit=1',
      '/v1/messages?conversation_id=conv_never&limit=1',
      undefined,
    ],
  ] as const)('%s %s is the 404 of %s', async (method, hidden, never, body) => {
    const res = await call(method, hidden, 'tok_ana', body)
    expectProblem(res, 404, 'not_found')
    expect(answer(res)).toStrictEqual(answer(await call(method, never, 'tok_ana', body)))
  })

  it.each([
    ['conv_cd', { conversation_id: 'conv_cd', message: 'hi' }],
    ['conv_cleo', { conversation_id: 'conv_cleo', message: 'hi' }],
    ['conv_cd', 'conversation_id=conv_cd&message=hi'],
    ['conv_cleo', 'conversation_id=conv_cleo&message=hi'],
  ])('POST /v1/messages to %s is the 404 of a conversation that never existed (%j)', async (conversationId, body) => {
    const res = await call('post', '/v1/messages', 'tok_ana', body)
    expectProblem(res, 404, 'not_found')
    const neverBody =
      typeof body === 'string' ? body.replace(conversationId, 'conv_never') : { ...body, conversation_id: 'conv_never' }
    expect(answer(res)).toStrictEqual(answer(await call('post', '/v1/messages', 'tok_ana', neverBody)))
  })

  it.each([
    ['/v1/messages?starting_after=msg_c1', '/v1/messages?starting_after=msg_never'],
    ['/v1/messages?ending_before=msg_cd1', '/v1/messages?ending_before=msg_never'],
    ['/v1/groups?starting_after=grp_cleo', '/v1/groups?starting_after=grp_never'],
    ['/v1/groups?ending_before=grp_cleo', '/v1/groups?ending_before=grp_never'],
  ])('a cursor naming what ana cannot see (%s) is refused as one naming nothing', async (hidden, never) => {
    const res = await get(hidden)
    const param = hidden.includes('starting_after') ? 'starting_after' : 'ending_before'
    expectProblem(res, 400, 'invalid_parameter', [param])
    expect(answer(res)).toStrictEqual(answer(await get(never)))
  })

  it('a refused request changes nothing, for cleo nor for ana', async () => {
    const before = await world()
    const attempts: [Method, string, Body | undefined][] = [
      ['put', '/v1/groups/grp_cleo', { name: 'Mine', contacts: [{ id: 'ct_ana' }] }],
      ['put', '/v1/groups/grp_cleo', { contacts: [{ username: 'newbie' }] }],
      ['put', '/v1/groups/grp_cleo', { archived_at: 1767300000 }],
      ['delete', '/v1/groups/grp_cleo', undefined],
      ['put', '/v1/messages/msg_c1', { message: 'edited', reactions: { like: ['ana'] } }],
      ['put', '/v1/messages/msg_cd1', { attachments: [{ url: 'https://example.com/f.txt' }] }],
      ['delete', '/v1/messages/msg_c1', undefined],
      ['delete', '/v1/messages/msg_cd1', undefined],
      ['post', '/v1/messages', { conversation_id: 'conv_cd', message: 'hi' }],
      ['post', '/v1/messages', { conversation_id: 'conv_cleo', message: 'hi' }],
    ]
    for (const [method, url, body] of attempts) {
      expectProblem(await call(method, url, 'tok_ana', body), 404, 'not_found')
    }
    expect(await world()).toStrictEqual(before)

    // No id was used up and no contact "newbie" was created: what ana creates now is what she
    // would create in a fresh app (the ids are seeded).
    const create = { name: 'Mine', contacts: [{ username: 'newbie' }] }
    const created = await call('post', '/v1/groups', 'tok_ana', create)
    expect(created.status).toBe(201)
    const fresh = await call('post', '/v1/groups', 'tok_ana', create, smallApp())
    expect(created.body).toStrictEqual(fresh.body)
  })
})

describe('lists never include what the caller cannot see', () => {
  it.each([
    ['/v1/groups', ['grp_trip', 'grp_old']],
    ['/v1/groups?limit=100', ['grp_trip', 'grp_old']],
    ['/v1/groups?archived=true', ['grp_old']],
    ['/v1/groups?archived=false', ['grp_trip']],
    ['/v1/messages', ['msg_d2', 'msg_t3', 'msg_t2', 'msg_d1', 'msg_t1', 'msg_o1']],
    ['/v1/messages?limit=100', ['msg_d2', 'msg_t3', 'msg_t2', 'msg_d1', 'msg_t1', 'msg_o1']],
    ['/v1/messages?conversation_id=conv_trip', ['msg_t3', 'msg_t2', 'msg_t1']],
  ])("ana's %s", async (url, expected) => {
    const res = await get(url)
    expect(res.status).toBe(200)
    expect(res.body.has_more).toBe(false)
    expect(ids(res)).toEqual(expected)
  })

  it.each([
    ['groups', ['grp_trip', 'grp_old']],
    ['messages', ['msg_d2', 'msg_t3', 'msg_t2', 'msg_d1', 'msg_t1', 'msg_o1']],
  ])('ana paging one by one through %s meets only her own', async (resource, expected) => {
    const seen: string[] = []
    let url = `/v1/${resource}?limit=1`
    for (;;) {
      const res = await get(url)
      expect(res.status).toBe(200)
      seen.push(...ids(res))
      if (!res.body.has_more) break
      url = `/v1/${resource}?limit=1&starting_after=${seen.at(-1)}`
    }
    expect(seen).toEqual(expected)
  })

  it('a group created by cleo stays out of ana’s lists', async () => {
    const created = await call('post', '/v1/groups', 'tok_cleo', { name: 'Secret', contacts: [{ id: 'ct_dan' }] })
    expect(created.status).toBe(201)
    const sent = await call('post', '/v1/messages', 'tok_cleo', {
      conversation_id: created.body.conversation_id,
      message: 'psst',
    })
    expect(sent.status).toBe(201)
    expect(ids(await get('/v1/groups?limit=100'))).toEqual(['grp_trip', 'grp_old'])
    expect(ids(await get('/v1/messages?limit=100'))).toEqual([
      'msg_d2',
      'msg_t3',
      'msg_t2',
      'msg_d1',
      'msg_t1',
      'msg_o1',
    ])
    const hidden = await get(`/v1/groups/${created.body.id}`)
    expectProblem(hidden, 404, 'not_found')
    expect(answer(hidden)).toStrictEqual(answer(await get('/v1/groups/grp_never')))
    const hiddenMessage = await get(`/v1/messages/${sent.body.id}`)
    expect(answer(hiddenMessage)).toStrictEqual(answer(await get('/v1/messages/msg_never')))
  })
})

describe('ben and cleo', () => {
  it('ben sees grp_trip, where he is a member, and not grp_old', async () => {
    const res = await get('/v1/groups', 'tok_ben')
    expect(res.status).toBe(200)
    expect(res.body).toStrictEqual({ has_more: false, data: [trip] })
    expect((await get('/v1/groups/grp_trip', 'tok_ben')).body).toStrictEqual(trip)
    expect(ids(await get('/v1/messages', 'tok_ben'))).toEqual(['msg_d2', 'msg_t3', 'msg_t2', 'msg_d1', 'msg_t1'])
    expect(ids(await get('/v1/groups?archived=true', 'tok_ben'))).toEqual([])
  })

  it.each([
    ['get', '/v1/groups/grp_old', '/v1/groups/grp_never', undefined],
    ['put', '/v1/groups/grp_old', '/v1/groups/grp_never', { archived_at: null }],
    ['delete', '/v1/groups/grp_old', '/v1/groups/grp_never', undefined],
    ['get', '/v1/messages/msg_o1', '/v1/messages/msg_never', undefined],
    ['get', '/v1/messages?conversation_id=conv_old', '/v1/messages?conversation_id=conv_never', undefined],
    ['get', '/v1/groups/grp_cleo', '/v1/groups/grp_never', undefined],
  ] as const)('for ben, %s %s is the 404 of %s', async (method, hidden, never, body) => {
    const res = await call(method, hidden, 'tok_ben', body)
    expectProblem(res, 404, 'not_found')
    expect(answer(res)).toStrictEqual(answer(await call(method, never, 'tok_ben', body)))
  })

  it('cleo sees grp_cleo and her conversations only', async () => {
    expect((await get('/v1/groups', 'tok_cleo')).body).toStrictEqual({ has_more: false, data: [cleos] })
    expect((await get('/v1/groups/grp_cleo', 'tok_cleo')).body).toStrictEqual(cleos)
    expect(ids(await get('/v1/messages', 'tok_cleo'))).toEqual(['msg_cd1', 'msg_c1'])
    const hidden = await get('/v1/groups/grp_trip', 'tok_cleo')
    expectProblem(hidden, 404, 'not_found')
    expect(answer(hidden)).toStrictEqual(answer(await get('/v1/groups/grp_never', 'tok_cleo')))
  })

  it('a member who is not the owner may update and delete the group', async () => {
    const updated = await call('put', '/v1/groups/grp_trip', 'tok_ben', { name: 'Trip!' })
    expect(updated.status).toBe(200)
    expect(updated.body).toStrictEqual({ ...trip, name: 'Trip!' })
    const deleted = await call('delete', '/v1/groups/grp_trip', 'tok_ben')
    expect(deleted.status).toBe(200)
    expect(deleted.body).toStrictEqual({ id: 'grp_trip', deleted: true })
    expectProblem(await get('/v1/groups/grp_trip'), 404, 'not_found')
  })
})

describe('membership changes what a contact sees', () => {
  it('after ana adds cleo to grp_trip, cleo sees the group, its messages, and sends to it', async () => {
    const added = await call('put', '/v1/groups/grp_trip', 'tok_ana', {
      contacts: [{ id: 'ct_ben' }, { id: 'ct_cleo' }],
    })
    expect(added.status).toBe(200)
    expect(added.body).toStrictEqual({ ...trip, contacts: [ben, cleo] })

    expect((await get('/v1/groups', 'tok_cleo')).body).toStrictEqual({
      has_more: false,
      data: [cleos, { ...trip, contacts: [ben, cleo] }],
    })
    expect((await get('/v1/groups/grp_trip', 'tok_cleo')).body).toStrictEqual({ ...trip, contacts: [ben, cleo] })
    expect(ids(await get('/v1/messages?conversation_id=conv_trip', 'tok_cleo'))).toEqual(['msg_t3', 'msg_t2', 'msg_t1'])
    expect((await get('/v1/messages/msg_t1', 'tok_cleo')).status).toBe(200)

    const sent = await call('post', '/v1/messages', 'tok_cleo', { conversation_id: 'conv_trip', message: 'hello' })
    expect(sent.status).toBe(201)
    expect(sent.body.contact).toStrictEqual(cleo)
    expect(ids(await get('/v1/messages', 'tok_cleo'))).toEqual([
      sent.body.id,
      'msg_cd1',
      'msg_c1',
      'msg_t3',
      'msg_t2',
      'msg_t1',
    ])
    // Ana and ben see cleo's message; grp_cleo stays hidden from ana.
    expect((await get(`/v1/messages/${sent.body.id}`)).body).toStrictEqual(sent.body)
    expect((await get(`/v1/messages/${sent.body.id}`, 'tok_ben')).body).toStrictEqual(sent.body)
    expectProblem(await get('/v1/groups/grp_cleo'), 404, 'not_found')
  })

  it('after cleo adds ana to grp_cleo, ana sees it; removed again, she no longer does', async () => {
    const added = await call(
      'put',
      '/v1/groups/grp_cleo',
      'tok_cleo',
      'contacts[0][id]=ct_dan&contacts[1][username]=ana',
    )
    expect(added.status).toBe(200)
    expect(ids(await get('/v1/groups'))).toEqual(['grp_cleo', 'grp_trip', 'grp_old'])
    expect(ids(await get('/v1/messages?conversation_id=conv_cleo'))).toEqual(['msg_c1'])

    const removed = await call('put', '/v1/groups/grp_cleo', 'tok_cleo', 'contacts[0][id]=ct_dan')
    expect(removed.status).toBe(200)
    expect(removed.body).toStrictEqual(cleos)
    expect(ids(await get('/v1/groups'))).toEqual(['grp_trip', 'grp_old'])
    const hidden = await get('/v1/messages/msg_c1')
    expectProblem(hidden, 404, 'not_found')
    expect(answer(hidden)).toStrictEqual(answer(await get('/v1/messages/msg_never')))
  })
})
