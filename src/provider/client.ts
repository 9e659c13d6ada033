/**
 * The HTTP client of `verify` and `snapshot`: one request at a time against a provider (the real
 * API or a mock), every request bounded by a timeout so that a provider that stops answering is a
 * failed check, never a hang. Node's fetch; no dependency.
 */

export interface ProviderOptions {
  /** The API's root, without `/v1`; it may carry a path prefix (`http://host/t/qa`). */
  baseUrl: string
  /** Sent as `Authorization: Bearer <token>` unless a request says otherwise. */
  token: string
  /** Per request, default 10,000 ms. */
  timeoutMs?: number
}

/** One answer, its body read whole. */
export interface Answer {
  status: number
  headers: Headers
  text: string
  /** The parsed JSON, or undefined when the body is not JSON. */
  body: unknown
  /** How long the request took, in milliseconds (for reports only: no verdict depends on it). */
  ms: number
}

/** The server could not be reached or did not answer in time: `verify` and `snapshot` exit 2 on the first one before any check, and a check that meets one fails. */
export class Unreachable extends Error {
  constructor(
    message: string,
    readonly url: string,
  ) {
    super(message)
    this.name = 'Unreachable'
  }
}

type Query = Record<string, string | number | boolean | undefined>

export class ProviderClient {
  readonly baseUrl: string
  readonly token: string
  readonly timeoutMs: number

  constructor(options: ProviderOptions) {
    // A trailing slash would double up with the paths, which all start with one.
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.token = options.token
    this.timeoutMs = options.timeoutMs ?? 10_000
  }

  /** The absolute URL of a path (`/v1/messages`) and query; undefined query values are left out. */
  url(path: string, query?: Query): string {
    const url = new URL(this.baseUrl + path)
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value))
    }
    return url.toString()
  }

  /** GET with the token (token: null sends no Authorization; a string sends that one instead). */
  get(path: string, options: { token?: string | null; query?: Query } = {}): Promise<Answer> {
    return this.request('GET', this.url(path, options.query), undefined, options.token)
  }

  /** POST/PUT/DELETE with a JSON body (or none). */
  send(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    options: { token?: string | null } = {},
  ): Promise<Answer> {
    return this.request(method, this.url(path), body, options.token)
  }

  private async request(method: string, url: string, body: unknown, token: string | null | undefined) {
    const headers: Record<string, string> = { accept: 'application/json' }
    const bearer = token === undefined ? this.token : token
    if (bearer !== null) headers.authorization = `Bearer ${bearer}`
    if (body !== undefined) headers['content-type'] = 'application/json'
    const started = performance.now()
    let response: Response
    let text: string
    try {
      const signal = AbortSignal.timeout(this.timeoutMs)
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
        redirect: 'manual',
      })
      // The timeout covers the body too: a provider may send headers and then stall.
      text = await response.text()
    } catch (error) {
      throw new Unreachable(describe(error, method, url, this.timeoutMs), url)
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: parseJson(text),
      ms: performance.now() - started,
    }
  }
}

function parseJson(text: string): unknown {
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function describe(error: unknown, method: string, url: string, timeoutMs: number): string {
  const name = (error as Error)?.name
  if (name === 'TimeoutError' || name === 'AbortError') return `${method} ${url} did not answer within ${timeoutMs} ms`
  // fetch hides the system error (ECONNREFUSED, ENOTFOUND) in `cause`.
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause
  const reason = cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error)
  return `${method} ${url} could not be reached: ${reason}`
}
