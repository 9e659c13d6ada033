import type { Express } from 'express'
import fc from 'fast-check'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { createApp } from '../src/app.js'
import { Mock } from '../src/engine/mock.js'
import { sendMessage } from '../src/engine/store/messages.js'
import { type Cursor, type OrderedList, page, SortedList } from '../src/engine/store/paging.js'
import type { MessageRecord } from '../src/engine/store/records.js'
import { auth, expectProblem, fixture, ids, JSON_TYPE, smallApp } from './helpers.js'
import { smallWorld } from './support/small-world.js'

const pad = (n: number) => String(n).padStart(2, '0')
const range = (from: number, to: number) =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (from <= to ? from + i : from - i))
/** `msg_p25`, `msg_p24`, ... for range(25, 1). */
const p = (...ns: number[]) => ns.map((n) => `msg_p${pad(n)}`)
const g = (...ns: number[]) => ns.map((n) => `grp_${pad(n)}`)

/**
 * A world for walking long lists. Ana owns grp_01..grp_12 (created in that order, 100 s apart;
 * grp_07 and grp_08 share a second; every third one is archived) and sees msg_p01..msg_p25 in
 * conv_01 (60 s apart; msg_p07 and msg_p08 share a second). Cleo's group, created between
 * grp_06 and grp_07, and its message are not ana's.
 */
function pagingFixture() {
  const groups = range(1, 12).map((n) => ({
    id: `grp_${pad(n)}`,
    name: `Group ${n}`,
    owner: 'ct_ana',
    contacts: ['ct_ben'],
    conversation_id: `conv_${pad(n)}`,
    created_at: 1767000000 + 100 * (n === 8 ? 7 : n),
    ...(n % 3 === 0 ? { archived_at: 1767500000 } : {}),
  }))
  const messages = range(1, 25).map((n) => ({
    id: `msg_p${pad(n)}`,
    conversation_id: 'conv_01',
    contact: n % 2 === 0 ? 'ct_ben' : 'ct_ana',
    message: `message ${n}`,
    created_at: 1767100000 + 60 * (n === 8 ? 7 : n),
  }))
  return {
    default_caller: 'ct_ana',
    tokens: { tok_ana: 'ct_ana', tok_ben: 'ct_ben', tok_cleo: 'ct_cleo' },
    contacts: [
      { id: 'ct_ana', username: 'ana', created_at: 1760000000 },
      { id: 'ct_ben', username: 'ben', created_at: 1760000001 },
      { id: 'ct_cleo', username: 'cleo', created_at: 1760000002 },
    ],
    groups: [
      ...groups,
      { id: 'grp_cleo', name: 'Cleo', owner: 'ct_cleo', conversation_id: 'conv_cleo', created_at: 1767000650 },
    ],
    messages: [
      ...messages,
      { id: 'msg_x1', conversation_id: 'conv_cleo', contact: 'ct_cleo', message: 'mine', created_at: 1767100500 },
    ],
  }
}

const pagingApp = (): Express => createApp({ fixtures: pagingFixture(), seed: 1 })

const get = (app: Express, url: string, token = 'tok_ana') => request(app).get(url).set(auth(token))

/** Asserts a list page: 200, JSON, only the envelope's two fields, the ids in order, has_more. */
async function expectPage(app: Express, url: string, expectedIds: string[], hasMore: boolean) {
  const res = await get(app, url)
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toBe(JSON_TYPE)
  expect(Object.keys(res.body).sort()).toEqual(['data', 'has_more'])
  expect({ ids: ids(res), has_more: res.body.has_more }).toEqual({ ids: expectedIds, has_more: hasMore })
  return res
}

