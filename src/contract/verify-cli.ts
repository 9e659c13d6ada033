/** `messaging-mock verify <base-url> --token T [...]`: the command line of `verify`, its output and exit status. */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { Unreachable } from '../provider/client.js'
import { checkLine, junitXml, reportLines } from '../provider/report.js'
import { type VerifyOptions, verify } from '../provider/verify.js'
import { httpUrl, oneOf, timeoutOf, UsageError } from './arguments.js'

export const verifyUsage = `Usage: messaging-mock verify <base-url> --token <token> [options]
  Checks a server that implements the interface (the real API, a staging server, this mock)
  against the mock's contract and reports every difference. See docs/verify.md.
  <base-url>               the API's root, without /v1 (e.g. https://staging.example.com)
  --token T                bearer token of a caller on that server (required)
  --write                  also send, edit, react, attach, delete; create, update, archive and delete a
                           group: all inside a group the run creates and deletes
  --timestamp-unit s|ms    the unit the mock is set to (default s)
  --update-mode merge|replace  what the mock does on reaction and attachment updates (default merge)
  --timeout MS             per request (default 10000)
  --junit FILE             write the checks as JUnit XML
  --json                   print the report as JSON instead of lines
  --help                   this text
Exit status: 0 all checks passed, 1 some failed, 2 bad command line or unreachable server.`

/** Where the command writes: stdout for the report, stderr for problems. */
export interface Output {
  out: (line: string) => void
  err: (line: string) => void
}

const console_: Output = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}

interface Parsed {
  options: VerifyOptions
  junit?: string
  json: boolean
}

/** Runs `verify` from command-line arguments (after the word `verify`); resolves to the exit status. */
export async function verifyCommand(args: string[], output: Output = console_): Promise<number> {
  let parsed: Parsed | 'help'
  try {
    parsed = parse(args)
  } catch (error) {
    output.err(`messaging-mock verify: ${(error as Error).message}\nRun messaging-mock verify --help for the options.`)
    return 2
  }
  if (parsed === 'help') {
    output.out(verifyUsage)
    return 0
  }
  const { options, junit, json } = parsed
  try {
    const report = await verify({ ...options, onCheck: json ? undefined : (check) => output.out(checkLine(check)) })
    if (json) output.out(JSON.stringify(report, null, 2))
    else for (const line of reportLines(report).slice(report.checks.length)) output.out(line)
    if (junit) {
      try {
        mkdirSync(dirname(resolve(junit)), { recursive: true })
        writeFileSync(junit, junitXml(report))
      } catch (error) {
        output.err(`messaging-mock verify: cannot write the JUnit file: ${(error as Error).message}`)
        return 2
      }
    }
    return report.failed > 0 ? 1 : 0
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error
    output.err(`messaging-mock verify: cannot reach the provider: ${error.message}. No check was run.`)
    return 2
  }
}

function parse(args: string[]): Parsed | 'help' {
  let values: ReturnType<typeof parseFlags>['values']
  let positionals: string[]
  try {
    ;({ values, positionals } = parseFlags(args))
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  if (values.help) return 'help'
  if (positionals.length !== 1) throw new UsageError('give exactly one <base-url>.')
  const baseUrl = httpUrl('<base-url>', positionals[0])
  if (!values.token) throw new UsageError('--token is required.')
  return {
    options: {
      baseUrl,
      token: values.token,
      write: values.write ?? false,
      timestampUnit: oneOf('timestamp-unit', values['timestamp-unit'], ['s', 'ms'] as const),
      updateMode: oneOf('update-mode', values['update-mode'], ['merge', 'replace'] as const),
      timeoutMs: timeoutOf(values.timeout),
    },
    junit: values.junit,
    json: values.json ?? false,
  }
}

function parseFlags(args: string[]) {
  const text = { type: 'string' } as const
  const flag = { type: 'boolean' } as const
  return parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: {
      token: text,
      write: flag,
      junit: text,
      json: flag,
      'timestamp-unit': text,
      'update-mode': text,
      timeout: text,
      help: { type: 'boolean', short: 'h' },
    },
  })
}
