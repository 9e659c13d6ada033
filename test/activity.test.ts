import type { Express } from 'express'
import request from 'supertest'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../src/app.js'
import { MockClient } from '../src/client.js'
import type { ActivityAction, ActivityInput, ActivityState, Message } from '../src/engine/core/types.gen.js'
import { loadGenerator } from '../src/engine/generate/index.js'
import { Mock } from '../src/engine/mock.js'
import { startServer } from '../src/server.js'
import { auth, expectProblem, fixture, json, smallApp } from './helpers.js'

/**
 * Issue 26: a living world. The other participants reply, react, read and write on their own, as
 * a preset, rules or a script say, on the tenant's clock; tested here on test/fixtures/small.json:
 * conv_dm is ana and ben, conv_trip the group of ana (owner) and ben, conv_cd cleo and dan.
 */

const T = 1767225600

let app: Express
beforeAll(() => loadGenerator())
beforeEach(() => {
  app = smallApp()
})

const tenant = (name?: string) => (name === undefined ? {} : { 'X-Mock-Tenant': name })

async function setActivity(input: ActivityInput, name?: string): Promise<ActivityState> {
  const res = await request(app).post('/__activity').set(json).set(tenant(name)).send(input)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}

async function activity(name?: string): Promise<ActivityState> {
  const res = await request(app).get('/__activity').set(tenant(name))
  expect(res.status).toBe(200)
  return res.body
}

async function freeze(now = T, name?: string) {
  const res = await request(app).post('/__clock').set(json).set(tenant(name)).send({ now })
  expect(res.status).toBe(200)
}

async function advance(seconds: number, name?: string) {
  const res = await request(app).post('/__clock').set(json).set(tenant(name)).send({ advance: seconds })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as { now: number; frozen: boolean }
}

async function send(conversation_id: string, message = 'hello', token = 'tok_ana', name?: string): Promise<Message> {
  const res = await request(app)
    .post('/v1/messages')
    .set(auth(token))
    .set(tenant(name))
    .send({ conversation_id, message })
  expect(res.status).toBe(201)
  return res.body
}

async function messages(conversation_id: string, token = 'tok_ana', name?: string): Promise<Message[]> {
  const res = await request(app)
    .get(`/v1/messages?conversation_id=${conversation_id}&limit=100`)
    .set(auth(token))
    .set(tenant(name))
  expect(res.status).toBe(200)
  return res.body.data
}

async function message(id: string, token = 'tok_ana'): Promise<Message> {
  const res = await request(app).get(`/v1/messages/${id}`).set(auth(token))
  expect(res.status).toBe(200)
  return res.body
}

/** An action as GET /__activity lists it, with the fields a test does not pin left as they come. */
const action = (fields: Partial<ActivityAction>) => ({
  id: expect.stringMatching(/^act_[0-9]+$/),
  message_id: null,
  status: 'pending',
  result_id: null,
  reason: null,
  ...fields,
})

const off: ActivityState = {
  active: false,
  config: null,
  pending: [],
  pending_total: 0,
  happened: [],
  happened_total: 0,
  skipped_total: 0,
}

describe('off by default', () => {
  it('GET /__activity answers that nothing is in force, and a message schedules nothing', async () => {
    expect(await activity()).toEqual(off)
    await freeze()
    const sent = await send('conv_dm')
    await advance(3600)
    expect(await activity()).toEqual(off)
    expect((await messages('conv_dm'))[0]).toEqual(sent)
  })

  it('a fixture without an activity section, and no --activity, changes no answer', async () => {
    const plain = createApp({ fixtures: fixture('small'), seed: 1, clock: T })
    const res = await request(plain).post('/v1/messages').set(auth()).send({ conversation_id: 'conv_dm', message: 'x' })
    expect(res.status).toBe(201)
    expect(res.body.read_at).toBe(null)
    expect((await request(plain).get('/__activity')).body).toEqual(off)
  })
})

