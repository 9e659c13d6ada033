/**
 * What the binary's command lines share: the server's (src/cli.ts) and those of `verify`,
 * `snapshot` and `pact` (src/contract/*-cli.ts). Each value is checked where it is read, and a bad
 * one is a UsageError whose message a person can act on: the command then exits 2.
 */
import { statSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

export class UsageError extends Error {}

/** `value` if it is one of `allowed`; undefined when the flag was not given. */
export function oneOf<T extends string>(flag: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined
  if (!allowed.includes(value as T))
    throw new UsageError(`--${flag} must be one of ${allowed.join(', ')}, not "${value}".`)
  return value as T
}

/** An absolute http or https URL, named `name` in the message (`<base-url>`, `--url`). */
export function httpUrl(name: string, value: string | undefined): string {
  if (value === undefined || value === '') throw new UsageError(`${name} is required.`)
  if (!/^https?:\/\/[^/]/i.test(value) || !URL.canParse(value))
    throw new UsageError(`${name} must be an absolute http or https URL, not "${value}".`)
  return value
}

/** --timeout: whole milliseconds from 1 to 600,000 per request; undefined when not given. */
export function timeoutOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined
  if (!/^[0-9]+$/.test(value) || Number(value) < 1 || Number(value) > 600_000)
    throw new UsageError(`--timeout must be a whole number of milliseconds from 1 to 600000, not "${value}".`)
  return Number(value)
}

/**
 * --out: a file name whose folder exists, checked before any work is done (a long crawl must not
 * end in a folder that is not there); undefined when not given (the command writes to stdout).
 */
export function outFile(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  if (value === '') throw new UsageError('--out must be a file name.')
  if (!statSync(dirname(resolve(value)), { throwIfNoEntry: false })?.isDirectory())
    throw new UsageError(`--out ${value}: no such folder.`)
  return value
}

/** Where a command writes: process.stdout and process.stderr, unless a test gives its own. */
export interface CommandIo {
  stdout: (text: string) => Promise<void> | void
  stderr: (text: string) => void
}

export const processIo: CommandIo = {
  stdout: (text) =>
    new Promise<void>((done, fail) => process.stdout.write(text, (error) => (error ? fail(error) : done()))),
  stderr: (text) => process.stderr.write(text),
}
