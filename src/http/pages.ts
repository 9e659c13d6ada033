import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Response } from 'express'
import { Problem } from '../engine/core/errors.js'
import { docsPageHeaders, redocHeaders } from '../engine/routes/docs.js'
import { inspectorHeaders } from '../engine/routes/ui.js'
import { packageRoot } from './package-root.js'

/**
 * The pages the Node server serves itself, from what `npm run build` writes to dist/: the
 * inspector (/__ui) and the API reference (/__docs). The engine routes them (they are entries of
 * the control plane's table: src/engine/routes/ui.ts and docs.ts) and names them; this sends them.
 */

/** Where `npm run build` writes the inspector. */
const builtInspector = join(packageRoot(), 'dist', 'pages', 'ui')

/** Sends the inspector page from `dir` (tests point it elsewhere). */
export function sendInspector(res: Response, dir = builtInspector): void {
  const page = join(dir, 'index.html')
  if (!existsSync(page))
    throw new Problem('not_found', 'The inspector is not built: run `npm run build` in the messaging-mock package.')
  setHeaders(res, inspectorHeaders)
  res.sendFile(page)
}

/** Where `npm run build` writes the API reference. */
const builtDocs = join(packageRoot(), 'dist', 'pages', 'docs')

/** Sends the API reference page from `dir` (tests point it elsewhere). */
export function sendDocsPage(res: Response, dir = builtDocs): void {
  // Both files are looked for on every request, as the inspector is: a build after start-up is served.
  const page = builtFile(dir, 'index.html')
  setHeaders(res, docsPageHeaders)
  res.sendFile(page)
}

/** Sends Redoc's bundle from `dir`. */
export function sendRedoc(res: Response, dir = builtDocs): void {
  setHeaders(res, redocHeaders)
  res.sendFile(builtFile(dir, 'redoc.standalone.js'))
}

function setHeaders(res: Response, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}

function builtFile(dir: string, file: string): string {
  const path = join(dir, file)
  if (!existsSync(path))
    throw new Problem('not_found', 'The API reference is not built: run `npm run build` in the messaging-mock package.')
  return path
}
