import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Router } from 'express'
import { Problem } from '../errors.js'
import { packageRoot } from '../package-root.js'
import { onlyMethods } from './methods.js'

/**
 * Everything the page needs is inlined in it, so it may load nothing from anywhere else: the
 * policy makes "no request leaves the machine" hold even for a URL that slips into the markup.
 */
const policy = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ')

/**
 * The inspector page at /__ui: the one file that `npm run build` writes to dist/ui (its script and
 * styles are inlined). It is static and needs no admin token (the page asks for one when a /__ call answers 401), so
 * it is mounted before the control plane. `dir` is where the bundle is (tests point it elsewhere).
 */
export function uiRouter(dir = join(packageRoot(), 'dist', 'ui')): Router {
  const page = join(dir, 'index.html')
  const router = Router()
  router
    .route(['/__ui', '/__ui/'])
    .get((_req, res) => {
      if (!existsSync(page))
        throw new Problem('not_found', 'The inspector is not built: run `npm run build` in the messaging-mock package.')
      res.setHeader('Content-Security-Policy', policy)
      res.setHeader('Referrer-Policy', 'no-referrer')
      res.sendFile(page)
    })
    .all(onlyMethods('GET', 'HEAD'))
  return router
}
