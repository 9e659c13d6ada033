import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { describe, expect, it } from 'vitest'
import { MockClient } from '../../src/client.js'
import { agentScenario, startClock } from '../support/mcp.js'
import { workerPerTest } from '../support/workerd.js'

/**
 * Issue 47, point 4: the Worker and its Durable Objects in workerd, from outside. One object per
 * tenant, isolated; an object restarted on its storage comes back as it was; what spans tenants;
 * the admin token; a bad tenant name refused before any object is made; the pages. The answers
 * themselves are the server's (cloudflare-same-answers.test.ts).
 */

const options = { seed: 1, clock: 1767225600 }
const ana = { Authorization: 'Bearer tok_ana' }
const asJson = { 'Content-Type': 'application/json' }

const { start, current, storageDir } = workerPerTest(options)

/** The tenants' objects that hold storage: Miniflare keeps each in `<id>.sqlite`. */
function tenantObjects(dir: string): number {
  const folder = join(dir, '-MockTenant')
  try {
    return readdirSync(folder).filter((file) => /^[0-9a-f]{64}\.sqlite$/.test(file)).length
  } catch {
    return 0
  }
}

/** A request's status and JSON body. */
async function call(path: string, init: RequestInit = {}): Promise<[number, unknown]> {
  const res = await current().fetch(path, init)
  return [res.status, await res.json()]
}

const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { ...ana, ...asJson, ...headers },
  body: JSON.stringify(body),
})

const send = (message: string, headers: Record<string, string> = {}) =>
  post({ conversation_id: 'conv_trip', message }, headers)

async function newest(prefix: string, headers: Record<string, string> = {}): Promise<string> {
  const [, page] = await call(`${prefix}/v1/messages?conversation_id=conv_trip&limit=1`, {
    headers: { ...ana, ...headers },
  })
  return (page as { data: { message: string }[] }).data[0].message
}