describe('POST /__activity', () => {
  it('answers the configuration in force: the preset written out, defaults filled in', async () => {
    await freeze()
    expect(await setActivity({ preset: 'lively' })).toEqual({
      active: true,
      config: {
        preset: 'lively',
        seed: 1,
        me: 'ct_ana',
        rules: [
          { action: 'read', probability: 0.9, delay: { min: 2, max: 30 } },
          { action: 'reply', probability: 0.6, delay: { min: 5, max: 60 } },
          {
            action: 'react',
            probability: 0.3,
            delay: { min: 5, max: 60 },
            reactions: ['👍', '❤️', '😂', '🎉', '😮'],
          },
          { action: 'send', probability: 1, every: 300 },
        ],
        script: [],
      },
      pending: [
        action({
          at: T + 300,
          action: 'send',
          contact: 'ct_ben',
          conversation_id: expect.stringMatching(/^conv_(dm|trip)$/),
          source: 'rules[3]',
        }),
      ],
      pending_total: 1,
      happened: [],
      happened_total: 0,
      skipped_total: 0,
    })
  })

  it('refuses an invalid body with every problem, and changes nothing', async () => {
    await setActivity({ preset: 'replies' })
    const before = await activity()
    const cases: [unknown, string[]][] = [
      [{ preset: 'loud' }, ['preset']],
      [{ rules: [{ action: 'shout' }] }, ['rules[0][action]']],
      [{ rules: [{ action: 'reply', probability: 2 }] }, ['rules[0][probability]']],
      [{ rules: [{ action: 'send' }] }, ['rules[0][every]']],
      [{ rules: [{ action: 'reply', every: 60 }] }, ['rules[0][every]']],
      [{ rules: [{ action: 'send', every: 60, delay: { min: 1, max: 2 } }] }, ['rules[0][delay]']],
      [{ rules: [{ action: 'read', reactions: ['👍'] }] }, ['rules[0][reactions]']],
      [{ rules: [{ action: 'read', delay: { min: 9, max: 3 } }] }, ['rules[0][delay][max]']],
      [{ rules: [{ action: 'read', conversations: ['conv_none'] }] }, ['rules[0][conversations][0]']],
      [{ me: 'ct_nobody' }, ['me']],
      [
        { script: [{ after: 1, contact: 'ct_cleo', conversation_id: 'conv_dm', action: 'send' }] },
        ['script[0][contact]'],
      ],
      [
        { script: [{ after: 1, contact: 'ct_ben', conversation_id: 'conv_none', action: 'read' }] },
        ['script[0][conversation_id]'],
      ],
      [
        { script: [{ after: 1, contact: 'ct_ben', conversation_id: 'conv_dm', action: 'read', message_id: 'msg_t1' }] },
        ['script[0][message_id]'],
      ],
      [
        { script: [{ after: 1, contact: 'ct_ben', conversation_id: 'conv_dm', action: 'read', message: 'hi' }] },
        ['script[0][message]'],
      ],
      [
        { script: [{ after: -1, contact: 'ct_ben', conversation_id: 'conv_dm', action: 'send' }] },
        ['script[0][after]'],
      ],
      [{ seed: 1, extra: true }, ['extra']],
    ]
    for (const [body, params] of cases) {
      const res = await request(app)
        .post('/__activity')
        .set(json)
        .send(body as object)
      const code = params[0] === 'extra' ? 'unknown_parameter' : 'invalid_parameter'
      expectProblem(res, 400, code, params)
    }
    expect(await activity()).toEqual(before)
  })

  it('names the problem of each field', async () => {
    const res = await request(app)
      .post('/__activity')
      .set(json)
      .send({ rules: [{ action: 'read', delay: { min: 9, max: 3 } }], me: 'ct_nobody' })
    expect(expectProblem(res, 400, 'invalid_parameter', ['me', 'rules[0][delay][max]']).errors).toEqual([
      { param: 'me', message: 'is not a contact of the world' },
      { param: 'rules[0][delay][max]', message: 'must be at least min' },
    ])
  })

  it('replaces the activity in force and what was pending; DELETE turns it off and keeps what happened', async () => {
    await freeze()
    await setActivity({ rules: [{ action: 'read', delay: { min: 5, max: 5 } }] })
    await send('conv_dm')
    await advance(5)
    await send('conv_dm')
    expect((await activity()).pending_total).toBe(1)
    const replaced = await setActivity({ rules: [{ action: 'reply', delay: { min: 5, max: 5 } }] })
    expect(replaced.pending).toEqual([])
    expect(replaced.happened_total).toBe(1)
    const stopped = await request(app).delete('/__activity')
    expect(stopped.status).toBe(200)
    expect(stopped.body).toEqual({ ...off, happened: replaced.happened, happened_total: 1 })
    await send('conv_dm')
    await advance(60)
    expect((await activity()).happened_total).toBe(1)
  })
})

