import { once } from 'node:events'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { text as readText } from 'node:stream/consumers'
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib'
import type { Express } from 'express'
import request, { type Response, type Test } from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { auth, expectProblem, freezeDate, generated, json, smallApp } from './helpers.js'
import { ana } from './support/small-world.js'

/** CONTRACT sections 3 and 6: how requests are read, refused and answered, whatever the endpoint. */

// After tok_ben_exp's expires_at (1767229200), so that token is expired.
const NOW = 1767300000
const form = { 'Content-Type': 'application/x-www-form-urlencoded' }
const MiB = 1048576
const originalToString = Object.prototype.toString

let app: Express
freezeDate(NOW)
beforeEach(() => {
  app = smallApp()
})

/** Everything the callers of small.json can see through /v1, to compare before and after. */
async function visibleState(target: Express) {
  const seen: Record<string, unknown> = {}
  for (const token of ['tok_ana', 'tok_ben', 'tok_cleo']) {
    const messages = await request(target).get('/v1/messages?limit=100').set(auth(token))
    const groups = await request(target).get('/v1/groups?limit=100').set(auth(token))
    expect([messages.status, groups.status]).toEqual([200, 200])
    seen[token] = { messages: messages.body, groups: groups.body }
  }
  return seen
}

/** A raw body without a Content-Type header: superagent sets none for a Buffer. */
const untyped = (text: string) => Buffer.from(text, 'utf8')

/** A JSON body of exactly `bytes` bytes whose `message` is a long padding string. */
function paddedMessage(bytes: number): string {
  const head = '{"conversation_id":"conv_trip","message":"'
  const tail = '"}'
  return head + 'x'.repeat(bytes - head.length - tail.length) + tail
}

describe('body encodings', () => {
  it.each([
    ['json', json, { conversation_id: 'conv_trip', message: 'hello there' }],
    ['form', form, 'conversation_id=conv_trip&message=hello%20there'],
  ] as const)('a %s body sends a message', async (_encoding, type, body) => {
    const res = await request(app).post('/v1/messages').set(auth()).set(type).send(body)
    expect(res.status).toBe(201)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.body).toEqual({
      id: generated('msg'),
      conversation_id: 'conv_trip',
      contact: ana,
      message: 'hello there',
      reactions: [],
      attachments: [],
      read_at: null,
      created_at: NOW,
      updated_at: null,
    })
  })

  it('a JSON and a form body with the same fields give the same message', async () => {
    const viaJson = await request(smallApp())
      .post('/v1/messages')
      .set(auth())
      .send({ conversation_id: 'conv_dm', message: 'same', attachments: [{ url: 'https://x.example/a', size: 3 }] })
    const viaForm = await request(smallApp())
      .post('/v1/messages')
      .set(auth())
      .type('form')
      .send('conversation_id=conv_dm&message=same&attachments[0][url]=https://x.example/a&attachments[0][size]=3')
    expect(viaJson.status).toBe(201)
    expect(viaForm.status).toBe(201)
    expect(viaForm.body).toEqual(viaJson.body)
  })

  it.each([
    ['json', json, { name: 'Picnic', description: 'sandwiches' }],
    ['form', form, 'name=Picnic&description=sandwiches'],
  ] as const)('a %s body creates a group', async (_encoding, type, body) => {
    const res = await request(app).post('/v1/groups').set(auth()).set(type).send(body)
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      id: generated('grp'),
      name: 'Picnic',
      description: 'sandwiches',
      avatar_url: null,
      conversation_id: generated('conv'),
      contacts: [],
      created_at: NOW,
      archived_at: null,
    })
  })

  it.each([
    ['application/json', json],
    ['application/x-www-form-urlencoded', form],
  ] as const)('an empty %s body is an empty object: both required fields are named', async (_name, type) => {
    const res = await request(app).post('/v1/messages').set(auth()).set(type)
    const body = expectProblem(res, 400, 'invalid_parameter', ['conversation_id', 'message'])
    expect(body.errors).toEqual([
      { param: 'conversation_id', message: 'is required' },
      { param: 'message', message: 'is required' },
    ])
  })

  it('an empty JSON body on an update names no field: 400 invalid_parameter', async () => {
    const res = await request(app).put('/v1/messages/msg_t1').set(auth()).set(json)
    expectProblem(res, 400, 'invalid_parameter', ['body'])
  })

  it.each([
    ['text/plain', 'conversation_id=conv_trip&message=hi'],
    ['application/xml', '<message>hi</message>'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="message"\r\n\r\nhi\r\n--x--\r\n'],
  ])('a %s body is 415 unsupported_media_type', async (type, body) => {
    const res = await request(app).post('/v1/messages').set(auth()).set('Content-Type', type).send(body)
    expectProblem(res, 415, 'unsupported_media_type')
  })

  it('a body without a content type is 415 unsupported_media_type', async () => {
    const res = await request(app)
      .post('/v1/messages')
      .set(auth())
      .send(untyped('{"conversation_id":"conv_trip","message":"hi"}'))
    expect(res.request.getHeader('Content-Type')).toBeUndefined()
    expectProblem(res, 415, 'unsupported_media_type')
  })

  it.each([
    ['broken JSON', '{"conversation_id": "conv_trip", "message": '],
    ['a JSON array', '[{"conversation_id":"conv_trip","message":"hi"}]'],
    ['a JSON string', '"hi"'],
    ['a JSON number', '42'],
    ['JSON null', 'null'],
    ['JSON true', 'true'],
  ])('%s is 400 invalid_body', async (_what, body) => {
    const res = await request(app).post('/v1/messages').set(auth()).set(json).send(body)
    expectProblem(res, 400, 'invalid_body')
  })
})

