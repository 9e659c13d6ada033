#!/usr/bin/env node
/** The process: flags, fixtures, listen, signals. Nothing else. */
import { parseArgs } from 'node:util'
import { defaultFixturesFile } from './options.js'
import { type ServerOptions, startServer } from './server.js'
import { FixtureError, jsonPath } from './store/world.js'

const usage = `Usage: messaging-mock [options]
  --port N              port to listen on (default 4010, or $PORT; 0 picks a free one)
  --host H              address to listen on (default 127.0.0.1)
  --fixtures FILE       fixture document to serve (default fixtures/default.json)
  --auth any|strict     any: unknown tokens act as the default caller (default); strict: 401
  --timestamp-unit s|ms timestamps in Unix seconds (default) or milliseconds
  --update-mode merge|replace  reactions/attachments updates add (default) or replace
  --seed N              make generated ids reproducible
  --help                this text`

class UsageError extends Error {}

function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined
  if (!allowed.includes(value as T))
    throw new UsageError(`--${flag} must be one of ${allowed.join(', ')}, not "${value}".`)
  return value as T
}

function integer(flag: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined
  if (!/^[0-9]+$/.test(value) || Number(value) > max)
    throw new UsageError(`--${flag} must be a whole number from 0 to ${max}, not "${value}".`)
  return Number(value)
}

export function parseCli(argv: string[], env: NodeJS.ProcessEnv): ServerOptions | 'help' {
  let parsed: ReturnType<typeof parse>
  try {
    parsed = parse(argv)
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const { values } = parsed
  if (values.help) return 'help'
  return {
    port: integer('port', values.port ?? env.PORT, 65535) ?? 4010,
    host: values.host ?? '127.0.0.1',
    fixturesFile: values.fixtures ?? defaultFixturesFile,
    auth: oneOf('auth', values.auth, ['any', 'strict'] as const),
    timestampUnit: oneOf('timestamp-unit', values['timestamp-unit'], ['s', 'ms'] as const),
    updateMode: oneOf('update-mode', values['update-mode'], ['merge', 'replace'] as const),
    seed: integer('seed', values.seed, 2 ** 32 - 1),
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      fixtures: { type: 'string' },
      auth: { type: 'string' },
      'timestamp-unit': { type: 'string' },
      'update-mode': { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}

/** One paragraph a person can act on, for everything that stops the start. */
function explain(error: unknown): string {
  if (error instanceof UsageError) return `${error.message}\nRun with --help for the options.`
  if (error instanceof FixtureError) {
    const lines = error.issues.map((i) => `  ${jsonPath(i.path)}: ${i.message}`)
    return `The fixture ${error.source} is invalid:\n${lines.join('\n')}`
  }
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'EADDRINUSE') return `The port is already in use: ${(error as Error).message}. Pick another with --port.`
  if (code === 'EACCES' || code === 'EADDRNOTAVAIL') return `Cannot listen there: ${(error as Error).message}.`
  return `Cannot start: ${(error as Error).message ?? String(error)}`
}

async function main(): Promise<void> {
  let options: ServerOptions | 'help'
  try {
    options = parseCli(process.argv.slice(2), process.env)
    if (options === 'help') {
      console.log(usage)
      return
    }
    const running = await startServer(options)
    const tokens = [...running.mock.tenant().state.world.tokens.keys()]
    const token = tokens[0] ?? 'any-token'
    console.log(
      `messaging-mock listening on ${running.url} with ${options.fixturesFile}; try: curl -H 'Authorization: Bearer ${token}' ${running.url}/v1/groups`,
    )
    let closing = false
    const stop = () => {
      if (closing) process.exit(0)
      closing = true
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  } catch (error) {
    console.error(`messaging-mock: ${explain(error)}`)
    process.exit(2)
  }
}

await main()