describe('rules, on a frozen clock', () => {
  beforeEach(() => freeze())

  it('reply: the other participant answers after the delay, with a generated text, and reads the message', async () => {
    await setActivity({ rules: [{ action: 'reply', delay: { min: 10, max: 10 } }] })
    const mine = await send('conv_dm', 'are you there?')
    const reply = {
      at: T + 10,
      action: 'reply',
      contact: 'ct_ben',
      conversation_id: 'conv_dm',
      source: 'rules[0]',
    } as const
    expect((await activity()).pending).toEqual([action({ ...reply, message_id: mine.id })])
    await advance(9)
    expect((await messages('conv_dm'))[0].id).toBe(mine.id)
    expect(await advance(1)).toEqual({ now: T + 10, frozen: true })
    const [written, read] = await messages('conv_dm')
    expect(written).toMatchObject({ conversation_id: 'conv_dm', created_at: T + 10, read_at: null, updated_at: null })
    expect(written.contact.id).toBe('ct_ben')
    expect(written.message).toMatch(/^\S/)
    expect(read).toEqual({ ...mine, read_at: T + 10 })
    const state = await activity()
    expect(state.pending).toEqual([])
    expect(state.happened).toEqual([action({ ...reply, message_id: mine.id, status: 'done', result_id: written.id })])
  })

  it('read: read_at is set once, at the time of the first read by someone else; updated_at stays', async () => {
    await setActivity({ rules: [{ action: 'read', delay: { min: 2, max: 2 } }] })
    const mine = await send('conv_dm')
    await advance(30)
    expect(await message(mine.id)).toEqual({ ...mine, read_at: T + 2 })
    // A client's message as ben: ana is the other participant, so she reads it (never ben himself).
    const bens = await send('conv_dm', 'from ben', 'tok_ben')
    await advance(30)
    expect((await message(bens.id)).read_at).toBe(T + 32)
    expect((await message(mine.id)).read_at).toBe(T + 2)
  })

  it('read: reading a message reads the unread ones of others before it, up to one already read', async () => {
    await setActivity({ rules: [{ action: 'read', delay: { min: 5, max: 5 }, conversations: ['conv_dm'] }] })
    const first = await send('conv_dm', 'one')
    await advance(10)
    await request(app).delete('/__activity')
    const second = await send('conv_dm', 'two')
    const third = await send('conv_dm', 'three')
    await setActivity({ rules: [{ action: 'read', delay: { min: 5, max: 5 }, conversations: ['conv_dm'] }] })
    const fourth = await send('conv_dm', 'four')
    await advance(5)
    const read = Object.fromEntries((await messages('conv_dm')).map((m) => [m.id, m.read_at]))
    expect([read[first.id], read[second.id], read[third.id], read[fourth.id]]).toEqual([T + 5, T + 15, T + 15, T + 15])
  })

  it('react: one of the reactions, by the participant username, which reads it too', async () => {
    await setActivity({ rules: [{ action: 'react', delay: { min: 3, max: 3 }, reactions: ['🎉'] }] })
    const mine = await send('conv_dm')
    await advance(3)
    expect(await message(mine.id)).toEqual({
      ...mine,
      reactions: [{ '🎉': ['ben'] }],
      read_at: T + 3,
      updated_at: T + 3,
    })
  })

  it('react merges with the reactions there, in replace mode too', async () => {
    app = smallApp({ updateMode: 'replace' })
    await freeze()
    await setActivity({ rules: [{ action: 'react', delay: { min: 1, max: 1 }, reactions: ['like'] }] })
    const mine = await send('conv_trip')
    const put = await request(app)
      .put(`/v1/messages/${mine.id}`)
      .set(auth())
      .send({ reactions: { wow: ['ana'] } })
    expect(put.status).toBe(200)
    await advance(1)
    expect((await message(mine.id)).reactions).toEqual([{ wow: ['ana'] }, { like: ['ben'] }])
  })

  it('probability 0 schedules nothing; a rule covers only its conversations', async () => {
    await setActivity({
      rules: [
        { action: 'reply', probability: 0 },
        { action: 'read', conversations: ['conv_trip'], delay: { min: 1, max: 1 } },
      ],
    })
    await send('conv_dm')
    expect((await activity()).pending_total).toBe(0)
    const trip = await send('conv_trip')
    expect((await activity()).pending).toEqual([
      action({
        at: T + 1,
        action: 'read',
        contact: 'ct_ben',
        conversation_id: 'conv_trip',
        message_id: trip.id,
        source: 'rules[1]',
      }),
    ])
  })

  it('in a group, one of the other members acts; simulated messages trigger nothing', async () => {
    await setActivity({ rules: [{ action: 'reply', delay: { min: 1, max: 1 } }] }, undefined)
    // conv_cleo is cleo's group with dan: cleo writes, dan answers.
    const before = (await messages('conv_cleo', 'tok_cleo')).length
    const cleos = await send('conv_cleo', 'hi dan', 'tok_cleo')
    await advance(1)
    const [reply] = await messages('conv_cleo', 'tok_cleo')
    expect(reply.contact.id).toBe('ct_dan')
    expect((await message(cleos.id, 'tok_cleo')).read_at).toBe(T + 1)
    await advance(600)
    expect((await messages('conv_cleo', 'tok_cleo')).length).toBe(before + 2)
    expect((await activity()).happened_total).toBe(1)
  })

  it('send: a message of their own every N seconds, from someone other than me, in my conversations', async () => {
    await setActivity({ rules: [{ action: 'send', every: 60, conversations: ['conv_dm'] }] })
    await advance(180)
    const sent = (await messages('conv_dm')).slice(0, 3)
    expect(sent.map((m) => [m.contact.id, m.created_at])).toEqual([
      ['ct_ben', T + 180],
      ['ct_ben', T + 120],
      ['ct_ben', T + 60],
    ])
    expect((await activity()).pending).toEqual([
      action({ at: T + 240, action: 'send', contact: 'ct_ben', conversation_id: 'conv_dm', source: 'rules[0]' }),
    ])
  })

  it('send in a conversation of someone else: me is who the others write to', async () => {
    await setActivity({ me: 'ct_cleo', rules: [{ action: 'send', every: 10, conversations: ['conv_cd'] }] })
    await advance(10)
    const [sent] = await messages('conv_cd', 'tok_cleo')
    expect([sent.contact.id, sent.created_at]).toEqual(['ct_dan', T + 10])
  })
})

