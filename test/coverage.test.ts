import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { coverageCommand } from '../src/contract/coverage-cli.js'
import { coverageMarkdown, itemLabel } from '../src/engine/control/coverage-text.js'
import type { Coverage } from '../src/engine/core/types.gen.js'
import { type RunningMock, startServer, type TenantHandle } from '../src/server.js'

/** Issue 24: what a client's requests exercised of the contract (GET /__coverage, `coverage()`, the CLI). */

let mock: RunningMock
beforeEach(async () => {
  // After tok_ben_expiring's expires_at, so that token_expired can be met.
  mock = await startServer({ port: 0, seed: 1, clock: 1767400000 })
})
afterEach(() => mock.close())

const ana = { Authorization: 'Bearer tok_ana' }
const json = { ...ana, 'Content-Type': 'application/json' }

function send(
  t: TenantHandle,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: BodyInit } = {},
) {
  return fetch(`${t.url}${path}`, { method, headers: init.headers ?? ana, body: init.body })
}

/** Each operation as `id: label count, ...` for what was covered and `label, ...` for what was not. */
function itemsOf(report: Coverage): Record<string, { covered: string[]; missing: string[] }> {
  return Object.fromEntries(
    report.operations.map((op) => [
      op.id,
      {
        covered: op.items.filter((i) => i.covered).map((i) => `${itemLabel(i)} ${i.count}`),
        missing: op.items.filter((i) => !i.covered).map(itemLabel),
      },
    ]),
  )
}

const faultStatuses = ['status 429', 'status 500', 'status 502', 'status 503', 'status 504']

/** The client of the example in docs/coverage.md. */
async function scriptedRun(t: TenantHandle): Promise<void> {
  await send(t, 'GET', '/v1/messages?limit=2')
  await send(t, 'GET', '/v1/messages/msg_unknown')
  await send(t, 'GET', '/v1/groups?archived=true')
  await send(t, 'POST', '/v1/messages', {
    body: new URLSearchParams({
      conversation_id: 'conv_trip',
      message: 'x',
      'attachments[0][url]': 'https://e.com/a.png',
    }),
  })
  await send(t, 'PATCH', '/v1/messages')
  await send(t, 'GET', '/v1/contacts')
  await send(t, 'GET', '/v1/groups', { headers: {} })
}

