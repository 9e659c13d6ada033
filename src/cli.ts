import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { oneOf, UsageError } from './contract/arguments.js'
import { presetNames } from './engine/activity/config.js'
import { parseDuration } from './engine/core/durations.js'
import type { ActivityInput, ActivityPreset } from './engine/core/types.gen.js'
import { StateError } from './engine/durable/replay.js'
import { FixtureError, jsonPath } from './engine/store/world.js'
import { defaultFixturesFile, readFixtureFile } from './fixture-files.js'
import { ceilingBytes, memoryUsage } from './http/memory.js'
import type { ServerOptions } from './server.js'
import { StateDirError } from './state-dir/format.js'

/** The prefix of the variables that set options: MESSAGING_MOCK_ADMIN_TOKEN is --admin-token. */
export const envPrefix = 'MESSAGING_MOCK_'

export const usage = `Usage: messaging-mock [options]
       messaging-mock verify <base-url> --token T [--write] [--junit FILE] [--json] ...
           check a server (the real API, staging) against the mock's contract; verify --help
       messaging-mock snapshot <base-url> --token T [--out FILE]
           write what a token sees on a server as a fixture document; snapshot --help
       messaging-mock pact --url <mock url> --consumer C --provider P [--spec 4|3] [--out FILE]
           write the Pact file of what a running mock's clients sent; pact --help
       messaging-mock coverage --url <mock url> [--min PERCENT] [--junit FILE] [--json]
           what a running mock's clients exercised of the contract; coverage --help
       messaging-mock mcp [options of the server | --url <mock url> [--admin-token T]]
           the mock as an MCP server over stdio, for a coding agent; mcp --help
Options of the server:
  --port N                 port to listen on (default 4010, or $PORT; 0 picks a free one)
  --host H                 address to listen on (default 127.0.0.1)
  --fixtures FILE          fixture document to serve (default fixtures/default.json)
  --fixtures-dir DIR       folder of the named fixtures of POST /__fixtures/:name (default: the fixture's)
  --generate SPEC          generate a world, e.g. contacts=50,groups=10,messages_per_conversation=200
  --seed N                 seed of generated worlds and ids (overrides the fixture's)
  --auth any|strict        any: unknown tokens act as the default caller (default); strict: 401
  --timestamp-unit s|ms    timestamps in Unix seconds (default) or milliseconds
  --update-mode merge|replace  reaction and attachment updates add (default) or replace
  --clock T                start with the clock frozen at timestamp T
  --activity PRESET|FILE   the other participants reply, react, read and write on their own:
                           replies, read-receipts, lively, demo, or a JSON file (docs/activity.md)
  --latency MIN-MAX        add a random delay of MIN to MAX ms to every /v1 answer
  --admin-token T          require Authorization: Bearer T on every /__ path
  --cors-origin LIST       comma-separated origins allowed from browsers (default: any)
  --max-tenants N          at most N tenants (default 1000); those past their lease or idle
                           time are ended before a new one is refused
  --tenant-idle DURATION   end a tenant without a lease once unused this long: 90s, 15m, 2h, 7d
                           (default: never; docs/tenants.md#tenants-that-end)
  --max-memory SIZE        refuse writes that would grow a world (507) past this much live
                           heap: 40% of its old generation (default), 256mb, 1gib, 0 for none
  --state-dir DIR          keep every tenant in DIR and start from what it kept: nothing
                           acknowledged is lost when the process ends (docs/durability.md)
  --fsync always|everysec|no  when a kept change reaches the disk itself (default everysec)
  --self-check             check every /v1 answer against its schema (500 on drift)
  --watch                  reload the fixture file when it changes
  --log pretty|json        log format (default pretty); json: every line written is a JSON object
  --quiet                  no request log
  --help                   this text
Every option may also come from the environment, as ${envPrefix}<OPTION>: ${envPrefix}ADMIN_TOKEN=T
for --admin-token T, ${envPrefix}FIXTURES=/fixtures/bug-123.json, ${envPrefix}QUIET=true for a flag.
The command line wins over the environment.`

