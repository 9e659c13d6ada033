import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { connect, createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkRecipe,
  consistentHashOwners,
  countsOf,
  freePort,
  plainHashOwners,
  type RecipeMock,
  recipeSetting,
  seconds,
  startNginx,
  startRecipeMock,
  type UpstreamServer,
  upstreamServers,
} from '../scripts/nginx-recipe.js'
import { parseCli } from '../src/cli.js'
import { UsageError } from '../src/contract/arguments.js'
import { serverFor } from '../src/http/listen.js'

/**
 * Issue 22, point 4, and issue 39, point 7: the recipe of deploy/nginx.conf, run as it is shipped
 * (only its ports changed): Debian's nginx in front of three mock processes, routing by tenant;
 * a host that is down; what a restart keeps (issue 46, point 4); how tenants spread.
 */

const repo = fileURLToPath(new URL('..', import.meta.url))
const tenants = Array.from({ length: 12 }, (_, i) => `team-${i}`)

let dir: string
let nginx: ChildProcess
let proxy: string
const mocks: RecipeMock[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mock-nginx-'))
  // Each process keeps its tenants in a directory of its own, as the recipe says to start them.
  for (let i = 0; i < 3; i++) mocks.push(await startRecipeMock(0, join(dir, `state-${i}`)))
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

/**
 * A tenant's request through the proxy: even-numbered tenants by prefix, odd ones by header, and
 * `default` by neither.
 */
function viaProxy(tenant: string, path: string, init: RequestInit = {}): Promise<Response> {
  const byHeader = Number(tenant.split('-')[1]) % 2 === 1
  const headers = {
    ...token,
    ...(init.headers as Record<string, string>),
    ...(byHeader ? { 'X-Mock-Tenant': tenant } : {}),
  }
  const prefix = byHeader || tenant === 'default' ? '' : `/t/${tenant}`
  return fetch(`${proxy}${prefix}${path}`, { ...init, headers })
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

/** The list of tenants (names, counts, dates) of each process, or of those given, asked of each directly. */
async function tenantsListed(processes = mocks.map((_, i) => i)): Promise<{ name: string; last_used_at: number }[][]> {
  return Promise.all(
    processes.map(async (i) => {
      const { port } = mocks[i]
      const res = await fetch(`http://127.0.0.1:${port}/__tenants`)
      return ((await res.json()) as { data: { name: string; last_used_at: number }[] }).data
    }),
  )
}

/**
 * Everything a tenant is, as its control plane shows it through nginx, to the byte: its world
 * (`GET /__state`), clock, faults, activity, journal, pact and coverage. A clock that is not
 * frozen reads the real time, which moves, so only that it is not frozen is compared.
 */
async function views(tenant: string): Promise<Record<string, string>> {
  const paths = ['/__state', '/__faults', '/__activity', '/__requests', '/__coverage']
  const pact = '/__pact?consumer=web&provider=messaging-api'
  const read = async (path: string) => {
    const res = await viaProxy(tenant, path)
    return `${res.status} ${await res.text()}`
  }
  const seen = Object.fromEntries(await Promise.all([...paths, pact].map(async (p) => [p, await read(p)])))
  const clock = (await (await viaProxy(tenant, '/__clock')).json()) as { frozen: boolean }
  return { ...seen, '/__clock': clock.frozen ? JSON.stringify(clock) : 'not frozen' }
}

/** The package's default world less one message: a baseline of a tenant's own, not the process's. */
const baseline = (() => {
  const world = JSON.parse(readFileSync(join(repo, 'fixtures/default.json'), 'utf8')) as { messages: { id: string }[] }
  return { ...world, messages: world.messages.filter((m) => m.id !== 'msg_4xE3Ipn5w8zCXKPVgbI5') }
})()

/**
 * A world of its own for a tenant, made through nginx: a fixture loaded (its baseline), its clock
 * frozen, a message sent and edited, one of the fixture's deleted, a fault of three times spent
 * once, a scripted message pending 30 s after the script was set, and the clock moved on 10 s.
 */
async function giveWorld(tenant: string, i: number): Promise<void> {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await viaProxy(tenant, path, {
      method,
      headers: json,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as { id: string } }
  }
  expect((await call('POST', '/__fixtures', baseline)).status).toBe(200)
  expect((await call('POST', '/__clock', { now: 1767225600 + i * 3600 })).status).toBe(200)
  const sent = await call('POST', '/v1/messages', { conversation_id: 'conv_trip', message: `from ${tenant}` })
  expect(sent.status).toBe(201)
  expect((await call('PUT', `/v1/messages/${sent.body.id}`, { message: `edited by ${tenant}` })).status).toBe(200)
  expect((await call('DELETE', '/v1/messages/msg_5SK9ZCo9Z9QDG6TTs1Kb')).status).toBe(200)
  expect((await call('POST', '/__faults', { path: '/v1/groups', status: 503, times: 3 })).status).toBe(201)
  expect((await call('GET', '/v1/groups')).status).toBe(503)
  const script = [
    {
      after: 30,
      contact: 'ct_ben',
      conversation_id: 'conv_trip',
      action: 'send',
      message: `Landing at 6, says ${tenant}`,
    },
  ]
  expect((await call('POST', '/__activity', { script })).status).toBe(200)
  expect((await call('POST', '/__clock', { advance: 10 })).status).toBe(200)
}

const owner = async (tenant: string) => (await tenantsByProcess()).findIndex((names) => names.includes(tenant))

/** The tenants consistentHashOwners places on each process, for the server lines nginx runs with here. */
function predicted(names: string[]): string[][] {
  const owners = consistentHashOwners(
    mocks.map((m) => ({ address: `127.0.0.1:${m.port}`, weight: 1 })),
    names,
  )
  return mocks.map((_, i) => names.filter((_, t) => owners[t] === i))
}

/** The messages a page holds that the tenants wrote (`from team-…`), not the fixture's. */
const ownMessages = (page: unknown) =>
  (page as { data: { message: string }[] }).data.map((m) => m.message).filter((text) => text.startsWith('from team-'))

const sorted = (lists: string[][]) => lists.map((names) => [...names].sort())

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
        const page = await (await viaProxy(tenant, '/v1/messages?conversation_id=conv_trip&limit=100')).json()
        expect(ownMessages(page)).toEqual([`from ${tenant}`])
        // Named by baggage alone (issue 55, point 2), a tenant reaches the same process: its journal
        // (not journaled itself, so the journal the next test reads is as it was).
        const baggage = { baggage: `userId=ana, mock-tenant=${tenant};origin=app` }
        const journal = (await (await fetch(`${proxy}/__requests`, { headers: baggage })).json()) as {
          data: { method: string; status: number; body: { message: string } }[]
        }
        expect(journal.data.map((e) => [e.method, e.status, e.body?.message])).toEqual([
          ['GET', 200, undefined],
          ['POST', 201, `from ${tenant}`],
        ])
      }),
    )
    const held = await tenantsByProcess()
    expect(held.flat().sort()).toEqual([...tenants].sort())
    for (const tenant of tenants) expect(held.filter((names) => names.includes(tenant))).toHaveLength(1)
    // Where nginx put each tenant is what scripts/nginx-recipe.ts computes for these server lines.
    expect(sorted(held)).toEqual(sorted(predicted(tenants)))
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

  it('nginx passes on the Host a client of another machine sends, and the mock checks none', async () => {
    const { port } = new URL(proxy)
    const status = await new Promise<number>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/v1/groups', headers: { ...token, Host: 'mock.example.org' } })
        .once('response', (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        .once('error', reject)
        .end()
    })
    expect(status).toBe(200)
  })

  it('a head the mock refuses reaches the mock, which answers it with its own problem', async () => {
    const long = await fetch(`${proxy}/v1/messages/${'m'.repeat(20_000)}`, { headers: token })
    expect(long.status).toBe(414)
    expect(((await long.json()) as { code: string }).code).toBe('uri_too_long')
  })

  it('a process stopped with SIGTERM and another killed with kill -9, each restarted on its state directory, bring back every tenant as it was', async () => {
    // Two tenants more on each process, named so that the hash puts them there (computed, as the
    // first test checks nginx does): each gets a world of its own below.
    const candidates = Array.from({ length: 200 }, (_, i) => `org-${i}`)
    const org = predicted(candidates).map((names) => names.slice(0, 2))
    for (const names of org) expect(names).toHaveLength(2)
    await Promise.all(org.flat().map(giveWorld))
    // A read's journal entry may wait a few milliseconds to be written with the next change (a
    // write's is written before its answer): these writes, two on each process after every read
    // of /v1 there, leave nothing waiting when a process is killed.
    for (const tenant of org.flat()) {
      const last = await viaProxy(tenant, '/v1/messages', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ conversation_id: 'conv_trip', message: `last of ${tenant}` }),
      })
      expect(last.status).toBe(201)
    }

    // What each process holds, and everything each tenant is, read before its process ends (the
    // third process's tenants once the others are down, since the requests below reach them).
    const names = (list: { name: string }[]) => list.map((t) => t.name)
    const routedTo = (name: string) => predicted([name]).findIndex((held) => held.length === 1)
    const read = async (processes: number[]) => {
      const lists = await tenantsListed(processes)
      const own = [...new Set(lists.flatMap(names))].filter(
        (name) => name !== 'default' || processes.includes(routedTo('default')),
      )
      return { lists, views: await Promise.all(own.map(views)) }
    }
    const all = await tenantsListed()
    expect([...new Set(all.flatMap(names))].sort()).toEqual([...tenants, ...org.flat(), 'default'].sort())
    const before = await read([0, 1])

    // Process 0 is stopped as a supervisor stops it; process 1 is killed, as a crash or an
    // out-of-memory kill ends it; process 2 runs on.
    const [stopped, killed] = [mocks[0], mocks[1]]
    const ended = [once(stopped.child, 'exit'), once(killed.child, 'exit')]
    stopped.child.kill('SIGTERM')
    killed.child.kill('SIGKILL')
    expect(await ended[0]).toEqual([0, null])
    expect(await ended[1]).toEqual([null, 'SIGKILL'])
    // The killed process had no time to release its directory; the stopped one did.
    expect(existsSync(join(killed.stateDir, 'LOCK'))).toBe(true)
    expect(existsSync(join(stopped.stateDir, 'LOCK'))).toBe(false)

    // Meanwhile their tenants get the 502 problem; the third process's answer.
    for (const [i, list] of all.entries())
      for (const name of names(list).filter((name) => name !== 'default')) {
        const res = await viaProxy(name, '/__clock')
        if (i === 2) expect(res.status).toBe(200)
        else {
          expect(res.status).toBe(502)
          expect(res.headers.get('content-type')).toBe('application/problem+json')
          expect(await res.json()).toEqual({
            type: 'about:blank',
            title: 'Bad Gateway',
            status: 502,
            code: 'bad_gateway',
            detail: 'The mock process that holds this tenant is not running.',
            errors: [],
          })
        }
      }
    const third = await read([2])

    // Each again on its port (the same server line, so nginx routes the same tenants to it) and
    // its directory: every tenant of every process is back as it was, read through nginx.
    mocks[0] = await startRecipeMock(stopped.port, stopped.stateDir)
    mocks[1] = await startRecipeMock(killed.port, killed.stateDir)
    expect(mocks.map((m) => m.port)).toEqual([stopped.port, killed.port, mocks[2].port])
    expect(await read([0, 1])).toEqual(before)
    // The third process ran on: reading its tenants above was a use of them, which moved their
    // last_used_at; nothing else of them changed.
    const unused = ({ lists, views }: Awaited<ReturnType<typeof read>>) => ({
      lists: lists.map((list) => list.map(({ last_used_at, ...rest }) => rest)),
      views,
    })
    expect(unused(await read([2]))).toEqual(unused(third))

    // And they go on from there: each org tenant's fault has two of its three times left, its
    // activity's scripted message is 20 s away on its frozen clock, and a reset goes back to the
    // fixture loaded into it before the restart (its baseline, one message short of the process's).
    for (const tenant of org.flat()) {
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await viaProxy(tenant, '/v1/groups')).status)
      expect(statuses).toEqual([503, 503, 200])
      const moved = await viaProxy(tenant, '/__clock', { method: 'POST', headers: json, body: '{"advance":20}' })
      expect(moved.status).toBe(200)
      const page = await (await viaProxy(tenant, '/v1/messages?conversation_id=conv_trip&limit=3')).json()
      expect((page as { data: { message: string }[] }).data.map((m) => m.message)).toEqual([
        `Landing at 6, says ${tenant}`,
        `last of ${tenant}`,
        `edited by ${tenant}`,
      ])
    }
    for (const tenant of org.flat()) {
      const reset = await viaProxy(tenant, '/__reset', { method: 'POST', headers: json })
      expect(await reset.json()).toEqual({
        status: 'reset',
        counts: { contacts: 12, groups: 4, conversations: 6, messages: baseline.messages.length },
      })
    }
    expect(baseline.messages.length).toBe(39)
  }, 60_000)

  it('a world exported through nginx loads back into a tenant, as on a process that did not keep it', async () => {
    const page = '/v1/messages?conversation_id=conv_trip&limit=100'
    const state = await (await viaProxy('team-1', '/__state')).text()
    const answered = await (await viaProxy('team-1', page)).json()
    const loaded = await viaProxy('team-13', '/__fixtures', { method: 'POST', headers: json, body: state })
    expect(loaded.status).toBe(200)
    expect(await (await viaProxy('team-13', page)).json()).toEqual(answered)
  })
})

