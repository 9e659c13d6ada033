/** `messaging-mock snapshot ...`: the command line of `snapshot` (src/provider/snapshot.ts). */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { Unreachable } from '../provider/client.js'
import { SnapshotError, type SnapshotOptions, snapshot } from '../provider/snapshot.js'
import { type CommandIo, httpUrl, outFile, processIo, timeoutOf, UsageError } from './arguments.js'

export const snapshotUsage = `Usage: messaging-mock snapshot <base-url> --token <token> [options]
  Crawls what the token's caller sees and writes it as a fixture document.
  --token T        bearer token of the caller (required)
  --out FILE       write the fixture there (default: stdout)
  --caller ID      the caller's contact id, when it cannot be recognised
  --timeout MS     per request (default 10000)
  --help           this text
Exit status: 0 written, 1 the provider answered something unusable, 2 bad command line or unreachable server.`

/** `messaging-mock snapshot ...` (`args` follow the word `snapshot`); resolves to the exit status. */
export async function snapshotCommand(args: string[], io: CommandIo = processIo): Promise<number> {
  const say = (line: string) => io.stderr(`messaging-mock snapshot: ${line}\n`)
  let options: SnapshotOptions & { out?: string }
  try {
    const parsed = parseCommand(args)
    if (parsed === 'help') {
      await io.stdout(`${snapshotUsage}\n`)
      return 0
    }
    options = parsed
  } catch (error) {
    say((error as Error).message)
    io.stderr(`${snapshotUsage}\n`)
    return 2
  }
  let lastPage = 0
  options.onProgress = (event) => {
    // Every step is said; pages only once a second, so a long crawl shows it is alive without flooding.
    if (event.kind === 'page' && performance.now() - lastPage < 1000) return
    lastPage = performance.now()
    say(event.text)
  }
  try {
    const fixture = await snapshot(options)
    const text = `${JSON.stringify(fixture, null, 2)}\n`
    if (options.out === undefined) await io.stdout(text)
    else {
      await writeFile(options.out, text)
      say(`wrote ${options.out}`)
    }
    return 0
  } catch (error) {
    if (error instanceof Unreachable) {
      say(error.message)
      return 2
    }
    if (error instanceof SnapshotError) {
      say(error.message)
      return 1
    }
    // What is left with a code is the writing: a file that cannot be made, a stdout that closed.
    const code = (error as NodeJS.ErrnoException).code
    if (code !== undefined) {
      say(`cannot write ${options.out ?? 'stdout'}: ${code}`)
      return 2
    }
    throw error
  }
}

function parseCommand(args: string[]): (SnapshotOptions & { out?: string }) | 'help' {
  const { values, positionals } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: {
      token: { type: 'string' },
      out: { type: 'string' },
      caller: { type: 'string' },
      timeout: { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) return 'help'
  if (positionals.length !== 1) throw new UsageError('give exactly one <base-url>.')
  const baseUrl = httpUrl('<base-url>', positionals[0])
  if (!values.token) throw new UsageError('--token is required.')
  if (values.caller === '') throw new UsageError('--caller must be a contact id.')
  return {
    baseUrl,
    token: values.token,
    caller: values.caller,
    timeoutMs: timeoutOf(values.timeout),
    out: outFile(values.out),
  }
}
