import type { RequestHandler } from 'express'
import { unauthorized } from '../errors.js'
import { bearerToken } from './auth.js'

/**
 * With an admin token set, the control plane needs it. The router puts the open paths before this
 * check (`/__health`, which probes call: Docker's HEALTHCHECK, Kubernetes probes and CI service
 * checks send no header; and the pages a browser opens); every other /__ path, known or not, meets
 * it. /v1 tokens never open /__.
 */
export const requireAdminToken =
  (adminToken: string | undefined): RequestHandler =>
  (req, _res, next) => {
    if (adminToken !== undefined && bearerToken(req.headers.authorization) !== adminToken)
      throw unauthorized('The control plane needs the admin token.')
    next()
  }
