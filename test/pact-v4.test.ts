import { createHash } from 'node:crypto'
import { request } from 'node:http'
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest'
import { MockClient } from '../src/client.js'
import { pactCommand } from '../src/contract/pact-cli.js'
import type { Pact, PactV3, PactV4 } from '../src/engine/core/types.gen.js'
import { type RunningMock, startServer } from '../src/server.js'

/**
 * Issue 39, point 6: the pact in specification 4.0, the default since pact-js writes it (16.0.0
 * exports PactV4 as Pact); 3.0.0 with `spec: 3` (its own tests: test/pact.test.ts). The tools
 * that read both: test/pact-tools.test.ts, test/node22/pact-tools.test.ts.
 */

let mock: RunningMock
beforeEach(async () => {
  mock = await startServer({ port: 0, seed: 1, clock: 1767225600 })
})
afterEach(() => mock.close())

const names = { consumer: 'web', provider: 'messaging-api' }
const v3 = { ...names, spec: 3 } as const
const auth = { Authorization: 'Bearer tok_ana' }
const state = [{ name: 'fixture default.json', params: { fixture: 'default.json', seed: 1, clock: 1767225600 } }]
const and = (...matchers: object[]) => ({ matchers, combine: 'AND' })
const problemType = ['application/problem+json; charset=utf-8']

/** The key the file gives an interaction: 16 hex digits of the SHA-256 of the rest of it. */
function keyOf({ type, key, ...rest }: PactV4['interactions'][number]): string {
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex').slice(0, 16)
}

