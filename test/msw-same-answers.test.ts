import { createHash } from 'node:crypto'
import { setupServer } from 'msw/node'
import { afterAll, describe, expect, it } from 'vitest'
import { createMswMock, type MswMockOptions } from '../src/msw.js'
import { type RunningMock, startServer } from '../src/server.js'
import { decompresses } from '../src/web.js'
import {
  adminCorpus,
  brotliCorpus,
  type CorpusRow,
  corpus,
  encodingCorpus,
  type Face,
  replay,
} from './support/corpus.js'

/**
 * Issue 41, point 4: MSW's handlers in Node give the answers the server gives over HTTP. The corpus
 * of test/same-answers.test.ts is replayed row by row, in order, through a server on a free port
 * and through `setupServer(...mock.handlers)` behind the global fetch, as an app sends it, to the
 * base URL the mock was given; each pair starts fresh with the same options, and every status,
 * header but the transport's, and body must be the same.
 *
 * No row is left out. Every row is a request Node's fetch sends as written (the server's face sends
 * each one so): no forbidden header, no body on GET or HEAD, methods fetch sends as they are, bodies
 * as text or bytes, compressed ones as bytes under their Content-Encoding. What MSW makes of each is
 * checked (`altered`): it hands every one on to the handlers unchanged. On the way back, HEAD has
 * no body on either face, /__state's streamed body arrives whole, and the interceptor decompresses
 * a mocked answer only under a Content-Encoding, which no answer of the engine has.
 */

/** Both mocks check their answers against the schemas (the server's default comes from the suite's environment). */
const options = { seed: 1, clock: 1767225600, selfCheck: true } satisfies Partial<MswMockOptions>
const baseUrl = 'https://api.example.com'

/**
 * Node's own fetch, taken before any `setupServer` patches the global: the server's face sends
 * through it, so MSW never sees a request to the server (were it to, `onUnhandledRequest: 'error'`
 * would fail the row loudly).
 */
const nodeFetch = globalThis.fetch

/** The server's face and MSW's, of two mocks started alike. */
interface Pair {
  overHttp: Face
  viaMsw: Face
}

/** What else a pair saw: the engines' bugs (bare 500s), the requests MSW changed, and how many its handlers answered. */
interface Seen {
  bugs: unknown[]
  altered: string[]
  answered: number
}

/** A request as sent and as MSW hands it to the handlers: method, URL, headers, and the body's size and digest. */
function requestLine(method: string, url: string, headers: Headers, body: Uint8Array): string {
  const digest = createHash('sha256').update(body).digest('hex').slice(0, 16)
  return `${method} ${url} ${JSON.stringify([...headers])} ${body.length} bytes ${digest}`
}

/** A body as the corpus gives it (a text or bytes), in bytes. */
function bytesOf(body: BodyInit | null | undefined): Uint8Array {
  if (body === undefined || body === null) return new Uint8Array()
  if (typeof body === 'string') return new TextEncoder().encode(body)
  if (body instanceof Uint8Array) return body
  throw new TypeError('the corpus gives a body as a text or bytes')
}

const servers: RunningMock[] = []

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
})

/**
 * Runs `use` with a server on a free port and MSW's handlers of a mock, each started fresh with
 * `options` and `more`. MSW intercepts only while it runs, and refuses any request its handlers
 * do not answer. Each request MSW hands on is checked against the one sent: the interceptor must
 * neither add a header (Node's fetch adds Accept-Encoding, User-Agent and more on the wire, not to
 * the `Request`), nor drop one, nor change the body's bytes.
 */
async function withPair<T>(more: Partial<MswMockOptions>, use: (pair: Pair) => Promise<T>): Promise<[T, Seen]> {
  const bugs: unknown[] = []
  const onBug = (error: unknown) => bugs.push(error)
  const server = await startServer({ port: 0, ...options, ...more, onBug })
  servers.push(server)
  const mock = await createMswMock({ ...options, ...more, baseUrl, onBug })
  const msw = setupServer(...mock.handlers)
  const sent: string[] = []
  const handedOn: Promise<string>[] = []
  let answered = 0
  msw.events.on('request:start', ({ request }) => {
    const body = request.clone().arrayBuffer()
    handedOn.push(
      body.then((bytes) => requestLine(request.method, request.url, request.headers, new Uint8Array(bytes))),
    )
  })
  msw.events.on('request:match', () => {
    answered++
  })
  const pair: Pair = {
    overHttp: (path, init) => nodeFetch(`${server.url}${path}`, init),
    viaMsw: (path, init) => {
      const url = new URL(`${baseUrl}${path}`).href
      sent.push(requestLine(init.method ?? 'GET', url, new Headers(init.headers), bytesOf(init.body)))
      return fetch(url, init)
    },
  }
  msw.listen({ onUnhandledRequest: 'error' })
  try {
    const result = await use(pair)
    const seen = await Promise.all(handedOn)
    const altered = sent.flatMap((line, at) => (seen[at] === line ? [] : [`sent ${line}, handed on ${seen[at]}`]))
    return [result, { bugs, altered, answered }]
  } finally {
    msw.close()
  }
}

/** Replays rows through both faces of a fresh pair: every difference of every row, and what else the pair saw. */
async function replayed(rows: CorpusRow[], more: Partial<MswMockOptions> = {}) {
  const [mismatches, seen] = await withPair(more, (pair) => replay(rows, pair.overHttp, pair.viaMsw, 'msw'))
  return { mismatches, ...seen }
}

/** A replay with nothing to report: every row answered by MSW's handlers, as the server answers it. */
const clean = (rows: CorpusRow[]) => ({ mismatches: [], bugs: [], altered: [], answered: rows.length })

describe("the server over HTTP and MSW's handlers in Node, behind the global fetch, give the same answers", () => {
  it(`to every row of the corpus (${corpus.length} rows)`, async () => {
    expect(await replayed(corpus)).toEqual(clean(corpus))
  })

  it(`under an admin token (${adminCorpus.length} rows)`, async () => {
    expect(await replayed(adminCorpus, { adminToken: 'secret' })).toEqual(clean(adminCorpus))
  })

  it(`to bodies in every content encoding (${encodingCorpus.length} rows)`, async () => {
    expect(await replayed(encodingCorpus)).toEqual(clean(encodingCorpus))
  })

  // The handlers answer through the fetch face, which reads brotli where the platform's
  // DecompressionStream does (Node 22 and later); on Node 20 it is the one difference, as there.
  const brotli = decompresses('brotli')
  it(`to brotli bodies where the platform decompresses brotli (here ${brotli ? 'it does' : 'it does not'})`, async () => {
    if (brotli) {
      expect(await replayed(brotliCorpus)).toEqual(clean(brotliCorpus))
      return
    }
    const { path, method, headers, body } = brotliCorpus[0]
    const [answers, seen] = await withPair({}, async ({ overHttp, viaMsw }) => {
      const served = await overHttp(path, { method, headers, body })
      const refused = await viaMsw(path, { method, headers, body })
      return [served.status, refused.status, (await refused.json()).detail]
    })
    expect(answers).toEqual([201, 415, 'The body is in an unsupported content encoding.'])
    expect(seen).toEqual({ bugs: [], altered: [], answered: 1 })
  })
})
