import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CheckResult, Difference, VerifyReport } from '../src/provider/report.js'
import { verify } from '../src/provider/verify.js'
import { type RunningMock, startServer } from '../src/server.js'
import { type Bend, type BendingProxy, bendingProxy, everyObject, isGroup, isMessage } from './support/bending-proxy.js'

/**
 * For each kind of difference, the mock served through a proxy that bends its answers that one
 * way: `verify` fails, and the failed check names the endpoint, the field or header, what the mock
 * answers and what the provider answered.
 */

let server: RunningMock
let proxy: BendingProxy | undefined
beforeEach(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1' })
})
afterEach(async () => {
  await proxy?.close()
  proxy = undefined
  await server.close()
})

async function verifyThrough(bend: Bend, options: { write?: boolean; timeoutMs?: number } = {}): Promise<VerifyReport> {
  proxy = await bendingProxy(server.url, bend)
  return verify({ baseUrl: proxy.url, token: 'tok_ana', ...options })
}

/** The failed check of that name: its differences (and setting). */
function failed(report: VerifyReport, name: string): CheckResult {
  const check = report.checks.find((c) => `${c.name} (${c.kind})` === name)
  expect(check, `no check named ${name}`).toBeDefined()
  expect(check?.outcome).toBe('failed')
  return check as CheckResult
}

/** Ana's messages as the mock lists them (all 30, newest first). */
async function anasMessages(): Promise<{ id: string; created_at: number }[]> {
  const res = await fetch(`${server.url}/v1/messages?limit=100`, { headers: { authorization: 'Bearer tok_ana' } })
  return ((await res.json()) as { data: { id: string; created_at: number }[] }).data
}

const isList = (e: { method: string; url: URL }) =>
  e.method === 'GET' && /^\/v1\/(messages|groups)$/.test(e.url.pathname)

