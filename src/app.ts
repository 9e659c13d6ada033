import express, { type Express } from 'express'
import { latencyFor } from './control/latency.js'
import { notFound, problemHandler } from './errors.js'
import { authenticate } from './http/auth.js'
import { corsFor } from './http/cors.js'
import { injectFaults } from './http/faults.js'
import { observe, type RequestLine } from './http/observe.js'
import { parseQuery, readBodyEarly } from './http/params.js'
import { selectTenant } from './http/tenant.js'
import { Mock } from './mock.js'
import { buildOpenApi } from './openapi.js'
import type { MockOptions } from './options.js'
import { adminRouter } from './routes/admin.js'
import { uiRouter } from './routes/ui.js'
import { v1Router } from './routes/v1.js'

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
  let openapi: unknown
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cache-Control', 'no-store')
    next()
  })
  app.use(corsFor(options.corsOrigins))
  app.use(selectTenant(mock))
  app.use(observe(log))
  app.use(uiRouter())
  // The control plane only sees /__ paths, so /v1 requests do not walk its table.
  const admin = adminRouter(mock, () => (openapi ??= buildOpenApi(mock.validators)))
  app.use((req, res, next) => (req.path.startsWith('/__') ? admin(req, res, next) : next()))
  app.use('/v1', readBodyEarly, authenticate(options.auth), injectFaults(latencyFor(options)), v1Router(mock))
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
