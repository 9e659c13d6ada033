import type { Express } from 'express'
import request, { type Response } from 'supertest'
import { describe, expect, it } from 'vitest'
import { appFor } from '../src/app.js'
import type { JournalEntry } from '../src/engine/control/journal.js'
import { catalogue, reasonCodes } from '../src/engine/core/reasons.js'
import type { Reason, ReasonCode } from '../src/engine/core/types.gen.js'
import type { Durability } from '../src/engine/durable/changes.js'
import { Engine } from '../src/engine/engine.js'
import { Mock } from '../src/engine/mock.js'
import type { MockOptions } from '../src/engine/options.js'
import { auth, expectProblem, fixture, json, smallApp } from './helpers.js'

/**
 * Issue 48: every answer explains itself. Each reason code of the catalogue
 * (src/engine/core/reasons.ts, docs/reasons.md) made by a real request and read back from the
 * journal, its sentence and hint exactly the catalogue's example; the near misses of a route and a
 * method; and the answers of what a caller may not see, byte for byte those of what does not exist.
 */

const NOW = 1767225600
const app = (options: MockOptions = {}) => smallApp({ clock: NOW, ...options })

/** The newest entry of the journal (of `tenant`) with a reason of `code`. */
async function journaled(on: Express, code: ReasonCode, tenant = 'default'): Promise<JournalEntry> {
  const res = await request(on).get(`/__requests?reason=${code}&limit=1`).set('X-Mock-Tenant', tenant)
  expect(res.status).toBe(200)
  expect(res.body.data).toHaveLength(1)
  return res.body.data[0]
}

/** Sends what `send` sends to a fresh app (of `options`), and reads back the entry with `code`. */
const made =
  (send: (on: Express) => Promise<unknown>, options: MockOptions = {}, tenant?: string) =>
  async (code: ReasonCode) => {
    const on = app(options)
    await send(on)
    return journaled(on, code, tenant)
  }

const get =
  (path: string, token = 'tok_ana') =>
  (on: Express) =>
    request(on).get(path).set(auth(token))
const post = (path: string, body: object | string) => (on: Express) => {
  const sent = request(on).post(path).set(auth())
  return typeof body === 'string' ? sent.type('form').send(body) : sent.set(json).send(body)
}
const put = (path: string, body: object) => (on: Express) => request(on).put(path).set(auth()).set(json).send(body)
const raw = (type: string, body: string) => (on: Express) =>
  request(on).post('/v1/messages').set(auth()).set('Content-Type', type).send(body)

/** A mock over a port that refuses to keep anything, as a full disk does. */
async function refusedWrite(code: ReasonCode): Promise<JournalEntry> {
  const mock = await Mock.create({ fixtures: fixture('small'), seed: 1, clock: NOW })
  let full = false
  const refusing: Durability = {
    keep: () => {
      if (full) throw new Error('disk full')
    },
  }
  await mock.keepIn(refusing, [])
  full = true
  const on = appFor(mock)
  expectProblem(
    await post('/v1/messages', { conversation_id: 'conv_trip', message: 'lost' })(on),
    507,
    'insufficient_storage',
  )
  return journaled(on, code)
}

/** A bug inside a request: a header that throws the first time it is read, through the engine itself. */
async function bug(code: ReasonCode): Promise<JournalEntry> {
  const mock = await Mock.create({ fixtures: fixture('small'), seed: 1, clock: NOW, onBug: () => {} })
  const engine = new Engine(mock, { turn: async () => {} })
  let read = false
  const headers = new Proxy<Record<string, string>>(
    {},
    {
      get: (_, name) => {
        if (name !== 'authorization' || read) return undefined
        read = true
        throw new Error('a bug')
      },
    },
  )
  expect((await engine.handle({ method: 'GET', url: '/v1/messages', headers })).status).toBe(500)
  return mock.tenant().journal.entries({ reason: code })[0]
}