describe('verify names each kind of difference', () => {
  it('a renamed field', async () => {
    const report = await verifyThrough({
      after: (e) =>
        everyObject(e.body, (o) => {
          if (!isMessage(o)) return
          o.seen_at = o.read_at
          delete o.read_at
        }),
    })
    expect(failed(report, 'GET /v1/messages: the fields the interface states (interface)').differences).toEqual([
      {
        field: 'data[].read_at',
        mock: 'integer or null, null when it has no value',
        provider: 'field missing (renamed to "seen_at"?)',
      },
    ])
    expect(report.failed).toBeGreaterThan(0)
  })

  it('a null omitted', async () => {
    const report = await verifyThrough({
      after: (e) =>
        everyObject(e.body, (o) => {
          if (isGroup(o) && o.description === null) delete o.description
        }),
    })
    expect(failed(report, 'GET /v1/groups: the fields the interface states (interface)').differences).toEqual([
      {
        field: 'data[].description',
        mock: 'string or null, null when it has no value',
        provider: 'field missing (a null omitted?)',
      },
    ])
  })

  it('an extra field', async () => {
    const report = await verifyThrough({
      after: (e) =>
        everyObject(e.body, (o) => {
          if (isMessage(o)) o.pinned = false
        }),
    })
    const name = 'GET /v1/messages/:id: no other field; attachment and contact fields as decided (mock decision)'
    expect(failed(report, name).differences).toEqual([{ field: 'pinned', mock: 'no such field', provider: 'false' }])
  })

  it('a field of the wrong type', async () => {
    const report = await verifyThrough({
      after: (e) =>
        everyObject(e.body, (o) => {
          if (isGroup(o)) o.name = 42
        }),
    })
    expect(failed(report, 'GET /v1/groups/:id: the fields the interface states (interface)').differences).toEqual([
      { field: 'name', mock: 'string (must be string)', provider: '42' },
    ])
  })

  it('403 instead of 404 for an unknown id', async () => {
    const report = await verifyThrough({
      after: (e) => {
        if (e.status === 404) e.status = 403
      },
    })
    expect(failed(report, 'GET /v1/messages/:id: an unknown id is 404 (mock decision)').differences).toEqual([
      { field: 'status', mock: '404', provider: '403 (not_found)' },
    ])
    expect(failed(report, 'GET /v1/groups/:id: an unknown id is 404 (mock decision)').differences).toEqual([
      { field: 'status', mock: '404', provider: '403 (not_found)' },
    ])
  })

  it('no WWW-Authenticate on a 401', async () => {
    const report = await verifyThrough({
      after: (e) => {
        delete e.headers['www-authenticate']
      },
    })
    expect(failed(report, 'GET /v1/messages: WWW-Authenticate: Bearer on a 401 (mock decision)').differences).toEqual([
      { field: 'header WWW-Authenticate', mock: 'Bearer', provider: 'none' },
    ])
  })

  it('a 401 without a token that is not 401', async () => {
    const report = await verifyThrough({
      after: (e) => {
        if (e.status === 401) e.status = 400
      },
    })
    expect(failed(report, 'GET /v1/messages: 401 without a token (mock decision)').differences).toEqual([
      { field: 'status', mock: '401', provider: '400 (unauthorized)' },
    ])
    expect(failed(report, 'GET /v1/messages: 401 with a malformed token (mock decision)').differences).toEqual([
      { field: 'status', mock: '401', provider: '400 (unauthorized)' },
    ])
  })

  it('text/plain instead of JSON, and errors that are not problem+json', async () => {
    const report = await verifyThrough({
      after: (e) => {
        e.headers['content-type'] = 'text/plain'
      },
    })
    expect(failed(report, 'GET /v1/messages: Content-Type application/json (interface)').differences).toEqual([
      { field: 'header Content-Type', mock: 'application/json; charset=utf-8', provider: 'text/plain' },
    ])
    const problem = 'GET /v1/groups/:id: an unknown id is 404: an application/problem+json problem (mock decision)'
    expect(failed(report, problem).differences).toEqual([
      { field: 'header Content-Type', mock: 'application/problem+json; charset=utf-8', provider: 'text/plain' },
    ])
  })

  it('a default limit of 20', async () => {
    const report = await verifyThrough({
      before: (e) => {
        if (isList(e) && !e.url.searchParams.has('limit')) e.url.searchParams.set('limit', '20')
        return undefined
      },
    })
    expect(failed(report, 'GET /v1/messages: default limit is 10 (interface)').differences).toEqual([
      { field: 'data', mock: '10 items when limit is absent', provider: '20 items' },
    ])
  })

  it('a limit over 100 that is accepted', async () => {
    const report = await verifyThrough({
      before: (e) => {
        if (isList(e) && e.url.searchParams.get('limit') === '101') e.url.searchParams.set('limit', '100')
        return undefined
      },
    })
    expect(failed(report, 'GET /v1/groups: limit 0 and 101 are refused with 400 (mock decision)').differences).toEqual([
      { field: 'status (limit=101)', mock: '400', provider: '200' },
    ])
  })

  it('oldest first', async () => {
    const messages = await anasMessages()
    const report = await verifyThrough({
      after: (e) => {
        if (isList(e) && e.status === 200) (e.body as { data: unknown[] }).data.reverse()
      },
    })
    const times = messages.map((m) => m.created_at).reverse()
    const at = times.findIndex((t, i) => i > 0 && t > times[i - 1])
    expect(failed(report, 'GET /v1/messages: newest first (mock decision)').differences).toEqual([
      {
        field: `data[${at}].created_at`,
        mock: `at most ${times[at - 1]} (newest first)`,
        provider: `${times[at]} (oldest first)`,
      },
    ])
  })

  it('pages that overlap', async () => {
    const ids = (await anasMessages()).map((m) => m.id)
    const report = await verifyThrough({
      // An inclusive cursor, the classic off-by-one: each next page repeats the item it starts after.
      after: async (e, fromMock) => {
        const cursor = e.url.searchParams.get('starting_after')
        if (!isList(e) || e.status !== 200 || cursor === null) return
        const page = e.body as { data: unknown[] }
        const limit = Number(e.url.searchParams.get('limit') ?? 10)
        if (page.data.length === limit) page.data.pop()
        page.data.unshift(await fromMock(`${e.url.pathname}/${cursor}`))
      },
    })
    const name = 'GET /v1/messages: starting_after gives the next page, no overlap, no gap (mock decision)'
    expect(failed(report, name).differences).toEqual([
      { field: 'pages of 10', mock: 'each item once', provider: `repeats ${ids[9]}, ${ids[18]}, ${ids[27]}` },
    ])
  })

  it('has_more that is always false', async () => {
    const report = await verifyThrough({
      after: (e) => {
        if (isList(e) && e.status === 200) (e.body as { has_more: boolean }).has_more = false
      },
    })
    expect(failed(report, 'GET /v1/messages: has_more (interface)').differences).toEqual([
      { field: 'has_more (limit=1 of 30)', mock: 'true', provider: 'false' },
    ])
  })

  it('a retrieve that differs from the listed item', async () => {
    const report = await verifyThrough({
      after: (e) => {
        if (e.method === 'GET' && /^\/v1\/groups\/.+/.test(e.url.pathname) && e.status === 200)
          (e.body as { name: string }).name += ' (archived)'
      },
    })
    expect(failed(report, 'GET /v1/groups/:id: equals the item as listed (interface)').differences).toEqual([
      { field: 'name', mock: '"Lisbon Trip"', provider: '"Lisbon Trip (archived)"' },
    ])
  })

  it('timestamps in milliseconds, with the setting that matches', async () => {
    const [newest] = await anasMessages()
    const report = await verifyThrough({
      after: (e) =>
        everyObject(e.body, (o) => {
          for (const key of Object.keys(o))
            if (key.endsWith('_at') && typeof o[key] === 'number') o[key] = (o[key] as number) * 1000
        }),
    })
    const check = failed(report, 'GET /v1/messages: timestamps are integer Unix seconds (mock decision)')
    expect(check.setting).toBe('--timestamp-unit ms')
    expect(check.differences).toContainEqual({
      field: 'data[].created_at',
      mock: 'an integer in Unix seconds',
      provider: `${newest.created_at * 1000} (Unix milliseconds)`,
    })
  })
})