describe('message list order', () => {
  it('is newest first; equal created_at puts the later created first (msg_t3 before msg_t2)', async () => {
    const res = await expectPage(
      smallApp(),
      '/v1/messages?conversation_id=conv_trip',
      ['msg_t3', 'msg_t2', 'msg_t1'],
      false,
    )
    expect(res.body.data.map((m: { created_at: number }) => m.created_at)).toEqual([1767000200, 1767000200, 1767000100])
  })

  it("merges all the caller's conversations (conv_trip, conv_old, conv_dm) without conversation_id", async () => {
    const res = await expectPage(
      smallApp(),
      '/v1/messages',
      ['msg_d2', 'msg_t3', 'msg_t2', 'msg_d1', 'msg_t1', 'msg_o1'],
      false,
    )
    expect(res.body.data.map((m: { conversation_id: string }) => m.conversation_id)).toEqual([
      'conv_dm',
      'conv_trip',
      'conv_trip',
      'conv_dm',
      'conv_trip',
      'conv_old',
    ])
  })

  it.each([
    ['conv_trip', ['msg_t3', 'msg_t2', 'msg_t1']],
    ['conv_old', ['msg_o1']],
    ['conv_dm', ['msg_d2', 'msg_d1']],
  ])('restricts the list to conversation_id=%s', async (conversation, expected) => {
    await expectPage(smallApp(), `/v1/messages?conversation_id=${conversation}`, expected, false)
  })

  it('shows other callers their own conversations', async () => {
    const app = smallApp()
    const res = await get(app, '/v1/messages', 'tok_ben')
    expect(ids(res)).toEqual(['msg_d2', 'msg_t3', 'msg_t2', 'msg_d1', 'msg_t1'])
    const cleo = await get(app, '/v1/messages', 'tok_cleo')
    expect(ids(cleo)).toEqual(['msg_cd1', 'msg_c1'])
  })

  it.each([['conv_cd'], ['conv_cleo'], ['conv_never_existed']])(
    'answers 404 for conversation_id=%s, which the caller cannot see',
    async (conversation) => {
      const app = smallApp()
      const res = await get(app, `/v1/messages?conversation_id=${conversation}`)
      expectProblem(res, 404, 'not_found')
      const unknown = await get(app, '/v1/messages?conversation_id=conv_never_existed')
      expect(res.body).toEqual(unknown.body)
    },
  )

  it('puts messages sent through the API before the fixture messages', async () => {
    const app = smallApp()
    const first = await request(app)
      .post('/v1/messages')
      .set(auth())
      .send({ conversation_id: 'conv_old', message: 'a' })
    const second = await request(app)
      .post('/v1/messages')
      .set(auth())
      .send({ conversation_id: 'conv_trip', message: 'b' })
    await expectPage(app, '/v1/messages?conversation_id=conv_old', [first.body.id, 'msg_o1'], false)
    await expectPage(
      app,
      '/v1/messages',
      [second.body.id, first.body.id, 'msg_d2', 'msg_t3', 'msg_t2', 'msg_d1', 'msg_t1', 'msg_o1'],
      false,
    )
  })

  it('puts messages sent through the API before fixture messages of the same second', async () => {
    // Fixture messages without created_at are created "now", when the app is built: the messages
    // sent right after share their second (or a later one) and still count as created later.
    const app = createApp({
      fixtures: {
        contacts: [{ id: 'ct_ana', username: 'ana' }],
        conversations: [{ id: 'conv_1', participants: ['ct_ana'] }],
        messages: [
          { id: 'msg_f1', conversation_id: 'conv_1', contact: 'ct_ana', message: 'f1' },
          { id: 'msg_f2', conversation_id: 'conv_1', contact: 'ct_ana', message: 'f2' },
        ],
      },
    })
    const s1 = await request(app).post('/v1/messages').set(auth()).send({ conversation_id: 'conv_1', message: 's1' })
    const s2 = await request(app).post('/v1/messages').set(auth()).send({ conversation_id: 'conv_1', message: 's2' })
    await expectPage(app, '/v1/messages', [s2.body.id, s1.body.id, 'msg_f2', 'msg_f1'], false)
  })
})

