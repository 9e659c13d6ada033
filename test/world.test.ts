import { readFileSync } from 'node:fs'
import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Express } from 'express'
import request from 'supertest'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../src/app.js'
import type {
  Fixture,
  FixtureMessage,
  WorldContact,
  WorldConversation,
  WorldMessage,
  WorldSummary,
} from '../src/engine/core/types.gen.js'
import { compileValidators, type ResponseName } from '../src/engine/core/validation.js'
import { loadGenerator } from '../src/engine/generate/index.js'
import { stepsPerTurn } from '../src/engine/store/browse.js'
import { auth, expectProblem, ids, json } from './helpers.js'

/**
 * Issue 17: the world a page at a time (GET /__world...), over the default fixture
 * (fixtures/default.json), and a search over a generated world of 20,000 messages.
 */

const defaultFixture = JSON.parse(readFileSync(new URL('../fixtures/default.json', import.meta.url), 'utf8')) as {
  tokens: Record<string, string | { contact: string; expires_at: number }>
  contacts: Record<string, unknown>[]
  messages: FixtureMessage[]
}

const validators = compileValidators()

interface Page<T> {
  data: T[]
  next: string | null
}

/** Asserts a 200 JSON answer of the shape of `schema`, and returns its body. */
function answer<T>(res: request.Response, schema: ResponseName): T {
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  expect(validators.responseFailures(schema, res.body)).toEqual([])
  return res.body as T
}

/** GET `path`, in `tenant` when given. */
const get = (app: Express, path: string, tenant?: string) => {
  const req = request(app).get(path)
  return tenant === undefined ? req : req.set('X-Mock-Tenant', tenant)
}

/** POST /v1/messages to conv_trip as the default caller (ana). */
const sendToTrip = (app: Express, message = 'hi') =>
  request(app).post('/v1/messages').set(auth()).set(json).send({ conversation_id: 'conv_trip', message })

/**
 * Every page of a list, following `next` until null: the pages (each at most `limit` long) and
 * the concatenation of their items.
 */
async function walk<T>(
  app: Express,
  path: string,
  schema: ResponseName,
  limit: number,
  tenant?: string,
): Promise<{ pages: Page<T>[]; all: T[] }> {
  const pages: Page<T>[] = []
  let after: string | null = null
  const joiner = path.includes('?') ? '&' : '?'
  do {
    const cursor: string = after === null ? '' : `&after=${encodeURIComponent(after)}`
    const page: Page<T> = answer<Page<T>>(await get(app, `${path}${joiner}limit=${limit}${cursor}`, tenant), schema)
    expect(page.data.length).toBeLessThanOrEqual(limit)
    pages.push(page)
    after = page.next
    expect(pages.length, 'the pages never end').toBeLessThan(10_000)
  } while (after !== null)
  return { pages, all: pages.flatMap((p) => p.data) }
}

const idsOf = (items: { id: string }[]) => items.map((item) => item.id)

const conversationOrder = [
  'conv_trip',
  'conv_bookclub',
  'conv_standup',
  'conv_climbing',
  'conv_dm_ana_ben',
  'conv_dm_cleo_dev',
]

/** A participant of each conversation of the default fixture, by token. */
const participantToken: Record<string, string> = {
  conv_trip: 'tok_ana',
  conv_bookclub: 'tok_ana',
  conv_standup: 'tok_ana',
  conv_climbing: 'tok_cleo',
  conv_dm_ana_ben: 'tok_ben',
  conv_dm_cleo_dev: 'tok_dev',
}

/** The contacts of the default fixture with their tokens, in fixture order. */
function fixtureContacts(): WorldContact[] {
  return defaultFixture.contacts.map((c) => ({
    ...(c as Omit<WorldContact, 'tokens'>),
    tokens: Object.entries(defaultFixture.tokens)
      .map(([token, to]) =>
        typeof to === 'string'
          ? { token, contact: to, expires_at: null }
          : { token, contact: to.contact, expires_at: to.expires_at },
      )
      .filter((t) => t.contact === c.id)
      .map(({ token, expires_at }) => ({ token, expires_at })),
  }))
}

/**
 * The messages of a state document whose id, text or attachment file names contain `q` (case
 * ignored), in the documented order: the groups' conversations in group order, then the direct
 * ones, each newest first (created_at, then creation order, which is the document's order).
 */
function bruteForce(state: Fixture, q: string, conversationId?: string): string[] {
  const needle = q.toLowerCase()
  const order = [
    ...(state.groups ?? []).map((g) => g.conversation_id as string),
    ...(state.conversations ?? []).map((c) => c.id as string),
  ]
  const byConversation = new Map<string, FixtureMessage[]>(order.map((id) => [id, []]))
  for (const m of state.messages ?? []) byConversation.get(m.conversation_id)?.push(m)
  const found: string[] = []
  for (const id of order) {
    if (conversationId !== undefined && id !== conversationId) continue
    const newestFirst = [...(byConversation.get(id) ?? [])].reverse()
    newestFirst.sort((a, b) => (b.created_at as number) - (a.created_at as number))
    for (const m of newestFirst) {
      const texts = [m.id, m.message, ...(m.attachments ?? []).map((a) => a.filename)]
      if (texts.some((t) => typeof t === 'string' && t.toLowerCase().includes(needle))) found.push(m.id as string)
    }
  }
  return found
}

let app: Express
beforeEach(() => {
  app = createApp({ seed: 1 })
})

