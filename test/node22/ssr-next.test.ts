import type { ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { worldOf } from '../support/app-server.js'
import {
  appEnv,
  appUnderTest,
  expectProjectPassed,
  freePorts,
  runInApp,
  spawnGroup,
  stopGroup,
} from '../support/ssr-app.js'

/**
 * Issue 55: a tenant per test reaches a Next.js app's own server. test/apps/next/ (Next.js 16, App
 * Router: server components, a server action, axios on the server) is installed from its own
 * lockfile with this package linked in, built by `next build` with no mock running, and started by
 * its Playwright project's webServer (`next start` with NODE_OPTIONS='--import messaging-mock/register')
 * against one mock started here; the project's JSON report is judged. Then `next dev` across a hot reload.
 */
// No telemetry: nothing may leave this machine.
const quiet = { NEXT_TELEMETRY_DISABLED: '1' }
// No mock runs while it builds: a build that needed one (a page prerendered from the API) fails here.
const next = (folder: string) => join(folder, 'node_modules/next/dist/bin/next')
const app = appUnderTest('next', [
  ['build', (folder) => runInApp(folder, process.execPath, [next(folder), 'build'], quiet)],
])

const expected = [
  ['action.spec.ts', 'a group created by the server action lands in the test’s tenant, not in default'],
  ['axios.spec.ts', 'the group page’s axios call (node:http) reaches the test’s tenant'],
  ...['Ana', 'Ben', 'Cleo', 'Dev'].map((who) => [
    'isolation.spec.ts',
    `${who}'s tenant: the server-rendered page lists only its own groups`,
  ]),
  ['navigation.spec.ts', 'a client-side navigation renders the group page on the app’s server in the test’s tenant'],
  ['plain-http.spec.ts', '20 tenants at once over plain HTTP: each page holds its own group and no other'],
].map(([file, title]) => ['chromium', file, title, 'passed'])

it('next start with the preload: 8 tests in 4 workers each see only their tenant, through server components, a server action, axios and 20 plain requests', async () => {
  const [port] = await freePorts(1)
  // A fixture's tenant for each of the 7 tests that use a page or `mock`, and the 20 of plain-http.
  await expectProjectPassed(app, { PORT: String(port) }, expected, { default: 1, pw: 7, next: 20 }, 1)
}, 700_000)

/** The groups page's heading and the groups it lists, read from its server-rendered HTML. */
function pageOf(html: string): { heading: string | undefined; groups: string[] } {
  return {
    heading: /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
    groups: [...html.matchAll(/<a href="\/groups\/[^"]+">([^<]*)<\/a>/g)].map((link) => link[1]),
  }
}

/** The first line `next dev` prints once it listens. */
function ready(child: ChildProcess, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const read = () => {
      if (/Ready in/.test(log())) resolve()
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`next dev exited (${code}) before it was ready:\n${log()}`)))
  })
}

it('next dev: the tenant still reaches the mock after a hot reload of the page’s code', async () => {
  const { mock } = app
  await mock.tenant('next-dev-a').load(worldOf('next-dev-a'))
  await mock.tenant('next-dev-b').load(worldOf('next-dev-b'))
  const [port] = await freePorts(1)
  // `next dev` serves from a child it forks, which inherits NODE_OPTIONS (and so the preload).
  const env = appEnv({ ...quiet, NODE_OPTIONS: '--import messaging-mock/register', MESSAGING_MOCK_URL: mock.url })
  const { child: dev, output } = spawnGroup(next(app.folder), ['dev', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: app.folder,
    env,
  })
  const heading = join(app.folder, 'app/heading.ts')
  const source = readFileSync(heading, 'utf8')
  const get = async (tenant: string) => {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { Cookie: `mock-tenant=${tenant}` } })
    return pageOf(await response.text())
  }
  try {
    await ready(dev, output)
    expect(await get('next-dev-a')).toEqual({ heading: 'Groups', groups: ['Only next-dev-a'] })

    writeFileSync(heading, source.replace("'Groups'", "'Groups, reloaded'"))
    let seen = await get('next-dev-b')
    for (let tries = 0; tries < 120 && seen.heading !== 'Groups, reloaded'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      seen = await get('next-dev-b')
    }
    expect(seen).toEqual({ heading: 'Groups, reloaded', groups: ['Only next-dev-b'] })
    expect(await get('next-dev-a')).toEqual({ heading: 'Groups, reloaded', groups: ['Only next-dev-a'] })
  } finally {
    writeFileSync(heading, source)
    // next dev and the server it forked: the whole group.
    await stopGroup(dev)
  }
}, 300_000)