describe('limit', () => {
  it('defaults to 10', async () => {
    await expectPage(pagingApp(), '/v1/messages?conversation_id=conv_01', p(...range(25, 16)), true)
    await expectPage(pagingApp(), '/v1/messages', p(...range(25, 16)), true)
    await expectPage(pagingApp(), '/v1/groups', g(12, 11, 10, 9, 8, 7, 6, 5, 4, 3), true)
  })

  it.each([
    ['/v1/messages?conversation_id=conv_01&limit=1', p(25), true],
    ['/v1/messages?conversation_id=conv_01&limit=24', p(...range(25, 2)), true],
    ['/v1/messages?conversation_id=conv_01&limit=25', p(...range(25, 1)), false],
    ['/v1/messages?conversation_id=conv_01&limit=100', p(...range(25, 1)), false],
    ['/v1/groups?limit=1', g(12), true],
    ['/v1/groups?limit=12', g(...range(12, 1)), false],
    ['/v1/groups?limit=100', g(...range(12, 1)), false],
  ])('%s', async (url, expected, hasMore) => {
    await expectPage(pagingApp(), url, expected, hasMore)
  })

  it.each(
    ['/v1/messages', '/v1/groups'].flatMap((path) =>
      ['limit=0', 'limit=101', 'limit=-1', 'limit=abc', 'limit=1.5', 'limit=', 'limit[]=1', 'limit=1&limit=2'].map(
        (query) => [`${path}?${query}`] as const,
      ),
    ),
  )('refuses %s, naming limit', async (url) => {
    expectProblem(await get(pagingApp(), url), 400, 'invalid_parameter', ['limit'])
  })

  it.each([
    ['/v1/messages?offset=10', 'offset'],
    ['/v1/messages?page=2', 'page'],
    ['/v1/groups?cursor=grp_01', 'cursor'],
  ])('refuses the unknown query parameter of %s', async (url, param) => {
    expectProblem(await get(pagingApp(), url), 400, 'unknown_parameter', [param])
  })
})

describe('message cursors', () => {
  const conv = '/v1/messages?conversation_id=conv_01'
  const conv10 = `${conv}&limit=10`

  it.each([
    [conv10, p(...range(25, 16)), true],
    [`${conv10}&starting_after=msg_p16`, p(...range(15, 6)), true],
    [`${conv10}&starting_after=msg_p06`, p(...range(5, 1)), false],
  ])('walks forwards: %s', async (url, expected, hasMore) => {
    await expectPage(pagingApp(), url, expected, hasMore)
  })

  it.each([
    [`${conv10}&ending_before=msg_p01`, p(...range(11, 2)), true],
    [`${conv10}&ending_before=msg_p11`, p(...range(21, 12)), true],
    [`${conv10}&ending_before=msg_p21`, p(25, 24, 23, 22), false],
  ])('walks backwards, still newest first: %s', async (url, expected, hasMore) => {
    await expectPage(pagingApp(), url, expected, hasMore)
  })

  it.each([
    // msg_p08 and msg_p07 share a second: the cursor must split them exactly once.
    [`${conv}&limit=3&starting_after=msg_p09`, p(8, 7, 6), true],
    [`${conv}&limit=3&starting_after=msg_p08`, p(7, 6, 5), true],
    [`${conv}&limit=3&ending_before=msg_p07`, p(10, 9, 8), true],
    [`${conv}&limit=3&ending_before=msg_p08`, p(11, 10, 9), true],
    // has_more is false when the page reaches exactly the end in its direction.
    [`${conv10}&starting_after=msg_p11`, p(...range(10, 1)), false],
    [`${conv10}&ending_before=msg_p15`, p(...range(25, 16)), false],
    [`${conv10}&starting_after=msg_p01`, [], false],
    [`${conv10}&ending_before=msg_p25`, [], false],
  ])('%s', async (url, expected, hasMore) => {
    await expectPage(pagingApp(), url, expected, hasMore)
  })

  it('visits every message exactly once, forwards and backwards, with has_more on every page', async () => {
    const app = pagingApp()
    const pages: [string[], boolean][] = []
    let res = await get(app, '/v1/messages?limit=4')
    pages.push([ids(res), res.body.has_more])
    while (res.body.has_more) {
      res = await get(app, `/v1/messages?limit=4&starting_after=${ids(res).at(-1)}`)
      pages.push([ids(res), res.body.has_more])
    }
    expect(pages).toEqual([
      [p(25, 24, 23, 22), true],
      [p(21, 20, 19, 18), true],
      [p(17, 16, 15, 14), true],
      [p(13, 12, 11, 10), true],
      [p(9, 8, 7, 6), true],
      [p(5, 4, 3, 2), true],
      [p(1), false],
    ])

    pages.length = 0
    let first = 'msg_p01'
    do {
      res = await get(app, `/v1/messages?limit=4&ending_before=${first}`)
      pages.push([ids(res), res.body.has_more])
      first = ids(res)[0]
    } while (res.body.has_more)
    expect(pages).toEqual([
      [p(5, 4, 3, 2), true],
      [p(9, 8, 7, 6), true],
      [p(13, 12, 11, 10), true],
      [p(17, 16, 15, 14), true],
      [p(21, 20, 19, 18), true],
      [p(25, 24, 23, 22), false],
    ])
  })

  it.each([
    ['starting_after=msg_t2&limit=2', ['msg_d1', 'msg_t1'], true],
    ['starting_after=msg_t1&limit=2', ['msg_o1'], false],
    ['starting_after=msg_d2&limit=3', ['msg_t3', 'msg_t2', 'msg_d1'], true],
    ['ending_before=msg_o1&limit=2', ['msg_d1', 'msg_t1'], true],
    ['ending_before=msg_d1&limit=2', ['msg_t3', 'msg_t2'], true],
    ['ending_before=msg_t3&limit=2', ['msg_d2'], false],
  ])('pages through the merge of all conversations: %s', async (query, expected, hasMore) => {
    await expectPage(smallApp(), `/v1/messages?${query}`, expected, hasMore)
  })

  it('pages after a message sent through the API', async () => {
    const app = smallApp()
    const sent = await request(app)
      .post('/v1/messages')
      .set(auth())
      .send({ conversation_id: 'conv_trip', message: 'new' })
    await expectPage(app, '/v1/messages?conversation_id=conv_trip&limit=1', [sent.body.id], true)
    await expectPage(
      app,
      `/v1/messages?conversation_id=conv_trip&limit=2&starting_after=${sent.body.id}`,
      ['msg_t3', 'msg_t2'],
      true,
    )
    await expectPage(app, '/v1/messages?conversation_id=conv_trip&ending_before=msg_t3', [sent.body.id], false)
  })

  it.each([
    ['/v1/messages?starting_after=msg_t1&ending_before=msg_t3'],
    ['/v1/messages?conversation_id=conv_trip&starting_after=msg_t1&ending_before=msg_t3'],
    ['/v1/groups?starting_after=grp_old&ending_before=grp_trip'],
  ])('refuses both cursors at once: %s', async (url) => {
    // CONTRACT 6: errors[].param names the failing parameter. A query has no body, so the
    // conflict is reported on the cursor that may not be combined (ending_before).
    expectProblem(await get(smallApp(), url), 400, 'invalid_parameter', ['ending_before'])
  })

  it.each(
    [
      ['msg_c1', ''],
      ['msg_cd1', ''],
      ['msg_never_existed', ''],
      ['msg_d2', '&conversation_id=conv_trip'],
      ['msg_o1', '&conversation_id=conv_dm'],
      ['msg_c1', '&conversation_id=conv_trip'],
    ].flatMap(([id, filter]) =>
      (['starting_after', 'ending_before'] as const).map((param) => [`/v1/messages?${param}=${id}${filter}`, param]),
    ),
  )('refuses %s, a cursor not in the list, naming %s', async (url, param) => {
    expectProblem(await get(smallApp(), url), 400, 'invalid_parameter', [param])
  })

  it('refuses a deleted message as a cursor', async () => {
    const app = smallApp()
    await request(app).delete('/v1/messages/msg_t2').set(auth())
    expectProblem(await get(app, '/v1/messages?starting_after=msg_t2'), 400, 'invalid_parameter', ['starting_after'])
  })
})

