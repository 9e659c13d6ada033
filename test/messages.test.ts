import type { Express } from 'express'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { auth, expectProblem, generated, ids, JSON_TYPE, smallApp } from './helpers.js'
import { ana, cleo } from './support/small-world.js'

// The world of test/fixtures/small.json as ana sees it: conv_trip (msg_t1..t3), conv_old (msg_o1)
// and conv_dm (msg_d1, msg_d2). msg_c1 (conv_cleo) and msg_cd1 (conv_cd) are not hers.

const att1 = {
  id: 'att_1',
  url: 'https://files.example.com/a.pdf',
  filename: 'a.pdf',
  content_type: 'application/pdf',
  size: 100,
}
const msgD2 = {
  id: 'msg_d2',
  conversation_id: 'conv_dm',
  contact: ana,
  message: 'dm two',
  reactions: [],
  attachments: [att1],
  read_at: null,
  created_at: 1767000300,
  updated_at: null,
}
const msgT3 = {
  id: 'msg_t3',
  conversation_id: 'conv_trip',
  contact: ana,
  message: 'third, same second',
  reactions: [],
  attachments: [],
  read_at: null,
  created_at: 1767000200,
  updated_at: null,
}

/** The current time in Unix seconds, as the server's clock reads it. */
const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A form body from ordered pairs, percent-encoded as a browser would send it. */
const form = (...pairs: [string, string][]) => new URLSearchParams(pairs).toString()

/** An https URL of exactly `length` characters. */
const urlOfLength = (length: number) => {
  const base = 'https://files.example.com/'
  return base + 'a'.repeat(length - base.length)
}

/** `n` attachment inputs with distinct URLs. */
const attachmentInputs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ url: `https://files.example.com/${i}.png` }))

const sendJson = (app: Express, body: object, token = 'tok_ana') =>
  request(app).post('/v1/messages').set(auth(token)).send(body)

const sendForm = (app: Express, body: string, token = 'tok_ana') =>
  request(app).post('/v1/messages').set(auth(token)).type('form').send(body)

/** Sends `body` as it is to a fresh app, typed as a form or (any other `encoding`) as JSON. */
const sendTyped = (encoding: string, body: string) =>
  request(smallApp())
    .post('/v1/messages')
    .set(auth())
    .type(encoding === 'form' ? 'form' : 'json')
    .send(body)

/** Sends a form message to a fresh app with one attachment whose size field is `size`. */
const sendFormSize = (size: string) =>
  sendForm(
    smallApp(),
    form(
      ['conversation_id', 'conv_trip'],
      ['message', 'hi'],
      ['attachments[0][url]', 'https://files.example.com/a.png'],
      ['attachments[0][size]', size],
    ),
  )

const getMessage = (app: Express, id: string, token = 'tok_ana') =>
  request(app).get(`/v1/messages/${id}`).set(auth(token))

const putJson = (app: Express, id: string, body: object) =>
  request(app).put(`/v1/messages/${id}`).set(auth()).send(body)

const putForm = (app: Express, id: string, body: string) =>
  request(app).put(`/v1/messages/${id}`).set(auth()).type('form').send(body)