describe('timestamps in milliseconds', () => {
  it('delays and periods are seconds; actions happen at the clock in its unit', async () => {
    app = smallApp({ timestampUnit: 'ms' })
    await freeze(T * 1000)
    await setActivity({
      rules: [
        { action: 'read', delay: { min: 3, max: 3 } },
        { action: 'send', every: 60, conversations: ['conv_dm'] },
      ],
    })
    const mine = await send('conv_dm')
    expect((await activity()).pending.map((p) => [p.action, p.at])).toEqual([
      ['read', T * 1000 + 3000],
      ['send', T * 1000 + 60_000],
    ])
    await advance(60)
    expect((await message(mine.id)).read_at).toBe(T * 1000 + 3000)
    expect((await messages('conv_dm'))[0].created_at).toBe(T * 1000 + 60_000)
  })
})

describe('scripts', () => {
  beforeEach(() => freeze())

  it('after 30 s ben sends the text in conv_trip; after 45 s he reads; each at its time', async () => {
    const mine = await send('conv_trip', 'who books the hotel?')
    const script: ActivityInput['script'] = [
      { after: 45, contact: 'ct_ben', conversation_id: 'conv_trip', action: 'read' },
      { after: 30, contact: 'ct_ben', conversation_id: 'conv_trip', action: 'send', message: 'I can, tonight' },
      {
        after: 50,
        contact: 'ct_ben',
        conversation_id: 'conv_trip',
        action: 'react',
        message_id: 'msg_t1',
        reaction: 'ok',
      },
    ]
    const set = await setActivity({ script })
    expect(set.pending.map((p) => [p.at, p.action, p.source])).toEqual([
      [T + 30, 'send', 'script[1]'],
      [T + 45, 'read', 'script[0]'],
      [T + 50, 'react', 'script[2]'],
    ])
    await advance(100)
    const [bens, read] = await messages('conv_trip')
    expect([bens.contact.id, bens.message, bens.created_at]).toEqual(['ct_ben', 'I can, tonight', T + 30])
    expect(read).toEqual({ ...mine, read_at: T + 45 })
    expect((await message('msg_t1')).reactions).toEqual([{ ok: ['ben'] }])
    const { happened } = await activity()
    expect(happened.map((h) => [h.at, h.action, h.status, h.result_id])).toEqual([
      [T + 50, 'react', 'done', null],
      [T + 45, 'read', 'done', null],
      [T + 30, 'send', 'done', bens.id],
    ])
  })

  it('a send without a text writes a generated one; a read with nothing to read is cancelled', async () => {
    await setActivity({
      script: [
        { after: 1, contact: 'ct_dan', conversation_id: 'conv_cd', action: 'read' },
        { after: 2, contact: 'ct_dan', conversation_id: 'conv_cd', action: 'send' },
      ],
    })
    await advance(2)
    const { happened } = await activity()
    expect(happened.map((h) => [h.action, h.status, h.reason])).toEqual([
      ['send', 'done', null],
      ['read', 'cancelled', 'Nothing in conv_cd for ct_dan to read.'],
    ])
    const [sent] = await messages('conv_cd', 'tok_cleo')
    expect(sent.id).toBe(happened[0].result_id)
    expect(sent.message.length).toBeGreaterThan(0)
  })
})

