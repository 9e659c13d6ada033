import type { Express } from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auth, smallApp } from './helpers.js'

/**
 * The isolation matrix (issue 6, point 2): for every /v1 endpoint that takes an id, and every
 * resource a caller cannot see, the answer is the one an id that never existed gets (status,
 * type and body alike), nothing changes, and no list includes the resource. The resources are the
 * fixture's (another caller's group, conversation, message), ones another caller created through
 * the API, a group the caller was removed from (with the caller's own message in it), and what
 * the caller deleted. The matrix runs for two callers, in the default tenant and in tenant t1.
 *
 * Each context shares one app: every cell checks that the state is exactly as before it, so no
 * cell can leave anything behind for the next.
 */

type Kind = 'message' | 'conversation' | 'group'
type Method = 'get' | 'head' | 'post' | 'put' | 'delete'

interface Probe {
  name: string
  kind: Kind
  /** What an unknown id gets: 404, or 400 naming the cursor of a list. */
  status: 404 | 400
  method: Method
  url: (id: string) => string
  body?: (id: string) => string | Record<string, unknown>
}

const probes: Probe[] = [
  { name: 'GET /v1/messages/:id', kind: 'message', status: 404, method: 'get', url: (id) => `/v1/messages/${id}` },
  { name: 'HEAD /v1/messages/:id', kind: 'message', status: 404, method: 'head', url: (id) => `/v1/messages/${id}` },
  {
    name: 'PUT /v1/messages/:id (message, JSON)',
    kind: 'message',
    status: 404,
    method: 'put',
    url: (id) => `/v1/messages/${id}`,
    body: () => ({ message: 'edited' }),
  },
  {
    name: 'PUT /v1/messages/:id (reactions, form)',
    kind: 'message',
    status: 404,
    method: 'put',
    url: (id) => `/v1/messages/${id}`,
    body: () => 'reactions[like][]=ana',
  },
  {
    name: 'PUT /v1/messages/:id (attachments, JSON)',
    kind: 'message',
    status: 404,
    method: 'put',
    url: (id) => `/v1/messages/${id}`,
    body: () => ({ attachments: [{ url: 'https://example.com/f.txt' }] }),
  },
  {
    name: 'DELETE /v1/messages/:id',
    kind: 'message',
    status: 404,
    method: 'delete',
    url: (id) => `/v1/messages/${id}`,
  },
  {
    name: 'GET /v1/messages?starting_after=:id',
    kind: 'message',
    status: 400,
    method: 'get',
    url: (id) => `/v1/messages?starting_after=${id}`,
  },
  {
    name: 'GET /v1/messages?ending_before=:id',
    kind: 'message',
    status: 400,
    method: 'get',
    url: (id) => `/v1/messages?ending_before=${id}&limit=5`,
  },
  {
    name: 'GET /v1/messages?conversation_id=conv_trip&starting_after=:id',
    kind: 'message',
    status: 400,
    method: 'get',
    url: (id) => `/v1/messages?conversation_id=conv_trip&starting_after=${id}`,
  },
  {
    name: 'GET /v1/messages?conversation_id=:id',
    kind: 'conversation',
    status: 404,
    method: 'get',
    url: (id) => `/v1/messages?conversation_id=${id}`,
  },
  {
    name: 'GET /v1/messages?conversation_id=:id&limit=1',
    kind: 'conversation',
    status: 404,
    method: 'get',
    url: (id) => `/v1/messages?conversation_id=${id}&limit=1`,
  },
  {
    name: 'POST /v1/messages (JSON)',
    kind: 'conversation',
    status: 404,
    method: 'post',
    url: () => '/v1/messages',
    body: (id) => ({ conversation_id: id, message: 'hi' }),
  },
  {
    name: 'POST /v1/messages (form, with an attachment)',
    kind: 'conversation',
    status: 404,
    method: 'post',
    url: () => '/v1/messages',
    body: (id) => `conversation_id=${id}&message=hi&attachments[0][url]=https%3A%2F%2Fexample.com%2Ff.txt`,
  },
  { name: 'GET /v1/groups/:id', kind: 'group', status: 404, method: 'get', url: (id) => `/v1/groups/${id}` },
  { name: 'HEAD /v1/groups/:id', kind: 'group', status: 404, method: 'head', url: (id) => `/v1/groups/${id}` },
  {
    name: 'PUT /v1/groups/:id (name, JSON)',
    kind: 'group',
    status: 404,
    method: 'put',
    url: (id) => `/v1/groups/${id}`,
    body: () => ({ name: 'Mine' }),
  },
  {
    name: 'PUT /v1/groups/:id (archived_at, JSON)',
    kind: 'group',
    status: 404,
    method: 'put',
    url: (id) => `/v1/groups/${id}`,
    body: () => ({ archived_at: 1767300000 }),
  },
  {
    name: 'PUT /v1/groups/:id (contacts: the caller, JSON)',
    kind: 'group',
    status: 404,
    method: 'put',
    url: (id) => `/v1/groups/${id}`,
    body: () => ({ contacts: [{ id: 'ct_ana' }, { id: 'ct_ben' }] }),
  },
  {
    name: 'PUT /v1/groups/:id (contacts: a new one, form)',
    kind: 'group',
    status: 404,
    method: 'put',
    url: (id) => `/v1/groups/${id}`,
    body: () => 'description=mine&contacts[0][username]=newbie',
  },
  { name: 'DELETE /v1/groups/:id', kind: 'group', status: 404, method: 'delete', url: (id) => `/v1/groups/${id}` },
  {
    name: 'GET /v1/groups?starting_after=:id',
    kind: 'group',
    status: 400,
    method: 'get',
    url: (id) => `/v1/groups?starting_after=${id}`,
  },
  {
    name: 'GET /v1/groups?ending_before=:id&archived=false',
    kind: 'group',
    status: 400,
    method: 'get',
    url: (id) => `/v1/groups?ending_before=${id}&archived=false`,
  },
]

