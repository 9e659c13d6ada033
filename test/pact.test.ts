import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { pactCommand } from '../src/contract/pact-cli.js'
import type { Pact, PactV3 } from '../src/engine/core/types.gen.js'
import { type RunningMock, startServer } from '../src/server.js'

/**
 * Issue 16: the journal as a Pact file (GET /__pact, `pact()`, `messaging-mock pact`), in specification
 * 3.0.0, asked for with `spec: 3` since 4.0 became the default (issue 39; test/pact-v4.test.ts).
 */

let mock: RunningMock
beforeEach(async () => {
  mock = await startServer({ port: 0, seed: 1, clock: 1767225600 })
})
afterEach(() => mock.close())

const names = { consumer: 'web', provider: 'messaging-api' }
const v3 = { ...names, spec: 3 } as const
const auth = { Authorization: 'Bearer tok_ana' }
const form = (fields: Record<string, string>) => new URLSearchParams(fields)
const state = [{ name: 'fixture default.json', params: { fixture: 'default.json', seed: 1, clock: 1767225600 } }]
const ana = {
  id: 'ct_ana',
  username: 'ana',
  phone_number: '+15550100',
  avatar_url: 'https://example.com/avatars/ana.png',
  last_active_at: 1767218400,
  created_at: 1760000000,
}
const and = (...matchers: object[]) => ({ matchers, combine: 'AND' })

