import { headerLimit, headReadLimit, targetLimit } from '../core/limits.js'
import type { JsonSchema } from '../core/schemas.js'
import type { SchemaComponents } from './components.js'
import type { Examples } from './examples.js'

type Json = Record<string, unknown>

/** What an operation is: its id, what it does in a line and in a paragraph, and the rest of it. */
export interface OperationSpec {
  id: string
  summary: string
  description: string
  [field: string]: unknown
}

/**
 * The pieces operations are built of, over the components of schemas/ and the examples of the
 * default fixture: every answer and body names its schema file, every problem the problem schema.
 */
export function operationKit(components: SchemaComponents, examples: Examples) {
  const problemSchema = components.ref('problem.schema.json')
  /** `headers`: the response headers the problem comes with, by name, each with what it says. */
  const problem = (description: string, headers: Record<string, string> = {}) => ({
    description,
    ...(Object.keys(headers).length === 0
      ? {}
      : {
          headers: Object.fromEntries(
            Object.entries(headers).map(([name, text]) => [name, { description: text, schema: { type: 'string' } }]),
          ),
        }),
    content: { 'application/problem+json': { schema: problemSchema } },
  })
  const headProblems = {
    '414': problem(
      `A request target (path and query) over ${targetLimit / 1024} KiB (\`uri_too_long\`); the connection closes.`,
    ),
    '431': problem(
      `Header fields over ${headerLimit / 1024} KiB in all, or a head over the ${headReadLimit / 2 ** 20} MiB the server reads (\`headers_too_large\`); the connection closes.`,
    ),
  }
  const exampleOf = (id: string, side: 'request' | 'answer') => {
    const value = examples.operations[id]?.[side]
    return value === undefined ? {} : { example: value }
  }
  return {
    /** The schema of a schema file or `$defs` entry, as a `$ref` to its component. */
    schema: (target: string) => components.ref(target),
    /** A problem answer (application/problem+json) saying when it comes. */
    problem,
    /** The JSON answer of operation `id`, of the shape of `schema` (a schema file or a `$defs` ref). */
    answer: (id: string, schema: string, description: string) => ({
      description,
      content: { 'application/json': { schema: components.ref(schema), ...exampleOf(id, 'answer') } },
    }),
    /** A request body of operation `id`, in each of `encodings`. */
    body: (id: string, schema: string, encodings: string[]) => ({
      required: true,
      content: Object.fromEntries(
        encodings.map((type) => [type, { schema: components.ref(schema), ...exampleOf(id, 'request') }]),
      ),
    }),
    /**
     * The properties of a query schema as query parameters, none required, each described by its
     * property's description (or its ref's): the parameter's, which the API reference and the MCP
     * tools show, not its schema's.
     */
    query: (schema: JsonSchema, file: string) =>
      Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => {
        const description = components.description(property, file)
        const { description: _, ...converted } = components.convert(property, file) as Json
        return {
          name,
          in: 'query',
          required: false,
          style: 'form',
          ...(description === undefined ? {} : { description }),
          schema: converted,
        }
      }),
    /**
     * An operation object: the spec's fields under OpenAPI's names, with the tag, and the answers
     * any request may meet before a route sees it (a head over the limits, src/http/head.ts).
     */
    operation: (tag: string, { id, responses, ...rest }: OperationSpec): Json => ({
      tags: [tag],
      operationId: id,
      ...rest,
      responses: { ...(responses as Json), ...headProblems },
    }),
  }
}

export type OperationKit = ReturnType<typeof operationKit>

/** The 507 of a server at its memory ceiling, or with --state-dir whose disk refused a write (docs/durability.md). */
export const storageRefused =
  'The server is at its memory ceiling (--max-memory) and the request would grow a world, make a tenant or load a fixture; or, with --state-dir, the change could not be kept (a full disk, a refused write). Either way nothing was done (`insufficient_storage`).'
