import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import request from 'supertest'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { createWebMock } from '../../src/web.js'
import { auth, fixture, json } from '../helpers.js'

/**
 * A fixture loaded into a tenant whose clock POST /__clock had frozen stamped what it left without
 * created_at with the real time (the world was built on a clock of its own, frozen only at the
 * server's --clock), where everything else the tenant stamps follows its clock.
 */
const frozenAt = 1_800_000_000

/** A world whose message, group and contact carry no created_at. */
const unstamped = {
  default_caller: 'ct_ana',
  tokens: { tok_ana: 'ct_ana' },
  contacts: [{ id: 'ct_ana', username: 'ana' }],
  groups: [{ id: 'grp_new', name: 'New', owner: 'ct_ana', conversation_id: 'conv_new' }],
  messages: [{ id: 'msg_new', conversation_id: 'conv_new', contact: 'ct_ana', message: 'hello' }],
}

const other = { 'X-Mock-Tenant': 'frozen' }

/** The folder of the named fixtures of POST /__fixtures/{name}: `unstamped` alone. */
let folder: string
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'fixture-times-'))
  writeFileSync(join(folder, 'unstamped.json'), JSON.stringify(unstamped))
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

/** The created_at of the message, the group and the contact of `unstamped`, as the tenant `frozen` serves them. */
async function stampsOf(app: ReturnType<typeof createApp>): Promise<number[]> {
  const message = await request(app).get('/v1/messages/msg_new').set(auth()).set(other)
  const group = await request(app).get('/v1/groups/grp_new').set(auth()).set(other)
  const state = await request(app).get('/__state').set(other)
  return [message.body.created_at, group.body.created_at, state.body.contacts[0].created_at]
}

it.each([
  ['POST /__fixtures', '/__fixtures', unstamped],
  ['POST /__fixtures/{name}', '/__fixtures/unstamped', undefined],
])('%s into a tenant frozen by POST /__clock stamps its clock', async (_, path, body) => {
  const app = createApp({ fixturesDir: folder, fixtures: fixture('small'), seed: 1 })
  expect((await request(app).post('/__clock').set(json).set(other).send({ now: frozenAt })).status).toBe(200)
  const load = request(app).post(path).set(other)
  expect((await (body === undefined ? load : load.set(json).send(body))).status).toBe(200)
  expect(await stampsOf(app)).toEqual([frozenAt, frozenAt, frozenAt])
})

it("a tenant's clock frozen elsewhere than --clock wins over --clock", async () => {
  const app = createApp({ fixtures: fixture('small'), seed: 1, clock: 1_700_000_000 })
  await request(app).post('/__clock').set(json).set(other).send({ now: frozenAt })
  await request(app).post('/__fixtures').set(json).set(other).send(unstamped)
  expect(await stampsOf(app)).toEqual([frozenAt, frozenAt, frozenAt])
})

it("a tenant handle's load stamps the tenant's clock", async () => {
  const mock = await createWebMock({ fixtures: fixture('small'), seed: 1 })
  const tenant = mock.tenant('frozen')
  tenant.clock.freeze(frozenAt)
  await tenant.load(unstamped)
  const state = tenant.state()
  expect([state.messages?.[0].created_at, state.groups?.[0].created_at, state.contacts?.[0].created_at]).toEqual([
    frozenAt,
    frozenAt,
    frozenAt,
  ])
})
