import { requestSchemas, type Validators } from '../validation.js'
import type { OperationKit } from './operations.js'

export const controlPlaneTag = {
  name: 'Control plane',
  description:
    'Paths under /__ that a test suite drives: reset, state, fixtures, the request journal, the clock, injected faults, tenants, the world a page at a time, and the pages. They need no token unless the server runs with --admin-token, and act on the tenant of the request.',
}

/** Who may call the control plane: anyone, or with --admin-token only the holder of that token. */
const adminSecurity = [{}, { adminToken: [] }]
/** The pages a browser opens by address, which can carry no bearer token. */
const openSecurity = [{}]
const tenantParameter = { $ref: '#/components/parameters/MockTenant' }

/**
 * The control plane (src/routes/admin.ts and the pages) as OpenAPI paths, each with its bodies,
 * answers and problems, under the one tag `Control plane`.
 */
export function controlPlanePaths(kit: OperationKit, validators: Validators): Record<string, unknown> {
  const { problem, answer, body } = kit
  const op = (spec: Parameters<OperationKit['operation']>[1]) => kit.operation(controlPlaneTag.name, spec)
  const methodProblem = problem('Known path, other method (`method_not_allowed`); header Allow.')
  // Every path may be reached through /t/{tenant} or with X-Mock-Tenant, so every path may meet this.
  const badTenant = 'X-Mock-Tenant or /t/{tenant} is not a tenant name, or they disagree (`invalid_parameter`)'
  const page = (id: string, summary: string, description: string, type: string) =>
    op({
      id,
      summary,
      description,
      security: openSecurity,
      responses: {
        '200': { description: summary, content: { [type]: { schema: { type: 'string' } } } },
        '400': problem(`${badTenant}.`),
        '404': problem('The page is not built: run `npm run build` in the package (`not_found`).'),
        '405': methodProblem,
      },
    })
  const common = {
    '400': problem(`${badTenant}.`),
    '401': problem('The server runs with --admin-token and the request does not carry it (`unauthorized`).'),
    '405': methodProblem,
    '429': problem('A new tenant past --max-tenants (`too_many_tenants`).'),
  }
  const tenantProblems = (also?: string) => ({
    ...common,
    '400': problem(also ? `${also}; or ${badTenant}.` : `${badTenant}.`),
  })
  const json = ['application/json']
  const journalQuery = requestSchemas.journalQuery
  const pactQuery = requestSchemas.pactQuery
  /** The query parameters of a /__world query schema (a `$defs` entry), those of `required` required. */
  const worldQuery = (ref: string, required: string[] = []) =>
    kit
      .query(validators.schema(ref), ref.split('#')[0])
      .map((parameter) => (required.includes(parameter.name) ? { ...parameter, required: true } : parameter))
  /** The 400 of a /__world query: `also` names what else the operation refuses. */
  const badQuery = (also = '') =>
    `An unknown or invalid query parameter${also}, or an \`after\` that is not in the list (removed since?) (\`invalid_parameter\`, \`unknown_parameter\`)`
  const conversationId = {
    name: 'id',
    in: 'path',
    required: true,
    description: 'A conversation id, as GET /__world/conversations lists them.',
    schema: { type: 'string' },
  }
  const noConversation = problem('No conversation of that id in the tenant (`not_found`).')
  return {
    '/__health': {
      get: op({
        id: 'check_health',
        summary: 'Check that the server accepts requests',
        description:
          'Answers 200 as soon as the server accepts requests: what a suite waits for after starting it. It needs no token, even under --admin-token, because probes (HEALTHCHECK, Kubernetes, CI services) send none; it tells nothing about the world.',
        security: openSecurity,
        responses: {
          '200': answer('check_health', 'health.schema.json', 'The server is up.'),
          '400': common['400'],
          '405': common['405'],
          '429': common['429'],
        },
      }),
    },
    '/__reset': {
      parameters: [tenantParameter],
      post: op({
        id: 'reset_tenant',
        summary: 'Put the tenant back to its baseline',
        description:
          'The state goes back to the baseline (the fixture loaded at start, or by the last fixture load); the journal and the faults are cleared; the clock goes back to where it started; ids generated afterwards repeat with a seed.',
        security: adminSecurity,
        responses: { '200': answer('reset_tenant', 'reset.schema.json', 'The tenant is reset.'), ...tenantProblems() },
      }),
    },
    '/__state': {
      parameters: [tenantParameter],
      get: op({
        id: 'export_state',
        summary: 'Export the state as a fixture document',
        description:
          'Loading the document back (POST /__fixtures) reproduces every /v1 answer. It is one moment of the state, sent in chunks as it is written, record by record: a world of a million messages does not hold up the requests beside it.',
        security: adminSecurity,
        responses: {
          '200': {
            description: 'The state of the tenant.',
            content: {
              'application/json': {
                schema: kit.schema(requestSchemas.fixture),
                examples: { default: { $ref: '#/components/examples/DefaultFixture' } },
              },
            },
          },
          ...tenantProblems(),
        },
      }),
    },
    '/__fixtures': {
      parameters: [tenantParameter],
      get: op({
        id: 'list_fixtures',
        summary: 'List the fixture files of the fixtures folder',
        description:
          'The names POST /__fixtures/{name} takes: the .json files of the folder of the fixture the server started with, or of --fixtures-dir.',
        security: adminSecurity,
        responses: {
          '200': answer('list_fixtures', 'fixture-names.schema.json', 'The fixture names.'),
          ...tenantProblems(),
        },
      }),
      post: op({
        id: 'load_fixture',
        summary: 'Load a fixture document',
        description:
          'The document is validated whole and loaded at once; it becomes the baseline of the tenant. An invalid one is refused with every issue listed, and the state is untouched.',
        security: adminSecurity,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: kit.schema(requestSchemas.fixture),
              examples: { default: { $ref: '#/components/examples/DefaultFixture' } },
            },
          },
        },
        responses: {
          '200': answer('load_fixture', 'loaded.schema.json', 'The fixture is loaded.'),
          ...tenantProblems('The document is invalid, every issue listed with its JSON path (`invalid_parameter`)'),
          '413': problem('A document over 64 MiB (`payload_too_large`).'),
        },
      }),
    },
    '/__fixtures/{name}': {
      parameters: [
        tenantParameter,
        {
          name: 'name',
          in: 'path',
          required: true,
          description: 'A name GET /__fixtures lists.',
          schema: { type: 'string' },
        },
      ],
      post: op({
        id: 'load_named_fixture',
        summary: 'Load a fixture file of the fixtures folder',
        description: 'Loads <fixtures folder>/<name>.json the way POST /__fixtures loads a document.',
        security: adminSecurity,
        responses: {
          '200': answer('load_named_fixture', 'loaded.schema.json', 'The fixture is loaded.'),
          ...tenantProblems('A name with anything but A-Z a-z 0-9 . _ - or with .., or an invalid file'),
          '404': problem('No fixture file of that name (`not_found`).'),
        },
      }),
    },
    '/__requests': {
      parameters: [tenantParameter],
      get: op({
        id: 'list_requests',
        summary: 'Read the request journal',
        description:
          'The last 1,000 /v1 requests of the tenant, newest first, optionally filtered by method, path and caller.',
        security: adminSecurity,
        parameters: kit.query(validators.schema(journalQuery), journalQuery.split('#')[0]),
        responses: {
          '200': answer('list_requests', 'journal.schema.json', 'The journal.'),
          ...tenantProblems('An unknown or invalid query parameter (`invalid_parameter`, `unknown_parameter`)'),
        },
      }),
      delete: op({
        id: 'clear_requests',
        summary: 'Empty the request journal',
        description: 'Answers the journal, now empty.',
        security: adminSecurity,
        responses: {
          '200': answer('clear_requests', 'journal.schema.json', 'The empty journal.'),
          ...tenantProblems(),
        },
      }),
    },
    '/__pact': {
      parameters: [tenantParameter],
      get: op({
        id: 'export_pact',
        summary: 'Export the request journal as a Pact file',
        description:
          'A Pact file (specification 3.0.0) with one interaction per /v1 request of the journal, oldest first: the request as sent and the answer as given, with matching rules for what the server makes (ids, timestamps, list items). The provider state names the fixture the tenant was loaded from. A body over 64 KiB is left out and the description says so. DELETE /__requests and POST /__reset start a new pact.',
        security: adminSecurity,
        parameters: kit
          .query(validators.schema(pactQuery), pactQuery.split('#')[0])
          .map((parameter) => ({ ...parameter, required: true })),
        responses: {
          '200': answer('export_pact', 'pact.schema.json', 'The pact.'),
          ...tenantProblems(
            'consumer or provider missing or empty, or an unknown query parameter (`invalid_parameter`, `unknown_parameter`)',
          ),
        },
      }),
    },
    '/__clock': {
      parameters: [tenantParameter],
      get: op({
        id: 'read_clock',
        summary: 'Read the clock',
        description: 'The time every timestamp the tenant sets comes from, and whether it is frozen.',
        security: adminSecurity,
        responses: { '200': answer('read_clock', 'clock.schema.json', 'The clock.'), ...tenantProblems() },
      }),
      post: op({
        id: 'set_clock',
        summary: 'Freeze or move the clock',
        description: '{ now } freezes the clock there; { advance } moves a frozen clock by whole seconds.',
        security: adminSecurity,
        requestBody: body('set_clock', requestSchemas.clockInput, json),
        responses: {
          '200': answer('set_clock', 'clock.schema.json', 'The clock.'),
          ...tenantProblems(
            'A body other than { now } or { advance }, or advance on a clock that is not frozen (`invalid_parameter`, `unknown_parameter`, `invalid_body`)',
          ),
          '413': problem('Body over 1 MiB (`payload_too_large`).'),
          '415': problem('Body neither JSON nor form-encoded (`unsupported_media_type`).'),
        },
      }),
      delete: op({
        id: 'release_clock',
        summary: 'Return the clock to real time',
        description: 'The clock runs with the real time again.',
        security: adminSecurity,
        responses: { '200': answer('release_clock', 'clock.schema.json', 'The clock.'), ...tenantProblems() },
      }),
    },
    '/__faults': {
      parameters: [tenantParameter],
      get: op({
        id: 'list_faults',
        summary: 'List the active faults',
        description: 'The faults not yet used up, in the order they were added.',
        security: adminSecurity,
        responses: { '200': answer('list_faults', 'fault-list.schema.json', 'The faults.'), ...tenantProblems() },
      }),
      post: op({
        id: 'add_fault',
        summary: 'Inject a fault',
        description:
          'The next `times` /v1 requests whose method and path match wait delay_ms and, with a status, answer it without running: 429 `rate_limited`, 500 `internal`, 502 `bad_gateway`, 503 `unavailable`, 504 `timeout`. Faults are matched after the token check.',
        security: adminSecurity,
        requestBody: body('add_fault', requestSchemas.faultInput, json),
        responses: {
          '201': answer('add_fault', 'fault.schema.json', 'The fault, with its id.'),
          ...tenantProblems('An invalid or unknown field (`invalid_parameter`, `unknown_parameter`, `invalid_body`)'),
          '413': problem('Body over 1 MiB (`payload_too_large`).'),
          '415': problem('Body neither JSON nor form-encoded (`unsupported_media_type`).'),
        },
      }),
      delete: op({
        id: 'clear_faults',
        summary: 'Remove every fault',
        description: 'Answers the list of faults, now empty.',
        security: adminSecurity,
        responses: { '200': answer('clear_faults', 'fault-list.schema.json', 'No faults.'), ...tenantProblems() },
      }),
    },
    '/__tenants': {
      get: op({
        id: 'list_tenants',
        summary: 'List the tenants',
        description: 'Every tenant of the server, with its counts and when it was created and last used.',
        security: adminSecurity,
        responses: { '200': answer('list_tenants', 'tenant-list.schema.json', 'The tenants.'), ...tenantProblems() },
      }),
    },
    '/__tenants/{name}': {
      parameters: [
        { name: 'name', in: 'path', required: true, schema: kit.schema('tenant-list.schema.json#/$defs/name') },
      ],
      delete: op({
        id: 'delete_tenant',
        summary: 'Drop a tenant',
        description: 'Drops the tenant and everything in it; `default` can be reset (POST /__reset), not dropped.',
        security: adminSecurity,
        responses: {
          '200': answer('delete_tenant', 'tenant-deleted.schema.json', 'The tenant is dropped.'),
          ...tenantProblems('The name is `default`'),
          '404': problem('No tenant of that name (`not_found`).'),
        },
      }),
    },
    '/__world': {
      parameters: [tenantParameter],
      get: op({
        id: 'read_world',
        summary: 'Count the world and read its versions',
        description:
          'What the inspector reads first and polls: the counts of the world, its default caller and timestamp unit, and three versions that only grow. `world` moves with every change to a record (a /v1 write, a reset, a fixture load); `journal` with every journaled /v1 request and every clear; `controls` with the clock, the faults and the list of tenants. It costs the same whatever the size of the world.',
        security: adminSecurity,
        responses: { '200': answer('read_world', 'world.schema.json', 'The summary.'), ...tenantProblems() },
      }),
    },
    '/__world/contacts': {
      parameters: [tenantParameter],
      get: op({
        id: 'list_world_contacts',
        summary: 'Browse the contacts a page at a time',
        description:
          "The world's contacts in the order of the fixture, then those created since, each with the tokens that act as it. `q` keeps those whose id, username, phone number or a token contains it, case ignored. `next` is the `after` of the next page, null at the end.",
        security: adminSecurity,
        parameters: worldQuery(requestSchemas.worldContactQuery),
        responses: {
          '200': answer('list_world_contacts', 'world-contacts.schema.json', 'A page of contacts.'),
          ...tenantProblems(badQuery()),
        },
      }),
    },
    '/__world/conversations': {
      parameters: [tenantParameter],
      get: op({
        id: 'list_world_conversations',
        summary: 'Browse the conversations a page at a time',
        description:
          "The world's conversations: the groups' in the order of the fixture, then the direct ones, then those created since; each with its group, its participants and how many messages it holds. `kind` keeps the group or the direct ones; `q` those whose id, group id, name or description, or a participant's id or username contains it, case ignored. `next` is the `after` of the next page, null at the end.",
        security: adminSecurity,
        parameters: worldQuery(requestSchemas.worldConversationQuery),
        responses: {
          '200': answer('list_world_conversations', 'world-conversations.schema.json', 'A page of conversations.'),
          ...tenantProblems(badQuery()),
        },
      }),
    },
    '/__world/conversations/{id}': {
      parameters: [tenantParameter, conversationId],
      get: op({
        id: 'retrieve_world_conversation',
        summary: 'Retrieve a conversation of the world',
        description:
          'The conversation as GET /__world/conversations lists it, whoever takes part in it: its group, its participants and how many messages it holds.',
        security: adminSecurity,
        responses: {
          '200': answer(
            'retrieve_world_conversation',
            'world-conversations.schema.json#/$defs/conversation',
            'The conversation.',
          ),
          ...tenantProblems('A query parameter, which it takes none of (`unknown_parameter`)'),
          '404': noConversation,
        },
      }),
    },
    '/__world/conversations/{id}/messages': {
      parameters: [tenantParameter, conversationId],
      get: op({
        id: 'list_world_conversation_messages',
        summary: 'Browse the messages of a conversation a page at a time',
        description:
          "A conversation's messages newest first, in the order GET /v1/messages lists them to a participant, in the fixture's shape. `next` is the `after` of the next page (the last message of this one), null at the end.",
        security: adminSecurity,
        parameters: worldQuery(requestSchemas.worldTimelineQuery),
        responses: {
          '200': answer('list_world_conversation_messages', 'world-messages.schema.json', 'A page of messages.'),
          ...tenantProblems(badQuery(', a message of another conversation as `after`')),
          '404': noConversation,
        },
      }),
    },
    '/__world/messages': {
      parameters: [tenantParameter],
      get: op({
        id: 'search_world_messages',
        summary: 'Search the messages of the world',
        description:
          "The messages whose id, text or an attachment's file name contains `q`, case ignored: conversation by conversation in the order of GET /__world/conversations, each newest first. A page ends at `limit` matches; `next` is then the `after` of the next page (the last message looked at), even if nothing further matches; null once every message was looked at. The search takes turns with other requests every 500 messages it looks at, so a search of a big world is slow only for its caller.",
        security: adminSecurity,
        parameters: worldQuery(requestSchemas.worldSearchQuery, ['q']),
        responses: {
          '200': answer('search_world_messages', 'world-messages.schema.json', 'A page of matches.'),
          ...tenantProblems(badQuery(', `q` missing or empty, a `conversation_id` of no conversation')),
        },
      }),
    },
    '/__openapi.json': {
      get: op({
        id: 'openapi_document',
        summary: 'This document',
        description:
          'The OpenAPI 3.1 document of /v1 and of the control plane, built from the JSON Schemas of schemas/.',
        security: adminSecurity,
        responses: {
          '200': {
            description: 'The OpenAPI document.',
            content: { 'application/json': { schema: { type: 'object' } } },
          },
          ...common,
        },
      }),
    },
    '/__ui': {
      get: page(
        'inspector_page',
        'The inspector',
        'A page to browse the state, the journal and the controls of a tenant.',
        'text/html',
      ),
    },
    '/__docs': {
      get: page(
        'docs_page',
        'The API reference',
        'This document rendered by Redoc, with no request off the machine.',
        'text/html',
      ),
    },
    '/__docs/redoc.js': {
      get: page('docs_script', 'The Redoc bundle', 'The script the API reference page runs.', 'text/javascript'),
    },
  }
}
