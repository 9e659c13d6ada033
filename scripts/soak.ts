/**
 * The soak: `npm run soak -- --seconds 60 [--concurrency 32] [--warmup 10]`. Builds, starts
 * `node dist/main.js --port 0` as a child, drives a mixed load at full speed over HTTP, and reports
 * requests, errors and the server's RSS at start, after warm-up and at the end. Exits 1 if any
 * request errored (a 5xx or a network error) or RSS grew more than 50% after warm-up.
 */
import { parseArgs } from 'node:util'
import { build, growth, report, soak, startCli } from '../test/support/soak.js'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    concurrency: { type: 'string', default: '32' },
    warmup: { type: 'string' },
  },
})
const seconds = Number(values.seconds)
const concurrency = Number(values.concurrency)
const warmup = values.warmup === undefined ? Math.min(10, seconds / 5) : Number(values.warmup)
if (!(seconds > 0 && concurrency >= 1 && warmup >= 0 && warmup < seconds)) {
  console.error('usage: npm run soak -- [--seconds N] [--concurrency N] [--warmup N]')
  process.exit(2)
}

const cli = await startCli(build())
console.log(`soak: ${seconds} s, ${concurrency} in flight, against pid ${cli.pid} on port ${cli.port}`)
let result: Awaited<ReturnType<typeof soak>>
try {
  result = await soak(cli, { seconds, concurrency, warmup, progress: (line) => console.log(line) })
} finally {
  await cli.stop()
}
console.log(report(result))
const failed = result.errors > 0 || growth(result) > 0.5
console.log(failed ? 'soak: FAILED' : 'soak: passed')
process.exit(failed ? 1 : 0)