describe('GET /__world', () => {
  it('says the counts, the default caller, the unit and the versions of the default fixture', async () => {
    const summary = answer<WorldSummary>(await get(app, '/__world'), 'world')
    expect(summary).toEqual({
      version: { world: 0, journal: 0, controls: summary.version.controls },
      counts: { contacts: 12, groups: 4, conversations: 6, messages: 40, tokens: 6 },
      default_caller: 'ct_ana',
      timestamp_unit: 's',
    })
    expect(Number.isInteger(summary.version.controls)).toBe(true)
  })

  it('is the same for HEAD without a body, and 405 for other methods', async () => {
    const head = await request(app).head('/__world')
    expect(head.status).toBe(200)
    expect(head.text ?? '').toBe('')
    const post = await request(app).post('/__world')
    expectProblem(post, 405, 'method_not_allowed')
    expect(post.headers.allow).toBe('GET, HEAD')
    expectProblem(await request(app).delete('/__world/contacts'), 405, 'method_not_allowed')
    expectProblem(await request(app).put('/__world/conversations/conv_trip'), 405, 'method_not_allowed')
    expectProblem(await request(app).post('/__world/conversations/conv_trip/messages'), 405, 'method_not_allowed')
    expectProblem(await request(app).post('/__world/messages?q=a'), 405, 'method_not_allowed')
  })
})

describe('GET /__world/contacts', () => {
  it('lists the contacts in fixture order with their tokens, 50 to a page by default', async () => {
    const page = answer<Page<WorldContact>>(await get(app, '/__world/contacts'), 'worldContacts')
    expect(page).toEqual({ data: fixtureContacts(), next: null })
    expect(page.data[1]).toEqual({
      id: 'ct_ben',
      username: 'ben',
      phone_number: '+15550101',
      avatar_url: 'https://example.com/avatars/ben.png',
      last_active_at: 1767216100,
      created_at: 1760003600,
      tokens: [
        { token: 'tok_ben', expires_at: null },
        { token: 'tok_ben_expiring', expires_at: 1767312000 },
      ],
    })
  })

  it('pages by `next`: the first page, the next, and the concatenation at every page size', async () => {
    const first = answer<Page<WorldContact>>(await get(app, '/__world/contacts?limit=5'), 'worldContacts')
    expect(idsOf(first.data)).toEqual(['ct_ana', 'ct_ben', 'ct_cleo', 'ct_dev', 'ct_eve'])
    expect(first.next).toBe('ct_eve')
    const second = answer<Page<WorldContact>>(await get(app, '/__world/contacts?limit=5&after=ct_eve'), 'worldContacts')
    expect(second).toEqual({ data: fixtureContacts().slice(5, 10), next: 'ct_jo' })
    const last = answer<Page<WorldContact>>(await get(app, '/__world/contacts?limit=5&after=ct_jo'), 'worldContacts')
    expect({ ids: idsOf(last.data), next: last.next }).toEqual({ ids: ['ct_kai', 'ct_lena'], next: null })
    for (const limit of [1, 2, 3, 5, 11, 12, 13, 500]) {
      const { pages, all } = await walk<WorldContact>(app, '/__world/contacts', 'worldContacts', limit)
      expect(all).toEqual(fixtureContacts())
      expect(pages).toHaveLength(Math.max(1, Math.ceil(12 / limit)))
    }
  })

  it.each([
    ['id', 'ct_lena', ['ct_lena']],
    ['username, case ignored', 'HANA', ['ct_hana']],
    [
      'phone number',
      '+1555010',
      ['ct_ana', 'ct_ben', 'ct_cleo', 'ct_dev', 'ct_eve', 'ct_farah', 'ct_gus', 'ct_hana', 'ct_ivan', 'ct_jo'],
    ],
    ['phone number', '0111', ['ct_lena']],
    ['token', 'tok_ben_exp', ['ct_ben']],
    ['token, case ignored', 'TOK_EVE', ['ct_eve']],
    ['several fields', 'an', ['ct_ana', 'ct_hana', 'ct_ivan']],
    ['nothing', 'zed', []],
    ['a pattern character, taken literally', '.', []],
    ['the empty query, which keeps everything', '', fixtureContacts().map((c) => c.id)],
  ])('q searches by %s (%s)', async (_what, q, expected) => {
    const res = await get(app, `/__world/contacts?q=${encodeURIComponent(q)}`)
    expect(answer<Page<WorldContact>>(res, 'worldContacts')).toEqual({
      data: fixtureContacts().filter((c) => expected.includes(c.id)),
      next: null,
    })
  })

  it('a search pages too: a full page gives a cursor, the next page goes on after it', async () => {
    const first = answer<Page<WorldContact>>(await get(app, '/__world/contacts?q=an&limit=2'), 'worldContacts')
    expect({ ids: idsOf(first.data), next: first.next }).toEqual({ ids: ['ct_ana', 'ct_hana'], next: 'ct_hana' })
    const second = answer<Page<WorldContact>>(
      await get(app, '/__world/contacts?q=an&limit=2&after=ct_hana'),
      'worldContacts',
    )
    expect({ ids: idsOf(second.data), next: second.next }).toEqual({ ids: ['ct_ivan'], next: null })
    const { all } = await walk<WorldContact>(app, '/__world/contacts?q=E', 'worldContacts', 1)
    expect(idsOf(all)).toEqual(['ct_ben', 'ct_cleo', 'ct_dev', 'ct_eve', 'ct_lena'])
  })

  it('lists a contact created since last', async () => {
    const created = await request(app)
      .post('/v1/groups')
      .set(auth())
      .set(json)
      .send({ name: 'New people', contacts: [{ username: 'zed' }] })
    expect(created.status).toBe(201)
    const { all } = await walk<WorldContact>(app, '/__world/contacts', 'worldContacts', 5)
    expect(all.slice(0, 12)).toEqual(fixtureContacts())
    expect(all.slice(12)).toEqual([expect.objectContaining({ username: 'zed', tokens: [] })])
    const found = answer<Page<WorldContact>>(await get(app, '/__world/contacts?q=ZED'), 'worldContacts')
    expect(found.data).toEqual(all.slice(12))
  })
})

