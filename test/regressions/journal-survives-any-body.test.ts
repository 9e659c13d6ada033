import { afterEach, beforeEach, expect, it } from 'vitest'
import { type RunningMock, startServer } from '../../src/server.js'
import { fixture } from '../helpers.js'
import { hostileRequests } from '../support/hostile.js'
import { jsonOf, send } from '../support/http.js'

/**
 * A JSON body 20,000 deep was refused with a 400 but kept in the journal, and from then on every
 * GET /__requests of the tenant answered 500 (JSON.stringify overflowed the stack) until a
 * thousand newer requests pushed it out. Nothing a request carries may break a later request.
 */
let running: RunningMock
let port: number
beforeEach(async () => {
  running = await startServer({ fixtures: fixture('small'), seed: 1, port: 0 })
  port = running.port
})
afterEach(() => running.close())

it.each(hostileRequests)(
  '$name answers $status, and the journal, the state and the lists still answer',
  async (hostile) => {
    const res = await send({ port }, hostile)
    expect(res.status).toBe(hostile.status)
    const journal = await send({ port }, { method: 'GET', path: '/__requests' })
    expect(journal.status).toBe(200)
    const entries = (jsonOf(journal) as { data: { method: string; path: string; status: number }[] }).data
    expect(entries.map((e) => [e.method, e.path, e.status])).toEqual([
      [hostile.method, hostile.path.split('?')[0], hostile.status],
    ])
    const state = await send({ port }, { method: 'GET', path: '/__state' })
    expect(state.status).toBe(200)
    expect(jsonOf(state)).toEqual(running.state())
    for (const path of ['/v1/messages?limit=100', '/v1/groups?limit=100']) {
      const list = await send({ port }, { method: 'GET', path, headers: { Authorization: 'Bearer tok_ana' } })
      expect(list.status).toBe(200)
      expect(jsonOf(list)).toMatchObject({ has_more: false })
    }
    // The same entry, oldest of three now, from the package API.
    expect(JSON.parse(JSON.stringify(running.requests().at(-1)))).toEqual(entries[0])
    expect(({} as Record<string, unknown>).polluted).toBe(undefined)
  },
)

it('keeps a body nested past 64 levels as its first 64, the rest noted as not kept', async () => {
  const res = await send({ port }, hostileRequests[0])
  expect(res.status).toBe(400)
  expect(jsonOf(res)).toMatchObject({ code: 'invalid_body', detail: 'The body nests deeper than 64 levels.' })
  let body = running.requests()[0].body
  for (let depth = 1; depth < 64; depth++) {
    expect(Array.isArray(body) && body.length === 1).toBe(true)
    body = (body as unknown[])[0]
  }
  expect(body).toEqual(['[nested deeper than 64 levels: not kept]'])
})

it('answers every request after all of them at once, newest first', async () => {
  for (const hostile of hostileRequests) await send({ port }, hostile)
  const journal = await send({ port }, { method: 'GET', path: '/__requests' })
  expect(journal.status).toBe(200)
  const entries = (jsonOf(journal) as { data: { status: number }[] }).data
  expect(entries.map((e) => e.status)).toEqual(hostileRequests.map((h) => h.status).reverse())
  expect((await send({ port }, { method: 'GET', path: '/__state' })).status).toBe(200)
})
