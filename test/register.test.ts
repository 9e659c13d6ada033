import { type ChildProcess, execFileSync } from 'node:child_process'
import { createServer, IncomingMessage, type Server } from 'node:http'
import { type AddressInfo, Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MockClient } from '../src/client.js'
import { type RunningMock, startServer } from '../src/server.js'
import { appCalls, askApp, groupNames, startAppServer, worldOf } from './support/app-server.js'
import { buildIfStale } from './support/vitest-run.js'

/**
 * `messaging-mock/register` as an app's server meets it (issue 55, point 1): a plain Node server
 * (test/support/register-app.mjs) started with `--import messaging-mock/register`, the package
 * resolved by its name, calls the mock through fetch, node:http (its default and named imports)
 * and axios; each request to the app names its tenant by a cookie, X-Mock-Tenant or baggage, and
 * each call must reach that tenant's world, and nothing else may change.
 */
const root = fileURLToPath(new URL('../', import.meta.url))
let mock: RunningMock
let other: Server
let otherUrl: string
let app: ChildProcess
let appUrl: string
let defaultNames: string[]

const calls = appCalls
const ask = (path: string, headers: Record<string, string> = {}, body?: string) => askApp(appUrl, path, headers, body)

beforeAll(async () => {
  buildIfStale(['integrations/register'])
  mock = await startServer({ port: 0 })
  for (const tenant of ['cookie-t', 'header-t', 'baggage-t', 'explicit'])
    await mock.tenant(tenant).load(worldOf(tenant))
  defaultNames = await groupNames(mock.url)
  // Another origin, that echoes the headers it was sent.
  other = createServer((req, res) => res.end(JSON.stringify({ headers: req.headers })))
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`
  const started = await startAppServer(['--import', 'messaging-mock/register'], {
    ...process.env,
    MESSAGING_MOCK_URL: mock.url,
    APP_OTHER_URL: otherUrl,
  })
  app = started.child
  appUrl = started.url
}, 600_000)

afterAll(async () => {
  app?.kill()
  other?.close()
  await mock?.close()
})

describe('each request to the app reaches its own tenant, by every client', () => {
  it.each(calls)('%s with a mock-tenant cookie', async (call) => {
    expect(await ask(call, { cookie: 'theme=dark; mock-tenant=cookie-t; other=1' })).toEqual({
      status: 200,
      seen: ['Only cookie-t'],
    })
  })

  it.each(calls)('%s with X-Mock-Tenant', async (call) => {
    expect(await ask(call, { 'X-Mock-Tenant': 'header-t' })).toEqual({ status: 200, seen: ['Only header-t'] })
  })

  it.each(calls)('%s with a baggage member', async (call) => {
    expect(await ask(call, { baggage: 'userId=alice, mock-tenant=baggage%2Dt;ttl=1' })).toEqual({
      status: 200,
      seen: ['Only baggage-t'],
    })
  })

  it.each(calls)('%s naming no tenant reaches default', async (call) => {
    expect(await ask(call)).toEqual({ status: 200, seen: defaultNames })
  })
})

describe('which tenant, when a request names more than one', () => {
  it('X-Mock-Tenant before the cookie, the cookie before baggage', async () => {
    const all = { 'X-Mock-Tenant': 'header-t', cookie: 'mock-tenant=cookie-t', baggage: 'mock-tenant=baggage-t' }
    expect(await ask('/fetch', all)).toEqual({ status: 200, seen: ['Only header-t'] })
    const { 'X-Mock-Tenant': _, ...noHeader } = all
    expect(await ask('/fetch', noHeader)).toEqual({ status: 200, seen: ['Only cookie-t'] })
  })

  it('a tenant the app names itself, by header or by /t/ prefix, is kept', async () => {
    const cookie = { cookie: 'mock-tenant=cookie-t' }
    expect(await ask('/explicit', cookie)).toEqual({ status: 200, seen: ['Only explicit'] })
    expect(await ask('/prefixed', cookie)).toEqual({ status: 200, seen: ['Only explicit'] })
  })

  // Dropped, such a name would send the request quietly to default: the mock refuses it instead.
  it.each([
    [{ cookie: 'mock-tenant=no/slashes' }],
    [{ cookie: 'mock-tenant=' }],
    [{ baggage: 'mock-tenant=a%20b' }],
    [{ baggage: 'userId=1, mock-tenant;p=1' }],
    [{ 'X-Mock-Tenant': 'a, b' }],
  ])('a name the mock cannot take (%j) reaches it as a name it refuses loudly', async (headers) => {
    const { status, seen } = await ask('/fetch', headers)
    expect(status).toBe(400)
    expect(seen).toMatchObject({
      status: 400,
      code: 'invalid_parameter',
      errors: [{ param: 'X-Mock-Tenant', message: 'must be 1 to 64 of A-Z a-z 0-9 . _ -' }],
    })
  })

  it('a body read with listeners (body-parser, busboy) still runs in the tenant', async () => {
    expect(await ask('/body', { cookie: 'mock-tenant=cookie-t' }, '5')).toEqual({
      status: 200,
      seen: ['Only cookie-t'],
    })
  })

  it('reads baggage as the mock reads it', async () => {
    const { baggageTenant } = await import('../src/engine/request/baggage.js')
    const { headerSafe, tenantOfHeaders } = await import('../src/integrations/tenant-headers.js')
    const baggages = [
      'mock-tenant=qa',
      ' userId=1 , mock-tenant = qa%2D1 ;ttl=1',
      'mock-tenant=a, mock-tenant=b',
      'mock-tenants=qa',
      'mock-tenant x=qa',
      'mock-tenant',
      'mock-tenant=',
      'mock-tenant=%E0%A4%A',
      'mock-tenant=a%20b',
      'userId=alice',
    ]
    const mine = baggages.map((baggage) => tenantOfHeaders({ baggage }))
    const engine = baggages.map((baggage) => {
      const named = baggageTenant(baggage)
      return named === undefined ? undefined : headerSafe(named)
    })
    expect(mine).toEqual(engine)
    expect(mine).toEqual(['qa', 'qa-1', 'a', undefined, undefined, '', '', '%E0%A4%A', 'a%20b', undefined])
  })

  it('20 requests at once, each in its own tenant, each get their own', async () => {
    const names = Array.from({ length: 20 }, (_, i) => `many-${i}`)
    await Promise.all(names.map((name) => mock.tenant(name).load(worldOf(name))))
    const answers = await Promise.all(
      names.map((name, i) => ask(calls[i % calls.length], { cookie: `mock-tenant=${name}` })),
    )
    expect(answers).toEqual(names.map((name) => ({ status: 200, seen: [`Only ${name}`] })))
  })
})

describe('nothing else changes', () => {
  it.each(['/other-fetch', '/other-http'])('%s: another origin is sent no tenant', async (call) => {
    const answer = await ask(call, { cookie: 'mock-tenant=cookie-t' })
    expect(answer.status).toBe(200)
    expect(Object.keys((answer.seen as { headers: Record<string, string> }).headers)).not.toContain('x-mock-tenant')
  })

  it('the mock journals the tenant as named by the header the preload added', async () => {
    await ask('/fetch', { cookie: 'mock-tenant=header-t' })
    const [entry] = await mock.tenant('header-t').requests({ limit: 1 })
    expect(entry.why?.[0]).toEqual({
      code: 'tenant.header',
      message: 'The tenant is header-t, named by the X-Mock-Tenant header.',
      hint: null,
      values: { tenant: 'header-t' },
    })
  })

  it('without MESSAGING_MOCK_URL the preload patches nothing and listens to nothing', () => {
    const probe = [
      "import dc from 'node:diagnostics_channel'",
      "import http from 'node:http'",
      "import https from 'node:https'",
      "import { EventEmitter } from 'node:events'",
      "import { Readable } from 'node:stream'",
      'console.log(JSON.stringify({',
      '  serverEmit: http.Server.prototype.emit === EventEmitter.prototype.emit,',
      '  messageOn: http.IncomingMessage.prototype.on === Readable.prototype.on,',
      '  messageRemove: http.IncomingMessage.prototype.removeListener === Readable.prototype.removeListener,',
      '  httpsEmit: https.Server.prototype.emit === EventEmitter.prototype.emit,',
      '  request: http.request.name, get: http.get.name, httpsRequest: https.request.name, httpsGet: https.get.name,',
      "  fetchWatched: dc.hasSubscribers('undici:request:create'),",
      '}))',
    ].join('\n')
    const run = (args: string[]) =>
      JSON.parse(
        execFileSync(process.execPath, [...args, '--input-type=module', '-e', probe], {
          cwd: root,
          env: { ...process.env, MESSAGING_MOCK_URL: '' },
          encoding: 'utf8',
        }),
      )
    const untouched = {
      serverEmit: true,
      messageOn: true,
      messageRemove: true,
      httpsEmit: true,
      request: 'request',
      get: 'get',
      httpsRequest: 'request',
      httpsGet: 'get',
      fetchWatched: false,
    }
    expect(run([])).toEqual(untouched)
    expect(run(['--import', 'messaging-mock/register'])).toEqual(untouched)
  })

  it('a MESSAGING_MOCK_URL that is not a URL stops the app at its start, saying so', () => {
    let failure: { status: number; stderr: string } | undefined
    try {
      execFileSync(process.execPath, ['--import', 'messaging-mock/register', '-e', ''], {
        cwd: root,
        env: { ...process.env, MESSAGING_MOCK_URL: 'localhost:4010' },
        stdio: 'pipe',
        encoding: 'utf8',
      })
    } catch (error) {
      failure = error as { status: number; stderr: string }
    }
    expect(failure?.status).toBe(1)
    expect(failure?.stderr).toContain('messaging-mock/register: the mock\'s URL "localhost:4010" is not http or https.')
  })
})

describe('withTenant, in-process (a loader or a route handler under Vitest)', () => {
  it('runs a call in the test’s tenant, given its mock, and in no tenant outside it', async () => {
    const { currentTenant, withTenant } = await import('../src/integrations/register.js')
    const client = new MockClient(mock.url, 'cookie-t')
    const groups = () => groupNames(mock.url)
    expect(await withTenant(client, groups)).toEqual(['Only cookie-t'])
    expect(await withTenant('header-t', async () => [currentTenant(), ...(await groups())])).toEqual([
      'header-t',
      'Only header-t',
    ])
    expect(currentTenant()).toBe(undefined)
    expect(await groups()).toEqual(defaultNames)
  })

  it('a server started in a tenant serves the requests that name none in it (supertest of a route handler)', async () => {
    const { withTenant } = await import('../src/integrations/register.js')
    const server = await withTenant(new MockClient(mock.url, 'cookie-t'), async () => {
      const made = createServer(async (_req, res) => res.end(JSON.stringify(await groupNames(mock.url))))
      await new Promise<void>((resolve) => made.listen(0, '127.0.0.1', resolve))
      return made
    })
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
      expect(await res.json()).toEqual(['Only cookie-t'])
    } finally {
      server.close()
    }
  })

  it('a listener added to a message in a tenant runs there, and once and removal work as Node’s', async () => {
    const { currentTenant, withTenant } = await import('../src/integrations/register.js')
    const message = new IncomingMessage(new Socket())
    const heard: (string | undefined)[] = []
    const hear = (what: string) => () => heard.push(`${what} in ${currentTenant()}`)
    const once = hear('once')
    const removed = hear('removed')
    const onceRemoved = hear('once removed')
    withTenant(new MockClient(mock.url, 'cookie-t'), () => {
      message.on('data', hear('on'))
      message.once('data', once)
      message.on('data', removed)
      message.once('data', onceRemoved)
    })
    message.removeListener('data', removed)
    message.off('data', onceRemoved)
    // Emitted outside any tenant, as Node emits a body from the connection.
    message.emit('data', 'a')
    message.emit('data', 'b')
    expect(heard).toEqual(['on in cookie-t', 'once in cookie-t', 'on in cookie-t'])
    expect(message.listenerCount('data')).toBe(1)
  })

  it('given a name before any mock is known, says what it needs', () => {
    const output = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { withTenant } from 'messaging-mock/register'; try { withTenant('a', () => 1) } catch (error) { console.log(error.message) }",
      ],
      { cwd: root, env: { ...process.env, MESSAGING_MOCK_URL: '' }, encoding: 'utf8' },
    )
    expect(output).toBe(
      'withTenant needs the mock’s URL: set MESSAGING_MOCK_URL, call register({ mockUrl }), or pass the test’s mock.\n',
    )
  })
})