describe('GET /__world/conversations', () => {
  it('lists the groups first in fixture order, then the direct conversations, each whole', async () => {
    const page = answer<Page<WorldConversation>>(await get(app, '/__world/conversations'), 'worldConversations')
    expect(idsOf(page.data)).toEqual(conversationOrder)
    expect(page.next).toBeNull()
    expect(page.data.map((c) => c.messages)).toEqual([11, 6, 8, 6, 5, 4])
    expect(page.data[2]).toEqual({
      id: 'conv_standup',
      group: {
        id: 'grp_standup',
        name: 'Platform Standup',
        description: null,
        avatar_url: null,
        owner: 'ct_ben',
        contacts: ['ct_ana', 'ct_gus', 'ct_jo', 'ct_kai'],
        created_at: 1762300000,
        archived_at: null,
      },
      participants: [
        { id: 'ct_ben', username: 'ben' },
        { id: 'ct_ana', username: 'ana' },
        { id: 'ct_gus', username: 'gus' },
        { id: 'ct_jo', username: 'jo' },
        { id: 'ct_kai', username: 'kai' },
      ],
      messages: 8,
    })
    expect(page.data[5]).toEqual({
      id: 'conv_dm_cleo_dev',
      group: null,
      participants: [
        { id: 'ct_cleo', username: 'cleo' },
        { id: 'ct_dev', username: 'dev' },
      ],
      messages: 4,
    })
  })

  it('pages by `next`, and the concatenation is the whole list at every page size', async () => {
    const first = answer<Page<WorldConversation>>(
      await get(app, '/__world/conversations?limit=4'),
      'worldConversations',
    )
    expect({ ids: idsOf(first.data), next: first.next }).toEqual({
      ids: conversationOrder.slice(0, 4),
      next: 'conv_climbing',
    })
    const second = answer<Page<WorldConversation>>(
      await get(app, '/__world/conversations?limit=4&after=conv_climbing'),
      'worldConversations',
    )
    expect({ ids: idsOf(second.data), next: second.next }).toEqual({ ids: conversationOrder.slice(4), next: null })
    const whole = answer<Page<WorldConversation>>(await get(app, '/__world/conversations'), 'worldConversations').data
    for (const limit of [1, 2, 4, 5, 6, 7]) {
      const { all } = await walk<WorldConversation>(app, '/__world/conversations', 'worldConversations', limit)
      expect(all).toEqual(whole)
    }
  })

  it('kind keeps the group or the direct conversations, in the same order, paged', async () => {
    const groups = await walk<WorldConversation>(app, '/__world/conversations?kind=group', 'worldConversations', 3)
    expect(idsOf(groups.all)).toEqual(conversationOrder.slice(0, 4))
    expect(groups.pages.map((p) => p.next)).toEqual(['conv_standup', null])
    const direct = await walk<WorldConversation>(app, '/__world/conversations?kind=direct', 'worldConversations', 1)
    expect(idsOf(direct.all)).toEqual(['conv_dm_ana_ben', 'conv_dm_cleo_dev'])
    expect(direct.all.every((c) => c.group === null)).toBe(true)
    const afterGroups = answer<Page<WorldConversation>>(
      await get(app, '/__world/conversations?kind=direct&after=conv_trip'),
      'worldConversations',
    )
    expect(idsOf(afterGroups.data)).toEqual(['conv_dm_ana_ben', 'conv_dm_cleo_dev'])
  })

  it.each([
    ['conversation id', 'conv_dm', ['conv_dm_ana_ben', 'conv_dm_cleo_dev']],
    ['group id', 'GRP_BOOK', ['conv_bookclub']],
    ['group name, case ignored', 'lisbon', ['conv_trip']],
    ['group description', 'BOULDERING', ['conv_climbing']],
    ['member username', 'kai', ['conv_standup']],
    ['member username, the owner too', 'cleo', ['conv_trip', 'conv_climbing', 'conv_dm_cleo_dev']],
    ['participant id', 'ct_farah', ['conv_trip']],
    ['nothing', 'zed', []],
  ])('q searches by %s (%s)', async (_what, q, expected) => {
    const page = answer<Page<WorldConversation>>(
      await get(app, `/__world/conversations?q=${encodeURIComponent(q)}`),
      'worldConversations',
    )
    expect({ ids: idsOf(page.data), next: page.next }).toEqual({ ids: expected, next: null })
  })

  it('q and kind together, paged', async () => {
    const { all } = await walk<WorldConversation>(
      app,
      '/__world/conversations?q=dev&kind=group',
      'worldConversations',
      1,
    )
    expect(idsOf(all)).toEqual(['conv_bookclub', 'conv_climbing'])
    const direct = answer<Page<WorldConversation>>(
      await get(app, '/__world/conversations?q=dev&kind=direct'),
      'worldConversations',
    )
    expect(idsOf(direct.data)).toEqual(['conv_dm_cleo_dev'])
  })

  it('lists a conversation created since last, and forgets one deleted', async () => {
    const created = await request(app).post('/v1/groups').set(auth()).set(json).send({ name: 'Dinner' })
    expect(created.status).toBe(201)
    const { all } = await walk<WorldConversation>(app, '/__world/conversations', 'worldConversations', 2)
    expect(idsOf(all)).toEqual([...conversationOrder, created.body.conversation_id])
    expect(all.at(-1)).toMatchObject({ group: { id: created.body.id, name: 'Dinner' }, messages: 0 })
    expect((await request(app).delete('/v1/groups/grp_trip').set(auth())).status).toBe(200)
    const after = await walk<WorldConversation>(app, '/__world/conversations', 'worldConversations', 2)
    expect(idsOf(after.all)).toEqual([...conversationOrder.slice(1), created.body.conversation_id])
    const gone = await get(app, '/__world/conversations?after=conv_trip')
    expectProblem(gone, 400, 'invalid_parameter', ['after'])
  })
})

