import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../test/support/chromium.js'

/**
 * The chat app of app/ against the mock, in 4 parallel workers of Debian's Chromium (the runner's
 * own browser download cannot work on the machines this runs on). Each worker starts its own mock
 * in-process (messaging-mock/playwright); the app is served from another origin by global-setup.ts.
 * test/playwright-fixtures.test.ts runs this project and reads its JSON report.
 */
const output = process.env.E2E_OUTPUT_DIR ?? join(tmpdir(), 'messaging-mock-e2e')

export default defineConfig({
  testDir: 'specs',
  globalSetup: './global-setup.ts',
  outputDir: join(output, 'results'),
  workers: 4,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // CI is a busy 2-core machine running 4 browsers: the limits only catch a hang.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: join(output, 'report.json') }]],
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
