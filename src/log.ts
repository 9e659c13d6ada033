import type { RequestLine } from './http/observe.js'

/** Everything the CLI process writes for an operator, in one format. */
export interface ProcessLog {
  /** One line per request; undefined under --quiet. */
  request?: (line: RequestLine) => void
  /** The line that says the server is up, with the fields a script wants from it. */
  started(message: string, fields: { url: string; fixture: string; token: string; docs: string }): void
  /** Progress and notices (a reload, a long generation), on stderr. */
  notice(message: string): void
  /** What went wrong (a start that failed, a bug behind a 500), on stderr. */
  error(message: string, error?: unknown): void
}

/**
 * The CLI's log. `json`: pino, one JSON object per line for every line the process writes (requests
 * and the start-up line on stdout, notices and errors on stderr), so `messaging-mock --log json | jq`
 * reads it all. `pretty`: pino-pretty for requests, plain lines for the rest. Without `requests`
 * (--quiet) there is no request log. pino is loaded only when a request log or JSON is wanted.
 */
export async function processLog(format: 'pretty' | 'json', requests = true): Promise<ProcessLog> {
  if (format === 'json') {
    const log = await jsonLog()
    return requests ? log : { ...log, request: undefined }
  }
  return {
    request: requests ? await prettyRequests() : undefined,
    started: (message) => console.log(message),
    notice: (message) => console.error(`messaging-mock: ${message}`),
    error: (message, error) =>
      error === undefined
        ? console.error(`messaging-mock: ${message}`)
        : console.error(`messaging-mock: ${message}`, error),
  }
}

const base = { base: undefined, messageKey: 'msg' }

async function jsonLog(): Promise<ProcessLog> {
  const { pino } = await import('pino')
  const out = pino(base, pino.destination({ sync: false }))
  // Errors may come just before the process exits: written at once.
  const err = pino(base, pino.destination({ dest: 2, sync: true }))
  return {
    request: (line) => out.info(line, requestText(line)),
    started: (message, fields) => out.info(fields, message),
    notice: (message) => err.info(message),
    error: (message, error) => (error === undefined ? err.error(message) : err.error({ err: error }, message)),
  }
}

async function prettyRequests(): Promise<(line: RequestLine) => void> {
  const [{ pino }, { default: pretty }] = await Promise.all([import('pino'), import('pino-pretty')])
  const stream = pretty({
    colorize: process.stdout.isTTY === true,
    sync: true,
    ignore: 'method,path,status,ms,caller,tenant,why',
    translateTime: 'HH:MM:ss.l',
    hideObject: true,
  })
  const logger = pino(base, stream)
  // An answer that is not a 2xx gets a second line: why the mock gave it (docs/reasons.md).
  return (line) =>
    logger.info(line, line.why === undefined ? requestText(line) : `${requestText(line)}\n    why: ${line.why}`)
}

function requestText(line: RequestLine): string {
  const who = line.caller === null ? '' : ` ${line.caller}`
  const where = line.tenant === '' || line.tenant === 'default' ? '' : ` [${line.tenant}]`
  return `${line.method} ${line.path} ${line.status} ${line.ms} ms${who}${where}`
}

/**
 * The log format asked for on a command line, read without judging the rest of it: a command line
 * that fails to parse is still answered in the format it asked for.
 */
export function askedFormat(argv: string[]): 'pretty' | 'json' {
  const at = argv.lastIndexOf('--log')
  const value = at === -1 ? argv.findLast((a) => a.startsWith('--log='))?.slice(6) : argv[at + 1]
  return value === 'json' ? 'json' : 'pretty'
}