describe('group list', () => {
  it.each([
    ['', ['trip', 'old']],
    ['?archived=true', ['old']],
    ['?archived=false', ['trip']],
  ])('answers the groups ana sees, newest first (%s)', async (query, expected) => {
    // ben has no created_at in the fixture: he is created when the app is built.
    const before = Math.floor(Date.now() / 1000)
    const app = smallApp()
    const after = Math.floor(Date.now() / 1000)
    const res = await get(app, `/v1/groups${query}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(JSON_TYPE)
    const benCreatedAt = expected.includes('trip') ? res.body.data[0].contacts[0].created_at : 0
    const { trip, old } = smallWorld(benCreatedAt)
    expect(res.body).toEqual({
      has_more: false,
      data: expected.map((name) => (name === 'old' ? old : trip)),
    })
    if (expected.includes('trip')) {
      expect(benCreatedAt).toBeGreaterThanOrEqual(before)
      expect(benCreatedAt).toBeLessThanOrEqual(after)
    }
  })

  it('shows cleo only her group', async () => {
    const res = await get(smallApp(), '/v1/groups', 'tok_cleo')
    expect(ids(res)).toEqual(['grp_cleo'])
  })

  it.each(['yes', '1', 'TRUE', '', 'true,false'])('refuses archived=%s', async (value) => {
    expectProblem(await get(smallApp(), `/v1/groups?archived=${value}`), 400, 'invalid_parameter', ['archived'])
  })

  it('refuses archived[]=true', async () => {
    expectProblem(await get(smallApp(), '/v1/groups?archived[]=true'), 400, 'invalid_parameter', ['archived'])
  })

  it.each([
    ['', g(...range(12, 1))],
    ['&archived=true', g(12, 9, 6, 3)],
    ['&archived=false', g(11, 10, 8, 7, 5, 4, 2, 1)],
  ])('orders ana`s groups newest first, grp_08 before grp_07 (same second) (%s)', async (query, expected) => {
    await expectPage(pagingApp(), `/v1/groups?limit=100${query}`, expected, false)
  })

  it.each([
    ['/v1/groups?limit=5', g(12, 11, 10, 9, 8), true],
    ['/v1/groups?limit=5&starting_after=grp_08', g(7, 6, 5, 4, 3), true],
    ['/v1/groups?limit=5&starting_after=grp_03', g(2, 1), false],
    ['/v1/groups?limit=5&ending_before=grp_01', g(6, 5, 4, 3, 2), true],
    ['/v1/groups?limit=5&ending_before=grp_06', g(11, 10, 9, 8, 7), true],
    ['/v1/groups?limit=5&ending_before=grp_11', g(12), false],
    ['/v1/groups?limit=1&starting_after=grp_08', g(7), true],
    ['/v1/groups?limit=1&ending_before=grp_07', g(8), true],
    ['/v1/groups?starting_after=grp_01', [], false],
    ['/v1/groups?ending_before=grp_12', [], false],
  ])('walks all groups: %s', async (url, expected, hasMore) => {
    await expectPage(pagingApp(), url, expected, hasMore)
  })

  it.each([
    ['/v1/groups?archived=true&limit=3', g(12, 9, 6), true],
    ['/v1/groups?archived=true&limit=3&starting_after=grp_06', g(3), false],
    ['/v1/groups?archived=true&limit=3&ending_before=grp_03', g(12, 9, 6), false],
    ['/v1/groups?archived=true&limit=1&ending_before=grp_06', g(9), true],
    ['/v1/groups?archived=false&limit=3', g(11, 10, 8), true],
    ['/v1/groups?archived=false&limit=3&starting_after=grp_08', g(7, 5, 4), true],
    ['/v1/groups?archived=false&limit=3&starting_after=grp_04', g(2, 1), false],
    ['/v1/groups?archived=false&limit=3&ending_before=grp_01', g(5, 4, 2), true],
    ['/v1/groups?archived=false&limit=3&ending_before=grp_05', g(10, 8, 7), true],
    ['/v1/groups?archived=false&limit=3&ending_before=grp_10', g(11), false],
  ])('walks the filtered groups: %s', async (url, expected, hasMore) => {
    await expectPage(pagingApp(), url, expected, hasMore)
  })

  it.each(
    [
      ['grp_12', '&archived=false'],
      ['grp_05', '&archived=true'],
      ['grp_cleo', ''],
      ['grp_never_existed', ''],
    ].flatMap(([id, filter]) =>
      (['starting_after', 'ending_before'] as const).map((param) => [`/v1/groups?${param}=${id}${filter}`, param]),
    ),
  )('refuses %s, a cursor not in the list, naming %s', async (url, param) => {
    expectProblem(await get(pagingApp(), url), 400, 'invalid_parameter', [param])
  })

  it('refuses grp_old as a cursor of the groups that are not archived', async () => {
    const app = smallApp()
    expectProblem(await get(app, '/v1/groups?archived=false&starting_after=grp_old'), 400, 'invalid_parameter', [
      'starting_after',
    ])
    await expectPage(app, '/v1/groups?starting_after=grp_trip', ['grp_old'], false)
    await expectPage(app, '/v1/groups?archived=true&ending_before=grp_old', [], false)
  })

  it('lists a group created through the API first', async () => {
    const app = pagingApp()
    const created = await request(app).post('/v1/groups').set(auth()).send({ name: 'New' })
    expect(created.status).toBe(201)
    await expectPage(app, '/v1/groups?limit=3', [created.body.id, 'grp_12', 'grp_11'], true)
    await expectPage(app, '/v1/groups?archived=false&limit=2', [created.body.id, 'grp_11'], true)
    await expectPage(app, `/v1/groups?limit=2&starting_after=${created.body.id}`, g(12, 11), true)
  })
})

/** What a page asks for: its limit, a cursor or none, and which item the cursor names. */
const pageAsked = [fc.integer({ min: 1, max: 12 }), fc.constantFrom('none', 'after', 'before'), fc.nat()] as const

describe('page(): the merge against a sort of everything', () => {
  type Item = { id: string; created_at: number; seq: number }
  // Lists of items with few distinct timestamps (many ties), made in creation order with times in
  // any order (as sends under a clock that is frozen, moved back and released), each list either
  // sorted whole (a fixture's timeline) or built by inserting every item in turn (sends).
  const world = fc
    .array(fc.tuple(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 30 }), fc.boolean()), { maxLength: 40 })
    .map((lists) => {
      let seq = 0
      return lists.map(([times, inserted]) => {
        const items = times.map((t): Item => ({ id: `m${seq}`, created_at: t, seq: seq++ }))
        if (!inserted) return SortedList.sorted(items)
        const list = SortedList.sorted<Item>([])
        for (const item of items) list.insert(item)
        return list
      })
    })

  it('gives the same page, cursor and has_more as sorting every item, for any lists, cursor and limit', () => {
    fc.assert(
      fc.property(world, ...pageAsked, (lists, limit, direction, pick) => {
        const all = lists.flatMap((list) => [...list]).sort((a, b) => b.created_at - a.created_at || b.seq - a.seq)
        if (direction !== 'none' && all.length === 0) return
        const at = pick % Math.max(all.length, 1)
        let expected: Item[]
        let more: boolean
        let cursor: Cursor<Item> = null
        if (direction === 'none') {
          expected = all.slice(0, limit)
          more = all.length > limit
        } else if (direction === 'after') {
          cursor = { after: all[at] }
          expected = all.slice(at + 1, at + 1 + limit)
          more = all.length > at + 1 + limit
        } else {
          cursor = { before: all[at] }
          expected = all.slice(Math.max(0, at - limit), at)
          more = at - limit > 0
        }
        const result = page(lists, cursor, limit)
        expect(result.items.map((m) => m.id)).toEqual(expected.map((m) => m.id))
        expect(result.hasMore).toBe(more)
      }),
      { numRuns: 2000, seed: 5 },
    )
  })
})

