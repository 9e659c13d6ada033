import type { Express } from 'express'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ProblemCode } from '../src/engine/core/errors.js'
import { auth, expectProblem, smallApp } from './helpers.js'

/**
 * Every limit of CONTRACT sections 3 and 5, at the limit and one past it (issue 6, point 5).
 * Lengths count code points, so most strings at a limit are emoji (two UTF-16 units each).
 * Each request runs in a tenant of its own, which starts from the fixture as a fresh app would,
 * and a refused request must leave that tenant's state exactly as the fixture's.
 */

const MiB = 1024 * 1024

type Method = 'get' | 'post' | 'put'
type Body = string | Record<string, unknown> | undefined

interface Spec {
  method: Method
  url: string
  /** An object goes as JSON; a string as a form, unless `json` says it is JSON text. */
  body?: Body
  json?: true
}

/** What the request at the limit gets: a status, or a problem when the limit passes but another rule fails. */
type AtLimit = number | { status: 400; code: ProblemCode; params: string[] }
/** What the request one past the limit gets. */
type PastLimit = { status: 400 | 413; code: ProblemCode; params: string[] }

const refused = (param: string) => ({ status: 400 as const, code: 'invalid_parameter' as const, params: [param] })

const send = (message: string, extra: Record<string, unknown> = {}): Spec => ({
  method: 'post',
  url: '/v1/messages',
  body: { conversation_id: 'conv_trip', message, ...extra },
})
const edit = (body: Body, id = 'msg_t1'): Spec => ({ method: 'put', url: `/v1/messages/${id}`, body })
const createGroup = (body: Record<string, unknown>): Spec => ({ method: 'post', url: '/v1/groups', body })
const updateGroup = (body: Body): Spec => ({ method: 'put', url: '/v1/groups/grp_trip', body })
const get = (url: string): Spec => ({ method: 'get', url })

const emoji = (n: number) => '😀'.repeat(n)
const url = (length: number) => `https://example.com/${'a'.repeat(length - 'https://example.com/'.length)}`
const attachments = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `https://example.com/${i}` }))
const contacts = (n: number) => Array.from({ length: n }, (_, i) => ({ username: `member${i}` }))
const formAttachments = (n: number) =>
  Array.from({ length: n }, (_, i) => `attachments[${i}][url]=https%3A%2F%2Fexample.com%2F${i}`).join('&')

/** A JSON body of exactly `bytes` bytes: a valid send padded with trailing whitespace. */
function paddedJson(bytes: number): string {
  const body = JSON.stringify({ conversation_id: 'conv_trip', message: 'padded' })
  return body + ' '.repeat(bytes - body.length)
}

/** A form body of exactly `bytes` bytes whose message is far too long (it is read, then refused). */
function paddedForm(bytes: number): string {
  const head = 'conversation_id=conv_trip&message='
  return head + 'x'.repeat(bytes - head.length)
}

