import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Response } from 'express'
import { Problem } from '../errors.js'
import { packageRoot } from '../package-root.js'
import type { ControlPath } from './control-plane.js'

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

/** Where `npm run build` writes the inspector. */
const built = join(packageRoot(), 'dist', 'ui')

/**
 * The inspector page at /__ui, an entry of the control plane's table (src/routes/control-plane.ts):
 * the one file that `npm run build` writes to dist/ui (its script and styles are inlined). It is
 * static and needs no admin token (the page asks for one when a /__ call answers 401).
 */
export const inspector: ControlPath = {
  path: '/__ui',
  open: true,
  tenant: false,
  get: {
    id: 'inspector_page',
    summary: 'The inspector',
    description: 'A page to browse the state, the journal and the controls of a tenant.',
    answer: { page: 'text/html' },
    handle: ({ exchange }) => exchange.hostPage('inspector'),
  },
}

/** Sends the inspector page from `dir` (tests point it elsewhere). */
export function sendInspector(res: Response, dir = built): void {
  const page = join(dir, 'index.html')
  if (!existsSync(page))
    throw new Problem('not_found', 'The inspector is not built: run `npm run build` in the messaging-mock package.')
  res.setHeader('Content-Security-Policy', policy)
  res.setHeader('Referrer-Policy', 'no-referrer')
  res.sendFile(page)
}