/**
 * How a body arrives: the usual one (its length given, not compressed) and every other way Express's
 * own reader takes (chunked, compressed). Over a real socket, as a client sends them.
 */
describe('body transfer', () => {
  const sent = { conversation_id: 'conv_trip', message: 'hello there' }
  const text = 'conversation_id=conv_trip&message=hello%20there'

  /** Sends `pieces` as one request to `app` listening on a port of its own; the answer and the journal after it. */
  async function exchange(headers: Record<string, string>, pieces: (string | Buffer)[]) {
    const server = app.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    try {
      const req = httpRequest({ port, host: '127.0.0.1', method: 'POST', path: '/v1/messages', headers })
      for (const piece of pieces) req.write(piece)
      req.end()
      const [res] = (await once(req, 'response')) as [IncomingMessage]
      const answer = { status: res.statusCode, body: JSON.parse(await readText(res)) }
      const journal = await request(app).get('/__requests')
      return { answer, journal: journal.body.data.map((e: { method: string; status: number }) => [e.method, e.status]) }
    } finally {
      server.close()
    }
  }

  it('a body in several pieces with its length given is read whole', async () => {
    const { answer } = await exchange({ ...form, ...auth(), 'Content-Length': String(text.length) }, [
      text.slice(0, 10),
      text.slice(10, 30),
      text.slice(30),
    ])
    expect(answer).toMatchObject({ status: 201, body: { message: 'hello there', conversation_id: 'conv_trip' } })
  })

  it('a chunked body (no Content-Length) is read whole', async () => {
    const { answer } = await exchange({ ...form, ...auth() }, [text.slice(0, 10), text.slice(10)])
    expect(answer).toMatchObject({ status: 201, body: { message: 'hello there', conversation_id: 'conv_trip' } })
  })

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ] as const)('a body with Content-Encoding: %s is decompressed', async (encoding, compress) => {
    const body = compress(JSON.stringify(sent))
    const { answer } = await exchange(
      { ...json, ...auth(), 'Content-Encoding': encoding, 'Content-Length': String(body.length) },
      [body],
    )
    expect(answer).toMatchObject({ status: 201, body: { message: 'hello there', conversation_id: 'conv_trip' } })
  })

  it("a client that ends its connection before its body does gets Node's 400 and is not journaled; the next request is", async () => {
    const server = app.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    try {
      // The head and half the body, then the end of the connection; the server closes its side once
      // it has read both, so the verdict waits for that, never for a time.
      const socket = connect(port, '127.0.0.1')
      let answered = ''
      socket.setEncoding('latin1').on('data', (chunk: string) => {
        answered += chunk
      })
      const head = `POST /v1/messages HTTP/1.1\r\nHost: mock\r\nAuthorization: Bearer tok_ana\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${text.length}\r\n\r\n`
      socket.end(head + text.slice(0, 10))
      await once(socket, 'close')
      // Node's own answer to a request cut short; the app never answers it.
      expect(answered).toBe('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n')
    } finally {
      server.close()
    }
    expect((await request(app).get('/__requests')).body.data).toEqual([])
    const whole = await exchange({ ...form, ...auth(), 'Content-Length': String(text.length) }, [text])
    expect(whole.journal).toEqual([['POST', 201]])
  })
})

