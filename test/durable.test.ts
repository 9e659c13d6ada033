import type { Express } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { appFor } from '../src/app.js'
import type { Change, Durability } from '../src/engine/durable/changes.js'
import { Mock } from '../src/engine/mock.js'
import { auth, expectProblem, fixture, json } from './helpers.js'

/**
 * Issue 46, point 1: the durability port, in process. A port that keeps what it is handed as JSON
 * (so that nothing but data crosses it) and can be told to refuse; a mock restored from what it
 * kept answers as the one that kept it, and a change the port refused is not made.
 */
class MemoryPort implements Durability {
  readonly lines: string[] = []
  refuse = false

  keep(changes: readonly Change[]): void {
    if (this.refuse) throw new Error('ENOSPC: no space left on device, write')
    for (const change of changes) this.lines.push(JSON.stringify(change))
  }

  /** What it kept, as a restart reads it back. */
  kept(): Change[] {
    return this.lines.map((line) => JSON.parse(line) as Change)
  }
}

const options = { fixtures: fixture('small'), seed: 7, clock: 1767225600 }

async function keptMock(port: MemoryPort, kept: Change[] = []): Promise<{ mock: Mock; app: Express }> {
  const mock = await Mock.create(options)
  await mock.keepIn(port, kept)
  return { mock, app: appFor(mock) }
}

/** Everything a tenant shows of itself over the control plane and /v1, read one after the other (the /v1 read last: it is journaled). */
async function look(app: Express, tenant: string) {
  const get = async (path: string) => (await request(app).get(path).set('X-Mock-Tenant', tenant).set(auth())).body
  return {
    state: await get('/__state'),
    clock: await get('/__clock'),
    faults: await get('/__faults'),
    journal: await get('/__requests'),
    activity: await get('/__activity'),
    // Every answer as it went out, a read's page and one message included.
    pact: await get('/__pact?consumer=app&provider=messaging'),
    coverage: await get('/__coverage'),
    groups: await get('/v1/groups'),
  }
}

