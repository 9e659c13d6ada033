import type { JsonSchema } from '../core/schemas.js'

type Json = Record<string, unknown>

/** Keys that only this project's own tools read (json-schema-faker, ajv's file ids). */
const ownKeys = new Set(['faker', '$id', '$schema', '$defs'])

/** Keys a file of shared definitions has and nothing more: it is no shape of its own. */
const libraryKeys = new Set(['$schema', '$id', 'title', 'description', '$defs'])

const pascal = (key: string) => key[0].toUpperCase() + key.slice(1)

/**
 * schemas/ as OpenAPI components, in the shape every generator takes: each file and each entry of
 * its `$defs` is a component of its own, named by its title (a `$defs` entry without one by its key
 * in PascalCase), and every `$ref` names a whole component. A ref into the inside of another
 * schema (`attachment.schema.json#/properties/url`) becomes a copy of what it points at, because
 * generators cannot name a part of a type. A file of shared `$defs` only (common.schema.json) is
 * not a component itself.
 */
export class SchemaComponents {
  private readonly files: Map<string, JsonSchema>
  /** `file` or `file#/$defs/key` -> component name. */
  private readonly names = new Map<string, string>()
  private readonly components = new Map<string, unknown>()

  constructor(schemas: JsonSchema[]) {
    this.files = new Map(schemas.map((s) => [s.$id, s]))
    const name = (target: string, title: string) => {
      if (this.components.has(title)) throw new Error(`schemas: two components are named ${title}`)
      this.names.set(target, title)
      this.components.set(title, null)
    }
    for (const s of schemas) {
      if (!Object.keys(s).every((k) => libraryKeys.has(k)))
        name(s.$id, s.title ?? fail(`schemas/${s.$id} has no title`))
      for (const [key, def] of Object.entries((s.$defs ?? {}) as Record<string, JsonSchema>))
        name(`${s.$id}#/$defs/${key}`, def.title ?? pascal(key))
    }
    for (const [target, title] of this.names) {
      const [file] = target.split('#')
      this.components.set(title, this.convert(this.at(target), file))
    }
  }

  /** `{ $ref }` to the component of `target` (`file`, `file#/$defs/key`, `#/...` within `file`), or a copy of the part it points into. */
  ref(target: string, file = ''): Json {
    const absolute = this.absolute(target, file)
    const name = this.names.get(absolute)
    if (name !== undefined) return { $ref: `#/components/schemas/${name}` }
    return this.convert(this.at(absolute), absolute.split('#')[0]) as Json
  }

  /** A copy of `schema` (a part of `file`) with its refs rewritten and the project's own keys left out. */
  convert(schema: unknown, file: string): unknown {
    if (Array.isArray(schema)) return schema.map((s) => this.convert(s, file))
    if (typeof schema !== 'object' || schema === null) return schema
    const { $ref, ...rest } = schema as Json
    const out: Json = typeof $ref === 'string' ? { ...this.ref($ref, file) } : {}
    for (const [key, value] of Object.entries(rest))
      if (!ownKeys.has(key)) out[key] = key === 'propertyNames' ? this.inline(value, file) : this.convert(value, file)
    return out
  }

  /**
   * `schema` with its own `$ref` replaced by a copy of what it names. Used for `propertyNames`:
   * PactFlow's openapi-pact-comparator (2.3.1) compiles only the components it reaches through
   * allOf, oneOf, anyOf, properties, not, items and additionalProperties, and a ref anywhere else
   * stops the whole comparison with a MissingRefError (the reactions' names, the fixture's tokens).
   */
  private inline(schema: unknown, file: string): unknown {
    const { $ref, ...rest } = schema as Json
    if (typeof $ref !== 'string') return this.convert(schema, file)
    const target = this.absolute($ref, file)
    return { ...(this.convert(this.at(target), target.split('#')[0]) as Json), ...(this.convert(rest, file) as Json) }
  }

  /**
   * What `schema` (a part of `file`) says it is: its own description, else that of what its `$ref`
   * names, so that a query parameter written as a bare ref to a shared definition is described too.
   */
  description(schema: unknown, file: string): string | undefined {
    const { $ref, description } = schema as Json
    if (typeof description === 'string') return description
    if (typeof $ref !== 'string') return undefined
    const target = this.absolute($ref, file)
    return this.description(this.at(target), target.split('#')[0])
  }

  /** `target` (`file`, `file#/pointer`, or `#/pointer` within `file`) with its file named. */
  private absolute(target: string, file: string): string {
    const [refFile, pointer = ''] = target.split('#')
    return `${refFile === '' ? file : refFile}${pointer === '' ? '' : `#${pointer}`}`
  }

  /** The components `document` refers to, directly or through other components, sorted by name. */
  reachableFrom(document: unknown): Record<string, unknown> {
    const used = new Set<string>()
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) for (const item of node) walk(item)
      else if (typeof node === 'object' && node !== null) {
        const ref = (node as Json).$ref
        const name = typeof ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1] : undefined
        if (name !== undefined && !used.has(name)) {
          used.add(name)
          walk(this.components.get(name))
        }
        for (const value of Object.values(node)) walk(value)
      }
    }
    walk(document)
    return Object.fromEntries([...used].sort().map((name) => [name, this.components.get(name)]))
  }

  /** The schema at `file` or `file#/json/pointer`, as written in schemas/. */
  private at(target: string): unknown {
    const [file, pointer = ''] = target.split('#')
    let node: unknown = this.files.get(file)
    for (const part of pointer.split('/').slice(1))
      node = (node as Json | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')]
    return node ?? fail(`schemas: ${target} points nowhere`)
  }
}

function fail(message: string): never {
  throw new Error(message)
}
