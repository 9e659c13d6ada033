import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The nearest folder above this module with a package.json: the same from src/ and from dist/, so
 * the pages that `npm run build` writes to dist/ are found both by the tests and by the package.
 */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error('messaging-mock: no package.json above src/package-root')
    dir = parent
  }
  return dir
}

/** The package's version, as its package.json says. */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as { version: string }).version
}
