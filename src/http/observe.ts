import type { Request, Response } from 'express'
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
        tenant?.journal.record({
          method: req.method,
          path,
          query: locals.query ?? (req.url.includes('?') ? safely(() => ({ ...req.query }), {}) : {}),
          body: journalBody(req, locals.body),
          caller: locals.caller,
          status: res.statusCode,
          duration_ms: ms,
          at,
          problem: locals.problem ? { code: locals.problem.code, errors: locals.problem.errors } : null,
        })
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
