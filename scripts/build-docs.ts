// Builds the API reference (/__docs) into dist/pages/docs: the page (ui/docs.html, its script inlined) and
// a copy of Redoc's standalone bundle with its licences. redoc is a dev dependency: the installed
// package serves these files and never needs node_modules/redoc. Run by `npm run build:ui`
// (scripts/build-ui.ts).
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { inlineScript, writeAside } from './page-parts.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const redoc = `${root}node_modules/redoc/`
const dir = `${root}dist/pages/docs`

/**
 * The one request Redoc 2.5.4 makes off the machine: the Redocly logo in its menu's footer. An
 * empty SVG takes its place, so the page loads nothing from elsewhere and its policy stays 'self'.
 */
const logo = 'https://cdn.redoc.ly/redoc/logo-mini.svg'
const noLogo = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"

/** Builds dist/pages/docs and returns the sizes of the page and of the bundle, raw and gzipped. */
export async function buildDocs(): Promise<{ page: number; bundle: number; gzipped: number }> {
  const js = await inlineScript(`${root}ui/docs.ts`)
  const page = readFileSync(`${root}ui/docs.html`, 'utf8').replace('/*SCRIPT*/', () => js)
  const original = readFileSync(`${redoc}bundles/redoc.standalone.js`, 'utf8')
  // Another redoc may fetch something else too: the build stops here rather than ship it unseen.
  if (original.split(logo).length !== 2)
    throw new Error(
      `redoc.standalone.js does not hold ${logo} exactly once: check what this redoc loads off the machine.`,
    )
  const bundle = original.replace(logo, noLogo)
  mkdirSync(dir, { recursive: true })
  // The bundle's first line points at redoc.standalone.js.LICENSE.txt "beside" it: kept so.
  copyFileSync(`${redoc}bundles/redoc.standalone.js.LICENSE.txt`, `${dir}/redoc.standalone.js.LICENSE.txt`)
  copyFileSync(`${redoc}LICENSE`, `${dir}/redoc.LICENSE`)
  writeAside(dir, 'redoc.standalone.js', bundle)
  writeAside(dir, 'index.html', page)
  return { page: Buffer.byteLength(page), bundle: Buffer.byteLength(bundle), gzipped: gzipSync(bundle).length }
}