const limits: [string, Spec, Spec, AtLimit, PastLimit][] = [
  // Section 3: bodies, qs depth and parameter count.
  [
    'a JSON body of 1 MiB',
    { method: 'post', url: '/v1/messages', body: paddedJson(MiB), json: true },
    { method: 'post', url: '/v1/messages', body: paddedJson(MiB + 1), json: true },
    201,
    { status: 413, code: 'payload_too_large', params: [] },
  ],
  [
    'a form body of 1 MiB',
    { method: 'post', url: '/v1/messages', body: paddedForm(MiB) },
    { method: 'post', url: '/v1/messages', body: paddedForm(MiB + 1) },
    refused('message'),
    { status: 413, code: 'payload_too_large', params: [] },
  ],
  [
    'a form key 5 brackets deep',
    {
      method: 'post',
      url: '/v1/messages',
      body: 'conversation_id=conv_trip&message=hi&attachments[0][url][a][b][c]=x',
    },
    {
      method: 'post',
      url: '/v1/messages',
      body: 'conversation_id=conv_trip&message=hi&attachments[0][url][a][b][c][d]=x',
    },
    refused('attachments[0][url]'),
    { status: 400, code: 'invalid_body', params: [] },
  ],
  [
    'a query key 5 brackets deep',
    get('/v1/groups?a[b][c][d][e][f]=1'),
    get('/v1/groups?a[b][c][d][e][f][g]=1'),
    { status: 400, code: 'unknown_parameter', params: ['a'] },
    refused('query'),
  ],
  [
    'a form body of 1,000 parameters',
    edit(`message=edited${'&'.repeat(999)}`),
    edit(`message=edited${'&'.repeat(1000)}`),
    200,
    { status: 400, code: 'invalid_body', params: [] },
  ],
  [
    'a form body of 1,000 parameters, all of them values',
    edit(['message=edited', ...Array.from({ length: 999 }, (_, i) => `reactions[r][]=u${i}`)].join('&')),
    edit(['message=edited', ...Array.from({ length: 1000 }, (_, i) => `reactions[r][]=u${i}`)].join('&')),
    200,
    { status: 400, code: 'invalid_body', params: [] },
  ],
  [
    'a query of 1,000 parameters',
    get(`/v1/messages?limit=2${'&'.repeat(999)}`),
    get(`/v1/messages?limit=2${'&'.repeat(1000)}`),
    200,
    refused('query'),
  ],
  // Section 5: sizes.
  ['a message of 10,000 code points (send)', send(emoji(10000)), send(emoji(10001)), 201, refused('message')],
  [
    'a message of 10,000 code points (send, form)',
    { method: 'post', url: '/v1/messages', body: `conversation_id=conv_trip&message=${'x'.repeat(10000)}` },
    { method: 'post', url: '/v1/messages', body: `conversation_id=conv_trip&message=${'x'.repeat(10001)}` },
    201,
    refused('message'),
  ],
  [
    'a message of 10,000 code points (edit)',
    edit({ message: emoji(10000) }),
    edit({ message: emoji(10001) }),
    200,
    refused('message'),
  ],
  [
    'a group name of 100 code points (create)',
    createGroup({ name: emoji(100) }),
    createGroup({ name: emoji(101) }),
    201,
    refused('name'),
  ],
  [
    'a group name of 100 code points (update)',
    updateGroup({ name: emoji(100) }),
    updateGroup({ name: emoji(101) }),
    200,
    refused('name'),
  ],
  [
    'a description of 1,000 code points (create)',
    createGroup({ name: 'D', description: emoji(1000) }),
    createGroup({ name: 'D', description: emoji(1001) }),
    201,
    refused('description'),
  ],
  [
    'a description of 1,000 code points (update, form)',
    updateGroup(`description=${encodeURIComponent(emoji(1000))}`),
    updateGroup(`description=${encodeURIComponent(emoji(1001))}`),
    200,
    refused('description'),
  ],
  [
    'an avatar_url of 2,048 characters',
    createGroup({ name: 'A', avatar_url: url(2048) }),
    createGroup({ name: 'A', avatar_url: url(2049) }),
    201,
    refused('avatar_url'),
  ],
  [
    'an attachment filename of 255 code points',
    send('f', { attachments: [{ url: url(30), filename: emoji(255) }] }),
    send('f', { attachments: [{ url: url(30), filename: emoji(256) }] }),
    201,
    refused('attachments[0][filename]'),
  ],
  [
    'an attachment url of 2,048 characters',
    send('u', { attachments: [{ url: url(2048) }] }),
    send('u', { attachments: [{ url: url(2049) }] }),
    201,
    refused('attachments[0][url]'),
  ],
  [
    '10 attachments on send',
    send('a', { attachments: attachments(10) }),
    send('a', { attachments: attachments(11) }),
    201,
    refused('attachments'),
  ],
  [
    '10 attachments on send (form)',
    { method: 'post', url: '/v1/messages', body: `conversation_id=conv_trip&message=a&${formAttachments(10)}` },
    { method: 'post', url: '/v1/messages', body: `conversation_id=conv_trip&message=a&${formAttachments(11)}` },
    201,
    refused('attachments'),
  ],
  [
    '10 attachments by appending 9 to the 1 of msg_d2',
    edit({ attachments: attachments(9) }, 'msg_d2'),
    edit({ attachments: attachments(10) }, 'msg_d2'),
    200,
    refused('attachments'),
  ],
  [
    '10 attachments by appending 9 to the 1 of msg_d2 (form)',
    edit(formAttachments(9), 'msg_d2'),
    edit(formAttachments(10), 'msg_d2'),
    200,
    refused('attachments'),
  ],
  [
    '256 contacts (create)',
    createGroup({ name: 'Big', contacts: contacts(256) }),
    createGroup({ name: 'Big', contacts: contacts(257) }),
    201,
    refused('contacts'),
  ],
  [
    '256 contacts (update)',
    updateGroup({ contacts: contacts(256) }),
    updateGroup({ contacts: contacts(257) }),
    200,
    refused('contacts'),
  ],
  [
    'a contact username of 64 code points',
    createGroup({ name: 'U', contacts: [{ username: emoji(64) }] }),
    createGroup({ name: 'U', contacts: [{ username: emoji(65) }] }),
    201,
    refused('contacts[0][username]'),
  ],
  [
    'a reaction name of 64 code points (object of names)',
    edit({ reactions: { [emoji(64)]: ['ana'] } }),
    edit({ reactions: { [emoji(65)]: ['ana'] } }),
    200,
    refused(`reactions[${emoji(65)}]`),
  ],
  [
    'a reaction name of 64 code points (array of one-key objects)',
    edit({ reactions: [{ [emoji(64)]: ['ana'] }] }),
    edit({ reactions: [{ [emoji(65)]: ['ana'] }] }),
    200,
    refused(`reactions[0][${emoji(65)}]`),
  ],
  [
    'a reaction name of 64 characters (form)',
    edit(`reactions[${'r'.repeat(64)}][]=ana`),
    edit(`reactions[${'r'.repeat(65)}][]=ana`),
    200,
    refused(`reactions[${'r'.repeat(65)}]`),
  ],
  [
    'a reaction username of 64 code points',
    edit({ reactions: { like: [emoji(64)] } }),
    edit({ reactions: { like: [emoji(65)] } }),
    200,
    refused('reactions[like][0]'),
  ],
  [
    'a reaction username of 64 characters (form)',
    edit(`reactions[like][]=${'u'.repeat(64)}`),
    edit(`reactions[like][]=${'u'.repeat(65)}`),
    200,
    refused('reactions[like][0]'),
  ],
  // Section 4: page size.
  ['limit 100 on messages', get('/v1/messages?limit=100'), get('/v1/messages?limit=101'), 200, refused('limit')],
  ['limit 100 on groups', get('/v1/groups?limit=100'), get('/v1/groups?limit=101'), 200, refused('limit')],
  [
    'limit 1 on messages (the lower limit)',
    get('/v1/messages?limit=1'),
    get('/v1/messages?limit=0'),
    200,
    refused('limit'),
  ],
  ['limit 1 on groups (the lower limit)', get('/v1/groups?limit=1'), get('/v1/groups?limit=0'), 200, refused('limit')],
]

