import type { Express } from 'express'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  auth,
  type Body,
  expectProblem,
  freezeDate,
  generated,
  ids,
  JSON_TYPE,
  json,
  newContact,
  smallApp,
  withBody,
} from './helpers.js'
import { NOW, smallWorld } from './support/small-world.js'

// Every group endpoint against test/fixtures/small.json, in both encodings the contract takes:
// form bodies as the interface document shows them, and JSON. Date is frozen so that every
// timestamp the server sets (created_at of the fixture contacts without one, of new groups and
// contacts) is an exact value.

const { ana, ben, cleo, dan, trip, old } = smallWorld(NOW)

/** The contact a reference to the unknown username zed creates. */
const zed = newContact(NOW, { username: 'zed' })

let app: Express

freezeDate(NOW)
beforeEach(() => {
  app = smallApp()
})

const createGroup = (body: Body, token = 'tok_ana', on = app) =>
  withBody(request(on).post('/v1/groups').set(auth(token)), body)
const updateGroup = (id: string, body: Body, token = 'tok_ana') =>
  withBody(request(app).put(`/v1/groups/${id}`).set(auth(token)), body)
const getGroup = (id: string, token = 'tok_ana') => request(app).get(`/v1/groups/${id}`).set(auth(token))
const deleteGroup = (id: string, token = 'tok_ana') => request(app).delete(`/v1/groups/${id}`).set(auth(token))
const listGroups = (token = 'tok_ana', query = '') => request(app).get(`/v1/groups${query}`).set(auth(token))
const listMessages = (token = 'tok_ana', query = '') => request(app).get(`/v1/messages${query}`).set(auth(token))
const sendMessage = (conversationId: string, token = 'tok_ana') =>
  request(app).post('/v1/messages').set(auth(token)).set(json).send({ conversation_id: conversationId, message: 'hi' })

/** The group list of ana is still the fixture's: nothing was created, changed or deleted. */
async function expectFixtureGroups() {
  const res = await listGroups()
  expect(res.status).toBe(200)
  expect(res.body).toStrictEqual({ has_more: false, data: [trip, old] })
}

/** A body for `count` distinct new contact references, in the given encoding. */
function manyContacts(count: number, encoding: 'form' | 'json'): Body {
  const names = Array.from({ length: count }, (_, i) => `member${i}`)
  if (encoding === 'json') return { name: 'Crowd', contacts: names.map((username) => ({ username })) }
  return ['name=Crowd', ...names.map((username, i) => `contacts[${i}][username]=${username}`)].join('&')
}

describe('GET /v1/groups', () => {
  it('lists the groups the caller takes part in, newest first, archived ones included', async () => {
    const res = await listGroups()
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(JSON_TYPE)
    expect(res.body).toStrictEqual({ has_more: false, data: [trip, old] })
  })

  it.each([
    ['?archived=true', { has_more: false, data: [old] }],
    ['?archived=false', { has_more: false, data: [trip] }],
    ['?limit=1', { has_more: true, data: [trip] }],
    ['?limit=1&starting_after=grp_trip', { has_more: false, data: [old] }],
    ['?ending_before=grp_old', { has_more: false, data: [trip] }],
  ])('GET /v1/groups%s', async (query, expected) => {
    const res = await listGroups('tok_ana', query)
    expect(res.status).toBe(200)
    expect(res.body).toStrictEqual(expected)
  })
})

