import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20000,
    // Every app a test makes checks its own answers against schemas/: a drift fails the test that caused it.
    env: { MESSAGING_MOCK_SELF_CHECK: '1' },
    hookTimeout: 60000,
  },
})
