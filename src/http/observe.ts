import type { Request, Response } from 'express'
import type { Exchange, WorldOrigin } from '../control/journal.js'
import { localsOf } from './locals.js'
import { bodyForJournal } from './params.js'
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
 * and every request to the request log when there is one.
 */
export const observe =
  (log: ((line: RequestLine) => void) | undefined) =>
  (req: Request, res: Response): void => {
    const started = performance.now()
    const path = req.path
    const journaled = isV1Path(path)
    const at = journaled ? clockOf(res) : 0
    res.on('finish', () => {
      const locals = localsOf(res)
      const ms = Math.round((performance.now() - started) * 1000) / 1000
      if (journaled && locals.problem?.code !== 'too_many_tenants') {
        const tenant = safely(() => locals.tenant(), undefined)
        if (tenant !== undefined)
          tenant.journal.record(
            {
              method: req.method,
              path,
              query: locals.query ?? (req.url.includes('?') ? safely(() => ({ ...req.query }), {}) : {}),
              body: journalBody(req, locals.body),
              caller: locals.caller,
              status: res.statusCode,
              duration_ms: ms,
              at,
              problem: locals.problem ? { code: locals.problem.code, errors: locals.problem.errors } : null,
            },
            exchangeOf(req, res, locals.answer, tenant.origin),
          )
      }
      log?.({
        method: req.method,
        path,
        status: res.statusCode,
        ms,
        caller: locals.caller,
        tenant: safely(() => locals.tenant().name, ''),
      })
    })
  }

/** The tenant's clock when the request came, or 0 when it has no tenant (too many tenants). */
function clockOf(res: Response): number {
  try {
    return localsOf(res).tenant().clock.now()
  } catch {
    return 0
  }
}

/** Bodies above this many bytes are not kept whole: 1,000 of them per tenant must stay cheap. */
export const journalBodyLimit = 64 * 1024

/** The headers of a request and of an answer that a pact keeps (in the case they are written in). */
const requestHeaders = ['Authorization', 'Content-Type']
const answerHeaders = ['Content-Type', 'WWW-Authenticate', 'Retry-After', 'Allow']

/** The request and answer as sent, for a pact; bodies past `journalBodyLimit` are not kept. */
function exchangeOf(req: Request, res: Response, answer: string | undefined, world: WorldOrigin): Exchange {
  const raw: unknown = req.body
  const bytes = Buffer.isBuffer(raw) ? raw.length : 0
  const answerBytes = answer === undefined || req.method === 'HEAD' ? 0 : Buffer.byteLength(answer)
  const headers: Record<string, string> = {}
  for (const name of requestHeaders) {
    const value = req.headers[name.toLowerCase()]
    if (typeof value === 'string') headers[name] = value
  }
  const sent: Record<string, string> = {}
  for (const name of answerHeaders) {
    const value = res.getHeader(name)
    if (value !== undefined) sent[name] = String(value)
  }
  const mark = req.url.indexOf('?')
  return {
    query: mark === -1 ? '' : req.url.slice(mark + 1),
    headers,
    body: bytes === 0 || bytes > journalBodyLimit ? null : (raw as Buffer).toString('utf8'),
    bodyBytes: bytes,
    answer: {
      headers: sent,
      body: answerBytes === 0 || answerBytes > journalBodyLimit ? null : (answer as string),
      bytes: answerBytes,
    },
    world,
  }
}

function journalBody(req: Request, parsed: unknown): unknown {
  const size = Buffer.isBuffer(req.body) ? req.body.length : 0
  if (size > journalBodyLimit) return `[a body of ${size} bytes, not kept]`
  return parsed ?? bodyForJournal(req)
}

function safely<T>(read: () => T, fallback: T): T {
  try {
    return read()
  } catch {
    return fallback
  }
}