let app: Express
let tenants = 0
let baseline: string
beforeAll(async () => {
  app = smallApp()
  baseline = (await request(app).get('/__state').set('X-Mock-Tenant', 'baseline')).text
})

/** A request in a tenant of its own: a fresh world from the fixture. */
function call(spec: Spec, tenant: string) {
  const req = request(app)[spec.method](spec.url).set(auth()).set('X-Mock-Tenant', tenant)
  if (spec.body === undefined) return req
  return typeof spec.body === 'string' && !spec.json
    ? req.type('form').send(spec.body)
    : req.type('json').send(spec.body)
}

describe('each limit, at the limit and one past it', () => {
  it.each(limits)('%s', async (_name, atSpec, pastSpec, atLimit, pastLimit) => {
    const at = await call(atSpec, `limits-${++tenants}`)
    if (typeof atLimit === 'number') expect(at.status, at.text.slice(0, 300)).toBe(atLimit)
    else expectProblem(at, atLimit.status, atLimit.code, atLimit.params)

    const tenant = `limits-${++tenants}`
    const past = await call(pastSpec, tenant)
    expectProblem(past, pastLimit.status, pastLimit.code, pastLimit.params)
    expect((await request(app).get('/__state').set('X-Mock-Tenant', tenant)).text).toBe(baseline)
  })

  it('the successes at the limit keep what was sent, whole', async () => {
    const tenant = `limits-${++tenants}`
    const sent = await call(send(emoji(10000), { attachments: attachments(10) }), tenant)
    expect(sent.status).toBe(201)
    expect([...sent.body.message]).toHaveLength(10000)
    expect(sent.body.attachments).toHaveLength(10)
    const group = await call(createGroup({ name: emoji(100), contacts: contacts(256) }), tenant)
    expect(group.status).toBe(201)
    expect(group.body.name).toBe(emoji(100))
    expect(group.body.contacts).toHaveLength(256)
    const appended = await call(edit({ attachments: attachments(9) }, 'msg_d2'), tenant)
    expect(appended.body.attachments.map((a: { url: string }) => a.url)).toEqual([
      'https://files.example.com/a.pdf',
      ...attachments(9).map((a) => a.url),
    ])
    const page = await call(get('/v1/messages?limit=100'), tenant)
    expect(page.body.data.length).toBeLessThanOrEqual(100)
  })
})
