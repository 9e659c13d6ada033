import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Router } from 'express'
import { Problem } from '../errors.js'
import { packageRoot } from '../package-root.js'
import { onlyMethods } from './methods.js'

/**
 * Only the mock itself: Redoc's script comes from beside the page, the document from /__openapi.json.
 * Redoc injects its styles, draws images from data: URLs and runs its search in a worker made from a
 * blob: URL; anything else (a font, a logo from a CDN) is blocked, and shows in the console.
 */
const policy = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  "img-src 'self' data:",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ')

/**
 * The API reference at /__docs: Redoc rendering /__openapi.json, from what `npm run build` writes to
 * dist/docs (the page, and a copy of Redoc's standalone bundle at /__docs/redoc.js, so the package
 * needs no redoc at run time). Static and needing no admin token, like /__ui: the page asks for the
 * token when the document answers 401. `dir` is where the build is (tests point it elsewhere).
 */
export function docsRouter(dir = join(packageRoot(), 'dist', 'docs')): Router {
  // Both files are looked for on every request, as the inspector is: a build after start-up is served.
  const built = (file: string) => {
    const path = join(dir, file)
    if (!existsSync(path))
      throw new Problem(
        'not_found',
        'The API reference is not built: run `npm run build` in the messaging-mock package.',
      )
    return path
  }
  const router = Router()
  router
    .route(['/__docs', '/__docs/'])
    .get((_req, res) => {
      const page = built('index.html')
      res.setHeader('Content-Security-Policy', policy)
      res.setHeader('Referrer-Policy', 'no-referrer')
      res.sendFile(page)
    })
    .all(onlyMethods('GET', 'HEAD'))
  router
    .route('/__docs/redoc.js')
    .get((_req, res) => {
      // 1.1 MB that changes only with a rebuild: kept a day, then revalidated by its Last-Modified.
      res.setHeader('Cache-Control', 'public, max-age=86400')
      res.sendFile(built('redoc.standalone.js'))
    })
    .all(onlyMethods('GET', 'HEAD'))
  return router
}
