import http, { type IncomingMessage } from 'node:http'
import { connect } from 'node:net'
import type { Express } from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appFor } from '../src/app.js'
import type { Fixture, FixtureMessage } from '../src/engine/core/types.gen.js'
import { Mock } from '../src/engine/mock.js'
import { CowMap } from '../src/engine/store/cow-map.js'
import { exportState } from '../src/engine/store/export.js'
import { chunkSize, stateChunks } from '../src/engine/store/export-stream.js'
import type { State } from '../src/engine/store/state.js'
import type { RequestLine } from '../src/http/observe.js'
import { type RunningMock, startServer } from '../src/server.js'
import { auth, fixture, JSON_TYPE } from './helpers.js'

/** Issue 17 point 3: GET /__state streams the export, record by record, as one moment of the world. */

/**
 * The export as GET /__state wrote it before it streamed, kept verbatim: the format the stream
 * must keep byte for byte (exportState is now built on the same parts as the stream, so comparing
 * the two alone could not see them drift together).
 */
function formerExport(state: State): Fixture {
  const { world } = state
  const tokens: NonNullable<Fixture['tokens']> = {}
  for (const [token, { contact, expires_at }] of world.tokens)
    tokens[token] = expires_at === null ? contact : { contact, expires_at }
  const bySeq = <T extends { seq: number }>(items: Iterable<T>) => [...items].sort((a, b) => a.seq - b.seq)
  return {
    timestamp_unit: state.clock.unit,
    ...(world.defaultCaller === null ? {} : { default_caller: world.defaultCaller }),
    tokens,
    contacts: [...state.contacts.values()].map((c) => ({ ...c })),
    groups: bySeq(state.groups.values()).map(({ seq, ...g }) => ({ ...g, contacts: [...g.contacts] })),
    conversations: [...state.conversations.values()]
      .filter((c) => c.group_id === null)
      .map((c) => ({ id: c.id, participants: [...c.participants] })),
    messages: bySeq(state.messages.values()).map(
      ({ seq, contact_id, ...m }): FixtureMessage => ({
        ...m,
        contact: contact_id,
        reactions: m.reactions.map((r) => ({ ...r })),
        attachments: m.attachments.map((a) => ({ ...a })),
      }),
    ),
  }
}

const expected = (state: State) => JSON.stringify(formerExport(state))

/** A mock and its app, for supertest, with the default tenant's state at hand. */
async function mockApp(options: ConstructorParameters<typeof Mock>[0]): Promise<{ app: Express; state: () => State }> {
  const mock = await Mock.create(options)
  return { app: appFor(mock), state: () => mock.tenant().state }
}

/** GET /__state through supertest, checked for status and headers; the body as text. */
async function exported(app: Express): Promise<string> {
  const res = await request(app)
    .get('/__state')
    .buffer(true)
    .parse((r, done) => {
      let text = ''
      r.setEncoding('utf8')
      r.on('data', (chunk: string) => {
        text += chunk
      })
      r.on('end', () => done(null, text))
    })
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toBe(JSON_TYPE)
  expect(res.headers['transfer-encoding']).toBe('chunked')
  expect(res.headers['content-length']).toBeUndefined()
  return res.body as string
}

