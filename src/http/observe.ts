import type { Request, Response } from 'express'
import { errorAnswerHeaders, journalBodyLimit, type Recorded } from '../control/journal.js'
import type { Tenant } from '../tenant.js'
import { type Locals, localsOf } from './locals.js'
import { isV1Path } from './paths.js'

/** What the request log gets for every request. */
export interface RequestLine {
  method: string
  path: string
  status: number
  ms: number
  caller: string | null
  tenant: string
}

/**
 * Watches every request to its end: /v1 requests go to their tenant's journal (CONTRACT section 7),
 * and every request to the request log when there is one. What the end needs is kept on the
 * request's locals, so that the listener is one function for every request, not a closure each.
 */
export function observe(log: ((line: RequestLine) => void) | undefined): (req: Request, res: Response) => void {
  function finished(this: Response): void {
    const locals = localsOf(this)
    const ms = Math.round((performance.now() - locals.started) * 1000) / 1000
    if (isV1Path(locals.path) && locals.problem?.code !== 'too_many_tenants') {
      const tenant = safely(() => locals.tenant(), undefined)
      if (tenant !== undefined) tenant.journal.record(recordOf(this.req, this, ms, tenant))
    }
    log?.({
      method: this.req.method,
      path: locals.path,
      status: this.statusCode,
      ms,
      caller: locals.caller,
      // By name: the request may have dropped its tenant, which asking for it would make again.
      tenant: locals.tenantName,
    })
  }
  return (req, res) => {
    const locals = localsOf(res)
    locals.started = performance.now()
    locals.path = req.path
    if (isV1Path(locals.path)) locals.at = clockOf(locals)
    res.on('finish', finished)
  }
}

/** The tenant's clock when the request came, or 0 when it has no tenant (too many tenants). */
function clockOf(locals: Locals): number {
  try {
    return locals.tenant().clock.now()
  } catch {
    return 0
  }
}

/**
 * The request as the journal keeps it: references only (what serving it made anyway), read into an
 * entry or a pact when asked for. An error answer's extra headers are read here, as they are rare.
 */
function recordOf(req: Request, res: Response, ms: number, tenant: Tenant): Recorded {
  const locals = localsOf(res)
  const raw: unknown = req.body
  const rawBytes = Buffer.isBuffer(raw) ? raw.length : 0
  const status = res.statusCode
  let answerHeaders: Record<string, string> | undefined
  if (status >= 300) {
    answerHeaders = {}
    for (const name of errorAnswerHeaders) {
      const value = res.getHeader(name)
      if (value !== undefined) answerHeaders[name] = String(value)
    }
  }
  const answerType = res.getHeader('Content-Type')
  return {
    method: req.method,
    url: req.url,
    path: locals.path,
    caller: locals.caller,
    status,
    ms,
    at: locals.at,
    query: locals.query ?? (req.url.includes('?') ? safely(() => req.query, undefined) : undefined),
    body: locals.body,
    raw: rawBytes > 0 && rawBytes <= journalBodyLimit ? (raw as Buffer) : undefined,
    rawBytes,
    authorization: req.headers.authorization,
    contentType: req.headers['content-type'],
    problem: locals.problem,
    answer: locals.answer,
    answerType: answerType === undefined ? undefined : String(answerType),
    answerHeaders,
    world: tenant.origin,
  }
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read()
  } catch {
    return fallback
  }
}
