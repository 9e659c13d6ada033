import type { RequestHandler } from 'express'
import { unauthorized } from '../errors.js'
import { bearerToken } from './auth.js'

/**
 * With an admin token set, every /__ path needs it but `/__health`, which tells nothing about the
 * world: Docker's HEALTHCHECK, Kubernetes probes and CI service checks send no header. /v1 tokens
 * never open /__.
 */
export const requireAdminToken =
  (adminToken: string | undefined): RequestHandler =>
  (req, _res, next) => {
    if (adminToken !== undefined && req.path !== '/__health' && bearerToken(req.headers.authorization) !== adminToken)
      throw unauthorized('The control plane needs the admin token.')
    next()
  }
