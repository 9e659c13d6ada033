/** What the commands that read a running mock share (`pact`, `coverage`): the command line, and one GET. */
import { type CommandIo, httpUrl, timeoutOf, UsageError } from './arguments.js'

/**
 * The options of `messaging-mock <name> ...`, or the exit status when the command is already done:
 * 0 after printing `usage` for --help, 2 after a usage error (said on stderr, then the usage).
 */
export async function commandLine<T>(
  name: string,
  usage: string,
  args: string[],
  io: CommandIo,
  parse: (args: string[]) => T | 'help',
): Promise<T | number> {
  try {
    const parsed = parse(args)
    if (parsed !== 'help') return parsed
    await io.stdout(`${usage}\n`)
    return 0
  } catch (error) {
    io.stderr(`messaging-mock ${name}: ${(error as Error).message}\n`)
    io.stderr(`${usage}\n`)
    return 2
  }
}

/** What a command says on stderr, after its name. */
export type Say = (line: string) => void

/**
 * GETs `url` of a running mock with its admin token, if any: the answer's status and text, or null
 * (said) when the mock cannot be reached within `timeoutMs`.
 */
export async function getFromMock(
  url: URL,
  options: { adminToken?: string; timeoutMs: number },
  say: Say,
): Promise<{ status: number; text: string } | null> {
  try {
    const res = await fetch(url, {
      headers: options.adminToken === undefined ? {} : { Authorization: `Bearer ${options.adminToken}` },
      signal: AbortSignal.timeout(options.timeoutMs),
    })
    return { status: res.status, text: await res.text() }
  } catch (error) {
    say(`cannot reach ${url.origin}: ${(error as Error).message}`)
    return null
  }
}

/** The options of every command that reads a running mock, for `parseArgs` beside its own. */
export const mockOptions = {
  url: { type: 'string' },
  'admin-token': { type: 'string' },
  timeout: { type: 'string' },
  help: { type: 'boolean' },
} as const

/** Where the mock is and how to call it, from the values of `mockOptions`; no positional argument is taken. */
export function mockTarget(
  values: { url?: string; 'admin-token'?: string; timeout?: string },
  positionals: string[],
): { url: string; adminToken: string | undefined; timeoutMs: number } {
  if (positionals.length > 0)
    throw new UsageError(`unexpected argument ${positionals[0]}: the mock's URL goes after --url.`)
  return {
    url: httpUrl('--url', values.url),
    adminToken: values['admin-token'],
    timeoutMs: timeoutOf(values.timeout) ?? 10_000,
  }
}