describe('the frozen clock', () => {
  beforeEach(() => freeze())

  it('runs what is due in time order, before it answers; ties in the order scheduled', async () => {
    await setActivity({
      script: [
        { after: 50, contact: 'ct_ben', conversation_id: 'conv_dm', action: 'send', message: 'c' },
        { after: 10, contact: 'ct_ben', conversation_id: 'conv_dm', action: 'send', message: 'a' },
        { after: 30, contact: 'ct_ben', conversation_id: 'conv_dm', action: 'send', message: 'b1' },
        { after: 30, contact: 'ct_ben', conversation_id: 'conv_dm', action: 'send', message: 'b2' },
      ],
    })
    await advance(40)
    expect((await messages('conv_dm')).slice(0, 3).map((m) => [m.message, m.created_at])).toEqual([
      ['b2', T + 30],
      ['b1', T + 30],
      ['a', T + 10],
    ])
    expect((await activity()).pending.map((p) => p.at)).toEqual([T + 50])
    await freeze(T + 50)
    expect((await messages('conv_dm'))[0].message).toBe('c')
  })

  it('moving the clock back runs nothing; moving it forward past the time runs it', async () => {
    await setActivity({
      script: [{ after: 20, contact: 'ct_ben', conversation_id: 'conv_dm', action: 'send', message: 'x' }],
    })
    await advance(-100)
    expect((await activity()).pending_total).toBe(1)
    await advance(119)
    expect((await activity()).pending_total).toBe(1)
    await advance(1)
    expect((await activity()).pending_total).toBe(0)
  })

  it('refuses a move that would run more than 10,000 actions, and moves nothing', async () => {
    await setActivity({ rules: [{ action: 'send', every: 1, conversations: ['conv_dm'] }] })
    const before = await messages('conv_dm')
    const res = await request(app).post('/__clock').set(json).send({ advance: 20_000 })
    expect(expectProblem(res, 400, 'invalid_parameter', ['advance']).errors[0].message).toBe(
      'would run 20000 simulated actions, more than 10000: move the clock in smaller steps, or DELETE /__activity first',
    )
    expect((await request(app).get('/__clock')).body).toEqual({ now: T, frozen: true })
    expect(await messages('conv_dm')).toEqual(before)
    const big = await request(app)
      .post('/__clock')
      .set(json)
      .send({ now: T + 20_000 })
    expectProblem(big, 400, 'invalid_parameter', ['now'])
    await advance(100)
    expect((await activity()).happened_total).toBe(100)
  })
})

describe('the real clock', () => {
  it('runs pending actions on a timer, and GET /__activity lists them as happened', async () => {
    await setActivity({ rules: [{ action: 'read', delay: { min: 0, max: 0 } }] })
    const mine = await send('conv_dm')
    await vi.waitFor(
      async () => {
        expect((await activity()).happened_total).toBe(1)
      },
      { timeout: 10_000, interval: 20 },
    )
    const read = await message(mine.id)
    expect(read.read_at).toBeGreaterThanOrEqual(mine.created_at)
    expect(read).toEqual({ ...mine, read_at: read.read_at })
  })

  it('many actions due at once run 500 to a turn of the timer, all of them in order', async () => {
    const script = Array.from({ length: 1200 }, (_, i) => ({
      after: 0,
      contact: 'ct_ben',
      conversation_id: 'conv_dm',
      action: 'send' as const,
      message: `n${i}`,
    }))
    await setActivity({ script })
    await vi.waitFor(
      async () => {
        expect((await activity()).happened_total).toBe(1200)
      },
      { timeout: 10_000, interval: 20 },
    )
    const texts = (await messages('conv_dm')).slice(0, 3).map((m) => m.message)
    expect(texts).toEqual(['n1199', 'n1198', 'n1197'])
  })

  it('freezing the clock holds the timers; releasing it runs what is due', async () => {
    await freeze(T)
    await setActivity({
      script: [{ after: 10, contact: 'ct_ben', conversation_id: 'conv_dm', action: 'send', message: 'late' }],
    })
    // Due at T + 10, long past in real time: it runs as soon as the clock is released, not before.
    expect((await activity()).pending_total).toBe(1)
    expect((await request(app).delete('/__clock')).status).toBe(200)
    await vi.waitFor(
      async () => {
        expect((await activity()).happened_total).toBe(1)
      },
      { timeout: 10_000, interval: 20 },
    )
    expect((await messages('conv_dm'))[0].message).toBe('late')
  })
})