describe('page() with a shared list: the walk of every item against the merge', () => {
  type Item = { id: string; created_at: number; seq: number }
  /**
   * Items in creation order with few distinct times, dealt to up to 6 lists of each kind: in some
   * worlds the kept lists hold most items, in others so few that a walk gives up.
   */
  const world = fc
    .tuple(
      fc.integer({ min: 1, max: 90 }),
      fc.array(fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 5 }), fc.nat({ max: 99 })), {
        minLength: 40,
        maxLength: 200,
      }),
    )
    .map(([keptShare, raw]) => {
      const lists = new Map<string, Item[]>()
      raw.forEach(([time, list, n], seq) => {
        const name = `${n < 5 ? 'own' : n < 5 + keptShare ? 'kept' : 'other'}${list}`
        lists.set(name, [...(lists.get(name) ?? []), { id: `m${seq}`, created_at: time, seq }])
      })
      const of = (kind: string) => [...lists].filter(([name]) => name.startsWith(kind)).map(([, items]) => items)
      return { own: of('own'), kept: of('kept'), other: of('other') }
    })

  it('gives the page of the merge of the own and kept lists, whether the walk or the merge draws it', () => {
    let walked = 0
    let merged = 0
    fc.assert(
      fc.property(world, ...pageAsked, ({ own, kept, other }, limit, direction, pick) => {
        const ownLists = own.map((items) => SortedList.sorted([...items]))
        const keptLists = kept.map((items) => SortedList.sorted([...items]))
        const keptIds = new Set(kept.flat().map((i) => i.id))
        let skips = 0
        const shared = {
          list: SortedList.sorted([...own, ...kept, ...other].flat()),
          keep: (item: Item) => {
            if (keptIds.has(item.id)) return true
            skips++
            return false
          },
          lists: keptLists,
        }
        const mine = [...own, ...kept].flat().sort((a, b) => b.created_at - a.created_at || b.seq - a.seq)
        if (direction !== 'none' && mine.length === 0) return
        const at = pick % Math.max(mine.length, 1)
        const cursor: Cursor<Item> =
          direction === 'none' ? null : direction === 'after' ? { after: mine[at] } : { before: mine[at] }
        const result = page(ownLists, cursor, limit, shared)
        const expected = page([...ownLists, ...keptLists], cursor, limit)
        expect(result.items.map((m) => m.id)).toEqual(expected.items.map((m) => m.id))
        expect(result.hasMore).toBe(expected.hasMore)
        // A walk gives up on the first skip over its budget.
        if (skips > (limit + 1) * 8) merged++
        else walked++
      }),
      { numRuns: 3000, seed: 11 },
    )
    expect(walked).toBeGreaterThan(1000)
    expect(merged).toBeGreaterThan(100)
  })

  /** A shared list of `rejected` items newer than one kept item, and lists that say which path drew the page. */
  function sharedOf(rejected: number) {
    const items = Array.from({ length: rejected + 1 }, (_, i) => ({
      id: i === 0 ? 'kept' : `other${i}`,
      created_at: i,
      seq: i,
    }))
    return {
      list: SortedList.sorted(items),
      keep: (item: Item) => item.id === 'kept',
      lists: [SortedList.sorted([{ id: 'merged', created_at: 0, seq: 0 }])],
    }
  }

  it('walks past up to 8 skipped items per item of the page (limit + 1 items: the page and has_more)', () => {
    expect(page([], null, 1, sharedOf(16)).items.map((m) => m.id)).toEqual(['kept'])
    expect(page([], null, 2, sharedOf(24)).items.map((m) => m.id)).toEqual(['kept'])
  })

  it('merges the lists instead once the walk skips more', () => {
    expect(page([], null, 1, sharedOf(17)).items.map((m) => m.id)).toEqual(['merged'])
    expect(page([], null, 2, sharedOf(25)).items.map((m) => m.id)).toEqual(['merged'])
  })
})

