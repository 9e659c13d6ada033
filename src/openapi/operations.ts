import type { JsonSchema } from '../schemas.js'
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
  const exampleOf = (id: string, side: 'request' | 'answer') => {
    const value = examples.operations[id]?.[side]
    return value === undefined ? {} : { example: value }
  }
  return {
    /** The schema of a schema file or `$defs` entry, as a `$ref` to its component. */
    schema: (target: string) => components.ref(target),
    /** A problem answer (application/problem+json) saying when it comes. */
    problem: (description: string) => ({
      description,
      content: { 'application/problem+json': { schema: problemSchema } },
    }),
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
    /** The properties of a query schema as query parameters, none required. */
    query: (schema: JsonSchema, file: string) =>
      Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => ({
        name,
        in: 'query',
        required: false,
        style: 'form',
        schema: components.convert(property, file),
      })),
    /** An operation object: the spec's fields under OpenAPI's names, with the tag. */
    operation: (tag: string, { id, ...rest }: OperationSpec): Json => ({ tags: [tag], operationId: id, ...rest }),
  }
}

export type OperationKit = ReturnType<typeof operationKit>