describe('the coverage model', () => {
  it('is 0% with every item named for an empty journal', () => {
    const report = mock.coverage()
    expect(report).toMatchObject({ tenants: ['default'], dropped_tenants: 0, requests: 0, outside: 0, covered: 0 })
    expect(report.total).toBe(167)
    expect(report.percent).toBe(0)
    expect(report.operations.map((op) => `${op.method} ${op.path} ${op.id} ${op.items.length}`)).toEqual([
      'GET /v1/messages list_messages 17',
      'POST /v1/messages create_message 18',
      'GET /v1/messages/{id} retrieve_message 10',
      'PUT /v1/messages/{id} update_message 18',
      'DELETE /v1/messages/{id} delete_message 10',
      'GET /v1/groups list_groups 18',
      'POST /v1/groups create_group 18',
      'GET /v1/groups/{id} retrieve_group 10',
      'PUT /v1/groups/{id} update_group 20',
      'DELETE /v1/groups/{id} delete_group 10',
    ])
    expect(report.other_methods.map((o) => `${o.path} ${o.allow.join(',')} ${o.covered}`)).toEqual([
      '/v1/messages GET,HEAD,POST false',
      '/v1/messages/{id} GET,HEAD,PUT,DELETE false',
      '/v1/groups GET,HEAD,POST false',
      '/v1/groups/{id} GET,HEAD,PUT,DELETE false',
    ])
    expect(report.codes.map((c) => c.name)).toEqual([
      'invalid_body',
      'invalid_parameter',
      'unknown_parameter',
      'unauthorized',
      'token_expired',
      'not_found',
      'method_not_allowed',
      'payload_too_large',
      'unsupported_media_type',
      'rate_limited',
      'internal',
      'bad_gateway',
      'unavailable',
      'timeout',
    ])
  })

  it('names every covered and uncovered item of a scripted run', async () => {
    const t = mock.tenant('scripted')
    await scriptedRun(t)
    const report = t.coverage()
    expect(report).toMatchObject({ tenants: ['scripted'], requests: 7, outside: 1, covered: 24, total: 167 })
    expect(report.percent).toBe(14.3)
    const statuses = (...s: string[]) => s.map((n) => `status ${n}`)
    expect(itemsOf(report)).toEqual({
      list_messages: {
        covered: ['called 1', 'status 200 1', 'parameter limit 1', 'has_more true 1'],
        missing: [
          ...statuses('400', '401', '404'),
          ...faultStatuses,
          'parameter conversation_id',
          'limit left out',
          'parameter starting_after',
          'parameter ending_before',
          'has_more false',
        ],
      },
      create_message: {
        covered: [
          'called 1',
          'status 201 1',
          'field conversation_id 1',
          'field message 1',
          'field attachments 1',
          'encoding application/x-www-form-urlencoded 1',
          'form with brackets 1',
        ],
        missing: [...statuses('400', '401', '404', '413', '415'), ...faultStatuses, 'encoding application/json'],
      },
      retrieve_message: {
        covered: ['called 1', 'status 404 1'],
        missing: [...statuses('200', '400', '401'), ...faultStatuses],
      },
      update_message: {
        covered: [],
        missing: [
          'called',
          ...statuses('200', '400', '401', '404', '413', '415'),
          ...faultStatuses,
          'field message',
          'field reactions',
          'field attachments',
          'encoding application/json',
          'encoding application/x-www-form-urlencoded',
          'form with brackets',
        ],
      },
      delete_message: { covered: [], missing: ['called', ...statuses('200', '400', '401', '404'), ...faultStatuses] },
      list_groups: {
        covered: [
          'called 2',
          'status 200 1',
          'status 401 1',
          'limit left out 1',
          'parameter archived 1',
          'archived=true 1',
          'has_more false 1',
        ],
        missing: [
          'status 400',
          ...faultStatuses,
          'parameter limit',
          'archived=false',
          'parameter starting_after',
          'parameter ending_before',
          'has_more true',
        ],
      },
      create_group: {
        covered: [],
        missing: [
          'called',
          ...statuses('201', '400', '401', '413', '415'),
          ...faultStatuses,
          'field name',
          'field description',
          'field avatar_url',
          'field contacts',
          'encoding application/json',
          'encoding application/x-www-form-urlencoded',
          'form with brackets',
        ],
      },
      retrieve_group: { covered: [], missing: ['called', ...statuses('200', '400', '401', '404'), ...faultStatuses] },
      update_group: {
        covered: [],
        missing: [
          'called',
          ...statuses('200', '400', '401', '404', '413', '415'),
          ...faultStatuses,
          'field name',
          'field description',
          'field avatar_url',
          'field contacts',
          'field archived_at',
          'encoding application/json',
          'encoding application/x-www-form-urlencoded',
          'form with brackets',
        ],
      },
      delete_group: { covered: [], missing: ['called', ...statuses('200', '400', '401', '404'), ...faultStatuses] },
    })
    expect(report.operations.find((op) => op.id === 'retrieve_message')?.problems).toEqual({ not_found: 1 })
    expect(report.operations.find((op) => op.id === 'list_groups')?.problems).toEqual({ unauthorized: 1 })
    expect(report.other_methods.filter((o) => o.covered)).toEqual([
      { path: '/v1/messages', allow: ['GET', 'HEAD', 'POST'], covered: true, count: 1 },
    ])
    // The 404 of /v1/contacts carries not_found too.
    expect(report.codes.filter((c) => c.covered).map((c) => `${c.name} ${c.count}`)).toEqual([
      'unauthorized 1',
      'not_found 2',
      'method_not_allowed 1',
    ])
  })

  it('is 100% for a client that exercises everything the document lists', async () => {
    const t = mock.tenant('everything')
    await exerciseEverything(t)
    const report = t.coverage()
    const missing = report.operations.flatMap((op) =>
      op.items.filter((i) => !i.covered).map((i) => `${op.id} ${itemLabel(i)}`),
    )
    expect(missing).toEqual([])
    expect(report.other_methods.every((o) => o.covered)).toBe(true)
    expect(report.codes.filter((c) => !c.covered)).toEqual([])
    expect(report).toMatchObject({ covered: 167, total: 167, percent: 100, outside: 0 })
  })

  it('counts the requests that left the 1,000 the journal keeps', async () => {
    const t = mock.tenant('long')
    await send(t, 'GET', '/v1/groups?archived=false')
    for (let i = 0; i < 1000; i++) await send(t, 'GET', '/v1/messages/msg_unknown')
    expect(t.requests()).toHaveLength(1000)
    const report = t.coverage()
    expect(report.requests).toBe(1001)
    const groups = itemsOf(report).list_groups.covered
    expect(groups).toContain('archived=false 1')
    expect(itemsOf(report).retrieve_message.covered).toEqual(['called 1000', 'status 404 1000'])
    // The reasons are counted too, the requests that left the ring included (issue 48).
    expect(report.reasons).toEqual({
      'tenant.path': 1001,
      'tenant.created': 1,
      'caller.token': 1001,
      'route.matched': 1001,
      'message.absent': 1000,
      'page.hidden': 1,
      'page.filtered': 1,
      'page.end': 1,
    })
  }, 60_000)

  it('counts the reasons of a scripted run, and says them in Markdown: why, not items of the contract', async () => {
    const t = mock.tenant('why')
    await scriptedRun(t)
    const report = t.coverage()
    expect(report.reasons).toEqual({
      'tenant.path': 7,
      'tenant.created': 1,
      'auth.missing': 1,
      'caller.token': 6,
      'route.matched': 4,
      'route.unknown': 1,
      'route.method': 1,
      'body.form': 1,
      'message.absent': 1,
      'page.hidden': 2,
      'page.filtered': 1,
      'page.more': 1,
      'page.end': 1,
      'clock.frozen': 1,
      'message.sent': 1,
    })
    expect(coverageMarkdown(report).split('\n').slice(-4)).toEqual([
      '## Reasons',
      '',
      `Seen: ${Object.entries(report.reasons)
        .map(([code, count]) => `${code} (${count})`)
        .join(', ')}.`,
      '',
    ])
  })

  it('starts again on a reset and on DELETE /__requests', async () => {
    const t = mock.tenant('again')
    await scriptedRun(t)
    t.reset()
    expect(t.coverage()).toMatchObject({ requests: 0, covered: 0, percent: 0 })
    await scriptedRun(t)
    expect(t.coverage().covered).toBe(24)
    t.clearRequests()
    expect(t.coverage()).toMatchObject({ requests: 0, covered: 0, percent: 0 })
  })

  it('sums tenants, and keeps what a dropped tenant exercised in the report of all', async () => {
    const a = mock.tenant('worker-a')
    const b = mock.tenant('worker-b')
    await send(a, 'GET', '/v1/messages?limit=2')
    await send(b, 'GET', '/v1/messages/msg_unknown')
    await send(b, 'GET', '/v1/messages?limit=2')
    const both = mock.coverage({ tenants: ['worker-a', 'worker-b'] })
    expect(both).toMatchObject({ tenants: ['worker-a', 'worker-b'], dropped_tenants: 0, requests: 3, covered: 7 })
    expect(itemsOf(both).list_messages.covered).toEqual([
      'called 2',
      'status 200 2',
      'parameter limit 2',
      'has_more true 2',
    ])
    mock.mock.dropTenant('worker-b')
    const all = mock.coverage({ tenants: 'all' })
    expect(all.tenants).toEqual(['default', 'worker-a'])
    expect(all).toMatchObject({ dropped_tenants: 1, requests: 3, covered: 7 })
    expect(mock.coverage()).toMatchObject({ tenants: ['default'], requests: 0 })
  })
})

