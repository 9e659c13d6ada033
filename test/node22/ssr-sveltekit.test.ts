import { it } from 'vitest'
import { appUnderTest, expectProjectPassed, freePorts, runInApp } from '../support/ssr-app.js'

/**
 * Issue 55: a tenant per test reaches the app's own server. test/apps/sveltekit/ is a SvelteKit 3
 * app on adapter-node whose load functions and form action call the mock (SvelteKit's fetch, and
 * axios); it is installed from its own lockfile with this package linked in and built by
 * `vite build`, and its Playwright project runs it twice from that build, `node build` under
 * NODE_OPTIONS='--import messaging-mock/register' and server.js, which imports the preload on its
 * first line, both against one mock started here. SvelteKit 3 needs Node 22.17, hence this folder.
 */
const app = appUnderTest('sveltekit', [
  ['build', (folder) => runInApp(folder, 'npm', ['run', 'build'])],
  // The app's own code and specs, which no build checks: the root's tsc leaves test/apps/ alone.
  ['typecheck', (folder) => runInApp(folder, 'npm', ['run', 'typecheck'])],
])

/** Every spec runs in both projects: the preload in NODE_OPTIONS, and the import line in server.js. */
const specs = [
  ['axios.spec.ts', 'a load that calls the mock with axios (node:http) reads the test’s tenant'],
  ['concurrent.spec.ts', '20 tenants at once over plain HTTP: each page holds its own group and no other'],
  ['form-action.spec.ts', 'a group made by the form action lands in the test’s tenant, not in default'],
  [
    'navigation.spec.ts',
    'links load each page’s data from the app’s server in the test’s tenant, without a new document',
  ],
  ...['ana', 'ben', 'cleo', 'dan'].map((who) => [
    'server-render.spec.ts',
    `${who}'s tenant: the server renders only ${who}'s group`,
  ]),
]
const expected = ['import-line', 'preload'].flatMap((project) =>
  specs.map(([file, title]) => [project, file, title, 'passed']),
)

it('the SvelteKit app reaches each test’s tenant from its server, with the preload and with the import line', async () => {
  // Two servers at once: the ports are held together so that they differ.
  const [port, customServerPort] = await freePorts(2)
  // A fixture's tenant for each of the 7 tests of each project that use a page or `mock`, and the
  // 20 of each concurrency test; one look into default by the form test of each project.
  await expectProjectPassed(
    app,
    { PORT: String(port), CUSTOM_SERVER_PORT: String(customServerPort) },
    expected,
    { default: 1, pw: 14, sk: 40 },
    2,
  )
}, 700_000)
