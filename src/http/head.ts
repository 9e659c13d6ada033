import { type IncomingMessage, STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import { headersTooLarge, invalidBody, Problem, uriTooLong } from '../engine/core/errors.js'
import { headerLimit, headReadLimit, targetLimit } from '../engine/core/limits.js'

/** How long a refused request's connection waits for more of it, idle, before it closes (nginx's lingering_timeout). */
const lingerMs = 5000
/** And at most in all, however slowly the rest comes (nginx's lingering_time). */
const lingerMaxMs = 30_000

/** The problem of a head over the limits (414 for the request target, else 431), or null. */
export function oversizeHead(req: IncomingMessage): Problem | null {
  // Node reads the request line and headers as latin1: a string's length is its bytes.
  if (req.url !== undefined && req.url.length > targetLimit) return uriTooLong(targetLimit)
  const raw = req.rawHeaders
  let bytes = 0
  for (let i = 0; i < raw.length; i++) bytes += raw[i].length
  if (bytes <= headerLimit) return null
  return headersTooLarge(`The header fields are larger than ${headerLimit / 1024} KiB in all (names and values).`)
}

/**
 * Has the connection of a refused request close the way nginx's lingering close does, instead of
 * Node's way for an answer with `Connection: close` (the socket destroyed as soon as the answer is
 * out). A client may still be sending the request's body; a socket closed with bytes unread is
 * answered by the kernel with a reset, which can reach the client before it reads the answer.
 */
export function lingerAfterAnswer(req: IncomingMessage): void {
  const socket = req.socket as Socket & { destroySoon?: () => void }
  // Node's server calls destroySoon once a response with Connection: close is finished.
  socket.destroySoon = () => {
    linger(socket)
    // The body still arriving is read and dropped by Node (the request is dumped): each piece counts.
    req.on('data', () => lingering.get(socket)?.refresh())
  }
}

/**
 * Sockets closing in the lingering way, each with the timer that closes it when the client goes
 * quiet. A server that stops closes them at once, as idle connections (test/head-limits.test.ts).
 */
const lingering = new WeakMap<Duplex, NodeJS.Timeout>()

/**
 * Sends FIN after what is written (`last`, if given), then reads and drops what the client still
 * sends until it closes its side, sends nothing for `lingerMs`, or `lingerMaxMs` have passed.
 */
function linger(socket: Duplex, last?: string): void {
  const idle = setTimeout(() => socket.destroy(), lingerMs)
  const cap = setTimeout(() => socket.destroy(), lingerMaxMs)
  lingering.set(socket, idle)
  socket.once('close', () => {
    clearTimeout(idle)
    clearTimeout(cap)
  })
  socket.once('end', () => socket.destroy())
  if (socket.writable) socket.end(last)
}

/**
 * The server's `clientError` listener: a request Node's parser refused before the app saw it. A
 * head over `headReadLimit` is 431, any other malformed request 400, each a problem document, and
 * the connection closes in the lingering way. Node's own answer is bare and destroys the socket at
 * once, so a client still writing may read a reset instead of it.
 */
export function answerClientError(error: Error & { code?: string; reason?: string }, socket: Duplex): void {
  const waiting = lingering.get(socket)
  if (waiting !== undefined) {
    // More of the refused request arrived, and the parser refused it again: keep reading.
    waiting.refresh()
    return
  }
  const answer = answerOf(error)
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true
  if (answer === null || !socket.writable || inFlight) socket.destroy()
  else linger(socket, answer)
}

/** The bytes that answer a parse error, or null where there is no one to answer (a reset). */
function answerOf(error: Error & { code?: string; reason?: string }): string | null {
  const code = error.code ?? ''
  if (code === 'HPE_HEADER_OVERFLOW')
    return rawAnswer(
      headersTooLarge(
        `The request line and headers are larger than the ${headReadLimit / 2 ** 20} MiB the server reads.`,
      ),
    )
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW')
    return rawAnswer(
      new Problem('payload_too_large', 'The chunk extensions of the body are larger than the server reads.'),
    )
  // A head that did not arrive in time (Node's requestTimeout) has no problem code: Node's own answer.
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n'
  if (code.startsWith('HPE_'))
    return rawAnswer(invalidBody(`The request is not valid HTTP/1.1: ${error.reason ?? code}.`))
  return null
}

/** A problem as the bytes of a whole HTTP/1.1 answer, for a socket that no response object owns. */
function rawAnswer(problem: Problem): string {
  const body = JSON.stringify(problem)
  return [
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}`,
    'Content-Type: application/problem+json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}
