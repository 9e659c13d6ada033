import { readdirSync } from 'node:fs'
import { Router } from 'express'
import { pactOf } from '../control/pact.js'
import { invalidParameter, notFound, Problem } from '../errors.js'
import { readFixtureFile } from '../fixtures.js'
import { requireAdminToken } from '../http/admin-auth.js'
import { tenantOf } from '../http/locals.js'
import { bodyOf, checkedBody, checkedQuery, readBody, readLargeBody } from '../http/params.js'
import { sendJson } from '../http/respond.js'
import { tenantName } from '../http/tenant.js'
import { defaultTenant, type Mock } from '../mock.js'
import { streamState } from '../store/export-stream.js'
import { FixtureError, type World } from '../store/world.js'
import type { Tenant } from '../tenant.js'
import type { ClockInput, FaultInput, JournalQuery, PactQuery } from '../types.gen.js'
import { bracket } from '../validation.js'
import { onlyMethods } from './methods.js'
import { worldRoutes } from './world.js'

/** The fixture name of a world posted to /__fixtures, for the provider state of pacts. */
const postedFixture = 'a fixture document posted to /__fixtures'
const fixtureName = /^(?!.*\.\.)[A-Za-z0-9._-]+$/

/**
 * The control plane under /__, as one table. Everything acts on the request's tenant.
 * It needs no /v1 token (with `adminToken` set it needs that one instead).
 */
export function adminRouter(mock: Mock, openapi: () => unknown): Router {
  const v = mock.validators
  const router = Router()
  const adminOnly = requireAdminToken(mock.options.adminToken)
  router.use((req, res, next) => (req.path.startsWith('/__') ? adminOnly(req, res, next) : next()))
  const route = (path: string, methods: string[]) => router.route(path).all(allow(methods))

  route('/__health', ['GET', 'HEAD']).get((_req, res) => sendJson(res, 200, { status: 'ok' }))
  route('/__reset', ['POST']).post((_req, res) => {
    const tenant = tenantOf(res)
    tenant.reset()
    sendJson(res, 200, { status: 'reset', counts: tenant.state.counts() })
  })
  route('/__state', ['GET', 'HEAD']).get((req, res) => streamState(tenantOf(res).state, res, req.method === 'HEAD'))
  route('/__fixtures', ['GET', 'HEAD', 'POST'])
    .get((_req, res) => sendJson(res, 200, { data: fixtureNames(mock.options.fixturesDir) }))
    .post(readLargeBody, async (req, res) => {
      const { value } = bodyOf(req)
      await loadInto(tenantOf(res), mock.prepareWorld(value, 'body'), postedFixture)
      sendJson(res, 200, { status: 'loaded', counts: tenantOf(res).state.counts() })
    })
  route('/__fixtures/:name', ['POST']).post(async (req, res) => {
    const name = String(req.params.name)
    if (!fixtureName.test(name)) throw invalidParameter('name', 'must be made of A-Z a-z 0-9 . _ - without ..')
    if (!fixtureNames(mock.options.fixturesDir).includes(name)) throw notFound('fixture')
    const doc = readFixtureFile(`${mock.options.fixturesDir}/${name}.json`)
    await loadInto(tenantOf(res), mock.prepareWorld(doc, `${name}.json`), `${name}.json`)
    sendJson(res, 200, { status: 'loaded', counts: tenantOf(res).state.counts() })
  })
  route('/__requests', ['GET', 'HEAD', 'DELETE'])
    .get((req, res) => {
      const filter = checkedQuery<JournalQuery>(v, 'journalQuery', req)
      sendJson(res, 200, { data: tenantOf(res).journal.entries(filter) })
    })
    .delete((_req, res) => {
      tenantOf(res).journal.clear()
      sendJson(res, 200, { data: [] })
    })
  route('/__pact', ['GET', 'HEAD']).get((req, res) => {
    // Both names are required, so a request without a query is checked too (checkedQuery skips it).
    const names = req.url.includes('?')
      ? checkedQuery<PactQuery>(v, 'pactQuery', req)
      : v.check<PactQuery>('pactQuery', {}, 'form')
    sendJson(res, 200, pactOf(tenantOf(res).journal.exchanges(), names))
  })
  const clockState = (tenant: Tenant) => ({ now: tenant.clock.now(), frozen: tenant.clock.frozen })
  route('/__clock', ['GET', 'HEAD', 'POST', 'DELETE'])
    .get((_req, res) => sendJson(res, 200, clockState(tenantOf(res))))
    .post(readBody, (req, res) => {
      const input = checkedBody<ClockInput>(v, 'clockInput', req)
      const { clock } = tenantOf(res)
      if (input.now !== undefined) clock.freeze(input.now)
      else if (!clock.frozen) throw invalidParameter('advance', 'needs a frozen clock: POST { "now": ... } first')
      else if (!clock.advance(input.advance ?? 0))
        throw invalidParameter('advance', 'would move the clock outside 0 to 2^53 - 1')
      sendJson(res, 200, clockState(tenantOf(res)))
    })
    .delete((_req, res) => {
      tenantOf(res).clock.release()
      sendJson(res, 200, clockState(tenantOf(res)))
    })
  route('/__faults', ['GET', 'HEAD', 'POST', 'DELETE'])
    .get((_req, res) => sendJson(res, 200, { data: tenantOf(res).faults.all() }))
    .post(readBody, (req, res) => {
      sendJson(res, 201, tenantOf(res).faults.add(checkedBody<FaultInput>(v, 'faultInput', req) as never))
    })
    .delete((_req, res) => {
      tenantOf(res).faults.clear()
      sendJson(res, 200, { data: [] })
    })
  route('/__tenants', ['GET', 'HEAD']).get((_req, res) => {
    const data = mock.allTenants().map((t) => ({
      name: t.name,
      counts: t.state.counts(),
      created_at: inUnit(mock, t.createdAt),
      last_used_at: inUnit(mock, t.lastUsedAt),
    }))
    sendJson(res, 200, { data })
  })
  route('/__tenants/:name', ['DELETE']).delete((req, res) => {
    const name = String(req.params.name)
    if (!tenantName.test(name) || !mock.hasTenant(name)) throw notFound('tenant')
    if (name === defaultTenant) throw invalidParameter('name', 'default can be reset (POST /__reset), not dropped')
    mock.dropTenant(name)
    sendJson(res, 200, { name, deleted: true })
  })
  worldRoutes(route, mock)
  route('/__openapi.json', ['GET', 'HEAD']).get((_req, res) => sendJson(res, 200, openapi()))
  return router
}

/** 405 for a known path asked with a method it does not take (registered first, so it runs last). */
function allow(methods: string[]) {
  const onlyThese = onlyMethods(...methods)
  return ((req, res, next) =>
    methods.includes(req.method) ? next() : onlyThese(req, res, next)) as import('express').RequestHandler
}

function fixtureNames(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length))
      .sort()
  } catch {
    return []
  }
}

/** Builds a world and loads it; an invalid document is 400 with every issue, and nothing changes. */
async function loadInto(tenant: Tenant, building: Promise<World>, fixture: string): Promise<void> {
  let world: World
  try {
    world = await building
  } catch (error) {
    if (!(error instanceof FixtureError)) throw error
    const errors = error.issues.map((i) => ({ param: bracket(i.path.map(String)), message: i.message }))
    throw new Problem('invalid_parameter', `The fixture is invalid: ${error.message}`, errors)
  }
  tenant.load(world, fixture)
}

function inUnit(mock: Mock, ms: number): number {
  return mock.options.timestampUnit === 'ms' ? ms : Math.floor(ms / 1000)
}
