// The package.json that ships: `npm pack` and `npm publish` run `prepack` (which calls this with
// `strip` after the build) and `postpack` (`restore`). What only this repository needs is left
// out, so that installing the package prints nothing: `scripts` (npm 11 warns of a `prepare` not
// covered by the installing project's allowScripts), `workspaces`, `overrides`, `allowScripts`,
// `devDependencies`. npm reads the scripts it runs once, before `prepack`, so `postpack` still runs.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const manifest = fileURLToPath(new URL('../package.json', import.meta.url))
const kept = fileURLToPath(new URL('../.package.json.repo', import.meta.url))

/** The keys of the repository's package.json that a user of the package has no use for. */
export const repositoryOnly = ['scripts', 'workspaces', 'overrides', 'allowScripts', 'devDependencies'] as const

function restore(): void {
  if (existsSync(kept)) renameSync(kept, manifest)
}

function strip(): void {
  // A pack that died before its postpack left the stripped file: start from the repository's.
  restore()
  const text = readFileSync(manifest, 'utf8')
  writeFileSync(kept, text)
  const shipped = JSON.parse(text) as Record<string, unknown>
  for (const key of repositoryOnly) delete shipped[key]
  writeFileSync(manifest, `${JSON.stringify(shipped, null, 2)}\n`)
}

const step = process.argv[2]
if (step === 'strip') strip()
else if (step === 'restore') restore()
else {
  console.error('usage: tsx scripts/pack-manifest.ts strip|restore')
  process.exit(2)
}
