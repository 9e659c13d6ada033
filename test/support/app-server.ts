import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import type { Fixture } from '../../src/engine/core/types.gen.js'

/**
 * The plain app server of test/support/register-app.mjs, as test/register.test.ts (with our preload)
 * and test/otel.test.ts (with OpenTelemetry's) start and ask it.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))

/** The ways the app calls the mock: fetch, fetch after a wait, node:http's get and named request, axios. */
export const appCalls = ['/fetch', '/later', '/http-get', '/http-request', '/axios'] as const

/** A world with one group, named after its tenant, that tok_ana sees. */
export const worldOf = (tenant: string): Fixture => ({
  default_caller: 'ct_ana',
  tokens: { tok_ana: 'ct_ana' },
  contacts: [{ id: 'ct_ana', username: 'ana' }],
  groups: [{ id: 'grp_only', name: `Only ${tenant}`, owner: 'ct_ana', contacts: [] }],
})

/** The names of the groups tok_ana sees, asked of the mock at `mockUrl` from this process. */
export async function groupNames(mockUrl: string): Promise<string[]> {
  const res = await fetch(`${mockUrl}/v1/groups`, { headers: { authorization: 'Bearer tok_ana' } })
  return ((await res.json()) as { data: { name: string }[] }).data.map((group) => group.name)
}

/** Starts the app's server with Node's `args` before it, in `env`; resolves to it and its URL once it listens. */
export async function startAppServer(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...args, 'test/support/register-app.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [line] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer]
  return { child, url: `http://127.0.0.1:${line.toString().trim()}` }
}

/**
 * The app's answer to `path`, asked with `headers` (a tenant's cookie, header or baggage), and
 * POSTed with `body` when one is given: the mock's status, and what it saw.
 */
export async function askApp(appUrl: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const res = await fetch(`${appUrl}${path}`, body === undefined ? { headers } : { method: 'POST', headers, body })
  expect(res.status).toBe(200)
  return (await res.json()) as { status: number; seen: unknown }
}
