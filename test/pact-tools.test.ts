import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Verifier } from '@pact-foundation/pact'
import qs from 'qs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PactV3 } from '../src/engine/core/types.gen.js'
import { type RunningMock, startServer } from '../src/server.js'
import { reactWithLike, sendWithAttachment } from './support/bracket-forms.js'

/**
 * Issue 16: a pact recorded from a representative client run, judged by the tools provider teams
 * use: the Pact verifier (pact_ffi) replays it, PactFlow's swagger-mock-validator compares it with
 * the served OpenAPI document, and a mock with another seed shows that the matching rules carry it.
 * The 3.0.0 file, asked for; the 4.0 one where the tool reads it the same (issue 39). What each tool
 * needs of a form body, for docs/pact.md: below. The tools that need Node 22 (pact-core's own
 * verifier, openapi-pact-comparator): test/node22/pact-tools.test.ts.
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
 * the form's content type; this filter writes it back as a form (see docs/pact.md), lists with
 * indices: a list of objects needs them (`attachments[0][url]`; `attachments[][url]` is refused),
 * and a list of strings takes them (`reactions[like][0]=ben` is `reactions[like][]=ben`).
 */
function formBodyAsSent(req: IncomingMessage & { body?: unknown }, _res: unknown, next: () => void): void {
  if (
    String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded') &&
    !Buffer.isBuffer(req.body)
  ) {
    const body = Buffer.from(qs.stringify(req.body))
    req.body = body
    req.headers['content-length'] = String(body.length)
  }
  next()
}

/**
 * The descriptions of the interactions pact-js's Verifier failed; [] when it passed. With
 * `requestFilter` null, its proxy forwards form bodies as it parsed them.
 */
async function verify(
  providerBaseUrl: string,
  file: string,
  requestFilter: typeof formBodyAsSent | null = formBodyAsSent,
): Promise<string[]> {
  try {
    await new Verifier({
      provider: 'messaging-api',
      providerBaseUrl,
      pactUrls: [file],
      logLevel: 'error',
      requestFilter: (requestFilter ?? undefined) as never,
    }).verifyProvider()
    return []
  } catch (error) {
    const report = JSON.parse((error as Error).message) as { errors: { interaction: string }[] }
    return report.errors.map((e) => e.interaction.replace(/^.* Given fixture default\.json - /, ''))
  }
}

