import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Verifier } from '@pact-foundation/pact'
import qs from 'qs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type RunningMock, startServer } from '../src/server.js'
import type { PactV3 } from '../src/types.gen.js'

/**
 * Issue 16: a pact recorded from a representative client run, judged by the tools provider teams
 * use: the Pact verifier (pact_ffi) replays it, PactFlow's swagger-mock-validator compares it with
 * the served OpenAPI document, and a mock with another seed shows that the matching rules carry it.
 */

// Nothing here may reach a broker or send usage data.
process.env.PACT_DO_NOT_TRACK = 'true'
process.env.SCARF_ANALYTICS = 'false'

const repo = fileURLToPath(new URL('..', import.meta.url))
const options = { port: 0, seed: 1, clock: 1767225600 }
const auth = { Authorization: 'Bearer tok_ana' }
const asJson = { ...auth, 'Content-Type': 'application/json' }

let mock: RunningMock
let dir: string
let pact: PactV3
let pactFile: string

/** The client: lists, a form send, a retrieve, a reaction, a JSON group create, a delete, a 404, a 400. */
async function clientRun(url: string): Promise<void> {
  const call = (path: string, init: RequestInit = {}) => fetch(`${url}${path}`, { headers: auth, ...init })
  await call('/v1/groups')
  await call('/v1/messages?conversation_id=conv_trip&limit=2')
  const sent = await call('/v1/messages', {
    method: 'POST',
    body: new URLSearchParams({ conversation_id: 'conv_trip', message: 'Landed, see you at the flat!' }),
  })
  const { id } = (await sent.json()) as { id: string }
  await call(`/v1/messages/${id}`)
  // The reaction goes as JSON: swagger-mock-validator reads a form body's bracket keys flat (docs/pact.md).
  await call(`/v1/messages/${id}`, {
    method: 'PUT',
    headers: asJson,
    body: JSON.stringify({ reactions: { like: ['ben'] } }),
  })
  const created = await call('/v1/groups', {
    method: 'POST',
    headers: asJson,
    body: JSON.stringify({ name: 'Dinner', contacts: [{ username: 'ben' }, { username: 'cleo' }] }),
  })
  const group = (await created.json()) as { id: string }
  await call(`/v1/groups/${group.id}`, { method: 'DELETE' })
  await call('/v1/messages/msg_unknown')
  await call('/v1/messages?limit=0')
  await call('/v1/messages?conversation_id=conv_trip&limit=2')
}

/**
 * pact-js's verifier proxy parses a form body into an object and forwards it as JSON text under
 * the form's content type; this filter writes it back as a form (see docs/pact.md).
 */
function formBodyAsSent(req: IncomingMessage & { body?: unknown }, _res: unknown, next: () => void): void {
  if (
    String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded') &&
    !Buffer.isBuffer(req.body)
  ) {
    const body = Buffer.from(qs.stringify(req.body, { arrayFormat: 'brackets' }))
    req.body = body
    req.headers['content-length'] = String(body.length)
  }
  next()
}

/** The descriptions of the interactions the verifier failed; [] when it passed. */
async function verify(providerBaseUrl: string, file: string): Promise<string[]> {
  try {
    await new Verifier({
      provider: 'messaging-api',
      providerBaseUrl,
      pactUrls: [file],
      logLevel: 'error',
      requestFilter: formBodyAsSent as never,
    }).verifyProvider()
    return []
  } catch (error) {
    const report = JSON.parse((error as Error).message) as { errors: { interaction: string }[] }
    return report.errors.map((e) => e.interaction.replace(/^.* Given fixture default\.json - /, ''))
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'pact-'))
  mock = await startServer(options)
  await clientRun(mock.url)
  pact = mock.pact({ consumer: 'web', provider: 'messaging-api', spec: 3 })
  pactFile = join(dir, 'web-messaging-api.json')
  writeFileSync(pactFile, JSON.stringify(pact, null, 2))
})
afterAll(async () => {
  await mock.close()
  rmSync(dir, { recursive: true, force: true })
})

it('records one interaction per request of the run', () => {
  expect(pact.interactions.map((i) => `${i.description} ${i.response.status}`)).toEqual([
    'GET /v1/groups 200',
    'GET /v1/messages?conversation_id=conv_trip&limit=2 (1) 200',
    'POST /v1/messages 201',
    'GET /v1/messages/msg_c0WyyHbiQzSU8PF9U4Ol 200',
    'PUT /v1/messages/msg_c0WyyHbiQzSU8PF9U4Ol 200',
    'POST /v1/groups 201',
    'DELETE /v1/groups/grp_HB2QanICeXlBiSlzEk9K 200',
    'GET /v1/messages/msg_unknown 404',
    'GET /v1/messages?limit=0 400',
    'GET /v1/messages?conversation_id=conv_trip&limit=2 (2) 200',
  ])
})

it('the Pact verifier replays it against the same mock after a reset, and it passes', {
  timeout: 120_000,
}, async () => {
  await mock.reset()
  expect(await verify(mock.url, pactFile)).toEqual([])
})

it('swagger-mock-validator finds no error between it and the served OpenAPI document', {
  timeout: 120_000,
}, async () => {
  const specFile = join(dir, 'openapi.json')
  writeFileSync(specFile, await (await fetch(`${mock.url}/__openapi.json`)).text())
  const bin = join(repo, 'node_modules/@pactflow/swagger-mock-validator/bin/swagger-mock-validator.mjs')
  const run = spawnSync(process.execPath, [bin, specFile, pactFile], { encoding: 'utf8', timeout: 100_000 })
  expect(run.stderr).toBe('')
  expect(run.stdout).toContain('0 error(s)')
  expect(run.status).toBe(0)
})

it('against another seed, the rules carry every interaction that does not use a created id', {
  timeout: 120_000,
}, async () => {
  const other = await startServer({ ...options, seed: 2 })
  try {
    const bare = structuredClone(pact)
    for (const interaction of bare.interactions) delete interaction.response.matchingRules
    const bareFile = join(dir, 'bare.json')
    writeFileSync(bareFile, JSON.stringify(bare))
    const dependOnCreatedIds = [
      'GET /v1/messages/msg_c0WyyHbiQzSU8PF9U4Ol',
      'PUT /v1/messages/msg_c0WyyHbiQzSU8PF9U4Ol',
      'DELETE /v1/groups/grp_HB2QanICeXlBiSlzEk9K',
    ]
    expect(await verify(other.url, bareFile)).toEqual([
      'POST /v1/messages',
      ...dependOnCreatedIds.slice(0, 2),
      'POST /v1/groups',
      dependOnCreatedIds[2],
      'GET /v1/messages?conversation_id=conv_trip&limit=2 (2)',
    ])
    other.reset()
    expect(await verify(other.url, pactFile)).toEqual(dependOnCreatedIds)
  } finally {
    await other.close()
  }
})