describe('the pact of a scripted run', () => {
  let pact: PactV4
  beforeEach(async () => {
    await fetch(`${mock.url}/v1/messages`, {
      method: 'POST',
      headers: auth,
      body: new URLSearchParams({ conversation_id: 'conv_trip', message: 'Landed!' }),
    })
    await fetch(`${mock.url}/v1/messages/msg_unknown`, { headers: auth })
    await fetch(`${mock.url}/v1/messages/msg_unknown`, { headers: auth })
    await fetch(`${mock.url}/v1/groups?limit=1`, { headers: auth })
    pact = mock.pact(names)
  })

  it('is specification 4.0 unless 3 is asked for, typed as such', () => {
    expectTypeOf(mock.pact(names)).toEqualTypeOf<PactV4>()
    expectTypeOf(mock.pact({ ...names, spec: 4 })).toEqualTypeOf<PactV4>()
    expectTypeOf(mock.pact(v3)).toEqualTypeOf<PactV3>()
    expectTypeOf(mock.pact({ ...names, spec: 4 as 3 | 4 })).toEqualTypeOf<Pact>()
    expect(pact.consumer).toEqual({ name: 'web' })
    expect(pact.provider).toEqual({ name: 'messaging-api' })
    expect(pact.metadata).toEqual({ pactSpecification: { version: '4.0' } })
    expect(mock.pact(v3).metadata).toEqual({ pactSpecification: { version: '3.0.0' } })
    expect(pact.interactions.map((i) => [i.type, i.description])).toEqual([
      ['Synchronous/HTTP', 'POST /v1/messages'],
      ['Synchronous/HTTP', 'GET /v1/messages/msg_unknown (1)'],
      ['Synchronous/HTTP', 'GET /v1/messages/msg_unknown (2)'],
      ['Synchronous/HTTP', 'GET /v1/groups?limit=1'],
    ])
  })

  it('writes a form send with a key, its bodies as content with their media type, its headers as lists', () => {
    expect(pact.interactions[0]).toEqual({
      type: 'Synchronous/HTTP',
      key: 'aa7f3b4e5da09b33',
      description: 'POST /v1/messages',
      providerStates: state,
      request: {
        method: 'POST',
        path: '/v1/messages',
        headers: {
          Authorization: ['Bearer tok_ana'],
          'Content-Type': ['application/x-www-form-urlencoded;charset=UTF-8'],
        },
        body: {
          content: 'conversation_id=conv_trip&message=Landed%21',
          contentType: 'application/x-www-form-urlencoded',
          encoded: false,
        },
      },
      response: {
        status: 201,
        headers: { 'Content-Type': ['application/json; charset=utf-8'] },
        body: {
          content: {
            id: 'msg_c0WyyHbiQzSU8PF9U4Ol',
            conversation_id: 'conv_trip',
            contact: {
              id: 'ct_ana',
              username: 'ana',
              phone_number: '+15550100',
              avatar_url: 'https://example.com/avatars/ana.png',
              last_active_at: 1767218400,
              created_at: 1760000000,
            },
            message: 'Landed!',
            reactions: [],
            attachments: [],
            read_at: null,
            created_at: 1767225600,
            updated_at: null,
          },
          contentType: 'application/json',
          encoded: false,
        },
        matchingRules: {
          body: {
            '$.id': and({ match: 'regex', regex: '^msg_[0-9A-Za-z]{20,}$' }),
            '$.contact.id': and({ match: 'type' }),
            '$.contact.last_active_at': and({ match: 'integer' }),
            '$.contact.created_at': and({ match: 'integer' }),
            '$.created_at': and({ match: 'integer' }),
          },
        },
      },
    })
  })

  it('writes a problem with its media type, and a query with its values as lists', () => {
    expect(pact.interactions[1].response).toEqual({
      status: 404,
      headers: { 'Content-Type': problemType },
      body: {
        content: {
          type: 'about:blank',
          title: 'Not Found',
          status: 404,
          code: 'not_found',
          detail: 'No such message.',
          errors: [],
        },
        contentType: 'application/problem+json',
        encoded: false,
      },
      matchingRules: { body: { '$.detail': and({ match: 'type' }) } },
    })
    expect(pact.interactions[3].request).toEqual({
      method: 'GET',
      path: '/v1/groups',
      headers: { Authorization: ['Bearer tok_ana'] },
      query: { limit: ['1'] },
    })
  })

  it('holds what the 3.0.0 file holds, interaction by interaction', () => {
    const old = mock.pact(v3)
    expect(pact.interactions.map(({ description, providerStates }) => ({ description, providerStates }))).toEqual(
      old.interactions.map(({ description, providerStates }) => ({ description, providerStates })),
    )
    expect(pact.interactions.map((i) => i.response.body?.content)).toEqual(old.interactions.map((i) => i.response.body))
    expect(pact.interactions.map((i) => i.response.matchingRules)).toEqual(
      old.interactions.map((i) => i.response.matchingRules),
    )
    expect(pact.interactions.map((i) => i.request.query)).toEqual(old.interactions.map((i) => i.request.query))
  })

  it('keys each interaction by a hash of the rest of it: unique, and the same for the same run', () => {
    expect(pact.interactions.map(keyOf)).toEqual(pact.interactions.map((i) => i.key))
    expect(new Set(pact.interactions.map((i) => i.key)).size).toBe(4)
    expect(mock.pact(names).interactions.map((i) => i.key)).toEqual(pact.interactions.map((i) => i.key))
  })

  it('is what GET /__pact answers, with spec=4 or without, and what the schema allows', async () => {
    for (const query of ['', '&spec=4']) {
      const res = await fetch(`${mock.url}/__pact?consumer=web&provider=messaging-api${query}`)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual(pact)
    }
    expect(mock.mock.validators.responseFailures('pact', pact)).toEqual([])
  })

  it('is what MockClient.pact gives, and spec: 3 the 3.0.0 file', async () => {
    const client = new MockClient(mock.url, 'default')
    expect(await client.pact(names)).toEqual(pact)
    expect(await client.pact(v3)).toEqual(mock.pact(v3))
  })
})