describe('GET /__world/conversations/{id}', () => {
  it('is the conversation as the list gives it', async () => {
    const list = answer<Page<WorldConversation>>(await get(app, '/__world/conversations'), 'worldConversations').data
    for (const conversation of list) {
      const res = await get(app, `/__world/conversations/${conversation.id}`)
      expect(
        answer<Page<WorldConversation>>(
          { ...res, body: { data: [res.body], next: null } } as request.Response,
          'worldConversations',
        ),
      ).toEqual({ data: [conversation], next: null })
    }
  })

  it('counts a message sent since', async () => {
    const sent = await sendToTrip(app)
    expect(sent.status).toBe(201)
    expect((await get(app, '/__world/conversations/conv_trip')).body.messages).toBe(12)
  })
})

describe('GET /__world/conversations/{id}/messages', () => {
  it('the first page is the newest messages in the fixture shape, and `next` goes on', async () => {
    const first = answer<Page<WorldMessage>>(
      await get(app, '/__world/conversations/conv_dm_ana_ben/messages?limit=2'),
      'worldMessages',
    )
    expect(first).toEqual({
      data: [
        {
          id: 'msg_1MeMNq2lzNnJDWFyNloz',
          conversation_id: 'conv_dm_ana_ben',
          contact: 'ct_ben',
          message: 'Deal. Thanks again for Saturday, nothing paged.',
          reactions: [],
          attachments: [],
          read_at: null,
          created_at: 1767217700,
          updated_at: null,
        },
        expect.objectContaining({ id: 'msg_mDID4Zu4AgLGH1HGrRlS', contact: 'ct_ana' }),
      ],
      next: 'msg_mDID4Zu4AgLGH1HGrRlS',
    })
    const second = answer<Page<WorldMessage>>(
      await get(app, '/__world/conversations/conv_dm_ana_ben/messages?limit=2&after=msg_mDID4Zu4AgLGH1HGrRlS'),
      'worldMessages',
    )
    expect({ ids: idsOf(second.data), next: second.next }).toEqual({
      ids: ['msg_XBlkr6zeZ0fp1MJayObt', 'msg_5E8mpTTKnllPFglxpW7M'],
      next: 'msg_5E8mpTTKnllPFglxpW7M',
    })
    expect(second.data[0].attachments).toEqual([expect.objectContaining({ filename: 'oncall-runbook.xlsx' })])
    const third = answer<Page<WorldMessage>>(
      await get(app, '/__world/conversations/conv_dm_ana_ben/messages?limit=2&after=msg_5E8mpTTKnllPFglxpW7M'),
      'worldMessages',
    )
    expect({ ids: idsOf(third.data), next: third.next }).toEqual({ ids: ['msg_oZvfxG1bvLs8SJ41YGZV'], next: null })
  })

  it('keeps the fixture fields as they are: the sender id, reactions, attachments, read_at', async () => {
    const { all } = await walk<WorldMessage>(app, '/__world/conversations/conv_trip/messages', 'worldMessages', 50)
    const fromFixture = defaultFixture.messages.filter((m) => m.conversation_id === 'conv_trip').reverse()
    expect(all).toEqual(fromFixture)
  })

  it.each(conversationOrder)(
    'in %s, every page size walks the list GET /v1/messages gives a participant, ids in the same order',
    async (conversation) => {
      for (const limit of [1, 3, 4, 100]) {
        const world = await walk<WorldMessage>(
          app,
          `/__world/conversations/${conversation}/messages`,
          'worldMessages',
          limit,
        )
        const v1: string[][] = []
        let last: string | undefined
        for (;;) {
          const cursor = last === undefined ? '' : `&starting_after=${last}`
          const res = await request(app)
            .get(`/v1/messages?conversation_id=${conversation}&limit=${limit}${cursor}`)
            .set(auth(participantToken[conversation]))
          expect(res.status).toBe(200)
          v1.push(ids(res))
          if (!res.body.has_more) break
          last = ids(res).at(-1)
        }
        expect(world.pages.map((p) => idsOf(p.data))).toEqual(v1)
        expect(world.all.length).toBe(defaultFixture.messages.filter((m) => m.conversation_id === conversation).length)
      }
    },
  )

  it('shows a message sent since first', async () => {
    const sent = await sendToTrip(app)
    const page = answer<Page<WorldMessage>>(
      await get(app, '/__world/conversations/conv_trip/messages?limit=1'),
      'worldMessages',
    )
    expect(page).toEqual({
      data: [expect.objectContaining({ id: sent.body.id, contact: 'ct_ana', message: 'hi' })],
      next: sent.body.id,
    })
  })

  it('an empty conversation is one empty page', async () => {
    const created = await request(app).post('/v1/groups').set(auth()).set(json).send({ name: 'Quiet' })
    const res = await get(app, `/__world/conversations/${created.body.conversation_id}/messages`)
    expect(answer(res, 'worldMessages')).toEqual({ data: [], next: null })
  })
})

