/**
 * The tenant soak: `npm run soak:tenants -- [--runners 400] [--tenants-per-runner 50] [--in-flight 4]
 * [--lease 1s] [--max-tenants 300]`. Builds, starts the server over a state directory, and runs
 * runners that each make tenants with a lease and are killed before their teardown (issue 56,
 * point 4; test/support/tenant-soak.ts). Exits 1 if a tenant was refused or a request failed,
 * the retained heap grew more than 25% after the first quarter, the state directory passed 2 MiB,
 * or a restart did not keep exactly the live tenants.
 */
import { parseArgs } from 'node:util'
import { build } from '../test/support/soak.js'
import { report, tenantSoak } from '../test/support/tenant-soak.js'

const { values } = parseArgs({
  options: {
    runners: { type: 'string', default: '400' },
    'tenants-per-runner': { type: 'string', default: '50' },
    'in-flight': { type: 'string', default: '4' },
    lease: { type: 'string', default: '1s' },
    'max-tenants': { type: 'string', default: '300' },
  },
})
build()
const result = await tenantSoak({
  runners: Number(values.runners),
  tenantsPerRunner: Number(values['tenants-per-runner']),
  inFlight: Number(values['in-flight']),
  lease: values.lease,
  maxTenants: Number(values['max-tenants']),
  foldBytes: 256 * 1024,
  progress: (line) => console.log(line),
})
console.log(report(result))
const failed =
  result.failures.length > 0 ||
  result.heap.end / result.heap.warm > 1.25 ||
  result.dir.peak > 2 * 2 ** 20 ||
  JSON.stringify(result.afterRestart) !== JSON.stringify(['default', 'keep-1', 'keep-2']) ||
  !result.keptWhole
if (result.failures.length > 0) console.log(result.failures.join('\n'))
console.log(failed ? 'tenant soak: FAILED' : 'tenant soak: passed')
process.exit(failed ? 1 : 0)