describe('GET /__coverage', () => {
  it('answers the report of the request tenant, by prefix or header, as JSON or Markdown', async () => {
    const t = mock.tenant('scripted')
    await scriptedRun(t)
    const expected = t.coverage()
    const byPrefix = await fetch(`${t.url}/__coverage`)
    expect(byPrefix.status).toBe(200)
    expect(byPrefix.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await byPrefix.json()).toEqual(expected)
    const byHeader = await fetch(`${mock.url}/__coverage`, { headers: { 'X-Mock-Tenant': 'scripted' } })
    expect(await byHeader.json()).toEqual(expected)
    const markdown = await fetch(`${t.url}/__coverage?format=markdown`)
    expect(markdown.status).toBe(200)
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    const text = await markdown.text()
    expect(text).toBe(coverageMarkdown(expected))
    expect(text.split('\n').slice(0, 8)).toEqual([
      '# Contract coverage: 14.3% (24 of 167 items)',
      '',
      'Tenants: scripted. 7 /v1 requests counted, 1 outside the document.',
      '',
      '| operation | calls | covered | not exercised |',
      '| --- | --- | --- | --- |',
      '| `GET /v1/messages` list_messages | 1 | 4 of 17 | status 400, status 401, status 404, status 429, status 500, status 502, status 503, status 504, parameter conversation_id, limit left out, parameter starting_after, parameter ending_before, has_more false |',
      '| `POST /v1/messages` create_message | 1 | 7 of 18 | status 400, status 401, status 404, status 413, status 415, status 429, status 500, status 502, status 503, status 504, encoding application/json |',
    ])
    // Reading the coverage is not a /v1 request: it changes nothing it reports.
    expect(await (await fetch(`${t.url}/__coverage`)).json()).toEqual(expected)
  })

  it('sums the tenants named, or all of them', async () => {
    await send(mock.tenant('w1'), 'GET', '/v1/messages?limit=2')
    await send(mock.tenant('w2'), 'GET', '/v1/messages/msg_unknown')
    const named = (await (await fetch(`${mock.url}/__coverage?tenants=w1,w2`)).json()) as Coverage
    expect(named).toEqual(mock.coverage({ tenants: ['w1', 'w2'] }))
    expect(named).toMatchObject({ tenants: ['w1', 'w2'], requests: 2, covered: 7 })
    const all = (await (await fetch(`${mock.url}/__coverage?tenants=all`)).json()) as Coverage
    expect(all).toMatchObject({ tenants: ['default', 'w1', 'w2'], dropped_tenants: 0, requests: 2, covered: 7 })
  })

  it('refuses an unknown tenant, a bad name, format or parameter, and changes nothing', async () => {
    const problem = async (query: string) => {
      const res = await fetch(`${mock.url}/__coverage${query}`)
      const body = (await res.json()) as { code: string; detail: string }
      return `${res.status} ${body.code}: ${body.detail}`
    }
    expect(await problem('?tenants=w9')).toBe('404 not_found: No tenant w9 on this server.')
    expect(await problem('?tenants=a%20b')).toBe(
      '400 invalid_parameter: tenants must be all or tenant names (1 to 64 of A-Z a-z 0-9 . _ -) separated by commas',
    )
    expect(await problem('?format=xml')).toMatch(
      /^400 invalid_parameter: format must be equal to one of the allowed values/,
    )
    expect(await problem('?limit=1')).toMatch(/^400 unknown_parameter: /)
    expect(mock.mock.hasTenant('w9')).toBe(false)
  })

  it('needs the admin token when the server has one', async () => {
    const guarded = await startServer({ port: 0, adminToken: 'secret' })
    try {
      expect((await fetch(`${guarded.url}/__coverage`)).status).toBe(401)
      const res = await fetch(`${guarded.url}/__coverage`, { headers: { Authorization: 'Bearer secret' } })
      expect(res.status).toBe(200)
    } finally {
      await guarded.close()
    }
  })

  it('is in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${mock.url}/__openapi.json`)).json()) as {
      paths: Record<
        string,
        {
          get: {
            operationId: string
            parameters: { name: string }[]
            responses: Record<string, { content?: Record<string, unknown> }>
          }
        }
      >
    }
    const get = doc.paths['/__coverage'].get
    expect(get.operationId).toBe('read_coverage')
    expect(get.parameters.map((p) => p.name)).toEqual(['format', 'tenants'])
    expect(Object.keys(get.responses['200'].content ?? {})).toEqual(['application/json', 'text/markdown'])
  })
})

