#!/usr/bin/env node
/** The process: flags, fixtures, listen, signals, memory. Nothing else. */
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { type CliOptions, explain, parseCli, usage } from './cli.js'
import { readFixtureFile } from './fixtures.js'
import { requestLogger } from './log.js'
import { startServer } from './server.js'
import { watchFixtures } from './watch.js'

async function main(): Promise<void> {
  let options: CliOptions | 'help'
  try {
    options = parseCli(process.argv.slice(2), process.env)
    if (options === 'help') {
      console.log(usage)
      return
    }
    const { generate, fixturesFile = '' } = options
    const givenFile = process.argv.some((a) => a === '--fixtures' || a.startsWith('--fixtures='))
    // --generate alone generates a world without a fixture file; with --fixtures the two mix.
    const fixtures =
      generate === undefined ? undefined : { ...(givenFile ? (readFixtureFile(fixturesFile) as object) : {}), generate }
    const log = options.logFormat === 'none' ? undefined : await requestLogger(options.logFormat)
    const running = await startServer({ ...options, fixtures, log })
    boundHeapGrowth()
    const source = generate && !givenFile ? 'a generated world' : fixturesFile
    const token = [...running.mock.tenant().state.world.tokens.keys()][0] ?? 'any-token'
    console.log(
      `messaging-mock listening on ${running.url} with ${source}; try: curl -H 'Authorization: Bearer ${token}' ${running.url}/v1/groups`,
    )
    const watcher =
      options.watch && !fixtures
        ? watchFixtures(running.mock, fixturesFile, (l) => console.error(`messaging-mock: ${l}`))
        : undefined
    let closing = false
    const stop = () => {
      // A second signal does not wait for open requests.
      if (closing) process.exit(0)
      closing = true
      watcher?.close()
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
      setTimeout(() => process.exit(0), 5000).unref()
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  } catch (error) {
    console.error(`messaging-mock: ${explain(error)}`)
    process.exit(2)
  }
}

/** From this much heap in use once the world is built, the heap's growth is bounded. */
const largeHeap = 128 * 2 ** 20

/**
 * Under load V8 lets the old generation grow to two to four times what is live before it collects
 * it: with a million messages (some 300 MB live) that took the process past 1 GB of RSS for a store
 * that needs 450 MB. Past `largeHeap` the CLI asks V8 to collect at 1.3 times what is live instead,
 * which costs a few percent of throughput at that size. Small worlds keep V8's default: bounding a
 * small heap saves little memory and costs CPU in more frequent collections. createApp leaves its
 * host process's settings alone.
 */
function boundHeapGrowth(): void {
  if (getHeapStatistics().used_heap_size < largeHeap) return
  setFlagsFromString('--heap-growing-percent=30')
  // The factor applies from the next full collection: one runs now (the way jest-leak-detector
  // reaches gc()), which also frees what building the world left behind.
  setFlagsFromString('--expose-gc')
  ;(runInNewContext('gc') as () => void)()
}

await main()