describe('POST /v1/groups', () => {
  it.each([
    ['form', 'name=Book+club'],
    ['json', { name: 'Book club' }],
  ] as const)('creates a group with the documented defaults (%s)', async (_encoding, body) => {
    const res = await createGroup(body)
    expect(res.status).toBe(201)
    expect(res.headers['content-type']).toBe(JSON_TYPE)
    expect(res.body).toStrictEqual({
      id: generated('grp'),
      name: 'Book club',
      description: null,
      avatar_url: null,
      conversation_id: generated('conv'),
      contacts: [],
      created_at: NOW,
      archived_at: null,
    })
    const fetched = await getGroup(res.body.id)
    expect(fetched.status).toBe(200)
    expect(fetched.body).toStrictEqual(res.body)
    const list = await listGroups()
    expect(list.body).toStrictEqual({ has_more: false, data: [res.body, trip, old] })
  })

  it.each([
    [
      'form',
      'name=Book+club&description=Monthly+reads&avatar_url=https%3A%2F%2Fexample.com%2Fbook.png&contacts[0][username]=ben',
    ],
    [
      'json',
      {
        name: 'Book club',
        description: 'Monthly reads',
        avatar_url: 'https://example.com/book.png',
        contacts: [{ username: 'ben' }],
      },
    ],
  ] as const)('creates a group with every field given (%s)', async (_encoding, body) => {
    const res = await createGroup(body)
    expect(res.status).toBe(201)
    expect(res.body).toStrictEqual({
      id: generated('grp'),
      name: 'Book club',
      description: 'Monthly reads',
      avatar_url: 'https://example.com/book.png',
      conversation_id: generated('conv'),
      contacts: [ben],
      created_at: NOW,
      archived_at: null,
    })
  })

  it('each new group gets its own id and conversation', async () => {
    const first = await createGroup({ name: 'One' })
    const second = await createGroup({ name: 'Two' })
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(second.body.id).not.toBe(first.body.id)
    expect(second.body.conversation_id).not.toBe(first.body.conversation_id)
    expect(ids(await listGroups())).toEqual([second.body.id, first.body.id, 'grp_trip', 'grp_old'])
  })

  it('does not add the creator to contacts, but the creator sees the group and sends to its conversation', async () => {
    const created = await createGroup('name=Book+club&contacts[0][username]=ben')
    expect(created.status).toBe(201)
    expect(created.body.contacts).toStrictEqual([ben])
    const { id, conversation_id } = created.body

    const seen = await getGroup(id)
    expect(seen.status).toBe(200)
    expect(seen.body).toStrictEqual(created.body)

    const sent = await sendMessage(conversation_id)
    expect(sent.status).toBe(201)
    expect(sent.body).toStrictEqual({
      id: generated('msg'),
      conversation_id,
      contact: ana,
      message: 'hi',
      reactions: [],
      attachments: [],
      read_at: null,
      created_at: NOW,
      updated_at: null,
    })
    const listed = await listMessages('tok_ana', `?conversation_id=${conversation_id}`)
    expect(listed.body).toStrictEqual({ has_more: false, data: [sent.body] })

    // The member sees it too; a contact outside it does not.
    expect((await getGroup(id, 'tok_ben')).body).toStrictEqual(created.body)
    expectProblem(await getGroup(id, 'tok_cleo'), 404, 'not_found')
  })

  it('keeps the creator in contacts when the creator is listed there', async () => {
    const res = await createGroup({ name: 'Me too', contacts: [{ id: 'ct_ana' }, { id: 'ct_ben' }] })
    expect(res.status).toBe(201)
    expect(res.body.contacts).toStrictEqual([ana, ben])
  })

  it.each([
    ['name of 100 characters', { name: 'x'.repeat(100) }, 'name', 'x'.repeat(100)],
    ['name of 100 code points (200 UTF-16 units)', { name: '😀'.repeat(100) }, 'name', '😀'.repeat(100)],
    ['name of 1 character', { name: 'x' }, 'name', 'x'],
    ['description of 1,000 characters', { name: 'D', description: 'd'.repeat(1000) }, 'description', 'd'.repeat(1000)],
    [
      'description of 1,000 code points',
      { name: 'D', description: '😀'.repeat(1000) },
      'description',
      '😀'.repeat(1000),
    ],
    [
      'https avatar_url',
      { name: 'A', avatar_url: 'https://example.com/g.png' },
      'avatar_url',
      'https://example.com/g.png',
    ],
    [
      'http avatar_url',
      { name: 'A', avatar_url: 'http://example.com/g.png' },
      'avatar_url',
      'http://example.com/g.png',
    ],
  ])('accepts a %s', async (_case, body, field, value) => {
    const res = await createGroup(body)
    expect(res.status).toBe(201)
    expect(res.body[field]).toBe(value)
  })

  it.each([
    ['form', 'name=Crowd&contacts=', []],
    ['json', { name: 'Crowd', contacts: [] }, []],
  ] as const)('accepts an empty contacts list (%s)', async (_encoding, body, contacts) => {
    const res = await createGroup(body)
    expect(res.status).toBe(201)
    expect(res.body.contacts).toStrictEqual(contacts)
  })

  it.each(['form', 'json'] as const)('accepts 256 contacts (%s)', async (encoding) => {
    const res = await createGroup(manyContacts(256, encoding))
    expect(res.status).toBe(201)
    expect(res.body.contacts).toHaveLength(256)
    expect(res.body.contacts[255]).toStrictEqual(newContact(NOW, { username: 'member255' }))
  })

  it.each([
    ['no name (json)', ['name'], {}],
    ['no name (form)', ['name'], 'description=x'],
    ['an empty name (json)', ['name'], { name: '' }],
    ['an empty name (form)', ['name'], 'name='],
    ['a name that is not a string', ['name'], { name: 7 }],
    ['a null name', ['name'], { name: null }],
    ['a name of 101 characters', ['name'], { name: 'x'.repeat(101) }],
    ['a name of 101 code points', ['name'], { name: '😀'.repeat(101) }],
    ['a description of 1,001 characters', ['description'], { name: 'D', description: 'd'.repeat(1001) }],
    ['a description of 1,001 code points', ['description'], { name: 'D', description: '😀'.repeat(1001) }],
    ['an ftp avatar_url', ['avatar_url'], { name: 'A', avatar_url: 'ftp://example.com/g.png' }],
    // A relative URL breaks two rules (a URI, with an http(s) scheme): errors lists each failure.
    ['a relative avatar_url', ['avatar_url'], { name: 'A', avatar_url: '/g.png' }],
    ['an avatar_url without a scheme (form)', ['avatar_url'], 'name=A&avatar_url=example.com%2Fg.png'],
    ['257 contacts (json)', ['contacts'], manyContacts(257, 'json')],
    ['257 contacts (form)', ['contacts'], manyContacts(257, 'form')],
    [
      'a contact reference with no id, username or phone_number',
      ['contacts[0]'],
      { name: 'C', contacts: [{ avatar_url: 'https://example.com/x.png' }] },
    ],
    ['an unknown contact id (json)', ['contacts[0][id]'], { name: 'C', contacts: [{ id: 'ct_nobody' }] }],
    ['an unknown contact id (form)', ['contacts[0][id]'], 'name=C&contacts[0][id]=ct_nobody'],
  ])('refuses %s, naming %s, and creates nothing', async (_case, params, body) => {
    expectProblem(await createGroup(body), 400, 'invalid_parameter', params)
    await expectFixtureGroups()
  })

  it.each([
    ['json', { name: 'C', colour: 'red' }],
    ['form', 'name=C&colour=red'],
  ] as const)('refuses an unknown field (%s)', async (_encoding, body) => {
    expectProblem(await createGroup(body), 400, 'unknown_parameter', ['colour'])
    await expectFixtureGroups()
  })

  it('refuses an unknown contact id after a new reference without creating the new contact or any id', async () => {
    const refused = await createGroup({
      name: 'Book club',
      contacts: [{ username: 'zed', phone_number: '+15550177' }, { id: 'ct_nobody' }],
    })
    expectProblem(refused, 400, 'invalid_parameter', ['contacts[1][id]'])
    await expectFixtureGroups()

    // zed was not created: the same username now makes a new contact, without the refused phone.
    const after = await createGroup({ name: 'Book club', contacts: [{ username: 'zed' }] })
    expect(after.status).toBe(201)
    expect(after.body.contacts).toStrictEqual([zed])
    // No generated id was used up either: a fresh app (same seed) gives the very same group.
    const fresh = await createGroup({ name: 'Book club', contacts: [{ username: 'zed' }] }, 'tok_ana', smallApp())
    expect(fresh.body).toStrictEqual(after.body)
  })

  it.each([
    ['an id', { id: 'ct_dan' }, dan],
    ['a username', { username: 'cleo' }, cleo],
    ['a phone_number', { phone_number: '+15550103' }, dan],
    ['an id before a username', { id: 'ct_ben', username: 'cleo' }, ben],
    ['an id before a phone_number', { id: 'ct_ben', phone_number: '+15550103' }, ben],
    ['a username before a phone_number', { username: 'dan', phone_number: '+15550100' }, dan],
    ['a phone_number when the username matches nothing', { username: 'nobody', phone_number: '+15550103' }, dan],
  ])('resolves a reference by %s', async (_case, ref, contact) => {
    const res = await createGroup({ name: 'R', contacts: [ref] })
    expect(res.status).toBe(201)
    expect(res.body.contacts).toStrictEqual([contact])
  })

  it.each([
    ['form', 'name=R&contacts[0][username]=dan'],
    ['form', 'name=R&contacts[0][phone_number]=%2B15550103'],
    ['form', 'name=R&contacts[0][id]=ct_dan'],
  ] as const)('resolves a reference in a form body (%s: %s)', async (_encoding, body) => {
    const res = await createGroup(body)
    expect(res.status).toBe(201)
    expect(res.body.contacts).toStrictEqual([dan])
  })

  it('ignores the other fields of a reference that resolves: contacts are not edited through groups', async () => {
    const res = await createGroup({
      name: 'R',
      contacts: [
        { username: 'ben', phone_number: '+19990000', avatar_url: 'https://example.com/b.png', last_active_at: 5 },
      ],
    })
    expect(res.status).toBe(201)
    expect(res.body.contacts).toStrictEqual([ben])
    expect((await getGroup('grp_trip')).body).toStrictEqual(trip)
  })

  it.each([
    [
      'json',
      {
        name: 'New people',
        contacts: [
          {
            username: 'zed',
            phone_number: '+15550199',
            avatar_url: 'https://example.com/z.png',
            last_active_at: 1767000500,
          },
        ],
      },
    ],
    [
      'form',
      'name=New+people&contacts[0][username]=zed&contacts[0][phone_number]=%2B15550199' +
        '&contacts[0][avatar_url]=https%3A%2F%2Fexample.com%2Fz.png&contacts[0][last_active_at]=1767000500',
    ],
  ] as const)('creates a contact from a reference that matches nothing (%s)', async (_encoding, body) => {
    const res = await createGroup(body)
    expect(res.status).toBe(201)
    expect(res.body.contacts).toStrictEqual([
      newContact(NOW, {
        username: 'zed',
        phone_number: '+15550199',
        avatar_url: 'https://example.com/z.png',
        last_active_at: 1767000500,
      }),
    ])
  })

  it.each([
    ['a phone_number only', { phone_number: '+15550199' }, { username: null, phone_number: '+15550199' }],
    ['a created_at, which is ignored', { username: 'zed', created_at: 5 }, { username: 'zed', phone_number: null }],
  ])('creates a contact from a reference with %s, the rest null and created_at now', async (_case, ref, fields) => {
    const res = await createGroup({ name: 'New people', contacts: [ref] })
    expect(res.status).toBe(201)
    expect(res.body.contacts).toStrictEqual([newContact(NOW, fields)])
  })

  it('creates one contact for two equal new references, and later references resolve to it', async () => {
    const res = await createGroup('name=Twins&contacts[0][username]=zed&contacts[1][username]=zed')
    expect(res.status).toBe(201)
    expect(res.body.contacts).toStrictEqual([zed])
    const again = await createGroup({ name: 'Zed again', contacts: [{ username: 'zed' }] })
    expect(again.body.contacts).toStrictEqual(res.body.contacts)
  })

  it('lists the same contact once when several references resolve to it', async () => {
    const res = await createGroup({
      name: 'Ben',
      contacts: [{ id: 'ct_ben' }, { username: 'ben' }, { phone_number: '+15550101' }, { id: 'ct_ben' }],
    })
    expect(res.status).toBe(201)
    expect(res.body.contacts).toStrictEqual([ben])
  })

  it('accepts back contact objects exactly as returned, with all six fields (json)', async () => {
    const res = await createGroup({ name: 'Again', contacts: [...trip.contacts, ana] })
    expect(res.status).toBe(201)
    expect(res.body.contacts).toStrictEqual([ben, ana])
  })

  it('accepts back a contact object exactly as returned, with all six fields (form, empty values for null)', async () => {
    const body =
      'name=Again&contacts[0][id]=ct_ben&contacts[0][username]=ben&contacts[0][phone_number]=%2B15550101' +
      `&contacts[0][avatar_url]=&contacts[0][last_active_at]=&contacts[0][created_at]=${NOW}`
    const res = await createGroup(body)
    expect(res.status).toBe(201)
    expect(res.body.contacts).toStrictEqual([ben])
  })
})

