import { STATUS_CODES } from 'node:http'
import type { ErrorRequestHandler, Response } from 'express'

/** The codes of CONTRACT section 6, with the status each one answers. */
export const problemStatus = {
  invalid_body: 400,
  invalid_parameter: 400,
  unknown_parameter: 400,
  unauthorized: 401,
  token_expired: 401,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  too_many_tenants: 429,
  headers_too_large: 431,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
  timeout: 504,
} as const

export type ProblemCode = keyof typeof problemStatus

/** One failing parameter: `param` is bracketed as in a form body (`attachments[0][url]`). */
export interface ParamError {
  param: string
  message: string
}

/**
 * A failure the client should see, in the shape of RFC 9457 problem details. Every layer throws
 * these; `problemHandler` is the one place that writes them.
 */
export class Problem extends Error {
  readonly status: number
  readonly headers: Record<string, string>

  constructor(
    readonly code: ProblemCode,
    readonly detail: string,
    readonly errors: ParamError[] = [],
    headers: Record<string, string> = {},
  ) {
    super(detail)
    this.status = problemStatus[code]
    this.headers = headers
  }

  toJSON() {
    return {
      type: 'about:blank',
      title: STATUS_CODES[this.status] ?? 'Error',
      status: this.status,
      code: this.code,
      detail: this.detail,
      errors: this.errors,
    }
  }
}

export const notFound = (what = 'resource') => new Problem('not_found', `No such ${what}.`)

export const invalidParameters = (errors: ParamError[]) => new Problem('invalid_parameter', describe(errors), errors)

export const invalidParameter = (param: string, message: string) => invalidParameters([{ param, message }])

export const unknownParameters = (errors: ParamError[]) => new Problem('unknown_parameter', describe(errors), errors)

export const invalidBody = (detail: string) => new Problem('invalid_body', detail)

export const unauthorized = (detail: string) =>
  new Problem('unauthorized', detail, [], { 'WWW-Authenticate': 'Bearer' })

export const tokenExpired = () =>
  new Problem('token_expired', 'The access token has expired.', [], {
    'WWW-Authenticate': 'Bearer error="invalid_token", error_description="The access token expired"',
  })

export const methodNotAllowed = (allow: readonly string[]) =>
  new Problem('method_not_allowed', `This path answers ${allow.join(', ')}.`, [], { Allow: allow.join(', ') })

export const unsupportedMediaType = (type: string) =>
  new Problem(
    'unsupported_media_type',
    `A body of type ${type} is not accepted: send application/json or application/x-www-form-urlencoded.`,
  )

export const payloadTooLarge = (limit = 2 ** 20) =>
  new Problem('payload_too_large', `The body is larger than ${limit / 2 ** 20} MiB.`)

/** The connection closes after these: what follows the head on it cannot be trusted to be a request. */
export const uriTooLong = (limit: number) =>
  new Problem('uri_too_long', `The request target is longer than ${limit / 1024} KiB.`, [], { Connection: 'close' })

export const headersTooLarge = (detail: string) => new Problem('headers_too_large', detail, [], { Connection: 'close' })

export const internal = (detail = 'The server failed to answer.') => new Problem('internal', detail)

function describe(errors: ParamError[]): string {
  return errors.map((e) => `${e.param} ${e.message}`).join('; ')
}

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