describe('tenants, one Durable Object each', () => {
  it('keep four tenants apart, on four objects: their worlds, clocks and faults', async () => {
    const dir = storageDir()
    await start({ persist: dir })
    const untouched = await newest('')
    const tenants = ['w1', 'w2', 'w3', 'w4']
    // By prefix and by header, at once.
    await Promise.all(
      tenants.map(async (name, i) => {
        const byHeader = i % 2 === 1
        const prefix = byHeader ? '' : `/t/${name}`
        const headers: Record<string, string> = byHeader ? { 'X-Mock-Tenant': name } : {}
        expect((await call(`${prefix}/v1/messages`, send(`only in ${name}`, headers)))[0]).toBe(201)
        const now = 1767300000 + i * 1000
        expect(await call(`${prefix}/__clock`, post({ now }, headers))).toEqual([200, { now, frozen: true }])
      }),
    )
    expect((await call('/t/w2/__faults', post({ path: '/v1/groups', status: 503, times: 2 })))[0]).toBe(201)

    for (const [i, name] of tenants.entries()) {
      expect(await newest(`/t/${name}`)).toBe(`only in ${name}`)
      expect(await call(`/t/${name}/__clock`)).toEqual([200, { now: 1767300000 + i * 1000, frozen: true }])
      const status = (await current().fetch(`/t/${name}/v1/groups`, { headers: ana })).status
      expect([name, status]).toEqual([name, name === 'w2' ? 503 : 200])
    }
    // The default tenant saw none of it.
    expect(await newest('')).toBe(untouched)
    expect(await call('/__faults')).toEqual([200, { data: [] }])
    expect(tenantObjects(dir)).toBe(5)
  })

  it("a tenant named by baggage alone is that tenant's object; a prefix beats baggage", async () => {
    const dir = storageDir()
    await start({ persist: dir })
    const untouched = await newest('')
    const otel = { baggage: 'userId=ana, mock-tenant=otel;origin=app' }
    expect((await call('/v1/messages', send('by baggage', otel)))[0]).toBe(201)
    expect((await call('/t/p/v1/messages', send('by prefix', otel)))[0]).toBe(201)
    expect(await newest('/t/otel')).toBe('by baggage')
    expect(await newest('', { 'X-Mock-Tenant': 'otel' })).toBe('by baggage')
    expect(await newest('', otel)).toBe('by baggage')
    expect(await newest('/t/p')).toBe('by prefix')
    expect(await newest('')).toBe(untouched)
    // default, otel and p.
    expect(tenantObjects(dir)).toBe(3)
  })

  it('come back after a restart on the same storage as they were, with the writes acknowledged just before', async () => {
    const dir = storageDir()
    await start({ persist: dir })
    const t = '/t/kept'
    const world = {
      contacts: [{ id: 'ct_zoe', username: 'zoe' }],
      conversations: [{ id: 'conv_z', participants: ['ct_zoe'] }],
    }
    expect((await call(`${t}/__fixtures`, post(world)))[0]).toBe(200)
    expect((await call(`${t}/__clock`, post({ now: 1767400000 })))[0]).toBe(200)
    expect((await call(`${t}/__faults`, post({ path: '/v1/groups', status: 429, times: 3 })))[0]).toBe(201)
    const message = { conversation_id: 'conv_z', message: 'kept' }
    const [, first] = await call(`${t}/v1/messages`, post(message, { Authorization: 'Bearer tok_zoe' }))
    expect((await call(`${t}/v1/messages`, { headers: { Authorization: 'Bearer tok_zoe' } }))[0]).toBe(200)
    // The last write before the runtime goes: acknowledged, so kept, with the read before it.
    const [, last] = await call(
      `${t}/v1/messages`,
      post({ ...message, message: 'just before' }, { Authorization: 'Bearer tok_zoe' }),
    )
    // Not /__world: its versions are counters of the running mock, which start again with it.
    const paths = ['/__state', '/__clock', '/__faults', '/__requests', '/__activity', '/__coverage']
    const before = await Promise.all(paths.map((path) => call(`${t}${path}`)))
    await current().dispose()

    await start({ persist: dir })
    expect(await Promise.all(paths.map((path) => call(`${t}${path}`)))).toEqual(before)
    const [, listed] = await call(`${t}/v1/messages`, { headers: { Authorization: 'Bearer tok_zoe' } })
    expect((listed as { data: { id: string }[] }).data.map((m) => m.id)).toEqual([
      (last as { id: string }).id,
      (first as { id: string }).id,
    ])
    // Its baseline is the fixture it loaded: a reset goes back to it, not to the server's.
    expect(await call(`${t}/__reset`, { method: 'POST' })).toEqual([
      200,
      { status: 'reset', counts: { contacts: 1, groups: 0, conversations: 1, messages: 0 } },
    ])
    expect(tenantObjects(dir)).toBe(1)
  })
})

