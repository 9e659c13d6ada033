import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import type { MockTestOptions, MockWorkerOptions } from 'messaging-mock/playwright'
import { chromiumLaunchOptions } from '../../support/chromium.js'

/**
 * The React Router app of app/, built (`npm run build`) and started once with the preload, against
 * one running mock at MESSAGING_MOCK_URL; every test gets a tenant of its own in it, which the
 * fixture's `mock-tenant` cookie carries to the app's server (W3C baggage in baggage.spec.ts, which
 * asks for it with mockAppTenant), and the preload from there to the mock.
 * test/node22/ssr-react-router.test.ts builds the app, starts the mock and runs this project.
 */
const mockUrl = process.env.MESSAGING_MOCK_URL
if (!mockUrl) throw new Error('Set MESSAGING_MOCK_URL to the URL of a running mock.')
const port = process.env.PORT ?? '3000'
const baseURL = `http://127.0.0.1:${port}`
const output = process.env.E2E_OUTPUT_DIR ?? join(tmpdir(), 'messaging-mock-react-router')

export default defineConfig<MockTestOptions, MockWorkerOptions>({
  testDir: 'tests',
  outputDir: join(output, 'results'),
  workers: 4,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // CI is a busy 2-core machine running 4 browsers: the limits only catch a hang.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: join(output, 'report.json') }]],
  use: { baseURL, mockUrl },
  webServer: {
    command: 'npm start',
    // Ready when the port takes connections: a readiness `url` of a page whose loader calls the mock
    // would be requested with no tenant, so that call would go to the mock's default tenant.
    port: Number(port),
    env: {
      NODE_OPTIONS: '--import messaging-mock/register',
      MESSAGING_MOCK_URL: mockUrl,
      PORT: port,
      HOST: '127.0.0.1',
    },
    timeout: 120_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: chromiumLaunchOptions,
      },
    },
  ],
})
