import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/** The same tests in both DOM environments that component tests run in. */
export default defineConfig({
  // This project lives in a folder of the mock's repository, and is run from the repository's root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    projects: [
      { extends: true, test: { name: 'jsdom', environment: 'jsdom', env: { DOM: 'jsdom' } } },
      { extends: true, test: { name: 'happy-dom', environment: 'happy-dom', env: { DOM: 'HappyDOM' } } },
    ],
  },
})
