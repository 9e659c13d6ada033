import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { headerLimit, headReadLimit, targetLimit } from '../src/engine/core/limits.js'
import { type RunningMock, startServer } from '../src/server.js'
import { fixture } from './helpers.js'

/**
 * Issue 21, point 1: a head over the limits (CONTRACT section 11) is answered with a problem a
 * client can read, on a raw socket, even while the client is still sending. Every verdict waits for
 * the connection to close, never for a time: a reset shows as an error, an answer as its bytes.
 */

interface Exchange {
  /** Every byte the server sent, as text. */
  text: string
  /** The client socket's error (ECONNRESET, say), or null when the connection closed cleanly. */
  error: string | null
}

let server: RunningMock
beforeAll(async () => {
  server = await startServer({ fixtures: fixture('small'), port: 0 })
})
afterAll(async () => {
  await server.close()
})

/**
 * Writes `before` in order (each piece once the last was taken); then, once the first bytes of the
 * answer came, `after`, as a client still sending its request does; then ends, and reads until the
 * server closes.
 */
function exchange(before: string[], after: string[] = []): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(server.port, '127.0.0.1')
    let text = ''
    let error: string | null = null
    socket.setEncoding('latin1')
    const write = (pieces: string[], then: () => void, i = 0): void => {
      if (i === pieces.length) then()
      else socket.write(pieces[i], () => write(pieces, then, i + 1))
    }
    const finish = () => socket.end()
    socket.on('data', (chunk: string) => {
      if (text === '' && after.length > 0) write(after, finish)
      text += chunk
    })
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message
    })
    socket.on('close', () => resolve({ text, error }))
    socket.on('connect', () => write(before, after.length > 0 ? () => {} : finish))
  })
}

/** `text` in pieces of 64 KiB. */
const pieces = (text: string) =>
  Array.from({ length: Math.ceil(text.length / 65536) }, (_, i) => text.slice(i * 65536, (i + 1) * 65536))

interface Answer {
  statusLine: string
  headers: Record<string, string>
  body: string
}

function parse(text: string): Answer {
  const end = text.indexOf('\r\n\r\n')
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n')
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  )
  return { statusLine, headers, body: text.slice(end + 4) }
}

/** A whole problem answer with Connection: close, on a connection that then closed without a reset. */
function expectRefused({ text, error }: Exchange, statusLine: string, body: object): void {
  expect(error).toBeNull()
  const answer = parse(text)
  expect(answer.statusLine).toBe(statusLine)
  expect(answer.headers['content-type']).toBe('application/problem+json; charset=utf-8')
  expect(answer.headers.connection).toBe('close')
  expect(JSON.parse(answer.body)).toEqual(body)
}

const problem = (status: number, title: string, code: string, detail: string) => ({
  type: 'about:blank',
  title,
  status,
  code,
  detail,
  errors: [],
})

const uriTooLong = problem(414, 'URI Too Long', 'uri_too_long', 'The request target is longer than 16 KiB.')
const headersTooLarge = problem(
  431,
  'Request Header Fields Too Large',
  'headers_too_large',
  'The header fields are larger than 16 KiB in all (names and values).',
)

