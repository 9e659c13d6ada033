import type { ErrorRequestHandler, Response } from 'express'
import { internal, invalidBody, invalidParameter, Problem, payloadTooLarge } from '../engine/core/errors.js'

/** Writes a problem the server itself raised (a head over its limits, a page that is not built). */
export function sendProblem(res: Response, problem: Problem): void {
  res.statusCode = problem.status
  for (const [name, value] of Object.entries(problem.headers)) res.setHeader(name, value)
  res.setHeader('Content-Type', 'application/problem+json; charset=utf-8')
  res.end(JSON.stringify(problem))
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
 * The problem of an error a transport step raised (Express's body reader, say): a 4xx for a body
 * that could not be read, else a bare 500 whose cause goes to `onBug`.
 */
export function problemOf(error: unknown, onBug: (error: unknown) => void): Problem {
  if (error instanceof Problem) return error
  const problem = typeof error === 'object' && error !== null ? fromHttpError(error) : null
  if (problem !== null) return problem
  onBug(error)
  return internal()
}

/**
 * The last middleware. Anything that is not a Problem is a bug or a transport failure: it becomes a
 * bare 500 (or the matching 4xx for a body that could not be read) and never carries a stack.
 */
export const problemHandler =
  (onBug: (error: unknown) => void, drift?: (body: unknown) => string | null): ErrorRequestHandler =>
  (error: unknown, _req, res, _next) => {
    let problem = problemOf(error, onBug)
    const drifted = drift?.(problem.toJSON())
    if (drifted) problem = internal(`The problem drifted from its schema: ${drifted}`)
    if (res.headersSent) {
      res.destroy()
      return
    }
    sendProblem(res, problem)
  }