describe('a kept mock, restored from what it kept', () => {
  it('answers as the mock that kept it: records, clocks, faults, journals, tenants and the ids it makes next', async () => {
    const port = new MemoryPort()
    const { app } = await keptMock(port)
    const send = (tenant: string, text: string) =>
      request(app).post('/v1/messages').set('X-Mock-Tenant', tenant).set(auth()).set(json).send({
        conversation_id: 'conv_trip',
        message: text,
      })
    const first = await send('default', 'kept one')
    expect(first.status).toBe(201)
    const gone = await send('default', 'deleted')
    expect((await request(app).delete(`/v1/messages/${gone.body.id}`).set(auth())).status).toBe(200)
    const edited = await request(app)
      .put(`/v1/messages/${first.body.id}`)
      .set(auth())
      .set(json)
      .send({ message: 'kept, edited', reactions: { like: ['ben'] } })
    expect(edited.status).toBe(200)
    const group = await request(app)
      .post('/t/other/v1/groups')
      .set(auth())
      .set(json)
      .send({ name: 'Kept', contacts: [{ username: 'ben' }, { username: 'newcomer' }] })
    expect(group.status).toBe(201)
    expect((await request(app).post('/t/other/__clock').set(json).send({ advance: 90 })).status).toBe(200)
    expect(
      (await request(app).post('/t/other/__faults').set(json).send({ path: '/v1/groups', status: 503, times: 3 }))
        .status,
    ).toBe(201)
    expect((await request(app).get('/t/other/v1/groups').set(auth())).status).toBe(503)
    expect((await request(app).post('/t/third/__reset')).status).toBe(200)
    expect((await request(app).get('/v1/messages?conversation_id=conv_trip&limit=2').set(auth())).status).toBe(200)
    expect((await request(app).get(`/v1/messages/${first.body.id}`).set(auth())).status).toBe(200)
    expect((await request(app).get('/v1/groups/grp_trip').set(auth())).status).toBe(200)
    // A read's answer is kept as the records it showed: an update after it must not change it.
    expect(
      (await request(app).put(`/v1/messages/${first.body.id}`).set(auth()).set(json).send({ message: 'later' })).status,
    ).toBe(200)

    const kept = port.kept()
    const before = { default: await look(app, 'default'), other: await look(app, 'other') }
    const { app: restored } = await keptMock(new MemoryPort(), kept)
    const after = { default: await look(restored, 'default'), other: await look(restored, 'other') }
    expect(after).toEqual(before)
    expect(after.other.faults.data).toEqual([
      { id: 'flt_1', method: null, path: '/v1/groups', status: 503, delay_ms: 0, times: 2 },
    ])
    expect((await request(restored).get('/__tenants')).body.data.map((t: { name: string }) => t.name)).toEqual([
      'default',
      'other',
      'third',
    ])

    // The ids and times a restored mock makes next are the ones the first would have made.
    const next = await send('default', 'after')
    const again = await keptMock(new MemoryPort(), kept)
    const nextRestored = await request(again.app)
      .post('/v1/messages')
      .set(auth())
      .set(json)
      .send({ conversation_id: 'conv_trip', message: 'after' })
    expect(nextRestored.body).toEqual(next.body)
  })

  it('puts back a reset and a loaded fixture, with the baseline a reset returns to', async () => {
    const port = new MemoryPort()
    const { app } = await keptMock(port)
    const loaded = {
      contacts: [{ id: 'ct_x', username: 'x' }],
      conversations: [{ id: 'conv_x', participants: ['ct_x'] }],
      messages: [{ id: 'msg_x', conversation_id: 'conv_x', contact: 'ct_x', message: 'from the fixture' }],
      tokens: { tok_x: 'ct_x' },
    }
    expect((await request(app).post('/t/loaded/__fixtures').set(json).send(loaded)).status).toBe(200)
    const sent = await request(app)
      .post('/t/loaded/v1/messages')
      .set(auth('tok_x'))
      .set(json)
      .send({ conversation_id: 'conv_x', message: 'after the load' })
    expect(sent.status).toBe(201)
    const { app: restored } = await keptMock(new MemoryPort(), port.kept())
    const list = await request(restored).get('/t/loaded/v1/messages').set(auth('tok_x'))
    expect(list.body.data.map((m: { message: string }) => m.message)).toEqual(['after the load', 'from the fixture'])
    expect((await request(restored).post('/t/loaded/__reset')).status).toBe(200)
    const reset = await request(restored).get('/t/loaded/v1/messages').set(auth('tok_x'))
    expect(reset.body.data.map((m: { id: string }) => m.id)).toEqual(['msg_x'])
  })

  it('brings back an activity with what it had pending and where its draws stood', async () => {
    const port = new MemoryPort()
    const { app } = await keptMock(port)
    const activity = {
      rules: [{ action: 'reply', delay: { min: 5, max: 50 } }],
      seed: 3,
    }
    expect((await request(app).post('/__activity').set(json).send(activity)).status).toBe(200)
    const sent = await request(app)
      .post('/v1/messages')
      .set(auth())
      .set(json)
      .send({ conversation_id: 'conv_trip', message: 'anyone?' })
    expect(sent.status).toBe(201)
    const pending = (await request(app).get('/__activity')).body
    expect(pending.pending_total).toBe(1)

    const { app: restored } = await keptMock(new MemoryPort(), port.kept())
    expect((await request(restored).get('/__activity')).body).toEqual(pending)
    // The reply comes when the clock passes it, with the text it would have had.
    const advance = async (target: Express) => {
      expect((await request(target).post('/__clock').set(json).send({ advance: 60 })).status).toBe(200)
      return (await request(target).get('/v1/messages?conversation_id=conv_trip&limit=1').set(auth())).body
    }
    expect(await advance(restored)).toEqual(await advance(app))
  })
})

