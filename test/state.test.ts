import { readdirSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Express } from 'express'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/app.js'
import type { Fixture } from '../src/engine/core/types.gen.js'
import type { ResponseName } from '../src/engine/core/validation.js'
import { loadGenerator } from '../src/engine/generate/index.js'
import { Mock } from '../src/engine/mock.js'
import { FixtureError } from '../src/engine/store/world.js'
import { auth, expectProblem, fixture, json, smallApp } from './helpers.js'

/** CONTRACT sections 7 and 8, issue 3: GET /__state, POST /__fixtures, named fixtures, generated worlds. */

const spec = { seed: 3, contacts: 15, groups: 6, direct_conversations: 4, messages_per_conversation: 12 }
const generated = (generate: object = spec): Express => createApp({ fixtures: { generate } })
const validators = new Mock({ fixtures: fixture('small') }).validators

beforeAll(async () => {
  // createApp is synchronous: the generator must be loaded before it is given a `generate` section.
  await loadGenerator()
})

async function stateOf(app: Express): Promise<{ doc: Fixture; text: string }> {
  const res = await request(app).get('/__state')
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  return { doc: res.body as Fixture, text: res.text }
}

async function load(app: Express, doc: unknown) {
  const res = await request(app)
    .post('/__fixtures')
    .set(json)
    .send(doc as object)
  expect(res.status, JSON.stringify(res.body.errors)).toBe(200)
  return res.body as { status: string; counts: Record<string, number> }
}

interface Answer {
  url: string
  status: number
  body: unknown
}

/**
 * Every page a client could read with `token`: all messages and each conversation's messages,
 * walked forwards with starting_after and back with ending_before; groups with each archived
 * filter; then every message and group of `everything` retrieved (visible or 404).
 */
async function readEverything(app: Express, token: string, everything: Fixture): Promise<Answer[]> {
  // Hundreds of requests: one listening server with kept-alive connections, not one server per request.
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  try {
    return await readAll(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, token, everything)
  } finally {
    server.closeAllConnections()
    server.close()
  }
}

async function readAll(origin: string, token: string, everything: Fixture): Promise<Answer[]> {
  const out: Answer[] = []
  const get = async (url: string) => {
    const res = await fetch(`${origin}${url}`, { headers: auth(token) })
    const body = (await res.json()) as { has_more: boolean; data: { id: string }[] }
    const answer = { url, status: res.status, body }
    out.push(answer)
    return answer
  }
  const walk = async (base: string) => {
    const sep = base.includes('?') ? '&' : '?'
    const seen: string[] = []
    let res = await get(`${base}${sep}limit=5`)
    expect(res.status).toBe(200)
    for (;;) {
      seen.push(...res.body.data.map((item: { id: string }) => item.id))
      if (!res.body.has_more) break
      res = await get(`${base}${sep}limit=5&starting_after=${seen.at(-1)}`)
    }
    // Back from the oldest: ending_before pages towards the newest.
    let first = seen.at(-1)
    while (first !== undefined) {
      const back = await get(`${base}${sep}limit=3&ending_before=${first}`)
      if (back.body.data.length === 0) break
      first = back.body.data[0].id
      if (!back.body.has_more) break
    }
    return seen
  }
  await walk('/v1/messages')
  const conversations = [
    ...(everything.groups ?? []).map((g) => g.conversation_id as string),
    ...(everything.conversations ?? []).map((c) => c.id as string),
  ]
  for (const id of conversations) {
    const res = await get(`/v1/messages?conversation_id=${id}&limit=100`)
    if (res.status === 200) await walk(`/v1/messages?conversation_id=${id}`)
  }
  for (const filter of ['', '?archived=true', '?archived=false']) await walk(`/v1/groups${filter}`)
  for (const id of new Set((everything.messages ?? []).map((m) => m.id))) await get(`/v1/messages/${id}`)
  for (const id of new Set((everything.groups ?? []).map((g) => g.id))) await get(`/v1/groups/${id}`)
  return out
}

