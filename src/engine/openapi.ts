import { readSchemas } from './core/schemas.js'
import { requestSchemas, responseSchemas, type Validators } from './core/validation.js'
import { SchemaComponents } from './openapi/components.js'
import { controlPlanePaths, controlPlaneTag } from './openapi/control-plane.js'
import { defaultExamples } from './openapi/examples.js'
import { type OperationKit, operationKit, storageRefused } from './openapi/operations.js'
import { operationIds } from './routes/resource.js'
import { resources } from './routes/v1.js'

type Json = Record<string, unknown>

const info = {
  title: 'Messaging API (mock)',
  version: '1.0.0',
  description: [
    'The /v1 interface served by messaging-mock, and its control plane under /__, built from the JSON Schemas of schemas/.',
    'Every /v1 request needs `Authorization: Bearer <token>`. The examples are what the mock answers over its default fixture (fixtures/default.json).',
    'Tenants: the header `X-Mock-Tenant: <name>` or the path prefix `/t/<name>` (`/t/ci-1/v1/messages`, `/t/ci-1/__reset`) selects an isolated world (state, baseline, journal, clock, faults); names are 1 to 64 of A-Z a-z 0-9 . _ -. Without either, the `mock-tenant` member of a W3C `baggage` header (`baggage: mock-tenant=ci-1`, as OpenTelemetry propagates it) names the tenant; without any of them the tenant is `default`. A header and a prefix that disagree are refused with 400; baggage is not read when either names the tenant. `X-Mock-Tenant-Lease: <duration>` (90s, 15m, 2h, 7d, or none) on any request gives its tenant a lease: the tenant ends once it stands unused that long, and a request after that meets a new one (GET /__tenants shows each deadline).',
  ].join('\n\n'),
  contact: { name: 'messaging-mock', url: 'https://www.npmjs.com/package/messaging-mock' },
  license: { name: 'MIT', identifier: 'MIT' },
}

/**
 * The OpenAPI 3.1 document of /v1 and of the control plane, read off the resource table, the
 * control plane's table and schemas/: every shape is a `$ref` to a component made from a schema
 * file or one of its `$defs` (src/engine/openapi/components.ts), and the examples are the mock's own
 * answers over the default fixture. Nothing here restates a field.
 */
export function buildOpenApi(validators: Validators): Json {
  const components = new SchemaComponents(readSchemas())
  const examples = defaultExamples(validators)
  const kit = operationKit(components, examples)
  const paths = { ...v1Paths(kit, validators), ...controlPlanePaths(kit, validators) }
  return {
    openapi: '3.1.0',
    info,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/', description: 'This server. Prefix any path with /t/{tenant} to act on that tenant.' }],
    security: [{ bearerAuth: [] }],
    tags: [
      { name: 'Messages', description: 'The messages of the conversations the caller takes part in.' },
      { name: 'Groups', description: 'Named collections of contacts, each with one conversation.' },
      controlPlaneTag,
    ],
    paths,
    components: {
      schemas: components.reachableFrom(paths),
      parameters: {
        MockTenant: {
          name: 'X-Mock-Tenant',
          in: 'header',
          required: false,
          description:
            'The tenant (isolated world) the request acts on; the same as the path prefix /t/{tenant}. Without either, the `mock-tenant` member of a `baggage` header names it.',
          schema: components.ref('tenant-list.schema.json#/$defs/name'),
        },
      },
      examples: {
        DefaultFixture: { summary: 'The default fixture (fixtures/default.json)', value: examples.fixture },
      },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'A token of the fixture (`tokens`).' },
        adminToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The --admin-token of the server, when it has one.',
        },
      },
    },
  }
}

