/**
 * The soak: `npm run soak -- --seconds 60 [--concurrency 32] [--warmup 10]`. Builds, starts
 * `node dist/main.js --port 0` as a child, drives a mixed load at full speed over HTTP, and reports
 * requests, errors, the server's RSS at start, after warm-up and at the end, and the heap it
 * retains (after a full collection) after warm-up and at the end. Exits 1 if any request errored
 * (a 5xx or a network error), RSS grew more than 50% after warm-up, or the retained heap more than
 * 25%.
 *
 * RSS is judged here and not in test/soak.test.ts: it depends on when the collector ran and on how
 * busy the machine is, which a long run averages out and a 10-second test does not.
 */
import { parseArgs } from 'node:util'
import { build, heapGrowth, heapGrowthLimit, report, rssGrowth, soak, startCli } from '../test/support/soak.js'

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
  result = await soak(cli, {
    length: { seconds, warmupSeconds: warmup },
    concurrency,
    progress: (line) => console.log(line),
  })
} finally {
  await cli.stop()
}
console.log(report(result))
const failed = result.errors > 0 || rssGrowth(result) > 0.5 || heapGrowth(result) > heapGrowthLimit
console.log(failed ? 'soak: FAILED' : 'soak: passed')
process.exit(failed ? 1 : 0)