describe('what spans tenants', () => {
  it('is answered by the Worker without making an object: health, the document, a preflight, a bad name', async () => {
    const dir = storageDir()
    await start({ persist: dir })
    const answered = await Promise.all(
      [
        ['/__health', {}],
        ['/t/someone/__health', {}],
        ['/__openapi.json', {}],
        ['/__nothing', {}],
        [
          '/t/someone/v1/messages',
          { method: 'OPTIONS', headers: { Origin: 'http://app.test', 'Access-Control-Request-Method': 'GET' } },
        ],
        ['/t/bad!name/v1/messages', { headers: ana }],
        ['/v1/messages', { headers: { ...ana, 'X-Mock-Tenant': 'not a name' } }],
        ['/t/w1/v1/messages', { headers: { ...ana, 'X-Mock-Tenant': 'w2' } }],
        ['/v1/messages', { headers: { ...ana, baggage: 'mock-tenant=not%20a%20name' } }],
      ].map(async ([path, init]) => (await current().fetch(path as string, init as RequestInit)).status),
    )
    expect(answered).toEqual([200, 200, 200, 404, 204, 400, 400, 400, 400])
    expect(await call('/t/bad!name/v1/messages', { headers: ana })).toEqual([
      400,
      {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        code: 'invalid_parameter',
        detail: 'tenant in /t/<name> must be 1 to 64 of A-Z a-z 0-9 . _ -',
        errors: [{ param: 'tenant', message: 'in /t/<name> must be 1 to 64 of A-Z a-z 0-9 . _ -' }],
      },
    ])
    expect(tenantObjects(dir)).toBe(0)
  })

  it('lists the tenants from their objects, drops one with its storage, and makes it anew from the baseline', async () => {
    const dir = storageDir()
    await start({ persist: dir })
    expect((await call('/t/a/v1/messages', send('in a')))[0]).toBe(201)
    expect((await call('/t/b/__reset', { method: 'POST' }))[0]).toBe(200)
    const [, listed] = await call('/__tenants')
    const rows = (listed as { data: { name: string; counts: { messages: number } }[] }).data
    expect(rows.map((row) => [row.name, row.counts.messages])).toEqual([
      ['default', 40],
      ['a', 41],
      ['b', 40],
    ])
    expect(await call('/__tenants/a', { method: 'DELETE' })).toEqual([200, { name: 'a', deleted: true }])
    expect((await call('/__tenants/a', { method: 'DELETE' }))[0]).toBe(404)
    expect((await call('/__tenants/default', { method: 'DELETE' }))[0]).toBe(400)
    const [, after] = await call('/__tenants')
    expect((after as { data: { name: string }[] }).data.map((row) => row.name)).toEqual(['default', 'b'])
    const [, coverage] = await call('/__coverage?tenants=all')
    const { tenants, dropped_tenants } = coverage as { tenants: string[]; dropped_tenants: number }
    expect([tenants, dropped_tenants]).toEqual([['default', 'b'], 1])
    // A request to a dropped tenant makes it again, from the server's baseline, last in the list.
    expect(await newest('/t/a')).toBe(await newest(''))
    const [, again] = await call('/__tenants')
    expect((again as { data: { name: string }[] }).data.map((row) => row.name)).toEqual(['default', 'b', 'a'])
  })

  it('holds the tenant limit across objects (MAX_TENANTS), and a drop makes room', async () => {
    await start({ bindings: { MAX_TENANTS: '3' } })
    expect((await call('/t/a/__clock'))[0]).toBe(200)
    expect((await call('/t/b/__clock'))[0]).toBe(200)
    const refused = {
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      code: 'too_many_tenants',
      detail: 'This server keeps at most 3 tenants.',
      errors: [],
    }
    expect(await call('/t/c/v1/groups', { headers: ana })).toEqual([429, refused])
    expect(await call('/t/c/__clock')).toEqual([429, refused])
    expect((await call('/__tenants/b', { method: 'DELETE' }))[0]).toBe(200)
    expect((await call('/t/c/__clock'))[0]).toBe(200)
    const [, listed] = await call('/__tenants')
    expect((listed as { data: { name: string }[] }).data.map((row) => row.name)).toEqual(['default', 'a', 'c'])
  })

  it('is the same under the admin token, a secret: every /__ path but health needs it, /v1 does not', async () => {
    await start({ bindings: { ADMIN_TOKEN: 'secret' } })
    const admin = { Authorization: 'Bearer secret' }
    const statuses = async (path: string, init: RequestInit = {}) => [
      (await current().fetch(path, init)).status,
      (await current().fetch(path, { ...init, headers: { ...init.headers, ...admin } })).status,
    ]
    expect(await statuses('/__health')).toEqual([200, 200])
    expect(await statuses('/__openapi.json')).toEqual([401, 200])
    expect(await statuses('/__tenants')).toEqual([401, 200])
    expect(await statuses('/t/w1/__requests')).toEqual([401, 200])
    expect(await statuses('/__coverage?tenants=all')).toEqual([401, 200])
    expect(await statuses('/__tenants/w1', { method: 'DELETE' })).toEqual([401, 200])
    expect((await current().fetch('/t/w1/v1/groups', { headers: ana })).status).toBe(200)
  })
})

