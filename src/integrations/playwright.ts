import { randomBytes } from 'node:crypto'
import { test as base, type TestInfo } from '@playwright/test'
import { defaultLease, MockClient, MockRequestError } from '../client.js'
import { whyText } from '../engine/control/why-text.js'
import type { Fixture } from '../engine/core/types.gen.js'
import { type ServerOptions, startServer } from '../server.js'

export { expect } from '@playwright/test'

/** Options set per worker (in the config's `use`, or `test.use` at the top of a file). */
export interface MockWorkerOptions {
  /** A running mock to use (a CI service, a container); default $MESSAGING_MOCK_URL. Unset: one is started in-process per worker. */
  mockUrl: string | undefined
  /** Options of the in-process server (`startServer`); `port` is 0 unless given. Not used with `mockUrl`. */
  mockServerOptions: ServerOptions
  /** The in-process server's `seed`. With `mockUrl` it is an error: that server's seed is its own. */
  mockSeed: number | undefined
  /** The mock's `--admin-token`, when it has one: default $MESSAGING_MOCK_ADMIN_TOKEN, else the in-process server's `adminToken`. */
  mockAdminToken: string | undefined
  /** `test` (default): a tenant per test, dropped after it. `worker`: one tenant per worker, put back to the server's baseline before each test. */
  isolation: 'test' | 'worker'
  /**
   * The lease of the tenants the fixtures make (`15m`, default): a tenant ends once unused this
   * long, so that a run killed before its teardown leaves none behind. null: no lease.
   */
  mockTenantLease: string | null
}

/** Options set per test (`test.use`). */
export interface MockTestOptions {
  /**
   * `header` (default): the page's requests to the mock's origin, and only those, carry
   * `X-Mock-Tenant`. `prefix`: nothing is added; the app must be given `mockBaseUrl`.
   */
  tenantVia: 'header' | 'prefix'
  /** A named fixture of the server's fixtures folder, or a fixture document, loaded before the test. */
  mockFixture: string | Fixture | undefined
  /** A timestamp (in the server's unit) the tenant's clock is frozen at before the test. */
  mockClock: number | undefined
  /**
   * How the test's tenant reaches the app's own server, for the requests it makes to the mock
   * (with `messaging-mock/register` in it): `cookie` (default), a `mock-tenant` cookie on
   * `baseURL`; `baggage`, a `baggage: mock-tenant=<tenant>` header on every request of the page;
   * `none`, neither. Nothing is set without a `baseURL`.
   */
  mockAppTenant: 'cookie' | 'baggage' | 'none'
}

export interface MockWorkerFixtures extends MockWorkerOptions {
  /** The URL of the server the worker's tests use (`mockUrl`, or the in-process one). */
  mockServerUrl: string
  /** The tenant shared by the worker's tests with `isolation: 'worker'`. */
  mockWorkerTenant: string
}

export interface MockTestFixtures extends MockTestOptions {
  /** The test's tenant: load, state, journal, pact, coverage, clock, faults. */
  mock: MockClient
  /**
   * The base URL to give the app: the server's URL with `tenantVia: 'header'` (the route adds
   * the header), `<server>/t/<tenant>` with `prefix` (server-side rendering included).
   */
  mockBaseUrl: string
}

// Unique per worker process, so that two runs against one shared server never share a tenant.
const run = randomBytes(4).toString('hex')

/**
 * `test` with a tenant of the mock per test. `mock` and `mockBaseUrl` make the tenant; a test
 * that uses a page gets it too, since the page's context is where the header route lives.
 */