describe('messaging-mock coverage', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'coverage-cli-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  async function run(...args: string[]) {
    let stdout = ''
    let stderr = ''
    const status = await coverageCommand(args, {
      stdout: (text) => {
        stdout += text
      },
      stderr: (text) => {
        stderr += text
      },
    })
    return { status, stdout, stderr }
  }

  it('prints the report, writes the JUnit file and passes at or over --min', async () => {
    const t = mock.tenant('scripted')
    await scriptedRun(t)
    const junit = join(dir, 'reports', 'coverage.xml')
    const result = await run('--url', t.url, '--min', '14.3', '--junit', junit)
    expect(result).toEqual({ status: 0, stdout: coverageMarkdown(t.coverage()), stderr: '' })
    const xml = readFileSync(junit, 'utf8')
    expect(xml.split('\n').slice(0, 5)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<testsuites name="contract coverage" tests="167" failures="143">',
      '  <testsuite name="contract coverage 14.3%" tests="167" failures="143">',
      '    <testcase classname="GET /v1/messages" name="called"/>',
      '    <testcase classname="GET /v1/messages" name="status 200"/>',
    ])
    expect(xml).toContain(
      '<testcase classname="GET /v1/messages" name="status 400"><failure message="not exercised"/></testcase>',
    )
    expect(xml).toContain('<testcase classname="405" name="another method on /v1/messages"/>')
    expect(xml).toContain(
      '<testcase classname="problem codes" name="timeout"><failure message="not exercised"/></testcase>',
    )
    expect(xml.match(/<testcase /g)).toHaveLength(167)
  })

  it('exits 1 under --min, and prints JSON with --json', async () => {
    await scriptedRun(mock.tenant('scripted'))
    const result = await run('--url', mock.url, '--tenants', 'all', '--min', '50', '--json')
    expect(result.status).toBe(1)
    expect(JSON.parse(result.stdout)).toEqual(mock.coverage({ tenants: 'all' }))
    expect(result.stderr).toBe('messaging-mock coverage: 14.3% of the contract exercised, under --min 50%\n')
  })

  it('exits 2 for a bad command line or a mock it cannot reach', async () => {
    const bad = await run('--url', mock.url, '--min', '101')
    expect(bad.status).toBe(2)
    expect(bad.stderr.split('\n')[0]).toBe(
      'messaging-mock coverage: --min must be a percentage from 0 to 100, not "101".',
    )
    const closed = await startServer({ port: 0 })
    await closed.close()
    const unreachable = await run('--url', closed.url)
    expect(unreachable.status).toBe(2)
    expect(unreachable.stderr).toMatch(
      /^messaging-mock coverage: cannot reach http:\/\/127\.0\.0\.1:\d+: fetch failed\n$/,
    )
  })

  it('exits 1 when the mock answers no report', async () => {
    const result = await run('--url', `${mock.url}/t/bad%20name`)
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(
      /^messaging-mock coverage: \/t\/bad%20name\/__coverage answered 400, not a coverage report: /,
    )
  })
})