const never: Record<Kind, string> = { message: 'msg_never', conversation: 'conv_never', group: 'grp_never' }

/** What the setup created in the tenant, by role. */
interface Created {
  othersGroup: string
  othersConversation: string
  othersMessage: string
  leftGroup: string
  leftConversation: string
  ownMessageInLeftGroup: string
  deletedMessage: string
  deletedGroup: string
  deletedConversation: string
}

interface Hidden {
  name: string
  kind: Kind
  id: (created: Created) => string
}

const fixed = (name: string, kind: Kind, id: string): Hidden => ({ name, kind, id: () => id })

/** What cleo created, what the caller was removed from, and what the caller deleted. */
const created: Hidden[] = [
  { name: "cleo's group made through the API", kind: 'group', id: (c) => c.othersGroup },
  { name: "the conversation of cleo's API group", kind: 'conversation', id: (c) => c.othersConversation },
  { name: "cleo's message in her API group", kind: 'message', id: (c) => c.othersMessage },
  { name: 'a group the caller was removed from', kind: 'group', id: (c) => c.leftGroup },
  { name: 'the conversation of that group', kind: 'conversation', id: (c) => c.leftConversation },
  { name: "the caller's own message in that group", kind: 'message', id: (c) => c.ownMessageInLeftGroup },
  { name: 'a message the caller deleted', kind: 'message', id: (c) => c.deletedMessage },
  { name: 'a group the caller deleted', kind: 'group', id: (c) => c.deletedGroup },
  { name: 'the conversation of that deleted group', kind: 'conversation', id: (c) => c.deletedConversation },
]

/** In small.json ana and ben share conv_trip and conv_dm; cleo and dan share grp_cleo and conv_cd; grp_old is ana's alone. */
const callers = {
  ana: {
    token: 'tok_ana',
    contact: 'ct_ana',
    other: 'tok_ben',
    hidden: [
      fixed('grp_cleo', 'group', 'grp_cleo'),
      fixed('conv_cleo', 'conversation', 'conv_cleo'),
      fixed('conv_cd', 'conversation', 'conv_cd'),
      fixed('msg_c1', 'message', 'msg_c1'),
      fixed('msg_cd1', 'message', 'msg_cd1'),
      ...created,
    ],
  },
  ben: {
    token: 'tok_ben',
    contact: 'ct_ben',
    other: 'tok_ana',
    hidden: [
      fixed('grp_cleo', 'group', 'grp_cleo'),
      fixed('grp_old', 'group', 'grp_old'),
      fixed('conv_cleo', 'conversation', 'conv_cleo'),
      fixed('conv_old', 'conversation', 'conv_old'),
      fixed('conv_cd', 'conversation', 'conv_cd'),
      fixed('msg_c1', 'message', 'msg_c1'),
      fixed('msg_o1', 'message', 'msg_o1'),
      fixed('msg_cd1', 'message', 'msg_cd1'),
      ...created,
    ],
  },
}

type CallerName = keyof typeof callers

const contexts: [string, CallerName][] = [
  ['default', 'ana'],
  ['default', 'ben'],
  ['t1', 'ana'],
  ['t1', 'ben'],
]

