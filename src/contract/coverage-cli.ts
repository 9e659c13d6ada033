/** `messaging-mock coverage ...`: what a running mock's clients exercised of the contract (GET /__coverage). */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { coverageJunit, coverageMarkdown } from '../engine/control/coverage-text.js'
import type { Coverage } from '../engine/core/types.gen.js'
import { type CommandIo, processIo, UsageError } from './arguments.js'
import { commandLine, getFromMock, mockOptions, mockTarget } from './mock-command.js'

export const coverageUsage = `Usage: messaging-mock coverage --url <mock url> [options]
  Prints what the requests journaled by a running mock exercised of its OpenAPI document.
  --url URL          the running mock, with /t/<tenant> for a tenant (required)
  --tenants all|LIST every tenant (and those dropped since start), or names separated by commas
  --min PERCENT      exit 1 when the coverage is under PERCENT (0 to 100)
  --junit FILE       also write a JUnit XML file: one test case per item, failed where not exercised
  --json             print the report as JSON instead of Markdown
  --admin-token T    the mock's --admin-token, when it has one
  --timeout MS       for the request (default 10000)
  --help             this text
Exit status: 0 at or over --min, 1 under it (or the mock answered no report), 2 bad command line,
unreachable mock or a file that cannot be written.`

interface CoverageCommand {
  url: string
  tenants?: string
  min?: number
  junit?: string
  json: boolean
  adminToken?: string
  timeoutMs: number
}

/** `messaging-mock coverage ...` (`args` follow the word `coverage`); resolves to the exit status. */
export async function coverageCommand(args: string[], io: CommandIo = processIo): Promise<number> {
  const options = await commandLine('coverage', coverageUsage, args, io, parseCommand)
  if (typeof options === 'number') return options
  const say = (line: string) => io.stderr(`messaging-mock coverage: ${line}\n`)
  const url = new URL(`${options.url.replace(/\/+$/, '')}/__coverage`)
  if (options.tenants !== undefined) url.searchParams.set('tenants', options.tenants)
  const answer = await getFromMock(url, options, say)
  if (answer === null) return 2
  const { status, text } = answer
  let report: Coverage | undefined
  try {
    report = JSON.parse(text) as Coverage
  } catch {
    report = undefined
  }
  if (status !== 200 || typeof report?.percent !== 'number' || !Array.isArray(report.operations)) {
    say(`${url.pathname} answered ${status}, not a coverage report: ${text.slice(0, 300)}`)
    return 1
  }
  try {
    if (options.junit !== undefined) {
      await mkdir(dirname(resolve(options.junit)), { recursive: true })
      await writeFile(options.junit, coverageJunit(report))
    }
    await io.stdout(options.json ? `${JSON.stringify(report, null, 2)}\n` : coverageMarkdown(report))
  } catch (error) {
    say(
      `cannot write ${options.junit ?? 'stdout'}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    )
    return 2
  }
  if (options.min !== undefined && report.percent < options.min) {
    say(`${report.percent}% of the contract exercised, under --min ${options.min}%`)
    return 1
  }
  return 0
}

function parseCommand(args: string[]): CoverageCommand | 'help' {
  const { values, positionals } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: {
      ...mockOptions,
      tenants: { type: 'string' },
      min: { type: 'string' },
      junit: { type: 'string' },
      json: { type: 'boolean' },
    },
  })
  if (values.help) return 'help'
  const target = mockTarget(values, positionals)
  if (values.tenants === '') throw new UsageError('--tenants must be all or tenant names separated by commas.')
  let min: number | undefined
  if (values.min !== undefined) {
    min = Number(values.min)
    if (values.min.trim() === '' || !Number.isFinite(min) || min < 0 || min > 100)
      throw new UsageError(`--min must be a percentage from 0 to 100, not "${values.min}".`)
  }
  if (values.junit === '') throw new UsageError('--junit must be a file name.')
  return { ...target, tenants: values.tenants, min, junit: values.junit, json: values.json ?? false }
}