/**
 * A listener that never accepts, on loopback: a child process listens with a backlog of 1 and then
 * blocks its event loop for good, so nothing accepts; two connections fill the kernel's queue
 * (Linux queues backlog + 1), and from then on the kernel drops every SYN to that port, as a host
 * that is down drops them: a connection attempt waits until it gives up. Only this machine's
 * addresses are used; nothing is sent to any other.
 */
async function startDeafListener(): Promise<{ port: number; child: ChildProcess; queue: Socket[] }> {
  const script = `const server = require('node:net').createServer().listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
    process.stdout.write(server.address().port + '\\n')
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)
  })`
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(Number(String(chunk).trim())))
    child.once('exit', (code) => reject(new Error(`the deaf listener exited with ${code}`)))
  })
  const queue = [connect(port, '127.0.0.1'), connect(port, '127.0.0.1')]
  await Promise.all(queue.map((socket) => once(socket, 'connect')))
  return { port, child, queue }
}

describe('a mock host that is down, and a process that hangs', () => {
  const connectTimeout = seconds(recipeSetting('proxy_connect_timeout'))
  const readTimeout = seconds(recipeSetting('proxy_read_timeout'))
  const started: ChildProcess[] = []
  const sockets: Socket[] = []
  const mute = createServer((socket) => sockets.push(socket))
  let work: string
  let downProxy: string
  let hungProxy: string

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'mock-nginx-down-'))
    const deaf = await startDeafListener()
    started.push(deaf.child)
    sockets.push(...deaf.queue)
    const shipped = await freePort()
    mkdirSync(join(work, 'shipped'))
    mkdirSync(join(work, 'short-read'))
    started.push(await startNginx(join(work, 'shipped'), shipped, [deaf.port], { ready: 'listen' }))
    downProxy = `http://127.0.0.1:${shipped}`
    // A process that takes connections and never answers: the same recipe with a read timeout
    // of 1 s, which is all that differs, so that the test does not wait the shipped one.
    await new Promise<void>((resolve) => mute.listen(0, '127.0.0.1', resolve))
    const hung = await freePort()
    const { port } = mute.address() as { port: number }
    started.push(
      await startNginx(join(work, 'short-read'), hung, [port], {
        ready: 'listen',
        settings: { proxy_read_timeout: '1s' },
      }),
    )
    hungProxy = `http://127.0.0.1:${hung}`
  }, 60_000)

  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    mute.close()
    // SIGTERM: nginx's master stops its workers on it (on SIGKILL they would live on, orphaned).
    for (const child of started) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit')
        child.kill('SIGTERM')
        await exited
      }
    }
    if (work) rmSync(work, { recursive: true, force: true })
  })

  it('the shipped timeouts: 5 s to connect, 130 s of silence, idle connections dropped before the mock drops them', () => {
    expect(recipeSetting('proxy_connect_timeout')).toBe('5s')
    expect(recipeSetting('proxy_read_timeout')).toBe('130s')
    expect(recipeSetting('proxy_next_upstream')).toBe('off')
    expect(recipeSetting('hash')).toBe('$mock_route consistent')
    // The longest silence the mock keeps on purpose: a fault's delay_ms on top of --latency.
    const schema = JSON.parse(readFileSync(join(repo, 'schemas/fault.schema.json'), 'utf8'))
    expect(schema.properties.delay_ms.maximum).toBe(60000)
    expect(parseCli(['--latency', '60000'], {})).toMatchObject({ latency: { min: 60000, max: 60000 } })
    expect(() => parseCli(['--latency', '60001'], {})).toThrow(UsageError)
    expect(readTimeout * 1000).toBeGreaterThan(60000 + 60000)
    // nginx must let an idle connection go before the mock's server closes it (Node's default).
    expect(seconds(recipeSetting('keepalive_timeout')) * 1000).toBeLessThan(serverFor(express()).keepAliveTimeout)
    expect(serverFor(express()).keepAliveTimeout).toBe(5000)
  })

  it('a host that takes no connection answers a 504 problem after the connect timeout, well before nginx’s 60 s', async () => {
    const since = performance.now()
    const res = await fetch(`${downProxy}/v1/groups`, { headers: token, signal: AbortSignal.timeout(60_000) })
    const waited = (performance.now() - since) / 1000
    expect(res.status).toBe(504)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
    expect(await res.json()).toEqual({
      type: 'about:blank',
      title: 'Gateway Timeout',
      status: 504,
      code: 'timeout',
      detail: `The host of the mock process that holds this tenant did not accept a connection within ${connectTimeout} s: it is down or unreachable.`,
      errors: [],
    })
    // Only a hang limit: the configured 5 s is what nginx waited, its log says for what.
    expect(waited).toBeLessThan(30)
    expect(readFileSync(join(work, 'shipped', 'error.log'), 'utf8')).toContain(
      'upstream timed out (110: Connection timed out) while connecting to upstream',
    )
  }, 60_000)

  it('a process that takes the connection and never answers gets the other 504 problem', async () => {
    const res = await fetch(`${hungProxy}/v1/groups`, { headers: token, signal: AbortSignal.timeout(60_000) })
    expect(res.status).toBe(504)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
    // The text is the shipped one (the read timeout was shortened here, not the text).
    expect(await res.json()).toEqual({
      type: 'about:blank',
      title: 'Gateway Timeout',
      status: 504,
      code: 'timeout',
      detail: `The mock process that holds this tenant did not answer within ${readTimeout} s.`,
      errors: [],
    })
    expect(readFileSync(join(work, 'short-read', 'error.log'), 'utf8')).toContain(
      'upstream timed out (110: Connection timed out) while reading response header from upstream',
    )
  }, 60_000)
})