export const test = base.extend<MockTestFixtures, MockWorkerFixtures>({
  mockUrl: [process.env.MESSAGING_MOCK_URL || undefined, { scope: 'worker', option: true }],
  mockServerOptions: [{}, { scope: 'worker', option: true }],
  mockSeed: [undefined, { scope: 'worker', option: true }],
  mockAdminToken: [process.env.MESSAGING_MOCK_ADMIN_TOKEN || undefined, { scope: 'worker', option: true }],
  isolation: ['test', { scope: 'worker', option: true }],
  mockTenantLease: [defaultLease, { scope: 'worker', option: true }],
  tenantVia: ['header', { option: true }],
  mockFixture: [undefined, { option: true }],
  mockClock: [undefined, { option: true }],
  mockAppTenant: ['cookie', { option: true }],

  mockServerUrl: [
    async ({ mockUrl, mockServerOptions, mockSeed }, use) => {
      if (mockUrl !== undefined) {
        if (mockSeed !== undefined) throw new Error('mockSeed seeds an in-process server; it cannot with mockUrl.')
        await use(mockUrl.replace(/\/+$/, ''))
        return
      }
      const server = await startServer({
        port: 0,
        ...mockServerOptions,
        ...(mockSeed === undefined ? {} : { seed: mockSeed }),
      })
      try {
        await use(server.url)
      } finally {
        await server.close()
      }
    },
    { scope: 'worker' },
  ],

  mockWorkerTenant: [
    async ({ mockServerUrl, mockAdminToken, mockServerOptions, isolation, mockTenantLease }, use, workerInfo) => {
      const name = `pw-${run}-w${workerInfo.workerIndex}`
      await use(name)
      const adminToken = mockAdminToken ?? mockServerOptions.adminToken
      if (isolation === 'worker')
        await dropIfThere(new MockClient(mockServerUrl, name, { adminToken, lease: mockTenantLease }))
    },
    { scope: 'worker' },
  ],

  mock: async (
    {
      mockServerUrl,
      mockAdminToken,
      mockServerOptions,
      isolation,
      mockTenantLease,
      mockWorkerTenant,
      mockFixture,
      mockClock,
    },
    use,
    testInfo,
  ) => {
    const name = isolation === 'worker' ? mockWorkerTenant : tenantOf(testInfo)
    const client = new MockClient(mockServerUrl, name, {
      adminToken: mockAdminToken ?? mockServerOptions.adminToken,
      lease: mockTenantLease,
    })
    // Dropped and made again rather than reset: a reset goes back to the last fixture loaded,
    // which may be a previous test's.
    if (isolation === 'worker') await dropIfThere(client)
    await client.reset() // the tenant's first request makes it
    if (mockFixture !== undefined) await client.load(mockFixture)
    if (mockClock !== undefined) await client.clock.freeze(mockClock)
    await use(client)
    if (failed(testInfo)) await attachTenant(client, testInfo)
    if (isolation === 'test') await client.drop()
  },

  mockBaseUrl: async ({ mock, tenantVia }, use) => {
    await use(tenantVia === 'prefix' ? mock.url : mock.serverUrl)
  },

  // A route on the context, not extraHTTPHeaders: those go to every origin (the app's own, CDNs,
  // third parties), while this adds the header to requests for the mock's origin only. The app's
  // own origin gets a cookie instead: a route there would turn off the browser's HTTP cache and
  // handle redirects itself, while a cookie goes with every request the browser makes to it.
  context: async ({ context, mock, tenantVia, mockAppTenant, baseURL, extraHTTPHeaders }, use) => {
    if (tenantVia === 'header') {
      const origin = new URL(mock.serverUrl).origin
      await context.route(
        (url) => url.origin === origin,
        (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-tenant': mock.tenant } }),
      )
    }
    if (baseURL !== undefined && mockAppTenant === 'cookie') {
      await context.addCookies([{ name: 'mock-tenant', value: mock.tenant, url: new URL('/', baseURL).href }])
    }
    if (baseURL !== undefined && mockAppTenant === 'baggage') {
      const baggage = [extraHTTPHeaders?.baggage, `mock-tenant=${mock.tenant}`].filter(Boolean).join(',')
      await context.setExtraHTTPHeaders({ ...extraHTTPHeaders, baggage })
    }
    await use(context)
  },
})

/** A name of 1 to 64 of [A-Za-z0-9._-] that no other test of any run shares. */
function tenantOf(testInfo: TestInfo): string {
  return `pw-${run}-${testInfo.testId}-r${testInfo.retry}`.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 64)
}

// A test that failed, timed out or was interrupted, or one that passed although marked to fail.
function failed(testInfo: TestInfo): boolean {
  return (testInfo.status !== 'passed' && testInfo.status !== 'skipped') || testInfo.status !== testInfo.expectedStatus
}

/** What a failed test leaves of its tenant: why the mock answered each request, the journal, the state. */
async function attachTenant(client: MockClient, testInfo: TestInfo): Promise<void> {
  const json = (value: unknown) => ({ body: JSON.stringify(value, null, 2), contentType: 'application/json' })
  const journal = await client.requests()
  await testInfo.attach('mock-why.txt', { body: whyText(journal), contentType: 'text/plain' })
  await testInfo.attach('mock-journal.json', json(journal))
  await testInfo.attach('mock-state.json', json(await client.state()))
}

async function dropIfThere(client: MockClient): Promise<void> {
  try {
    await client.drop()
  } catch (error) {
    if (!(error instanceof MockRequestError && error.status === 404)) throw error
  }
}