describe('GET /__state is JSON.stringify(exportState) byte for byte', () => {
  it('for the default fixture, and running.state() is the same document', async () => {
    const { app, state } = await mockApp({})
    const text = await exported(app)
    expect(text).toBe(expected(state()))
    expect(JSON.stringify(exportState(state()))).toBe(text)
    expect(JSON.parse(text).default_caller).toBe('ct_ana')
  })

  it('for a generated world, in more than one piece', async () => {
    const generate = { seed: 3, contacts: 30, groups: 8, direct_conversations: 6, messages_per_conversation: 150 }
    const { app, state } = await mockApp({ fixtures: { generate } })
    expect(state().counts().messages).toBe(2100)
    const text = await exported(app)
    expect(text).toBe(expected(state()))
    const pieces = [...stateChunks(state())]
    expect(pieces.length).toBeGreaterThan(1)
    expect(pieces.join('')).toBe(text)
  })

  it('after sends, edits, deletes and group changes through /v1', async () => {
    const { app, state } = await mockApp({ fixtures: fixture('small'), seed: 1 })
    const call = async (method: 'post' | 'put' | 'delete', path: string, status: number, body?: object) => {
      const res = await request(app)[method](path).set(auth()).send(body)
      expect(res.status, JSON.stringify(res.body)).toBe(status)
      return res.body as { id: string; conversation_id: string }
    }
    const attachments = [{ url: 'https://files.example.com/b.png', filename: 'b.png' }]
    const sent = await call('post', '/v1/messages', 201, { conversation_id: 'conv_trip', message: 'new', attachments })
    const other = await call('post', '/v1/messages', 201, { conversation_id: 'conv_dm', message: 'gone soon' })
    await call('put', '/v1/messages/msg_t1', 200, { message: 'edited "quoted" é 👋', reactions: { heart: ['ana'] } })
    await call('put', `/v1/messages/${sent.id}`, 200, { reactions: [{ like: ['ana', 'ben'] }] })
    await call('delete', '/v1/messages/msg_d1', 200)
    await call('delete', `/v1/messages/${other.id}`, 200)
    const group = await call('post', '/v1/groups', 201, {
      name: 'New',
      contacts: [{ username: 'zoe' }, { id: 'ct_dan' }],
    })
    const dropped = await call('post', '/v1/groups', 201, { name: 'Dropped' })
    await call('put', '/v1/groups/grp_trip', 200, { contacts: [{ id: 'ct_cleo' }], description: 'changed' })
    await call('delete', `/v1/groups/${dropped.id}`, 200)
    await call('post', '/v1/messages', 201, { conversation_id: group.conversation_id, message: 'in new' })

    const text = await exported(app)
    expect(text).toBe(expected(state()))
    const doc = JSON.parse(text) as Fixture
    expect(doc.contacts?.map((c) => c.username)).toEqual(['ana', 'ben', 'cleo', 'dan', 'zoe'])
    expect(doc.groups?.map((g) => g.name)).toEqual(['Trip', 'Old', "Cleo's", 'New'])
    expect(doc.messages?.at(0)).toMatchObject({ id: 'msg_t1', message: 'edited "quoted" é 👋' })
    expect(doc.messages?.map((m) => m.id)).not.toContain('msg_d1')
  })

  it('with timestamps in milliseconds', async () => {
    const small = { ...(fixture('small') as object), timestamp_unit: 's' }
    const { app, state } = await mockApp({ fixtures: small, seed: 1, timestampUnit: 'ms' })
    const sent = await request(app)
      .post('/v1/messages')
      .set(auth())
      .send({ conversation_id: 'conv_trip', message: 'in ms' })
    expect(sent.status).toBe(201)
    const text = await exported(app)
    expect(text).toBe(expected(state()))
    const doc = JSON.parse(text) as Fixture
    expect(doc.timestamp_unit).toBe('ms')
    expect(doc.messages?.find((m) => m.id === 'msg_t1')?.created_at).toBe(1767000100000)
  })

  it('for a world without contacts: no default_caller, every list empty', async () => {
    const { app, state } = await mockApp({ fixtures: {} })
    const text = await exported(app)
    expect(text).toBe('{"timestamp_unit":"s","tokens":{},"contacts":[],"groups":[],"conversations":[],"messages":[]}')
    expect(text).toBe(expected(state()))
  })

  it('for maps no longer in creation order (the sort is the fallback)', async () => {
    const { app, state } = await mockApp({ fixtures: fixture('small'), seed: 1 })
    const s = state()
    const first = s.messages.get('msg_t1')
    if (first === undefined) throw new Error('msg_t1 is in the small fixture')
    s.messages.set('msg_t1', { ...first, seq: 1000 })
    const text = await exported(app)
    expect(text).toBe(expected(s))
    expect((JSON.parse(text) as Fixture).messages?.map((m) => m.id)).toEqual([
      'msg_t2',
      'msg_t3',
      'msg_d1',
      'msg_d2',
      'msg_o1',
      'msg_c1',
      'msg_cd1',
      'msg_t1',
    ])
  })

  it('an error before the first byte is answered as a problem (a new tenant past --max-tenants)', async () => {
    const { app } = await mockApp({ fixtures: fixture('small'), maxTenants: 1 })
    const res = await request(app).get('/__state').set('X-Mock-Tenant', 'second')
    expect(res.status).toBe(429)
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8')
    expect(res.body.code).toBe('too_many_tenants')
  })
})

