import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFfiLib, Verifier } from '@pact-foundation/pact-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { PactV3, PactV4 } from '../../src/engine/core/types.gen.js'
import { type RunningMock, startServer } from '../../src/server.js'
import { reactWithLike, sendWithAttachment } from '../support/bracket-forms.js'

/**
 * Issue 39, point 6: the 4.0 and the 3.0.0 file of one client run, judged by the tools that read
 * 4.0 and need Node 22: the Pact verifier of pact-core 20 (pact_ffi 0.5) replays each against the
 * mock, and PactFlow's openapi-pact-comparator (the successor of swagger-mock-validator) compares
 * each with the served OpenAPI document. The run sends forms with bracket keys, which both take as
 * they were sent: the workarounds of docs/pact.md are for pact-js's Verifier and
 * swagger-mock-validator (test/pact-tools.test.ts).
 */

// Nothing here may reach a broker or send usage data.
process.env.PACT_DO_NOT_TRACK = 'true'
process.env.SCARF_ANALYTICS = 'false'

/**
 * The comparator's API as its declarations give it (dist/src/compare/index.d.ts), written here
 * because TypeScript cannot read them: its index re-exports a folder (`./compare`), which nodenext
 * resolution does not take, and the `#` imports beneath point at sources it does not ship.
 */
interface ComparatorApi {
  new (options: {
    oas: unknown
  }): {
    compare(
      pact: unknown,
    ): AsyncGenerator<{ type: string; code: string; mockDetails?: { interactionDescription?: string | null } }>
  }
}
const { Comparator } = (await import('@pactflow/openapi-pact-comparator')) as unknown as { Comparator: ComparatorApi }

const options = { port: 0, seed: 1, clock: 1767225600 }
const auth = { Authorization: 'Bearer tok_ana' }
const asJson = { ...auth, 'Content-Type': 'application/json' }

let mock: RunningMock
let dir: string
let files: Record<4 | 3, string>
let pacts: { 4: PactV4; 3: PactV3 }

/** The client: lists, form sends with bracket keys, a retrieve, a JSON group create, a delete, a 404, a 400, a 401. */
async function clientRun(url: string): Promise<void> {
  const call = (path: string, init: RequestInit = {}) => fetch(`${url}${path}`, { headers: auth, ...init })
  await call('/v1/groups')
  await call('/v1/messages?conversation_id=conv_trip&limit=2')
  const id = await sendWithAttachment(call)
  await call(`/v1/messages/${id}`)
  await reactWithLike(call, id)
  const created = await call('/v1/groups', {
    method: 'POST',
    headers: asJson,
    body: JSON.stringify({ name: 'Dinner', contacts: [{ username: 'ben' }, { username: 'cleo' }] }),
  })
  const group = (await created.json()) as { id: string }
  await call(`/v1/groups/${group.id}`, { method: 'DELETE' })
  await call('/v1/messages/msg_unknown')
  await call('/v1/messages?limit=0')
  await fetch(`${url}/v1/messages?conversation_id=conv_trip`)
}

interface VerifierReport {
  result: boolean
  errors: unknown[]
  interactionResults: { description: string; interactionKey: string; result: string }[]
}

/** The verifier's report of a pact file replayed against the mock: whether it passed, what failed, each interaction's result. */
async function replay(file: string): Promise<VerifierReport> {
  let json: string
  try {
    json = await new Verifier({ providerBaseUrl: mock.url, pactUrls: [file], logLevel: 'error' }).verify()
  } catch (error) {
    json = (error as Error).message
  }
  return JSON.parse(json) as VerifierReport
}

/** What the comparator says of a pact against the served document: [type, code, interaction] each. */
async function compare(pact: PactV4 | PactV3): Promise<string[][]> {
  const openapi = await (await fetch(`${mock.url}/__openapi.json`)).json()
  const results: string[][] = []
  for await (const result of new Comparator({ oas: openapi }).compare(pact))
    results.push([result.type, result.code, String(result.mockDetails?.interactionDescription)])
  return results
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pact-v4-'))
  mock = await startServer(options)
  await clientRun(mock.url)
  const names = { consumer: 'web', provider: 'messaging-api' }
  pacts = { 4: mock.pact(names), 3: mock.pact({ ...names, spec: 3 }) }
  files = { 4: join(dir, 'web-messaging-api.v4.json'), 3: join(dir, 'web-messaging-api.v3.json') }
  for (const spec of [4, 3] as const) writeFileSync(files[spec], JSON.stringify(pacts[spec], null, 2))
})
afterAll(async () => {
  await mock.close()
  rmSync(dir, { recursive: true, force: true })
})

it('records one interaction per request of the run, in either specification', () => {
  const expected = [
    'GET /v1/groups 200',
    'GET /v1/messages?conversation_id=conv_trip&limit=2 200',
    'POST /v1/messages 201',
    'GET /v1/messages/msg_c0WyyHbiQzSU8PF9U4Ol 200',
    'PUT /v1/messages/msg_c0WyyHbiQzSU8PF9U4Ol 200',
    'POST /v1/groups 201',
    'DELETE /v1/groups/grp_PF9jZ7G3crEziOIfxvgu 200',
    'GET /v1/messages/msg_unknown 404',
    'GET /v1/messages?limit=0 400',
    'GET /v1/messages?conversation_id=conv_trip 401',
  ]
  expect(pacts[4].interactions.map((i) => `${i.description} ${i.response.status}`)).toEqual(expected)
  expect(pacts[3].interactions.map((i) => `${i.description} ${i.response.status}`)).toEqual(expected)
  expect(pacts[4].interactions[4].request.body).toEqual({
    content: 'reactions%5Blike%5D%5B%5D=ben',
    contentType: 'application/x-www-form-urlencoded',
    encoded: false,
  })
})

it('the verifier is pact_ffi 0.5 or later', () => {
  expect(getFfiLib('error').pactffiVersion()).toMatch(/^0\.(5|[6-9]|[1-9][0-9])\.[0-9]+$/)
})

it.each([4, 3] as const)(
  "pact-core's verifier replays the %s file against the mock after a reset, forms as sent, and it passes",
  { timeout: 120_000 },
  async (spec) => {
    mock.reset()
    const report = await replay(files[spec])
    expect([report.result, report.errors]).toEqual([true, []])
    expect(report.interactionResults.map((i) => [i.description, i.result])).toEqual(
      pacts[spec].interactions.map((i) => [i.description, 'OK']),
    )
    // It reports each result under the key the 4.0 file gives (a 3.0.0 file has none: it makes its own).
    if (spec === 4)
      expect(report.interactionResults.map((i) => i.interactionKey)).toEqual(pacts[4].interactions.map((i) => i.key))
  },
)

it.each([4, 3] as const)(
  'openapi-pact-comparator finds no error between the %s file and the served OpenAPI document',
  { timeout: 120_000 },
  async (spec) => {
    // No warning either: the document lists the WWW-Authenticate header of the run's 401.
    expect(await compare(pacts[spec])).toEqual([])
  },
)
