import type { ReasonData } from './reasons.js'

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
  insufficient_storage: 507,
} as const

export type ProblemCode = keyof typeof problemStatus

/**
 * The reason phrase of each status a problem can have (RFC 9110), as its `title`: written out
 * rather than read from node:http, so that the rules of the mock run where there is no Node.
 */
const titles: Record<(typeof problemStatus)[ProblemCode], string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  507: 'Insufficient Storage',
}

/** One failing parameter: `param` is bracketed as in a form body (`attachments[0][url]`). */
export interface ParamError {
  param: string
  message: string
}

/**
 * A failure the client should see, in the shape of RFC 9457 problem details. Every layer throws
 * these; the server's `problemHandler` (src/http/problems.ts) is the one place that writes them.
 */
export class Problem extends Error {
  readonly status: (typeof problemStatus)[ProblemCode]
  readonly headers: Record<string, string>
  /**
   * Why, as the mock knows it (message.hidden behind a not_found): journaled, never answered, so
   * that a caller who may not see a message does not learn from the answer that it exists.
   */
  why: ReasonData | undefined = undefined

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

  /** This problem, with the reason behind it. */
  because(reason: ReasonData): this {
    this.why = reason
    return this
  }

  toJSON() {
    return {
      type: 'about:blank',
      title: titles[this.status],
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
