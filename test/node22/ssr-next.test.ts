import type { ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { RequestLine } from '../../src/http/observe.js'
import type { RunningMock } from '../../src/server.js'
import {
  appEnv,
  appFolder,
  expectDefaultOnlyRead,
  expectEveryTenantDropped,
  expectExactlyPassed,
  freePorts,
  installApp,
  Phases,
  runInApp,
  runPlaywright,
  spawnGroup,
  startLoggedMock,
  stopGroup,
  tenantKinds,
} from '../support/ssr-app.js'

/**
 * Issue 55: a tenant per test reaches a Next.js app's own server. test/apps/next/ (Next.js 16, App
 * Router: server components, a server action, axios on the server) is installed from its own
 * lockfile with this package linked in, built by `next build` with no mock running, and started by
 * its Playwright project's webServer (`next start` with NODE_OPTIONS='--import messaging-mock/register')
 * against one mock started here; the project's JSON report is judged. Then `next dev` across a hot reload.
 */
const app = appFolder('next')
const next = join(app, 'node_modules/next/dist/bin/next')
// No telemetry: nothing may leave this machine.
const quiet = { NEXT_TELEMETRY_DISABLED: '1' }
const phases = new Phases()
let mock: RunningMock
let lines: RequestLine[]

beforeAll(async () => {
  await installApp(app, phases)
  // No mock runs yet: a build that needed one (a page prerendered from the API) fails here.
  await phases.time('build', () => runInApp(app, process.execPath, [next, 'build'], quiet))
  ;({ mock, lines } = await startLoggedMock())
}, 900_000)

afterAll(async () => {
  await mock?.close()
  console.info(`ssr-next phases: ${phases}`)
})

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
  const report = await phases.time('playwright', () =>
    runPlaywright(app, { MESSAGING_MOCK_URL: mock.url, PORT: String(port) }),
  )
  expectExactlyPassed(report, expected)
  // A fixture's tenant for each of the 7 tests that use a page or `mock`, and the 20 of plain-http.
  expect(tenantKinds(lines)).toEqual({ default: 1, pw: 7, next: 20 })
  expectDefaultOnlyRead(mock, lines, 1)
  await expectEveryTenantDropped(mock)
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
  const world = (name: string) => ({
    default_caller: 'ct_ana',
    tokens: { tok_ana: 'ct_ana' },
    contacts: [{ id: 'ct_ana', username: 'ana' }],
    groups: [{ id: 'grp_only', name, owner: 'ct_ana', contacts: [] }],
  })
  await mock.tenant('next-dev-a').load(world('Only in dev tenant A'))
  await mock.tenant('next-dev-b').load(world('Only in dev tenant B'))
  const [port] = await freePorts(1)
  // `next dev` serves from a child it forks, which inherits NODE_OPTIONS (and so the preload).
  const env = appEnv({ ...quiet, NODE_OPTIONS: '--import messaging-mock/register', MESSAGING_MOCK_URL: mock.url })
  const { child: dev, output } = spawnGroup(next, ['dev', '-p', String(port), '-H', '127.0.0.1'], { cwd: app, env })
  const heading = join(app, 'app/heading.ts')
  const source = readFileSync(heading, 'utf8')
  const get = async (tenant: string) => {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { Cookie: `mock-tenant=${tenant}` } })
    return pageOf(await response.text())
  }
  try {
    await ready(dev, output)
    expect(await get('next-dev-a')).toEqual({ heading: 'Groups', groups: ['Only in dev tenant A'] })

    writeFileSync(heading, source.replace("'Groups'", "'Groups, reloaded'"))
    let seen = await get('next-dev-b')
    for (let tries = 0; tries < 120 && seen.heading !== 'Groups, reloaded'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      seen = await get('next-dev-b')
    }
    expect(seen).toEqual({ heading: 'Groups, reloaded', groups: ['Only in dev tenant B'] })
    expect(await get('next-dev-a')).toEqual({ heading: 'Groups, reloaded', groups: ['Only in dev tenant A'] })
  } finally {
    writeFileSync(heading, source)
    // next dev and the server it forked: the whole group.
    await stopGroup(dev)
  }
}, 300_000)