describe('a test suite pointed at it', () => {
  it('drives a tenant through MockClient, what the Playwright and Vitest fixtures hand a test, and drops it', async () => {
    await start({ bindings: { ADMIN_TOKEN: 'secret' } })
    const mock = new MockClient(current().url, 'suite-7', { adminToken: 'secret' })
    await mock.load('empty')
    await mock.clock.freeze(1767300000)
    await mock.faults.add({ path: '/v1/groups', status: 503 })
    expect((await current().fetch(`/t/suite-7/v1/groups`, { headers: ana })).status).toBe(503)
    expect(await mock.requests()).toEqual([expect.objectContaining({ method: 'GET', path: '/v1/groups', status: 503 })])
    expect(await mock.clock.now()).toBe(1767300000)
    expect((await mock.state()).messages).toEqual([])
    await mock.drop()
    const [, listed] = await call('/__tenants', { headers: { Authorization: 'Bearer secret' } })
    expect((listed as { data: { name: string }[] }).data.map((row) => row.name)).toEqual(['default'])
  })
})

describe('the pages', () => {
  it("are the package's dist/pages, served as the Worker's static assets with the server's headers", async () => {
    await start({ assets: true })
    const pages = [
      ['/__docs', 'text/html; charset=utf-8', "default-src 'none'; script-src 'self' 'unsafe-inline'"],
      ['/t/w1/__docs/redoc.js', 'text/javascript; charset=utf-8', undefined],
      ['/__ui', 'text/html; charset=utf-8', "default-src 'none'; script-src 'unsafe-inline'"],
    ] as const
    for (const [path, type, policy] of pages) {
      const res = await current().fetch(path)
      const headers = [res.status, res.headers.get('content-type'), res.headers.get('content-security-policy')]
      expect([path, ...headers]).toEqual([
        path,
        200,
        type,
        policy === undefined ? null : expect.stringContaining(policy),
      ])
      expect((await res.text()).length).toBeGreaterThan(2000)
    }
    const redoc = await current().fetch('/__docs/redoc.js')
    expect(redoc.headers.get('cache-control')).toBe('public, max-age=86400')
  })

  it('are a 404 that says where they come from when the Worker has no assets', async () => {
    await start()
    expect(await call('/__docs')).toEqual([
      404,
      {
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        code: 'not_found',
        detail:
          'No such page: the Worker serves the inspector and the API reference from the assets of its wrangler configuration (docs/cloudflare.md).',
        errors: [],
      },
    ])
  })
})

describe('GET /__metrics', () => {
  it('is a 404 that says what Cloudflare offers instead, behind the admin token as on the server', async () => {
    await start({ bindings: { ADMIN_TOKEN: 'secret' } })
    expect((await current().fetch('/__metrics')).status).toBe(401)
    expect(await call('/__metrics', { headers: { Authorization: 'Bearer secret' } })).toEqual([
      404,
      {
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        code: 'not_found',
        detail:
          "No metrics here: a Worker keeps none. Cloudflare measures it: Workers metrics and analytics in the dashboard (requests, errors, CPU time, of the Worker and of its Durable Objects), Workers Logs and `wrangler tail` for each request and the mock's notices, and Workers Analytics Engine for counts of your own (docs/cloudflare.md#metrics).",
        errors: [],
      },
    ])
  })
})

describe("the agents' door", () => {
  it("/__mcp serves the MCP server in the Worker: the agent's scenario, its tenant an object of its own", async () => {
    await start({ options: { seed: 1, clock: startClock }, bindings: { ADMIN_TOKEN: 'sesame' } })
    const url = new URL(`${current().url}/__mcp`)
    expect((await current().fetch('/__mcp', { method: 'POST' })).status).toBe(401)
    const client = new Client({ name: 'worker-test', version: '1.0.0' })
    await client.connect(
      new StreamableHTTPClientTransport(url, { requestInit: { headers: { Authorization: 'Bearer sesame' } } }),
    )
    try {
      await agentScenario(client, 'agent-http')
    } finally {
      await client.close()
    }
    const [, listed] = await call('/__tenants', { headers: { Authorization: 'Bearer sesame' } })
    expect((listed as { data: { name: string }[] }).data.map((row) => row.name)).toEqual(['default', 'agent-http'])
  })
})