describe('GET /__world/messages: text search', () => {
  const search = async (query: string) =>
    answer<Page<WorldMessage>>(await get(app, `/__world/messages?${query}`), 'worldMessages')

  it.each([
    ['id', 'msg_5SK9ZCo9', ['msg_5SK9ZCo9Z9QDG6TTs1Kb']],
    ['id, case ignored', 'MSG_5sk9zco9', ['msg_5SK9ZCo9Z9QDG6TTs1Kb']],
    ['text', 'Bouldering', ['msg_49Jcpfq5aS1ZAunFUhj7']],
    ['text, case ignored', 'pENA pALACE', ['msg_SQjFpsx9XOYM5PUjcao0']],
    ['text with non-ASCII letters', 'PASTÉIS', ['msg_4xE3Ipn5w8zCXKPVgbI5']],
    ['attachment file name', 'oncall-RUNBOOK', ['msg_XBlkr6zeZ0fp1MJayObt']],
    [
      'file name or text',
      'piranesi',
      ['msg_WIvRos1KEnY8krgD1Oio', 'msg_0AgnXozjNmmptux62h6j', 'msg_rP0OmyHhmsDeow4NxBYj'],
    ],
    [
      'file name, a pattern character taken literally',
      '.pdf',
      ['msg_BVpTBnDefh0um7CoQCeH', 'msg_WIvRos1KEnY8krgD1Oio'],
    ],
    ['file names of several attachments', 'IMG_482', ['msg_sn4Mx82CVQ72SzZC4FTL']],
    ['a parenthesis', '(', []],
    ['nothing', 'zzz', []],
  ])('q matches the %s (%s), conversations in list order, each newest first', async (_what, q, expected) => {
    const page = await search(`q=${encodeURIComponent(q)}`)
    expect({ ids: idsOf(page.data), next: page.next }).toEqual({ ids: expected, next: null })
  })

  it('answers the messages in the fixture shape', async () => {
    const page = await search('q=house%20rules')
    expect(page.data).toEqual(defaultFixture.messages.filter((m) => m.id === 'msg_BVpTBnDefh0um7CoQCeH'))
  })

  it('the first page, the next one by `next`, to the end', async () => {
    const first = await search('q=the&limit=3')
    expect({ ids: idsOf(first.data), next: first.next }).toEqual({
      ids: ['msg_pRcc4Rt0gHQ64qtjx0MI', 'msg_L6a30thanqHqBvF8KdCB', 'msg_BVpTBnDefh0um7CoQCeH'],
      next: 'msg_BVpTBnDefh0um7CoQCeH',
    })
    // The next page crosses from conv_trip to conv_bookclub.
    const second = await search('q=the&limit=3&after=msg_BVpTBnDefh0um7CoQCeH')
    expect({ ids: idsOf(second.data), next: second.next }).toEqual({
      ids: ['msg_HMQgtUXiziG7vVF64Jj8', 'msg_wtOnYzloxmWa2khYGiQ1', 'msg_WIvRos1KEnY8krgD1Oio'],
      next: 'msg_WIvRos1KEnY8krgD1Oio',
    })
    const { all } = await walk<WorldMessage>(app, '/__world/messages?q=the', 'worldMessages', 3)
    expect(idsOf(all)).toEqual([
      'msg_pRcc4Rt0gHQ64qtjx0MI',
      'msg_L6a30thanqHqBvF8KdCB',
      'msg_BVpTBnDefh0um7CoQCeH',
      'msg_HMQgtUXiziG7vVF64Jj8',
      'msg_wtOnYzloxmWa2khYGiQ1',
      'msg_WIvRos1KEnY8krgD1Oio',
      'msg_DA2allNJIZx9Gcw5knkk',
      'msg_0AgnXozjNmmptux62h6j',
      'msg_6DCuDFUTYgdCsRXhN4wu',
      'msg_LlJFkH7a2PjvgwhpfNfF',
      'msg_YBC5Hoom1sRHkBYa5Hj8',
      'msg_hSOT6bSLEuQXUPPPIGHG',
      'msg_fQuk1Fb2Xx10d3F6IsDe',
      'msg_49Jcpfq5aS1ZAunFUhj7',
      'msg_XBlkr6zeZ0fp1MJayObt',
      'msg_5E8mpTTKnllPFglxpW7M',
    ])
  })

  it.each(['e', 'the', 'msg_', 'jpg', 'Piranesi', 'x'])(
    'paged to the end at every page size, q=%s is a filter of GET /__state in the documented order',
    async (q) => {
      const expected = bruteForce(await stateOf(app), q)
      for (const limit of [1, 2, 3, 7, 40, 200]) {
        const { pages, all } = await walk<WorldMessage>(app, `/__world/messages?q=${q}`, 'worldMessages', limit)
        expect(idsOf(all)).toEqual(expected)
        // A page stops at its limit; the last may be empty when the limit fell on the last match.
        expect(pages.slice(0, -1).every((p) => p.data.length === limit)).toBe(true)
      }
    },
  )

  it('conversation_id keeps one conversation, paged', async () => {
    const expected = bruteForce(await stateOf(app), 'e', 'conv_standup')
    expect(expected.length).toBeGreaterThan(3)
    for (const limit of [1, 2, 5, 50]) {
      const { all } = await walk<WorldMessage>(
        app,
        '/__world/messages?q=e&conversation_id=conv_standup',
        'worldMessages',
        limit,
      )
      expect(idsOf(all)).toEqual(expected)
      expect(all.every((m) => m.conversation_id === 'conv_standup')).toBe(true)
    }
    expect(idsOf((await search('q=Piranesi&conversation_id=conv_dm_cleo_dev')).data)).toEqual([
      'msg_rP0OmyHhmsDeow4NxBYj',
    ])
  })

  it('finds a message sent since, first in its conversation', async () => {
    const sent = await sendToTrip(app, 'PIRANESI for the flight?')
    const page = await search('q=piranesi')
    expect(idsOf(page.data)).toEqual([
      sent.body.id,
      'msg_WIvRos1KEnY8krgD1Oio',
      'msg_0AgnXozjNmmptux62h6j',
      'msg_rP0OmyHhmsDeow4NxBYj',
    ])
    expect(idsOf(page.data)).toEqual(bruteForce(await stateOf(app), 'piranesi'))
  })
})

