import { randomBytes } from 'node:crypto'
import { basename } from 'node:path'
import * as vitest from 'vitest'
import { test as baseTest, inject, type TestAPI, type TestArtifactBase, type TestContext } from 'vitest'
import { defaultLease, MockClient, MockRequestError } from '../client.js'
import { whyText } from '../engine/control/why-text.js'
import type { Fixture } from '../engine/core/types.gen.js'

// What a test file needs besides `test`, so that one import serves (docs/vitest.md).
export { afterAll, afterEach, beforeAll, beforeEach, describe, expect, vi } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The mock's URL, provided by `messaging-mock/vitest/setup` (or by `provide` in the config). */
    messagingMockUrl: string
    /** The mock's admin token, when it has one. */
    messagingMockAdminToken?: string
  }
}

/** `test`: a tenant per test, dropped after it. `file`: one tenant per file, back to the server's baseline before each test. */
export type MockIsolation = 'test' | 'file'

/** Options, set with `test.override({ ... })` for a file or a `describe`. */
export interface MockTestOptions {
  /** Default `test`. */
  mockIsolation: MockIsolation
  /** A named fixture of the server's fixtures folder, or a fixture document, loaded before each test. Default: none. */
  mockFixture: string | Fixture | undefined
  /** A timestamp (in the server's unit) the tenant's clock is frozen at before each test. Default: the real clock. */
  mockClock: number | undefined
  /**
   * The lease of the tenants the fixture makes (`15m`, default): a tenant ends once unused this
   * long, so that a run killed before its teardown leaves none behind. null: no lease.
   */
  mockTenantLease: string | null
}

export interface MockTestFixtures extends MockTestOptions {
  /** The test's tenant: load, state, journal, pact, coverage, clock, faults. `mock.url` is its base URL for /v1. */
  mock: MockClient
}

/** The tenant a file shares in `file` isolation: named by its first test, dropped when the file is done. */
export class FileTenant {
  name: string | undefined
}

/** Not for tests to use: what `file` isolation keeps for the length of a file. */
export interface FileFixtures {
  mockFileTenant: FileTenant
}

// Unique per worker process, so that two runs against one shared server never share a tenant.
const run = randomBytes(3).toString('hex')
let made = 0

/**
 * Vitest's `test` with a `mock` fixture over the server `messaging-mock/vitest/setup` provides.
 * A test that asks for `mock` gets a tenant of its own, at the server's baseline (or `mockFixture`).
 */
export const test: TestAPI<MockTestFixtures & FileFixtures> = baseTest.extend<MockTestFixtures & FileFixtures>({
  mockIsolation: 'test',
  mockFixture: undefined,
  mockClock: undefined,
  mockTenantLease: defaultLease,
  mockFileTenant: [
    // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from this pattern, and requires one.
    async ({}, use) => {
      const shared = new FileTenant()
      await use(shared)
      if (shared.name !== undefined) await dropIfThere(clientFor(shared.name))
    },
    { scope: 'file' },
  ],
  mock: async ({ mockIsolation, mockFixture, mockClock, mockTenantLease, mockFileTenant, task }, use) => {
    let client: MockClient
    if (mockIsolation === 'file') {
      if (task.concurrent) {
        throw new Error(
          `"${task.name}" is concurrent, but mockIsolation 'file' gives every test of the file one tenant: use 'test'.`,
        )
      }
      mockFileTenant.name ??= tenantName(task.file.name)
      client = clientFor(mockFileTenant.name, mockTenantLease)
      // Dropped and made again under the same name: a fixture an earlier test loaded is not the baseline.
      await dropIfThere(client)
    } else {
      client = clientFor(tenantName(task.file.name, task.name), mockTenantLease)
    }
    await client.reset() // a tenant's first request makes it
    if (mockFixture !== undefined) await client.load(mockFixture)
    if (mockClock !== undefined) await client.clock.freeze(mockClock)
    await use(client)
    // The test's own state is 'fail' here whatever `fails` later makes of it.
    if (task.result?.state === 'fail') await attachTenant(client, task)
    if (mockIsolation === 'test') await dropIfThere(client)
  },
})

const utf8 = new TextEncoder()

/** The type of the artifact a failed test gets: why the mock answered each request of its tenant. */
export const journalArtifact = 'messaging-mock:journal'

declare module 'vitest' {
  export interface TestArtifactRegistry {
    'messaging-mock:journal': TestArtifactBase & { type: typeof journalArtifact; message: string }
  }
}

/**
 * What a failed test leaves of its tenant, as an artifact with two attachments: mock-why.txt (why
 * the mock answered each request, src/engine/control/why-text.ts) and the journal as JSON. Vitest
 * records artifacts from 4.0.11 on (`recordArtifact`, which its UI, HTML report and reporters
 * read); an earlier 4.0 records nothing.
 */
async function attachTenant(client: MockClient, task: TestContext['task']): Promise<void> {
  const record = (vitest as Partial<Pick<typeof vitest, 'recordArtifact'>>).recordArtifact
  if (record === undefined) return
  const journal = await client.requests()
  await record(task, {
    type: journalArtifact,
    message: `The mock's journal of tenant ${client.tenant}: ${journal.length} requests`,
    // Bytes: Vitest encodes them itself, in every version that records artifacts.
    attachments: [
      { contentType: 'text/plain', body: utf8.encode(whyText(journal)) },
      { contentType: 'application/json', body: utf8.encode(JSON.stringify(journal, null, 2)) },
    ],
  })
}

/** The fixtures' context, for helpers that take it: `(context: MockTestContext) => ...`. */
export type MockTestContext = TestContext & MockTestFixtures

function clientFor(tenant: string, lease: string | null = defaultLease): MockClient {
  const url = inject('messagingMockUrl')
  if (url === undefined) {
    throw new Error(
      "No messaging mock: add globalSetup: ['messaging-mock/vitest/setup'] to the Vitest config (or provide messagingMockUrl).",
    )
  }
  return new MockClient(url, tenant, { adminToken: inject('messagingMockAdminToken'), lease })
}

/**
 * A name of 1 to 64 of [A-Za-z0-9._-] that says where it comes from (`vt-<file>-<test>`) and that
 * no other test of this or any other run shares (the run's random part and a counter).
 */
function tenantName(file: string, test?: string): string {
  const slug = (text: string) => text.replace(/[^A-Za-z0-9._]+/g, '-').replace(/^-+|-+$/g, '')
  const stem = slug(basename(file).replace(/\.(test|spec)\.[cm]?[jt]sx?$/, ''))
  const unique = `${run}${(++made).toString(36)}`
  const readable = test === undefined ? `vt-${stem}` : `vt-${stem}-${slug(test)}`
  return `${readable.slice(0, 63 - unique.length).replace(/-+$/, '')}-${unique}`
}

/**
 * Drops the tenant; not there is fine: a test may have dropped its tenant itself, and a file's
 * tenant is not there before its first test.
 */
async function dropIfThere(client: MockClient): Promise<void> {
  try {
    await client.drop()
  } catch (error) {
    if (!(error instanceof MockRequestError && error.status === 404)) throw error
  }
}