describe("State.messagesOf: what a list across a caller's conversations draws from", () => {
  const stateOf = () => new Mock({ fixtures: fixture('small'), seed: 1 }).tenant().state
  const ids = (list: OrderedList<MessageRecord>) => [...list].map((m) => m.id)

  it("walks the world's list of every message for ana, whose conversations hold 6 of its 8", () => {
    const { lists, shared } = stateOf().messagesOf('ct_ana')
    expect(lists).toEqual([])
    expect(shared?.list.length).toBe(8)
    expect(shared?.lists.map(ids)).toEqual([['msg_t1', 'msg_t2', 'msg_t3'], ['msg_o1'], ['msg_d1', 'msg_d2']])
    expect(
      ['msg_t1', 'msg_o1', 'msg_d2', 'msg_c1', 'msg_cd1'].map((id) =>
        shared?.keep(stateOf().messages.get(id) as MessageRecord),
      ),
    ).toEqual([true, true, true, false, false])
  })

  it('merges the timeline of a conversation the state changed, and walks the rest', () => {
    const state = stateOf()
    sendMessage(state, 'ct_ana', { conversation_id: 'conv_dm', message: 'hi' })
    const { lists, shared } = state.messagesOf('ct_ana')
    expect(lists.map((list) => list.length)).toEqual([3])
    expect(shared?.lists.map(ids)).toEqual([['msg_t1', 'msg_t2', 'msg_t3'], ['msg_o1']])
    expect(shared?.keep(state.messages.get('msg_d1') as MessageRecord)).toBe(false)
  })

  it("merges cleo's two conversations, which hold 2 of the world's 8 messages", () => {
    const { lists, shared } = stateOf().messagesOf('ct_cleo')
    expect(lists.map(ids)).toEqual([['msg_c1'], ['msg_cd1']])
    expect(shared).toBeUndefined()
  })
})

