import type { Express } from 'express'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { auth, expectProblem, ids, json, smallApp } from './helpers.js'

/** CONTRACT sections 2 and 7, issue 4: the clock every timestamp comes from, and tokens that expire by it. */

const T = 1767225600
/** tok_ben_exp of test/fixtures/small.json expires at this second. */
const EXPIRES = 1767229200

let app: Express
beforeEach(() => {
  app = smallApp()
})

const realNow = () => Math.floor(Date.now() / 1000)

async function clock(method: 'get' | 'post' | 'delete', body?: object) {
  const req = request(app)[method]('/__clock')
  const res = body === undefined ? await req : await req.set(json).send(body)
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  return res.body as { now: number; frozen: boolean }
}

async function send(conversation_id: string, message = 'hi', token = 'tok_ana') {
  const res = await request(app).post('/v1/messages').set(auth(token)).send({ conversation_id, message })
  expect(res.status).toBe(201)
  return res.body as { id: string; created_at: number; updated_at: number | null }
}

describe('GET, POST and DELETE /__clock', () => {
  it('GET answers the real time, not frozen', async () => {
    const before = realNow()
    const body = await clock('get')
    expect(Object.keys(body).sort()).toEqual(['frozen', 'now'])
    expect(body.frozen).toBe(false)
    expect(body.now).toBeGreaterThanOrEqual(before)
    expect(body.now).toBeLessThanOrEqual(realNow())
  })

  it('POST { now } freezes it there; GET then says so', async () => {
    expect(await clock('post', { now: T })).toEqual({ now: T, frozen: true })
    expect(await clock('get')).toEqual({ now: T, frozen: true })
  })

  it('POST { advance } moves a frozen clock, forwards and back', async () => {
    await clock('post', { now: T })
    expect(await clock('post', { advance: 90 })).toEqual({ now: T + 90, frozen: true })
    expect(await clock('post', { advance: -3600 })).toEqual({ now: T + 90 - 3600, frozen: true })
    expect(await clock('get')).toEqual({ now: T + 90 - 3600, frozen: true })
  })

  it('a form-encoded POST works too (the value converted from its decimal string)', async () => {
    const res = await request(app).post('/__clock').type('form').send(`now=${T}`)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ now: T, frozen: true })
  })

  it('DELETE returns it to real time', async () => {
    await clock('post', { now: T })
    const before = realNow()
    const body = await clock('delete')
    expect(body.frozen).toBe(false)
    expect(body.now).toBeGreaterThanOrEqual(before)
    expect(body.now).toBeLessThanOrEqual(realNow())
    expect((await clock('get')).frozen).toBe(false)
  })

  it('POST { advance } when the clock is not frozen is 400, and the clock stays as it was', async () => {
    expectProblem(await request(app).post('/__clock').send({ advance: 10 }), 400, 'invalid_parameter', ['advance'])
    expect((await clock('get')).frozen).toBe(false)
  })

  it.each([
    ['neither now nor advance', {}, 'invalid_parameter', ['body']],
    ['both now and advance', { now: T, advance: 5 }, 'invalid_parameter', ['body']],
    ['a now that is not an integer', { now: 1767225600.5 }, 'invalid_parameter', ['now']],
    ['a now that is a string', { now: String(T) }, 'invalid_parameter', ['now']],
    ['a negative now', { now: -1 }, 'invalid_parameter', ['now']],
    ['an advance that is not an integer', { advance: 1.5 }, 'invalid_parameter', ['advance']],
    ['an advance that is null', { advance: null }, 'invalid_parameter', ['advance']],
    ['an unknown field', { later: 5 }, 'unknown_parameter', ['later']],
  ])('POST with %s is 400 and changes nothing', async (_, body, code, params) => {
    await clock('post', { now: T })
    expectProblem(await request(app).post('/__clock').send(body), 400, code, params)
    expect(await clock('get')).toEqual({ now: T, frozen: true })
  })

  it('POST with broken JSON is 400 invalid_body', async () => {
    expectProblem(await request(app).post('/__clock').set(json).send('{"now":'), 400, 'invalid_body')
  })

  it('POST with a query parameter is 400 unknown_parameter', async () => {
    expectProblem(await request(app).post('/__clock?now=5').send({ now: T }), 400, 'unknown_parameter', ['now'])
  })
})