describe('verify --write names each kind of difference', () => {
  it('reactions replaced instead of merged, with the setting that matches', async () => {
    const report = await verifyThrough(
      {
        after: (e) => {
          const sent = e.requestBody as { reactions?: unknown } | undefined
          if (e.method === 'PUT' && sent?.reactions && e.status === 200)
            (e.body as { reactions: unknown }).reactions = sent.reactions
        },
      },
      { write: true },
    )
    const check = failed(report, 'PUT /v1/messages/:id: reactions: a second update adds to them (mock decision)')
    expect(check.differences).toEqual([
      {
        field: 'reactions',
        mock: '[{"like":["ana"]},{"heart":["ana"]}] (merge)',
        provider: '[{"heart":["ana"]}] (replace)',
      },
    ])
    expect(check.setting).toBe('--update-mode replace')
    expect(report.failed).toBe(1)
  })

  it('200 instead of 201 on a create, 204 without a body on a delete', async () => {
    const before = server.state()
    const report = await verifyThrough(
      {
        after: (e) => {
          if (e.method === 'POST' && e.status === 201) e.status = 200
          if (e.method === 'DELETE' && e.status === 200) {
            e.status = 204
            e.body = undefined
          }
        },
      },
      { write: true },
    )
    expect(failed(report, 'POST /v1/groups: answers 201 (mock decision)').differences).toEqual([
      { field: 'status', mock: '201', provider: '200' },
    ])
    expect(failed(report, 'POST /v1/messages: answers 201 (mock decision)').differences).toEqual([
      { field: 'status', mock: '201', provider: '200' },
    ])
    const deleted = 'DELETE /v1/messages/:id: answers 200 with {id, deleted: true} (mock decision)'
    expect(failed(report, deleted).differences).toEqual([{ field: 'status', mock: '200', provider: '204' }])
    // The checks built on the created group and message still ran, and the group is gone.
    expect(report.skipped).toBe(0)
    expect(server.state()).toEqual(before)
  })

  it('attachments without ids', async () => {
    const report = await verifyThrough(
      {
        after: (e) =>
          everyObject(e.body, (o) => {
            if ('url' in o && 'filename' in o) delete o.id
          }),
      },
      { write: true },
    )
    expect(failed(report, 'PUT /v1/messages/:id: attachments get distinct ids (mock decision)').differences).toEqual([
      { field: 'attachments[0].id', mock: 'a new distinct id', provider: 'field missing' },
    ])
    // The fixture's messages with attachments show it in the list too.
    const list = 'GET /v1/messages: no other field; attachment and contact fields as decided (mock decision)'
    expect(failed(report, list).differences).toEqual([
      { field: 'data[].attachments[].id', mock: 'string', provider: 'field missing' },
    ])
    expect(report.failed).toBe(2)
  })

  it('a delete that leaves the message', async () => {
    const before = server.state()
    const report = await verifyThrough(
      {
        before: (e) => {
          const id = /^\/v1\/messages\/([^/]+)$/.exec(e.url.pathname)?.[1]
          return e.method === 'DELETE' && id ? { status: 200, body: { id, deleted: true } } : undefined
        },
      },
      { write: true },
    )
    const gone = failed(report, 'GET /v1/messages/:id: a deleted message is gone (interface)').differences
    expect(gone).toEqual([{ field: 'status', mock: '404', provider: '200, the message' }])
    const listed = failed(report, 'GET /v1/messages: a deleted message is gone from its list (interface)').differences
    expect(listed).toEqual([
      { field: 'data', mock: expect.stringMatching(/^no msg_/), provider: expect.stringMatching(/^still lists msg_/) },
    ])
    expect(listed[0].mock.slice(3)).toBe(listed[0].provider.slice('still lists '.length))
    expect(report.failed).toBe(2)
    // The group's delete took the message with it.
    expect(server.state()).toEqual(before)
  })

  it('a group left after a failed run is still deleted in the finally', async () => {
    const before = server.state()
    const report = await verifyThrough(
      {
        // The provider stops answering in the middle of the write checks.
        before: (e) => (e.method === 'PUT' && /^\/v1\/messages\//.test(e.url.pathname) ? 'hang' : undefined),
      },
      { write: true, timeoutMs: 300 },
    )
    const check = failed(report, 'PUT /v1/messages/:id: answers 200 (interface)')
    expect(check.differences).toEqual([
      {
        field: 'answer',
        mock: 'an answer',
        provider: expect.stringMatching(
          /^PUT http:\/\/127\.0\.0\.1:[0-9]+\/v1\/messages\/msg_\w+ did not answer within 300 ms$/,
        ),
      },
    ])
    expect(report.stopped).toBe(check.differences[0].provider)
    expect(report.failed).toBe(1)
    expect(report.skipped).toBeGreaterThan(0)
    expect(report.leftover).toBeUndefined()
    expect(server.state()).toEqual(before)
  })
})

describe('a provider that stops answering', () => {
  it('is one failed check, and the checks after it are skipped', async () => {
    const report = await verifyThrough(
      { before: (e) => (e.method === 'GET' && /^\/v1\/groups\/.+/.test(e.url.pathname) ? 'hang' : undefined) },
      { timeoutMs: 200 },
    )
    const check = failed(report, 'GET /v1/groups/:id: answers 200 (interface)')
    expect(check.differences).toEqual<Difference[]>([
      {
        field: 'answer',
        mock: 'an answer',
        provider: `GET ${proxy?.url}/v1/groups/grp_trip did not answer within 200 ms`,
      },
    ])
    expect(report.failed).toBe(1)
    expect(report.checks.filter((c) => c.outcome === 'skipped').map((c) => `${c.name} (${c.kind})`)).toEqual([
      'GET /v1/groups/:id: the fields the interface states (interface)',
      'GET /v1/groups/:id: no other field; attachment and contact fields as decided (mock decision)',
      'GET /v1/groups/:id: Content-Type application/json (interface)',
      'GET /v1/groups/:id: timestamps are integer Unix seconds (mock decision)',
      'GET /v1/groups/:id: equals the item as listed (interface)',
      'GET /v1/groups/:id: an unknown id is 404 (mock decision)',
      'GET /v1/groups/:id: an unknown id is 404: an application/problem+json problem (mock decision)',
    ])
  })
})
