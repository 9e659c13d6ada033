import type { ErrorRequestHandler, Response } from 'express'
import { internal, invalidBody, invalidParameter, Problem, payloadTooLarge } from '../errors.js'

/** Writes a problem: the only way an error leaves the server. */
export function sendProblem(res: Response, problem: Problem): void {
  res.locals.problem = problem
  res.statusCode = problem.status
  for (const [name, value] of Object.entries(problem.headers)) res.setHeader(name, value)
  res.setHeader('Content-Type', 'application/problem+json; charset=utf-8')
  const text = JSON.stringify(problem)
  res.locals.answer = text
  res.end(text)
}

/** Errors that Express's own body reader raises, by their `type`. */
function fromHttpError(error: { type?: unknown; limit?: unknown; status?: unknown }): Problem | null {
  // The router could not percent-decode a path segment (GET /v1/messages/%E0%A4%A).
  if (error instanceof URIError) return invalidParameter('path', 'is not valid percent-encoding')
  switch (error.type) {
    case 'entity.too.large':
      return payloadTooLarge(typeof error.limit === 'number' ? error.limit : undefined)
    case 'encoding.unsupported':
      return new Problem('unsupported_media_type', 'The body is in an unsupported content encoding.')
    case 'charset.unsupported':
      return new Problem('unsupported_media_type', 'The body is in an unsupported charset.')
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return invalidBody('The body could not be read.')
  }
  // Anything else the body reader refuses (a gzip body that does not decompress, say).
  if (error.status === 400) return invalidBody('The body could not be read: it does not decode as its headers say.')
  return null
}

/**
 * The last middleware. Anything that is not a Problem is a bug or a transport failure: it becomes a
 * bare 500 (or the matching 4xx for a body that could not be read) and never carries a stack.
 */
export const problemHandler =
  (onBug: (error: unknown) => void, drift?: (body: unknown) => string | null): ErrorRequestHandler =>
  (error: unknown, _req, res, _next) => {
    let problem: Problem
    if (error instanceof Problem) problem = error
    else if (typeof error === 'object' && error !== null) problem = fromHttpError(error) ?? internal()
    else problem = internal()
    if (problem.code === 'internal' && !(error instanceof Problem)) onBug(error)
    const drifted = drift?.(problem.toJSON())
    if (drifted) problem = internal(`The problem drifted from its schema: ${drifted}`)
    if (res.headersSent) {
      res.destroy()
      return
    }
    sendProblem(res, problem)
  }
