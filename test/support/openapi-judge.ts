import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

interface Operation {
  operationId: string
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>
}

interface PathEntry {
  template: string
  pattern: RegExp
  operations: Record<string, Operation>
}

/** An answer as a client saw it. */
export interface SeenAnswer {
  method: string
  /** Path and query, as sent (a `/t/{tenant}` prefix included). */
  path: string
  status: number
  contentType: string | undefined
  /** The text of the body; empty for none. */
  text: string
}

/**
 * Whether an answer is one the served OpenAPI document allows, as a validating proxy between a
 * client and the mock judges it: the operation and its status are documented, the media type is
 * one the status lists, and the body conforms to that media type's schema. `seen` records which
 * operation answered which status, so that a test can ask what it never exercised.
 */
export class OpenApiJudge {
  readonly seen = new Set<string>()
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true })
  private readonly paths: PathEntry[]

  constructor(doc: { paths: Record<string, Record<string, unknown>> }) {
    addFormats.default(this.ajv, ['uri'])
    this.ajv.addSchema(doc, 'openapi.json')
    this.paths = Object.entries(doc.paths).map(([template, item]) => ({
      template,
      // Express matches paths case-insensitively, with or without a trailing slash.
      pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}/?$`, 'i'),
      operations: Object.fromEntries(
        Object.entries(item).filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method)),
      ) as Record<string, Operation>,
    }))
  }

  /** Null when the document allows the answer; otherwise what it does not allow. */
  judge(answer: SeenAnswer): string | null {
    const path = answer.path.split('?')[0].replace(/^\/t\/[^/]*/, '') || '/'
    const entry = this.paths.find((p) => p.pattern.test(path))
    // Paths the document does not have are 404s (checked by the caller); preflights are CORS's.
    if (entry === undefined || answer.method === 'OPTIONS') return null
    // A method the path does not have is judged by the path's first operation: each lists its 405.
    const asked = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase()
    const method = asked in entry.operations ? asked : Object.keys(entry.operations)[0]
    const operation = entry.operations[method]
    const where = `${answer.method} ${entry.template}`
    const response = operation.responses[String(answer.status)]
    if (response === undefined)
      return `${where} answered ${answer.status}, which ${operation.operationId} does not list`
    this.seen.add(`${operation.operationId} ${answer.status}`)
    if (answer.method === 'HEAD' || answer.text === '') return null
    const content = response.content ?? {}
    const media = mediaOf(answer.contentType, content)
    if (media === undefined)
      return `${where} answered ${answer.status} as ${answer.contentType?.split(';')[0].trim()}, not ${Object.keys(content).join(' or ') || 'empty'}`
    if (content[media].schema === undefined || !media.endsWith('json')) return null
    const pointer = ['paths', entry.template, method, 'responses', String(answer.status), 'content', media, 'schema']
    const validate = this.ajv.getSchema(`openapi.json#/${pointer.map(escapePointer).join('/')}`)
    if (validate === undefined) return `${where}: no schema at ${pointer.join(' ')}`
    if (validate(JSON.parse(answer.text))) return null
    const errors = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || 'body'} ${e.message}`)
    return `${where} answered ${answer.status} with a body the document does not allow: ${errors.join('; ')}`
  }

  /** The operations of the document, each with the statuses it lists, minus those `seen`. */
  unseen(statuses: (operationId: string, status: string) => boolean): string[] {
    const all = this.paths.flatMap((p) =>
      Object.values(p.operations).flatMap((o) => Object.keys(o.responses).map((s) => `${o.operationId} ${s}`)),
    )
    return all.filter((key) => !this.seen.has(key) && statuses(...(key.split(' ') as [string, string])))
  }
}

/**
 * The media type of `content` an answer's Content-Type is: its type, with every parameter the
 * document's key names (`text/plain; version=0.0.4` is answered with a charset besides).
 */
function mediaOf(contentType: string | undefined, content: Record<string, unknown>): string | undefined {
  if (contentType === undefined) return undefined
  const [type, ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase())
  return Object.keys(content).find((key) => {
    const [keyType, ...keyParameters] = key.split(';').map((part) => part.trim().toLowerCase())
    return keyType === type && keyParameters.every((parameter) => parameters.includes(parameter))
  })
}

/** A JSON pointer segment, as it may appear in a URI fragment. */
function escapePointer(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))
}