describe("the journal's reasons (issue 48)", () => {
  /** The codes of each entry's reasons, newest entry first. */
  const codes = async (app: Express) =>
    ((await request(app).get('/__requests')).body.data as { why: { code: string }[] }[]).map((entry) =>
      entry.why.map((reason) => reason.code),
    )

  it('are kept with it: a restored mock explains every request as the mock that kept it', async () => {
    const port = new MemoryPort()
    const { app } = await keptMock(port)
    expect((await request(app).get('/v1/messages/msg_c1').set(auth())).status).toBe(404)
    expect((await request(app).post('/__faults').set(json).send({ path: '/v1/groups', status: 503 })).status).toBe(201)
    expect((await request(app).get('/v1/groups').set(auth('tok_nobody'))).status).toBe(503)
    expect((await request(app).get('/v1/messages?conversation_id=conv_trip&limit=2').set(auth())).status).toBe(200)
    const sent = await request(app)
      .post('/v1/messages')
      .set(auth())
      .type('form')
      .send('conversation_id=conv_trip&message=hi')
    expect(sent.status).toBe(201)
    const before = (await request(app).get('/__requests')).body

    const { app: restored } = await keptMock(new MemoryPort(), port.kept())
    expect((await request(restored).get('/__requests')).body).toEqual(before)
    const common = ['tenant.default', 'caller.token', 'route.matched']
    expect(await codes(restored)).toEqual([
      [...common, 'body.form', 'clock.frozen', 'message.sent'],
      [...common, 'page.more'],
      ['tenant.default', 'caller.default', 'fault.answered'],
      [...common, 'message.hidden'],
    ])
    expect(before.data[3].why[3].message).toBe(
      'msg_c1 exists, in conv_cleo, whose participants are ct_cleo and ct_dan; ct_ana is not one of them, so the API answers exactly as for a message that does not exist.',
    )
  })

  it('a request kept before reasons were restores with none', async () => {
    const port = new MemoryPort()
    const { app } = await keptMock(port)
    expect((await request(app).get('/v1/messages/msg_t1').set(auth())).status).toBe(200)
    // A write hands the read's entry over with its own.
    expect((await request(app).delete('/v1/messages/msg_t1').set(auth())).status).toBe(200)
    const older = port.kept().map((change) => {
      if (change.kind !== 'request') return change
      const { why: _, ...request } = change.request
      return { ...change, request }
    })
    const { app: restored } = await keptMock(new MemoryPort(), older)
    expect(await codes(restored)).toEqual([[], []])
  })
})

describe('a change the port cannot keep', () => {
  it('is answered 507 insufficient_storage, is not made, and reads go on', async () => {
    const port = new MemoryPort()
    const { app } = await keptMock(port)
    expect((await request(app).get('/v1/groups').set(auth())).status).toBe(200)
    const before = (await request(app).get('/__state')).body
    port.refuse = true
    const sent = await request(app)
      .post('/v1/messages')
      .set(auth())
      .set(json)
      .send({ conversation_id: 'conv_trip', message: 'not kept' })
    expectProblem(sent, 507, 'insufficient_storage')
    expect(sent.body.detail).toBe(
      'The change was not made: it could not be kept (ENOSPC: no space left on device, write). Reads still work.',
    )
    const group = await request(app).post('/v1/groups').set(auth()).set(json).send({ name: 'not kept' })
    expectProblem(group, 507, 'insufficient_storage')
    expectProblem(await request(app).post('/__clock').set(json).send({ now: 1800000000 }), 507, 'insufficient_storage')
    expectProblem(await request(app).post('/__reset'), 507, 'insufficient_storage')
    expectProblem(await request(app).get('/t/new/v1/groups').set(auth()), 507, 'insufficient_storage')
    expect((await request(app).get('/__state')).body).toEqual(before)
    expect((await request(app).get('/__clock')).body).toEqual({ now: 1767225600, frozen: true })
    expect((await request(app).get('/__tenants')).body.data.map((t: { name: string }) => t.name)).toEqual(['default'])
    const journal = (await request(app).get('/__requests?limit=2')).body.data
    expect(journal.map((e: { status: number; problem: { code: string } }) => [e.status, e.problem?.code])).toEqual([
      [507, 'insufficient_storage'],
      [507, 'insufficient_storage'],
    ])

    // Once the port takes writes again, the same requests are made, with the ids they would have had.
    port.refuse = false
    const retried = await request(app)
      .post('/v1/messages')
      .set(auth())
      .set(json)
      .send({ conversation_id: 'conv_trip', message: 'kept now' })
    expect(retried.status).toBe(201)
    const fresh = await keptMock(new MemoryPort())
    const first = await request(fresh.app)
      .post('/v1/messages')
      .set(auth())
      .set(json)
      .send({ conversation_id: 'conv_trip', message: 'kept now' })
    expect(retried.body).toEqual(first.body)
    const { app: restored } = await keptMock(new MemoryPort(), port.kept())
    expect((await request(restored).get(`/v1/messages/${retried.body.id}`).set(auth())).status).toBe(200)
  })
})