describe('SortedList: the searches read created_at from their own array', () => {
  type Item = { id: string; created_at: number; seq: number }
  /** Index of the first item not older than `key`, by a scan. */
  const scan = (items: Item[], key: Item) =>
    items.findIndex((i) => i.created_at > key.created_at || (i.created_at === key.created_at && i.seq >= key.seq))

  it('finds what a scan finds in long lists of evenly or unevenly spread times (its interpolation probes)', () => {
    const times = fc.oneof(
      fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 65, maxLength: 400 }),
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 65, maxLength: 400 }),
      fc
        .array(fc.integer({ min: 0, max: 20 }), { minLength: 65, maxLength: 400 })
        .map((steps) => steps.map((step, i) => (i % 50 === 0 ? step * 100_000 : step))),
    )
    fc.assert(
      fc.property(times, fc.array(fc.integer({ min: -5, max: 1_000_005 }), { maxLength: 30 }), (raw, probes) => {
        const items = raw.map((t, seq): Item => ({ id: `i${seq}`, created_at: t, seq }))
        const model = [...items].sort((a, b) => a.created_at - b.created_at || a.seq - b.seq)
        const list = SortedList.sorted([...items])
        const keys = [...probes, ...model.map((m) => m.created_at)]
        for (const t of keys) {
          for (const s of [-1, raw.length / 2, raw.length]) {
            const key = { id: '?', created_at: t, seq: s }
            const at = scan(model, key)
            expect(list.lowerBound(key)).toBe(at === -1 ? model.length : at)
          }
        }
      }),
      { numRuns: 300, seed: 4 },
    )
  })

  it('finds what a scan finds after any inserts (in or out of order), removals and copies', () => {
    const op = fc.oneof(
      fc.record({ insert: fc.integer({ min: 0, max: 6 }) }),
      fc.record({ remove: fc.nat() }),
      fc.constant({ copy: true }),
    )
    const ascending = (a: Item, b: Item) => a.created_at - b.created_at || a.seq - b.seq
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 20 }), fc.array(op), (times, ops) => {
        let seq = 0
        const start = times.map((t): Item => ({ id: `i${seq}`, created_at: t, seq: seq++ }))
        let list = SortedList.sorted([...start].reverse())
        let model = [...start].sort(ascending)
        for (const o of ops) {
          if ('insert' in o) {
            const item = { id: `i${seq}`, created_at: o.insert, seq: seq++ }
            list.insert(item)
            model = [...model, item].sort(ascending)
          } else if ('remove' in o && model.length > 0) {
            const item = model[o.remove % model.length]
            expect(list.remove(item)).toBe(true)
            expect(list.remove(item)).toBe(false)
            model = model.filter((m) => m !== item)
          } else if ('copy' in o) {
            const copy = list.copy()
            copy.insert({ id: 'x', created_at: 99, seq: 10_000 })
            list = copy.copy()
            list.remove({ id: 'x', created_at: 99, seq: 10_000 })
          }
        }
        expect([...list]).toEqual(model)
        expect(list.length).toBe(model.length)
        expect(list.newest()).toBe(model.at(-1))
        for (let t = -1; t <= (model.at(-1)?.created_at ?? 0) + 1; t++) {
          for (const s of [-1, seq / 2, seq]) {
            const key = { id: '?', created_at: t, seq: s }
            const at = scan(model, key)
            expect(list.lowerBound(key)).toBe(at === -1 ? model.length : at)
          }
        }
        for (const item of model) expect(list.includes(item)).toBe(true)
        expect(list.includes({ id: 'nobody', created_at: 1, seq: 0 })).toBe(false)
      }),
      { numRuns: 500, seed: 9 },
    )
  })

  it('inserts an item older than its newest where it belongs, after its equals', () => {
    const list = SortedList.sorted([
      { id: 'a', created_at: 3, seq: 0 },
      { id: 'b', created_at: 5, seq: 1 },
    ])
    list.insert({ id: 'c', created_at: 4, seq: 2 })
    list.insert({ id: 'd', created_at: 3, seq: 3 })
    list.insert({ id: 'e', created_at: 1, seq: 4 })
    list.insert({ id: 'f', created_at: 5, seq: 5 })
    expect([...list].map((i) => i.id)).toEqual(['e', 'a', 'd', 'c', 'b', 'f'])
    expect([1, 3, 3, 4, 5, 5].map((_, i) => list.createdAt(i))).toEqual([1, 3, 3, 4, 5, 5])
    expect(list.lowerBound({ id: 'd', created_at: 3, seq: 3 })).toBe(2)
  })

  it('a copy changes apart from its original', () => {
    const original = SortedList.sorted([{ id: 'a', created_at: 1, seq: 0 }])
    const copy = original.copy()
    copy.insert({ id: 'b', created_at: 2, seq: 1 })
    copy.remove({ id: 'a', created_at: 1, seq: 0 })
    expect([...original].map((i) => i.id)).toEqual(['a'])
    expect([...copy].map((i) => i.id)).toEqual(['b'])
    expect(original.lowerBound({ id: 'b', created_at: 2, seq: 1 })).toBe(1)
  })
})