describe('prototype keys', () => {
  it.each([
    ['__proto__ at the top', '{"conversation_id":"conv_trip","message":"hi","__proto__":{"polluted":1}}'],
    [
      'constructor at the top',
      '{"conversation_id":"conv_trip","message":"hi","constructor":{"prototype":{"polluted":1}}}',
    ],
    ['prototype at the top', '{"conversation_id":"conv_trip","message":"hi","prototype":{"polluted":1}}'],
    [
      '__proto__ in an attachment',
      '{"conversation_id":"conv_trip","message":"hi","attachments":[{"url":"https://x.example/a","__proto__":{"polluted":1}}]}',
    ],
    [
      'constructor deep down',
      '{"conversation_id":"conv_trip","message":"hi","attachments":[{"url":"https://x.example/a","filename":{"a":{"constructor":1}}}]}',
    ],
    ['prototype in a reaction map', '{"conversation_id":"conv_trip","message":"hi","reactions":{"prototype":["ana"]}}'],
  ])('a JSON body with %s is 400 invalid_body and pollutes nothing', async (_where, body) => {
    const res = await request(app).post('/v1/messages').set(auth()).set(json).send(body)
    expectProblem(res, 400, 'invalid_body')
    expect(Object.keys(Object.prototype)).toEqual([])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    const list = await request(app).get('/v1/messages?conversation_id=conv_trip').set(auth())
    expect(list.body.data.map((m: { id: string }) => m.id)).toEqual(['msg_t3', 'msg_t2', 'msg_t1'])
  })

  it.each([
    'constructor[prototype][x]=1',
    '__proto__[x]=1',
    'attachments[0][__proto__][x]=1',
    'constructor[prototype][toString]=1',
  ])('a form key %s is dropped and pollutes nothing', async (key) => {
    const res = await request(app)
      .post('/v1/messages')
      .set(auth())
      .type('form')
      .send(`conversation_id=conv_trip&message=hi&${key}`)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ conversation_id: 'conv_trip', message: 'hi', attachments: [] })
    expect(Object.keys(Object.prototype)).toEqual([])
    expect(({} as Record<string, unknown>).x).toBeUndefined()
    expect(Object.prototype.toString).toBe(originalToString)
  })
})

describe('qs limits', () => {
  it('a form key five brackets deep is parsed (the deep value then fails its rule)', async () => {
    const res = await request(app)
      .post('/v1/messages')
      .set(auth())
      .type('form')
      .send('conversation_id=conv_trip&message=hi&attachments[0][url][a][b][c]=x')
    const body = expectProblem(res, 400, 'invalid_parameter', ['attachments[0][url]'])
    expect(body.errors).toEqual([{ param: 'attachments[0][url]', message: 'must be string' }])
  })

  it('a form key six brackets deep is refused: 400 invalid_body', async () => {
    const res = await request(app)
      .post('/v1/messages')
      .set(auth())
      .type('form')
      .send('conversation_id=conv_trip&message=hi&attachments[0][url][a][b][c][d]=x')
    expectProblem(res, 400, 'invalid_body')
  })

  it('a query key five brackets deep is parsed; six is refused', async () => {
    const five = await request(app).get('/v1/groups?a[b][c][d][e][f]=1').set(auth())
    expectProblem(five, 400, 'unknown_parameter', ['a'])
    const six = await request(app).get('/v1/groups?a[b][c][d][e][f][g]=1').set(auth())
    expectProblem(six, 400, 'invalid_parameter', ['query'])
  })

  /** `message=edited` and `n` usernames for the reaction `r`: n + 1 parameters. */
  const reactionsForm = (n: number) =>
    ['message=edited', ...Array.from({ length: n }, (_, i) => `reactions[r][]=u${i}`)].join('&')

  it('a form body of 1,000 parameters is taken whole', async () => {
    const res = await request(app).put('/v1/messages/msg_t2').set(auth()).type('form').send(reactionsForm(999))
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('edited')
    expect(res.body.reactions).toEqual([{ like: ['ana'] }, { r: Array.from({ length: 999 }, (_, i) => `u${i}`) }])
  })

  it('a form body of 1,001 parameters is refused: 400 invalid_body, nothing changed', async () => {
    const res = await request(app).put('/v1/messages/msg_t2').set(auth()).type('form').send(reactionsForm(1000))
    expectProblem(res, 400, 'invalid_body')
    const after = await request(app).get('/v1/messages/msg_t2').set(auth())
    expect(after.body).toMatchObject({ message: 'second', reactions: [{ like: ['ana'] }], updated_at: null })
  })

  it('a query of 1,000 parameters is taken; 1,001 are refused', async () => {
    const query = (n: number) => ['limit=2', ...Array.from({ length: n - 1 }, () => 'archived=true')].join('&')
    const taken = await request(app)
      .get(`/v1/groups?${query(1000)}`)
      .set(auth())
    // 999 repeats of archived make it a list: it is parsed, then fails its rule.
    expectProblem(taken, 400, 'invalid_parameter', ['archived'])
    const refused = await request(app)
      .get(`/v1/groups?${query(1001)}`)
      .set(auth())
    expectProblem(refused, 400, 'invalid_parameter', ['query'])
  })
})

