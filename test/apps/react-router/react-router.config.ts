import type { Config } from '@react-router/dev/config'

// Every page is rendered on the server, per request: nothing is prerendered at build time, so a
// build needs no API running.
export default { ssr: true } satisfies Config
