import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixture } from './helpers.js'
import type { FuzzRequest } from './support/fuzz-requests.js'
import { FuzzTarget, fuzzMockSeed, runFuzz } from './support/fuzz-runner.js'

/**
 * Property-based fuzzing (issue 6, point 1): random sequences of requests, mostly wrong, interleaved
 * with valid operations, against one mock over HTTP. After every request: no 5xx, the body conforms
 * to its schema, the store's invariants hold, Object.prototype is untouched. `npm run fuzz -- --runs
 * 100000` runs the same property longer.
 */

const runs = 2000
const seed = 20260601

let target: FuzzTarget
beforeAll(async () => {
  target = await FuzzTarget.start(fixture('small'), fuzzMockSeed)
})
afterAll(async () => {
  await target.close()
})

describe('fuzzing', () => {
  it(`${runs} random request sequences (seed ${seed}) break nothing`, { timeout: 180_000 }, async () => {
    const result = await runFuzz(target, { runs, seed })
    console.log(`fuzz: ${result.cases} cases, ${result.requests} requests in ${result.seconds} s (seed ${seed})`)
    if (result.failure !== null) expect.fail(result.failure)
    expect(result.cases).toBeGreaterThanOrEqual(runs)
  })
})

const bearer = { Authorization: 'Bearer tok_ana' }
const jsonBody = { ...bearer, 'Content-Type': 'application/json' }

/**
 * Cases the fuzzer found, kept as regressions: each is a request sequence that once broke a rule
 * (a 5xx, a body off its schema, an invariant). Each runs exactly as printed, on every test run.
 */
const found: [string, FuzzRequest[]][] = [
  ['a path id with broken percent-encoding', [{ method: 'GET', path: '/v1/messages/%E0%A4%A', headers: bearer }]],
  ['a lone % as a group id', [{ method: 'DELETE', path: '/v1/groups/%', headers: bearer }]],
  ['a tenant prefix with broken percent-encoding', [{ method: 'GET', path: '/t/%ZZ/v1/messages', headers: bearer }]],
  ['a tenant prefix followed by a query string', [{ method: 'GET', path: '/t/t1?limit=1', headers: bearer }]],
  [
    'an invalid tenant prefix followed by a query string',
    [{ method: 'GET', path: '/t/bad%20name?x=1', headers: bearer }],
  ],
  [
    'a frozen clock moved below zero',
    [
      { method: 'POST', path: '/__clock', headers: jsonBody, body: '{"now":0}' },
      { method: 'POST', path: '/__clock', headers: jsonBody, body: '{"advance":-1}' },
      { method: 'POST', path: '/v1/groups', headers: jsonBody, body: '{"name":"before 1970"}' },
    ],
  ],
  [
    'a member removed from a group, whose messages then do not load back from GET /__state',
    [{ method: 'PUT', path: '/v1/groups/grp_trip', headers: jsonBody, body: '{"contacts":[]}' }],
  ],
  ...(['gzip', 'deflate', 'br'] as const).map((encoding): [string, FuzzRequest[]] => [
    `a body marked Content-Encoding: ${encoding} that does not decompress`,
    [
      {
        method: 'POST',
        path: '/v1/messages',
        headers: { ...jsonBody, 'Content-Encoding': encoding },
        body: '{"conversation_id":"conv_trip","message":"hi"}',
      },
    ],
  ]),
]

describe('cases the fuzzer found', () => {
  it.each(found)('%s', async (_name, requests) => {
    await target.runCase(requests)
  })
})
