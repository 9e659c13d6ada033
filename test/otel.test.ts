import { type ChildProcess, execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningMock, startServer } from '../src/server.js'
import { appCalls, askApp, groupNames, startAppServer, worldOf } from './support/app-server.js'

/**
 * An app already instrumented with OpenTelemetry needs nothing of ours to reach its tenant (issue
 * 55, point 2): the plain app server of test/register.test.ts (test/support/register-app.mjs),
 * started with the real OpenTelemetry packages (test/support/otel-setup.mjs) and not with
 * messaging-mock/register, is given the mock's URL as APP_MOCK_URL. Whatever `baggage` a request
 * to the app carries, OpenTelemetry carries on to the calls the app makes, and the mock reads its
 * mock-tenant member.
 */
const root = fileURLToPath(new URL('../', import.meta.url))
const calls = appCalls

let mock: RunningMock
let app: ChildProcess
let appUrl: string
let defaultNames: string[]

const ask = (path: string, headers: Record<string, string> = {}) => askApp(appUrl, path, headers)

beforeAll(async () => {
  mock = await startServer({ port: 0 })
  for (const tenant of ['otel-a', 'otel-b', 'otel-journal']) await mock.tenant(tenant).load(worldOf(tenant))
  defaultNames = await groupNames(mock.url)
  // MESSAGING_MOCK_URL is the one our preload reads: the app must not see it, so that nothing of ours can help.
  const { MESSAGING_MOCK_URL: _, ...env } = process.env
  ;({ child: app, url: appUrl } = await startAppServer(['--import', './test/support/otel-setup.mjs'], {
    ...env,
    APP_MOCK_URL: mock.url,
  }))
}, 120_000)

afterAll(async () => {
  app?.kill()
  await mock?.close()
})

describe('the baggage a request to the app carries reaches the mock, by every client', () => {
  const baggages = [
    ['mock-tenant=otel-a', 'otel-a'],
    ['userId=1,mock-tenant=otel-b;p=1', 'otel-b'],
    ['userId=alice , mock-tenant = otel%2Da ; ttl=1', 'otel-a'],
    // OpenTelemetry keeps one entry per key, the last, and writes the baggage anew: the mock, which
    // takes the first member of the header it is sent, is sent only `mock-tenant=otel-b`.
    ['mock-tenant=otel-a, mock-tenant=otel-b', 'otel-b'],
  ] as const
  it.each(calls.flatMap((call) => baggages.map(([baggage, tenant]) => [call, baggage, tenant] as const)))(
    '%s with baggage %s reaches %s',
    async (call, baggage, tenant) => {
      expect(await ask(call, { baggage })).toEqual({ status: 200, seen: [`Only ${tenant}`] })
    },
  )

  it.each(calls)('%s with no baggage reaches default', async (call) => {
    expect(await ask(call)).toEqual({ status: 200, seen: defaultNames })
  })

  it.each(calls)('%s with a mock-tenant cookie reaches default: only our preload reads cookies', async (call) => {
    expect(await ask(call, { cookie: 'mock-tenant=otel-a' })).toEqual({ status: 200, seen: defaultNames })
  })

  it('the mock journals the tenant as named by baggage', async () => {
    expect(await ask('/http-request', { baggage: 'userId=1,mock-tenant=otel-journal;p=1' })).toEqual({
      status: 200,
      seen: ['Only otel-journal'],
    })
    const [entry] = await mock.tenant('otel-journal').requests({ limit: 1 })
    expect(entry.why?.[0]).toEqual({
      code: 'tenant.baggage',
      message: 'The tenant is otel-journal, named by the mock-tenant member of the baggage header.',
      hint: null,
      values: { tenant: 'otel-journal' },
    })
  })
})

describe('an ESM app needs OpenTelemetry’s loader hook', () => {
  /** Whether node:http, as an ESM app imports it, is patched: its default `get`, its named `request`, and the server. */
  const patched = [
    "const { isWrapped } = await import('@opentelemetry/instrumentation')",
    "const http = await import('node:http')",
    'console.log(JSON.stringify({ get: isWrapped(http.default.get), request: isWrapped(http.request),',
    '  serverEmit: isWrapped(http.default.Server.prototype.emit) }))',
  ]
  const run = (args: string[], lines: string[]) =>
    JSON.parse(
      execFileSync(process.execPath, [...args, '--input-type=module', '-e', lines.join('\n')], {
        cwd: root,
        encoding: 'utf8',
      }),
    )

  it('with it (otel-setup.mjs), the default and named imports of node:http and its server are patched', () => {
    expect(run(['--import', './test/support/otel-setup.mjs'], patched)).toEqual({
      get: true,
      request: true,
      serverEmit: true,
    })
  })

  // The same setup without the hook: the instrumentation hooks require() alone, and an ESM import
  // of node:http never calls it, so nothing is patched, not even the server that reads baggage in.
  // register-app.mjs is patched without the hook only because axios's form-data require()s http,
  // which patches the shared module object but not the named exports copied from it before.
  it('without it, nothing of node:http is patched in an app that only imports it', () => {
    const setupWithoutHook = [
      "const { registerInstrumentations } = await import('@opentelemetry/instrumentation')",
      "const { HttpInstrumentation } = await import('@opentelemetry/instrumentation-http')",
      "const { NodeTracerProvider } = await import('@opentelemetry/sdk-trace-node')",
      'new NodeTracerProvider().register()',
      'registerInstrumentations({ instrumentations: [new HttpInstrumentation()] })',
    ]
    expect(run([], [...setupWithoutHook, ...patched])).toEqual({ get: false, request: false, serverEmit: false })
  })
})
