import type { Request, Response } from 'express'
import { invalidParameter } from '../errors.js'
import { defaultTenant, type Mock } from '../mock.js'
import { Locals } from './locals.js'

export const tenantName = /^[A-Za-z0-9._-]{1,64}$/
const prefix = /^\/t\/([^/?]*)(?=[/?]|$)/

/**
 * Picks the request's tenant from `X-Mock-Tenant` or a `/t/<name>` path prefix (which it strips,
 * so the routes see the plain path). Without either the tenant is `default`; both must agree.
 */
export const selectTenant =
  (mock: Mock) =>
  (req: Request, res: Response): void => {
    const header = req.headers['x-mock-tenant']
    const fromHeader = typeof header === 'string' ? header : undefined
    const match = prefix.exec(req.url)
    // Tenant names need no percent-decoding: anything encoded is not a valid name anyway.
    const fromPath = match ? match[1] : undefined
    if (match) {
      const rest = req.url.slice(match[0].length)
      req.url = rest.startsWith('/') ? rest : `/${rest}`
    }
    res.locals = new Locals(fromPath ?? fromHeader ?? defaultTenant, mock)
    if (fromHeader !== undefined && !tenantName.test(fromHeader))
      throw invalidParameter('X-Mock-Tenant', 'must be 1 to 64 of A-Z a-z 0-9 . _ -')
    if (fromPath !== undefined && !tenantName.test(fromPath))
      throw invalidParameter('tenant', 'in /t/<name> must be 1 to 64 of A-Z a-z 0-9 . _ -')
    if (fromPath !== undefined && fromHeader !== undefined && fromPath !== fromHeader)
      throw invalidParameter('X-Mock-Tenant', `names ${fromHeader} but the path names ${fromPath}`)
  }
