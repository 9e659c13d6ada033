import type { TestProject } from 'vitest/node'
import { type ServerOptions, startServer } from '../server.js'

/** Options of the in-process server: every `startServer` option but where it listens (127.0.0.1, a free port). */
export type MockSetupOptions = Omit<ServerOptions, 'port' | 'host'>

/** A Vitest globalSetup function: it provides `messagingMockUrl` and returns the teardown. */
export type MockSetup = (project: TestProject) => Promise<() => Promise<void>>

/**
 * A globalSetup that gives the whole run one mock: the running one at $MESSAGING_MOCK_URL (a CI
 * service, a container; its admin token from $MESSAGING_MOCK_ADMIN_TOKEN), else one started
 * in-process on 127.0.0.1 and a free port, stopped when the run ends. For options, export
 * `setupMessagingMock({ ... })` as the default of a globalSetup file of your own.
 */
export function setupMessagingMock(options: MockSetupOptions = {}): MockSetup {
  return async (project) => {
    const given = process.env.MESSAGING_MOCK_URL
    if (given) {
      const url = given.replace(/\/+$/, '')
      await ensureAnswers(url)
      project.provide('messagingMockUrl', url)
      const adminToken = process.env.MESSAGING_MOCK_ADMIN_TOKEN
      if (adminToken) project.provide('messagingMockAdminToken', adminToken)
      return async () => {}
    }
    const server = await startServer({ ...options, port: 0, host: '127.0.0.1' })
    project.provide('messagingMockUrl', server.url)
    if (options.adminToken !== undefined) project.provide('messagingMockAdminToken', options.adminToken)
    return () => server.close()
  }
}

// A wrong URL fails the run once, at the start, rather than every test with a fetch error.
async function ensureAnswers(url: string): Promise<void> {
  let status: number | string
  try {
    status = (await fetch(`${url}/__health`)).status
  } catch (error) {
    status = (error as Error).message
  }
  if (status !== 200) throw new Error(`MESSAGING_MOCK_URL=${url}: GET /__health answered ${status}, not 200.`)
}

/** The globalSetup of `globalSetup: ['messaging-mock/vitest/setup']`: the server's defaults (fixtures/default.json). */
export default setupMessagingMock()
