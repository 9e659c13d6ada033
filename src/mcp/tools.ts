/**
 * The mock's tools for an agent, read off its OpenAPI document, which is itself read off the
 * control plane's table and the resource table (src/engine/openapi.ts): every operation is a tool,
 * named by its operationId, described by its summary and description, with an input schema made
 * of its path and query parameters and its JSON body. A new control-plane entry is a new tool.
 * Pages (the inspector, the API reference) and the document itself are not tools.
 */

type Json = Record<string, unknown>

/** One tool: what `tools/list` shows of it, and the request a call of it makes. */
export interface ToolSpec {
  name: string
  title: string
  description: string
  inputSchema: Json
  annotations: { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: false }
  method: string
  /** The path, OpenAPI style: `/__fixtures/{name}`. */
  path: string
  /** The path's parameters, filled from the arguments of their names. */
  pathParameters: string[]
  /** The query's parameters, sent from the arguments of their names. */
  queryParameters: string[]
  /** A /v1 operation: it needs a caller's token. */
  api: boolean
  /** Whether the operation takes a tenant (X-Mock-Tenant, /t/<name>). */
  tenant: boolean
  /** Whether it takes a JSON body (the `body` argument). */
  body: boolean
}

/** Operations that are not tools: pages for a browser, the document the tools are read from, the metrics for Prometheus. */
const notTools = new Set(['inspector_page', 'docs_page', 'docs_script', 'openapi_document', 'read_metrics'])

/** Operations that undo what an agent set up: a client may ask before it calls them. */
const destructive = new Set(['reset_tenant', 'load_fixture', 'load_named_fixture'])

/** A body schema larger than this, once inlined, is described instead (the fixture document's is 40 KB). */
const largestBodySchema = 1500

/** Keywords of the schemas that say nothing an agent needs to call the tool. */
const dropped = new Set(['examples', 'example', 'x-message', 'faker', '$comment', 'title'])

const methods = ['get', 'post', 'put', 'delete'] as const

/** Every tool of an OpenAPI document of the mock, in the document's order. */
export function toolsOf(document: Json): ToolSpec[] {
  const paths = document.paths as Record<string, Json>
  const resolve = resolverOf(document)
  return Object.entries(paths).flatMap(([path, item]) =>
    methods.flatMap((method): ToolSpec[] => {
      const operation = item[method] as Json | undefined
      if (operation === undefined || notTools.has(operation.operationId as string)) return []
      const parameters = [...((item.parameters as Json[]) ?? []), ...((operation.parameters as Json[]) ?? [])].map(
        (p) => resolve(p) as Json,
      )
      const api = path.startsWith('/v1/')
      const tenant = parameters.some((p) => p.name === 'X-Mock-Tenant')
      const inPath = parameters.filter((p) => p.in === 'path')
      const inQuery = parameters.filter((p) => p.in === 'query')
      const properties: Json = {}
      const required: string[] = []
      if (api) {
        properties.token = {
          type: 'string',
          description: "The caller's bearer token (the fixture's tokens: tok_ana...).",
        }
        required.push('token')
      }
      if (tenant) properties.tenant = { type: 'string', description: 'The tenant to act on; default: default.' }
      for (const p of [...inPath, ...inQuery]) {
        // The parameter's description, not its schema's: a ref's target describes the shared shape (an id, a page size).
        const schema = compact(p.schema, resolve) as Json
        properties[p.name as string] = p.description === undefined ? schema : { ...schema, description: p.description }
        if (p.required === true) required.push(p.name as string)
      }
      const requestBody = operation.requestBody as Json | undefined
      const json = (requestBody?.content as Record<string, Json> | undefined)?.['application/json']
      if (json !== undefined) {
        const schema = compact(json.schema, resolve) as Json
        properties.body =
          JSON.stringify(schema).length <= largestBodySchema
            ? schema
            : { type: 'object', description: (schema.description as string | undefined) ?? 'A JSON document.' }
        if (requestBody?.required === true) required.push('body')
      }
      const id = operation.operationId as string
      const upper = method.toUpperCase()
      return [
        {
          name: id,
          title: operation.summary as string,
          description: `${operation.summary}: ${operation.description} (${upper} ${path})`,
          inputSchema: {
            type: 'object',
            properties,
            ...(required.length > 0 ? { required } : {}),
            additionalProperties: false,
          },
          annotations: {
            readOnlyHint: method === 'get',
            destructiveHint: method === 'delete' || destructive.has(id),
            idempotentHint: method !== 'post',
            openWorldHint: false,
          },
          method: upper,
          path,
          pathParameters: inPath.map((p) => p.name as string),
          queryParameters: inQuery.map((p) => p.name as string),
          api,
          tenant,
          body: json !== undefined,
        },
      ]
    }),
  )
}

/** Follows a local `$ref` (`#/components/...`) of the document. */
function resolverOf(document: Json): (value: unknown) => unknown {
  return (value) => {
    let at = value
    for (let hops = 0; hops < 32 && typeof at === 'object' && at !== null && '$ref' in at; hops++) {
      const ref = (at as { $ref: string }).$ref
      at = ref
        .slice(2)
        .split('/')
        .reduce<unknown>(
          (node, key) => (node as Json | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
          document,
        )
    }
    return at
  }
}

/** A schema with its references inlined and what an agent does not need left out. */
function compact(schema: unknown, resolve: (value: unknown) => unknown): unknown {
  const value = resolve(schema)
  if (Array.isArray(value)) return value.map((item) => compact(item, resolve))
  if (typeof value !== 'object' || value === null) return value
  const out: Json = {}
  for (const [key, inner] of Object.entries(value)) if (!dropped.has(key)) out[key] = compact(inner, resolve)
  return out
}
