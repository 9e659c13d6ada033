import type { Express } from 'express'
import request, { type Response } from 'supertest'
import { describe, expect, it } from 'vitest'
import type { JournalEntry } from '../src/engine/control/journal.js'
import { catalogue, explain, type ReasonData, reasonCodes, shared, standing } from '../src/engine/core/reasons.js'
import type { Reason, ReasonCode } from '../src/engine/core/types.gen.js'
import type { MockOptions } from '../src/engine/options.js'
import { auth, expectProblem, json, smallApp } from './helpers.js'
import { entryOf, plantedBug, reasonCases, reasonServer, sendCase } from './support/every-reason.js'

/**
 * Issue 48: every answer explains itself. Each reason code of the catalogue
 * (src/engine/core/reasons.ts, docs/reasons.md) made by a real request and read back from the
 * journal, its sentence and hint exactly the catalogue's example; the near misses of a route and a
 * method; and the answers of what a caller may not see, byte for byte those of what does not exist.
 */

const NOW = 1767225600
const app = (options: MockOptions = {}) => smallApp({ clock: NOW, ...options })

/** The entry a code's case makes on a server of its own (test/support/every-reason.ts). */
async function made(code: ReasonCode): Promise<JournalEntry | undefined> {
  const server = await reasonServer(reasonCases[code].options)
  try {
    await sendCase(server, code)
    // No case meets a bug of the mock but the one internal.bug's plants.
    expect(server.bugs).toEqual(code === 'internal.bug' ? [plantedBug] : [])
    return await entryOf(server, code)
  } finally {
    await server.close()
  }
}

describe('the catalogue: every reason code, made by a real request', () => {
  it.each(reasonCodes)('%s says what the catalogue shows', async (code) => {
    const entry = await made(code)
    const reason = entry?.why.find((r) => r.code === code) as Reason
    const [message, hint = null] = catalogue[code].example
    expect({ message: reason.message, hint: reason.hint }).toEqual({ message, hint })
  })
})

/** The newest entry of a fresh app's journal, and its deciding reason. */
const last = async (send: (on: Express) => Promise<unknown>) => {
  const on = app()
  await send(on)
  const [entry] = (await request(on).get('/__requests?limit=1')).body.data as JournalEntry[]
  const reason = entry.why.at(-1) as Reason
  return [reason.code, reason.message, reason.hint]
}

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
    expect(await last((on) => request(on).get(path).set(auth()))).toEqual(['route.unknown', message, hint])
  })

  it.each([
    [
      'delete',
      '/v1/grups',
      'No route of /v1 is /v1/grups. The nearest is /v1/groups: it has groups where the path has grups. /v1/groups answers GET, HEAD and POST, not DELETE.',
      'To change or delete one, send it to /v1/groups/{id}.',
    ],
    [
      'post',
      '/v1/mesages/msg_t1',
      'No route of /v1 is /v1/mesages/msg_t1. The nearest is /v1/messages/{id}: it has messages where the path has mesages. /v1/messages/{id} answers GET, HEAD, PUT and DELETE, not POST.',
      'To create one, POST to /v1/messages.',
    ],
    [
      'put',
      '/v1/groups/grp_trip/members',
      'No route of /v1 is /v1/groups/grp_trip/members. The nearest is /v1/groups/{id}; the path goes on past it with members.',
      null,
    ],
  ] as const)(
    'an unknown route with a method its nearest does not answer: %s %s says both differences',
    async (method, path, message, hint) => {
      expect(await last((on) => request(on)[method](path).set(auth()))).toEqual(['route.unknown', message, hint])
    },
  )

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
    const body = {
      conversation_id: 'conv_trip',
      messge: 'hi',
      attachments: [{ url: 'https://x.test/a.png', filname: 'a.png' }],
    }
    expect(await last((on) => request(on).post('/v1/messages').set(auth()).set(json).send(body))).toEqual([
      'input.unknown',
      'The body has fields the operation does not take: messge (it takes conversation_id, message and attachments); attachments[0][filname] (it takes url, filename, content_type and size).',
      'Did you mean message for messge and filename for attachments[0][filname]?',
    ])
  })

  it('a name that brackets to nothing (the fuzz found `[`) is named as it is, with nothing near it', async () => {
    expect(await last((on) => request(on).get('/v1/messages?%5B=%24msg%3A0').set(auth()))).toEqual([
      'input.unknown',
      'The query has a query parameter the operation does not take: [ (it takes conversation_id, limit, starting_after and ending_before).',
      null,
    ])
  })

  it('a journal filter by an unknown reason code is refused, naming the code nearest to it', async () => {
    const res = await request(app()).get('/__requests?reason=caller.expird')
    expect(expectProblem(res, 400, 'invalid_parameter', ['reason']).errors).toEqual([
      { param: 'reason', message: 'is no reason code (did you mean caller.expired?); docs/reasons.md lists them' },
    ])
  })
})