describe('GET /v1/groups/:id', () => {
  it.each([
    ['grp_trip', trip],
    ['grp_old', old],
  ])('answers %s', async (id, group) => {
    const res = await getGroup(id)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(JSON_TYPE)
    expect(res.body).toStrictEqual(group)
  })

  it('answers 404 for an id that does not exist', async () => {
    const res = await getGroup('grp_nope')
    expectProblem(res, 404, 'not_found')
  })
})

describe('PUT /v1/groups/:id', () => {
  it.each([
    ['form', 'description=Lisbon+in+May'],
    ['json', { description: 'Lisbon in May' }],
  ] as const)('an update of description alone leaves every other field as it was (%s)', async (_encoding, body) => {
    const res = await updateGroup('grp_trip', body)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(JSON_TYPE)
    expect(res.body).toStrictEqual({ ...trip, description: 'Lisbon in May' })
    expect((await getGroup('grp_trip')).body).toStrictEqual({ ...trip, description: 'Lisbon in May' })
    // The conversation and its members are untouched too.
    expect(ids(await listMessages('tok_ben', '?conversation_id=conv_trip'))).toEqual(['msg_t3', 'msg_t2', 'msg_t1'])
  })

  it.each([
    ['name (form)', 'grp_trip', 'name=Road+trip', { ...trip, name: 'Road trip' }],
    ['name (json)', 'grp_trip', { name: 'Road trip' }, { ...trip, name: 'Road trip' }],
    [
      'avatar_url (form)',
      'grp_trip',
      'avatar_url=https%3A%2F%2Fexample.com%2Ft.png',
      { ...trip, avatar_url: 'https://example.com/t.png' },
    ],
    [
      'avatar_url (json)',
      'grp_trip',
      { avatar_url: 'https://example.com/t.png' },
      { ...trip, avatar_url: 'https://example.com/t.png' },
    ],
    [
      'description (json), of an archived group',
      'grp_old',
      { description: 'still quiet' },
      { ...old, description: 'still quiet' },
    ],
  ])('changes only %s', async (_case, id, body, expected) => {
    const res = await updateGroup(id, body)
    expect(res.status).toBe(200)
    expect(res.body).toStrictEqual(expected)
    expect((await getGroup(id)).body).toStrictEqual(expected)
  })

  it('changes every field at once', async () => {
    const res = await updateGroup('grp_trip', {
      name: 'Road trip',
      description: 'Lisbon',
      avatar_url: 'https://example.com/t.png',
      contacts: [{ username: 'cleo' }],
      archived_at: 1767300000,
    })
    expect(res.status).toBe(200)
    expect(res.body).toStrictEqual({
      ...trip,
      name: 'Road trip',
      description: 'Lisbon',
      avatar_url: 'https://example.com/t.png',
      contacts: [cleo],
      archived_at: 1767300000,
    })
  })

  it.each([
    ['form', 'contacts[0][username]=cleo&contacts[1][id]=ct_dan'],
    ['json', { contacts: [{ username: 'cleo' }, { id: 'ct_dan' }] }],
  ] as const)('contacts replaces the member list; a removed member loses access (%s)', async (_encoding, body) => {
    const res = await updateGroup('grp_trip', body)
    expect(res.status).toBe(200)
    expect(res.body).toStrictEqual({ ...trip, contacts: [cleo, dan] })

    expectProblem(await getGroup('grp_trip', 'tok_ben'), 404, 'not_found')
    expectProblem(await listMessages('tok_ben', '?conversation_id=conv_trip'), 404, 'not_found')
    expectProblem(await request(app).get('/v1/messages/msg_t2').set(auth('tok_ben')), 404, 'not_found')
    expectProblem(await sendMessage('conv_trip', 'tok_ben'), 404, 'not_found')
    expectProblem(await updateGroup('grp_trip', { name: 'Mine' }, 'tok_ben'), 404, 'not_found')
    expect((await listGroups('tok_ben')).body).toStrictEqual({ has_more: false, data: [] })
    expect(ids(await listMessages('tok_ben'))).toEqual(['msg_d2', 'msg_d1'])

    // The new members see it; the owner keeps it.
    expect((await getGroup('grp_trip', 'tok_cleo')).body).toStrictEqual({ ...trip, contacts: [cleo, dan] })
    expect(ids(await listMessages('tok_cleo', '?conversation_id=conv_trip'))).toEqual(['msg_t3', 'msg_t2', 'msg_t1'])
    expect((await getGroup('grp_trip')).body).toStrictEqual({ ...trip, contacts: [cleo, dan] })
  })

  it.each([
    ['form', 'contacts='],
    ['json', { contacts: [] }],
  ] as const)('an empty contacts list removes every member (%s)', async (_encoding, body) => {
    const res = await updateGroup('grp_trip', body)
    expect(res.status).toBe(200)
    expect(res.body).toStrictEqual({ ...trip, contacts: [] })
    expectProblem(await getGroup('grp_trip', 'tok_ben'), 404, 'not_found')
    expect((await sendMessage('conv_trip')).status).toBe(201)
  })

  it('contacts in an update resolves references and creates contacts as on create', async () => {
    const res = await updateGroup('grp_trip', {
      contacts: [{ id: 'ct_ben' }, { phone_number: '+15550103' }, { username: 'zed' }, { username: 'zed' }],
    })
    expect(res.status).toBe(200)
    expect(res.body.contacts).toStrictEqual([ben, dan, zed])
  })

  it('accepts back the contacts it returned', async () => {
    const current = await getGroup('grp_trip')
    const res = await updateGroup('grp_trip', { contacts: current.body.contacts })
    expect(res.status).toBe(200)
    expect(res.body).toStrictEqual(trip)
  })

  it.each([
    ['form', 'archived_at=1767300000'],
    ['json', { archived_at: 1767300000 }],
  ] as const)('archives with archived_at (%s)', async (_encoding, body) => {
    const res = await updateGroup('grp_trip', body)
    expect(res.status).toBe(200)
    expect(res.body).toStrictEqual({ ...trip, archived_at: 1767300000 })
    expect(ids(await listGroups('tok_ana', '?archived=true'))).toEqual(['grp_trip', 'grp_old'])
    expect(ids(await listGroups('tok_ana', '?archived=false'))).toEqual([])
    // Archived, the group and its conversation stay usable.
    expect((await sendMessage('conv_trip', 'tok_ben')).status).toBe(201)
  })

  it.each([
    ['form', 'archived_at='],
    ['json', { archived_at: null }],
  ] as const)('restores an archived group (%s)', async (_encoding, body) => {
    const res = await updateGroup('grp_old', body)
    expect(res.status).toBe(200)
    expect(res.body).toStrictEqual({ ...old, archived_at: null })
    expect(ids(await listGroups('tok_ana', '?archived=true'))).toEqual([])
    expect(ids(await listGroups('tok_ana', '?archived=false'))).toEqual(['grp_trip', 'grp_old'])
  })

  it.each([
    ['form', 'description='],
    ['json', { description: null }],
  ] as const)('clears description (%s)', async (_encoding, body) => {
    const res = await updateGroup('grp_old', body)
    expect(res.status).toBe(200)
    expect(res.body).toStrictEqual({ ...old, description: null })
  })

  it.each([
    ['form', 'avatar_url='],
    ['json', { avatar_url: null }],
  ] as const)('clears avatar_url (%s)', async (_encoding, body) => {
    const set = await updateGroup('grp_trip', { avatar_url: 'https://example.com/t.png' })
    expect(set.body.avatar_url).toBe('https://example.com/t.png')
    const res = await updateGroup('grp_trip', body)
    expect(res.status).toBe(200)
    expect(res.body).toStrictEqual(trip)
  })

  it.each([
    ['an empty JSON object', (req: request.Test) => req.set(json).send({})],
    ['an empty form body', (req: request.Test) => req.type('form').send('')],
    ['no body at all', (req: request.Test) => req],
  ])('refuses an update that names no field: %s', async (_case, send) => {
    const res = await send(request(app).put('/v1/groups/grp_trip').set(auth('tok_ana')))
    expectProblem(res, 400, 'invalid_parameter', ['body'])
    await expectFixtureGroups()
  })

  it.each([
    ['an empty name', ['name'], { name: '' }],
    ['a null name', ['name'], { name: null }],
    ['a name of 101 code points', ['name'], { name: '😀'.repeat(101) }],
    ['a description of 1,001 characters', ['description'], { description: 'd'.repeat(1001) }],
    // A relative URL breaks two rules (a URI, with an http(s) scheme): errors lists each failure.
    ['a relative avatar_url', ['avatar_url'], { avatar_url: 'g.png' }],
    ['an archived_at that is not a timestamp (json)', ['archived_at'], { archived_at: 'soon' }],
    ['an archived_at that is not a timestamp (form)', ['archived_at'], 'archived_at=soon'],
    ['a negative archived_at', ['archived_at'], { archived_at: -1 }],
    ['an unknown contact id', ['contacts[0][id]'], { description: 'x', contacts: [{ id: 'ct_nobody' }] }],
    ['257 contacts', ['contacts'], { contacts: (manyContacts(257, 'json') as { contacts: unknown[] }).contacts }],
  ])('refuses %s, naming %s, and changes nothing', async (_case, params, body) => {
    expectProblem(await updateGroup('grp_trip', body), 400, 'invalid_parameter', params)
    await expectFixtureGroups()
    expect(ids(await listMessages('tok_ben', '?conversation_id=conv_trip'))).toEqual(['msg_t3', 'msg_t2', 'msg_t1'])
  })

  it.each([
    ['json', { conversation_id: 'conv_x' }, 'conversation_id'],
    ['form', 'created_at=1', 'created_at'],
  ] as const)('refuses a field the update does not take (%s)', async (_encoding, body, param) => {
    expectProblem(await updateGroup('grp_trip', body), 400, 'unknown_parameter', [param])
    await expectFixtureGroups()
  })

  it('answers 404 for an id that does not exist', async () => {
    expectProblem(await updateGroup('grp_nope', { name: 'X' }), 404, 'not_found')
    await expectFixtureGroups()
  })
})

