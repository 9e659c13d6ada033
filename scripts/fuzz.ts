/**
 * The fuzzer of test/fuzz.test.ts, run longer: `npm run fuzz -- --runs 100000 [--seed N]
 * [--max-length N] [--update-mode replace] [--timestamp-unit ms] [--auth strict]`. Prints the
 * figures (and progress every 30 s); a failure is printed shrunk, as the request sequence that
 * shows it, with the `--seed`/`--path` that replay it. Exits 1 on a failure.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { MockOptions } from '../src/engine/options.js'
import { FuzzTarget, fuzzMockSeed, runFuzz } from '../test/support/fuzz-runner.js'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    path: { type: 'string' },
    'max-length': { type: 'string', default: '12' },
    'update-mode': { type: 'string' },
    'timestamp-unit': { type: 'string' },
    auth: { type: 'string' },
  },
})
const options: MockOptions = {
  updateMode: values['update-mode'] === 'replace' ? 'replace' : 'merge',
  timestampUnit: values['timestamp-unit'] === 'ms' ? 'ms' : 's',
  auth: values.auth === 'strict' ? 'strict' : 'any',
}
const runs = Number(values.runs)
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed)
const maxLength = Number(values['max-length'])
if (![runs, seed, maxLength].every(Number.isSafeInteger)) {
  console.error(
    'usage: npm run fuzz -- [--runs N] [--seed N] [--path P] [--max-length N] [--update-mode replace] [--timestamp-unit ms] [--auth strict]',
  )
  process.exit(2)
}

const fixtures = JSON.parse(readFileSync(new URL('../test/fixtures/small.json', import.meta.url), 'utf8'))
const target = await FuzzTarget.start(fixtures, fuzzMockSeed, options)
console.log(`fuzz: ${runs} cases of up to ${maxLength} requests, seed ${seed}, options ${JSON.stringify(options)}`)
const progress = setInterval(
  () => console.log(`fuzz: ${target.casesRun} cases, ${target.requestsSent} requests so far`),
  30_000,
)
const result = await runFuzz(target, { runs, seed, path: values.path, maxLength })
clearInterval(progress)
await target.close()
console.log(`fuzz: ${result.cases} cases, ${result.requests} requests in ${result.seconds} s (seed ${seed})`)
if (result.failure !== null) {
  console.log(result.failure)
  process.exit(1)
}
console.log(`fuzz: no failure in ${result.cases} cases`)