describe('body size', () => {
  it('a body of exactly 1 MiB is read (and its too long message is a 400, not a 413)', async () => {
    const body = paddedMessage(MiB)
    expect(Buffer.byteLength(body)).toBe(1048576)
    const res = await request(app).post('/v1/messages').set(auth()).set(json).send(body)
    const problem = expectProblem(res, 400, 'invalid_parameter', ['message'])
    expect(problem.errors).toEqual([{ param: 'message', message: 'must NOT have more than 10000 characters' }])
  })

  it('a body of 1 MiB and one byte is 413 payload_too_large', async () => {
    const body = paddedMessage(MiB + 1)
    expect(Buffer.byteLength(body)).toBe(1048577)
    const res = await request(app).post('/v1/messages').set(auth()).set(json).send(body)
    expectProblem(res, 413, 'payload_too_large')
  })

  it('a form body of 1 MiB and one byte is 413 as well', async () => {
    const body = `conversation_id=conv_trip&message=${'x'.repeat(MiB + 1 - 'conversation_id=conv_trip&message='.length)}`
    expect(Buffer.byteLength(body)).toBe(1048577)
    const res = await request(app).put('/v1/messages/msg_t1').set(auth()).type('form').send(body)
    expectProblem(res, 413, 'payload_too_large')
  })

  it('message length counts code points: 10,000 emoji are taken, 10,001 are not', async () => {
    const ok = await request(app)
      .post('/v1/messages')
      .set(auth())
      .send({ conversation_id: 'conv_trip', message: '😀'.repeat(10000) })
    expect(ok.status).toBe(201)
    const tooLong = await request(app)
      .post('/v1/messages')
      .set(auth())
      .send({ conversation_id: 'conv_trip', message: '😀'.repeat(10001) })
    expectProblem(tooLong, 400, 'invalid_parameter', ['message'])
  })
})