/** Changes of every kind through the API, as the world's default caller and one other member. */
async function makeChanges(app: Express, world: Fixture) {
  const tokenOf = (contact: string) => Object.entries(world.tokens ?? {}).find(([, c]) => c === contact)?.[0] as string
  const caller = world.default_caller as string
  const token = tokenOf(caller)
  const groups = world.groups ?? []
  const mine = groups.filter((g) => g.owner === caller || g.contacts?.includes(caller))
  const other = mine[0].contacts?.find((c) => c !== caller) as string
  const ok = async (status: number, req: request.Test, body?: object) => {
    const res = body === undefined ? await req : await req.send(body)
    expect(res.status).toBe(status)
    return res.body
  }
  const sent = await ok(201, request(app).post('/v1/messages').set(auth(token)), {
    conversation_id: mine[0].conversation_id,
    message: 'Back at the hotel',
    attachments: [{ url: 'https://files.example.com/map.png', filename: 'map.png', size: 2048 }],
  })
  await ok(
    201,
    request(app)
      .post('/v1/messages')
      .set(auth(tokenOf(other)))
      .type('form'),
    { conversation_id: mine[0].conversation_id, message: 'On my way' },
  )
  const target = (world.messages ?? []).find((m) => m.conversation_id === mine[1].conversation_id)
  await ok(200, request(app).put(`/v1/messages/${target?.id}`).set(auth(token)), {
    reactions: { like: ['someone', 'else'] },
  })
  await ok(200, request(app).put(`/v1/messages/${sent.id}`).set(auth(token)), { message: 'Back at the hotel!' })
  const created = await ok(201, request(app).post('/v1/groups').set(auth(token)), {
    name: 'Made through the API',
    description: 'for the export',
    contacts: [{ id: other }, { username: 'brand_new', phone_number: '+15550177' }],
  })
  await ok(201, request(app).post('/v1/messages').set(auth(token)), {
    conversation_id: created.conversation_id,
    message: 'first in the new group',
  })
  const doomed = (world.messages ?? []).filter((m) => m.conversation_id === mine[0].conversation_id)[3]
  await ok(200, request(app).delete(`/v1/messages/${doomed.id}`).set(auth(token)))
  await ok(200, request(app).put(`/v1/groups/${mine[1].id}`).set(auth(token)), { archived_at: 1767225000 })
  const archived = mine.find((g) => g.archived_at !== null && g.archived_at !== undefined)
  if (archived) await ok(200, request(app).put(`/v1/groups/${archived.id}`).set(auth(token)), { archived_at: null })
  await ok(200, request(app).put(`/v1/groups/${mine[2].id}`).set(auth(token)), {
    name: 'Renamed',
    description: null,
    contacts: [...(mine[2].contacts ?? []).map((id) => ({ id })), { username: 'joiner' }],
  })
  await ok(
    200,
    request(app)
      .delete(`/v1/groups/${mine.at(-1)?.id}`)
      .set(auth(token)),
  )
}

describe('GET /__state', () => {
  it('of the small fixture is a fixture document that validates against the fixture schema', async () => {
    const { doc } = await stateOf(smallApp())
    expect(validators.failures('fixture', doc)).toEqual([])
    expect(doc.default_caller).toBe('ct_ana')
    expect(doc.tokens).toEqual((fixture('small') as Fixture).tokens)
    expect(doc.contacts).toHaveLength(4)
    expect((doc.messages ?? []).map((m) => m.id)).toEqual([
      'msg_t1',
      'msg_t2',
      'msg_t3',
      'msg_d1',
      'msg_d2',
      'msg_o1',
      'msg_c1',
      'msg_cd1',
    ])
  })

  it('of a generated world with changes validates too', async () => {
    const app = generated()
    const before = await stateOf(app)
    await makeChanges(app, before.doc)
    expect(validators.failures('fixture', (await stateOf(app)).doc)).toEqual([])
  })

  it('loading it back reproduces every /v1 answer for several tokens', async () => {
    const app = generated()
    const world = (await stateOf(app)).doc
    await makeChanges(app, world)
    const { doc: exported, text } = await stateOf(app)

    const fresh = smallApp()
    const groups = exported.groups ?? []
    expect(await load(fresh, exported)).toEqual({
      status: 'loaded',
      counts: {
        contacts: (exported.contacts ?? []).length,
        groups: groups.length,
        conversations: groups.length + (exported.conversations ?? []).length,
        messages: (exported.messages ?? []).length,
      },
    })
    expect((await stateOf(fresh)).text).toBe(text)

    const everything: Fixture = {
      ...exported,
      groups: [...(exported.groups ?? []), ...(world.groups ?? [])],
      messages: [...(exported.messages ?? []), ...(world.messages ?? [])],
    }
    const tokens = Object.keys(exported.tokens ?? {})
    const caller = exported.default_caller as string
    const callerToken = tokens.find((t) => exported.tokens?.[t] === caller) as string
    const chosen = [callerToken, ...tokens.filter((t) => t !== callerToken).slice(0, 3), 'tok_not_in_the_fixture']
    for (const token of chosen) {
      const expected = await readEverything(app, token, everything)
      const actual = await readEverything(fresh, token, everything)
      expect(actual.length).toBeGreaterThan(20)
      expect(actual).toEqual(expected)
    }
  }, 120_000)
})

