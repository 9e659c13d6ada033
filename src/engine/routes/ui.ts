import type { ControlPath } from './control-plane.js'

/**
 * The inspector page at /__ui, an entry of the control plane's table (src/engine/routes/control-plane.ts):
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
