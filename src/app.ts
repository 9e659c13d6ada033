import express, { type Express, type RequestHandler } from 'express'
import { notFound, problemHandler } from './errors.js'
import { authenticate } from './http/auth.js'
import { localsOf } from './http/locals.js'
import { parseQuery } from './http/params.js'
import { Mock } from './mock.js'
import type { MockOptions } from './options.js'
import { adminRouter } from './routes/admin.js'
import { v1Router } from './routes/v1.js'

/**
 * The Express app of the mock, for supertest or your own server. Throws a FixtureError when the
 * fixtures are invalid. The order of middleware is the order a request meets them.
 */
export function createApp(options: MockOptions = {}): Express {
  return appFor(new Mock(options))
}

export function appFor(mock: Mock): Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  app.set('query parser', parseQuery)

  const common: RequestHandler = (_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Cache-Control', 'no-store')
    localsOf(res).tenant = mock.tenant
    localsOf(res).caller = null
    next()
  }
  app.use(common)
  app.use('/__', adminRouter(mock))
  app.use('/v1', authenticate(mock.options.auth), v1Router(mock.validators))
  app.use(() => {
    throw notFound('route')
  })
  app.use(problemHandler(mock.options.onBug))
  return app
}