describe('reasons read back from the journal: the page, its query and its tenant', () => {
  /** The values of each reason of the newest entry, by code. */
  const valuesOf = async (on: Express) => {
    const [entry] = (await request(on).get('/__requests?limit=1')).body.data as JournalEntry[]
    return Object.fromEntries(entry.why.map((r) => [r.code, r.values]))
  }

  it('a page with more beyond it names the cursor of the next one, forwards and back', async () => {
    const on = app()
    const all = await request(on).get('/v1/messages?conversation_id=conv_trip').set(auth())
    const ids = all.body.data.map((m: { id: string }) => m.id)
    expect(ids.length).toBe(3)
    const first = await request(on).get('/v1/messages?conversation_id=conv_trip&limit=2').set(auth())
    expect(first.body.has_more).toBe(true)
    expect((await valuesOf(on))['page.more']).toEqual({ count: 2, limit: 2, param: 'starting_after', next: ids[1] })
    // Back from the third: the second, with the first still newer.
    const back = await request(on)
      .get(`/v1/messages?conversation_id=conv_trip&limit=1&ending_before=${ids[2]}`)
      .set(auth())
    expect({ has_more: back.body.has_more, ids: back.body.data.map((m: { id: string }) => m.id) }).toEqual({
      has_more: true,
      ids: [ids[1]],
    })
    expect((await valuesOf(on))['page.more']).toEqual({ count: 1, limit: 1, param: 'ending_before', next: ids[1] })
  })

  it('the end of a list counts its page against the limit the request gave, or the default', async () => {
    const on = app()
    const groups = await request(on).get('/v1/groups').set(auth())
    expect(groups.body.has_more).toBe(false)
    expect((await valuesOf(on))['page.end']).toEqual({ count: groups.body.data.length, limit: 10 })
    await request(on).get('/v1/groups?limit=100').set(auth())
    expect((await valuesOf(on))['page.end']).toEqual({ count: groups.body.data.length, limit: 100 })
  })

  it('the tenant a header, a path prefix or baggage named is the name of the journal that holds the request', async () => {
    const on = app()
    await request(on).get('/v1/groups').set(auth()).set('X-Mock-Tenant', 'qa')
    expect((await request(on).get('/__requests?limit=1').set('X-Mock-Tenant', 'qa')).body.data[0].why[0]).toEqual({
      code: 'tenant.header',
      message: 'The tenant is qa, named by the X-Mock-Tenant header.',
      hint: null,
      values: { tenant: 'qa' },
    })
    await request(on).get('/t/e2e/v1/groups').set(auth())
    expect((await request(on).get('/t/e2e/__requests?limit=1')).body.data[0].why[0].values).toEqual({ tenant: 'e2e' })
    await request(on).get('/v1/groups').set(auth()).set('baggage', 'mock-tenant=qa%2D1')
    expect((await request(on).get('/__requests?limit=1').set('X-Mock-Tenant', 'qa-1')).body.data[0].why[0]).toEqual({
      code: 'tenant.baggage',
      message: 'The tenant is qa-1, named by the mock-tenant member of the baggage header.',
      hint: null,
      values: { tenant: 'qa-1' },
    })
  })

  it('a page kept as its text (a snapshot keeps text) reads the same; values kept with a reason are its own', () => {
    const context = {
      method: 'GET',
      path: '/v1/groups',
      caller: 'ct_ana',
      authorization: 'Bearer tok_ana',
      contentType: undefined,
      rawBytes: 0,
      query: { limit: '2' },
      body: undefined,
      problem: undefined,
      tenant: 'default',
      answer: '{"has_more":true,"data":[{"id":"grp_a"},{"id":"grp_b"}]}',
    }
    const kept: ReasonData = { code: 'page.more', count: 5, limit: 5, param: 'starting_after', next: 'grp_kept' }
    expect(explain([{ code: 'page.more' }, kept], context).map((r) => r.values)).toEqual([
      { count: 2, limit: 2, param: 'starting_after', next: 'grp_b' },
      { count: 5, limit: 5, param: 'starting_after', next: 'grp_kept' },
    ])
  })
})

describe('the arrays of reasons the journal keeps', () => {
  const tenant = standing({ code: 'tenant.default', near: null })
  const route = standing({ code: 'route.matched', route: 'GET /v1/groups', operation: 'list_groups' })

  it('one frozen array for every request of the same standing reasons, with the index of each code', () => {
    const one = shared([tenant, route])
    expect(shared([tenant, route])).toBe(one)
    expect(one?.why).toEqual([tenant, route])
    expect(Object.isFrozen(one?.why)).toBe(true)
    expect(one?.codes).toEqual([reasonCodes.indexOf('tenant.default'), reasonCodes.indexOf('route.matched')])
    expect(shared([tenant])?.why).toEqual([tenant])
    expect(shared([])?.why).toEqual([])
  })

  it('none for a request with a reason made for it: the journal keeps its own array', () => {
    expect(shared([tenant, { code: 'tenant.default', near: null }])).toBeUndefined()
    expect(shared([{ code: 'body.json' }, tenant])).toBeUndefined()
  })

  it('coverage counts the reasons of a shared array and of an own one alike', async () => {
    const on = app()
    await request(on).get('/v1/groups').set(auth())
    await request(on).get('/v1/messages/msg_c1').set(auth())
    const { reasons } = (await request(on).get('/__coverage')).body
    expect(reasons).toEqual({
      'tenant.default': 2,
      'caller.token': 2,
      'route.matched': 2,
      // The groups ct_ana is not in: a reason made for this list, so its array is its own.
      'page.hidden': 1,
      'page.end': 1,
      'message.hidden': 1,
    })
  })
})
