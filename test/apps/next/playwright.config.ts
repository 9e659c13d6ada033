import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import type { MockTestOptions, MockWorkerOptions } from 'messaging-mock/playwright'
import { chromiumLaunchOptions } from '../../support/chromium.js'

/**
 * The Next.js app of app/, built by `next build` and started by `next start` with the preload,
 * against one running mock at MESSAGING_MOCK_URL, in 4 parallel workers of Debian's Chromium.
 * Each test's tenant reaches the app's server as the `mock-tenant` cookie the fixture sets on
 * baseURL. test/node22/ssr-next.test.ts builds the app, starts the mock, runs this project and
 * reads its JSON report.
 */
const mockUrl = process.env.MESSAGING_MOCK_URL
if (!mockUrl) throw new Error('Set MESSAGING_MOCK_URL: the app’s server and the tests use one running mock.')
const port = Number(process.env.PORT ?? 3000)
const baseURL = `http://127.0.0.1:${port}`
const output = process.env.E2E_OUTPUT_DIR ?? join(tmpdir(), 'messaging-mock-ssr-next')

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
    command: `npx next start -p ${port} -H 127.0.0.1`,
    // Ready when the port takes connections: a readiness `url` of a page whose server code calls the
    // mock would be requested with no tenant, so that call would go to the mock's default tenant.
    port,
    env: {
      NODE_OPTIONS: '--import messaging-mock/register',
      MESSAGING_MOCK_URL: mockUrl,
      NEXT_TELEMETRY_DISABLED: '1',
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