describe('POST /v1/messages', () => {
  it.each([
    ['form', (app: Express) => sendForm(app, 'conversation_id=conv_trip&message=hi')],
    ['JSON', (app: Express) => sendJson(app, { conversation_id: 'conv_trip', message: 'hi' })],
  ])('sends a message in %s encoding: 201 with the new message, sent by the caller', async (_, send) => {
    const app = smallApp()
    const before = nowSeconds()
    const res = await send(app)
    const after = nowSeconds()
    expect(res.status).toBe(201)
    expect(res.headers['content-type']).toBe(JSON_TYPE)
    expect(res.body).toEqual({
      id: generated('msg'),
      conversation_id: 'conv_trip',
      contact: ana,
      message: 'hi',
      reactions: [],
      attachments: [],
      read_at: null,
      created_at: expect.any(Number),
      updated_at: null,
    })
    expect(Number.isInteger(res.body.created_at)).toBe(true)
    expect(res.body.created_at).toBeGreaterThanOrEqual(before)
    expect(res.body.created_at).toBeLessThanOrEqual(after)
  })

  it('makes the contact the caller, whoever that is', async () => {
    const app = smallApp()
    const res = await sendJson(app, { conversation_id: 'conv_cd', message: 'from cleo' }, 'tok_cleo')
    expect(res.status).toBe(201)
    expect(res.body.contact).toEqual(cleo)
    expect(res.body.conversation_id).toBe('conv_cd')
  })

  it('keeps the sent message: GET answers the same body and the list shows it first', async () => {
    const app = smallApp()
    const sent = await sendForm(app, 'conversation_id=conv_trip&message=hi')
    const got = await getMessage(app, sent.body.id)
    expect(got.status).toBe(200)
    expect(got.body).toEqual(sent.body)
    const list = await request(app).get('/v1/messages?conversation_id=conv_trip').set(auth())
    expect(ids(list)).toEqual([sent.body.id, 'msg_t3', 'msg_t2', 'msg_t1'])
  })

  it('takes attachments in form encoding, with null defaults and size converted to an integer', async () => {
    const app = smallApp()
    const res = await sendForm(
      app,
      form(
        ['conversation_id', 'conv_trip'],
        ['message', 'see attached'],
        ['attachments[0][url]', 'https://files.example.com/a.png'],
        ['attachments[0][filename]', 'a.png'],
        ['attachments[0][content_type]', 'image/png'],
        ['attachments[0][size]', '42'],
        ['attachments[1][url]', 'http://files.example.com/b'],
      ),
    )
    expect(res.status).toBe(201)
    expect(res.body.attachments).toEqual([
      {
        id: generated('att'),
        url: 'https://files.example.com/a.png',
        filename: 'a.png',
        content_type: 'image/png',
        size: 42,
      },
      {
        id: generated('att'),
        url: 'http://files.example.com/b',
        filename: null,
        content_type: null,
        size: null,
      },
    ])
    expect(res.body.attachments[0].id).not.toBe(res.body.attachments[1].id)
    expect(res.body).toMatchObject({ message: 'see attached', reactions: [], read_at: null, updated_at: null })
  })

  it('takes attachments in JSON', async () => {
    const app = smallApp()
    const res = await sendJson(app, {
      conversation_id: 'conv_dm',
      message: 'file',
      attachments: [{ url: 'https://files.example.com/c.txt', size: 0, content_type: 'text/plain' }],
    })
    expect(res.status).toBe(201)
    expect(res.body.attachments).toEqual([
      {
        id: generated('att'),
        url: 'https://files.example.com/c.txt',
        filename: null,
        content_type: 'text/plain',
        size: 0,
      },
    ])
  })

  it.each([
    ['form', '', ['conversation_id', 'message']],
    ['form', 'conversation_id=conv_trip', ['message']],
    ['form', 'message=hi', ['conversation_id']],
    ['JSON', '{}', ['conversation_id', 'message']],
    ['JSON', '{"conversation_id":"conv_trip"}', ['message']],
    ['JSON', '{"message":"hi"}', ['conversation_id']],
  ])('requires conversation_id and message (%s body %j)', async (encoding, body, params) => {
    const res = await sendTyped(encoding, body)
    expectProblem(res, 400, 'invalid_parameter', params)
  })

  // Lengths count Unicode code points: an emoji is one character although it is two UTF-16 units.
  it.each([
    ['1 character', 201, 'a'],
    ['10,000 ASCII characters', 201, 'a'.repeat(10000)],
    ['10,000 emoji', 201, '😀'.repeat(10000)],
    ['an empty message', 400, ''],
    ['10,001 ASCII characters', 400, 'a'.repeat(10001)],
    ['10,001 emoji', 400, '😀'.repeat(10001)],
  ])('message of %s, in form and JSON: %s', async (_, status, message) => {
    for (const send of [
      (app: Express) => sendForm(app, form(['conversation_id', 'conv_trip'], ['message', message])),
      (app: Express) => sendJson(app, { conversation_id: 'conv_trip', message }),
    ]) {
      const res = await send(smallApp())
      if (status === 201) {
        expect(res.status).toBe(201)
        expect(res.body.message).toBe(message)
      } else expectProblem(res, 400, 'invalid_parameter', ['message'])
    }
  })

  it('takes 10 attachments', async () => {
    const res = await sendJson(smallApp(), {
      conversation_id: 'conv_trip',
      message: 'ten',
      attachments: attachmentInputs(10),
    })
    expect(res.status).toBe(201)
    expect(res.body.attachments.map((a: { url: string }) => a.url)).toEqual(attachmentInputs(10).map((a) => a.url))
  })

  it('refuses 11 attachments', async () => {
    const app = smallApp()
    const res = await sendJson(app, {
      conversation_id: 'conv_trip',
      message: 'eleven',
      attachments: attachmentInputs(11),
    })
    expectProblem(res, 400, 'invalid_parameter', ['attachments'])
    const list = await request(app).get('/v1/messages?conversation_id=conv_trip').set(auth())
    expect(ids(list)).toEqual(['msg_t3', 'msg_t2', 'msg_t1'])
  })

  it.each([
    ['https://files.example.com/a.png', 'https://files.example.com/a.png'],
    ['http://files.example.com/a.png', 'http://files.example.com/a.png'],
    ['HTTPS://files.example.com/a.png', 'HTTPS://files.example.com/a.png'],
    ['an https URL of 2,048 characters', urlOfLength(2048)],
  ])('accepts the attachment url %s', async (_, url) => {
    const res = await sendForm(
      smallApp(),
      form(['conversation_id', 'conv_trip'], ['message', 'hi'], ['attachments[0][url]', url]),
    )
    expect(res.status).toBe(201)
    expect(res.body.attachments[0].url).toBe(url)
  })

  // 'not a url' and '/a.png' break two rules (absolute URI, http(s) scheme): each failure is listed.
  it.each([
    ['ftp://files.example.com/a.png', 'ftp://files.example.com/a.png', ['attachments[0][url]']],
    ['mailto:ana@example.com', 'mailto:ana@example.com', ['attachments[0][url]']],
    ['not a url', 'not a url', ['attachments[0][url]']],
    ['/a.png', '/a.png', ['attachments[0][url]']],
    ['an https URL of 2,049 characters', urlOfLength(2049), ['attachments[0][url]']],
  ])('refuses the attachment url %s', async (_, url, params) => {
    const res = await sendForm(
      smallApp(),
      form(['conversation_id', 'conv_trip'], ['message', 'hi'], ['attachments[0][url]', url]),
    )
    expectProblem(res, 400, 'invalid_parameter', params)
  })

  it('names the failing attachment by its index', async () => {
    const res = await sendForm(
      smallApp(),
      form(
        ['conversation_id', 'conv_trip'],
        ['message', 'hi'],
        ['attachments[0][url]', 'https://files.example.com/ok.png'],
        ['attachments[1][url]', 'ftp://files.example.com/no.png'],
      ),
    )
    expectProblem(res, 400, 'invalid_parameter', ['attachments[1][url]'])
  })

  it('requires url in an attachment', async () => {
    const res = await sendForm(
      smallApp(),
      form(['conversation_id', 'conv_trip'], ['message', 'hi'], ['attachments[0][filename]', 'a.png']),
    )
    expectProblem(res, 400, 'invalid_parameter', ['attachments[0][url]'])
  })

  it.each([
    ['42', 42],
    ['0', 0],
    ['', null],
  ])('converts the form size %j to %j', async (size, expected) => {
    const res = await sendFormSize(size)
    expect(res.status).toBe(201)
    expect(res.body.attachments[0].size).toBe(expected)
  })

  it.each(['-1', '1.5', 'abc', '1e3'])('refuses the form size %j', async (size) => {
    const res = await sendFormSize(size)
    expectProblem(res, 400, 'invalid_parameter', ['attachments[0][size]'])
  })

  it.each([[-1], [1.5], ['42']])('refuses the JSON size %j', async (size) => {
    const res = await sendJson(smallApp(), {
      conversation_id: 'conv_trip',
      message: 'hi',
      attachments: [{ url: 'https://files.example.com/a.png', size }],
    })
    expectProblem(res, 400, 'invalid_parameter', ['attachments[0][size]'])
  })

  it('refuses a filename over 255 characters', async () => {
    const res = await sendJson(smallApp(), {
      conversation_id: 'conv_trip',
      message: 'hi',
      attachments: [{ url: 'https://files.example.com/a.png', filename: 'a'.repeat(256) }],
    })
    expectProblem(res, 400, 'invalid_parameter', ['attachments[0][filename]'])
  })

  it.each([
    ['form', 'conversation_id=conv_trip&message=hi&colour=red', ['colour']],
    ['form', 'conversation_id=conv_trip&message=hi&reactions[like][]=ana', ['reactions']],
    [
      'form',
      form(
        ['conversation_id', 'conv_trip'],
        ['message', 'hi'],
        ['attachments[0][url]', 'https://e.com/a'],
        ['attachments[0][name]', 'a'],
      ),
      ['attachments[0][name]'],
    ],
    ['JSON', '{"conversation_id":"conv_trip","message":"hi","colour":"red"}', ['colour']],
    ['JSON', '{"conversation_id":"conv_trip","message":"hi","read_at":1767000000}', ['read_at']],
  ])('refuses an unknown %s field, naming it (%s)', async (encoding, body, params) => {
    const res = await sendTyped(encoding, body)
    expectProblem(res, 400, 'unknown_parameter', params)
  })

  it('refuses a query parameter', async () => {
    const res = await request(smallApp())
      .post('/v1/messages?draft=1')
      .set(auth())
      .type('form')
      .send('conversation_id=conv_trip&message=hi')
    expectProblem(res, 400, 'unknown_parameter', ['draft'])
  })

  it.each([['conv_cd'], ['conv_cleo'], ['conv_nope']])(
    'answers 404 for the conversation %s that the caller cannot see, and sends nothing',
    async (conversation) => {
      const app = smallApp()
      const res = await sendForm(app, `conversation_id=${conversation}&message=hi`)
      expectProblem(res, 404, 'not_found')
      const unknown = await sendForm(app, 'conversation_id=conv_never_existed&message=hi')
      expect(res.body).toEqual(unknown.body)
      const cleoSees = await request(app).get('/v1/messages').set(auth('tok_cleo'))
      expect(ids(cleoSees)).toEqual(['msg_cd1', 'msg_c1'])
    },
  )

  it('uses milliseconds with timestampUnit ms', async () => {
    const app = smallApp({ timestampUnit: 'ms' })
    const before = Date.now()
    const res = await sendJson(app, { conversation_id: 'conv_trip', message: 'hi' })
    const after = Date.now()
    expect(res.status).toBe(201)
    expect(Number.isInteger(res.body.created_at)).toBe(true)
    expect(res.body.created_at).toBeGreaterThan(1e12)
    expect(res.body.created_at).toBeGreaterThanOrEqual(before)
    expect(res.body.created_at).toBeLessThanOrEqual(after)
  })
})

