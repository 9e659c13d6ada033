import { refuseAtCeiling } from '../control/memory.js'
import { pactOf } from '../control/pact.js'
import { invalidParameter, notFound, Problem } from '../core/errors.js'
import { nearest } from '../core/nearest.js'
import { reasonCodes } from '../core/reasons.js'
import type { JournalQuery, PactQuery, ReasonCode } from '../core/types.gen.js'
import { bracket } from '../core/validation.js'
import { bodyOf } from '../request/body.js'
import type { TenantContext } from '../request/context.js'
import { statePieces } from '../store/export-stream.js'
import { FixtureError, type World } from '../store/world.js'
import type { ControlCall, ControlPath } from './control-plane.js'
import { readCoverage, spansTenants } from './coverage.js'

/** The fixture name of a world posted to /__fixtures, for the provider state of pacts. */
const postedFixture = 'a fixture document posted to /__fixtures'
const fixtureName = /^(?!.*\.\.)[A-Za-z0-9._-]+$/

/**
 * The world and the journal in and out: health, reset, state, fixtures, the request journal and
 * its pact. Entries of the control plane's table (src/engine/routes/control-plane.ts).
 */
export const adminPaths: ControlPath[] = [
  {
    path: '/__health',
    open: true,
    tenant: false,
    get: {
      id: 'check_health',
      summary: 'Check that the server accepts requests',
      description:
        'Answers 200 as soon as the server accepts requests: what a suite waits for after starting it. It needs no token, even under --admin-token, because probes (HEALTHCHECK, Kubernetes, CI services) send none; it tells nothing about the world.',
      answer: { schema: 'health.schema.json', description: 'The server is up.' },
      handle: ({ exchange }) => exchange.json(200, { status: 'ok' }),
    },
  },
  {
    path: '/__reset',
    post: {
      id: 'reset_tenant',
      summary: 'Put the tenant back to its baseline',
      description:
        "The state goes back to the baseline (the fixture loaded at start, or by the last fixture load); the journal and the faults are cleared; the clock goes back to where it started; the activity goes back to the fixture's or --activity's, with nothing pending; ids generated afterwards repeat with a seed.",
      answer: { schema: 'reset.schema.json', description: 'The tenant is reset.' },
      handle: ({ exchange, tenant }) => {
        const current = tenant()
        current.reset()
        return exchange.json(200, { status: 'reset', counts: current.state.counts() })
      },
    },
  },
  {
    path: '/__state',
    get: {
      id: 'export_state',
      summary: 'Export the state as a fixture document',
      description:
        'Loading the document back (POST /__fixtures) reproduces every /v1 answer. It is one moment of the state, sent in chunks as it is written, record by record: a world of a million messages does not hold up the requests beside it.',
      answer: { schema: 'fixture.schema.json', description: 'The state of the tenant.' },
      handle: ({ exchange, tenant }) =>
        exchange.stream(exchange.request.method === 'HEAD' ? null : statePieces(tenant().state)),
    },
  },
  {
    path: '/__fixtures',
    get: {
      id: 'list_fixtures',
      summary: 'List the fixture files of the fixtures folder',
      description:
        'The names POST /__fixtures/{name} takes: the .json files of the folder of the fixture the server started with, or of --fixtures-dir.',
      answer: { schema: 'fixture-names.schema.json', description: 'The fixture names.' },
      handle: ({ exchange, mock }) => exchange.json(200, { data: mock.options.shelf.names() }),
    },
    post: {
      id: 'load_fixture',
      summary: 'Load a fixture document',
      description:
        'The document is validated whole and loaded at once; it becomes the baseline of the tenant. An invalid one is refused with every issue listed, and the state is untouched.',
      body: { schema: 'fixture', large: true },
      answer: { schema: 'loaded.schema.json', description: 'The fixture is loaded.' },
      refuses: 'The document is invalid, every issue listed with its JSON path (`invalid_parameter`)',
      problems: { 413: 'A document over 64 MiB (`payload_too_large`).' },
      handle: async ({ exchange, tenant, mock }) => {
        refuseAtCeiling(mock.options.memory)
        const { value } = bodyOf(exchange)
        await loadInto(tenant(), mock.prepareWorld(value, 'body', tenant().clock), postedFixture)
        return exchange.json(200, { status: 'loaded', counts: tenant().state.counts() })
      },
    },
  },
  {
    path: '/__fixtures/{name}',
    parameters: { name: { description: 'A name GET /__fixtures lists.' } },
    post: {
      id: 'load_named_fixture',
      summary: 'Load a fixture file of the fixtures folder',
      description: 'Loads <fixtures folder>/<name>.json the way POST /__fixtures loads a document.',
      answer: { schema: 'loaded.schema.json', description: 'The fixture is loaded.' },
      refuses: 'A name with anything but A-Z a-z 0-9 . _ - or with .., or an invalid file',
      problems: { 404: 'No fixture file of that name (`not_found`).' },
      handle: async ({ exchange, tenant, params, mock }) => {
        const name = params.name
        if (!fixtureName.test(name)) throw invalidParameter('name', 'must be made of A-Z a-z 0-9 . _ - without ..')
        if (!mock.options.shelf.names().includes(name)) throw notFound('fixture')
        refuseAtCeiling(mock.options.memory)
        const doc = mock.options.shelf.read(name)
        await loadInto(tenant(), mock.prepareWorld(doc, `${name}.json`, tenant().clock), `${name}.json`)
        return exchange.json(200, { status: 'loaded', counts: tenant().state.counts() })
      },
    },
  },
  {
    path: '/__requests',
    get: {
      id: 'list_requests',
      summary: 'Read the request journal',
      description:
        'The last 1,000 /v1 requests of the tenant, newest first, each with why the mock answered so (`why`: reasons, each a code and a sentence; docs/reasons.md), optionally filtered by method, path, caller, status, time (since) and reason code.',
      query: 'journalQuery',
      answer: { schema: 'journal.schema.json', description: 'The journal.' },
      refuses:
        'An unknown or invalid query parameter, or a `reason` that is no reason code (`invalid_parameter`, `unknown_parameter`)',
      handle: ({ exchange, tenant, query }: ControlCall<JournalQuery>) =>
        exchange.json(200, { data: tenant().journal.entries({ ...query, reason: reasonCode(query.reason) }) }),
    },
    delete: {
      id: 'clear_requests',
      summary: 'Empty the request journal',
      description: 'Answers the journal, now empty.',
      answer: { schema: 'journal.schema.json', description: 'The empty journal.' },
      handle: ({ exchange, tenant }) => {
        tenant().clearJournal()
        return exchange.json(200, { data: [] })
      },
    },
  },
  {
    path: '/__pact',
    get: {
      id: 'export_pact',
      summary: 'Export the request journal as a Pact file',
      description:
        'A Pact file with one interaction per /v1 request of the journal, oldest first: the request as sent and the answer as given, with matching rules for what the server makes (ids, timestamps, list items). Specification 4.0 (what pact-js writes since version 16: `Synchronous/HTTP` interactions, bodies as `content` with their `contentType`), or 3.0.0 with `spec=3`. The provider state names the fixture the tenant was loaded from. A body over 64 KiB is left out and the description says so. DELETE /__requests and POST /__reset start a new pact.',
      query: 'pactQuery',
      answer: { schema: 'pact.schema.json', description: 'The pact.' },
      refuses:
        'consumer or provider missing or empty, spec other than 3 or 4, or an unknown query parameter (`invalid_parameter`, `unknown_parameter`)',
      handle: ({ exchange, tenant, query }: ControlCall<PactQuery>) =>
        exchange.json(200, pactOf(tenant().journal.exchanges(), query)),
    },
  },
  {
    path: '/__coverage',
    get: {
      id: 'read_coverage',
      summary: 'Report what the requests exercised of the contract',
      description:
        "What the tenant's /v1 requests since the last reset or DELETE /__requests exercised of this document: for every /v1 operation whether it was called, each status it lists (injected faults included), each query parameter, boolean or enum value, default, body field and encoding it was sent, and for a list a page with has_more true and one at the end; each path asked with another method (405); each problem code. Every item covered or not, with counts, and the share covered. `tenants=all` sums every tenant and those dropped since the server started; `format=markdown` answers Markdown.",
      query: 'coverageQuery',
      answer: {
        schema: 'coverage.schema.json',
        description: 'The coverage report.',
        also: { 'text/markdown': { type: 'string' } },
      },
      refuses:
        'An unknown or invalid query parameter, or a name of `tenants` that is not a tenant name (`invalid_parameter`, `unknown_parameter`)',
      problems: { 404: 'A name of `tenants` that is no tenant of the server (`not_found`).' },
      spans: spansTenants,
      handle: readCoverage,
    },
  },
]

/** The reason code a journal filter names; another is refused with the code nearest to it. */
function reasonCode(code: string | undefined): ReasonCode | undefined {
  if (code === undefined || (reasonCodes as string[]).includes(code)) return code as ReasonCode | undefined
  const near = nearest(code, reasonCodes)
  throw invalidParameter(
    'reason',
    `is no reason code${near === null ? '' : ` (did you mean ${near}?)`}; docs/reasons.md lists them`,
  )
}

/** Builds a world and loads it; an invalid document is 400 with every issue, and nothing changes. */
async function loadInto(tenant: TenantContext, building: Promise<World>, fixture: string): Promise<void> {
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