describe('the examples of the OpenAPI document', () => {
  it('are what the mock answers at start', async () => {
    const doc = (await get(app, '/__openapi.json')).body as {
      paths: Record<string, { get: { responses: { 200: { content: { 'application/json': { example?: unknown } } } } } }>
    }
    const example = (path: string) => doc.paths[path].get.responses[200].content['application/json'].example
    expect(example('/__world')).toEqual((await get(app, '/__world')).body)
    expect(example('/__world/conversations/{id}')).toEqual((await get(app, '/__world/conversations/conv_trip')).body)
    expect(example('/__world/conversations/{id}/messages')).toEqual(
      (await get(app, '/__world/conversations/conv_trip/messages?limit=2')).body,
    )
  })
})

describe('bad input, in the problem shape', () => {
  it.each([
    ['/__world/contacts?limit=0', 'invalid_parameter', ['limit']],
    ['/__world/contacts?limit=501', 'invalid_parameter', ['limit']],
    ['/__world/contacts?limit=ten', 'invalid_parameter', ['limit']],
    ['/__world/contacts?colour=red', 'unknown_parameter', ['colour']],
    ['/__world/contacts?after=ct_zed', 'invalid_parameter', ['after']],
    ['/__world/contacts?after=', 'invalid_parameter', ['after']],
    [`/__world/contacts?q=${'a'.repeat(201)}`, 'invalid_parameter', ['q']],
    ['/__world/conversations?limit=0', 'invalid_parameter', ['limit']],
    ['/__world/conversations?limit=501', 'invalid_parameter', ['limit']],
    ['/__world/conversations?kind=channel', 'invalid_parameter', ['kind']],
    ['/__world/conversations?page=2', 'unknown_parameter', ['page']],
    ['/__world/conversations?after=ct_ana', 'invalid_parameter', ['after']],
    ['/__world/conversations/conv_trip?limit=1', 'unknown_parameter', ['limit']],
    ['/__world/conversations/conv_trip/messages?limit=0', 'invalid_parameter', ['limit']],
    ['/__world/conversations/conv_trip/messages?limit=501', 'invalid_parameter', ['limit']],
    ['/__world/conversations/conv_trip/messages?q=a', 'unknown_parameter', ['q']],
    ['/__world/conversations/conv_trip/messages?after=msg_nope', 'invalid_parameter', ['after']],
    // A message of another conversation is not a cursor of this one.
    ['/__world/conversations/conv_trip/messages?after=msg_iNpKvz3bWfSIlpRBt4wi', 'invalid_parameter', ['after']],
    ['/__world/messages', 'invalid_parameter', ['q']],
    ['/__world/messages?', 'invalid_parameter', ['q']],
    ['/__world/messages?limit=5', 'invalid_parameter', ['q']],
    ['/__world/messages?q=', 'invalid_parameter', ['q']],
    ['/__world/messages?q=a&limit=0', 'invalid_parameter', ['limit']],
    ['/__world/messages?q=a&limit=201', 'invalid_parameter', ['limit']],
    ['/__world/messages?q=a&kind=group', 'unknown_parameter', ['kind']],
    ['/__world/messages?q=a&after=msg_nope', 'invalid_parameter', ['after']],
    ['/__world/messages?q=a&conversation_id=conv_nope', 'invalid_parameter', ['conversation_id']],
    ['/__world/messages?q=a&conversation_id=conv_trip&after=msg_iNpKvz3bWfSIlpRBt4wi', 'invalid_parameter', ['after']],
  ])('GET %s is 400 %s', async (path, code, params) => {
    expectProblem(await get(app, path), 400, code, params)
  })

  it.each(['/__world/conversations/conv_nope', '/__world/conversations/conv_nope/messages'])(
    'GET %s is 404 not_found',
    async (path) => {
      const body = expectProblem(await get(app, path), 404, 'not_found')
      expect(body.detail).toBe('No such conversation.')
    },
  )

  it('limit 500 is the largest page (200 for a search)', async () => {
    expect((await get(app, '/__world/contacts?limit=500')).status).toBe(200)
    expect((await get(app, '/__world/conversations?limit=500')).status).toBe(200)
    expect((await get(app, '/__world/conversations/conv_trip/messages?limit=500')).status).toBe(200)
    expect((await get(app, '/__world/messages?q=a&limit=200')).status).toBe(200)
  })

  it('a bad tenant name is 400 on X-Mock-Tenant', async () => {
    expectProblem(await get(app, '/__world', 'a b'), 400, 'invalid_parameter', ['X-Mock-Tenant'])
  })

  it('with --admin-token, every /__world path needs it', async () => {
    const locked = createApp({ seed: 1, adminToken: 'sekret' })
    for (const path of [
      '/__world',
      '/__world/contacts',
      '/__world/conversations',
      '/__world/conversations/conv_trip',
      '/__world/conversations/conv_trip/messages',
      '/__world/messages?q=a',
    ]) {
      expectProblem(await request(locked).get(path), 401, 'unauthorized')
      expectProblem(await request(locked).get(path).set(auth('tok_ana')), 401, 'unauthorized')
      expect((await request(locked).get(path).set(auth('sekret'))).status).toBe(200)
    }
  })
})

