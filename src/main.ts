#!/usr/bin/env node
/** The process: flags, fixtures, listen, signals. Nothing else. */
import { type CliOptions, explain, parseCli, usage } from './cli.js'
import { commandOf } from './commands.js'
import { readFixtureFile } from './fixture-files.js'
import { askedFormat, type ProcessLog, processLog } from './log.js'
import { startServer } from './server.js'
import { watchFixtures } from './watch.js'

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  const command = commandOf(argv)
  if (command) {
    process.exitCode = await command(argv.slice(1))
    return
  }
  let log: ProcessLog | undefined
  let options: CliOptions | 'help'
  try {
    options = parseCli(argv, process.env)
    if (options === 'help') {
      console.log(usage)
      return
    }
    log = await processLog(options.logFormat, !options.quiet)
    const { generate, fixturesFile = '', fixturesGiven: givenFile } = options
    // --generate alone generates a world without a fixture file; with --fixtures the two mix.
    const fixtures =
      generate === undefined ? undefined : { ...(givenFile ? (readFixtureFile(fixturesFile) as object) : {}), generate }
    const running = await startServer({
      ...options,
      fixtures,
      log: log.request,
      notify: log.notice,
      onBug: (error) => log?.error('unexpected error', error),
    })
    const watcher = options.watch && !fixtures ? watchFixtures(running.mock, fixturesFile, log.notice) : undefined
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
      // Within a second whatever is open: what the state directory waits to write is written on exit.
      setTimeout(() => process.exit(0), 900).unref()
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
    // Announced only once a signal is handled: a supervisor may send one as soon as it reads the line.
    const source = generate && !givenFile ? 'a generated world' : fixturesFile
    const token = [...running.mock.tenant().state.world.tokens.keys()][0] ?? 'any-token'
    const docs = `${running.url}/__docs`
    log.started(
      `messaging-mock listening on ${running.url} with ${source}; try: curl -H 'Authorization: Bearer ${token}' ${running.url}/v1/groups; API reference: ${docs}`,
      { url: running.url, fixture: source, token, docs },
    )
  } catch (error) {
    // A command line that did not parse still gets the format it asked for.
    log ??= await processLog(askedFormat(argv), false)
    log.error(explain(error))
    process.exit(2)
  }
}

await main()