describe('GET /v1/messages/:id', () => {
  it.each([
    ['msg_d2', msgD2],
    ['msg_t3', msgT3],
  ])('answers %s exactly', async (id, expected) => {
    const res = await getMessage(smallApp(), id)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(JSON_TYPE)
    expect(res.body).toEqual(expected)
  })

  it('answers a message of another contact with that contact as sender', async () => {
    const res = await getMessage(smallApp(), 'msg_d1')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: 'msg_d1', message: 'dm one', read_at: 1767000160, created_at: 1767000150 })
    expect(res.body.contact).toMatchObject({
      id: 'ct_ben',
      username: 'ben',
      phone_number: '+15550101',
      avatar_url: null,
      last_active_at: null,
    })
  })

  it('answers 404 for a message of a conversation the caller is not in, exactly as for an unknown id', async () => {
    const app = smallApp()
    const invisible = await getMessage(app, 'msg_c1')
    expectProblem(invisible, 404, 'not_found')
    const unknown = await getMessage(app, 'msg_never_existed')
    expectProblem(unknown, 404, 'not_found')
    expect(invisible.body).toEqual(unknown.body)
    const own = await getMessage(app, 'msg_c1', 'tok_cleo')
    expect(own.status).toBe(200)
    expect(own.body.message).toBe('not for ana')
  })

  it('refuses a query parameter', async () => {
    const res = await request(smallApp()).get('/v1/messages/msg_t1?expand=contact').set(auth())
    expectProblem(res, 400, 'unknown_parameter', ['expand'])
  })
})