describe('form values and coercion', () => {
  const withSize = (size: string) =>
    `conversation_id=conv_trip&message=hi&attachments[0][url]=https://files.example.com/b.png&attachments[0][size]=${size}`

  it('attachments[0][size]=12 in a form is the integer 12', async () => {
    const res = await request(app).post('/v1/messages').set(auth()).type('form').send(withSize('12'))
    expect(res.status).toBe(201)
    expect(res.body.attachments).toEqual([
      { id: generated('att'), url: 'https://files.example.com/b.png', filename: null, content_type: null, size: 12 },
    ])
  })

  it('attachments[0][size]=0 in a form is the integer 0', async () => {
    const res = await request(app).post('/v1/messages').set(auth()).type('form').send(withSize('0'))
    expect(res.status).toBe(201)
    expect(res.body.attachments[0].size).toBe(0)
  })

  it.each([
    ['1.5', 'must be integer,null'],
    ['abc', 'must be integer,null'],
    ['-1', 'must be >= 0'],
    ['1e3', 'must be integer,null'],
    ['0x10', 'must be integer,null'],
  ])('attachments[0][size]=%s in a form is 400 naming attachments[0][size]', async (size, message) => {
    const res = await request(app).post('/v1/messages').set(auth()).type('form').send(withSize(size))
    const body = expectProblem(res, 400, 'invalid_parameter', ['attachments[0][size]'])
    expect(body.errors).toEqual([{ param: 'attachments[0][size]', message }])
  })

  it('a JSON "size": "12" is not coerced: 400 naming attachments[0][size]', async () => {
    const res = await request(app)
      .post('/v1/messages')
      .set(auth())
      .send({ conversation_id: 'conv_trip', message: 'hi', attachments: [{ url: 'https://x.example/a', size: '12' }] })
    const body = expectProblem(res, 400, 'invalid_parameter', ['attachments[0][size]'])
    expect(body.errors).toEqual([{ param: 'attachments[0][size]', message: 'must be integer,null' }])
  })

  it('a form limit is coerced to an integer', async () => {
    const res = await request(app).get('/v1/messages?limit=2').set(auth())
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ has_more: true, data: [expect.objectContaining({ id: 'msg_d2' }), expect.anything()] })
  })

  it.each([
    ['/v1/messages?limit[]=1'],
    ['/v1/groups?limit[]=1'],
    ['/v1/messages?limit=1&limit=2'],
    ['/v1/groups?limit[a]=1'],
  ])('GET %s is 400 invalid_parameter naming limit', async (url) => {
    const res = await request(app).get(url).set(auth())
    const body = expectProblem(res, 400, 'invalid_parameter', ['limit'])
    expect(body.errors).toEqual([{ param: 'limit', message: 'must be integer' }])
  })
})

describe('unknown parameters', () => {
  it.each([
    ['get', '/v1/messages?foo=1', undefined],
    ['post', '/v1/messages?foo=1', { conversation_id: 'conv_trip', message: 'hi' }],
    ['get', '/v1/messages/msg_t1?foo=1', undefined],
    ['put', '/v1/messages/msg_t1?foo=1', { message: 'edited' }],
    ['delete', '/v1/messages/msg_t1?foo=1', undefined],
    ['get', '/v1/groups?foo=1', undefined],
    ['post', '/v1/groups?foo=1', { name: 'Picnic' }],
    ['get', '/v1/groups/grp_trip?foo=1', undefined],
    ['put', '/v1/groups/grp_trip?foo=1', { name: 'Renamed' }],
    ['delete', '/v1/groups/grp_trip?foo=1', undefined],
  ] as const)('%s %s is 400 unknown_parameter naming foo', async (method, url, body) => {
    const before = await visibleState(app)
    const res = await request(app)[method](url).set(auth()).send(body)
    const problem = expectProblem(res, 400, 'unknown_parameter', ['foo'])
    expect(problem.errors).toEqual([{ param: 'foo', message: 'is unknown' }])
    expect(await visibleState(app)).toEqual(before)
  })

  it.each([
    ['post', '/v1/messages', { conversation_id: 'conv_trip', message: 'hi', subject: 'x' }, 'subject'],
    ['put', '/v1/messages/msg_t1', { message: 'edited', read_at: 1 }, 'read_at'],
    ['post', '/v1/groups', { name: 'Picnic', owner: 'ct_ben' }, 'owner'],
    ['put', '/v1/groups/grp_trip', { name: 'Renamed', conversation_id: 'conv_x' }, 'conversation_id'],
    [
      'post',
      '/v1/messages',
      { conversation_id: 'conv_trip', message: 'hi', attachments: [{ url: 'https://x.example/a', mime: 'a' }] },
      'attachments[0][mime]',
    ],
  ] as const)(
    '%s %s with an unknown body field is 400 unknown_parameter naming %s',
    async (method, url, body, param) => {
      const res = await request(app)[method](url).set(auth()).send(body)
      expectProblem(res, 400, 'unknown_parameter', [param])
    },
  )
})