describe('cancellation', () => {
  beforeEach(() => freeze())

  it('deleting the message cancels what was pending on it', async () => {
    await setActivity({
      rules: [
        { action: 'reply', delay: { min: 5, max: 5 } },
        { action: 'read', delay: { min: 9, max: 9 } },
      ],
    })
    const mine = await send('conv_dm')
    const other = await send('conv_dm', 'keep')
    expect((await request(app).delete(`/v1/messages/${mine.id}`).set(auth())).status).toBe(200)
    const state = await activity()
    expect(state.pending.map((p) => [p.action, p.message_id])).toEqual([
      ['reply', other.id],
      ['read', other.id],
    ])
    expect(state.happened.map((h) => [h.at, h.action, h.status, h.reason])).toEqual([
      [T, 'read', 'cancelled', `message ${mine.id} was deleted`],
      [T, 'reply', 'cancelled', `message ${mine.id} was deleted`],
    ])
  })

  it('deleting the group cancels what was pending in its conversation', async () => {
    await setActivity({ rules: [{ action: 'reply', delay: { min: 5, max: 5 } }] })
    await send('conv_trip')
    await send('conv_dm')
    expect((await request(app).delete('/v1/groups/grp_trip').set(auth())).status).toBe(200)
    const state = await activity()
    expect(state.pending.map((p) => p.conversation_id)).toEqual(['conv_dm'])
    expect(state.happened.map((h) => [h.status, h.reason])).toEqual([
      ['cancelled', 'conversation conv_trip was deleted'],
    ])
  })

  it('a member who leaves the group cancels what was pending by them', async () => {
    await setActivity({ rules: [{ action: 'reply', delay: { min: 5, max: 5 } }] })
    await send('conv_trip')
    const put = await request(app)
      .put('/v1/groups/grp_trip')
      .set(auth())
      .send({ contacts: [{ id: 'ct_cleo' }] })
    expect(put.status).toBe(200)
    const state = await activity()
    expect(state.pending).toEqual([])
    expect(state.happened.map((h) => h.reason)).toEqual(['ct_ben left conv_trip'])
  })

  it('a message deleted by a script before its reply is answered is cancelled when due', async () => {
    const mine = await send('conv_dm')
    await setActivity({
      script: [{ after: 5, contact: 'ct_ben', conversation_id: 'conv_dm', action: 'react', message_id: mine.id }],
    })
    await request(app).put(`/v1/messages/${mine.id}`).set(auth()).send({ message: 'edited' })
    expect((await request(app).delete(`/v1/messages/${mine.id}`).set(auth())).status).toBe(200)
    expect((await activity()).happened.map((h) => h.reason)).toEqual([`message ${mine.id} was deleted`])
  })
})

describe('determinism', () => {
  /** The same session in a tenant: activity, three messages, an hour. */
  async function session(name: string, seed: number) {
    await freeze(T, name)
    await setActivity({ preset: 'lively', seed }, name)
    for (const [conversation, token] of [
      ['conv_dm', 'tok_ana'],
      ['conv_trip', 'tok_ana'],
      ['conv_dm', 'tok_ben'],
    ])
      await send(conversation, 'ping', token, name)
    const scheduled = (await activity(name)).pending
    await advance(3600, name)
    const { happened } = await activity(name)
    const dm = await messages('conv_dm', 'tok_ana', name)
    return {
      scheduled,
      happened: happened.map(({ message_id: _m, result_id: _r, ...h }) => h),
      texts: dm.map((m) => [m.contact.id, m.message, m.created_at, m.read_at, m.reactions]),
    }
  }

  it('the same seed and inputs give the same actions at the same times, in any tenant', async () => {
    const a = await session('a', 7)
    const b = await session('b', 7)
    expect(a.happened.length).toBeGreaterThan(10)
    expect(b.texts).toEqual(a.texts)
    expect(b.happened).toEqual(a.happened)
    const c = await session('c', 8)
    expect(c.texts).not.toEqual(a.texts)
  })

  it('a reset goes back to the same draws: the same session gives the same world', async () => {
    const first = await session('d', 3)
    expect((await request(app).post('/__reset').set(tenant('d'))).status).toBe(200)
    expect(await session('d', 3)).toEqual(first)
  })
})