describe('exports of states that fixtures cannot express directly', () => {
  it('a member removed from a group after sending in it: the export loads back and answers the same', async () => {
    const app = smallApp()
    // ct_ben sent msg_t2 in conv_trip; the group's contacts are replaced without him.
    const put = await request(app)
      .put('/v1/groups/grp_trip')
      .set(auth())
      .send({ contacts: [{ id: 'ct_cleo' }] })
    expect(put.status).toBe(200)
    const { doc, text } = await stateOf(app)
    const fresh = smallApp()
    await load(fresh, doc)
    expect((await stateOf(fresh)).text).toBe(text)
    for (const token of ['tok_ana', 'tok_ben', 'tok_cleo']) {
      expect(await readEverything(fresh, token, doc)).toEqual(await readEverything(app, token, doc))
    }
  })

  it('a group whose owner is also listed in its contacts round-trips', async () => {
    const app = smallApp()
    const created = await request(app)
      .post('/v1/groups')
      .set(auth())
      .send({ name: 'Self', contacts: [{ id: 'ct_ana' }, { id: 'ct_dan' }] })
    expect(created.status).toBe(201)
    const { doc, text } = await stateOf(app)
    const fresh = smallApp()
    await load(fresh, doc)
    expect((await stateOf(fresh)).text).toBe(text)
    expect(await readEverything(fresh, 'tok_ana', doc)).toEqual(await readEverything(app, 'tok_ana', doc))
  })
})

