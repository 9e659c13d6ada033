import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../src/app.js'
import { FixtureError, jsonPath } from '../src/engine/store/world.js'
import { auth, fixture, freezeDate, generated, newContact } from './helpers.js'

/** CONTRACT section 8: fixture documents are validated whole, and what they leave out gets its default. */

const NOW = 1767225600

// The `created_at` a fixture leaves out is exactly now.
freezeDate(NOW)

/** The FixtureError `load` throws, with its issues as `{ path: '$.a[0].b', message }`. */
function refusal(load: () => unknown) {
  let thrown: unknown
  try {
    load()
  } catch (error) {
    thrown = error
  }
  expect(thrown).toBeInstanceOf(FixtureError)
  const error = thrown as FixtureError
  return { error, issues: error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message })) }
}

const issuesOf = (doc: unknown) => refusal(() => createApp({ fixtures: doc })).issues

describe('an invalid document is refused with every issue and its path', () => {
  it.each([
    [
      'wrong types',
      {
        default_caller: 5,
        contacts: [{ id: 'ct_a', username: 7, created_at: 'now' }],
        groups: [{ name: 3 }],
        messages: 'none',
      },
      [
        { path: '$.default_caller', message: 'must be string' },
        { path: '$.contacts[0].username', message: 'must be string,null' },
        { path: '$.contacts[0].created_at', message: 'must be integer' },
        { path: '$.groups[0].name', message: 'must be string' },
        { path: '$.messages', message: 'must be array' },
      ],
    ],
    [
      'unknown fields',
      { contacts: [{ id: 'ct_a', nickname: 'al' }], extra: 1 },
      [
        { path: '$.extra', message: 'is unknown' },
        { path: '$.contacts[0].nickname', message: 'is unknown' },
      ],
    ],
    [
      'a missing required field',
      { contacts: [{ id: 'ct_a' }], groups: [{ id: 'grp_1' }], conversations: [{ id: 'conv_1' }] },
      [
        { path: '$.groups[0].name', message: 'is required' },
        { path: '$.conversations[0].participants', message: 'is required' },
      ],
    ],
    ['a document that is not an object', [], [{ path: '$', message: 'must be object' }]],
  ])('%s', (_name, doc, issues) => {
    expect(issuesOf(doc)).toEqual(issues)
  })

  it.each([
    [
      'a message whose conversation does not exist',
      {
        contacts: [{ id: 'ct_a' }],
        messages: [{ conversation_id: 'conv_none', contact: 'ct_a', message: 'hi' }],
      },
      [{ path: '$.messages[0].conversation_id', message: 'names no conversation (conv_none)' }],
    ],
    [
      'a sender who is not a contact',
      {
        contacts: [{ id: 'ct_a' }],
        conversations: [{ id: 'conv_dm', participants: ['ct_a'] }],
        messages: [{ conversation_id: 'conv_dm', contact: 'ct_ghost', message: 'hi' }],
      },
      [{ path: '$.messages[0].contact', message: 'names no contact (ct_ghost)' }],
    ],
    [
      'a group member that is not a contact',
      {
        contacts: [{ id: 'ct_a' }, { id: 'ct_b' }],
        groups: [{ name: 'G', owner: 'ct_a', contacts: ['ct_b', 'ct_c'] }],
      },
      [{ path: '$.groups[0].contacts[1]', message: 'names no contact (ct_c)' }],
    ],
    [
      'a group owner that is not a contact',
      { contacts: [{ id: 'ct_a' }], groups: [{ name: 'G', owner: 'ct_z' }] },
      [{ path: '$.groups[0].owner', message: 'names no contact (ct_z)' }],
    ],
    [
      'a direct participant that is not a contact',
      { contacts: [{ id: 'ct_a' }], conversations: [{ id: 'conv_dm', participants: ['ct_a', 'ct_q'] }] },
      [{ path: '$.conversations[0].participants[1]', message: 'names no contact (ct_q)' }],
    ],
    [
      'tokens naming no contact, in both forms',
      { contacts: [{ id: 'ct_a' }], tokens: { tok_x: 'ct_nobody', tok_y: { contact: 'ct_ghost', expires_at: 5 } } },
      [
        { path: '$.tokens.tok_x', message: 'names no contact (ct_nobody)' },
        { path: '$.tokens.tok_y.contact', message: 'names no contact (ct_ghost)' },
      ],
    ],
    [
      'a contact id given twice',
      { contacts: [{ id: 'ct_a' }, { id: 'ct_b' }, { id: 'ct_a' }] },
      [{ path: '$.contacts[2].id', message: 'repeats the id ct_a' }],
    ],
    [
      "a conversation id equal to a group's conversation_id",
      {
        contacts: [{ id: 'ct_a' }],
        groups: [{ id: 'grp_1', name: 'G', owner: 'ct_a', conversation_id: 'conv_g' }],
        conversations: [{ id: 'conv_g', participants: ['ct_a'] }],
      },
      [{ path: '$.conversations[0].id', message: 'repeats the id conv_g' }],
    ],
    [
      'an unknown default_caller',
      { default_caller: 'ct_zed', contacts: [{ id: 'ct_a' }] },
      [{ path: '$.default_caller', message: 'names no contact (ct_zed)' }],
    ],
  ])('%s', (_name, doc, issues) => {
    expect(issuesOf(doc)).toEqual(issues)
  })

  it('every reference problem of one document is listed at once, in document order', () => {
    const doc = {
      default_caller: 'ct_zed',
      tokens: { tok_x: 'ct_nobody' },
      contacts: [{ id: 'ct_a' }, { id: 'ct_b' }, { id: 'ct_a' }],
      groups: [{ id: 'grp_1', name: 'G', owner: 'ct_a', contacts: ['ct_b', 'ct_c'], conversation_id: 'conv_g' }],
      conversations: [
        { id: 'conv_g', participants: ['ct_a'] },
        { id: 'conv_dm', participants: ['ct_a'] },
      ],
      messages: [
        { conversation_id: 'conv_none', contact: 'ct_a', message: 'x' },
        { conversation_id: 'conv_dm', contact: 'ct_b', message: 'y' },
      ],
    }
    const { error, issues } = refusal(() => createApp({ fixtures: doc }))
    expect(error.source).toBe('fixtures')
    expect(issues).toEqual([
      { path: '$.contacts[2].id', message: 'repeats the id ct_a' },
      { path: '$.tokens.tok_x', message: 'names no contact (ct_nobody)' },
      { path: '$.default_caller', message: 'names no contact (ct_zed)' },
      { path: '$.groups[0].contacts[1]', message: 'names no contact (ct_c)' },
      { path: '$.conversations[0].id', message: 'repeats the id conv_g' },
      { path: '$.messages[0].conversation_id', message: 'names no conversation (conv_none)' },
    ])
  })

  it('a sender who no longer takes part (a removed member) is accepted, so exports load back', () => {
    const doc = {
      contacts: [{ id: 'ct_a' }, { id: 'ct_b' }],
      conversations: [{ id: 'conv_dm', participants: ['ct_a'] }],
      messages: [{ id: 'msg_1', conversation_id: 'conv_dm', contact: 'ct_b', message: 'hi' }],
    }
    expect(() => createApp({ fixtures: doc })).not.toThrow()
  })

  it('a wrong type and a broken reference in one document are both listed', () => {
    const doc = {
      contacts: [{ id: 'ct_a', username: 5 }],
      messages: [{ conversation_id: 'conv_none', contact: 'ct_a', message: 'x' }],
    }
    expect(issuesOf(doc)).toEqual([
      { path: '$.contacts[0].username', message: 'must be string,null' },
      { path: '$.messages[0].conversation_id', message: 'names no conversation (conv_none)' },
    ])
  })

  it('the error message names the source and every issue', () => {
    const { error } = refusal(() =>
      createApp({ fixtures: { default_caller: 'ct_zed', contacts: [{ id: 'ct_a' }, { id: 'ct_a' }] } }),
    )
    expect(error.message).toBe(
      'fixtures: $.contacts[1].id repeats the id ct_a; $.default_caller names no contact (ct_zed)',
    )
  })

  describe('fixture files', () => {
    let dir: string
    beforeEach(() => {
      dir = mkdtempSync(join(tmpdir(), 'mock-fixtures-'))
    })
    afterEach(() => {
      rmSync(dir, { recursive: true, force: true })
    })

    it('an invalid file is refused naming the file', () => {
      const file = join(dir, 'refs.json')
      writeFileSync(file, JSON.stringify({ contacts: [{ id: 'ct_a' }], tokens: { tok: 'ct_b' } }))
      const { error, issues } = refusal(() => createApp({ fixturesFile: file }))
      expect(error.source).toBe(file)
      expect(issues).toEqual([{ path: '$.tokens.tok', message: 'names no contact (ct_b)' }])
    })

    it('a file that is not JSON is refused at $', () => {
      const file = join(dir, 'broken.json')
      writeFileSync(file, '{ "contacts": [')
      const { error, issues } = refusal(() => createApp({ fixturesFile: file }))
      expect(error.source).toBe(file)
      expect(issues).toHaveLength(1)
      expect(issues[0].path).toBe('$')
      expect(issues[0].message).toMatch(/^is not JSON: /)
    })

    it('a missing file is refused at $', () => {
      const file = join(dir, 'missing.json')
      const { error, issues } = refusal(() => createApp({ fixturesFile: file }))
      expect(error.source).toBe(file)
      expect(issues).toEqual([{ path: '$', message: 'cannot be read: no such file' }])
    })
  })
})

