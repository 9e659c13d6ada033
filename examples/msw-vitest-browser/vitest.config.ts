import { fileURLToPath } from 'node:url'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // This project lives in a folder of the mock's repository, and is run from the repository's root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  // MSW's worker script is served from Vite's public folder, at /mockServiceWorker.js, where
  // setupWorker looks for it: `npx msw init public` puts it there (Vitest 5 no longer serves one).
  publicDir: 'public',
  test: {
    include: ['test/**/*.test.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          // Debian's Chromium; without executablePath, Playwright's own download of Chromium.
          executablePath: '/usr/bin/chromium',
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
        },
      }),
      instances: [{ browser: 'chromium' }],
      // The page and its worker come from a loopback server: a secure context, as service workers need.
      api: { host: '127.0.0.1' },
    },
  },
})
