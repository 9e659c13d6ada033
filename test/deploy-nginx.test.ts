import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startNginx } from '../scripts/nginx-recipe.js'

/**
 * Issue 22, point 4: the recipe of deploy/nginx.conf, run as it is shipped (only its ports
 * changed): Debian's nginx in front of three mock processes, routing by tenant.
 */

const repo = fileURLToPath(new URL('..', import.meta.url))
const tenants = Array.from({ length: 12 }, (_, i) => `team-${i}`)

interface Mock {
  port: number
  child: ChildProcess
}

let dir: string
let nginx: ChildProcess
let proxy: string
const mocks: Mock[] = []

/** A mock process as the recipe starts them: the CLI on its own port. */
async function startMock(): Promise<Mock> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--port', '0', '--quiet'], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk
      const match = /listening on http:\/\/127\.0\.0\.1:([0-9]+)/.exec(out)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`a mock exited with ${code}`)))
  })
  return { port, child }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mock-nginx-'))
  for (let i = 0; i < 3; i++) mocks.push(await startMock())
  const listen = await freePort()
  nginx = await startNginx(
    dir,
    listen,
    mocks.map((m) => m.port),
  )
  proxy = `http://127.0.0.1:${listen}`
}, 60_000)

afterAll(async () => {
  for (const child of [nginx, ...mocks.map((m) => m.child)]) {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    }
  }
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const token = { Authorization: 'Bearer tok_ana' }
const json = { ...token, 'Content-Type': 'application/json' }

/** A tenant's request through the proxy: even-numbered tenants by prefix, odd ones by header. */
function viaProxy(tenant: string, path: string, init: RequestInit = {}): Promise<Response> {
  const byHeader = Number(tenant.split('-')[1]) % 2 === 1
  const headers = {
    ...token,
    ...(init.headers as Record<string, string>),
    ...(byHeader ? { 'X-Mock-Tenant': tenant } : {}),
  }
  return fetch(`${proxy}${byHeader ? '' : `/t/${tenant}`}${path}`, { ...init, headers })
}

/** The tenants each process holds, asked of each process directly. */
async function tenantsByProcess(): Promise<string[][]> {
  return Promise.all(
    mocks.map(async ({ port }) => {
      const body = (await (await fetch(`http://127.0.0.1:${port}/__tenants`)).json()) as { data: { name: string }[] }
      return body.data.map((t) => t.name).filter((name) => name !== 'default')
    }),
  )
}

const owner = async (tenant: string) => (await tenantsByProcess()).findIndex((names) => names.includes(tenant))

describe('nginx in front of three mock processes (deploy/nginx.conf)', () => {
  it('parallel clients in 12 tenants each see only their own writes, and each tenant lives in one process', async () => {
    await Promise.all(
      tenants.map(async (tenant) => {
        const sent = await viaProxy(tenant, '/v1/messages', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ conversation_id: 'conv_trip', message: `from ${tenant}` }),
        })
        expect(sent.status).toBe(201)
      }),
    )
    await Promise.all(
      tenants.map(async (tenant) => {
        const page = (await (await viaProxy(tenant, '/v1/messages?conversation_id=conv_trip&limit=100')).json()) as {
          data: { message: string }[]
        }
        expect(page.data.map((m) => m.message).filter((text) => text.startsWith('from team-'))).toEqual([
          `from ${tenant}`,
        ])
      }),
    )
    const held = await tenantsByProcess()
    expect(held.flat().sort()).toEqual([...tenants].sort())
    for (const tenant of tenants) expect(held.filter((names) => names.includes(tenant))).toHaveLength(1)
  })

  it('a tenant’s control-plane calls reach its process: clock, faults, journal, pact, fixtures, reset', async () => {
    for (const tenant of ['team-2', 'team-3']) {
      const own = mocks[await owner(tenant)].port
      const direct = (path: string) => fetch(`http://127.0.0.1:${own}${path}`, { headers: { 'X-Mock-Tenant': tenant } })
      const post = (path: string, body?: unknown) =>
        viaProxy(tenant, path, {
          method: 'POST',
          headers: json,
          body: body === undefined ? undefined : JSON.stringify(body),
        })

      expect((await post('/__clock', { now: 1767225600 })).status).toBe(200)
      expect(await (await direct('/__clock')).json()).toEqual({ now: 1767225600, frozen: true })
      expect((await post('/__faults', { path: '/v1/groups', status: 503 })).status).toBe(201)
      expect(((await (await direct('/__faults')).json()) as { data: unknown[] }).data).toHaveLength(1)
      expect((await viaProxy(tenant, '/v1/groups')).status).toBe(503)
      const journal = (await (await viaProxy(tenant, '/__requests')).json()) as {
        data: { path: string; status: number }[]
      }
      expect(journal.data.map((e) => `${e.status} ${e.path}`)).toEqual([
        '503 /v1/groups',
        '200 /v1/messages',
        '201 /v1/messages',
      ])
      const pact = (await (await viaProxy(tenant, '/__pact?consumer=web&provider=messaging-api')).json()) as {
        interactions: unknown[]
      }
      expect(pact.interactions).toHaveLength(3)
      const loaded = (await (await post('/__fixtures/empty')).json()) as { status: string }
      expect(loaded.status).toBe('loaded')
      const reset = (await (await post('/__reset')).json()) as { status: string; counts: { messages: number } }
      expect(reset).toEqual({ status: 'reset', counts: { contacts: 2, groups: 0, conversations: 0, messages: 0 } })
      expect(await (await direct('/__clock')).json()).toMatchObject({ frozen: false })
    }
  })

  it('the default tenant and /__health answer through the proxy', async () => {
    const health = await fetch(`${proxy}/__health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const groups = (await (await fetch(`${proxy}/v1/groups`, { headers: token })).json()) as { data: { id: string }[] }
    expect(groups.data.map((g) => g.id)).toEqual(['grp_trip', 'grp_standup', 'grp_bookclub'])
  })

  it('a head the mock refuses reaches the mock, which answers it with its own problem', async () => {
    const long = await fetch(`${proxy}/v1/messages/${'m'.repeat(20_000)}`, { headers: token })
    expect(long.status).toBe(414)
    expect(((await long.json()) as { code: string }).code).toBe('uri_too_long')
  })

  it('one process stopping affects only its tenants, which get a 502 problem', async () => {
    const held = await tenantsByProcess()
    const stopped = held.findIndex((names) => names.length > 0)
    const { child } = mocks[stopped]
    const exited = once(child, 'exit')
    child.kill('SIGTERM')
    await exited
    for (const tenant of tenants) {
      const res = await viaProxy(tenant, '/v1/groups')
      if (held[stopped].includes(tenant)) {
        expect(res.status).toBe(502)
        expect(res.headers.get('content-type')).toBe('application/problem+json')
        expect(((await res.json()) as { code: string }).code).toBe('bad_gateway')
      } else expect(res.status).toBe(200)
    }
    expect(held.filter((_, i) => i !== stopped).flat().length).toBeGreaterThan(0)
  })
})