/** A request for every code of the catalogue: the table the test requires to be whole. */
const requests: { readonly [C in ReasonCode]: (code: C) => Promise<JournalEntry> } = {
  'tenant.default': made((on) => get('/v1/messages/msg_t1')(on).set('X-Tenant', 'qa')),
  'tenant.header': made((on) => get('/v1/messages/msg_t1')(on).set('X-Mock-Tenant', 'qa'), {}, 'qa'),
  'tenant.path': made(get('/t/qa/v1/messages/msg_t1'), {}, 'qa'),
  'tenant.created': made(get('/t/qa/v1/messages/msg_t1'), {}, 'qa'),
  'auth.missing': made((on) => request(on).get('/v1/messages')),
  'auth.malformed': made((on) => request(on).get('/v1/messages').set('Authorization', 'Basic YW5hOnNlY3JldA==')),
  'caller.token': made(get('/v1/messages/msg_t2', 'tok_ben_exp')),
  'caller.default': made(get('/v1/messages/msg_t1', 'tok_nobody')),
  'caller.expired': made(async (on) => {
    await request(on)
      .post('/__clock')
      .send({ now: NOW + 7200 })
    await get('/v1/messages/msg_t2', 'tok_ben_exp')(on)
  }),
  'caller.unknown': made(get('/v1/messages', 'tok_anna'), { auth: 'strict' }),
  // A world without contacts has no default caller.
  'caller.none': made(get('/v1/messages', 'tok_nobody'), { fixtures: {} }),
  'fault.answered': made(async (on) => {
    await request(on).post('/__faults').send({ method: 'POST', path: '/v1/messages', status: 503, times: 2 })
    await post('/v1/messages', { conversation_id: 'conv_trip', message: 'x' })(on)
  }),
  'fault.delayed': made(async (on) => {
    await request(on).post('/__faults').send({ path: '/v1/messages/*', delay_ms: 20 })
    await get('/v1/messages/msg_t1')(on)
  }),
  'latency.added': made(get('/v1/messages/msg_t1'), { latency: { min: 5, max: 5 } }),
  'route.matched': made(get('/v1/messages/msg_t1')),
  'route.unknown': made(get('/v1/message/msg_t1')),
  'route.method': made((on) => request(on).patch('/v1/messages/msg_t1').set(auth())),
  'route.escape': made(get('/v1/messages/%E0%A4%A')),
  'body.json': made(post('/v1/messages', { conversation_id: 'conv_trip', message: 'hello there' })),
  'body.form': made(post('/v1/messages', 'conversation_id=conv_trip&message=hello')),
  'body.empty': made((on) => request(on).post('/v1/messages').set(auth())),
  'body.unsupported': made(raw('text/plain', 'hello')),
  'body.unparsable': made(raw('application/json', '{"message": ')),
  'body.not_object': made(raw('application/json', '["hello"]')),
  'body.refused_key': made(raw('application/json', '{"__proto__": {"admin": true}}')),
  'body.too_deep': made(raw('application/json', `${'['.repeat(70)}${']'.repeat(70)}`)),
  'body.unread': made(raw('application/json', JSON.stringify({ message: 'x'.repeat(2 ** 20) }))),
  'input.invalid': made(get('/v1/messages?limit=500')),
  'input.unknown': made(get('/v1/messages?conversation=conv_trip')),
  'conversation.hidden': made(post('/v1/messages', { conversation_id: 'conv_cleo', message: 'hi' })),
  'conversation.absent': made(post('/v1/messages', { conversation_id: 'grp_trip', message: 'hi' })),
  'message.hidden': made(get('/v1/messages/msg_c1')),
  'message.absent': made(get('/v1/messages/msg_nope')),
  'message.attachments_full': made(
    put('/v1/messages/msg_d2', {
      attachments: Array.from({ length: 10 }, (_, i) => ({ url: `https://files.example.com/${i}.pdf` })),
    }),
  ),
  'group.hidden': made(get('/v1/groups/grp_cleo')),
  'group.absent': made(get('/v1/groups/msg_t1')),
  'group.archived': made(get('/v1/groups/grp_old')),
  'contact.resolved': made(post('/v1/groups', 'name=Hike&contacts[0][username]=ben')),
  'contact.unknown': made(post('/v1/groups', { name: 'Hike', contacts: [{ id: 'ct_zed' }] })),
  'page.cursor': made(get('/v1/messages?conversation_id=conv_trip&starting_after=msg_t2')),
  'page.cursor_refused': made(get('/v1/messages?conversation_id=conv_trip&starting_after=msg_d1')),
  'page.hidden': made(get('/v1/messages')),
  'page.filtered': made(get('/v1/groups?archived=false')),
  'page.more': made(get('/v1/messages?conversation_id=conv_trip&limit=2')),
  'page.end': made(get('/v1/messages?conversation_id=conv_trip&starting_after=msg_t1')),
  'clock.frozen': made(post('/v1/messages', { conversation_id: 'conv_trip', message: 'hi' })),
  'message.sent': made(
    post('/v1/messages', {
      conversation_id: 'conv_trip',
      message: 'hi',
      attachments: [{ url: 'https://x.test/a.png' }],
    }),
  ),
  'message.updated': made(put('/v1/messages/msg_t1', { reactions: { like: ['ben'] } })),
  'message.deleted': made((on) => request(on).delete('/v1/messages/msg_t1').set(auth())),
  'group.created': made(post('/v1/groups', { name: 'Hike', contacts: [{ id: 'ct_ben' }] })),
  'group.updated': made(put('/v1/groups/grp_trip', { contacts: [{ id: 'ct_cleo' }] })),
  'group.deleted': made((on) => request(on).delete('/v1/groups/grp_trip').set(auth())),
  'storage.refused': refusedWrite,
  'internal.bug': bug,
}

