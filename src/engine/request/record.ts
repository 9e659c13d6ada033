import { errorAnswerHeaders, journalBodyLimit, type Recorded } from '../control/journal.js'
import { shared } from '../core/reasons.js'
import type { TenantContext } from './context.js'
import type { EngineAnswer, Exchange } from './exchange.js'

/**
 * A /v1 request as the journal keeps it: references only (what serving it made anyway), read into
 * an entry or a pact when asked for. An error answer's extra headers are read here, as they are rare.
 */
export function recordOf(exchange: Exchange, answer: EngineAnswer, tenant: TenantContext): Recorded {
  const { request } = exchange
  const raw = request.body
  const rawBytes = raw === undefined ? 0 : raw.length
  const { status } = answer
  let answerHeaders: Record<string, string> | undefined
  if (status >= 300) {
    answerHeaders = {}
    for (const name of errorAnswerHeaders) {
      const value = answer.headers[name]
      if (value !== undefined) answerHeaders[name] = value
    }
  }
  const sequence = shared(exchange.why)
  return {
    method: request.method,
    url: exchange.url,
    path: exchange.path,
    caller: exchange.caller,
    status,
    ms: Math.round((performance.now() - exchange.started) * 1000) / 1000,
    at: exchange.at,
    query: exchange.query ?? (exchange.search === undefined ? undefined : safely(() => exchange.parsedQuery())),
    body: exchange.body,
    raw: rawBytes > 0 && rawBytes <= journalBodyLimit ? raw : undefined,
    rawBytes,
    authorization: exchange.header('authorization'),
    contentType: exchange.header('content-type'),
    problem: exchange.problem,
    answer: exchange.kept,
    answerType: answer.headers['Content-Type'],
    answerHeaders,
    world: tenant.origin,
    why: sequence?.why ?? exchange.why,
    whyCodes: sequence?.codes,
  }
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}
