#!/usr/bin/env node
/** The process: flags, fixtures, listen, signals. Nothing else. */
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

await main()
