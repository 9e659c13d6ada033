import { defineConfig } from 'vitest/config'

/**
 * Tests of tools that themselves need Node 22.12 or later (Vitest 5, pact-core 20 and its
 * pact_ffi, the MCP Inspector). On an older Node they are not collected at all, rather than
 * collected and skipped; CI runs them in its Node 22 and 26 lanes (docs/development.md).
 */
const needsNode22 = 'test/node22/**/*.test.ts'
/**
 * The framework apps' own folders: their node_modules link messaging-mock back to this repository,
 * so their tests would be found again through the link. The apps are driven by test/node22/ssr-*.
 */
const apps = 'test/apps/**'
const [major, minor] = process.versions.node.split('.').map(Number)
const node22 = major > 22 || (major === 22 && minor >= 12)

/**
 * Tests that load the machine most: a million-message world beside a browser, a Playwright
 * project of 4 Chromium workers, and (on Node 22 and later) the framework apps, each installed,
 * built and driven by 4 Chromium workers. They run after every other file, one at a time, so that
 * neither their load nor the rest of the suite's starves another test into a timeout or a reset
 * connection (CI's machine has 2 cores).
 */
const alone = [
  'test/browser/big-world.test.ts',
  'test/playwright-fixtures.test.ts',
  ...(node22 ? ['test/node22/ssr-*.test.ts'] : []),
]

export default defineConfig({
  test: {
    // Time limits only catch a hang: CI runs on a busy 2-core machine, where a test can take a
    // few times what it takes alone, and no verdict may depend on that (speed belongs in
    // `npm run bench`). The slowest tests that keep this default take seconds there; the longer
    // ones (the soak, the fuzz, the bench, the browser, the package) set their own.
    testTimeout: 60_000,
    // Every app a test makes checks its own answers against schemas/: a drift fails the test that caused it.
    env: { MESSAGING_MOCK_SELF_CHECK: '1' },
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          include: ['test/**/*.test.ts'],
          exclude: node22 ? [...alone, apps] : [...alone, apps, needsNode22],
        },
      },
      { extends: true, test: { name: 'alone', include: alone, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
})
