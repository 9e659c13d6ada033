import { Agent, request } from 'node:http'

/** One raw HTTP request, as the fuzzer, the soak and the limits tests send it. */
export interface RawRequest {
  method: string
  /** Path and query string, sent as they are (no encoding is added). */
  path: string
  headers?: Record<string, string>
  body?: string | Buffer
}

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
}

/** Keeps connections open between requests, as a client library would. */
export const keepAlive = new Agent({ keepAlive: true, maxSockets: 256 })

/**
 * Sends a request as it is given: any method, any header a socket may carry, a body on any method.
 * Unlike fetch it adds nothing and refuses nothing, which is what a fuzzer needs.
 */
export function send(base: { host?: string; port: number }, req: RawRequest, agent = keepAlive): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...req.headers }
    if (req.body !== undefined) headers['Content-Length'] = Buffer.byteLength(req.body)
    const outgoing = request(
      { host: base.host ?? '127.0.0.1', port: base.port, method: req.method, path: req.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        )
        res.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end(req.body)
  })
}

/** The body parsed as JSON, or undefined when it is not JSON. */
export function jsonOf(res: RawResponse): unknown {
  try {
    return JSON.parse(res.text)
  } catch {
    return undefined
  }
}