describe('what a fixture leaves out gets its default', () => {
  /** zed has no id and, being first, is the default caller and so the owner of G. */
  const sparse = {
    tokens: { tok_x: 'ct_x' },
    contacts: [{ username: 'zed' }, { id: 'ct_x' }],
    groups: [{ name: 'G', contacts: ['ct_x'] }],
    conversations: [{ id: 'conv_k', participants: ['ct_x'] }, { participants: ['ct_x'] }],
    messages: [
      { conversation_id: 'conv_k', contact: 'ct_x', message: 'hi', attachments: [{ url: 'https://x.example/a' }] },
    ],
  }
  const ctX = {
    id: 'ct_x',
    username: null,
    phone_number: null,
    avatar_url: null,
    last_active_at: null,
    created_at: NOW,
  }

  it('a group without id, conversation_id, description, avatar_url, created_at or archived_at', async () => {
    const app = createApp({ fixtures: sparse })
    const res = await request(app).get('/v1/groups').set(auth('tok_x'))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      has_more: false,
      data: [
        {
          id: generated('grp'),
          name: 'G',
          description: null,
          avatar_url: null,
          conversation_id: generated('conv'),
          contacts: [ctX],
          created_at: NOW,
          archived_at: null,
        },
      ],
    })
  })

  it('a message without id, reactions, read_at, created_at or updated_at; an attachment without id', async () => {
    const app = createApp({ fixtures: sparse })
    const res = await request(app).get('/v1/messages?conversation_id=conv_k').set(auth('tok_x'))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      has_more: false,
      data: [
        {
          id: generated('msg'),
          conversation_id: 'conv_k',
          contact: ctX,
          message: 'hi',
          reactions: [],
          attachments: [
            { id: generated('att'), url: 'https://x.example/a', filename: null, content_type: null, size: null },
          ],
          read_at: null,
          created_at: NOW,
          updated_at: null,
        },
      ],
    })
  })

  it('a contact without id gets a generated one, and all six fields', async () => {
    const app = createApp({ fixtures: sparse })
    // An unknown token acts as the default caller: zed, the owner of G.
    const groups = await request(app).get('/v1/groups').set(auth('tok_unknown'))
    expect(groups.body.data.map((g: { name: string }) => g.name)).toEqual(['G'])
    const sent = await request(app)
      .post('/v1/messages')
      .set(auth('tok_unknown'))
      .send({ conversation_id: groups.body.data[0].conversation_id, message: 'from zed' })
    expect(sent.status).toBe(201)
    expect(sent.body.contact).toEqual(newContact(NOW, { username: 'zed' }))
  })

  it('a contact with only an id shows all six fields, the unknown ones null', async () => {
    const app = createApp({
      fixtures: {
        contacts: [{ id: 'ct_x', phone_number: '+15550199' }],
        conversations: [{ id: 'conv_k', participants: ['ct_x'] }],
        messages: [{ id: 'msg_1', conversation_id: 'conv_k', contact: 'ct_x', message: 'hi', created_at: 5 }],
      },
    })
    const res = await request(app).get('/v1/messages/msg_1').set(auth('tok_any'))
    expect(res.status).toBe(200)
    expect(res.body.contact).toEqual({ ...ctX, phone_number: '+15550199' })
    expect(Object.keys(res.body.contact)).toEqual([
      'id',
      'username',
      'phone_number',
      'avatar_url',
      'last_active_at',
      'created_at',
    ])
  })

  /** Everything generated that one app shows: its group, its messages, and a message sent now. */
  async function generatedIds(seed?: number) {
    const app = createApp({ fixtures: sparse, seed })
    const groups = await request(app).get('/v1/groups').set(auth('tok_x'))
    const messages = await request(app).get('/v1/messages').set(auth('tok_x'))
    const sent = await request(app)
      .post('/v1/messages')
      .set(auth('tok_x'))
      .send({ conversation_id: 'conv_k', message: 'new', attachments: [{ url: 'https://x.example/b' }] })
    expect([groups.status, messages.status, sent.status]).toEqual([200, 200, 201])
    return {
      group: groups.body.data[0].id,
      conversation: groups.body.data[0].conversation_id,
      messages: messages.body.data.map((m: { id: string; attachments: { id: string }[] }) => [
        m.id,
        m.attachments.map((a) => a.id),
      ]),
      sent: [sent.body.id, sent.body.attachments[0].id],
    }
  }

  it('with seed 5, two apps generate the same ids', async () => {
    const first = await generatedIds(5)
    const second = await generatedIds(5)
    expect(second).toEqual(first)
    expect(first.group).toEqual(generated('grp'))
    expect(first.sent).toEqual([generated('msg'), generated('att')])
  })

  it('another seed, or none, generates other ids', async () => {
    const five = await generatedIds(5)
    const six = await generatedIds(6)
    const none = await generatedIds()
    expect(six.group).not.toBe(five.group)
    expect(six.sent[0]).not.toBe(five.sent[0])
    expect(none.group).not.toBe(five.group)
    expect(none.sent[0]).not.toBe(five.sent[0])
  })
})

describe('the default fixture', () => {
  it('fixtures/default.json loads with createApp() and lists the groups of tok_ana', async () => {
    const app = createApp()
    const res = await request(app).get('/v1/groups').set(auth('tok_ana'))
    expect(res.status).toBe(200)
    const doc = JSON.parse(readFileSync(new URL('../fixtures/default.json', import.meta.url), 'utf8')) as {
      groups: { id: string; owner: string; contacts: string[]; created_at: number }[]
    }
    const anas = doc.groups
      .filter((g) => g.owner === 'ct_ana' || g.contacts.includes('ct_ana'))
      .sort((a, b) => b.created_at - a.created_at)
      .map((g) => g.id)
    expect(anas.length).toBeGreaterThan(0)
    expect(res.body.has_more).toBe(false)
    expect(res.body.data.map((g: { id: string }) => g.id)).toEqual(anas)
  })

  it('test/fixtures/small.json loads', () => {
    expect(() => createApp({ fixtures: fixture('small') })).not.toThrow()
  })
})