/** A GET of `target` with the small fixture's token, keep-alive (the server must choose to close). */
const get = (target: string, extra = '') =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer tok_ana\r\n${extra}\r\n`

/** A /v1 target of exactly `length` bytes: a message of an unknown, padded id. */
const target = (length: number) => {
  const start = '/v1/messages/msg_'
  return start + 'm'.repeat(length - start.length)
}

describe('a request target over 16 KiB', () => {
  it('of 120 KB is 414 uri_too_long, a whole problem document, and the connection closes cleanly', async () => {
    expectRefused(await exchange([get(target(120_029))]), 'HTTP/1.1 414 URI Too Long', uriTooLong)
  })

  it('is judged at 16 KiB exactly: 16,384 bytes are read (and the id is unknown), one more is 414', async () => {
    const at = parse((await exchange([get(target(targetLimit), 'Connection: close\r\n')])).text)
    expect(at.statusLine).toBe('HTTP/1.1 404 Not Found')
    const past = parse((await exchange([get(target(targetLimit + 1))])).text)
    expect(past.statusLine).toBe('HTTP/1.1 414 URI Too Long')
  })

  it('is answered at once, and the body the client sends after reading the answer is read, not reset', async () => {
    const body = 'x'.repeat(512 * 1024)
    const head = `PUT ${target(120_000)} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n`
    const { text, error } = await exchange([head], pieces(body))
    expect(error).toBeNull()
    expect(JSON.parse(parse(text).body)).toEqual(uriTooLong)
  })

  it('carries the CORS headers, so that a page on another origin can read why', async () => {
    const answer = parse((await exchange([get(target(20_000), 'Origin: http://localhost:5173\r\n')])).text)
    expect(answer.statusLine).toBe('HTTP/1.1 414 URI Too Long')
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:5173')
  })
})

describe('header fields over 16 KiB in all', () => {
  const padded = (bytes: number) => {
    // Names and values of the other headers: Host, localhost, Authorization, Bearer tok_ana, X-Padding.
    const others = 'Host'.length + 'localhost'.length + 'Authorization'.length + 'Bearer tok_ana'.length
    return get('/v1/groups', `X-Padding: ${'p'.repeat(bytes - others - 'X-Padding'.length)}\r\nConnection: close\r\n`)
  }

  it('64 KB of them are 431 headers_too_large with the whole problem, and the connection closes cleanly', async () => {
    const sent = await exchange([get('/v1/groups', `X-Padding: ${'p'.repeat(64 * 1024)}\r\n`)])
    expectRefused(sent, 'HTTP/1.1 431 Request Header Fields Too Large', headersTooLarge)
  })

  it('are judged at 16 KiB exactly: 16,384 bytes of names and values are answered, one more is 431', async () => {
    // Connection: close counts too: 10 + 5 bytes.
    const at = parse((await exchange([padded(headerLimit - 15)])).text)
    expect(at.statusLine).toBe('HTTP/1.1 200 OK')
    const past = parse((await exchange([padded(headerLimit - 14)])).text)
    expect(past.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large')
  })
})

describe('a head over the 1 MiB the parser reads', () => {
  it('is 431 headers_too_large from the parser, and what the client sends after reading it is read, not reset', async () => {
    const huge = get(target(2 * headReadLimit))
    const first = headReadLimit + 65536
    const sent = await exchange(pieces(huge.slice(0, first)), pieces(huge.slice(first)))
    expectRefused(sent, 'HTTP/1.1 431 Request Header Fields Too Large', {
      ...headersTooLarge,
      detail: 'The request line and headers are larger than the 1 MiB the server reads.',
    })
  })

  it('a malformed request is 400 invalid_body with a problem, not a bare 400', async () => {
    const sent = await exchange(['GET /v1/groups HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n'])
    expectRefused(
      sent,
      'HTTP/1.1 400 Bad Request',
      problem(400, 'Bad Request', 'invalid_body', 'The request is not valid HTTP/1.1: Invalid header token.'),
    )
  })

  it('leaves the server answering: a request on a new connection is 200', async () => {
    await exchange([get(target(200_000))])
    const health = await fetch(`${server.url}/__health`)
    expect(health.status).toBe(200)
  })
})

describe('a server that stops', () => {
  it.each([
    ['the app refused', () => get(target(20_000)), 'HTTP/1.1 414 URI Too Long'],
    ['the parser refused', () => 'GET / HTTP/1.1\r\nBad Header\r\n\r\n', 'HTTP/1.1 400 Bad Request'],
  ])(
    'closes a connection %s that still lingers instead of waiting for the client',
    async (_, head, status) => {
      const own = await startServer({ fixtures: fixture('small'), port: 0 })
      const socket = connect(own.port, '127.0.0.1')
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
      socket.on('error', () => {})
      const answered = new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(String(chunk))))
      // The client never ends its side: the server would otherwise read on for seconds.
      socket.write(head())
      expect((await answered).split('\r\n')[0]).toBe(status)
      await own.close()
      await closed
      expect(socket.destroyed).toBe(true)
    },
    3000,
  )
})
