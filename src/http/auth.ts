import type { Request, Response } from 'express'
import { unauthorized } from '../errors.js'
import { type AuthMode, callerOf } from '../store/callers.js'
import { localsOf } from './locals.js'

/** `Bearer <token68>`, the scheme case-insensitive (RFC 9110), one token. */
const bearer = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i

/** The bearer token of a request, or a 401 saying what is wrong with its Authorization header. */
export function bearerToken(header: string | undefined): string {
  if (header === undefined || header === '') throw unauthorized('Send Authorization: Bearer <token>.')
  const match = bearer.exec(header)
  if (!match) throw unauthorized('The Authorization header must be Bearer followed by a token.')
  return match[1]
}

/** Runs first on every /v1 path, known or not: no answer but 401 reaches a request without a valid token. */
export const authenticate =
  (mode: AuthMode) =>
  (req: Request, res: Response): void => {
    const locals = localsOf(res)
    locals.caller = callerOf(locals.tenant().state, bearerToken(req.headers.authorization), mode)
  }