describe('PUT /v1/messages/:id', () => {
  // msg_t2 carries [{ like: ['ana'] }].
  it.each([
    ['form bracket notation', (app: Express) => putForm(app, 'msg_t2', 'reactions[like][]=ben')],
    ['a JSON array of one-key objects', (app: Express) => putJson(app, 'msg_t2', { reactions: [{ like: ['ben'] }] })],
    ['a JSON object of names', (app: Express) => putJson(app, 'msg_t2', { reactions: { like: ['ben'] } })],
  ])('adds reactions sent as %s to the existing ones', async (_, put) => {
    const app = smallApp()
    const before = nowSeconds()
    const res = await put(app)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(JSON_TYPE)
    expect(res.body).toMatchObject({
      id: 'msg_t2',
      conversation_id: 'conv_trip',
      message: 'second',
      reactions: [{ like: ['ana', 'ben'] }],
      attachments: [],
      read_at: null,
      created_at: 1767000200,
    })
    expect(res.body.contact.id).toBe('ct_ben')
    expect(Number.isInteger(res.body.updated_at)).toBe(true)
    expect(res.body.updated_at).toBeGreaterThanOrEqual(before)
    expect(res.body.updated_at).toBeGreaterThanOrEqual(res.body.created_at)
    const got = await getMessage(app, 'msg_t2')
    expect(got.body).toEqual(res.body)
  })

  it('merges usernames in order added, without repeats, new names after existing ones in order of first use', async () => {
    const res = await putJson(smallApp(), 'msg_t2', {
      reactions: [
        { love: ['cleo'] },
        { like: ['ben', 'ana', 'dan', 'ben'] },
        { wow: ['ben'] },
        { love: ['ana', 'cleo'] },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.reactions).toEqual([{ like: ['ana', 'ben', 'dan'] }, { love: ['cleo', 'ana'] }, { wow: ['ben'] }])
  })

  it('merges form reactions of several names', async () => {
    const res = await putForm(
      smallApp(),
      'msg_t2',
      'reactions[love][]=cleo&reactions[like][]=ben&reactions[like][]=ana',
    )
    expect(res.status).toBe(200)
    expect(res.body.reactions).toEqual([{ like: ['ana', 'ben'] }, { love: ['cleo'] }])
  })

  it('keeps merging over successive updates', async () => {
    const app = smallApp()
    await putForm(app, 'msg_t2', 'reactions[like][]=ben')
    const res = await putJson(app, 'msg_t2', { reactions: { love: ['ana'], like: ['cleo', 'ben'] } })
    expect(res.body.reactions).toEqual([{ like: ['ana', 'ben', 'cleo'] }, { love: ['ana'] }])
    const got = await getMessage(app, 'msg_t2')
    expect(got.body.reactions).toEqual([{ like: ['ana', 'ben', 'cleo'] }, { love: ['ana'] }])
  })

  it('never shows a reaction name with no usernames', async () => {
    const res = await putJson(smallApp(), 'msg_t3', { reactions: { like: [] } })
    expect(res.status).toBe(200)
    expect(res.body.reactions).toEqual([])
  })

  it.each([
    [{ reactions: { like: [''] } }, ['reactions[like][0]']],
    [{ reactions: [{ like: [''] }] }, ['reactions[0][like][0]']],
    [{ reactions: [{ like: ['ana'], wow: ['ben'] }] }, ['reactions[0]']],
    [{ reactions: { like: ['x'.repeat(65)] } }, ['reactions[like][0]']],
    [{ reactions: { ['x'.repeat(65)]: ['ana'] } }, [`reactions[${'x'.repeat(65)}]`]],
  ])('refuses the reactions %j', async (body, params) => {
    const app = smallApp()
    expectProblem(await putJson(app, 'msg_t2', body), 400, 'invalid_parameter', params)
    expect((await getMessage(app, 'msg_t2')).body.reactions).toEqual([{ like: ['ana'] }])
  })

  it('appends attachments to the existing ones', async () => {
    const app = smallApp()
    const res = await putForm(
      app,
      'msg_d2',
      form(['attachments[0][url]', 'https://files.example.com/b.png'], ['attachments[0][size]', '5']),
    )
    expect(res.status).toBe(200)
    expect(res.body.attachments).toEqual([
      att1,
      {
        id: generated('att'),
        url: 'https://files.example.com/b.png',
        filename: null,
        content_type: null,
        size: 5,
      },
    ])
    expect((await getMessage(app, 'msg_d2')).body.attachments).toEqual(res.body.attachments)
  })

  it('appends up to 10 attachments in all', async () => {
    const res = await putJson(smallApp(), 'msg_d2', { attachments: attachmentInputs(9) })
    expect(res.status).toBe(200)
    expect(res.body.attachments.map((a: { url: string }) => a.url)).toEqual([
      att1.url,
      ...attachmentInputs(9).map((a) => a.url),
    ])
  })

  it('refuses attachments that would make more than 10, changing nothing', async () => {
    const app = smallApp()
    const res = await putJson(app, 'msg_d2', { attachments: attachmentInputs(10), message: 'changed' })
    expectProblem(res, 400, 'invalid_parameter', ['attachments'])
    expect((await getMessage(app, 'msg_d2')).body).toEqual(msgD2)
  })

  it.each([
    ['form', (app: Express) => putForm(app, 'msg_t3', 'message=edited')],
    ['JSON', (app: Express) => putJson(app, 'msg_t3', { message: 'edited' })],
  ])('edits the content (%s), keeping the rest', async (_, put) => {
    const app = smallApp()
    const before = nowSeconds()
    const res = await put(app)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ...msgT3, message: 'edited', updated_at: expect.any(Number) })
    expect(Number.isInteger(res.body.updated_at)).toBe(true)
    expect(res.body.updated_at).toBeGreaterThanOrEqual(before)
    expect(res.body.updated_at).toBeGreaterThanOrEqual(msgT3.created_at)
    expect((await getMessage(app, 'msg_t3')).body).toEqual(res.body)
  })

  it.each([
    ['an empty message', 400, ''],
    ['10,001 characters', 400, 'a'.repeat(10001)],
    ['10,000 emoji', 200, '😀'.repeat(10000)],
  ])('checks an edit to %s like a new message: %s', async (_, status, message) => {
    const res = await putJson(smallApp(), 'msg_t3', { message })
    if (status === 200) {
      expect(res.status).toBe(200)
      expect(res.body.message).toBe(message)
    } else expectProblem(res, 400, 'invalid_parameter', ['message'])
  })

  it.each([
    ['form', (app: Express) => putForm(app, 'msg_t3', '')],
    ['JSON', (app: Express) => putJson(app, 'msg_t3', {})],
  ])('refuses an update that names no field (%s)', async (_, put) => {
    const app = smallApp()
    expectProblem(await put(app), 400, 'invalid_parameter', ['body'])
    expect((await getMessage(app, 'msg_t3')).body).toEqual(msgT3)
  })

  it.each([
    [{ message: 'x', conversation_id: 'conv_dm' }, ['conversation_id']],
    [{ read_at: 1767000000 }, ['read_at']],
  ])('refuses a field it does not take: %j', async (body, params) => {
    expectProblem(await putJson(smallApp(), 'msg_t3', body), 400, 'unknown_parameter', params)
  })

  it.each([['msg_c1'], ['msg_never_existed']])('answers 404 for %s, changing nothing', async (id) => {
    const app = smallApp()
    expectProblem(await putJson(app, id, { message: 'mine now' }), 404, 'not_found')
    if (id === 'msg_c1') expect((await getMessage(app, id, 'tok_cleo')).body.message).toBe('not for ana')
  })

  describe('with updateMode replace', () => {
    it.each([
      ['form', (app: Express) => putForm(app, 'msg_t2', 'reactions[like][]=ben')],
      ['JSON array', (app: Express) => putJson(app, 'msg_t2', { reactions: [{ like: ['ben'] }] })],
      ['JSON object', (app: Express) => putJson(app, 'msg_t2', { reactions: { like: ['ben'] } })],
    ])('replaces the reactions (%s)', async (_, put) => {
      const app = smallApp({ updateMode: 'replace' })
      const res = await put(app)
      expect(res.status).toBe(200)
      expect(res.body.reactions).toEqual([{ like: ['ben'] }])
      expect((await getMessage(app, 'msg_t2')).body.reactions).toEqual([{ like: ['ben'] }])
    })

    it('replaces the attachments', async () => {
      const res = await putJson(smallApp({ updateMode: 'replace' }), 'msg_d2', {
        attachments: [{ url: 'https://files.example.com/b.png' }],
      })
      expect(res.status).toBe(200)
      expect(res.body.attachments).toEqual([
        {
          id: generated('att'),
          url: 'https://files.example.com/b.png',
          filename: null,
          content_type: null,
          size: null,
        },
      ])
    })

    it('takes 10 attachments in place of the existing one', async () => {
      const res = await putJson(smallApp({ updateMode: 'replace' }), 'msg_d2', { attachments: attachmentInputs(10) })
      expect(res.status).toBe(200)
      expect(res.body.attachments.map((a: { url: string }) => a.url)).toEqual(attachmentInputs(10).map((a) => a.url))
    })

    it('still refuses 11 attachments', async () => {
      const res = await putJson(smallApp({ updateMode: 'replace' }), 'msg_d2', { attachments: attachmentInputs(11) })
      expectProblem(res, 400, 'invalid_parameter', ['attachments'])
    })
  })

  it('sets updated_at in milliseconds with timestampUnit ms', async () => {
    const app = smallApp({ timestampUnit: 'ms' })
    const before = Date.now()
    const res = await putJson(app, 'msg_t3', { message: 'edited' })
    expect(res.status).toBe(200)
    expect(res.body.updated_at).toBeGreaterThan(1e12)
    expect(res.body.updated_at).toBeGreaterThanOrEqual(before)
  })
})

