import type { RequestLine } from './http/observe.js'

/**
 * The request log of the CLI: pino, one line per request, as JSON lines (`--log json`) or made
 * readable by pino-pretty. Loaded only by the CLI, and only when a log is wanted.
 */
export async function requestLogger(format: 'pretty' | 'json'): Promise<(line: RequestLine) => void> {
  const { pino } = await import('pino')
  const base = { base: undefined, messageKey: 'msg' }
  let logger: import('pino').Logger
  if (format === 'json') logger = pino(base, pino.destination({ sync: false }))
  else {
    const { default: pretty } = await import('pino-pretty')
    const stream = pretty({
      colorize: process.stdout.isTTY === true,
      sync: true,
      ignore: 'method,path,status,ms,caller,tenant',
      translateTime: 'HH:MM:ss.l',
      hideObject: true,
    })
    logger = pino(base, stream)
  }
  return (line) => {
    const who = line.caller === null ? '' : ` ${line.caller}`
    const where = line.tenant === '' || line.tenant === 'default' ? '' : ` [${line.tenant}]`
    logger.info(line, `${line.method} ${line.path} ${line.status} ${line.ms} ms${who}${where}`)
  }
}
