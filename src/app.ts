import express, { type Express } from 'express'
import { notFound } from './errors.js'
import { corsFor } from './http/cors.js'
import { lingerAfterAnswer, oversizeHead } from './http/head.js'
import { observe, type RequestLine } from './http/observe.js'
import { parseQuery } from './http/params.js'
import { isControlPath, isV1Path } from './http/paths.js'
import { problemHandler } from './http/problems.js'
import { selectTenant } from './http/tenant.js'
import { Mock } from './mock.js'
import type { MockOptions } from './options.js'
import { controlPlaneRouter } from './routes/control-plane.js'
import { v1Layer } from './routes/v1.js'

export interface AppOptions extends MockOptions {
  /** Called once per request when it ends (the CLI's request log). */
  log?: (line: RequestLine) => void
}

/**
 * The Express app of the mock, for supertest or your own server. Throws a FixtureError when the
 * fixtures are invalid.
 */
export function createApp(options: AppOptions = {}): Express {
  return appFor(new Mock(options), options.log)
}

/** The app over an existing Mock. The order of middleware is the order a request meets them. */
export function appFor(mock: Mock, log?: (line: RequestLine) => void): Express {
  const { options } = mock
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  app.set('query parser', parseQuery)
  // Every request meets one layer (each Express layer costs every request a little): common
  // headers, CORS (a preflight ends there), the head's size (an over-long one is refused, with the
  // CORS headers a browser needs to read why, and never journaled), its tenant, the watch that
  // journals and logs it, then a dispatch by first segment: the control plane (its pages too) sees
  // only /__ paths, /v1 its own.
  const cors = corsFor(options.corsOrigins)
  const tenant = selectTenant(mock)
  const watch = observe(log)
  const control = controlPlaneRouter(mock)
  const v1 = v1Layer(mock)
  app.use((req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cache-Control', 'no-store')
    cors(req, res, () => {
      const oversize = oversizeHead(req)
      if (oversize !== null) {
        lingerAfterAnswer(req)
        next(oversize)
        return
      }
      tenant(req, res)
      watch(req, res)
      const path = req.path
      if (isV1Path(path)) v1(req, res, next)
      else if (isControlPath(path)) control(req, res, next)
      else next()
    })
  })
  app.use(() => {
    throw notFound('route')
  })
  const drift = (body: unknown) => {
    const failures = mock.validators.responseFailures('problem', body)
    return failures.length === 0 ? null : failures.map((f) => `${f.path.join('.')} ${f.message}`).join('; ')
  }
  app.use(problemHandler(options.onBug, options.selfCheck ? drift : undefined))
  return app
}
