import { bodyLimitFor } from './core/bodies.js'
import { notFound, Problem, payloadTooLarge } from './core/errors.js'
import { bytesOf } from './core/wire.js'
import type { Engine } from './engine.js'
import type { EngineAnswer, EngineRequest } from './request/exchange.js'
import { metricsDocument } from './routes/metrics.js'

/**
 * The pages and documents the engine names (the inspector, the API reference, the metrics) as a
 * host serves them, or undefined where it has none.
 */
export type HostPages = (page: string, request: Request) => Promise<Response | undefined>

/**
 * An engine as a fetch handler: a `Request` in, the `Response` the server would send out. Its
 * target is the request's path after `prefix` (the base URL's path), with its query. The pages
 * are answered 404 unless the host serves them (`pages`).
 */
export function engineFetch(engine: Engine, prefix = '', pages?: HostPages): (request: Request) => Promise<Response> {
  return async (request) => {
    const answer = await engine.handle(await engineRequest(request, prefix))
    const page = answer.page === undefined ? undefined : await pages?.(answer.page, request)
    return page === undefined ? responseOf(answer, request.method) : pageOf(answer, page)
  }
}

/** A `Request` as the engine takes it, without its body: its target after the base path, its headers. */
export function requestHead(request: Request, prefix = ''): EngineRequest {
  const url = new URL(request.url)
  const path =
    prefix !== '' && url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) || '/' : url.pathname
  const target = `${path}${url.search}`
  const headers: Record<string, string> = {}
  // Lowercased, as Node's reader gives them: a Headers of the Fetch standard does, happy-dom's does not.
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value
  })
  return { method: request.method, url: target, headers }
}

/** A `Request` as the engine takes it: its target after the base path, its headers, its body's bytes. */
async function engineRequest(request: Request, prefix: string): Promise<EngineRequest> {
  const read = requestHead(request, prefix)
  const target = read.url
  const headers = read.headers as Record<string, string>
  if (request.body === null) return read
  try {
    const bytes = await decoded(request, headers['content-encoding'])
    const limit = bodyLimitFor(request.method, target)
    if (bytes.length > limit) read.bodyProblem = payloadTooLarge(limit)
    else if (bytes.length > 0) read.body = bytes
  } catch (error) {
    read.bodyProblem =
      error instanceof Problem
        ? error
        : new Problem('invalid_body', 'The body could not be read: it does not decode as its headers say.')
  }
  return read
}

/** The codings the server reads (Express's reader: zlib), by their name in a DecompressionStream. */
const codings: Record<string, string> = { gzip: 'gzip', deflate: 'deflate', br: 'brotli' }

/**
 * Whether this platform's DecompressionStream reads a format: gzip and deflate everywhere, brotli
 * in Node 22 and later and in the browsers that added it to the Compression Streams standard.
 */
export function decompresses(format: string): boolean {
  try {
    new DecompressionStream(format as CompressionFormat)
    return true
  } catch {
    return false
  }
}

/**
 * The body's bytes, decompressed as its Content-Encoding says: what the server reads, where the
 * platform can (brotli needs Node 22 or a browser with it; elsewhere it is a 415, as an encoding
 * the server does not read).
 */
async function decoded(request: Request, encoding: string | undefined): Promise<Uint8Array> {
  const coding = encoding?.trim().toLowerCase()
  if (coding === undefined || coding === '' || coding === 'identity') return new Uint8Array(await request.arrayBuffer())
  const format = codings[coding]
  if (format === undefined || !decompresses(format)) {
    // Read to its end all the same, as the server reads a body before it answers: a runtime that
    // answers over a socket with the body unread (workerd) may reset the connection under the answer.
    await drain(request.body as ReadableStream<Uint8Array>)
    throw new Problem('unsupported_media_type', 'The body is in an unsupported content encoding.')
  }
  const decompress = new DecompressionStream(format as CompressionFormat) as unknown as ReadableWritablePair<
    Uint8Array,
    Uint8Array
  >
  const stream = (request.body as ReadableStream<Uint8Array>).pipeThrough(decompress)
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** Reads a stream to its end, keeping nothing. */
async function drain(stream: ReadableStream<Uint8Array>): Promise<void> {
  const reader = stream.getReader()
  while (!(await reader.read()).done) {}
}

/** The headers every answer has, as the server sets them. */
const always = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' }

/** An answer of the engine as a `Response`. */
function responseOf(answer: EngineAnswer, method: string): Response {
  if (answer.page !== undefined) {
    // The inspector's and the API reference's pages are the Node server's, and so are the metrics.
    const problem =
      answer.page === metricsDocument
        ? new Problem('not_found', 'No metrics here: GET /__metrics is answered by the Node server, which keeps them.')
        : notFound('page: the inspector and the API reference are served by the Node server')
    return new Response(JSON.stringify(problem), {
      status: 404,
      headers: { ...always, ...answer.headers, 'Content-Type': 'application/problem+json; charset=utf-8' },
    })
  }
  const headers = { ...always, ...answer.headers }
  const { body } = answer
  if (method === 'HEAD' || body === null) return new Response(null, { status: answer.status, headers })
  if (typeof body === 'string')
    return new Response(answer.latin1 ? bytesOf(body) : body, { status: answer.status, headers })
  return new Response(streamOf(body), { status: answer.status, headers })
}

const encoder = new TextEncoder()

/** A page the host served: its own headers over the engine's, over those every answer has (as the server sets them). */
function pageOf(answer: EngineAnswer, page: Response): Response {
  const headers = new Headers({ ...always, ...answer.headers })
  page.headers.forEach((value, name) => {
    headers.set(name, value)
  })
  return new Response(page.body, { status: page.status, headers })
}

/** Pieces of text as a byte stream, each read when the reader asks for it. */
function streamOf(pieces: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const reading = pieces[Symbol.asyncIterator]()
  return new ReadableStream({
    async pull(controller) {
      const next = await reading.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await reading.return?.()
    },
  })
}