/**
 * A client that calls every operation with every status, parameter, value, field and encoding the
 * document lists, every path with another method, and meets every problem code.
 */
async function exerciseEverything(t: TenantHandle): Promise<void> {
  const big = JSON.stringify({ message: 'x'.repeat(1_100_000) })
  const text = { ...ana, 'Content-Type': 'text/plain' }
  const operations = t.coverage().operations
  // What every operation can meet: no token, each injected fault, a body too large or of another type.
  for (const op of operations) {
    const path = op.path.replace('{id}', 'msg_none')
    await send(t, op.method, path, { headers: {} })
    for (const status of [429, 500, 502, 503, 504] as const) {
      t.faults.add({ method: op.method as 'GET', path: op.path.replace('{id}', '*'), status })
      await send(t, op.method, path)
    }
    if (op.method === 'POST' || op.method === 'PUT') {
      await send(t, op.method, path, { headers: json, body: big })
      await send(t, op.method, path, { headers: text, body: 'hello' })
    }
  }
  for (const path of ['/v1/messages', '/v1/messages/x', '/v1/groups', '/v1/groups/x']) await send(t, 'PATCH', path)
  await send(t, 'GET', '/v1/messages', { headers: { Authorization: 'Bearer tok_ben_expiring' } })

  // Messages: every parameter, the default page, both ends of a list, 400s and 404s.
  const first = (await (await send(t, 'GET', '/v1/messages?limit=1')).json()) as { data: { id: string }[] }
  const id = first.data[0].id
  await send(t, 'GET', '/v1/messages')
  await send(t, 'GET', `/v1/messages?conversation_id=conv_trip&limit=100&starting_after=${id}`)
  await send(t, 'GET', `/v1/messages?ending_before=${id}`)
  await send(t, 'GET', '/v1/messages?limit=0')
  await send(t, 'GET', '/v1/messages?conversation_id=conv_nope')
  const created = await send(t, 'POST', '/v1/messages', {
    headers: json,
    body: JSON.stringify({
      conversation_id: 'conv_trip',
      message: 'JSON',
      attachments: [{ url: 'https://e.com/a.png' }],
    }),
  })
  const mine = ((await created.json()) as { id: string }).id
  await send(t, 'POST', '/v1/messages', {
    body: new URLSearchParams({
      conversation_id: 'conv_trip',
      message: 'form',
      'attachments[0][url]': 'https://e.com/b.png',
    }),
  })
  await send(t, 'POST', '/v1/messages', { headers: json, body: '{"message":' })
  await send(t, 'POST', '/v1/messages', {
    headers: json,
    body: JSON.stringify({ conversation_id: 'conv_nope', message: 'x' }),
  })
  await send(t, 'GET', `/v1/messages/${mine}`)
  await send(t, 'GET', `/v1/messages/${mine}?x=1`)
  await send(t, 'GET', '/v1/messages/msg_none')
  await send(t, 'PUT', `/v1/messages/${mine}`, { headers: json, body: JSON.stringify({ message: 'edited' }) })
  await send(t, 'PUT', `/v1/messages/${mine}`, {
    body: new URLSearchParams({ 'reactions[like][]': 'ben', 'attachments[0][url]': 'https://e.com/c.png' }),
  })
  await send(t, 'PUT', `/v1/messages/${mine}`, { headers: json, body: '{}' })
  await send(t, 'PUT', '/v1/messages/msg_none', { headers: json, body: JSON.stringify({ message: 'x' }) })
  await send(t, 'DELETE', `/v1/messages/${mine}?x=1`)
  await send(t, 'DELETE', `/v1/messages/${mine}`)
  await send(t, 'DELETE', `/v1/messages/${mine}`)

  // Groups: the same, with both values of archived.
  const group = await send(t, 'POST', '/v1/groups', {
    headers: json,
    body: JSON.stringify({
      name: 'Club',
      description: 'Books',
      avatar_url: 'https://e.com/club.png',
      contacts: [{ username: 'ben' }],
    }),
  })
  const club = ((await group.json()) as { id: string }).id
  await send(t, 'POST', '/v1/groups', { body: new URLSearchParams({ name: 'Form', 'contacts[0][username]': 'cleo' }) })
  await send(t, 'POST', '/v1/groups', { headers: json, body: '{}' })
  await send(t, 'GET', '/v1/groups?limit=1')
  await send(t, 'GET', '/v1/groups?archived=false&limit=100')
  await send(t, 'GET', `/v1/groups?archived=true&starting_after=${club}`)
  await send(t, 'GET', `/v1/groups?ending_before=${club}`)
  await send(t, 'GET', '/v1/groups')
  await send(t, 'GET', '/v1/groups?limit=0')
  await send(t, 'GET', `/v1/groups/${club}`)
  await send(t, 'GET', `/v1/groups/${club}?x=1`)
  await send(t, 'GET', '/v1/groups/grp_none')
  await send(t, 'PUT', `/v1/groups/${club}`, {
    headers: json,
    body: JSON.stringify({
      name: 'Club 2',
      description: null,
      avatar_url: null,
      contacts: [{ id: 'ct_ben' }],
      archived_at: 1767400000,
    }),
  })
  await send(t, 'PUT', `/v1/groups/${club}`, { body: new URLSearchParams({ 'contacts[0][id]': 'ct_cleo' }) })
  await send(t, 'PUT', `/v1/groups/${club}`, { headers: json, body: '{}' })
  await send(t, 'PUT', '/v1/groups/grp_none', { headers: json, body: JSON.stringify({ name: 'x' }) })
  await send(t, 'DELETE', `/v1/groups/${club}?x=1`)
  await send(t, 'DELETE', `/v1/groups/${club}`)
  await send(t, 'DELETE', `/v1/groups/${club}`)
}

