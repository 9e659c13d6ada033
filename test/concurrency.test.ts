import { Agent } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { compareOrdered } from '../src/engine/store/paging.js'
import { type RunningMock, startServer } from '../src/server.js'
import { fixture } from './helpers.js'
import { jsonOf, type RawRequest, type RawResponse, send } from './support/http.js'
import { stateViolations } from './support/invariants.js'

/**
 * Concurrency over real HTTP (issue 6, point 3): many requests in flight at once against one
 * server. Node runs each handler to its end before the next, so nothing may be lost or torn;
 * these tests hold the mock to that, and check the state with the store invariants afterwards.
 * Every verdict is on what the requests did, never on when: which request the server takes first
 * is up to the machine, so every assertion holds for any order the requests arrive in.
 */

let server: RunningMock
let agent: Agent | undefined
const bugs: unknown[] = []

beforeAll(async () => {
  server = await startServer({ fixtures: fixture('small'), seed: 7, port: 0, onBug: (error) => bugs.push(error) })
})
afterAll(async () => {
  await server.close()
})
afterEach(() => {
  agent?.destroy()
  server.reset()
  expect(bugs).toEqual([])
})

/** Sends every request at once (as many connections as needed); resolves when all answered. */
function all(requests: RawRequest[]): Promise<RawResponse[]> {
  agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY })
  return Promise.all(requests.map((r) => send({ port: server.port }, r, agent)))
}

const json = (token = 'tok_ana') => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' })

/** Every message of a conversation, newest first, paging with starting_after. */
async function conversation(id: string): Promise<{ id: string; created_at: number }[]> {
  const items: { id: string; created_at: number }[] = []
  for (;;) {
    const after = items.length === 0 ? '' : `&starting_after=${items[items.length - 1].id}`
    const res = await send(
      { port: server.port },
      { method: 'GET', path: `/v1/messages?conversation_id=${id}&limit=100${after}`, headers: json() },
    )
    expect(res.status).toBe(200)
    const page = jsonOf(res) as { has_more: boolean; data: { id: string; created_at: number }[] }
    items.push(...page.data)
    if (!page.has_more) return items
  }
}

describe('concurrent sends', () => {
  it('1,000 sends to one conversation all land: unique ids, none lost, listed in order', async () => {
    const count = 1000
    const requests = Array.from({ length: count }, (_, i) => ({
      method: 'POST',
      path: '/v1/messages',
      headers: json(i % 2 === 0 ? 'tok_ana' : 'tok_ben'),
      body: JSON.stringify({ conversation_id: 'conv_trip', message: `message ${i}` }),
    }))
    // How fast they are answered is the bench's business (npm run bench); here only what they did.
    const responses = await all(requests)

    expect(responses.map((r) => r.status)).toEqual(Array(count).fill(201))
    const sent = responses.map((r) => jsonOf(r) as { id: string; message: string })
    const ids = new Set(sent.map((m) => m.id))
    expect(ids.size).toBe(count)
    expect(new Set(sent.map((m) => m.message)).size).toBe(count)

    const listed = await conversation('conv_trip')
    expect(listed).toHaveLength(count + 3)
    for (const id of ids) expect(listed.some((m) => m.id === id)).toBe(true)
    expect(new Set(listed.map((m) => m.id)).size).toBe(listed.length)

    // Newest first by created_at; equal created_at: the later created (higher creation sequence) first.
    const { state } = server.mock.tenant()
    const records = listed.map((m) => state.messages.get(m.id))
    for (let i = 1; i < records.length; i++) {
      const [newer, older] = [records[i - 1], records[i]]
      if (!newer || !older) throw new Error(`${listed[i].id} is listed but not stored`)
      expect(newer.created_at).toBeGreaterThanOrEqual(older.created_at)
      expect(compareOrdered(newer, older)).toBeGreaterThan(0)
    }
    expect(stateViolations(state)).toEqual([])
  })
})