describe('CowMap snapshot and order', () => {
  type Item = { seq: number; v?: string }
  const seq = (item: Item) => item.seq
  const base = () =>
    new Map<string, Item>([
      ['a', { seq: 1 }],
      ['b', { seq: 2 }],
      ['c', { seq: 3 }],
    ])

  it('a snapshot keeps the map as it was; changes to either do not reach the other', () => {
    const map = new CowMap(base())
    map.set('b', { seq: 2, v: 'x' })
    map.set('d', { seq: 4 })
    map.delete('a')
    const snapshot = map.snapshot()
    map.set('e', { seq: 5 })
    map.delete('c')
    map.set('b', { seq: 2, v: 'y' })
    snapshot.set('f', { seq: 6 })
    expect([...snapshot.values()]).toEqual([{ seq: 2, v: 'x' }, { seq: 3 }, { seq: 4 }, { seq: 6 }])
    expect(snapshot.size).toBe(4)
    expect(snapshot.get('e')).toBeUndefined()
    expect([...map.values()]).toEqual([{ seq: 2, v: 'y' }, { seq: 4 }, { seq: 5 }])
    expect(map.size).toBe(3)
  })

  it('increasingBy holds while the base is ordered, changes keep their rank and additions come later', () => {
    const map = new CowMap(base())
    expect(map.increasingBy(seq)).toBe(true)
    map.set('b', { seq: 2, v: 'x' })
    map.delete('a')
    map.set('d', { seq: 7 })
    map.set('e', { seq: 9 })
    expect(map.increasingBy(seq)).toBe(true)
    map.set('f', { seq: 8 })
    expect(map.increasingBy(seq)).toBe(false)
    const changedRank = new CowMap(base())
    changedRank.set('a', { seq: 10 })
    expect(changedRank.increasingBy(seq)).toBe(false)
    const readded = new CowMap(base())
    readded.delete('a')
    readded.set('a', { seq: 4 })
    expect([...readded.values()].map(seq)).toEqual([4, 2, 3])
    expect(readded.increasingBy(seq)).toBe(false)
    const belowBase = new CowMap(base())
    belowBase.set('z', { seq: 3 })
    expect(belowBase.increasingBy(seq)).toBe(false)
    const unordered = new CowMap(
      new Map<string, Item>([
        ['a', { seq: 2 }],
        ['b', { seq: 1 }],
      ]),
    )
    expect(unordered.increasingBy(seq)).toBe(false)
  })
})

/**
 * A world whose export (over 45 MB) is larger than anything a connection can hold in flight: the
 * kernel's socket buffers are capped by net.ipv4.tcp_wmem and tcp_rmem (4 MB and at most 32 MB on
 * Linux, usually far less), and a Node reader that stops reading stops taking from its socket. So
 * the server cannot finish an export whose reader paused. Messages carry escapes and characters
 * beyond ASCII (more bytes than characters).
 */
const bigMessages = 10_000
const bigWorld = {
  timestamp_unit: 's',
  tokens: { tok_a: 'ct_a', tok_b: { contact: 'ct_b', expires_at: 1800000000 } },
  contacts: [
    { id: 'ct_a', username: 'a', created_at: 1767000000 },
    { id: 'ct_b', username: 'b', created_at: 1767000000 },
  ],
  groups: [
    { id: 'grp_1', name: 'One', owner: 'ct_a', contacts: ['ct_b'], conversation_id: 'conv_g', created_at: 1767000000 },
  ],
  conversations: [{ id: 'conv_ab', participants: ['ct_a', 'ct_b'] }],
  messages: Array.from({ length: bigMessages }, (_, i) => ({
    id: `msg_${i}`,
    conversation_id: i % 2 === 0 ? 'conv_ab' : 'conv_g',
    contact: i % 3 === 0 ? 'ct_b' : 'ct_a',
    message: `${i} ${'héllo "wörld" \\ 👋 '.repeat(170)}`,
    created_at: 1767000000 + i,
  })),
}

/** GET on a plain connection, resolved at the first bytes of the body with the response paused. */
function openExport(url: string): Promise<{ first: Buffer; response: IncomingMessage; rest: () => Promise<Buffer> }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, (response) => {
      response.once('data', (first: Buffer) => {
        response.pause()
        const rest = () =>
          new Promise<Buffer>((done, fail) => {
            const parts: Buffer[] = []
            response.on('data', (part: Buffer) => parts.push(part))
            response.on('end', () => done(Buffer.concat(parts)))
            response.on('error', fail)
            response.resume()
          })
        resolve({ first, response, rest })
      })
    })
    req.on('error', reject)
  })
}

/** A request on a raw socket: the head and the body's chunks exactly as the server framed them. */
function rawRequest(port: number, method: string, path: string): Promise<{ head: string; chunks: Buffer[] }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    )
    const parts: Buffer[] = []
    socket.on('data', (part: Buffer) => parts.push(part))
    socket.on('error', reject)
    socket.on('end', () => {
      const all = Buffer.concat(parts)
      const headEnd = all.indexOf('\r\n\r\n')
      const head = all.subarray(0, headEnd).toString('latin1')
      const chunks: Buffer[] = []
      if (method !== 'HEAD') {
        let at = headEnd + 4
        for (;;) {
          const lineEnd = all.indexOf('\r\n', at)
          const size = Number.parseInt(all.subarray(at, lineEnd).toString('latin1'), 16)
          if (size === 0) break
          chunks.push(all.subarray(lineEnd + 2, lineEnd + 2 + size))
          at = lineEnd + 2 + size + 2
        }
      } else expect(all.length).toBe(headEnd + 4)
      resolve({ head, chunks })
    })
  })
}

