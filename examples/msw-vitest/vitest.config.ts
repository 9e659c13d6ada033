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
      {
        extends: true,
        test: {
          name: 'happy-dom',
          environment: 'happy-dom',
          env: { DOM: 'HappyDOM' },
          // happy-dom enforces CORS on a page's fetch, and with msw 3 its preflight reaches the handlers
          // without its Origin (msw 3 rebuilds the request with happy-dom's Request, which drops the
          // headers a page may not set): the mock cannot tell it is one. A component test has no use
          // for CORS; the mock's CORS is that of the server (docs/browsers.md).
          environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
        },
      },
    ],
  },
})