describe('how tenants spread over processes (nginx’s consistent hash, computed)', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => `team-${i}`)
  const over = (ports: number[]): UpstreamServer[] => ports.map((port) => ({ address: `127.0.0.1:${port}`, weight: 1 }))
  const spread = (servers: UpstreamServer[], names: string[]) =>
    countsOf(servers, consistentHashOwners(servers, names)).join('/')

  it('reads the shipped server lines', () => {
    expect(upstreamServers(readFileSync(join(repo, 'deploy/nginx.conf'), 'utf8'))).toEqual(over([4011, 4012, 4013]))
  })

  // The same twelve names over other ports spread otherwise: the ring's points are hashed from
  // the server lines' text. The last two triples are ports two runs of this file were given.
  it.each([
    ['4011 4012 4013', '4/4/4'],
    ['33627 44319 37495', '3/5/4'],
    ['42405 44681 36057', '3/1/8'],
  ])('team-0 … team-11 over 127.0.0.1, ports %s: %s', (ports, counts) => {
    expect(spread(over(ports.split(' ').map(Number)), twelve)).toBe(counts)
  })

  it('1,200 names over the shipped lines even out (408/389/403); twelve over six processes leave two empty', () => {
    const many = Array.from({ length: 1200 }, (_, i) => `team-${i}`)
    expect(spread(over([4011, 4012, 4013]), many)).toBe('408/389/403')
    expect(spread(over([4011, 4012, 4013, 4014, 4015, 4016]), twelve)).toBe('3/0/2/0/6/1')
  })

  it('a plain hash is no more even, and a fourth process moves 901 of 1,200 names instead of 283', () => {
    const many = Array.from({ length: 1200 }, (_, i) => `team-${i}`)
    const three = over([4011, 4012, 4013])
    const four = over([4011, 4012, 4013, 4014])
    expect(countsOf(three, plainHashOwners(three, twelve)).join('/')).toBe('3/3/6')
    const moved = (owners: typeof consistentHashOwners) => {
      const before = owners(three, many)
      return owners(four, many).filter((owner, i) => owner !== before[i]).length
    }
    expect(moved(consistentHashOwners)).toBe(283)
    expect(moved(plainHashOwners)).toBe(901)
  })

  it('`npx tsx scripts/nginx-recipe.ts spread` prints the spread of a file’s server lines', async () => {
    const args = ['--import', 'tsx', 'scripts/nginx-recipe.ts', 'spread', 'deploy/nginx.conf', ...twelve]
    const child = spawn(process.execPath, args, { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk
    })
    const [code] = await once(child, 'exit')
    expect(code).toBe(0)
    expect(out).toBe(
      [
        '127.0.0.1:4011    4  team-1 team-2 team-4 team-5',
        '127.0.0.1:4012    4  team-3 team-6 team-7 team-8',
        '127.0.0.1:4013    4  team-0 team-9 team-10 team-11',
        '',
      ].join('\n'),
    )
  })
})

