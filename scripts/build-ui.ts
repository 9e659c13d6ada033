// Bundles the inspector (ui/) into dist/pages/ui/index.html, script and styles inlined: the page then
// needs nothing but itself, and serving it is serving one file. Run by `npm run build:ui`, which
// also builds the API reference (scripts/build-docs.ts).
import { mkdirSync, readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { transform } from 'esbuild'
import { buildDocs } from './build-docs.js'
import { inlineScript, writeAside } from './page-parts.js'

const root = fileURLToPath(new URL('..', import.meta.url))
/** Issue 8: the page must stay under 150 KB gzipped. */
const budget = 150 * 1024

/** Builds the page and returns its size, raw and gzipped. */
export async function buildUi(): Promise<{ bytes: number; gzipped: number }> {
  const style = await transform(readFileSync(`${root}ui/style.css`, 'utf8'), { loader: 'css', minify: true })
  const js = await inlineScript(`${root}ui/main.ts`)
  // "</style" inside the styles would end the element early.
  const css = style.code.replaceAll('</style', '<\\/style')
  const html = readFileSync(`${root}ui/index.html`, 'utf8')
    .replace('/*STYLE*/', () => css)
    .replace('/*SCRIPT*/', () => js)
  const gzipped = gzipSync(html).length
  if (gzipped > budget) throw new Error(`The inspector is ${gzipped} bytes gzipped, over the ${budget} budget.`)
  const dir = `${root}dist/pages/ui`
  mkdirSync(dir, { recursive: true })
  writeAside(dir, 'index.html', html)
  return { bytes: Buffer.byteLength(html), gzipped }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { bytes, gzipped } = await buildUi()
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  console.log(`dist/pages/ui/index.html: ${kb(bytes)}, ${kb(gzipped)} gzipped`)
  const docs = await buildDocs()
  console.log(
    `dist/pages/docs: index.html ${kb(docs.page)}, redoc.standalone.js ${kb(docs.bundle)}, ${kb(docs.gzipped)} gzipped`,
  )
}
