import { afterAll, beforeAll, expect, it } from 'vitest'
import { fixture } from './helpers.js'
import type { FuzzRequest } from './support/fuzz-requests.js'
import { FuzzTarget, fuzzMockSeed } from './support/fuzz-runner.js'

/**
 * The mock against its own document, as a validating proxy would hold it: one session that calls
 * every operation of the served OpenAPI document, successes and problems, and every answer must be
 * one the document lists for that operation (status, media type, body schema). The fuzzer holds
 * its random requests to the same judge (test/support/openapi-judge.ts); this one makes sure no
 * operation goes unexercised.
 */

let target: FuzzTarget
beforeAll(async () => {
  target = await FuzzTarget.start(fixture('small'), fuzzMockSeed)
})
afterAll(async () => {
  await target.close()
})

const ana = { Authorization: 'Bearer tok_ana' }
const asJson = { ...ana, 'Content-Type': 'application/json' }
const get = (path: string, headers: Record<string, string> = ana): FuzzRequest => ({ method: 'GET', path, headers })
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = asJson): FuzzRequest => ({
  method,
  path,
  headers,
  body: body === undefined ? undefined : JSON.stringify(body),
})
const fault = (path: string, status: number) => send('POST', '/__faults', { method: 'GET', path, status, times: 1 })

const session: FuzzRequest[] = [
  // /v1: every operation's success.
  get('/v1/messages?conversation_id=conv_trip&limit=2'),
  send('POST', '/v1/messages', { conversation_id: 'conv_trip', message: 'hello' }),
  get('/v1/messages/$msg:0'),
  send('PUT', '/v1/messages/$msg:0', { message: 'edited', reactions: { like: ['ben'] } }),
  send('DELETE', '/v1/messages/$msg:0'),
  get('/v1/groups?archived=false'),
  send('POST', '/v1/groups', { name: 'Dinner', contacts: [{ username: 'ben' }] }),
  get('/v1/groups/$grp:0'),
  send('PUT', '/v1/groups/$grp:0', { description: 'Friday' }),
  send('DELETE', '/v1/groups/$grp:0'),
  // /v1: the problems a client can meet.
  get('/v1/messages?limit=0'),
  get('/v1/messages', {}),
  get('/v1/messages/msg_unknown'),
  send('PATCH', '/v1/messages'),
  { method: 'POST', path: '/v1/messages', headers: { ...ana, 'Content-Type': 'text/plain' }, body: 'hello' },
  send('POST', '/v1/messages', { conversation_id: 'conv_trip', message: 'x'.repeat(1_100_000) }),
  // An injected fault (the runner takes any 5xx for a bug, so a 4xx one stands for them all).
  fault('/v1/groups', 429),
  get('/v1/groups'),
  // The control plane: every operation's success, and its problems.
  get('/__health'),
  get('/__state'),
  get('/__fixtures'),
  send('POST', '/__fixtures', fixture('small')),
  send('POST', '/__fixtures/default'),
  send('POST', '/__fixtures/none'),
  // The world a page at a time, over the default fixture just loaded.
  get('/__world'),
  get('/__world/contacts?q=an&limit=2'),
  get('/__world/contacts?after=ct_nobody'),
  get('/__world/conversations?kind=group&limit=2'),
  get('/__world/conversations?limit=0'),
  get('/__world/conversations/conv_trip'),
  get('/__world/conversations/conv_none'),
  get('/__world/conversations/conv_trip/messages?limit=2'),
  get('/__world/conversations/conv_none/messages'),
  get('/__world/messages?q=lisbon&limit=5'),
  get('/__world/messages?limit=5'),
  get('/__requests?limit=5'),
  get('/__requests?limit=zero'),
  get('/__pact?consumer=web&provider=messaging-api'),
  get('/__pact?consumer=web'),
  get('/__coverage'),
  get('/__coverage?format=markdown&tenants=all'),
  get('/__coverage?tenants=nobody'),
  get('/__coverage?format=xml'),
  send('DELETE', '/__requests'),
  get('/__clock'),
  send('POST', '/__clock', { now: 1767225600 }),
  send('POST', '/__clock', { now: 'noon' }),
  // The activity: a reply pending on a message, run by moving the clock; refused configurations.
  send('POST', '/__activity', { preset: 'replies', seed: 2 }),
  send('POST', '/v1/messages', { conversation_id: 'conv_trip', message: 'anyone?' }),
  get('/__activity'),
  send('POST', '/__clock', { advance: 60 }),
  send('POST', '/__activity', { rules: [{ action: 'send' }] }),
  send('POST', '/__activity', { preset: 'loud' }),
  send('DELETE', '/__activity'),
  send('DELETE', '/__clock'),
  get('/__faults'),
  send('DELETE', '/__faults'),
  get('/t/qa/v1/groups'),
  get('/__tenants'),
  send('DELETE', '/__tenants/qa'),
  send('DELETE', '/__tenants/qa'),
  get('/t/qa/__health', { 'X-Mock-Tenant': 'other' }),
  get('/__openapi.json'),
  get('/__metrics'),
  get('/__ui'),
  get('/__docs'),
  get('/__docs/redoc.js'),
  send('POST', '/__reset'),
]

it('every answer of a session over every operation is one the document lists', { timeout: 120_000 }, async () => {
  await target.runCase(session)
  const unseen = target.openapi.unseen((_operation, status) => status.startsWith('2'))
  expect(unseen).toEqual([])
})
