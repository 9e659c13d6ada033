import type { ProblemError } from '../src/engine/core/types.gen.js'

/** A failed call, carrying what the page shows next to the control: the problem's detail and errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: ProblemError[] = [],
  ) {
    super(detail)
  }
}

/** Where a tab keeps the admin token: shared by the inspector and the API reference (same origin). */
export const tokenKey = 'messaging-mock.admin-token'

/**
 * Calls the control plane of one tenant (header X-Mock-Tenant on every call). A 401 asks for the
 * admin token once, keeps it in sessionStorage for the tab, and replays the call.
 */
export class Api {
  private token = sessionStorage.getItem(tokenKey)
  private asking: Promise<void> | null = null

  constructor(
    /** Where /__ lives: the page's path without /__ui (and without a /t/<name> prefix). */
    readonly base: string,
    public tenant: string,
    private readonly askToken: (refused: boolean) => Promise<string>,
  ) {}

  async call<T>(method: string, path: string, body?: unknown, tenant = this.tenant): Promise<T> {
    const res = await this.answer(method, path, body, tenant)
    const text = await res.text()
    const data = parse(text)
    if (!res.ok) throw problemOf(res.status, data, text)
    return data as T
  }

  /** The body of a GET as it comes, unparsed (a download): failures throw as in `call`. */
  async blob(path: string, tenant = this.tenant): Promise<Blob> {
    const res = await this.answer('GET', path, undefined, tenant)
    if (res.ok) return res.blob()
    const text = await res.text()
    throw problemOf(res.status, parse(text), text)
  }

  /** The first answer that is not a 401: a 401 asks for the token and replays the call. */
  private async answer(method: string, path: string, body: unknown, tenant: string): Promise<Response> {
    for (;;) {
      const sentWith = this.token
      const res = await this.send(method, path, body, tenant, sentWith)
      if (res.status !== 401) return res
      // A call sent before the token was entered is replayed with it, without asking again.
      if (this.token === sentWith) await this.login(sentWith !== null)
    }
  }

  private async send(method: string, path: string, body: unknown, tenant: string, token: string | null) {
    const headers: Record<string, string> = { Accept: 'application/json', 'X-Mock-Tenant': tenant }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (token !== null) headers.Authorization = `Bearer ${token}`
    try {
      return await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
      })
    } catch {
      throw new ApiError(0, 'The mock cannot be reached: is it still running?')
    }
  }

  private login(refused: boolean): Promise<void> {
    this.asking ??= this.askToken(refused).then((token) => {
      this.token = token
      sessionStorage.setItem(tokenKey, token)
      this.asking = null
    })
    return this.asking
  }
}

function parse(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text)
  } catch {
    return null
  }
}

function problemOf(status: number, data: unknown, text: string): ApiError {
  if (typeof data === 'object' && data !== null && 'detail' in data && typeof data.detail === 'string') {
    const errors = 'errors' in data && Array.isArray(data.errors) ? (data.errors as ProblemError[]) : []
    return new ApiError(status, data.detail, errors)
  }
  return new ApiError(status, `The mock answered ${status}${text ? `: ${text.slice(0, 200)}` : ''}`)
}