it('keeps a JSON body as JSON content, and a body sent without Content-Type without a media type', async () => {
  await fetch(`${mock.url}/v1/groups`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Dinner', contacts: [{ username: 'ben' }] }),
  })
  await new Promise<void>((done, fail) => {
    const sent = request(`${mock.url}/v1/messages`, { method: 'POST', headers: auth }, (res) => {
      res.resume()
      res.on('end', done)
    })
    sent.on('error', fail)
    sent.end('message=Hi!')
  })
  const [json, bare] = mock.pact(names).interactions
  expect(json.request.body).toEqual({
    content: { name: 'Dinner', contacts: [{ username: 'ben' }] },
    contentType: 'application/json',
    encoded: false,
  })
  expect(bare.request).toEqual({
    method: 'POST',
    path: '/v1/messages',
    headers: { Authorization: ['Bearer tok_ana'] },
    body: { content: 'message=Hi!', encoded: false },
  })
  expect(bare.response.status).toBe(415)
})

it('writes the headers of an error answer as lists: WWW-Authenticate, Allow', async () => {
  await fetch(`${mock.url}/v1/groups`)
  await fetch(`${mock.url}/v1/groups`, { method: 'PATCH', headers: auth })
  const [unauthorized, notAllowed] = mock.pact(names).interactions
  expect(unauthorized.response.headers).toEqual({ 'Content-Type': problemType, 'WWW-Authenticate': ['Bearer'] })
  expect(notAllowed.response.headers).toEqual({ 'Content-Type': problemType, Allow: ['GET, HEAD, POST'] })
  expect(mock.pact(v3).interactions[1].response.headers).toEqual({
    'Content-Type': 'application/problem+json; charset=utf-8',
    Allow: 'GET, HEAD, POST',
  })
})

it("writes a tenant's pact in either specification", async () => {
  const tenant = mock.tenant('qa')
  await fetch(`${tenant.url}/v1/groups`, { headers: auth })
  expect(tenant.pact(names).metadata).toEqual({ pactSpecification: { version: '4.0' } })
  expect(tenant.pact(v3).interactions.map((i) => i.request.headers)).toEqual([{ Authorization: 'Bearer tok_ana' }])
  expect(mock.pact(names).interactions).toEqual([])
})

it.each([
  ['5', 'must be equal to one of the allowed values'],
  ['abc', 'must be integer; must be equal to one of the allowed values'],
  ['', 'must be integer; must be equal to one of the allowed values'],
  ['4.0', 'must be integer; must be equal to one of the allowed values'],
])('GET /__pact?spec=%s is refused', async (spec, message) => {
  const res = await fetch(`${mock.url}/__pact?consumer=web&provider=messaging-api&spec=${spec}`)
  expect(res.status).toBe(400)
  expect(res.headers.get('content-type')).toBe('application/problem+json; charset=utf-8')
  expect(await res.json()).toEqual({
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    code: 'invalid_parameter',
    detail: `spec ${message}`,
    errors: [{ param: 'spec', message }],
  })
})

describe('messaging-mock pact --spec', () => {
  const run = async (args: string[]) => {
    let stdout = ''
    let stderr = ''
    const status = await pactCommand(args, {
      stdout: (text) => {
        stdout += text
      },
      stderr: (text) => {
        stderr += text
      },
    })
    return { status, stdout, stderr }
  }
  const base = () => ['--url', mock.url, '--consumer', 'web', '--provider', 'messaging-api']

  it.each([
    [[], () => mock.pact(names)],
    [['--spec', '4'], () => mock.pact(names)],
    [['--spec', '3'], () => mock.pact(v3)],
  ])('%j writes the pact in that specification', async (spec, expected) => {
    await fetch(`${mock.url}/v1/groups`, { headers: auth })
    const { status, stdout, stderr } = await run([...base(), ...spec])
    expect([status, stderr]).toEqual([0, ''])
    expect(JSON.parse(stdout)).toEqual(expected())
  })

  it.each(['5', '4.0', ''])('--spec %j exits 2 and says what it takes', async (spec) => {
    const { status, stdout, stderr } = await run([...base(), '--spec', spec])
    expect(status).toBe(2)
    expect(stdout).toBe('')
    expect(stderr.split('\n')[0]).toBe(`messaging-mock pact: --spec must be one of 4, 3, not "${spec}".`)
  })
})