describe('methods and routes', () => {
  it.each([
    ['patch', '/v1/messages', 'GET, HEAD, POST'],
    ['put', '/v1/messages', 'GET, HEAD, POST'],
    ['delete', '/v1/messages', 'GET, HEAD, POST'],
    ['post', '/v1/messages/x', 'GET, HEAD, PUT, DELETE'],
    ['patch', '/v1/messages/msg_t1', 'GET, HEAD, PUT, DELETE'],
    ['patch', '/v1/groups', 'GET, HEAD, POST'],
    ['put', '/v1/groups', 'GET, HEAD, POST'],
    ['delete', '/v1/groups', 'GET, HEAD, POST'],
    ['post', '/v1/groups/x', 'GET, HEAD, PUT, DELETE'],
    ['patch', '/v1/groups/grp_trip', 'GET, HEAD, PUT, DELETE'],
  ] as const)('%s %s is 405 with Allow: %s', async (method, url, allow) => {
    const res = await request(app)[method](url).set(auth())
    const body = expectProblem(res, 405, 'method_not_allowed')
    expect(res.headers.allow).toBe(allow)
    expect(body.title).toBe('Method Not Allowed')
  })

  it.each([
    ['get', '/v1'],
    ['get', '/v1/'],
    ['get', '/v1/contacts'],
    ['post', '/v1/conversations'],
    ['get', '/v1/messages/msg_t1/reactions'],
    ['delete', '/v1/groups/grp_trip/contacts'],
  ] as const)('%s %s with a token is 404 not_found', async (method, url) => {
    const res = await request(app)[method](url).set(auth())
    const body = expectProblem(res, 404, 'not_found')
    expect(body.title).toBe('Not Found')
  })

  it.each([['/'], ['/v2/messages'], ['/messages'], ['/v1x']])(
    '%s outside /v1 and /__ is 404 not_found',
    async (url) => {
      const res = await request(app).get(url)
      expectProblem(res, 404, 'not_found')
    },
  )
})

describe('response headers and shapes', () => {
  const answers: [string, (a: Express) => Test, number, string][] = [
    ['GET /v1/groups', (a) => request(a).get('/v1/groups').set(auth()), 200, 'application/json; charset=utf-8'],
    [
      'POST /v1/messages',
      (a) => request(a).post('/v1/messages').set(auth()).send({ conversation_id: 'conv_trip', message: 'hi' }),
      201,
      'application/json; charset=utf-8',
    ],
    [
      'PUT /v1/groups/grp_trip',
      (a) => request(a).put('/v1/groups/grp_trip').set(auth()).send({ name: 'Renamed' }),
      200,
      'application/json; charset=utf-8',
    ],
    [
      'DELETE /v1/messages/msg_t1',
      (a) => request(a).delete('/v1/messages/msg_t1').set(auth()),
      200,
      'application/json; charset=utf-8',
    ],
    ['GET /__health', (a) => request(a).get('/__health'), 200, 'application/json; charset=utf-8'],
    [
      'GET /v1/groups/nope',
      (a) => request(a).get('/v1/groups/nope').set(auth()),
      404,
      'application/problem+json; charset=utf-8',
    ],
    [
      'GET /v1/groups without a token',
      (a) => request(a).get('/v1/groups'),
      401,
      'application/problem+json; charset=utf-8',
    ],
    ['GET /nowhere', (a) => request(a).get('/nowhere'), 404, 'application/problem+json; charset=utf-8'],
  ]

  it.each(answers)('%s: status, content type, nosniff, no X-Powered-By', async (_name, send, status, type) => {
    const res: Response = await send(app)
    expect(res.status).toBe(status)
    expect(res.headers['content-type']).toBe(type)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-powered-by']).toBeUndefined()
  })

  it('a problem body has exactly the keys of RFC 9457 plus code and errors', async () => {
    const res = await request(app).get('/v1/messages?limit=0&starting_after=msg_t1&ending_before=msg_t2').set(auth())
    expect(res.status).toBe(400)
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8')
    expect(Object.keys(res.body).sort()).toEqual(['code', 'detail', 'errors', 'status', 'title', 'type'])
    expect(res.body).toMatchObject({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'invalid_parameter',
    })
    expect(typeof res.body.detail).toBe('string')
    for (const error of res.body.errors) expect(Object.keys(error).sort()).toEqual(['message', 'param'])
  })

  it.each([
    [400, 'Bad Request', (a: Express) => request(a).post('/v1/messages').set(auth()).send({})],
    [401, 'Unauthorized', (a: Express) => request(a).get('/v1/messages')],
    [404, 'Not Found', (a: Express) => request(a).get('/v1/messages/nope').set(auth())],
    [405, 'Method Not Allowed', (a: Express) => request(a).patch('/v1/messages').set(auth())],
    [
      413,
      'Payload Too Large',
      (a: Express) =>
        request(a)
          .post('/v1/messages')
          .set(auth())
          .set(json)
          .send(paddedMessage(MiB + 1)),
    ],
    [
      415,
      'Unsupported Media Type',
      (a: Express) => request(a).post('/v1/messages').set(auth()).set('Content-Type', 'text/plain').send('hi'),
    ],
  ] as const)('a %i problem is titled %s', async (status, title, send) => {
    const res = await send(app)
    expect(res.status).toBe(status)
    expect(res.body.title).toBe(title)
    expect(res.body.status).toBe(status)
  })
})