describe('tenants, reset and fixture loads', () => {
  it('tenants do not see each other activity', async () => {
    await freeze(T, 'qa')
    await freeze(T)
    await setActivity({ rules: [{ action: 'reply', delay: { min: 1, max: 1 } }] }, 'qa')
    await send('conv_dm')
    await send('conv_dm', 'hello', 'tok_ana', 'qa')
    expect((await activity()).active).toBe(false)
    expect((await activity('qa')).pending_total).toBe(1)
    await advance(10)
    expect((await messages('conv_dm'))[0].contact.id).toBe('ct_ana')
    await advance(10, 'qa')
    expect((await messages('conv_dm', 'tok_ana', 'qa'))[0].contact.id).toBe('ct_ben')
  })

  it('a reset clears what was pending and happened, and turns off an activity POSTed', async () => {
    await freeze()
    await setActivity({ rules: [{ action: 'read', delay: { min: 1, max: 1 } }] })
    await send('conv_dm')
    await advance(1)
    await send('conv_dm')
    expect((await request(app).post('/__reset')).status).toBe(200)
    expect(await activity()).toEqual(off)
  })

  it('a fixture activity section is in force once loaded; a reset puts it back, a load of another clears it', async () => {
    const doc = {
      ...(fixture('small') as object),
      activity: { rules: [{ action: 'reply', delay: { min: 5, max: 5 } }], seed: 4 },
    }
    await freeze()
    expect((await request(app).post('/__fixtures').set(json).send(doc)).status).toBe(200)
    const loaded = await activity()
    expect(loaded.config).toEqual({
      preset: null,
      seed: 4,
      me: 'ct_ana',
      rules: [{ action: 'reply', probability: 1, delay: { min: 5, max: 5 } }],
      script: [],
    })
    await send('conv_dm')
    expect((await activity()).pending_total).toBe(1)
    await request(app).post('/__reset')
    expect(await activity()).toEqual({ ...off, active: true, config: loaded.config })
    expect(
      (
        await request(app)
          .post('/__fixtures')
          .set(json)
          .send(fixture('small') as object)
      ).status,
    ).toBe(200)
    expect(await activity()).toEqual(off)
  })

  it('a fixture whose activity names what it lacks is refused with the path, and nothing changes', async () => {
    const doc = {
      ...(fixture('small') as object),
      activity: { script: [{ after: 1, contact: 'ct_zed', conversation_id: 'conv_dm', action: 'send' }] },
    }
    const res = await request(app).post('/__fixtures').set(json).send(doc)
    expect(expectProblem(res, 400, 'invalid_parameter', ['activity[script][0][contact]']).errors[0].message).toBe(
      'is not a contact of the world',
    )
    expect(await activity()).toEqual(off)
  })

  it('the activity option is every tenant baseline where the fixture has none', async () => {
    app = createApp({ fixtures: fixture('small'), seed: 1, clock: T, activity: { preset: 'read-receipts' } })
    expect((await activity('fresh')).config?.preset).toBe('read-receipts')
    const mine = await send('conv_dm', 'x', 'tok_ana', 'fresh')
    await advance(30, 'fresh')
    expect((await messages('conv_dm', 'tok_ana', 'fresh'))[0]).toEqual({ ...mine, read_at: expect.any(Number) })
    expect((await messages('conv_dm', 'tok_ana', 'fresh'))[0].read_at).not.toBe(null)
  })

  it('an invalid activity option stops the mock from being made, naming the field', () => {
    expect(() => createApp({ fixtures: fixture('small'), activity: { me: 'ct_zed' } })).toThrow(
      'option (--activity): $.me is not a contact of the world',
    )
  })
})