describe('concurrent reaction updates', () => {
  it('400 updates of one message, JSON and form, lose no username', async () => {
    const count = 400
    const names = ['like', 'heart', 'laugh', '👍']
    const requests = Array.from({ length: count }, (_, i): RawRequest => {
      const name = names[i % names.length]
      const username = `user${i}`
      return i % 2 === 0
        ? {
            method: 'PUT',
            path: '/v1/messages/msg_t2',
            headers: json(),
            body: JSON.stringify({ reactions: [{ [name]: [username] }] }),
          }
        : {
            method: 'PUT',
            path: '/v1/messages/msg_t2',
            headers: { Authorization: 'Bearer tok_ben', 'Content-Type': 'application/x-www-form-urlencoded' },
            body: `reactions[${encodeURIComponent(name)}][]=${username}`,
          }
    })
    const responses = await all(requests)
    expect(responses.map((r) => r.status)).toEqual(Array(count).fill(200))

    const final = jsonOf(
      await send({ port: server.port }, { method: 'GET', path: '/v1/messages/msg_t2', headers: json() }),
    ) as { reactions: Record<string, string[]>[] }
    const byName = Object.fromEntries(final.reactions.map((r) => Object.entries(r)[0]))
    expect(Object.keys(byName)).toEqual(names)
    expect(byName.like).toHaveLength(count / names.length + 1)
    expect(byName.like[0]).toBe('ana')
    for (let i = 0; i < count; i++) expect(byName[names[i % names.length]]).toContain(`user${i}`)
    expect(stateViolations(server.mock.tenant().state)).toEqual([])
  })
})

describe('a reset during load', () => {
  it('leaves a consistent state: baseline counts at the reset, every survivor answered 201, invariants hold', async () => {
    const baseline = await send({ port: server.port }, { method: 'GET', path: '/__state', headers: {} })
    const load = (i: number): RawRequest => {
      switch (i % 5) {
        case 0:
          return {
            method: 'POST',
            path: '/v1/messages',
            headers: json(),
            body: JSON.stringify({ conversation_id: i % 2 ? 'conv_dm' : 'conv_trip', message: `m${i}` }),
          }
        case 1:
          return {
            method: 'PUT',
            path: '/v1/messages/msg_t1',
            headers: json('tok_ben'),
            body: JSON.stringify({ reactions: { like: [`u${i}`] } }),
          }
        case 2:
          return {
            method: 'POST',
            path: '/v1/groups',
            headers: json(),
            body: JSON.stringify({ name: `g${i}`, contacts: [{ username: `new${i}` }] }),
          }
        case 3:
          return { method: 'DELETE', path: `/v1/messages/${['msg_t3', 'msg_d1', 'msg_o1'][i % 3]}`, headers: json() }
        default:
          return { method: 'GET', path: '/v1/messages?limit=100', headers: json() }
      }
    }
    const requests: RawRequest[] = Array.from({ length: 1000 }, (_, i) => load(i))
    requests.splice(500, 0, { method: 'POST', path: '/__reset', headers: {} })
    const responses = await all(requests)

    const statuses = new Set(responses.map((r) => r.status))
    expect([...statuses].every((s) => [200, 201, 404].includes(s))).toBe(true)
    const reset = jsonOf(responses[500]) as { status: string; counts: Record<string, number> }
    expect(reset.status).toBe('reset')
    expect(reset.counts).toEqual({ contacts: 4, groups: 3, conversations: 5, messages: 8 })

    // Nothing in the state that no client was told about: every item is the fixture's or was answered 201.
    const { state } = server.mock.tenant()
    const answered = new Set(responses.filter((r) => r.status === 201).map((r) => (jsonOf(r) as { id: string }).id))
    const fixtureState = jsonOf(baseline) as { messages: { id: string }[]; groups: { id: string }[] }
    const known = new Set([...fixtureState.messages, ...fixtureState.groups].map((item) => item.id))
    for (const item of [...state.messages.values(), ...state.groups.values()])
      expect(known.has(item.id) || answered.has(item.id)).toBe(true)
    expect(stateViolations(state)).toEqual([])

    // And a reset after the load brings back exactly the baseline.
    expect((await send({ port: server.port }, { method: 'POST', path: '/__reset', headers: {} })).status).toBe(200)
    const after = await send({ port: server.port }, { method: 'GET', path: '/__state', headers: {} })
    expect(after.text).toBe(baseline.text)
  })
})
