import type { ControlPath } from './control-plane.js'

/** GET /__openapi.json, an entry of the control plane's table (src/engine/routes/control-plane.ts). */
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
 * dist/pages/docs (the page, and a copy of Redoc's standalone bundle at /__docs/redoc.js, so the package
 * needs no redoc at run time). Static and needing no admin token, like /__ui: the page asks for the
 * token when the document answers 401. Entries of the control plane's table.
 */
/** The API reference's page and script: the Node server sends them (src/http/pages.ts). */
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

/**
 * The page's own headers, wherever it is served. Only the mock itself: Redoc's script comes from
 * beside the page, the document from /__openapi.json. Redoc injects its styles, draws images from
 * data: URLs and runs its search in a worker made from a blob: URL; anything else (a font, a logo
 * from a CDN) is blocked, and shows in the console.
 */
export const docsPageHeaders: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'none'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'unsafe-inline'",
    "connect-src 'self'",
    "img-src 'self' data:",
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; '),
  'Referrer-Policy': 'no-referrer',
}

/** Redoc's bundle: 1.1 MB that changes only with a rebuild, kept a day, then revalidated. */
export const redocHeaders: Record<string, string> = { 'Cache-Control': 'public, max-age=86400' }