describe('POST /__fixtures', () => {
  it('loads a document, answers its counts, and makes it the baseline of POST /__reset', async () => {
    const app = generated()
    const loaded = await load(app, fixture('small'))
    expect(loaded).toEqual({ status: 'loaded', counts: { contacts: 4, groups: 3, conversations: 5, messages: 8 } })
    const listed = await request(app).get('/v1/messages?conversation_id=conv_trip').set(auth('tok_ana'))
    expect(listed.body.data.map((m: { id: string }) => m.id)).toEqual(['msg_t3', 'msg_t2', 'msg_t1'])
    await request(app).post('/v1/messages').set(auth('tok_ana')).send({ conversation_id: 'conv_trip', message: 'x' })
    const reset = await request(app).post('/__reset')
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({ status: 'reset', counts: { contacts: 4, groups: 3, conversations: 5, messages: 8 } })
  })

  it('an invalid document is 400 listing every problem, and the state stays exactly as it was', async () => {
    const app = smallApp()
    await request(app).post('/v1/messages').set(auth()).send({ conversation_id: 'conv_trip', message: 'kept' })
    const before = await stateOf(app)
    const res = await request(app)
      .post('/__fixtures')
      .set(json)
      .send({
        contacts: [{ id: 'ct_a', username: 5 }, { id: 'ct_a' }],
        groups: [{ name: '', owner: 'ct_zz' }],
        messages: [{ conversation_id: 'conv_none', contact: 'ct_a', message: 'hi' }],
        extra: true,
      })
    const problem = expectProblem(res, 400, 'invalid_parameter', [
      'extra',
      'contacts[0][username]',
      'groups[0][name]',
      'contacts[1][id]',
      'groups[0][owner]',
      'messages[0][conversation_id]',
    ])
    expect(problem.errors).toEqual([
      { param: 'extra', message: 'is unknown' },
      { param: 'contacts[0][username]', message: 'must be string,null' },
      { param: 'groups[0][name]', message: 'must NOT have fewer than 1 characters' },
      { param: 'contacts[1][id]', message: 'repeats the id ct_a' },
      { param: 'groups[0][owner]', message: 'names no contact (ct_zz)' },
      { param: 'messages[0][conversation_id]', message: 'names no conversation (conv_none)' },
    ])
    expect((await stateOf(app)).text).toBe(before.text)
    // The baseline is untouched too: a reset goes back to small.json, without the message sent above.
    await request(app).post('/__reset')
    expect((await stateOf(app)).doc.messages).toHaveLength(8)
  })

  it('a document whose only problems are references lists each one', async () => {
    const app = smallApp()
    const before = await stateOf(app)
    const res = await request(app)
      .post('/__fixtures')
      .send({
        tokens: { tok_x: 'ct_nobody' },
        contacts: [{ id: 'ct_a' }],
        conversations: [{ id: 'conv_x', participants: ['ct_a', 'ct_b'] }],
        messages: [{ conversation_id: 'conv_x', contact: 'ct_c', message: 'hi' }],
      })
    expectProblem(res, 400, 'invalid_parameter', [
      'tokens[tok_x]',
      'conversations[0][participants][1]',
      'messages[0][contact]',
    ])
    expect((await stateOf(app)).text).toBe(before.text)
  })

  it.each([
    ['broken JSON', '{"contacts": [', 'invalid_body'],
    ['a JSON array', '[]', 'invalid_body'],
    ['a JSON string', '"small"', 'invalid_body'],
    ['a refused key', '{"contacts": [{"__proto__": {}}]}', 'invalid_body'],
  ])('%s is 400 %s and changes nothing', async (_, body, code) => {
    const app = smallApp()
    const before = await stateOf(app)
    expectProblem(await request(app).post('/__fixtures').set(json).send(body), 400, code)
    expect((await stateOf(app)).text).toBe(before.text)
  })

  it('a generate section over 5,000,000 messages in total is refused', async () => {
    const app = smallApp()
    const before = await stateOf(app)
    const absurd = { groups: 10, direct_conversations: 0, messages_per_conversation: 500_001 }
    const res = await request(app).post('/__fixtures').send({ generate: absurd })
    const problem = expectProblem(res, 400, 'invalid_parameter', ['generate[messages_per_conversation]'])
    expect(problem.errors[0].message).toMatch(/5000010 .*5000000/)
    expect((await stateOf(app)).text).toBe(before.text)
    expect(() => generated(absurd)).toThrow(FixtureError)
  })

  it.each([
    [{ contacts: -1 }, ['generate[contacts]']],
    [{ groups: -1, direct_conversations: -2 }, ['generate[groups]', 'generate[direct_conversations]']],
    [{ messages_per_conversation: -5 }, ['generate[messages_per_conversation]']],
    [{ seed: -1 }, ['generate[seed]']],
    [{ messages_per_conversation: 5_000_001 }, ['generate[messages_per_conversation]']],
    [{ contacts: 1.5 }, ['generate[contacts]']],
  ])('generate %j is refused naming %j', async (generate, params) => {
    const app = smallApp()
    expectProblem(await request(app).post('/__fixtures').send({ generate }), 400, 'invalid_parameter', params)
    let thrown: unknown
    try {
      generated(generate)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(FixtureError)
    expect((thrown as FixtureError).issues.map((i) => i.path.join('.'))).toEqual(
      params.map((p) => p.replace(/\[/g, '.').replace(/\]/g, '')),
    )
  })
})

describe('named fixtures', () => {
  const available = readdirSync(new URL('../fixtures/', import.meta.url))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort()

  it('GET /__fixtures lists the files of fixtures/ without .json', async () => {
    const res = await request(smallApp()).get('/__fixtures')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: available })
    expect(res.body.data).toEqual(
      expect.arrayContaining(['default', 'empty', 'busy-group', 'many-groups', 'archived-heavy']),
    )
  })

  it('POST /__fixtures/empty loads it: 200 with its counts, and it becomes the baseline', async () => {
    const app = smallApp()
    const res = await request(app).post('/__fixtures/empty')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'loaded', counts: { contacts: 2, groups: 0, conversations: 0, messages: 0 } })
    expect((await request(app).get('/v1/groups').set(auth('tok_me'))).body).toEqual({ has_more: false, data: [] })
    expect((await request(app).get('/v1/messages/msg_t1').set(auth('tok_ana'))).status).toBe(404)
    await request(app).post('/v1/groups').set(auth('tok_me')).send({ name: 'x' })
    expect((await request(app).post('/__reset')).body.counts).toEqual({
      contacts: 2,
      groups: 0,
      conversations: 0,
      messages: 0,
    })
  })

  it('POST /__fixtures/busy-group loads a generated scenario', async () => {
    const res = await request(smallApp()).post('/__fixtures/busy-group')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'loaded', counts: { contacts: 13, groups: 1, conversations: 1, messages: 600 } })
  })

  it('every named fixture loads', async () => {
    for (const name of available) {
      const res = await request(smallApp()).post(`/__fixtures/${name}`)
      expect(res.status, name).toBe(200)
      expect(res.body.status).toBe('loaded')
    }
  })

  it('an unknown name is 404 and changes nothing', async () => {
    const app = smallApp()
    const before = await stateOf(app)
    expectProblem(await request(app).post('/__fixtures/nope'), 404, 'not_found')
    expectProblem(await request(app).post('/__fixtures/empty.json'), 404, 'not_found')
    expect((await stateOf(app)).text).toBe(before.text)
  })

  it.each([
    ['..', 400],
    ['a..b', 400],
    ['..%2Fpackage', 400],
    ['a%20b', 400],
    ['a%2Fb', 400],
    ['%2E%2E', 400],
    ['empty%00', 400],
    ['a/b', 404],
  ])('the name %s is %i and reaches no file', async (name, status) => {
    const app = smallApp()
    const before = await stateOf(app)
    const res = await request(app).post(`/__fixtures/${name}`)
    if (status === 400) expectProblem(res, 400, 'invalid_parameter', ['name'])
    else expectProblem(res, 404, 'not_found')
    expect((await stateOf(app)).text).toBe(before.text)
  })
})

