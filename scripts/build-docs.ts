// Builds the API reference (/__docs) into dist/docs: the page (ui/docs.html, its script inlined) and
// a copy of Redoc's standalone bundle with its licences. redoc is a dev dependency: the installed
// package serves these files and never needs node_modules/redoc. Run by `npm run build:ui`
// (scripts/build-ui.ts).
import { copyFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const redoc = `${root}node_modules/redoc/`
const dir = `${root}dist/docs`

/**
 * The one request Redoc 2.5.4 makes off the machine: the Redocly logo in its menu's footer. An
 * empty SVG takes its place, so the page loads nothing from elsewhere and its policy stays 'self'.
 */
const logo = 'https://cdn.redoc.ly/redoc/logo-mini.svg'
const noLogo = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"

/** Builds dist/docs and returns the sizes of the page and of the bundle, raw and gzipped. */
export async function buildDocs(): Promise<{ page: number; bundle: number; gzipped: number }> {
  const script = await build({
    entryPoints: [`${root}ui/docs.ts`],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  })
  const js = script.outputFiles[0].text.replaceAll('</script', '<\\/script')
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
  writeAside('redoc.standalone.js', bundle)
  writeAside('index.html', page)
  return { page: Buffer.byteLength(page), bundle: Buffer.byteLength(bundle), gzipped: gzipSync(bundle).length }
}

/** Written aside and renamed: a server (or a parallel build) never reads half a file. */
function writeAside(name: string, text: string): void {
  const temp = `${dir}/${name}.${process.pid}.tmp`
  writeFileSync(temp, text)
  renameSync(temp, `${dir}/${name}`)
}
