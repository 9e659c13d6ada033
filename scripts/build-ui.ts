// Bundles the inspector (ui/) into dist/ui/index.html, script and styles inlined: the page then
// needs nothing but itself, and serving it is serving one file. Run by `npm run build:ui`, which
// also builds the API reference (scripts/build-docs.ts).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, transform } from 'esbuild'
import { buildDocs } from './build-docs.js'

const root = fileURLToPath(new URL('..', import.meta.url))
/** Issue 8: the page must stay under 150 KB gzipped. */
const budget = 150 * 1024

/** Builds the page and returns its size, raw and gzipped. */
export async function buildUi(): Promise<{ bytes: number; gzipped: number }> {
  const script = await build({
    entryPoints: [`${root}ui/main.ts`],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  })
  const style = await transform(readFileSync(`${root}ui/style.css`, 'utf8'), { loader: 'css', minify: true })
  // "</script" or "</style" inside the code would end the element early.
  const js = script.outputFiles[0].text.replaceAll('</script', '<\\/script')
  const css = style.code.replaceAll('</style', '<\\/style')
  const html = readFileSync(`${root}ui/index.html`, 'utf8')
    .replace('/*STYLE*/', () => css)
    .replace('/*SCRIPT*/', () => js)
  const gzipped = gzipSync(html).length
  if (gzipped > budget) throw new Error(`The inspector is ${gzipped} bytes gzipped, over the ${budget} budget.`)
  // Written aside and renamed: a server (or a parallel build) never reads half a page.
  const dir = `${root}dist/ui`
  mkdirSync(dir, { recursive: true })
  const temp = `${dir}/index.html.${process.pid}.tmp`
  writeFileSync(temp, html)
  renameSync(temp, `${dir}/index.html`)
  return { bytes: Buffer.byteLength(html), gzipped }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { bytes, gzipped } = await buildUi()
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  console.log(`dist/ui/index.html: ${kb(bytes)}, ${kb(gzipped)} gzipped`)
  const docs = await buildDocs()
  console.log(
    `dist/docs: index.html ${kb(docs.page)}, redoc.standalone.js ${kb(docs.bundle)}, ${kb(docs.gzipped)} gzipped`,
  )
}