describe('what records it', () => {
  it('simulated actions are not in the journal, the pact or the coverage', async () => {
    await freeze()
    await setActivity({ rules: [{ action: 'reply', delay: { min: 1, max: 1 } }] })
    await send('conv_dm')
    await advance(1)
    const journal = await request(app).get('/__requests')
    expect(journal.body.data.map((e: { method: string; path: string }) => `${e.method} ${e.path}`)).toEqual([
      'POST /v1/messages',
    ])
    const pact = await request(app).get('/__pact?consumer=web&provider=api')
    expect(pact.body.interactions.length).toBe(1)
    // The coverage is that of the one request, as in a tenant without activity.
    await freeze(T, 'plain')
    await send('conv_dm', 'hello', 'tok_ana', 'plain')
    const coverage = await request(app).get('/__coverage')
    expect(coverage.status).toBe(200)
    expect(coverage.body.requests).toBe(1)
    // Its reasons too, but for how each request named its tenant.
    expect(coverage.body).toEqual({
      ...(await request(app).get('/__coverage').set(tenant('plain'))).body,
      tenants: coverage.body.tenants,
      reasons: coverage.body.reasons,
    })
    expect(coverage.body.reasons).toEqual({
      'tenant.default': 1,
      'caller.token': 1,
      'route.matched': 1,
      'body.json': 1,
      'clock.frozen': 1,
      'message.sent': 1,
    })
    expect((await activity()).happened.map((h) => h.action)).toEqual(['reply'])
  })
})

describe('limits', () => {
  it('rules schedule at most 100,000 pending actions; GET lists the 500 soonest, in order', async () => {
    const mock = new Mock({ fixtures: fixture('small'), seed: 1, clock: T })
    const local = mock.tenant()
    await local.setActivity({ rules: [{ action: 'read', delay: { min: 0, max: 100_000 } }] })
    const mine = (
      await request(createApp({ fixtures: fixture('small'), seed: 1, clock: T }))
        .post('/v1/messages')
        .set(auth())
        .send({ conversation_id: 'conv_dm', message: 'x' })
    ).body as Message
    for (let i = 0; i < 100_001; i++) local.activity.sent(mine)
    const state = local.activity.view()
    expect([state.pending_total, state.skipped_total, state.pending.length]).toEqual([100_000, 1, 500])
    const times = state.pending.map((p) => p.at)
    expect(times).toEqual(times.toSorted((a, b) => a - b))
    expect(times[0]).toBeLessThanOrEqual(T + 5)
  })

  it('an action that would fall due past the end of the clock is not scheduled', async () => {
    await freeze(Number.MAX_SAFE_INTEGER - 5)
    const state = await setActivity({
      script: [{ after: 10, contact: 'ct_ben', conversation_id: 'conv_dm', action: 'send', message: 'never' }],
    })
    expect(state.pending_total).toBe(0)
    expect(await advance(5)).toEqual({ now: Number.MAX_SAFE_INTEGER, frozen: true })
  })
})

describe('memory in proportion to what is pending', () => {
  it('turning it on over many conversations schedules only the send rules', async () => {
    app = createApp({
      fixtures: {
        generate: { seed: 5, contacts: 200, groups: 300, direct_conversations: 300, messages_per_conversation: 5 },
      },
      seed: 5,
      clock: T,
    })
    const state = await setActivity({ preset: 'lively' })
    expect(state.pending_total).toBe(1)
  })
})

describe('from code: the in-process handle and MockClient', () => {
  it('read, set and stop the activity of their own tenant', async () => {
    const running = await startServer({ port: 0, seed: 1, fixtures: fixture('small') })
    try {
      const local = running.tenant('local')
      const remote = new MockClient(running.url, 'remote')
      local.clock.freeze(T)
      await remote.clock.freeze(T)
      const input: ActivityInput = { rules: [{ action: 'reply', delay: { min: 5, max: 5 } }] }
      expect((await local.activity.set(input)).active).toBe(true)
      expect((await remote.activity.set(input)).active).toBe(true)
      expect(running.activity.read()).toEqual(off)
      for (const name of ['local', 'remote'])
        await fetch(`${running.url}/t/${name}/v1/messages`, {
          method: 'POST',
          headers: { Authorization: 'Bearer tok_ana', 'Content-Type': 'application/json' },
          body: JSON.stringify({ conversation_id: 'conv_dm', message: 'hi' }),
        })
      local.clock.advance(5)
      await remote.clock.advance(5)
      expect(local.activity.read().happened.map((h) => [h.at, h.action, h.status])).toEqual([[T + 5, 'reply', 'done']])
      expect((await remote.activity.read()).happened.map((h) => [h.at, h.action, h.status])).toEqual([
        [T + 5, 'reply', 'done'],
      ])
      await expect(local.activity.set({ me: 'ct_zed' })).rejects.toThrow('me is not a contact of the world')
      await expect(remote.activity.set({ me: 'ct_zed' })).rejects.toThrow('me is not a contact of the world')
      expect(local.activity.stop().active).toBe(false)
      expect((await remote.activity.stop()).active).toBe(false)
    } finally {
      await running.close()
    }
  })
})
