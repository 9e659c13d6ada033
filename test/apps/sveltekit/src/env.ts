import { defineEnvVars } from '@sveltejs/kit/env'

export const variables = defineEnvVars({
  MESSAGING_MOCK_URL: {
    description: 'The messaging API this app talks to, e.g. http://127.0.0.1:4010',
    // Read when the server starts, not inlined. Optional here because `vite build` checks every
    // variable while it analyses the routes, and a build must not need to know the API.
    schema: (value) => value,
  },
})