export interface CliOptions extends ServerOptions {
  /** Whether a fixture file was named (--fixtures or its variable), rather than the default taken. */
  fixturesGiven: boolean
  watch: boolean
  /** How every line the process writes looks: JSON lines, or plain text with a readable request log. */
  logFormat: 'pretty' | 'json'
  /** No request log (start-up, notices and errors are still written). */
  quiet: boolean
  /** The `generate` section given with --generate, merged into the fixture. */
  generate?: Record<string, number>
}

const generateKeys = ['contacts', 'groups', 'direct_conversations', 'messages_per_conversation', 'seed']

/** The variable that sets `--option`. */
export const envName = (option: string) => envPrefix + option.toUpperCase().replaceAll('-', '_')

/**
 * Reads the command line, after the options the environment sets (so the command line wins), and
 * $PORT; throws a UsageError a person can act on. A container passes its options as variables, so
 * that a secret such as the admin token is not in the process list.
 */
export function parseCli(argv: string[], env: NodeJS.ProcessEnv): CliOptions | 'help' {
  let values: ReturnType<typeof parse>['values']
  try {
    values = parse([...envArguments(env), ...argv]).values
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  if (values.help) return 'help'
  const latency = values.latency === undefined ? undefined : range('latency', values.latency)
  return {
    port: integer('port', values.port ?? env.PORT, 65535) ?? 4010,
    host: values.host ?? '127.0.0.1',
    fixturesFile: values.fixtures ?? defaultFixturesFile,
    fixturesGiven: values.fixtures !== undefined,
    fixturesDir: values['fixtures-dir'],
    generate: values.generate === undefined ? undefined : generateSpec(values.generate),
    seed: integer('seed', values.seed, 2 ** 32 - 1),
    auth: oneOf('auth', values.auth, ['any', 'strict'] as const),
    timestampUnit: oneOf('timestamp-unit', values['timestamp-unit'], ['s', 'ms'] as const),
    updateMode: oneOf('update-mode', values['update-mode'], ['merge', 'replace'] as const),
    clock: integer('clock', values.clock, Number.MAX_SAFE_INTEGER),
    activity: values.activity === undefined ? undefined : activityOption(values.activity),
    latency,
    adminToken: values['admin-token'],
    corsOrigins: values['cors-origin']?.split(',').map((o) => o.trim()),
    maxTenants: integer('max-tenants', values['max-tenants'], 1_000_000),
    tenantIdle: values['tenant-idle'] === undefined ? undefined : durationOption('tenant-idle', values['tenant-idle']),
    maxMemory: values['max-memory'] === undefined ? undefined : memoryOption(values['max-memory']),
    stateDir: values['state-dir'],
    fsync: oneOf('fsync', values.fsync, ['always', 'everysec', 'no'] as const),
    selfCheck: values['self-check'] ?? false,
    watch: values.watch ?? false,
    logFormat: oneOf('log', values.log, ['pretty', 'json'] as const) ?? 'pretty',
    quiet: values.quiet ?? false,
  }
}

const text = { type: 'string' } as const
const flag = { type: 'boolean' } as const
/** The server's options, as node:util's parseArgs takes them. */
const options = {
  port: text,
  host: text,
  fixtures: text,
  'fixtures-dir': text,
  generate: text,
  seed: text,
  auth: text,
  'timestamp-unit': text,
  'update-mode': text,
  clock: text,
  activity: text,
  latency: text,
  'admin-token': text,
  'cors-origin': text,
  'max-tenants': text,
  'tenant-idle': text,
  'max-memory': text,
  'state-dir': text,
  fsync: text,
  'self-check': flag,
  watch: flag,
  log: text,
  quiet: flag,
  help: { type: 'boolean', short: 'h' },
} as const

/** The names of the server's options (without --), each of which a variable may set. */
export const optionNames = Object.keys(options).filter((name) => name !== 'help')

function parse(argv: string[]) {
  return parseArgs({ args: argv, strict: true, allowPositionals: false, options })
}

/** The options the environment sets, as command-line arguments; a flag's variable is true or false. */
function envArguments(env: NodeJS.ProcessEnv): string[] {
  const args: string[] = []
  for (const name of optionNames) {
    const value = env[envName(name)]
    if (value === undefined || value === '') continue
    if (options[name as keyof typeof options].type === 'string') args.push(`--${name}=${value}`)
    else if (value === 'true' || value === '1') args.push(`--${name}`)
    else if (value !== 'false' && value !== '0')
      throw new UsageError(`${envName(name)} must be true or false (or 1 or 0), not "${value}".`)
  }
  return args
}

function integer(flag: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined
  if (!/^[0-9]+$/.test(value) || Number(value) > max)
    throw new UsageError(`--${flag} must be a whole number from 0 to ${max}, not "${value}".`)
  return Number(value)
}

function durationOption(flag: string, value: string): number {
  const ms = parseDuration(value)
  if (ms === undefined)
    throw new UsageError(
      `--${flag} must be a duration of 1s to 366d, such as 90s, 15m, 2h or 7d (a bare number is seconds), not "${value}".`,
    )
  return ms
}

function memoryOption(value: string): string {
  if (ceilingBytes(value) === undefined) throw new UsageError(memoryUsage(value))
  return value
}

function range(flag: string, value: string): { min: number; max: number } {
  const match = /^([0-9]+)(?:-([0-9]+))?$/.exec(value)
  const min = Number(match?.[1])
  const max = Number(match?.[2] ?? match?.[1])
  if (!match || max < min || max > 60_000)
    throw new UsageError(`--${flag} must be MIN-MAX in milliseconds (at most 60000), such as 50-200, not "${value}".`)
  return { min, max }
}

/** A preset's name, or the file of an activity configuration (checked when the mock starts). */
function activityOption(value: string): ActivityInput {
  if ((presetNames as string[]).includes(value)) return { preset: value as ActivityPreset }
  if (!existsSync(value))
    throw new UsageError(`--activity must be a preset (${presetNames.join(', ')}) or a JSON file, not "${value}".`)
  try {
    return readFixtureFile(value) as ActivityInput
  } catch (error) {
    if (error instanceof FixtureError) throw new FixtureError(error.source, error.issues, 'activity')
    throw error
  }
}

function generateSpec(value: string): Record<string, number> {
  const spec: Record<string, number> = {}
  for (const part of value.split(',')) {
    const [key, count] = part.split('=')
    if (!generateKeys.includes(key) || count === undefined || !/^[0-9]+$/.test(count))
      throw new UsageError(`--generate takes key=N pairs of ${generateKeys.join(', ')}, not "${part}".`)
    spec[key] = Number(count)
  }
  return spec
}

/** One paragraph a person can act on, for everything that stops the start. */
export function explain(error: unknown): string {
  if (error instanceof UsageError) return `${error.message}\nRun with --help for the options.`
  if (error instanceof StateDirError || error instanceof StateError)
    return `Cannot start from the state directory: ${error.message}`
  if (error instanceof FixtureError) {
    const lines = error.issues.map((i) => `  ${jsonPath(i.path)}: ${i.message}`)
    return `The ${error.kind} ${error.source} is invalid:\n${lines.join('\n')}`
  }
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'EADDRINUSE') return `The port is already in use: ${(error as Error).message}. Pick another with --port.`
  if (code === 'EACCES' || code === 'EADDRNOTAVAIL') return `Cannot listen there: ${(error as Error).message}.`
  return `Cannot start: ${(error as Error).message ?? String(error)}`
}