/** The value of a header in a raw head, or undefined. */
const header = (head: string, name: string) =>
  head
    .split('\r\n')
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim()

describe('streaming a large world', () => {
  let running: RunningMock
  const lines: RequestLine[] = []
  const stateOf = (tenant: string) => running.mock.tenant(tenant).state

  beforeAll(async () => {
    running = await startServer({ port: 0, fixtures: bigWorld, log: (line) => lines.push(line) })
  })
  afterAll(async () => {
    await running.close()
  })

  it('is written in pieces of about 64 KiB, one HTTP chunk each', async () => {
    const pieces = [...stateChunks(stateOf('default'))]
    const whole = expected(stateOf('default'))
    expect(pieces.join('')).toBe(whole)
    expect(Buffer.byteLength(whole)).toBeGreaterThan(45_000_000)
    const longest = Math.max(...bigWorld.messages.map((m) => JSON.stringify(m).length)) + 200
    for (const piece of pieces.slice(0, -1)) {
      expect(piece.length).toBeGreaterThanOrEqual(chunkSize)
      expect(piece.length).toBeLessThan(chunkSize + longest)
    }
    const { head, chunks } = await rawRequest(running.port, 'GET', '/__state')
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
    expect(header(head, 'content-type')).toBe(JSON_TYPE)
    expect(header(head, 'transfer-encoding')).toBe('chunked')
    expect(chunks.map((c) => c.length)).toEqual(pieces.map((p) => Buffer.byteLength(p)))
    expect(Buffer.concat(chunks).toString('utf8')).toBe(whole)
  })

  it('shows the moment it began: a /v1 write while it streams is in the next export, not this one', async () => {
    const tenant = running.tenant('consistency')
    const before = expected(stateOf('consistency'))
    const exporting = await openExport(`${tenant.url}/__state`)
    // The reader has stopped at its first bytes: the export cannot be done while these run.
    const send = (method: string, path: string, body?: object) =>
      fetch(`${tenant.url}${path}`, {
        method,
        headers: { ...auth('tok_a'), 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const last = `msg_${bigMessages - 1}`
    expect((await send('PUT', `/v1/messages/${last}`, { message: 'edited while exporting' })).status).toBe(200)
    expect((await send('DELETE', '/v1/messages/msg_5000')).status).toBe(200)
    const sent = await send('POST', '/v1/messages', { conversation_id: 'conv_ab', message: 'sent while exporting' })
    expect(sent.status).toBe(201)
    const { id } = (await sent.json()) as { id: string }
    expect(lines.filter((l) => l.path === '/__state' && l.tenant === 'consistency')).toEqual([])

    const body = Buffer.concat([exporting.first, await exporting.rest()]).toString('utf8')
    expect(body).toBe(before)
    expect(exporting.response.headers['content-type']).toBe(JSON_TYPE)

    const after = expected(stateOf('consistency'))
    expect(after).not.toBe(before)
    const next = await fetch(`${tenant.url}/__state`)
    expect(await next.text()).toBe(after)
    // The log does see these exports once they are done (so its silence above meant not done yet).
    expect(lines.filter((l) => l.path === '/__state' && l.tenant === 'consistency').at(0)).toMatchObject({
      method: 'GET',
      status: 200,
    })
    const doc = JSON.parse(after) as Fixture
    expect(doc.messages?.at(-2)).toMatchObject({ id: last, message: 'edited while exporting' })
    expect(doc.messages?.at(-1)).toMatchObject({ id, message: 'sent while exporting' })
    expect(doc.messages?.length).toBe(bigMessages)
  })

  it('a client that leaves mid-stream leaves the server answering', async () => {
    const tenant = running.tenant('leaving')
    const exporting = await openExport(`${tenant.url}/__state`)
    exporting.response.destroy()
    const health = await fetch(`${running.url}/__health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const again = await fetch(`${tenant.url}/__state`)
    expect(again.status).toBe(200)
    expect(await again.text()).toBe(expected(stateOf('leaving')))
  })

  it('HEAD answers the headers without a body', async () => {
    const { head, chunks } = await rawRequest(running.port, 'HEAD', '/__state')
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
    expect(header(head, 'content-type')).toBe(JSON_TYPE)
    expect(chunks).toEqual([])
  })
})