describe('a refused request changes nothing', () => {
  const refused: [string, (a: Express) => Test, number, string, string[]][] = [
    [
      'send without a message',
      (a) => request(a).post('/v1/messages').set(auth()).send({ conversation_id: 'conv_trip' }),
      400,
      'invalid_parameter',
      ['message'],
    ],
    [
      'send with a bad attachment among good fields',
      (a) =>
        request(a)
          .post('/v1/messages')
          .set(auth())
          .send({ conversation_id: 'conv_trip', message: 'hi', attachments: [{ url: 'ftp://x.example/a' }] }),
      400,
      'invalid_parameter',
      ['attachments[0][url]'],
    ],
    [
      'send as text/plain',
      (a) => request(a).post('/v1/messages').set(auth()).set('Content-Type', 'text/plain').send('message=hi'),
      415,
      'unsupported_media_type',
      [],
    ],
    [
      'send over 1 MiB',
      (a) =>
        request(a)
          .post('/v1/messages')
          .set(auth())
          .set(json)
          .send(paddedMessage(MiB + 1)),
      413,
      'payload_too_large',
      [],
    ],
    [
      'send into a conversation ana cannot see',
      (a) => request(a).post('/v1/messages').set(auth()).send({ conversation_id: 'conv_cd', message: 'hi' }),
      404,
      'not_found',
      [],
    ],
    [
      'send with an expired token',
      (a) =>
        request(a).post('/v1/messages').set(auth('tok_ben_exp')).send({ conversation_id: 'conv_trip', message: 'hi' }),
      401,
      'token_expired',
      [],
    ],
    [
      'send without a token',
      (a) => request(a).post('/v1/messages').send({ conversation_id: 'conv_trip', message: 'hi' }),
      401,
      'unauthorized',
      [],
    ],
    [
      'edit with an empty message and a good reaction',
      (a) =>
        request(a)
          .put('/v1/messages/msg_t1')
          .set(auth())
          .send({ message: '', reactions: [{ like: ['ana'] }] }),
      400,
      'invalid_parameter',
      ['message'],
    ],
    [
      'edit with an unknown field',
      (a) => request(a).put('/v1/messages/msg_t1').set(auth()).send({ message: 'edited', pinned: true }),
      400,
      'unknown_parameter',
      ['pinned'],
    ],
    [
      'edit with a prototype key',
      (a) => request(a).put('/v1/messages/msg_t1').set(auth()).set(json).send('{"message":"x","__proto__":{"a":1}}'),
      400,
      'invalid_body',
      [],
    ],
    [
      'edit over 1,000 form parameters',
      (a) =>
        request(a)
          .put('/v1/messages/msg_t1')
          .set(auth())
          .type('form')
          .send(Array.from({ length: 1001 }, (_, i) => `reactions[r][]=u${i}`).join('&')),
      400,
      'invalid_body',
      [],
    ],
    [
      'delete a message ana cannot see',
      (a) => request(a).delete('/v1/messages/msg_c1').set(auth()),
      404,
      'not_found',
      [],
    ],
    [
      'delete a message with an unknown query parameter',
      (a) => request(a).delete('/v1/messages/msg_t1?force=true').set(auth()),
      400,
      'unknown_parameter',
      ['force'],
    ],
    [
      'PATCH a message',
      (a) => request(a).patch('/v1/messages/msg_t1').set(auth()).send({ message: 'edited' }),
      405,
      'method_not_allowed',
      [],
    ],
    [
      'create a group naming an unknown contact id beside a new one',
      (a) =>
        request(a)
          .post('/v1/groups')
          .set(auth())
          .send({ name: 'Picnic', contacts: [{ username: 'zoe' }, { id: 'ct_nobody' }] }),
      400,
      'invalid_parameter',
      ['contacts[1][id]'],
    ],
    [
      'create a group with too long a name',
      (a) =>
        request(a)
          .post('/v1/groups')
          .set(auth())
          .send({ name: 'x'.repeat(101) }),
      400,
      'invalid_parameter',
      ['name'],
    ],
    [
      'update a group with an unknown contact id',
      (a) =>
        request(a)
          .put('/v1/groups/grp_trip')
          .set(auth())
          .send({ name: 'Renamed', contacts: [{ id: 'ct_nobody' }] }),
      400,
      'invalid_parameter',
      ['contacts[0][id]'],
    ],
    [
      'update a group with an empty body',
      (a) => request(a).put('/v1/groups/grp_trip').set(auth()).set(json),
      400,
      'invalid_parameter',
      ['body'],
    ],
    [
      'delete a group ana cannot see',
      (a) => request(a).delete('/v1/groups/grp_cleo').set(auth()),
      404,
      'not_found',
      [],
    ],
    [
      'delete a group with an unknown query parameter',
      (a) => request(a).delete('/v1/groups/grp_trip?cascade=false').set(auth()),
      400,
      'unknown_parameter',
      ['cascade'],
    ],
  ]

  it.each(refused)('%s is refused, and every list reads the same after', async (_name, send, status, code, params) => {
    const before = await visibleState(app)
    expectProblem(await send(app), status, code, params)
    expect(await visibleState(app)).toEqual(before)
  })
})

