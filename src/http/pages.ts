import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Response } from 'express'
import { Problem } from '../engine/core/errors.js'
import { packageRoot } from './package-root.js'

/**
 * The pages the Node server serves itself, from what `npm run build` writes to dist/: the
 * inspector (/__ui) and the API reference (/__docs). The engine routes them (they are entries of
 * the control plane's table: src/engine/routes/ui.ts and docs.ts) and names them; this sends them.
 */

/**
 * Everything the page needs is inlined in it, so it may load nothing from anywhere else: the
 * policy makes "no request leaves the machine" hold even for a URL that slips into the markup.
 */
const inspectorPolicy = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "connect-src 'self'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ')

/** Where `npm run build` writes the inspector. */
const builtInspector = join(packageRoot(), 'dist', 'ui')

/** Sends the inspector page from `dir` (tests point it elsewhere). */
export function sendInspector(res: Response, dir = builtInspector): void {
  const page = join(dir, 'index.html')
  if (!existsSync(page))
    throw new Problem('not_found', 'The inspector is not built: run `npm run build` in the messaging-mock package.')
  res.setHeader('Content-Security-Policy', inspectorPolicy)
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.sendFile(page)
}

/**
 * Only the mock itself: Redoc's script comes from beside the page, the document from /__openapi.json.
 * Redoc injects its styles, draws images from data: URLs and runs its search in a worker made from a
 * blob: URL; anything else (a font, a logo from a CDN) is blocked, and shows in the console.
 */
const docsPolicy = [
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

/** Where `npm run build` writes the API reference. */
const builtDocs = join(packageRoot(), 'dist', 'docs')

/** Sends the API reference page from `dir` (tests point it elsewhere). */
export function sendDocsPage(res: Response, dir = builtDocs): void {
  // Both files are looked for on every request, as the inspector is: a build after start-up is served.
  const page = builtFile(dir, 'index.html')
  res.setHeader('Content-Security-Policy', docsPolicy)
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.sendFile(page)
}

/** Sends Redoc's bundle from `dir`. */
export function sendRedoc(res: Response, dir = builtDocs): void {
  // 1.1 MB that changes only with a rebuild: kept a day, then revalidated by its Last-Modified.
  res.setHeader('Cache-Control', 'public, max-age=86400')
  res.sendFile(builtFile(dir, 'redoc.standalone.js'))
}

function builtFile(dir: string, file: string): string {
  const path = join(dir, file)
  if (!existsSync(path))
    throw new Problem('not_found', 'The API reference is not built: run `npm run build` in the messaging-mock package.')
  return path
}