function cellsOf(caller: CallerName): [string, string, Probe, Hidden][] {
  return probes.flatMap((probe) =>
    callers[caller].hidden
      .filter((hidden) => hidden.kind === probe.kind)
      .map((hidden): [string, string, Probe, Hidden] => [probe.name, hidden.name, probe, hidden]),
  )
}

/** Every cell of every context: probes against hidden resources, and the list checks. */
const matrixSize = contexts.reduce((n, [, caller]) => n + cellsOf(caller).length + callers[caller].hidden.length, 0)
let cellsRun = 0

afterAll(() => {
  console.log(`isolation matrix: ${cellsRun} of ${matrixSize} cells run (${contexts.length} caller/tenant contexts)`)
})

function call(app: Express, tenant: string, method: Method, url: string, token: string, body?: unknown) {
  const req = request(app)[method](url).set(auth(token))
  if (tenant !== 'default') req.set('X-Mock-Tenant', tenant)
  if (body === undefined) return req
  return typeof body === 'string' ? req.type('form').send(body) : req.type('json').send(body as object)
}

/** Status, type and body: everything a client could tell two answers apart by. */
const answer = (res: request.Response) => ({ status: res.status, type: res.headers['content-type'], text: res.text })

async function created201(res: request.Test): Promise<{ id: string; conversation_id: string }> {
  const done = await res
  expect(done.status, done.text).toBe(201)
  return done.body
}

/** Builds the resources of `created` in the tenant, through the API, as cleo, the other caller and the caller. */
async function setUp(app: Express, tenant: string, caller: CallerName): Promise<Created> {
  const { token, contact, other } = callers[caller]
  const as = (who: string, method: Method, url: string, body?: unknown) => call(app, tenant, method, url, who, body)
  const cleos = await created201(as('tok_cleo', 'post', '/v1/groups', { name: 'Secret', contacts: [{ id: 'ct_dan' }] }))
  const cleosMessage = await created201(
    as('tok_cleo', 'post', '/v1/messages', { conversation_id: cleos.conversation_id, message: 'for dan' }),
  )
  const left = await created201(as(other, 'post', '/v1/groups', { name: 'Left', contacts: [{ id: contact }] }))
  const own = await created201(
    as(token, 'post', '/v1/messages', { conversation_id: left.conversation_id, message: 'me' }),
  )
  expect((await as(other, 'put', `/v1/groups/${left.id}`, { contacts: [] })).status).toBe(200)
  const doomed = await created201(as(token, 'post', '/v1/messages', { conversation_id: 'conv_trip', message: 'oops' }))
  expect((await as(token, 'delete', `/v1/messages/${doomed.id}`)).status).toBe(200)
  const doomedGroup = await created201(as(token, 'post', '/v1/groups', { name: 'Doomed' }))
  expect((await as(token, 'delete', `/v1/groups/${doomedGroup.id}`)).status).toBe(200)
  return {
    othersGroup: cleos.id,
    othersConversation: cleos.conversation_id,
    othersMessage: cleosMessage.id,
    leftGroup: left.id,
    leftConversation: left.conversation_id,
    ownMessageInLeftGroup: own.id,
    deletedMessage: doomed.id,
    deletedGroup: doomedGroup.id,
    deletedConversation: doomedGroup.conversation_id,
  }
}

describe.each(contexts)('tenant %s, caller %s', (tenant, caller) => {
  const { token } = callers[caller]
  let app: Express
  let made: Created
  let state: string

  /** The whole state of the tenant, as GET /__state exports it. */
  const stateNow = async () => (await call(app, tenant, 'get', '/__state', token)).text

  beforeAll(async () => {
    app = smallApp()
    made = await setUp(app, tenant, caller)
    state = await stateNow()
  })

  it.each(cellsOf(caller))('%s on %s answers as for an id that never existed', async (_p, _h, probe, hidden) => {
    const id = hidden.id(made)
    const neverBody = probe.body?.(never[probe.kind])
    const expected = await call(app, tenant, probe.method, probe.url(never[probe.kind]), token, neverBody)
    const res = await call(app, tenant, probe.method, probe.url(id), token, probe.body?.(id))
    expect(expected.status).toBe(probe.status)
    expect(answer(res)).toStrictEqual(answer(expected))
    expect(await stateNow()).toBe(state)
    cellsRun++
  })

  it.each(callers[caller].hidden.map((hidden) => [hidden.name, hidden] as const))(
    'no list includes %s',
    async (_name, hidden) => {
      const id = hidden.id(made)
      const lists = ['/v1/groups', '/v1/groups?archived=true', '/v1/groups?archived=false', '/v1/messages']
      for (const url of lists) {
        const items = await everyItem(app, tenant, url, token)
        // Ben has no archived group; every other list holds something to be checked.
        if (!url.includes('archived')) expect(items.length).toBeGreaterThan(0)
        for (const item of items) {
          expect(item.id).not.toBe(id)
          expect(item.conversation_id).not.toBe(id)
        }
      }
      cellsRun++
    },
  )
})

