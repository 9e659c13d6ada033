import { bodyLimitFor } from './engine/core/bodies.js'
import { notFound, Problem, payloadTooLarge } from './engine/core/errors.js'
import type { Coverage } from './engine/core/types.gen.js'
import { bytesOf } from './engine/core/wire.js'
import { Engine } from './engine/engine.js'
import { type TenantHandle, tenantHandle } from './engine/handle.js'
import { defaultTenant, Mock } from './engine/mock.js'
import type { MockOptions } from './engine/options.js'
import type { EngineAnswer, EngineRequest } from './engine/request/exchange.js'
import type { Turn } from './engine/store/browse.js'

/** What `createWebMock` takes: the engine's options, and the base URL the mock answers under. */
export interface WebMockOptions extends MockOptions {
  /**
   * The origin (and path, if the API lives under one) whose requests the mock answers: a request's
   * target is its URL after this. Default `http://mock.local`. Only the path of a request counts:
   * `fetch` answers whatever URL it is handed.
   */
  baseUrl?: string
}

/** The mock with no transport: `fetch` answers a `Request`, and the handle controls the default tenant. */
export interface WebMock extends TenantHandle {
  /** Answers a request as the server would over HTTP. Never rejects for a request: a refusal is a problem answer. */
  fetch(request: Request): Promise<Response>
  /** The mock behind it. */
  readonly mock: Mock
  /** The tenant of that name (created on first use): its handle, whose `url` has the `/t/<name>` prefix. */
  tenant(name: string): TenantHandle
  /** As the server's handle: the default tenant's coverage, or that of every tenant or of named ones. */
  coverage(scope?: { tenants: 'all' | string[] }): Coverage
}

/**
 * The mock as a fetch handler, for code that speaks the Fetch API: a service worker, MSW, a test
 * without a port, Deno or Bun. It runs the engine the server runs; it reads no file (fixtures are
 * documents, the package's own by default) and needs nothing of Node.
 */
export async function createWebMock(options: WebMockOptions = {}): Promise<WebMock> {
  const { baseUrl = 'http://mock.local', ...mockOptions } = options
  const mock = await Mock.create(mockOptions)
  const engine = new Engine(mock, { turn: webTurn })
  const base = new URL(baseUrl)
  const prefix = base.pathname.replace(/\/$/, '')
  const url = `${base.origin}${prefix}`
  return {
    ...tenantHandle(mock, defaultTenant, url),
    mock,
    tenant: (name) => tenantHandle(mock, name, `${url}/t/${encodeURIComponent(name)}`),
    coverage: (scope) => {
      const tenants = scope?.tenants ?? [defaultTenant]
      return mock.coverage(tenants === 'all' ? 'all' : tenants.map((name) => mock.tenant(name)))
    },
    fetch: async (request) => responseOf(await engine.handle(await engineRequest(request, prefix)), request.method),
  }
}

/** A `Request` as the engine takes it: its target after the base path, its headers, its body's bytes. */
async function engineRequest(request: Request, prefix: string): Promise<EngineRequest> {
  const url = new URL(request.url)
  const path =
    prefix !== '' && url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) || '/' : url.pathname
  const target = `${path}${url.search}`
  const headers: Record<string, string> = {}
  // Lowercased, as Node's reader gives them: a Headers of the Fetch standard does, happy-dom's does not.
  request.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value
  })
  const read: EngineRequest = { method: request.method, url: target, headers }
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
  if (format === undefined || !decompresses(format))
    throw new Problem('unsupported_media_type', 'The body is in an unsupported content encoding.')
  const decompress = new DecompressionStream(format as CompressionFormat) as unknown as ReadableWritablePair<
    Uint8Array,
    Uint8Array
  >
  const stream = (request.body as ReadableStream<Uint8Array>).pipeThrough(decompress)
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** The headers every answer has, as the server sets them. */
const always = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' }

/** An answer of the engine as a `Response`. */
function responseOf(answer: EngineAnswer, method: string): Response {
  if (answer.page !== undefined) {
    // The inspector's and the API reference's pages are the Node server's.
    const problem = notFound('page: the inspector and the API reference are served by the Node server')
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

/**
 * A turn of the event loop where there is no Node: a MessageChannel message, which a browser runs
 * as a task of its own after what was already waiting (a timer's turn is clamped to 1 ms or more,
 * which a search of a large world takes thousands of). Where the port can keep a process alive
 * (Node, Deno), it does only while a turn is waited for.
 */
const webTurn: Turn = (() => {
  if (typeof MessageChannel !== 'function') return () => new Promise<void>((resolve) => setTimeout(resolve, 0))
  const channel = new MessageChannel()
  const port = channel.port1 as MessagePort & { ref?: () => void; unref?: () => void }
  const waiting: (() => void)[] = []
  port.onmessage = () => {
    waiting.shift()?.()
    if (waiting.length === 0) port.unref?.()
  }
  port.unref?.()
  return () =>
    new Promise<void>((resolve) => {
      if (waiting.length === 0) port.ref?.()
      waiting.push(resolve)
      channel.port2.postMessage(null)
    })
})()