describe('the path a journaled request is counted under', () => {
  it('matches as the router does: any case, one trailing slash, an id that is not empty, nothing more', () => {
    const model = mock.mock.coverageModel()
    const paths = [
      '/v1/messages',
      '/v1/messages/',
      '/V1/Messages',
      '/v1/messages/msg_1',
      '/v1/messages/msg_1/',
      '/v1/GROUPS/grp_1',
      '/v1/messages//',
      '/v1/messages/msg_1/x',
      '/v1/messages/msg_1//',
      '/v1/message',
      '/v1',
      '/v1/',
      '/',
    ]
    expect(paths.map((path) => `${path} ${model.pathOf(path)?.path ?? 'outside'}`)).toEqual([
      '/v1/messages /v1/messages',
      '/v1/messages/ /v1/messages',
      '/V1/Messages /v1/messages',
      '/v1/messages/msg_1 /v1/messages/{id}',
      '/v1/messages/msg_1/ /v1/messages/{id}',
      '/v1/GROUPS/grp_1 /v1/groups/{id}',
      '/v1/messages// outside',
      '/v1/messages/msg_1/x outside',
      '/v1/messages/msg_1// outside',
      '/v1/message outside',
      '/v1 outside',
      '/v1/ outside',
      '/ outside',
    ])
  })
})
