// The mock as `startServer` with a fold threshold of one byte, which the CLI has no flag for: the
// bench's fold row (bench/durability.ts) starts it on a state directory and reads while the
// first fold runs. It prints the CLI's startup line and stops on SIGTERM, as the CLI does:
//   node bench/folding-mock.mjs <the mock's dist/index.js> <fixture file> <state directory>
import { pathToFileURL } from 'node:url'

const [entry, fixturesFile, stateDir] = process.argv.slice(2)
const { startServer } = await import(pathToFileURL(entry).href)
const server = await startServer({ fixturesFile, seed: 1, stateDir, stateFoldBytes: 1, port: 0 })
console.log(`messaging-mock listening on http://127.0.0.1:${server.port}`)
process.once('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
})