describe('the example for several machines (docs/deploy.md, “Serving other machines”)', () => {
  const docs = readFileSync(join(repo, 'docs/deploy.md'), 'utf8')
  const section = docs.slice(docs.indexOf('### Serving other machines'), docs.indexOf('### When a process'))
  const example = /```nginx\n([\s\S]*?)```/.exec(section)?.[1] ?? ''
  const upstream = (text: string) => /upstream messaging_mock \{[^}]*\}/.exec(text)?.[0] ?? ''
  /** An upstream block without its comments and `server` lines: what the example keeps as shipped. */
  const rest = (block: string) =>
    block
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('server '))
  const shipped = readFileSync(join(repo, 'deploy/nginx.conf'), 'utf8')

  it('gives each mock --host and --port, and each of them a server line', () => {
    const mocksStarted = [...section.matchAll(/^messaging-mock --host (\S+) --port ([0-9]+) /gm)].map(
      (m) => `${m[1]}:${m[2]}`,
    )
    expect(mocksStarted).toEqual(['10.0.0.21:4011', '10.0.0.21:4012', '10.0.0.22:4011', '10.0.0.22:4012'])
    expect(upstreamServers(example)).toEqual(mocksStarted.map((address) => ({ address, weight: 1 })))
    expect(rest(upstream(example))).toEqual(rest(upstream(shipped)))
    expect(example).toContain('    listen 4010;\n')
  })

  it('nginx accepts the shipped file with the example’s server lines', async () => {
    const work = mkdtempSync(join(tmpdir(), 'mock-nginx-example-'))
    try {
      // Only the listen address stays on loopback here; nothing connects to the example's addresses.
      const text = shipped
        .replace(upstream(shipped), upstream(example))
        .replace('listen 127.0.0.1:4010;', `listen 127.0.0.1:${await freePort()};`)
      expect(upstreamServers(text).map((s) => s.address)).toEqual([
        '10.0.0.21:4011',
        '10.0.0.21:4012',
        '10.0.0.22:4011',
        '10.0.0.22:4012',
      ])
      const { status, output } = checkRecipe(work, text)
      expect(output).toContain('test is successful')
      expect(status).toBe(0)
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })
})
