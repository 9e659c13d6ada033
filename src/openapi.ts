import { resources } from './routes/v1.js'
import type { JsonSchema } from './schemas.js'
import { readSchemas } from './schemas.js'
import { requestSchemas, responseSchemas, type Validators } from './validation.js'

type Json = Record<string, unknown>

const pkg = { title: 'Messaging API (mock)', version: '1.0.0' }

/**
 * The OpenAPI 3.1 document of /v1, read off the resource table and schemas/: every shape is a
 * `$ref` to a component that is one of the schema files, rewritten so that refs between files
 * point into `#/components/schemas`. Nothing here restates a field.
 */
export function buildOpenApi(validators: Validators): Json {
  const schemas = readSchemas()
  const names = new Map(schemas.map((s) => [s.$id, s.title ?? s.$id]))
  const ref = (target: string) => ({ $ref: rewriteRef(target, '', names) })
  const components: Record<string, unknown> = {}
  for (const s of schemas) {
    const { $id, $schema, ...rest } = s
    components[names.get($id) as string] = rewrite(rest, $id, names)
  }
  const problem = (description: string) => ({
    description,
    content: { 'application/problem+json': { schema: ref(responseSchemas.problem) } },
  })
  const errors = {
    '400': problem('A parameter is invalid or unknown (`invalid_parameter`, `unknown_parameter`, `invalid_body`).'),
    '401': problem('No valid bearer token (`unauthorized`, `token_expired`).'),
    '404': problem('Unknown or invisible resource (`not_found`).'),
    '405': problem('Known path, other method (`method_not_allowed`); header Allow.'),
    '429': problem('An injected fault (`rate_limited`, header Retry-After) or the tenant limit (`too_many_tenants`).'),
    '500': problem('An injected fault, or a response that drifted from its schema under --self-check (`internal`).'),
    '502': problem('An injected fault (`bad_gateway`).'),
    '503': problem('An injected fault (`unavailable`, header Retry-After).'),
    '504': problem('An injected fault (`timeout`).'),
  }
  const bodyErrors = {
    '413': problem('Body over 1 MiB (`payload_too_large`).'),
    '415': problem('Body neither JSON nor form-encoded (`unsupported_media_type`).'),
  }
  const json = (name: keyof typeof responseSchemas, description: string) => ({
    description,
    content: { 'application/json': { schema: ref(responseSchemas[name]) } },
  })
  const body = (name: keyof typeof requestSchemas) => ({
    required: true,
    content: {
      'application/x-www-form-urlencoded': { schema: ref(requestSchemas[name]) },
      'application/json': { schema: ref(requestSchemas[name]) },
    },
  })
  const queryParameters = (name: keyof typeof requestSchemas) => {
    const query = validators.schema(requestSchemas[name])
    const file = requestSchemas[name].split('#')[0]
    return Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([param, schema]) => ({
      name: param,
      in: 'query',
      required: false,
      style: 'form',
      schema: rewrite(schema, file, names),
    }))
  }
  const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string' } }
  const paths: Record<string, unknown> = {}
  for (const r of resources) {
    const [one, many] = r.noun
    const tag = many[0].toUpperCase() + many.slice(1)
    paths[`/v1${r.path}`] = {
      get: {
        tags: [tag],
        operationId: `list_${many}`,
        summary: `List ${many}, newest first`,
        parameters: queryParameters(r.list.schema),
        responses: { '200': json(r.page, `A page of ${many}.`), ...errors },
      },
      post: {
        tags: [tag],
        operationId: `create_${one}`,
        summary: `Create a ${one}`,
        requestBody: body(r.create.schema),
        responses: { '201': json(r.item, `The created ${one}.`), ...errors, ...bodyErrors },
      },
    }
    paths[`/v1${r.path}/{id}`] = {
      parameters: [idParameter],
      get: {
        tags: [tag],
        operationId: `retrieve_${one}`,
        summary: `Retrieve a ${one}`,
        responses: { '200': json(r.item, `The ${one}.`), ...errors },
      },
      put: {
        tags: [tag],
        operationId: `update_${one}`,
        summary: `Update a ${one}`,
        requestBody: body(r.update.schema),
        responses: { '200': json(r.item, `The updated ${one}.`), ...errors, ...bodyErrors },
      },
      delete: {
        tags: [tag],
        operationId: `delete_${one}`,
        summary: `Delete a ${one} for good`,
        responses: { '200': json('deleted', 'Deleted.'), ...errors },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: { ...pkg, description: 'The /v1 interface served by messaging-mock, built from its JSON Schemas.' },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    },
  }
}

/** `contact.schema.json#/properties/id` -> `#/components/schemas/Contact/properties/id`. */
function rewriteRef(target: string, file: string, names: Map<string, string>): string {
  const [refFile, pointer = ''] = target.split('#')
  const name = names.get(refFile === '' ? file : refFile)
  return `#/components/schemas/${encodeURIComponent(name ?? refFile)}${pointer}`
}

/** A copy of a schema with its refs pointing into the components, and the TypeScript-only hint dropped. */
function rewrite(schema: unknown, file: string, names: Map<string, string>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => rewrite(s, file, names))
  if (typeof schema !== 'object' || schema === null) return schema
  const out: Json = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'tsType' || key === 'faker') continue
    out[key] =
      key === '$ref' && typeof value === 'string' ? rewriteRef(value, file, names) : rewrite(value, file, names)
  }
  return out
}
