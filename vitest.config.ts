import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Time limits only catch a hang: CI runs on a busy 2-core machine, where a test can take a
    // few times what it takes alone, and no verdict may depend on that (speed belongs in
    // `npm run bench`). The slowest tests that keep this default take seconds there; the longer
    // ones (the soak, the fuzz, the bench, the browser, the package) set their own.
    testTimeout: 60_000,
    // Every app a test makes checks its own answers against schemas/: a drift fails the test that caused it.
    env: { MESSAGING_MOCK_SELF_CHECK: '1' },
    hookTimeout: 120_000,
  },
})
