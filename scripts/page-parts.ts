// What the two pages the package serves (the inspector, scripts/build-ui.ts, and the API reference,
// scripts/build-docs.ts) are built with: a browser script to inline, and a file written whole.
import { renameSync, writeFileSync } from 'node:fs'
import { build } from 'esbuild'

/** `entry` bundled and minified for a browser, ready to go inside a <script> element. */
export async function inlineScript(entry: string): Promise<string> {
  const script = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    platform: 'browser',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  })
  // "</script" inside the code would end the element early.
  return script.outputFiles[0].text.replaceAll('</script', '<\\/script')
}

/** Written aside and renamed: a server (or a parallel build) never reads half a file. */
export function writeAside(dir: string, name: string, text: string): void {
  const temp = `${dir}/${name}.${process.pid}.tmp`
  writeFileSync(temp, text)
  renameSync(temp, `${dir}/${name}`)
}