describe('control plane basics', () => {
  it('GET /__health is 200 { status: ok }', async () => {
    const res = await request(app).get('/__health')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.body).toEqual({ status: 'ok' })
  })

  it('POST /__reset on a fresh app answers the counts of small.json', async () => {
    const res = await request(app).post('/__reset')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.body).toEqual({ status: 'reset', counts: { contacts: 4, groups: 3, conversations: 5, messages: 8 } })
  })

  it('POST /__reset restores the state after changes', async () => {
    const before = await visibleState(app)
    const sent = await request(app)
      .post('/v1/messages')
      .set(auth())
      .send({ conversation_id: 'conv_dm', message: 'new' })
    expect(sent.status).toBe(201)
    const created = await request(app)
      .post('/v1/groups')
      .set(auth())
      .send({ name: 'Picnic', contacts: [{ username: 'zoe' }] })
    expect(created.status).toBe(201)
    expect((await request(app).put('/v1/messages/msg_t1').set(auth()).send({ message: 'edited' })).status).toBe(200)
    expect((await request(app).delete('/v1/groups/grp_trip').set(auth())).status).toBe(200)
    expect((await request(app).delete('/v1/messages/msg_d1').set(auth())).status).toBe(200)
    expect(await visibleState(app)).not.toEqual(before)

    const res = await request(app).post('/__reset')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'reset', counts: { contacts: 4, groups: 3, conversations: 5, messages: 8 } })
    expect(await visibleState(app)).toEqual(before)
    const gone = await request(app).get(`/v1/groups/${created.body.id}`).set(auth())
    expectProblem(gone, 404, 'not_found')
    const back = await request(app).get('/v1/messages/msg_d1').set(auth())
    expect(back.status).toBe(200)
  })

  it('POST /__reset with a seed repeats the ids generated after it', async () => {
    const send = () =>
      request(app).post('/v1/messages').set(auth()).send({ conversation_id: 'conv_dm', message: 'again' })
    const first = await send()
    await request(app).post('/__reset')
    const second = await send()
    expect(second.body.id).toBe(first.body.id)
  })

  it.each([
    ['post', '/__health', 'GET, HEAD'],
    ['get', '/__reset', 'POST'],
  ] as const)('%s %s is 405 with Allow: %s', async (method, url, allow) => {
    const res = await request(app)[method](url)
    expectProblem(res, 405, 'method_not_allowed')
    expect(res.headers.allow).toBe(allow)
  })
})
