import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // This project lives in a folder of the mock's repository, and is run from the repository's root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    globalSetup: ['messaging-mock/vitest/setup'],
    include: ['test/**/*.test.ts'],
  },
})
