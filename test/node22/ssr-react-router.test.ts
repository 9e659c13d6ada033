import { it } from 'vitest'
import { appUnderTest, expectProjectPassed, freePorts, runInApp } from '../support/ssr-app.js'

/**
 * Issue 55 on React Router 8 (framework mode): test/apps/react-router, a real app whose loaders and
 * action call the mock from its server, is installed from its own lockfile with this package linked
 * in, built with `react-router build`, and started by its Playwright project with
 * `--import messaging-mock/register` against one mock started here. Each test's tenant reaches the
 * app's server in the fixture's cookie (or, with mockAppTenant 'baggage', in W3C baggage; or a
 * header), and the mock through the loaders' fetch and axios.
 */
const app = appUnderTest('react-router', [
  ['build', (folder) => runInApp(folder, 'npm', ['run', 'build'])],
  // The app's own code and specs, which no build checks: the root's tsc leaves test/apps/ alone.
  ['typecheck', (folder) => runInApp(folder, 'npm', ['run', 'typecheck'])],
])

const expected = [
  ['action.spec.ts', 'a group created through the route action lands in the test’s tenant, and not in default'],
  ['axios.spec.ts', 'the loader’s axios call (node:http) reaches the test’s tenant'],
  [
    'baggage.spec.ts',
    'with mockAppTenant baggage, the page and a <Link>’s data request carry the tenant in baggage, with no cookie',
  ],
  ['concurrent.spec.ts', '20 tenants at once over plain HTTP: each page holds its own group and no other'],
  ...['ana', 'ben', 'cleo', 'dev', 'eve', 'farah'].map((who) => [
    'isolation.spec.ts',
    `${who} sees only the group of its own tenant, rendered on the server`,
  ]),
  ['navigation.spec.ts', 'a <Link> to a group loads its loader’s data from the app’s server, in the test’s tenant'],
].map(([file, title]) => ['chromium', file, title, 'passed'])

it('loaders, the action and a <Link> navigation reach each test’s tenant through the preload, in 4 workers', async () => {
  const [port] = await freePorts(1)
  // A fixture's tenant for each of the 10 tests that use a page or `mock`, and the 20 of concurrent.
  await expectProjectPassed(app, { PORT: String(port) }, expected, { default: 1, pw: 10, rr: 20 }, 1)
}, 700_000)