describe('the catalogue: every reason code, made by a real request', () => {
  it.each(reasonCodes)('%s says what the catalogue shows', async (code) => {
    const entry = await (requests[code] as (code: ReasonCode) => Promise<JournalEntry>)(code)
    const reason = entry.why.find((r) => r.code === code) as Reason
    const [message, hint = null] = catalogue[code].example
    expect({ message: reason.message, hint: reason.hint }).toEqual({ message, hint })
  })

  it('is whole: the table above has a request for every code, and no other', () => {
    expect(Object.keys(requests)).toEqual(reasonCodes)
  })
})

describe('what a caller may not see answers exactly as what does not exist', () => {
  /** Status, headers (but Date) and the body's bytes. */
  const answerOf = (res: Response) => {
    const { date: _, ...headers } = res.headers
    return { status: res.status, headers, body: res.text }
  }

  it.each([
    ['GET', '/v1/messages/msg_c1', '/v1/messages/msg_nope', 'message.hidden', 'message.absent'],
    ['PUT', '/v1/messages/msg_c1', '/v1/messages/msg_nope', 'message.hidden', 'message.absent'],
    ['DELETE', '/v1/messages/msg_c1', '/v1/messages/msg_nope', 'message.hidden', 'message.absent'],
    ['GET', '/v1/groups/grp_cleo', '/v1/groups/grp_nope', 'group.hidden', 'group.absent'],
    ['PUT', '/v1/groups/grp_cleo', '/v1/groups/grp_nope', 'group.hidden', 'group.absent'],
    ['DELETE', '/v1/groups/grp_cleo', '/v1/groups/grp_nope', 'group.hidden', 'group.absent'],
    ['POST', '/v1/messages?to=conv_cleo', '/v1/messages?to=conv_nope', 'conversation.hidden', 'conversation.absent'],
    [
      'GET',
      '/v1/messages?conversation_id=conv_cleo',
      '/v1/messages?conversation_id=conv_nope',
      'conversation.hidden',
      'conversation.absent',
    ],
    [
      'GET',
      '/v1/messages?starting_after=msg_c1',
      '/v1/messages?starting_after=msg_nope',
      'page.cursor_refused',
      'page.cursor_refused',
    ],
    [
      'GET',
      '/v1/messages?conversation_id=conv_trip&ending_before=msg_cd1',
      '/v1/messages?conversation_id=conv_trip&ending_before=msg_nope',
      'page.cursor_refused',
      'page.cursor_refused',
    ],
    [
      'GET',
      '/v1/groups?starting_after=grp_cleo',
      '/v1/groups?starting_after=grp_nope',
      'page.cursor_refused',
      'page.cursor_refused',
    ],
  ] as const)(
    '%s %s answers as %s does; only the journal tells them apart',
    async (method, hidden, absent, seen, missing) => {
      const on = app()
      const send = (target: string) => {
        // A send names its conversation in the body (`to` only picks it here).
        const [path, to] = target.split('?to=')
        const sent = request(on)[method.toLowerCase() as 'get' | 'put' | 'post' | 'delete'](path).set(auth())
        if (method === 'POST') return sent.set(json).send({ conversation_id: to, message: 'hi' })
        return method === 'PUT'
          ? sent.set(json).send(hidden.includes('groups') ? { name: 'x' } : { message: 'x' })
          : sent
      }
      const answers = [answerOf(await send(hidden)), answerOf(await send(absent))]
      expect(answers[0]).toEqual(answers[1])
      expect([404, 400]).toContain(answers[0].status)
      const [absentEntry, hiddenEntry] = (await request(on).get('/__requests')).body.data as JournalEntry[]
      expect([hiddenEntry.why.at(-1)?.code, absentEntry.why.at(-1)?.code]).toEqual([seen, missing])
    },
  )
})