describe('versions', () => {
  const versions = async (tenant?: string) =>
    answer<WorldSummary>(await get(app, '/__world', tenant), 'world').version as Record<
      'world' | 'journal' | 'controls',
      number
    >

  /** Which versions `step` moved, each at most by growing. */
  async function moved(step: () => Promise<unknown>, tenant?: string): Promise<string[]> {
    const before = await versions(tenant)
    await step()
    const after = await versions(tenant)
    for (const key of ['world', 'journal', 'controls'] as const) expect(after[key]).toBeGreaterThanOrEqual(before[key])
    return (['world', 'journal', 'controls'] as const).filter((key) => after[key] !== before[key])
  }

  it('reading the control plane moves none', async () => {
    expect(
      await moved(async () => {
        await get(app, '/__world/contacts')
        await get(app, '/__world/messages?q=e')
        await get(app, '/__state')
        await get(app, '/__requests')
        await get(app, '/__clock')
        await get(app, '/__faults')
      }),
    ).toEqual([])
  })

  it('a /v1 write moves `world` and `journal`; a /v1 read only `journal`', async () => {
    const send = () => sendToTrip(app)
    expect(await moved(send)).toEqual(['world', 'journal'])
    expect(await moved(() => request(app).get('/v1/messages?limit=5').set(auth()))).toEqual(['journal'])
    expect(await moved(() => request(app).get('/v1/groups/grp_trip').set(auth()))).toEqual(['journal'])
    expect(
      await moved(() => request(app).put('/v1/groups/grp_trip').set(auth()).set(json).send({ name: 'Porto' })),
    ).toEqual(['world', 'journal'])
    // A refused request changes nothing in the world, but it is journaled.
    expect(await moved(() => request(app).get('/v1/messages/msg_nope').set(auth()))).toEqual(['journal'])
  })

  it('clearing the journal moves `journal`', async () => {
    expect(await moved(() => request(app).delete('/__requests'))).toEqual(['journal'])
  })

  it('a reset moves `world` (and the journal, faults and clock it clears), even of an unchanged world', async () => {
    const reset = () => request(app).post('/__reset')
    expect(await moved(reset)).toEqual(['world', 'journal', 'controls'])
    const sent = await sendToTrip(app)
    expect(sent.status).toBe(201)
    const before = await versions()
    expect(await moved(reset)).toContain('world')
    const after = await versions()
    expect(after.world).toBeGreaterThan(before.world)
  })

  it('a fixture load moves `world` only', async () => {
    expect(await moved(() => request(app).post('/__fixtures/default'))).toEqual(['world'])
    expect(
      await moved(() =>
        request(app)
          .post('/__fixtures')
          .set(json)
          .send({ contacts: [{ id: 'ct_solo' }] }),
      ),
    ).toEqual(['world'])
    expect(answer<WorldSummary>(await get(app, '/__world'), 'world').counts).toEqual({
      contacts: 1,
      groups: 0,
      conversations: 0,
      messages: 0,
      tokens: 0,
    })
  })

  it('the clock and the faults move `controls` only', async () => {
    expect(await moved(() => request(app).post('/__clock').set(json).send({ now: 1767225600 }))).toEqual(['controls'])
    expect(await moved(() => request(app).post('/__clock').set(json).send({ advance: 60 }))).toEqual(['controls'])
    expect(await moved(() => request(app).delete('/__clock'))).toEqual(['controls'])
    const fault = { method: 'GET', path: '/v1/groups', status: 503, times: 1 }
    expect(await moved(() => request(app).post('/__faults').set(json).send(fault))).toEqual(['controls'])
    // The fault used up: the list of faults changed, and the request is journaled.
    expect(await moved(() => request(app).get('/v1/groups').set(auth()))).toEqual(['journal', 'controls'])
    expect(await moved(() => request(app).delete('/__faults'))).toEqual(['controls'])
  })

  it('a new tenant moves `controls` (the list of tenants), and so does dropping one', async () => {
    expect(await moved(() => get(app, '/v1/groups', 'fresh').set(auth()))).toEqual(['controls'])
    expect(await moved(() => get(app, '/v1/groups', 'fresh').set(auth()))).toEqual([])
    expect(await moved(() => request(app).delete('/__tenants/fresh'))).toEqual(['controls'])
  })
})

describe('tenants', () => {
  it('each tenant browses its own world, and its versions are its own', async () => {
    const sent = await request(app)
      .post('/v1/messages')
      .set('X-Mock-Tenant', 'a')
      .set(auth())
      .set(json)
      .send({ conversation_id: 'conv_trip', message: 'only in a: marzipan' })
    expect(sent.status).toBe(201)
    await request(app)
      .post('/__fixtures')
      .set('X-Mock-Tenant', 'b')
      .set(json)
      .send({ contacts: [{ id: 'ct_b' }] })

    const inA = answer<WorldSummary>(await get(app, '/__world', 'a'), 'world')
    const inDefault = answer<WorldSummary>(await get(app, '/__world'), 'world')
    expect(inA.counts.messages).toBe(41)
    expect(inA.version.world).toBeGreaterThan(0)
    expect(inA.version.journal).toBe(1)
    expect(inDefault.counts.messages).toBe(40)
    expect({ world: inDefault.version.world, journal: inDefault.version.journal }).toEqual({ world: 0, journal: 0 })

    expect(idsOf((await get(app, '/__world/messages?q=marzipan', 'a')).body.data)).toEqual([sent.body.id])
    expect(idsOf((await get(app, '/t/a/__world/messages?q=marzipan')).body.data)).toEqual([sent.body.id])
    expect((await get(app, '/__world/messages?q=marzipan')).body.data).toEqual([])
    expect((await get(app, '/__world/conversations/conv_trip/messages?limit=1', 'a')).body.data[0].id).toBe(
      sent.body.id,
    )
    expect((await get(app, '/__world/conversations/conv_trip', 'a')).body.messages).toBe(12)
    expect((await get(app, '/__world/conversations/conv_trip')).body.messages).toBe(11)
    expect(idsOf((await get(app, '/__world/contacts', 'b')).body.data)).toEqual(['ct_b'])
    expectProblem(await get(app, '/__world/conversations/conv_trip', 'b'), 404, 'not_found')
    expectProblem(await get(app, '/__world/contacts?after=ct_ana', 'b'), 400, 'invalid_parameter', ['after'])
    expect(idsOf((await get(app, '/__world/contacts?limit=1')).body.data)).toEqual(['ct_ana'])
  })
})

