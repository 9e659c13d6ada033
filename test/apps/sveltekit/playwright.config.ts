import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import type { MockTestOptions, MockWorkerOptions } from 'messaging-mock/playwright'
import { chromiumLaunchOptions } from '../../support/chromium.js'

/**
 * The SvelteKit app (adapter-node, built by `vite build`) against one shared mock at
 * MESSAGING_MOCK_URL, in 4 workers of Debian's Chromium. One build is started twice: `node build`
 * with the preload in NODE_OPTIONS, and server.js, whose first line imports it; every spec runs
 * against both. test/node22/ssr-sveltekit.test.ts builds the app, starts the mock and reads the report.
 */
const mockUrl = process.env.MESSAGING_MOCK_URL
if (!mockUrl) throw new Error('Set MESSAGING_MOCK_URL: the app’s server and the tests use one running mock.')
const port = process.env.PORT ?? '3000'
const customServerPort = process.env.CUSTOM_SERVER_PORT ?? '3001'
const output = process.env.E2E_OUTPUT_DIR ?? join(tmpdir(), 'messaging-mock-sveltekit')

/**
 * What adapter-node's server (`node build`, or its handler in server.js) is told: where to listen,
 * its ORIGIN (over plain HTTP it would take itself for https and refuse the form's post as
 * cross-site), and the mock's URL, for the app and for the preload.
 */
const serverEnv = (listen: string) => ({
  HOST: '127.0.0.1',
  PORT: listen,
  ORIGIN: `http://127.0.0.1:${listen}`,
  MESSAGING_MOCK_URL: mockUrl,
})

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
  use: {
    mockUrl,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'preload', use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'import-line', use: { baseURL: `http://127.0.0.1:${customServerPort}` } },
  ],
  // Each is ready when its port takes connections: a readiness `url` of a page whose load calls the
  // mock would be requested with no tenant, so that call would go to the mock's default tenant.
  webServer: [
    {
      command: 'node build',
      port: Number(port),
      env: { ...serverEnv(port), NODE_OPTIONS: '--import messaging-mock/register' },
      timeout: 120_000,
    },
    {
      // The same build behind a server of the app's own whose first line imports the preload.
      command: 'node server.js',
      port: Number(customServerPort),
      env: serverEnv(customServerPort),
      timeout: 120_000,
    },
  ],
})