/** What swagger-mock-validator says of a pact file against a document: exit status, [code, interaction] of each error. */
function validate(specFile: string, file: string): { status: number | null; errors: string[][] } {
  const bin = join(repo, 'node_modules/@pactflow/swagger-mock-validator/bin/swagger-mock-validator.mjs')
  const run = spawnSync(process.execPath, [bin, specFile, file], { encoding: 'utf8', timeout: 100_000 })
  const report = run.stdout.slice(run.stdout.indexOf('{'))
  const errors = [...report.matchAll(/code: '([^']+)',[\s\S]*?interactionDescription: '([^']+)'/g)].map((m) => [
    m[1],
    m[2],
  ])
  expect(run.stdout).toContain(`${errors.length} error(s)`)
  return { status: run.status, errors }
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

it('swagger-mock-validator finds no error in the 4.0 file of the same run either', { timeout: 120_000 }, async () => {
  const specFile = join(dir, 'openapi.json')
  writeFileSync(specFile, await (await fetch(`${mock.url}/__openapi.json`)).text())
  const v4File = join(dir, 'web-messaging-api.v4.json')
  writeFileSync(v4File, JSON.stringify(mock.pact({ consumer: 'web', provider: 'messaging-api' })))
  expect(validate(specFile, v4File)).toEqual({ status: 0, errors: [] })
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

/**
 * What docs/pact.md says of form bodies: pact-js's Verifier parses every form, brackets or not,
 * and needs a requestFilter to send it as a form again; swagger-mock-validator reads bracket keys
 * flat; both whatever the specification of the file. (pact-core's own verifier and
 * openapi-pact-comparator take them as sent: test/node22/pact-tools.test.ts.)
 */
describe('form bodies', () => {
  let forms: RunningMock
  let specFile: string
  const formFile = (spec: 3 | 4) => join(dir, `forms.v${spec}.json`)

  beforeAll(async () => {
    forms = await startServer(options)
    const call = (path: string, init: RequestInit) => fetch(`${forms.url}${path}`, { headers: auth, ...init })
    await reactWithLike(call, await sendWithAttachment(call))
    await call('/v1/messages', {
      method: 'POST',
      body: new URLSearchParams({ conversation_id: 'conv_trip', message: 'No brackets here' }),
    })
    for (const spec of [3, 4] as const)
      writeFileSync(formFile(spec), JSON.stringify(forms.pact({ consumer: 'web', provider: 'messaging-api', spec })))
    specFile = join(dir, 'forms-openapi.json')
    writeFileSync(specFile, await (await fetch(`${forms.url}/__openapi.json`)).text())
  })
  afterAll(() => forms.close())

  it('the run holds a send with an attachment, a reaction, and a send without brackets, all as forms', () => {
    const pact = forms.pact({ consumer: 'web', provider: 'messaging-api', spec: 3 })
    expect(pact.interactions.map((i) => [i.description, i.response.status, i.request.body])).toEqual([
      [
        'POST /v1/messages (1)',
        201,
        'conversation_id=conv_trip&message=Landed%2C+photo+attached&attachments%5B0%5D%5Burl%5D=https%3A%2F%2Fexample.com%2Fphotos%2Flanding.jpg',
      ],
      ['PUT /v1/messages/msg_c0WyyHbiQzSU8PF9U4Ol', 200, 'reactions%5Blike%5D%5B%5D=ben'],
      ['POST /v1/messages (2)', 201, 'conversation_id=conv_trip&message=No+brackets+here'],
    ])
  })

  it.each([4, 3] as const)(
    "pact-js's Verifier parses every form of the %s file before its requestFilter: written back as a form, it passes",
    { timeout: 120_000 },
    async (spec) => {
      // What the filter is given is what the proxy forwards, as JSON text (parseBody.js of pact-js),
      // under the form's Content-Type and Content-Length.
      const given: unknown[] = []
      const recordThenRewrite: typeof formBodyAsSent = (req, res, next) => {
        if (req.url?.startsWith('/v1/')) given.push(Buffer.isBuffer(req.body) ? req.body.toString() : req.body)
        formBodyAsSent(req, res, next)
      }
      forms.reset()
      expect(await verify(forms.url, formFile(spec), recordThenRewrite)).toEqual([])
      expect(given).toEqual([
        {
          conversation_id: 'conv_trip',
          message: 'Landed, photo attached',
          attachments: [{ url: 'https://example.com/photos/landing.jpg' }],
        },
        { reactions: { like: ['ben'] } },
        { conversation_id: 'conv_trip', message: 'No brackets here' },
      ])
    },
  )

  it("without a requestFilter, pact-js's Verifier fails even a form without brackets", {
    timeout: 120_000,
  }, async () => {
    const one = await startServer(options)
    try {
      await fetch(`${one.url}/v1/messages`, {
        method: 'POST',
        headers: auth,
        body: new URLSearchParams({ conversation_id: 'conv_trip', message: 'Hi' }),
      })
      const file = join(dir, 'one-form.json')
      writeFileSync(file, JSON.stringify(one.pact({ consumer: 'web', provider: 'messaging-api' })))
      one.reset()
      expect(await verify(one.url, file, null)).toEqual(['POST /v1/messages'])
      one.reset()
      expect(await verify(one.url, file)).toEqual([])
    } finally {
      await one.close()
    }
  })

  it.each([4, 3] as const)(
    'swagger-mock-validator reports the forms with bracket keys of the %s file as incompatible',
    { timeout: 120_000 },
    (spec) => {
      expect(validate(specFile, formFile(spec))).toEqual({
        status: 1,
        errors: [
          ['request.body.incompatible', 'POST /v1/messages (1)'],
          ['request.body.incompatible', 'PUT /v1/messages/msg_c0WyyHbiQzSU8PF9U4Ol'],
        ],
      })
    },
  )
})
