import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { describe, expect, it, onTestFinished } from 'vitest'
import { appFor, createApp } from '../src/app.js'
import { Mock } from '../src/engine/mock.js'
import { startServer } from '../src/server.js'
import { createWebMock } from '../src/web.js'
import { auth, expectProblem, fixture, json, smallApp } from './helpers.js'

/**
 * Issue 56, point 2: GET /__metrics, Prometheus's text format from prom-client, behind the admin
 * token; every metric with the value it must have after known requests. `promtool check metrics`
 * judges the real output, and `promtool check rules` the alerts of deploy/prometheus/alerts.yml.
 * A real Prometheus scraping a server: test/metrics-prometheus.test.ts.
 */

/** The sample lines of the metric `name`, in the order written. */
function samples(text: string, name: string): string[] {
  return text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
}

/** The value of one sample line, by the metric's name and labels as written (`{reason="lease"}`). */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  if (line === undefined) throw new Error(`no sample ${series}`)
  return Number(line.slice(series.length + 1))
}

const scrape = async (app: Parameters<typeof request>[0]) => (await request(app).get('/__metrics')).text

describe('GET /__metrics', () => {
  it('needs the admin token under --admin-token, as /__health does not, and answers the text format 0.0.4', async () => {
    const app = smallApp({ adminToken: 'secret' })
    expectProblem(await request(app).get('/__metrics'), 401, 'unauthorized')
    expectProblem(await request(app).get('/__metrics').set(auth('tok_ana')), 401, 'unauthorized')
    expect((await request(app).get('/__health')).status).toBe(200)
    const res = await request(app).get('/__metrics').set(auth('secret'))
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.text).toMatch(/^# HELP messaging_mock_http_requests_total /)
    // The refused scrapes are counted against the operation they asked for.
    expect(samples(res.text, 'messaging_mock_http_requests_total')).toEqual([
      'messaging_mock_http_requests_total{operation="read_metrics",status="401"} 2',
      'messaging_mock_http_requests_total{operation="read_metrics",status="200"} 1',
      'messaging_mock_http_requests_total{operation="check_health",status="200"} 1',
    ])
    const head = await request(app).head('/__metrics').set(auth('secret'))
    expect([head.status, head.headers['content-type'], head.text]).toEqual([
      200,
      'text/plain; version=0.0.4; charset=utf-8',
      undefined,
    ])
  })

  it('counts requests by operation and status: after three known requests, exactly these lines', async () => {
    const app = smallApp()
    await request(app).get('/v1/messages').set(auth())
    await request(app).post('/v1/messages').set(auth()).set(json).send({ conversation_id: 'conv_trip', message: 'hi' })
    await request(app).get('/v1/messages/msg_none').set(auth())
    const text = await scrape(app)
    expect(samples(text, 'messaging_mock_http_requests_total')).toEqual([
      'messaging_mock_http_requests_total{operation="list_messages",status="200"} 1',
      'messaging_mock_http_requests_total{operation="create_message",status="201"} 1',
      'messaging_mock_http_requests_total{operation="retrieve_message",status="404"} 1',
      // The scrape counts itself before it is written.
      'messaging_mock_http_requests_total{operation="read_metrics",status="200"} 1',
    ])
  })

  it.each([
    ['a /v1 request without a token', 'get', '/v1/messages', 'list_messages', 401, {}],
    ['HEAD, as the GET it is', 'head', '/v1/groups', 'list_groups', 200, auth()],
    ['a method the path lacks', 'put', '/v1/messages', 'unknown', 405, auth()],
    ['a /v1 path of no route', 'get', '/v1/nothing', 'unknown', 404, auth()],
    ['a path of neither /v1 nor /__', 'get', '/nowhere', 'unknown', 404, {}],
    ['a tenant name that is none', 'get', '/t/no%20name/v1/messages', 'unknown', 400, auth()],
    ['a control-plane path, by prefix', 'get', '/t/qa/__clock', 'read_clock', 200, {}],
    ['a control-plane path of another method', 'put', '/__clock', 'unknown', 405, {}],
  ] as const)('labels %s (%s %s) %s, %i', async (_, method, path, operation, status, headers) => {
    const app = smallApp()
    expect((await request(app)[method](path).set(headers)).status).toBe(status)
    expect(samples(await scrape(app), 'messaging_mock_http_requests_total')[0]).toBe(
      `messaging_mock_http_requests_total{operation="${operation}",status="${status}"} 1`,
    )
  })

  it("counts the agents' door (/__mcp), which is no operation of the document, as mcp", async () => {
    const app = smallApp()
    const res = await request(app)
      .post('/__mcp')
      .set({ ...json, Accept: 'application/json, text/event-stream' })
      .send({ jsonrpc: '2.0', id: 1, method: 'ping' })
    expect(samples(await scrape(app), 'messaging_mock_http_requests_total')[0]).toBe(
      `messaging_mock_http_requests_total{operation="mcp",status="${res.status}"} 1`,
    )
  })

  it('counts an injected fault against the operation it struck', async () => {
    const app = smallApp()
    await request(app).post('/__faults').set(json).send({ method: 'GET', path: '/v1/groups', status: 503, times: 1 })
    expect((await request(app).get('/v1/groups').set(auth())).status).toBe(503)
    expect(samples(await scrape(app), 'messaging_mock_http_requests_total').slice(0, 2)).toEqual([
      'messaging_mock_http_requests_total{operation="add_fault",status="201"} 1',
      'messaging_mock_http_requests_total{operation="list_groups",status="503"} 1',
    ])
  })

  it('times requests by operation in cumulative buckets from 0.5 ms to 10 s', async () => {
    const app = smallApp()
    for (let i = 0; i < 3; i++) await request(app).get('/v1/groups').set(auth())
    const text = await scrape(app)
    const buckets = samples(text, 'messaging_mock_http_request_duration_seconds_bucket').filter((l) =>
      l.includes('operation="list_groups"'),
    )
    const bounds = [
      '0.0005',
      '0.001',
      '0.0025',
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
    ]
    expect(buckets.map((l) => /le="([^"]+)"/.exec(l)?.[1])).toEqual([...bounds, '10', '+Inf'])
    const counts = buckets.map((l) => Number(l.split(' ')[1]))
    expect(counts.every((n, i) => i === 0 || n >= counts[i - 1])).toBe(true)
    expect(counts.at(-1)).toBe(3)
    expect(value(text, 'messaging_mock_http_request_duration_seconds_count{operation="list_groups"}')).toBe(3)
    expect(value(text, 'messaging_mock_http_request_duration_seconds_sum{operation="list_groups"}')).toBeGreaterThan(0)
  })

  it('tells the tenants live, the ceiling, and those made, ended by why and refused', async () => {
    const mock = new Mock({ fixtures: fixture('small'), maxTenants: 3 })
    const app = appFor(mock)
    await request(app).get('/t/a/v1/messages').set(auth())
    await request(app).get('/t/b/v1/messages').set(auth())
    expectProblem(await request(app).get('/t/c/v1/messages').set(auth()), 429, 'too_many_tenants')
    expect((await request(app).delete('/__tenants/a')).status).toBe(200)
    // What the sweep and the leases count, as they count it.
    mock.stats.tenantsEnded.lease += 4
    mock.stats.tenantsEnded.idle += 5
    const text = await scrape(app)
    expect(
      ['tenants', 'tenants_max', 'tenants_made_total', 'tenants_ended_total', 'tenants_refused_total'].flatMap((name) =>
        samples(text, `messaging_mock_${name}`),
      ),
    ).toEqual([
      'messaging_mock_tenants 2',
      'messaging_mock_tenants_max 3',
      'messaging_mock_tenants_made_total 3',
      'messaging_mock_tenants_ended_total{reason="lease"} 4',
      'messaging_mock_tenants_ended_total{reason="idle"} 5',
      'messaging_mock_tenants_ended_total{reason="dropped"} 1',
      'messaging_mock_tenants_refused_total 1',
    ])
  })

  it("sums the worlds' records and the journals over the tenants, never naming one", async () => {
    const app = smallApp()
    await request(app).get('/v1/messages').set(auth()).set('X-Mock-Tenant', 'team-secret-name')
    await request(app).post('/v1/messages').set(auth()).set(json).send({ conversation_id: 'conv_trip', message: 'hi' })
    const text = await scrape(app)
    // The small fixture: 8 messages, 3 groups, 4 contacts, 5 conversations; two tenants, one message sent.
    expect([
      ...samples(text, 'messaging_mock_world_records'),
      ...samples(text, 'messaging_mock_journal_entries'),
    ]).toEqual([
      'messaging_mock_world_records{kind="messages"} 17',
      'messaging_mock_world_records{kind="groups"} 6',
      'messaging_mock_world_records{kind="contacts"} 8',
      'messaging_mock_world_records{kind="conversations"} 10',
      'messaging_mock_journal_entries 2',
    ])
    expect(text).not.toContain('team-secret-name')
  })

  it('tells the memory ceiling, what it is compared with, and the requests it refused', async () => {
    let full = false
    const memory = { full: () => full, described: '1 MiB of heap', bytes: 2 ** 20, used: () => 3 * 2 ** 19 }
    const app = smallApp({ memory })
    full = true
    expectProblem(
      await request(app)
        .post('/v1/messages')
        .set(auth())
        .set(json)
        .send({ conversation_id: 'conv_trip', message: 'x' }),
      507,
      'insufficient_storage',
    )
    const text = await scrape(app)
    expect(
      ['memory_refused_total', 'memory_ceiling_bytes', 'memory_used_bytes'].flatMap((name) =>
        samples(text, `messaging_mock_${name}`),
      ),
    ).toEqual([
      'messaging_mock_memory_refused_total 1',
      'messaging_mock_memory_ceiling_bytes 1048576',
      'messaging_mock_memory_used_bytes 1572864',
    ])
    // Without a ceiling (--max-memory 0) there is none to tell; the refusals stay, at 0.
    const none = await scrape(createApp({ fixtures: fixture('small'), maxMemory: '0' }))
    expect(none).not.toContain('messaging_mock_memory_ceiling_bytes')
    expect(samples(none, 'messaging_mock_memory_refused_total')).toEqual(['messaging_mock_memory_refused_total 0'])
  })

  it('tells the state directory only when there is one, each count as the directory keeps it', async () => {
    expect(await scrape(smallApp())).not.toContain('messaging_mock_state_dir_')
    const stats = { writtenBytes: 10, syncs: 11, folds: 12, foldSeconds: 1.5, foldFailures: 13, writesRefused: 14 }
    const app = appFor(new Mock({ fixtures: fixture('small') }), undefined, { stats, bytesOnDisk: () => 15 })
    const text = await scrape(app)
    expect(text.split('\n').filter((line) => line.startsWith('messaging_mock_state_dir_'))).toEqual([
      'messaging_mock_state_dir_bytes 15',
      'messaging_mock_state_dir_written_bytes_total 10',
      'messaging_mock_state_dir_syncs_total 11',
      'messaging_mock_state_dir_folds_total 12',
      'messaging_mock_state_dir_fold_seconds_total 1.5',
      'messaging_mock_state_dir_fold_failures_total 13',
      'messaging_mock_state_dir_writes_refused_total 14',
    ])
  })

  it("reads a real state directory: its bytes on disk, each write and sync, and a fold's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-metrics-'))
    const server = await startServer({
      port: 0,
      fixtures: fixture('small'),
      stateDir: dir,
      fsync: 'always',
      stateFoldBytes: 64 * 1024,
    })
    onTestFinished(async () => {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    })
    const metrics = async () => (await fetch(`${server.url}/__metrics`)).text()
    const logBytes = () =>
      readdirSync(dir)
        .filter((name) => name.startsWith('log-'))
        .reduce((sum, name) => sum + statSync(join(dir, name)).size, 0)
    const send = () =>
      fetch(`${server.url}/v1/messages`, {
        method: 'POST',
        headers: { ...auth(), ...json },
        body: JSON.stringify({ conversation_id: 'conv_trip', message: 'kept' }),
      })

    const before = await metrics()
    const logBefore = logBytes()
    expect((await send()).status).toBe(201)
    const after = await metrics()
    const onDisk = readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0)
    expect(value(after, 'messaging_mock_state_dir_bytes')).toBe(onDisk)
    expect(
      value(after, 'messaging_mock_state_dir_written_bytes_total') -
        value(before, 'messaging_mock_state_dir_written_bytes_total'),
    ).toBe(logBytes() - logBefore)
    // fsync always: one sync for the write's group.
    expect(
      value(after, 'messaging_mock_state_dir_syncs_total') - value(before, 'messaging_mock_state_dir_syncs_total'),
    ).toBe(1)
    expect(value(after, 'messaging_mock_state_dir_folds_total')).toBe(0)

    // Past 64 KiB of log the log is folded into a snapshot, in turns of its own: sent until it is.
    const deadline = Date.now() + 30_000
    let folded = after
    while (value(folded, 'messaging_mock_state_dir_folds_total') === 0 && Date.now() < deadline) {
      for (let i = 0; i < 50; i++) await send()
      folded = await metrics()
    }
    expect(value(folded, 'messaging_mock_state_dir_folds_total')).toBe(1)
    expect(value(folded, 'messaging_mock_state_dir_fold_seconds_total')).toBeGreaterThan(0)
    expect(value(folded, 'messaging_mock_state_dir_fold_failures_total')).toBe(0)
    expect(value(folded, 'messaging_mock_state_dir_writes_refused_total')).toBe(0)
    expect(readdirSync(dir).filter((name) => name.startsWith('snapshot-'))).toEqual(['snapshot-2.jsonl'])
  })

  it("adds the process's metrics (prom-client's defaults), without its gauges named as counters", async () => {
    const text = await scrape(smallApp())
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_gc_duration_seconds',
    ])
      expect(text).toContain(`# TYPE ${name} `)
    expect(text).not.toContain('nodejs_active_handles_total')
  })

  it('is a problem where the host keeps no metrics: the fetch face', async () => {
    const web = await createWebMock({ fixtures: fixture('small') })
    const res = await web.fetch(new Request(`${web.url}/__metrics`))
    expect([res.status, res.headers.get('content-type')]).toEqual([404, 'application/problem+json; charset=utf-8'])
    expect(await res.json()).toMatchObject({
      code: 'not_found',
      detail: 'No metrics here: GET /__metrics is answered by the Node server, which keeps them.',
    })
  })
})