describe('the pact of a scripted run', () => {
  let pact: PactV3
  beforeEach(async () => {
    await fetch(`${mock.url}/v1/messages`, {
      method: 'POST',
      headers: auth,
      body: form({ conversation_id: 'conv_trip', message: 'Landed!' }),
    })
    await fetch(`${mock.url}/v1/messages/msg_unknown`, { headers: auth })
    await fetch(`${mock.url}/v1/messages/msg_unknown`, { headers: auth })
    await fetch(`${mock.url}/v1/groups?limit=1`, { headers: auth })
    pact = mock.pact(v3)
  })

  it('names the two sides, the specification and one interaction per request, oldest first', () => {
    expect(pact.consumer).toEqual({ name: 'web' })
    expect(pact.provider).toEqual({ name: 'messaging-api' })
    expect(pact.metadata).toEqual({ pactSpecification: { version: '3.0.0' } })
    expect(pact.interactions.map((i) => i.description)).toEqual([
      'POST /v1/messages',
      'GET /v1/messages/msg_unknown (1)',
      'GET /v1/messages/msg_unknown (2)',
      'GET /v1/groups?limit=1',
    ])
  })

  it('keeps a form send as sent, its answer, and rules for what the server made', () => {
    expect(pact.interactions[0]).toEqual({
      description: 'POST /v1/messages',
      providerStates: state,
      request: {
        method: 'POST',
        path: '/v1/messages',
        headers: { Authorization: 'Bearer tok_ana', 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: 'conversation_id=conv_trip&message=Landed%21',
      },
      response: {
        status: 201,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: {
          id: 'msg_c0WyyHbiQzSU8PF9U4Ol',
          conversation_id: 'conv_trip',
          contact: ana,
          message: 'Landed!',
          reactions: [],
          attachments: [],
          read_at: null,
          created_at: 1767225600,
          updated_at: null,
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

  it('keeps a problem exact but for its prose', () => {
    expect(pact.interactions[1].response).toEqual({
      status: 404,
      headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
      body: {
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        code: 'not_found',
        detail: 'No such message.',
        errors: [],
      },
      matchingRules: { body: { '$.detail': and({ match: 'type' }) } },
    })
  })

  it('matches a list by type, at least one item, nullable fields null too', () => {
    const { request, response } = pact.interactions[3]
    expect(request.query).toEqual({ limit: ['1'] })
    expect(response.matchingRules?.body).toEqual({
      '$.has_more': and({ match: 'type' }),
      '$.data': and({ match: 'type', min: 1 }),
      '$.data[*].id': and({ match: 'type' }),
      '$.data[*].description': {
        matchers: [{ match: 'regex', regex: '^[\\s\\S]*$' }, { match: 'null' }],
        combine: 'OR',
      },
      '$.data[*].avatar_url': {
        matchers: [{ match: 'regex', regex: '^[\\s\\S]*$' }, { match: 'null' }],
        combine: 'OR',
      },
      '$.data[*].conversation_id': and({ match: 'type' }),
      '$.data[*].contacts[*].id': and({ match: 'type' }),
      '$.data[*].contacts[*].username': {
        matchers: [{ match: 'regex', regex: '^[\\s\\S]*$' }, { match: 'null' }],
        combine: 'OR',
      },
      '$.data[*].contacts[*].phone_number': {
        matchers: [{ match: 'regex', regex: '^[\\s\\S]*$' }, { match: 'null' }],
        combine: 'OR',
      },
      '$.data[*].contacts[*].avatar_url': {
        matchers: [{ match: 'regex', regex: '^[\\s\\S]*$' }, { match: 'null' }],
        combine: 'OR',
      },
      '$.data[*].contacts[*].last_active_at': { matchers: [{ match: 'integer' }, { match: 'null' }], combine: 'OR' },
      '$.data[*].contacts[*].created_at': and({ match: 'integer' }),
      '$.data[*].created_at': and({ match: 'integer' }),
      '$.data[*].archived_at': { matchers: [{ match: 'integer' }, { match: 'null' }], combine: 'OR' },
    })
  })

  it('is what GET /__pact answers, and what the schema allows', async () => {
    const res = await fetch(`${mock.url}/__pact?consumer=web&provider=messaging-api&spec=3`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(pact)
    expect(mock.mock.validators.responseFailures('pact', pact)).toEqual([])
  })
})

it('keeps a JSON body as JSON, and the ids of a created group by regex', async () => {
  await fetch(`${mock.url}/v1/groups`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Dinner', contacts: [{ username: 'ben' }] }),
  })
  const [interaction] = mock.pact(v3).interactions
  expect(interaction.request.body).toEqual({ name: 'Dinner', contacts: [{ username: 'ben' }] })
  const rules = interaction.response.matchingRules?.body ?? {}
  expect(rules['$.id']).toEqual(and({ match: 'regex', regex: '^grp_[0-9A-Za-z]{20,}$' }))
  expect(rules['$.conversation_id']).toEqual(and({ match: 'regex', regex: '^conv_[0-9A-Za-z]{20,}$' }))
  expect(rules['$.created_at']).toEqual(and({ match: 'integer' }))
  expect(rules['$.name']).toBeUndefined()
})

it('keeps client-sent values exact: an id in the path, a conversation in the body', async () => {
  const sent = await fetch(`${mock.url}/v1/messages`, {
    method: 'POST',
    headers: auth,
    body: form({ conversation_id: 'conv_trip', message: 'Hi' }),
  })
  const { id } = (await sent.json()) as { id: string }
  await fetch(`${mock.url}/v1/messages/${id}`, { headers: auth })
  const [send, retrieve] = mock.pact(v3).interactions
  expect(send.response.matchingRules?.body?.['$.conversation_id']).toBeUndefined()
  expect(retrieve.response.status).toBe(200)
  expect(Object.keys(retrieve.response.matchingRules?.body ?? {})).toEqual([
    '$.conversation_id',
    '$.contact.id',
    '$.contact.last_active_at',
    '$.contact.created_at',
    '$.created_at',
  ])
})

it('leaves out a body over 64 KiB and says so in the description', async () => {
  const message = 'x'.repeat(70_000)
  await fetch(`${mock.url}/v1/messages`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ conversation_id: 'conv_trip', message }),
  })
  const [interaction] = mock.pact(v3).interactions
  expect(interaction.description).toBe('POST /v1/messages [request body of 70044 bytes not kept]')
  expect(interaction.request.body).toBeUndefined()
  expect(interaction.response.status).toBe(400)
})

it('keeps each page as it was answered, though its messages change or go afterwards', async () => {
  // The journal keeps a page's views, not its text (issue 23): a page read back must still be the
  // bytes the client got, after an edit, a reaction and a delete of the messages it held.
  const list = `${mock.url}/v1/messages?conversation_id=conv_trip&limit=2`
  const first = await fetch(list, { headers: auth })
  const answered = await first.text()
  const [newest, next] = (JSON.parse(answered) as { data: { id: string }[] }).data
  const put = (id: string, body: object) =>
    fetch(`${mock.url}/v1/messages/${id}`, {
      method: 'PUT',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  expect((await put(newest.id, { message: 'edited', reactions: { like: ['ana'] } })).status).toBe(200)
  expect((await fetch(`${mock.url}/v1/messages/${next.id}`, { method: 'DELETE', headers: auth })).status).toBe(200)
  const again = await (await fetch(list, { headers: auth })).text()
  expect(again).not.toBe(answered)
  const pages = mock.pact(v3).interactions.filter((i) => i.request.path === '/v1/messages')
  expect(pages.map((i) => i.response.body)).toEqual([JSON.parse(answered), JSON.parse(again)])
  const [entry] = mock.requests({ path: '/v1/messages', limit: 1 })
  expect(entry.query).toEqual({ conversation_id: 'conv_trip', limit: '2' })
})

it('keeps text beyond ASCII as the client read it: pages and retrieves go out as UTF-8 bytes', async () => {
  // Views are kept as their UTF-8 bytes in a one-byte string and written as they are (issue 23):
  // the client must get the characters themselves, not escapes, and the journal the same text.
  const text = 'Grüße ✅ 😀 日本語'
  const sent = await fetch(`${mock.url}/v1/messages`, {
    method: 'POST',
    headers: auth,
    body: form({ conversation_id: 'conv_trip', message: text }),
  })
  const { id } = (await sent.json()) as { id: string }
  for (const url of [`/v1/messages?conversation_id=conv_trip&limit=1`, `/v1/messages/${id}`]) {
    const res = await fetch(`${mock.url}${url}`, { headers: auth })
    const bytes = Buffer.from(await res.arrayBuffer())
    const body = JSON.parse(bytes.toString('utf8'))
    expect(bytes.equals(Buffer.from(JSON.stringify(body)))).toBe(true)
    expect(bytes.includes(Buffer.from(text))).toBe(true)
    expect(res.headers.get('content-length')).toBe(String(bytes.length))
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect((url.includes('?') ? body.data[0] : body).message).toBe(text)
  }
  const answers = mock
    .pact(v3)
    .interactions.slice(1)
    .map((i) => i.response.body as { message?: string; data?: { message: string }[] })
  expect(answers.map((a) => a.message ?? a.data?.[0].message)).toEqual([text, text])
})

it('names the fixture a tenant was loaded from as the provider state', async () => {
  const tenant = mock.tenant('qa')
  await fetch(`${mock.url}/t/qa/__fixtures/empty`, { method: 'POST' })
  await fetch(`${tenant.url}/v1/groups`, { headers: auth })
  const res = await fetch(`${mock.url}/__pact?consumer=web&provider=p`, { headers: { 'X-Mock-Tenant': 'qa' } })
  const pact = (await res.json()) as Pact
  expect(pact.interactions.map((i) => i.providerStates)).toEqual([
    [{ name: 'fixture empty.json', params: { fixture: 'empty.json', seed: 1, clock: 1767225600 } }],
  ])
  expect(tenant.pact(names).interactions).toHaveLength(1)
  expect(mock.pact(names).interactions).toEqual([])
})

it('starts anew after DELETE /__requests and after a reset', async () => {
  await fetch(`${mock.url}/v1/groups`, { headers: auth })
  await fetch(`${mock.url}/__requests`, { method: 'DELETE' })
  expect(mock.pact(names).interactions).toEqual([])
  await fetch(`${mock.url}/v1/groups`, { headers: auth })
  await fetch(`${mock.url}/__reset`, { method: 'POST' })
  expect(mock.pact(names).interactions).toEqual([])
})

it.each([
  ['', ['consumer', 'provider']],
  ['?consumer=web', ['provider']],
  ['?consumer=&provider=p', ['consumer']],
])('GET /__pact%s is refused, naming %j', async (query, params) => {
  const res = await fetch(`${mock.url}/__pact${query}`)
  expect(res.status).toBe(400)
  const body = (await res.json()) as { code: string; errors: { param: string }[] }
  expect(body.code).toBe('invalid_parameter')
  expect(body.errors.map((e) => e.param)).toEqual(params)
})

describe('messaging-mock pact', () => {
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

  it('writes the pact of a running mock', async () => {
    await fetch(`${mock.url}/v1/groups`, { headers: auth })
    const { status, stdout } = await run(['--url', mock.url, '--consumer', 'web', '--provider', 'messaging-api'])
    expect(status).toBe(0)
    expect(JSON.parse(stdout)).toEqual(mock.pact(names))
  })

  it.each([
    [['--consumer', 'web', '--provider', 'p'], 2, '--url is required.'],
    [
      ['--url', 'ftp://x', '--consumer', 'web', '--provider', 'p'],
      2,
      '--url must be an absolute http or https URL, not "ftp://x".',
    ],
    [['--url', 'http://127.0.0.1:1', '--consumer', 'web'], 2, '--provider is required.'],
    [['--url', 'http://127.0.0.1:1', '--consumer', 'web', '--provider', 'p'], 2, 'cannot reach http://127.0.0.1:1'],
  ])('%j exits %i', async (args, expected, message) => {
    const { status, stderr } = await run(args)
    expect(status).toBe(expected)
    expect(stderr).toContain(message)
  })

  it('exits 1 when the server answers something else than a pact', async () => {
    const { status, stderr } = await run(['--url', `${mock.url}/v1`, '--consumer', 'web', '--provider', 'p'])
    expect(status).toBe(1)
    expect(stderr).toContain('/v1/__pact answered 401')
  })
})