describe('DELETE /v1/messages/:id', () => {
  it('deletes for good: 200 { id, deleted: true }, then 404 on GET and on a second DELETE', async () => {
    const app = smallApp()
    const res = await request(app).delete('/v1/messages/msg_t2').set(auth())
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(JSON_TYPE)
    expect(res.body).toEqual({ id: 'msg_t2', deleted: true })
    expectProblem(await getMessage(app, 'msg_t2'), 404, 'not_found')
    expectProblem(await request(app).delete('/v1/messages/msg_t2').set(auth()), 404, 'not_found')
    expectProblem(await putJson(app, 'msg_t2', { message: 'back?' }), 404, 'not_found')
  })

  it('removes the message from the lists', async () => {
    const app = smallApp()
    await request(app).delete('/v1/messages/msg_t2').set(auth())
    const trip = await request(app).get('/v1/messages?conversation_id=conv_trip').set(auth())
    expect(trip.body).toEqual({ has_more: false, data: expect.any(Array) })
    expect(ids(trip)).toEqual(['msg_t3', 'msg_t1'])
    const all = await request(app).get('/v1/messages').set(auth())
    expect(ids(all)).toEqual(['msg_d2', 'msg_t3', 'msg_d1', 'msg_t1', 'msg_o1'])
    const asBen = await request(app).get('/v1/messages?conversation_id=conv_trip').set(auth('tok_ben'))
    expect(ids(asBen)).toEqual(['msg_t3', 'msg_t1'])
  })

  it('deletes a message sent through the API', async () => {
    const app = smallApp()
    const sent = await sendJson(app, { conversation_id: 'conv_dm', message: 'oops' })
    const res = await request(app).delete(`/v1/messages/${sent.body.id}`).set(auth())
    expect(res.body).toEqual({ id: sent.body.id, deleted: true })
    const dm = await request(app).get('/v1/messages?conversation_id=conv_dm').set(auth())
    expect(ids(dm)).toEqual(['msg_d2', 'msg_d1'])
  })

  it.each([['msg_c1'], ['msg_never_existed']])('answers 404 for %s, deleting nothing', async (id) => {
    const app = smallApp()
    const res = await request(app).delete(`/v1/messages/${id}`).set(auth())
    expectProblem(res, 404, 'not_found')
    const cleoSees = await request(app).get('/v1/messages').set(auth('tok_cleo'))
    expect(ids(cleoSees)).toEqual(['msg_cd1', 'msg_c1'])
  })
})