describe('every timestamp the server sets comes from the clock', () => {
  it('a message sent under a frozen clock has created_at equal to it; advance moves it', async () => {
    await clock('post', { now: T })
    const first = await send('conv_trip')
    expect(first.created_at).toBe(T)
    await clock('post', { advance: 42 })
    const second = await send('conv_trip')
    expect(second.created_at).toBe(T + 42)
    const edited = await request(app).put(`/v1/messages/${first.id}`).set(auth()).send({ message: 'edited' })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ created_at: T, updated_at: T + 42 })
  })

  it('a group created under a frozen clock has created_at equal to it', async () => {
    await clock('post', { now: T })
    const group = await request(app).post('/v1/groups').set(auth()).send({ name: 'Frozen' })
    expect(group.status).toBe(201)
    expect(group.body.created_at).toBe(T)
  })

  it('a contact created from a reference gets created_at from the clock', async () => {
    await clock('post', { now: T })
    const group = await request(app)
      .post('/v1/groups')
      .set(auth())
      .send({ name: 'New people', contacts: [{ username: 'zed' }] })
    expect(group.status).toBe(201)
    expect(group.body.contacts).toEqual([
      {
        id: expect.any(String),
        username: 'zed',
        phone_number: null,
        avatar_url: null,
        last_active_at: null,
        created_at: T,
      },
    ])
  })
})

describe('a message is stamped with the clock wherever that puts it in its list', () => {
  const conversation = async (id: string) => {
    const page = await request(app).get(`/v1/messages?conversation_id=${id}`).set(auth())
    return page.body.data.map((m: { id: string; created_at: number }) => [m.id, m.created_at])
  }

  it("frozen before the conversation's newest message: created_at is the clock, the message sits among the older ones", async () => {
    // conv_trip: msg_t1 at 1767000100, msg_t2 and msg_t3 at 1767000200.
    await clock('post', { now: 1767000150 })
    const sent = await send('conv_trip', 'between')
    expect(sent.created_at).toBe(1767000150)
    expect(await conversation('conv_trip')).toEqual([
      ['msg_t3', 1767000200],
      ['msg_t2', 1767000200],
      [sent.id, 1767000150],
      ['msg_t1', 1767000100],
    ])
  })

  it("frozen at the newest message's second: the send is the later created, so it comes first", async () => {
    await clock('post', { now: 1767000200 })
    const sent = await send('conv_trip')
    expect(sent.created_at).toBe(1767000200)
    expect((await conversation('conv_trip')).map(([id]: [string]) => id)).toEqual([
      sent.id,
      'msg_t3',
      'msg_t2',
      'msg_t1',
    ])
  })

  it('frozen before every message: the send is the oldest of the list', async () => {
    await clock('post', { now: 1700000000 })
    const sent = await send('conv_trip')
    expect(sent.created_at).toBe(1700000000)
    expect((await conversation('conv_trip')).at(-1)).toEqual([sent.id, 1700000000])
  })

  it('frozen after the newest message: created_at is the clock, the send is the newest', async () => {
    await clock('post', { now: T })
    const sent = await send('conv_trip')
    expect(sent.created_at).toBe(T)
    expect((await conversation('conv_trip'))[0]).toEqual([sent.id, T])
  })

  it('released after a send in the future: the next send is stamped with the real time, not after the future one', async () => {
    const future = realNow() + 86400
    await clock('post', { now: future })
    const ahead = await send('conv_trip', 'from tomorrow')
    await clock('delete')
    const before = realNow()
    const now = await send('conv_trip', 'today')
    expect(now.created_at).toBeGreaterThanOrEqual(before)
    expect(now.created_at).toBeLessThanOrEqual(realNow())
    expect((await conversation('conv_trip')).map(([id]: [string]) => id)).toEqual([
      ahead.id,
      now.id,
      'msg_t3',
      'msg_t2',
      'msg_t1',
    ])
  })

  it("an edit's updated_at is the clock, even before the message's created_at", async () => {
    await clock('post', { now: 1767000000 })
    const res = await request(app).put('/v1/messages/msg_t2').set(auth()).send({ message: 'edited' })
    expect(res.status).toBe(200)
    expect([res.body.created_at, res.body.updated_at]).toEqual([1767000200, 1767000000])
  })

  it('the list across conversations stays newest first and cursors walk it both ways without repeats or gaps', async () => {
    await clock('post', { now: T })
    const a = await send('conv_trip', 'a')
    await clock('post', { now: T - 1000 })
    const b = await send('conv_trip', 'b')
    const c = await send('conv_dm', 'c')
    await clock('post', { now: 1767000250 })
    const d = await send('conv_trip', 'd')
    await clock('post', { now: 1767000150 })
    const e = await send('conv_dm', 'e')
    const all = await request(app).get('/v1/messages?limit=100').set(auth())
    const expected = [a.id, c.id, b.id, 'msg_d2', d.id, 'msg_t3', 'msg_t2', e.id, 'msg_d1', 'msg_t1', 'msg_o1']
    expect(ids(all)).toEqual(expected)
    const walked: string[] = []
    let after: string | undefined
    for (;;) {
      const res = await request(app)
        .get(`/v1/messages?limit=2${after ? `&starting_after=${after}` : ''}`)
        .set(auth())
      walked.push(...ids(res))
      if (!res.body.has_more) break
      after = walked.at(-1)
    }
    expect(walked).toEqual(expected)
    const back: string[] = []
    let before = 'msg_o1'
    for (;;) {
      const res = await request(app).get(`/v1/messages?limit=3&ending_before=${before}`).set(auth())
      back.unshift(...ids(res))
      if (!res.body.has_more) break
      before = back[0]
    }
    expect(back).toEqual(expected.slice(0, -1))
  })
})