describe('DELETE /v1/groups/:id', () => {
  it('deletes the group with its conversation and messages', async () => {
    const res = await deleteGroup('grp_trip')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(JSON_TYPE)
    expect(res.body).toStrictEqual({ id: 'grp_trip', deleted: true })

    expectProblem(await getGroup('grp_trip'), 404, 'not_found')
    expectProblem(await updateGroup('grp_trip', { name: 'Back' }), 404, 'not_found')
    for (const id of ['msg_t1', 'msg_t2', 'msg_t3']) {
      expectProblem(await request(app).get(`/v1/messages/${id}`).set(auth('tok_ana')), 404, 'not_found')
    }
    expectProblem(await listMessages('tok_ana', '?conversation_id=conv_trip'), 404, 'not_found')
    expectProblem(await sendMessage('conv_trip'), 404, 'not_found')
    expect((await listGroups()).body).toStrictEqual({ has_more: false, data: [old] })
    expect(ids(await listMessages())).toEqual(['msg_d2', 'msg_d1', 'msg_o1'])

    // Gone for its member too.
    expectProblem(await getGroup('grp_trip', 'tok_ben'), 404, 'not_found')
    expectProblem(await sendMessage('conv_trip', 'tok_ben'), 404, 'not_found')
    expect((await listGroups('tok_ben')).body).toStrictEqual({ has_more: false, data: [] })
    expect(ids(await listMessages('tok_ben'))).toEqual(['msg_d2', 'msg_d1'])
  })

  it('answers 404 to a second delete', async () => {
    expect((await deleteGroup('grp_trip')).status).toBe(200)
    expectProblem(await deleteGroup('grp_trip'), 404, 'not_found')
  })

  it('deletes a group created through the API, with the messages sent to it', async () => {
    const created = await createGroup({ name: 'Brief' })
    const sent = await sendMessage(created.body.conversation_id)
    expect(sent.status).toBe(201)
    const res = await deleteGroup(created.body.id)
    expect(res.status).toBe(200)
    expect(res.body).toStrictEqual({ id: created.body.id, deleted: true })
    expectProblem(await request(app).get(`/v1/messages/${sent.body.id}`).set(auth('tok_ana')), 404, 'not_found')
    expectProblem(await sendMessage(created.body.conversation_id), 404, 'not_found')
    await expectFixtureGroups()
  })

  it('answers 404 for an id that does not exist', async () => {
    expectProblem(await deleteGroup('grp_nope'), 404, 'not_found')
    await expectFixtureGroups()
  })
})

