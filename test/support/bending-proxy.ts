import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One exchange passing through the proxy, which a bend may change before and after the mock answers. */
export interface Exchange {
  method: string
  /** Path and query as the client sent them; a bend may change it before the request goes on. */
  url: URL
  /** The request's body, parsed (undefined without one). */
  requestBody: unknown
  status: number
  headers: Record<string, string>
  /** The answer's body, parsed when JSON; a bend may replace it. */
  body: unknown
}

export interface Bend {
  /** Runs before the mock is asked: `hang` never answers; an object answers in its place. */
  before?: (exchange: Exchange) => 'hang' | { status: number; body: unknown } | undefined
  /** Runs on the mock's answer; `fetchFromMock` asks the mock for another path with the same token. */
  after?: (exchange: Exchange, fetchFromMock: (path: string) => Promise<unknown>) => void | Promise<void>
}

export interface BendingProxy {
  url: string
  close(): Promise<void>
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      text += chunk
    })
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })

/**
 * A provider that differs from the mock in one way: a node:http server forwarding every request to
 * the mock at `target` and bending the answers as `bend` says.
 */
export async function bendingProxy(target: string, bend: Bend): Promise<BendingProxy> {
  const server: Server = createServer(async (req, res) => {
    const text = await read(req)
    const authorization = req.headers.authorization
    const exchange: Exchange = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', 'http://proxy'),
      requestBody: text === '' ? undefined : JSON.parse(text),
      status: 0,
      headers: {},
      body: undefined,
    }
    const early = bend.before?.(exchange)
    if (early === 'hang') return
    const forward = (path: string, method = 'GET', body?: string) =>
      fetch(target + path, {
        method,
        headers: {
          ...(authorization === undefined ? {} : { authorization }),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body,
      })
    if (early) {
      Object.assign(exchange, {
        status: early.status,
        body: early.body,
        headers: { 'content-type': 'application/json' },
      })
    } else {
      const answer = await forward(exchange.url.pathname + exchange.url.search, exchange.method, text || undefined)
      const answerText = await answer.text()
      exchange.status = answer.status
      for (const name of ['content-type', 'www-authenticate']) {
        const value = answer.headers.get(name)
        if (value !== null) exchange.headers[name] = value
      }
      exchange.body = answerText === '' ? undefined : JSON.parse(answerText)
      await bend.after?.(exchange, async (path) => (await forward(path)).json())
    }
    res.writeHead(exchange.status, exchange.headers)
    res.end(exchange.body === undefined ? '' : JSON.stringify(exchange.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // A hanging bend leaves requests open: end them with the server.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Applies `change` to every object in a JSON value, depth first. */
export function everyObject(value: unknown, change: (object: Record<string, unknown>) => void): void {
  if (typeof value !== 'object' || value === null) return
  for (const child of Object.values(value)) everyObject(child, change)
  if (!Array.isArray(value)) change(value as Record<string, unknown>)
}

/** Whether an object is a message (by its fields). */
export const isMessage = (o: Record<string, unknown>) => 'reactions' in o && 'conversation_id' in o
/** Whether an object is a group. */
export const isGroup = (o: Record<string, unknown>) => 'archived_at' in o && 'name' in o