/** GET /__state of `app`. */
async function stateOf(target: Express): Promise<Fixture> {
  const res = await request(target).get('/__state')
  expect(res.status).toBe(200)
  return res.body as Fixture
}

describe('a generated world of 20,000 messages', () => {
  const spec = { seed: 5, contacts: 60, groups: 40, direct_conversations: 40, messages_per_conversation: 250 }
  let big: Express
  let state: Fixture

  beforeAll(async () => {
    await loadGenerator()
    big = createApp({ fixtures: { generate: spec } })
    state = await stateOf(big)
  })

  it('a search paged by `next` to the end is a brute-force filter of GET /__state, in the documented order', async () => {
    expect(state.messages).toHaveLength(20_000)
    const expected = bruteForce(state, 'Tomorrow')
    const conversations = new Set(expected.map((id) => state.messages?.find((m) => m.id === id)?.conversation_id))
    // Enough matches spread over enough conversations that pages cross conversations many times.
    expect(expected.length).toBeGreaterThan(150)
    expect(conversations.size).toBeGreaterThan(40)
    const { pages, all } = await walk<WorldMessage>(big, '/__world/messages?q=Tomorrow', 'worldMessages', 37)
    expect(idsOf(all)).toEqual(expected)
    expect(pages.length).toBe(Math.floor(expected.length / 37) + 1)
    // One conversation alone, across pages too.
    const one = state.messages?.find((m) => m.id === expected[0])?.conversation_id as string
    const inOne = await walk<WorldMessage>(
      big,
      `/__world/messages?q=tomorrow&conversation_id=${one}`,
      'worldMessages',
      2,
    )
    expect(idsOf(inOne.all)).toEqual(bruteForce(state, 'tomorrow', one))
  })

  it('the lists walk the whole world too', async () => {
    const contacts = await walk<WorldContact>(big, '/__world/contacts', 'worldContacts', 7)
    expect(idsOf(contacts.all)).toEqual(state.contacts?.map((c) => c.id))
    const conversations = await walk<WorldConversation>(big, '/__world/conversations', 'worldConversations', 9)
    expect(idsOf(conversations.all)).toEqual([
      ...(state.groups ?? []).map((g) => g.conversation_id),
      ...(state.conversations ?? []).map((c) => c.id),
    ])
    expect(conversations.all.reduce((n, c) => n + c.messages, 0)).toBe(20_000)
  })

  it('a search takes turns on the event loop: a request sent after it starts is answered before it', async () => {
    // A search that matches nothing looks at all 20,000 messages, in turns of stepsPerTurn.
    expect(state.messages?.length ?? 0).toBeGreaterThanOrEqual(5 * stepsPerTurn)
    const newest = bruteForce(state, '')[0]
    const other = '/v1/groups?limit=1'
    const token = Object.keys(state.tokens ?? {})[0]
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    /** The order in which the server ended its answers, and the client received them. */
    const ended: string[] = []
    const received: string[] = []
    let sent: Promise<Reply> | undefined
    let base = ''
    // When a search has reached the app (which runs its handler up to its first turn before it
    // returns here), the other request goes out at once on a connection already open.
    const server: Server = createServer((req, res) => {
      const end = res.end.bind(res)
      res.end = ((...args: Parameters<typeof res.end>) => {
        ended.push(String(req.url))
        return end(...args)
      }) as typeof res.end
      big(req, res)
      if (req.url?.startsWith('/__world/messages')) sent = track(other, fetchWith(`${base}${other}`, agent, token))
    })
    const track = (name: string, reply: Promise<Reply>) =>
      reply.then((r) => {
        received.push(name)
        return r
      })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    try {
      expect((await fetchWith(`${base}/__health`, agent)).status).toBe(200)
      for (const [search, otherFirst] of [
        // A search of every message: the other request, sent after it started, ends first.
        ['/__world/messages?q=no-such-text-anywhere&limit=200', true],
        // The control: a search that ends before its first turn (the newest message of the first
        // conversation) ends first, sent the same way, so the order above is the turns' doing.
        [`/__world/messages?q=${newest}&limit=1`, false],
      ] as const) {
        ended.length = 0
        received.length = 0
        sent = undefined
        const searched = await track(search, fetchWith(`${base}${search}`))
        const answered = await (sent as Promise<Reply> | undefined)
        expect(searched.status).toBe(200)
        expect((searched.body as Page<WorldMessage>).data).toHaveLength(otherFirst ? 0 : 1)
        expect(answered?.status).toBe(200)
        const order = otherFirst ? [other, search] : [search, other]
        expect(ended).toEqual(order)
        expect(received).toEqual(order)
      }
    } finally {
      agent.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})

interface Reply {
  status: number
  body: unknown
}

/** A GET over node:http (on `agent` and with a bearer `token` when given), its status and parsed body. */
function fetchWith(url: string, agent?: Agent, token?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers = token === undefined ? {} : auth(token)
    const req = httpRequest(url, { agent: agent ?? false, headers }, (res: IncomingMessage) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}