describe('POST /__reset after group changes', () => {
  /** What ana, ben and cleo see of groups and messages. */
  async function snapshot() {
    const calls = [
      listGroups(),
      listGroups('tok_ben'),
      listGroups('tok_cleo'),
      getGroup('grp_trip'),
      getGroup('grp_old'),
      getGroup('grp_cleo', 'tok_cleo'),
      listMessages('tok_ana', '?limit=100'),
      listMessages('tok_ben', '?limit=100'),
      listMessages('tok_cleo', '?limit=100'),
    ]
    return (await Promise.all(calls)).map((res) => ({ status: res.status, body: res.body }))
  }

  it('brings back every group, conversation and message exactly, and generated ids repeat', async () => {
    const before = await snapshot()
    const created = await createGroup({ name: 'Book club', contacts: [{ username: 'zed' }] })
    expect(created.status).toBe(201)
    expect((await updateGroup('grp_old', { archived_at: null, description: null })).status).toBe(200)
    expect((await updateGroup('grp_trip', { contacts: [] })).status).toBe(200)
    expect((await deleteGroup('grp_trip')).status).toBe(200)

    const reset = await request(app).post('/__reset')
    expect(reset.status).toBe(200)
    expect(reset.body).toStrictEqual({
      status: 'reset',
      counts: { contacts: 4, groups: 3, conversations: 5, messages: 8 },
    })

    expect(await snapshot()).toStrictEqual(before)
    expect((await getGroup('grp_trip')).body).toStrictEqual(trip)
    expect((await getGroup('grp_old')).body).toStrictEqual(old)
    expectProblem(await getGroup(created.body.id), 404, 'not_found')
    const again = await createGroup({ name: 'Book club', contacts: [{ username: 'zed' }] })
    expect(again.body).toStrictEqual(created.body)
  })
})
