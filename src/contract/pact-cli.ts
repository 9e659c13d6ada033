/** `messaging-mock pact ...`: writes the Pact file of a running mock's journal (GET /__pact). */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { type CommandIo, oneOf, outFile, processIo, UsageError } from './arguments.js'
import { commandLine, getFromMock, mockOptions, mockTarget } from './mock-command.js'

export const pactUsage = `Usage: messaging-mock pact --url <mock url> --consumer <name> --provider <name> [options]
  Writes the Pact file of the requests the mock has journaled.
  --url URL          the running mock, with /t/<tenant> for a tenant (required)
  --consumer NAME    the consumer's name in the pact (required)
  --provider NAME    the provider's name in the pact (required)
  --spec 4|3         Pact specification 4.0 (default, as pact-js writes) or 3.0.0
  --out FILE         write the pact there (default: stdout)
  --admin-token T    the mock's --admin-token, when it has one
  --timeout MS       for the request (default 10000)
  --help             this text
Exit status: 0 written, 1 the mock answered something else than a pact, 2 bad command line or unreachable mock.`

interface PactCommand {
  url: string
  consumer: string
  provider: string
  /** Sent only when given: the mock's default (4) is the command's. */
  spec?: '3' | '4'
  out?: string
  adminToken?: string
  timeoutMs: number
}

/** `messaging-mock pact ...` (`args` follow the word `pact`); resolves to the exit status. */
export async function pactCommand(args: string[], io: CommandIo = processIo): Promise<number> {
  const options = await commandLine('pact', pactUsage, args, io, parseCommand)
  if (typeof options === 'number') return options
  const say = (line: string) => io.stderr(`messaging-mock pact: ${line}\n`)
  const url = new URL(`${options.url.replace(/\/+$/, '')}/__pact`)
  url.searchParams.set('consumer', options.consumer)
  url.searchParams.set('provider', options.provider)
  if (options.spec !== undefined) url.searchParams.set('spec', options.spec)
  const answer = await getFromMock(url, options, say)
  if (answer === null) return 2
  const { status, text } = answer
  let pact: { interactions?: unknown }
  try {
    pact = JSON.parse(text) as { interactions?: unknown }
  } catch {
    pact = {}
  }
  if (status !== 200 || !Array.isArray(pact.interactions)) {
    say(`${url.pathname} answered ${status}, not a pact: ${text.slice(0, 300)}`)
    return 1
  }
  const out = `${JSON.stringify(pact, null, 2)}\n`
  try {
    if (options.out === undefined) await io.stdout(out)
    else {
      await writeFile(options.out, out)
      say(`wrote ${options.out}: ${pact.interactions.length} interactions`)
    }
  } catch (error) {
    say(`cannot write ${options.out ?? 'stdout'}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
    return 2
  }
  return 0
}

function parseCommand(args: string[]): PactCommand | 'help' {
  const { values, positionals } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: {
      ...mockOptions,
      consumer: { type: 'string' },
      provider: { type: 'string' },
      spec: { type: 'string' },
      out: { type: 'string' },
    },
  })
  if (values.help) return 'help'
  const target = mockTarget(values, positionals)
  const { consumer, provider } = values
  if (!consumer) throw new UsageError('--consumer is required.')
  if (!provider) throw new UsageError('--provider is required.')
  return { ...target, consumer, provider, spec: oneOf('spec', values.spec, ['4', '3']), out: outFile(values.out) }
}
