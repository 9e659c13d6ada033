import { defineConfig } from 'vitest/config'

/**
 * Tests that judge how long a client beside the mock waits: they run after every other file, on
 * their own, so that the rest of the suite's load is not what they measure (CI's machine is busy
 * enough without it).
 */
const alone = ['test/browser/big-world.test.ts']

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
      { extends: true, test: { name: 'suite', include: ['test/**/*.test.ts'], exclude: alone } },
      { extends: true, test: { name: 'alone', include: alone, sequence: { groupOrder: 1 } } },
    ],
  },
})