/** The operations of each /v1 collection of the resource table (src/engine/routes/v1.ts). */
function v1Paths(kit: OperationKit, validators: Validators): Record<string, unknown> {
  const { problem, answer, body } = kit
  const errors = {
    '400': problem('A parameter is invalid or unknown (`invalid_parameter`, `unknown_parameter`, `invalid_body`).'),
    '401': problem('No valid bearer token (`unauthorized`, `token_expired`).', {
      'WWW-Authenticate': 'The Bearer challenge (RFC 6750); for an expired token, `error="invalid_token"`.',
    }),
    '404': problem('Unknown or invisible resource (`not_found`).'),
    '405': problem('Known path, other method (`method_not_allowed`); header Allow.', {
      Allow: 'The methods the path takes.',
    }),
    '429': problem('An injected fault (`rate_limited`, header Retry-After) or the tenant limit (`too_many_tenants`).', {
      'Retry-After': 'Seconds to wait, on an injected `rate_limited` fault.',
    }),
    '500': problem('An injected fault, or a response that drifted from its schema under --self-check (`internal`).'),
    '502': problem('An injected fault (`bad_gateway`).'),
    '503': problem('An injected fault (`unavailable`, header Retry-After).', {
      'Retry-After': 'Seconds to wait.',
    }),
    '504': problem('An injected fault (`timeout`).'),
    '507': problem(storageRefused),
  }
  const bodyErrors = {
    '413': problem('Body over 1 MiB (`payload_too_large`).'),
    '415': problem('Body neither JSON nor form-encoded (`unsupported_media_type`).'),
  }
  // JSON first: a generator that picks one media type picks the first.
  const encodings = ['application/json', 'application/x-www-form-urlencoded']
  const tenant = { $ref: '#/components/parameters/MockTenant' }
  const idParameter = (description: string) => ({
    name: 'id',
    in: 'path',
    required: true,
    description,
    schema: { type: 'string' },
  })
  const paths: Record<string, unknown> = {}
  for (const r of resources) {
    const [one, many] = r.noun
    const tag = many[0].toUpperCase() + many.slice(1)
    const op = (spec: Parameters<OperationKit['operation']>[1]) => kit.operation(tag, spec)
    const list = requestSchemas[r.list.schema]
    // A list or a create answers 404 only when it names something the caller must see.
    const { '404': _, ...listErrors } = errors
    const named =
      r.missing === undefined
        ? listErrors
        : { ...listErrors, '404': problem(`${r.missing[0].toUpperCase()}${r.missing.slice(1)} (\`not_found\`).`) }
    const { update, remove, ...ids } = operationIds(r)
    const more = { update, remove }
    paths[`/v1${r.path}`] = {
      parameters: [tenant],
      get: op({
        id: ids.list,
        summary: `List ${many}, newest first`,
        description: `A page of the ${many} the caller sees, newest first (equal timestamps: the later created first). \`limit\` is 1 to 100 (default 10); \`starting_after\` or \`ending_before\` (not both) names an item of the list to page from.`,
        parameters: kit.query(validators.schema(list), list),
        responses: { '200': answer(ids.list, responseSchemas[r.page], `A page of ${many}.`), ...named },
      }),
      post: op({
        id: ids.create,
        summary: `Create a ${one}`,
        description: `Creates a ${one} as the caller; the body is JSON or form-encoded (bracket notation for nested fields).`,
        requestBody: body(ids.create, requestSchemas[r.create.schema], encodings),
        responses: {
          '201': answer(ids.create, responseSchemas[r.item], `The created ${one}.`),
          ...named,
          ...bodyErrors,
        },
      }),
    }
    paths[`/v1${r.path}/{id}`] = {
      parameters: [tenant, idParameter(r.parameters.id.description)],
      get: op({
        id: ids.retrieve,
        summary: `Retrieve a ${one}`,
        description: `The ${one}, if the caller takes part in its conversation; otherwise 404, as for an unknown id.`,
        responses: { '200': answer(ids.retrieve, responseSchemas[r.item], `The ${one}.`), ...errors },
      }),
      put: op({
        id: more.update,
        summary: `Update a ${one}`,
        description: `Changes the fields sent (at least one); the body's schema says how each field applies. Fields not sent stay as they were.`,
        requestBody: body(more.update, requestSchemas[r.update.schema], encodings),
        responses: {
          '200': answer(more.update, responseSchemas[r.item], `The updated ${one}.`),
          ...errors,
          ...bodyErrors,
        },
      }),
      delete: op({
        id: more.remove,
        summary: `Delete a ${one} for good`,
        description: `Deletes the ${one}; a second delete answers 404.`,
        responses: { '200': answer(more.remove, responseSchemas.deleted, 'Deleted.'), ...errors },
      }),
    }
  }
  return paths
}
