import { unauthorized } from '../core/errors.js'
import { type AuthMode, callerOf } from '../store/callers.js'
import type { Exchange } from './exchange.js'

/** `Bearer <token68>`, the scheme case-insensitive (RFC 9110), one token. */
const bearer = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i

/** The bearer token of a request, or a 401 saying what is wrong with its Authorization header. */
export function bearerToken(header: string | undefined): string {
  if (header === undefined || header === '')
    throw unauthorized('Send Authorization: Bearer <token>.').because({ code: 'auth.missing' })
  const match = bearer.exec(header)
  if (!match)
    throw unauthorized('The Authorization header must be Bearer followed by a token.').because({
      code: 'auth.malformed',
      scheme: header.trim().split(' ')[0],
    })
  return match[1]
}

/** Runs first on every /v1 path, known or not: no answer but 401 reaches a request without a valid token. */
export const authenticate =
  (mode: AuthMode) =>
  (exchange: Exchange): void => {
    exchange.caller = callerOf(
      exchange.tenant().state,
      bearerToken(exchange.header('authorization')),
      mode,
      exchange.why,
    )
  }

/**
 * With an admin token set, the control plane needs it. The open paths come before this check
 * (`/__health`, which probes call: Docker's HEALTHCHECK, Kubernetes probes and CI service checks
 * send no header; and the pages a browser opens); every other /__ path, known or not, meets it.
 * /v1 tokens never open /__, nor the agents' door (/__mcp), which the Node server checks alike.
 */
export function requireAdminToken(adminToken: string | undefined, authorization: string | undefined): void {
  if (adminToken !== undefined && bearerToken(authorization) !== adminToken)
    throw unauthorized('The control plane needs the admin token.')
}