describe('near misses', () => {
  const last = async (send: (on: Express) => Promise<unknown>) => {
    const on = app()
    await send(on)
    const [entry] = (await request(on).get('/__requests?limit=1')).body.data as JournalEntry[]
    const reason = entry.why.at(-1) as Reason
    return [reason.code, reason.message, reason.hint]
  }

  it.each([
    [
      '/v1/messages/msg_t1/reactions',
      'No route of /v1 is /v1/messages/msg_t1/reactions. The nearest is /v1/messages/{id}; the path goes on past it with reactions.',
      "A message's reactions and attachments change through PUT /v1/messages/{id}.",
    ],
    [
      '/v1/Grups',
      'No route of /v1 is /v1/Grups. The nearest is /v1/groups: it has groups where the path has Grups.',
      null,
    ],
    [
      '/v1/users/ct_ana',
      'No route of /v1 is /v1/users/ct_ana: /v1 has /v1/messages, /v1/messages/{id}, /v1/groups and /v1/groups/{id}.',
      null,
    ],
    ['/v1', 'No route of /v1 is /v1: /v1 has /v1/messages, /v1/messages/{id}, /v1/groups and /v1/groups/{id}.', null],
  ])('an unknown route %s: the nearest route, and what differs', async (path, message, hint) => {
    expect(await last(get(path))).toEqual(['route.unknown', message, hint])
  })

  it.each([
    [
      'patch',
      '/v1/groups/grp_trip',
      'PATCH is not a method of /v1/groups/{id}, which answers GET, HEAD, PUT and DELETE.',
      'To change some fields, send PUT: it changes only the fields sent.',
    ],
    [
      'post',
      '/v1/messages/msg_t1',
      'POST is not a method of /v1/messages/{id}, which answers GET, HEAD, PUT and DELETE.',
      'To create one, POST to /v1/messages.',
    ],
    [
      'delete',
      '/v1/messages',
      'DELETE is not a method of /v1/messages, which answers GET, HEAD and POST.',
      'To change or delete one, send it to /v1/messages/{id}.',
    ],
  ] as const)('a wrong method: %s %s, and what to send instead', async (method, path, message, hint) => {
    expect(await last((on) => request(on)[method](path).set(auth()))).toEqual(['route.method', message, hint])
  })

  it('an unknown field: what the operation takes, and the one it takes that is nearest, nested too', async () => {
    const sent = post('/v1/messages', {
      conversation_id: 'conv_trip',
      messge: 'hi',
      attachments: [{ url: 'https://x.test/a.png', filname: 'a.png' }],
    })
    expect(await last(sent)).toEqual([
      'input.unknown',
      'The body has fields the operation does not take: messge (it takes conversation_id, message and attachments); attachments[0][filname] (it takes url, filename, content_type and size).',
      'Did you mean message for messge and filename for attachments[0][filname]?',
    ])
  })

  it('a journal filter by an unknown reason code is refused, naming the code nearest to it', async () => {
    const res = await request(app()).get('/__requests?reason=caller.expird')
    expect(expectProblem(res, 400, 'invalid_parameter', ['reason']).errors).toEqual([
      { param: 'reason', message: 'is no reason code (did you mean caller.expired?); docs/reasons.md lists them' },
    ])
  })
})
