import cors from 'cors'
import type { RequestHandler } from 'express'

/**
 * CORS for pages on other origins: the origin is echoed (or checked against `origins`), the
 * preflight is answered without a token, and the headers a client reads are exposed.
 */
export function corsFor(origins: string[] | undefined): RequestHandler {
  const headers = cors({
    origin: origins === undefined ? true : origins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    exposedHeaders: ['WWW-Authenticate', 'Retry-After', 'Allow', 'Content-Length'],
    maxAge: 600,
    preflightContinue: true,
  })
  // Only a real preflight (OPTIONS with Access-Control-Request-Method) is answered here, without a
  // token; any other OPTIONS goes on to the routes, where a /v1 path wants its token first.
  return (req, res, next) =>
    // Without an Origin header the request is not from a browser page on another origin.
    req.headers.origin === undefined
      ? next()
      : headers(req, res, () => {
          if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
            res.statusCode = 204
            res.setHeader('Content-Length', '0')
            res.end()
          } else next()
        })
}
