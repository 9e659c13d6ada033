/**
 * `npm run bench:charts`: the pictures of docs/performance.md (docs/performance/*.svg), drawn from
 * the curves the bench wrote (bench/results.json). `--results FILE` reads other curves, `--out DIR`
 * writes elsewhere. A curve the file does not hold leaves its picture as it is, and says so.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { charts } from './charts.js'
import { readCurves } from './curves.js'
import { root } from './servers.js'

const { values } = parseArgs({
  options: {
    results: { type: 'string', default: 'bench/results.json' },
    out: { type: 'string', default: 'docs/performance' },
  },
})
const results = resolve(root, values.results)
const out = resolve(root, values.out)
const pictures = charts(readCurves(results))
mkdirSync(out, { recursive: true })
for (const [name, svg] of Object.entries(pictures)) {
  writeFileSync(join(out, name), svg)
  console.error(`bench:charts: ${relative(root, join(out, name))}`)
}
for (const name of ['throughput.svg', 'sizes.svg', 'fold.svg'].filter((name) => !(name in pictures)))
  console.error(`bench:charts: ${relative(root, results)} holds no curve for ${name}; left as it was`)