describe('tokens expire by the clock', () => {
  it.each([
    [EXPIRES - 3600, 200],
    [EXPIRES, 200],
    [EXPIRES + 1, 401],
  ])('with the clock frozen at %i, tok_ben_exp answers %i', async (now, status) => {
    await clock('post', { now })
    const res = await request(app).get('/v1/messages/msg_t2').set(auth('tok_ben_exp'))
    if (status === 200) {
      expect(res.status).toBe(200)
      expect(res.body.id).toBe('msg_t2')
    } else {
      expectProblem(res, 401, 'token_expired')
      expect(res.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/)
    }
  })

  it('advancing one second past expires_at expires it; moving back revives it', async () => {
    await clock('post', { now: EXPIRES })
    expect((await request(app).get('/v1/groups').set(auth('tok_ben_exp'))).status).toBe(200)
    await clock('post', { advance: 1 })
    expectProblem(await request(app).get('/v1/groups').set(auth('tok_ben_exp')), 401, 'token_expired')
    // The same contact with a token that does not expire is still served.
    expect((await request(app).get('/v1/groups').set(auth('tok_ben'))).status).toBe(200)
    await clock('post', { advance: -1 })
    expect((await request(app).get('/v1/groups').set(auth('tok_ben_exp'))).status).toBe(200)
  })

  it('with the real clock (after 2026-01-01T01:00Z) the token is expired', async () => {
    expect(realNow()).toBeGreaterThan(EXPIRES)
    expectProblem(await request(app).get('/v1/groups').set(auth('tok_ben_exp')), 401, 'token_expired')
  })
})

describe('reset and the starting clock', () => {
  it('POST /__reset returns the clock to real time', async () => {
    await clock('post', { now: T })
    const res = await request(app).post('/__reset')
    expect(res.status).toBe(200)
    const after = await clock('get')
    expect(after.frozen).toBe(false)
    expect(Math.abs(after.now - realNow())).toBeLessThanOrEqual(1)
  })

  it('smallApp({ clock }) starts frozen there, and a reset returns it there', async () => {
    app = smallApp({ clock: T })
    expect(await clock('get')).toEqual({ now: T, frozen: true })
    expect((await send('conv_trip')).created_at).toBe(T)
    await clock('post', { advance: 500 })
    expect((await request(app).post('/__reset')).status).toBe(200)
    expect(await clock('get')).toEqual({ now: T, frozen: true })
    await clock('delete')
    expect((await clock('get')).frozen).toBe(false)
    expect((await request(app).post('/__reset')).status).toBe(200)
    expect(await clock('get')).toEqual({ now: T, frozen: true })
  })
})

describe("timestampUnit 'ms'", () => {
  const TMS = 1767225600123

  it('the clock is in milliseconds: GET, POST { now }, created_at', async () => {
    app = smallApp({ timestampUnit: 'ms' })
    const before = Date.now()
    const real = await clock('get')
    expect(real.frozen).toBe(false)
    expect(real.now).toBeGreaterThanOrEqual(before)
    expect(real.now).toBeLessThanOrEqual(Date.now())
    expect(await clock('post', { now: TMS })).toEqual({ now: TMS, frozen: true })
    expect((await send('conv_trip')).created_at).toBe(TMS)
  })

  it('advance stays in seconds: 5 moves a millisecond clock by 5,000', async () => {
    app = smallApp({ timestampUnit: 'ms', clock: TMS })
    expect(await clock('get')).toEqual({ now: TMS, frozen: true })
    expect(await clock('post', { advance: 5 })).toEqual({ now: TMS + 5000, frozen: true })
    expect((await send('conv_trip')).created_at).toBe(TMS + 5000)
    expect((await request(app).post('/__reset')).status).toBe(200)
    expect(await clock('get')).toEqual({ now: TMS, frozen: true })
  })
})