/** Every item of a list, page after page. */
async function everyItem(app: Express, tenant: string, url: string, token: string) {
  const items: { id: string; conversation_id: string }[] = []
  for (;;) {
    const after = items.length === 0 ? '' : `&starting_after=${items[items.length - 1].id}`
    const res = await call(app, tenant, 'get', `${url}${url.includes('?') ? '&' : '?'}limit=2${after}`, token)
    expect(res.status).toBe(200)
    items.push(...res.body.data)
    if (!res.body.has_more) return items
  }
}

describe('tenants cannot see each other', () => {
  let app: Express
  beforeAll(() => {
    app = smallApp()
  })

  const t = (tenant: string) => (tenant === 'default' ? {} : { 'X-Mock-Tenant': tenant })
  const get = (tenant: string, url: string) => request(app).get(url).set(auth()).set(t(tenant))

  it('a message and a group made in t1 are 404 in t2 and in default, and in no list there', async () => {
    const group = await request(app).post('/v1/groups').set(auth()).set(t('t1')).send({ name: 'Only in t1' })
    expect(group.status).toBe(201)
    const message = await request(app)
      .post('/v1/messages')
      .set(auth())
      .set(t('t1'))
      .send({ conversation_id: group.body.conversation_id, message: 'only in t1' })
    expect(message.status).toBe(201)
    expect((await get('t1', `/v1/messages/${message.body.id}`)).status).toBe(200)

    for (const tenant of ['t2', 'default']) {
      const neverMessage = answer(await get(tenant, '/v1/messages/msg_never'))
      expect(answer(await get(tenant, `/v1/messages/${message.body.id}`))).toStrictEqual(neverMessage)
      expect(answer(await get(tenant, `/v1/groups/${group.body.id}`))).toStrictEqual(
        answer(await get(tenant, '/v1/groups/grp_never')),
      )
      expect(answer(await get(tenant, `/v1/messages?conversation_id=${group.body.conversation_id}`))).toStrictEqual(
        answer(await get(tenant, '/v1/messages?conversation_id=conv_never')),
      )
      const messages = await everyItem(app, tenant, '/v1/messages', 'tok_ana')
      expect(messages.map((m) => m.id)).not.toContain(message.body.id)
      const groups = await everyItem(app, tenant, '/v1/groups', 'tok_ana')
      expect(groups.map((g) => g.id)).not.toContain(group.body.id)
    }
  })

  it('the /t/<name> prefix and the header reach the same tenant, and only it', async () => {
    const sent = await request(app)
      .post('/t/t3/v1/messages')
      .set(auth())
      .send({ conversation_id: 'conv_trip', message: 'via prefix' })
    expect(sent.status).toBe(201)
    expect((await get('t3', `/v1/messages/${sent.body.id}`)).status).toBe(200)
    expect((await request(app).get(`/t/t4/v1/messages/${sent.body.id}`).set(auth())).status).toBe(404)
    expect((await get('default', `/v1/messages/${sent.body.id}`)).status).toBe(404)
  })

  it('a delete, an edit and a reset in t1 change nothing in default or t2', async () => {
    const before = await Promise.all(['default', 't2'].map(async (tenant) => (await get(tenant, '/__state')).text))
    expect((await request(app).delete('/v1/messages/msg_t1').set(auth()).set(t('t1'))).status).toBe(200)
    expect((await request(app).delete('/v1/groups/grp_trip').set(auth()).set(t('t1'))).status).toBe(200)
    const edit = await request(app).put('/v1/messages/msg_d1').set(auth()).set(t('t1')).send({ message: 'edited' })
    expect(edit.status).toBe(200)
    expect((await request(app).post('/__clock').set(t('t1')).send({ now: 1 })).status).toBe(200)
    expect((await get('t1', '/v1/messages/msg_t1')).status).toBe(404)
    expect((await get('default', '/v1/messages/msg_t1')).status).toBe(200)
    expect((await get('t2', '/v1/groups/grp_trip')).status).toBe(200)
    expect((await get('default', '/v1/messages/msg_d1')).body.message).toBe('dm one')
    const after = await Promise.all(['default', 't2'].map(async (tenant) => (await get(tenant, '/__state')).text))
    expect(after).toStrictEqual(before)
    expect((await request(app).post('/__reset').set(t('t1'))).status).toBe(200)
    expect((await get('t1', '/v1/messages/msg_t1')).status).toBe(200)
  })
})
