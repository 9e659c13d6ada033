import type { Express } from 'express'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { auth, type Body, expectProblem, smallApp, withBody } from './helpers.js'

/**
 * Issue 21, point 3 (CONTRACT section 11): every list field a form can send behaves the same for
 * one value and for many. With brackets (`[]` for values, an index for objects) both are taken;
 * without them both are refused, naming the form that works. JSON has no such ambiguity: a list of
 * one and a list of many are both taken.
 */

type Call = 'put message' | 'send message' | 'create group' | 'update group'

let app: Express
beforeEach(() => {
  app = smallApp()
})

function send(call: Call, body: Body) {
  const target = {
    'put message': request(app).put('/v1/messages/msg_t1'),
    'send message': request(app).post('/v1/messages'),
    'create group': request(app).post('/v1/groups'),
    'update group': request(app).put('/v1/groups/grp_trip'),
  }[call]
  return withBody(target.set(auth()), body)
}

/** What each call needs besides the list. */
const base: Record<Call, { form: string; json: Record<string, unknown> }> = {
  'put message': { form: '', json: {} },
  'send message': {
    form: 'conversation_id=conv_trip&message=hi&',
    json: { conversation_id: 'conv_trip', message: 'hi' },
  },
  'create group': { form: 'name=Band&', json: { name: 'Band' } },
  'update group': { form: '', json: {} },
}

const url = (n: number) => `https://example.com/${n}.png`

/** Each list field, with what one and two values look like in each encoding and in the answer. */
const fields = [
  {
    call: 'put message' as const,
    field: 'reactions',
    form: ['reactions[like][]=dev', 'reactions[like][]=dev&reactions[like][]=eve'],
    json: [{ reactions: { like: ['dev'] } }, { reactions: { like: ['dev', 'eve'] } }],
    answer: (body: Record<string, unknown>) => body.reactions,
    expected: [[{ like: ['dev'] }], [{ like: ['dev', 'eve'] }]],
  },
  {
    call: 'put message' as const,
    field: 'reactions (as an array of one-key objects)',
    form: ['reactions[0][like][]=dev', 'reactions[0][like][]=dev&reactions[1][love][]=eve'],
    json: [{ reactions: [{ like: ['dev'] }] }, { reactions: [{ like: ['dev'] }, { love: ['eve'] }] }],
    answer: (body: Record<string, unknown>) => body.reactions,
    expected: [[{ like: ['dev'] }], [{ like: ['dev'] }, { love: ['eve'] }]],
  },
  ...(['send message', 'put message'] as const).map((call) => ({
    call,
    field: 'attachments',
    form: [`attachments[0][url]=${url(1)}`, `attachments[0][url]=${url(1)}&attachments[1][url]=${url(2)}`],
    json: [{ attachments: [{ url: url(1) }] }, { attachments: [{ url: url(1) }, { url: url(2) }] }],
    answer: (body: Record<string, unknown>) => (body.attachments as { url: string }[]).map((a) => a.url),
    expected: [[url(1)], [url(1), url(2)]],
  })),
  ...(['create group', 'update group'] as const).map((call) => ({
    call,
    field: 'contacts',
    form: ['contacts[0][username]=cleo', 'contacts[0][username]=cleo&contacts[1][username]=dan'],
    json: [{ contacts: [{ username: 'cleo' }] }, { contacts: [{ username: 'cleo' }, { username: 'dan' }] }],
    answer: (body: Record<string, unknown>) => (body.contacts as { username: string }[]).map((c) => c.username),
    expected: [['cleo'], ['cleo', 'dan']],
  })),
]

describe.each(fields)('$call: $field', ({ call, form, json, answer, expected }) => {
  const success = call === 'send message' || call === 'create group' ? 201 : 200

  it.each([0, 1])('with brackets, %i extra value(s) in a form are taken', async (i) => {
    const res = await send(call, base[call].form + form[i])
    expect(res.status).toBe(success)
    expect(answer(res.body)).toEqual(expected[i])
  })

  it.each([0, 1])('as JSON, a list of %i extra value(s) is taken', async (i) => {
    const res = await send(call, { ...base[call].json, ...json[i] })
    expect(res.status).toBe(success)
    expect(answer(res.body)).toEqual(expected[i])
  })
})

/** Each list field written without brackets, once and twice, and the advice each gets. */
const withoutBrackets: [Call, string, string, string][] = [
  [
    'put message',
    'reactions[like]=dev',
    'reactions[like]',
    'must be a list: send reactions[like][]=dev, once per value',
  ],
  [
    'put message',
    'reactions[like]=dev&reactions[like]=eve',
    'reactions[like]',
    'is sent 2 times: send a list with [] after its name, once per value (reactions[like][]=…), or a list of objects with an index per object (contacts[0][username]=…)',
  ],
  [
    'send message',
    `attachments[url]=${url(1)}`,
    'attachments',
    'must be a list: give each item an index, as attachments[0][url]=…',
  ],
  [
    'send message',
    `attachments[url]=${url(1)}&attachments[url]=${url(2)}`,
    'attachments[url]',
    'is sent 2 times: send a list with [] after its name, once per value (attachments[url][]=…), or a list of objects with an index per object (contacts[0][username]=…)',
  ],
  [
    'send message',
    `attachments[][url]=${url(1)}`,
    'attachments[][url]',
    'needs an index for each item in place of []: attachments[0][url]=…',
  ],
  [
    'create group',
    'contacts[username]=cleo',
    'contacts',
    'must be a list: give each item an index, as contacts[0][username]=…',
  ],
  [
    'create group',
    'contacts=cleo',
    'contacts',
    'must be a list of objects: send each with an index, as contacts[0][field]=…',
  ],
  [
    'create group',
    'contacts=cleo&contacts=dan',
    'contacts',
    'is sent 2 times: send a list with [] after its name, once per value (contacts[]=…), or a list of objects with an index per object (contacts[0][username]=…)',
  ],
  [
    'update group',
    'contacts[][username]=cleo',
    'contacts[][username]',
    'needs an index for each item in place of []: contacts[0][username]=…',
  ],
  [
    'update group',
    'contacts[][username]=cleo&contacts[][username]=dan',
    'contacts[][username]',
    'needs an index for each item in place of []: contacts[0][username]=…',
  ],
]

describe('a list field without brackets', () => {
  it.each(withoutBrackets)('%s with %s is 400 on %s, saying: %s', async (call, list, param, message) => {
    const res = await send(call, base[call].form + list)
    expectProblem(res, 400, 'invalid_parameter', [param])
    expect(res.body.errors).toEqual([{ param, message }])
  })

  it('changes nothing: the message and the group are as they were', async () => {
    const before = [
      (await request(app).get('/v1/messages/msg_t1').set(auth())).body,
      (await request(app).get('/v1/groups/grp_trip').set(auth())).body,
    ]
    for (const [call, list] of withoutBrackets) await send(call, base[call].form + list)
    expect((await request(app).get('/v1/messages/msg_t1').set(auth())).body).toEqual(before[0])
    expect((await request(app).get('/v1/groups/grp_trip').set(auth())).body).toEqual(before[1])
    const sent = await request(app).get('/v1/messages?conversation_id=conv_trip&limit=100').set(auth())
    expect(sent.body.data.map((m: { message: string }) => m.message)).not.toContain('hi')
  })
})
