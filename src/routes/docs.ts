import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Response } from 'express'
import { Problem } from '../errors.js'
import { packageRoot } from '../package-root.js'
import type { ControlPath } from './control-plane.js'

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

/** Where `npm run build` writes the API reference. */
const built = join(packageRoot(), 'dist', 'docs')

/** GET /__openapi.json, an entry of the control plane's table (src/routes/control-plane.ts). */
export const openapiDocument: ControlPath = {
  path: '/__openapi.json',
  tenant: false,
  get: {
    id: 'openapi_document',
    summary: 'This document',
    description: 'The OpenAPI 3.1 document of /v1 and of the control plane, built from the JSON Schemas of schemas/.',
    answer: { schema: { type: 'object' }, description: 'The OpenAPI document.' },
    handle: ({ exchange, mock }) => exchange.json(200, mock.openapi()),
  },
}

/**
 * The API reference at /__docs: Redoc rendering /__openapi.json, from what `npm run build` writes to
 * dist/docs (the page, and a copy of Redoc's standalone bundle at /__docs/redoc.js, so the package
 * needs no redoc at run time). Static and needing no admin token, like /__ui: the page asks for the
 * token when the document answers 401. Entries of the control plane's table.
 */
export const apiReference: ControlPath[] = [
  {
    path: '/__docs',
    open: true,
    tenant: false,
    get: {
      id: 'docs_page',
      summary: 'The API reference',
      description: 'This document rendered by Redoc, with no request off the machine.',
      answer: { page: 'text/html' },
      handle: ({ exchange }) => exchange.hostPage('docs_page'),
    },
  },
  {
    path: '/__docs/redoc.js',
    open: true,
    tenant: false,
    get: {
      id: 'docs_script',
      summary: 'The Redoc bundle',
      description: 'The script the API reference page runs.',
      answer: { page: 'text/javascript' },
      handle: ({ exchange }) => exchange.hostPage('docs_script'),
    },
  },
]

/** Sends the API reference page from `dir` (tests point it elsewhere). */
export function sendDocsPage(res: Response, dir = built): void {
  // Both files are looked for on every request, as the inspector is: a build after start-up is served.
  const page = builtFile(dir, 'index.html')
  res.setHeader('Content-Security-Policy', policy)
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.sendFile(page)
}

/** Sends Redoc's bundle from `dir`. */
export function sendRedoc(res: Response, dir = built): void {
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
