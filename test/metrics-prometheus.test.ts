import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { freePort } from '../scripts/nginx-recipe.js'
import { type RunningMock, startServer } from '../src/server.js'
import { auth, fixture } from './helpers.js'

/**
 * Issue 56, point 4: a real Prometheus (Debian's `prometheus` package, which .ci/run installs)
 * scrapes a started server every second with the admin token as its bearer credentials, with the
 * alerting rules of deploy/prometheus/alerts.yml loaded, and a counter is read back through its
 * HTTP API with its exact value. Each wait is for a state to appear, never a fixed time.
 */

const token = 'scrape-secret'
const alerts = fileURLToPath(new URL('../deploy/prometheus/alerts.yml', import.meta.url))
let dir: string
let server: RunningMock
let prometheus: ChildProcess
let api: string
let stderr = ''

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mock-prometheus-'))
  server = await startServer({ port: 0, adminToken: token, fixtures: fixture('small') })
  // The requests the counter must count, all before Prometheus starts: whatever it scrapes has them.
  for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/v1/messages`, { headers: auth() })).status).toBe(200)
  const port = await freePort()
  api = `http://127.0.0.1:${port}`
  const config = join(dir, 'prometheus.yml')
  writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      '  evaluation_interval: 1s',
      'rule_files:',
      `  - ${JSON.stringify(alerts)}`,
      'scrape_configs:',
      '  - job_name: messaging-mock',
      '    metrics_path: /__metrics',
      '    authorization:',
      `      credentials: ${JSON.stringify(token)}`,
      '    static_configs:',
      `      - targets: ["127.0.0.1:${server.port}"]`,
      '',
    ].join('\n'),
  )
  prometheus = spawn(
    'prometheus',
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  prometheus.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  // Not installed: .ci/run installs Debian's prometheus package (`apt-get install prometheus`).
  prometheus.once('error', (error) => {
    stderr += String(error)
  })
  await until('Prometheus ready', async () => (await fetch(`${api}/-/ready`).catch(() => null))?.ok === true)
}, 90_000)

afterAll(async () => {
  if (prometheus?.pid !== undefined && prometheus.exitCode === null && prometheus.signalCode === null) {
    const exited = once(prometheus, 'exit')
    process.kill(prometheus.pid, 'SIGTERM')
    const killer = setTimeout(() => prometheus.pid !== undefined && process.kill(prometheus.pid, 'SIGKILL'), 10_000)
    await exited
    clearTimeout(killer)
  }
  await server?.close()
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
})

/** Waits until `ready` holds, asking every 200 ms, for at most 60 s: the verdict is what is asserted after. */
async function until(what: string, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within 60 s; Prometheus said: ${stderr}`)
    if (prometheus.exitCode !== null || prometheus.pid === undefined)
      throw new Error(`Prometheus is not running (exit ${prometheus.exitCode}): ${stderr}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

interface Sample {
  metric: Record<string, string>
  value: [number, string]
}

/** An instant query through Prometheus's HTTP API. */
async function query(promql: string): Promise<Sample[]> {
  const res = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(promql)}`)
  const body = (await res.json()) as { status: string; data: { result: Sample[] } }
  expect(body.status).toBe('success')
  return body.data.result
}

it('scrapes /__metrics with the bearer token and reads a counter back with its exact value', {
  timeout: 90_000,
}, async () => {
  const counter = 'messaging_mock_http_requests_total{job="messaging-mock",operation="list_messages",status="200"}'
  await until('the counter scraped', async () => (await query(counter)).length > 0)
  const [sample] = await query(counter)
  expect(sample.metric).toEqual({
    __name__: 'messaging_mock_http_requests_total',
    instance: `127.0.0.1:${server.port}`,
    job: 'messaging-mock',
    operation: 'list_messages',
    status: '200',
  })
  expect(sample.value[1]).toBe('3')
  // The scrapes themselves: up, and never refused (a wrong token would be a 401 and up 0).
  expect((await query('up{job="messaging-mock"}')).map((s) => s.value[1])).toEqual(['1'])
  expect(await query('messaging_mock_http_requests_total{operation="read_metrics",status="401"}')).toEqual([])
  expect(Number((await query('messaging_mock_tenants'))[0].value[1])).toBe(1)
})

it('loads the alerting rules and evaluates each of them against the scraped series', { timeout: 90_000 }, async () => {
  interface Rule {
    name: string
    health: string
    lastEvaluation: string
  }
  const rules = async () => {
    const res = await fetch(`${api}/api/v1/rules`)
    const body = (await res.json()) as { data: { groups: { name: string; rules: Rule[] }[] } }
    return body.data.groups.flatMap((group) => group.rules)
  }
  await until('every rule evaluated', async () =>
    (await rules()).every((rule) => !rule.lastEvaluation.startsWith('0001-')),
  )
  const evaluated = await rules()
  expect(evaluated.map((rule) => [rule.name, rule.health])).toEqual(
    [
      'MessagingMockDown',
      'MessagingMockTenantsNearLimit',
      'MessagingMockTenantsRefused',
      'MessagingMockMemoryNearCeiling',
      'MessagingMockMemoryRefusals',
      'MessagingMockStateDirRefusals',
      'MessagingMockFoldFailing',
      'MessagingMockServerErrors',
      'MessagingMockEventLoopLag',
    ].map((name) => [name, 'ok']),
  )
  // Nothing is wrong with this server: no alert fires.
  expect(await query('ALERTS')).toEqual([])
})