describe('promtool', () => {
  it('checks the real output: every metric of a server with a state directory and a ceiling, after traffic', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-promtool-'))
    const server = await startServer({ port: 0, fixtures: fixture('small'), stateDir: dir, adminToken: 'secret' })
    onTestFinished(async () => {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    })
    const admin = { authorization: 'Bearer secret' }
    await fetch(`${server.url}/v1/messages`, { headers: auth() })
    await fetch(`${server.url}/v1/nothing`, { headers: auth() })
    await fetch(`${server.url}/__clock`)
    const text = await (await fetch(`${server.url}/__metrics`, { headers: admin })).text()
    expect(text).toContain('messaging_mock_state_dir_bytes ')
    expect(text).toContain('messaging_mock_memory_ceiling_bytes ')
    const checked = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' })
    expect(checked.error).toBeUndefined()
    expect([checked.status, checked.stdout, checked.stderr]).toEqual([0, '', ''])

    // Every metric the alerts read is one the server writes.
    const alerts = readFileSync(new URL('../deploy/prometheus/alerts.yml', import.meta.url), 'utf8')
    const written = new Set(
      text.split('\n').flatMap((line) => (line.startsWith('# TYPE ') ? [line.split(' ')[2]] : [])),
    )
    const read = [...new Set(alerts.match(/\bmessaging_mock_\w+/g))].map((name) =>
      name.replace(/_(bucket|sum|count)$/, ''),
    )
    expect(read.filter((name) => !written.has(name))).toEqual([])
  })

  it('checks the alerting rules of deploy/prometheus/alerts.yml', () => {
    const rules = new URL('../deploy/prometheus/alerts.yml', import.meta.url).pathname
    const checked = spawnSync('promtool', ['check', 'rules', rules], { encoding: 'utf8' })
    expect(checked.error).toBeUndefined()
    expect(checked.status, checked.stdout + checked.stderr).toBe(0)
    expect(checked.stdout).toMatch(/SUCCESS: \d+ rules found/)
  })
})