describe('generated worlds', () => {
  it('the same seed gives byte-identical GET /__state across two apps', async () => {
    const a = await stateOf(generated())
    const b = await stateOf(generated())
    expect(a.text).toBe(b.text)
    expect(a.doc.contacts).toHaveLength(15)
    expect(a.doc.groups).toHaveLength(6)
    expect(a.doc.conversations).toHaveLength(4)
    expect(a.doc.messages).toHaveLength(120)
  })

  it('another seed gives another world', async () => {
    const a = await stateOf(generated())
    const b = await stateOf(generated({ ...spec, seed: 4 }))
    expect(b.text).not.toBe(a.text)
    expect(b.doc.messages).toHaveLength(120)
    const idsOf = (doc: Fixture) => new Set((doc.messages ?? []).map((m) => m.id))
    const shared = [...idsOf(a.doc)].filter((id) => idsOf(b.doc).has(id))
    expect(shared).toEqual([])
  })

  it('counts answer the spec: conversations count groups and direct ones', async () => {
    const res = await request(generated()).post('/__reset')
    expect(res.body).toEqual({ status: 'reset', counts: { contacts: 15, groups: 6, conversations: 10, messages: 120 } })
  })

  it('POST /__reset restores the same generated world byte for byte, and ids repeat after it', async () => {
    const app = generated()
    const original = await stateOf(app)
    await makeChanges(app, original.doc)
    expect((await stateOf(app)).text).not.toBe(original.text)
    expect((await request(app).post('/__reset')).status).toBe(200)
    expect((await stateOf(app)).text).toBe(original.text)

    const caller = original.doc.default_caller as string
    const conversation = (original.doc.groups ?? [])[0].conversation_id
    const send = async (target: Express) =>
      (
        await request(target)
          .post('/v1/messages')
          .set(auth('tok_user0'))
          .send({ conversation_id: conversation, message: 'same id?' })
      ).body.id
    expect(original.doc.tokens?.tok_user0).toBe(caller)
    const first = await send(app)
    await request(app).post('/__reset')
    expect(await send(app)).toBe(first)
    expect(await send(generated())).toBe(first)
  })

  it('a fixture loaded with POST /__fixtures generates the same world as one given at start', async () => {
    // Without smallApp's `seed` option, which would override the section's seed.
    const app = createApp({ fixtures: fixture('small') })
    await load(app, { generate: spec })
    expect((await stateOf(app)).text).toBe((await stateOf(generated())).text)
  })

  it.each([1, 2, 7, 42])(
    'with seed %i every object and every /v1 answer validates against its schema',
    async (seed) => {
      const app = generated({ seed, contacts: 12, groups: 5, direct_conversations: 3, messages_per_conversation: 8 })
      const { doc } = await stateOf(app)
      expect(validators.failures('fixture', doc)).toEqual([])
      for (const c of doc.contacts ?? []) expect(validators.responseFailures('contact', c)).toEqual([])

      const schemaOf = (url: string, status: number): ResponseName => {
        if (status !== 200) return 'problem'
        if (url.startsWith('/v1/messages?')) return 'messagePage'
        if (url.startsWith('/v1/groups?') || url === '/v1/groups') return 'groupPage'
        if (url.startsWith('/v1/messages/')) return 'message'
        if (url.startsWith('/v1/groups/')) return 'group'
        return 'messagePage'
      }
      const tokens = Object.keys(doc.tokens ?? {}).slice(0, 4)
      let checked = 0
      for (const token of tokens) {
        for (const answer of await readEverything(app, token, doc)) {
          expect([200, 404]).toContain(answer.status)
          expect(validators.responseFailures(schemaOf(answer.url, answer.status), answer.body), answer.url).toEqual([])
          if (answer.status === 200) checked++
        }
      }
      expect(checked).toBeGreaterThan(100)
    },
    60_000,
  )
})
