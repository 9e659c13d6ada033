import type { ControlPath } from './control-plane.js'

/**
 * The inspector page at /__ui, an entry of the control plane's table (src/engine/routes/control-plane.ts):
 * the one file that `npm run build` writes to dist/pages/ui (its script and styles are inlined). It is
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

/**
 * The page's own headers, wherever it is served. Everything it needs is inlined in it, so it may
 * load nothing from anywhere else: the policy makes "no request leaves the machine" hold even for a
 * URL that slips into the markup.
 */
export const inspectorHeaders: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'none'",
    "script-src 'unsafe-inline'",
    "style-src 'unsafe-inline'",
    "connect-src 'self'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; '),
  'Referrer-Policy': 'no-referrer',
}
