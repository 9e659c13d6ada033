import { bodyForJournal, mediaTypeOf } from '../core/bodies.js'
import { type ProblemCode, problemStatus } from '../core/errors.js'
import { reasonCodes } from '../core/reasons.js'
import type { Coverage, CoverageItem, CoverageOperation } from '../core/types.gen.js'
import type { Recorded } from './journal.js'

type Json = Record<string, unknown>

/**
 * Problem codes answered before a request has a tenant (an over-long head, src/http/head.ts; a
 * tenant past --max-tenants, src/http/observe.ts), so never journaled and never counted: a
 * status whose every code is one of these (414, 431) is left out of the coverage too.
 */
export const unjournaledCodes: readonly ProblemCode[] = ['uri_too_long', 'headers_too_large', 'too_many_tenants']

/**
 * The codes the coverage leaves out: those never journaled, and a state directory's refused write
 * (507, docs/durability.md), which is the disk's doing and no request a client's test can make.
 */
const uncountedCodes: readonly ProblemCode[] = [...unjournaledCodes, 'insufficient_storage']

/** The media type a form with nested fields is sent in (`reactions[like][]=dev`). */
const form = 'application/x-www-form-urlencoded'
export const brackets = 'form with brackets'

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/** An item of the report, and where its count is kept. */
interface Slot {
  kind: CoverageItem['kind']
  name: string
  slot: number
}

/**
 * What the document says one /v1 operation takes and answers: its items in the report's order,
 * and the slot each fact of a request counts in (a status, a parameter, a value, a field...).
 */
export interface OperationModel {
  id: string
  method: string
  path: string
  items: Slot[]
  called: number
  statuses: Map<number, number>
  query: { name: string; slot: number; values: Map<string, number>; defaulted: number | undefined }[]
  body: { fields: [string, number][]; encodings: Map<string, number>; brackets: number | undefined } | null
  /** The slots of a page with more to come and of the last page, when its 200 is a page. */
  page: { more: number; end: number } | undefined
  /** The slots of the problem codes its answers carried (not items: what it met, for the report). */
  problems: Map<string, number>
}

interface PathModel {
  path: string
  /** The path's segments, null where the document has a parameter (`{id}`). */
  segments: (string | null)[]
  operations: Map<string, OperationModel>
  allow: string[]
  /** The slot of another method's 405, when the document says other methods get it. */
  refused: number | undefined
}

/**
 * The coverage model of an OpenAPI document: every /v1 operation with what can be exercised of it,
 * each item with a slot in the counts of a `Usage`. It is read off the document the mock serves,
 * so a new operation, status, parameter or field shows up in the report with no list to keep.
 */
export class CoverageModel {
  readonly paths: PathModel[] = []
  /** The problem codes a journaled answer can carry, in the document's order, with their slots. */
  readonly codes: Slot[]
  private readonly codeSlots: Map<string, number>
  /** The slot of each reason code (src/engine/core/reasons.ts): counted, never items of the contract. */
  readonly reasonSlots: ReadonlyMap<string, number>
  /** The slot of the first code of `reasonCodes`: the others follow it in their order. */
  readonly reasonBase: number
  /** How many counts a usage keeps. */
  size = 0

  constructor(doc: Json) {
    const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>
    const resolve = (schema: unknown): Json => {
      let s = (schema ?? {}) as Json
      for (let depth = 0; typeof s.$ref === 'string' && depth < 32; depth++)
        s = schemas[s.$ref.slice(s.$ref.lastIndexOf('/') + 1)] ?? {}
      return s
    }
    const nested = (schema: unknown): boolean => {
      const s = resolve(schema)
      const types = Array.isArray(s.type) ? s.type : [s.type]
      if (types.includes('object') || types.includes('array')) return true
      return [s.oneOf, s.anyOf].some((list) => Array.isArray(list) && list.some(nested))
    }
    const problem = resolve(schemas.Problem)
    const enumerated = ((problem.properties as Json | undefined)?.code as Json | undefined)?.enum
    const codes = (Array.isArray(enumerated) ? enumerated.map(String) : []).filter(
      (code) => !uncountedCodes.includes(code as ProblemCode),
    )
    const skipped = skippedStatuses()
    for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
      if (!path.startsWith('/v1/')) continue
      const operations = new Map<string, OperationModel>()
      let refuses = false
      for (const method of httpMethods) {
        const op = item[method] as Json | undefined
        if (op === undefined) continue
        const responses = (op.responses ?? {}) as Record<string, Json>
        refuses ||= '405' in responses
        const parameters = [...((item.parameters ?? []) as Json[]), ...((op.parameters ?? []) as Json[])]
        const items: Slot[] = []
        const add = (kind: CoverageItem['kind'], name: string) => {
          items.push({ kind, name, slot: this.size })
          return this.size++
        }
        const called = add('call', 'called')
        const statuses = new Map<number, number>()
        for (const status of Object.keys(responses).sort())
          if (/^\d{3}$/.test(status) && status !== '405' && !skipped.has(status))
            statuses.set(Number(status), add('status', status))
        const query = parameters
          .filter((p) => p.in === 'query')
          .map((p) => {
            const name = String(p.name)
            const schema = resolve(p.schema)
            const values =
              schema.type === 'boolean' ? ['true', 'false'] : Array.isArray(schema.enum) ? schema.enum.map(String) : []
            return {
              name,
              slot: add('parameter', name),
              values: new Map(values.map((value) => [value, add('value', `${name}=${value}`)])),
              defaulted: schema.default === undefined ? undefined : add('default', name),
            }
          })
        const content = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined
        const properties = (resolve(content === undefined ? undefined : Object.values(content)[0]?.schema).properties ??
          {}) as Record<string, unknown>
        const body =
          content === undefined
            ? null
            : {
                fields: Object.keys(properties).map((field) => [field, add('field', field)] as [string, number]),
                encodings: new Map(Object.keys(content).map((type) => [type, add('encoding', type)])),
                brackets:
                  form in content && Object.values(properties).some(nested) ? add('encoding', brackets) : undefined,
              }
        const answer = (responses['200']?.content as Record<string, Json> | undefined)?.['application/json']
        const page =
          'has_more' in ((resolve(answer?.schema).properties ?? {}) as Json)
            ? { more: add('list', 'has_more true'), end: add('list', 'has_more false') }
            : undefined
        operations.set(method.toUpperCase(), {
          id: String(op.operationId),
          method: method.toUpperCase(),
          path,
          items,
          called,
          statuses,
          query,
          body,
          page,
          problems: new Map(codes.map((code) => [code, this.size++])),
        })
      }
      const segments = path
        .split('/')
        .slice(1)
        .map((segment) => (segment.startsWith('{') ? null : segment.toLowerCase()))
      const allow = [...operations.keys()].flatMap((m) => (m === 'GET' ? ['GET', 'HEAD'] : [m]))
      this.paths.push({ path, segments, operations, allow, refused: refuses ? this.size++ : undefined })
    }
    this.codes = codes.map((code) => ({ kind: 'code', name: code, slot: this.size++ }))
    this.codeSlots = new Map(this.codes.map(({ name, slot }) => [name, slot]))
    this.reasonBase = this.size
    this.reasonSlots = new Map(reasonCodes.map((code) => [code, this.size++]))
  }

  /** The path a journaled request was routed to, as the router matches paths (its operation: by method). */
  pathOf(path: string): PathModel | undefined {
    const end = path.length > 1 && path.endsWith('/') ? path.length - 1 : path.length
    for (const candidate of this.paths) if (matches(candidate.segments, path, end)) return candidate
    return undefined
  }

  /** The slot of a code in the codes seen anywhere. */
  codeSlot(code: string): number | undefined {
    return this.codeSlots.get(code)
  }
}

/** The statuses only uncounted codes answer. */
function skippedStatuses(): Set<string> {
  const byStatus = new Map<number, ProblemCode[]>()
  for (const [code, status] of Object.entries(problemStatus) as [ProblemCode, number][])
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  return new Set(
    [...byStatus]
      .filter(([, codes]) => codes.every((code) => uncountedCodes.includes(code)))
      .map(([status]) => String(status)),
  )
}

/**
 * What a set of journaled requests exercised, as a count per slot of the model. A journal folds each
 * request in as it leaves the ring (the ring itself is folded when a report is asked for), so a
 * report counts every request since the last reset or clear, not just the last 1,000.
 */
/** A Usage as data. */
export interface UsageImage {
  requests: number
  outside: number
  counts: number[]
}

export class Usage {
  requests = 0
  outside = 0
  private counts: Uint32Array | undefined

  constructor(private readonly model: () => CoverageModel) {}

  /** The count of a slot. */
  count(slot: number | undefined): number {
    return slot === undefined ? 0 : (this.counts?.[slot] ?? 0)
  }

  add(r: Recorded): void {
    const model = this.model()
    const counts = this.countsOf(model.size)
    this.requests++
    // Every request leaving the ring passes here: an indexed loop costs a third of a for-of (a profile),
    // and a shared sequence's codes are read without a lookup.
    const { why, whyCodes } = r
    if (whyCodes !== undefined) for (let i = 0; i < whyCodes.length; i++) counts[model.reasonBase + whyCodes[i]]++
    else for (let i = 0; i < why.length; i++) bump(counts, model.reasonSlots.get(why[i].code))
    const code = r.problem?.code
    if (code !== undefined) bump(counts, model.codeSlot(code))
    const path = model.pathOf(r.path)
    if (path === undefined) {
      this.outside++
      return
    }
    const op = path.operations.get(r.method === 'HEAD' ? 'GET' : r.method)
    if (op === undefined) {
      if (r.status === 405) bump(counts, path.refused)
      return
    }
    bump(counts, op.called)
    bump(counts, op.statuses.get(r.status))
    if (code !== undefined) bump(counts, op.problems.get(code))
    const query = r.query ?? {}
    for (const q of op.query) {
      if (Object.hasOwn(query, q.name)) {
        bump(counts, q.slot)
        if (q.values.size > 0) bump(counts, q.values.get(String(query[q.name])))
      } else if (r.status === 200) bump(counts, q.defaulted)
    }
    if (op.body !== null && r.rawBytes > 0) {
      const type = mediaTypeOf(r.contentType)
      bump(counts, op.body.encodings.get(type))
      const body = r.body ?? bodyForJournal(r.raw, r.contentType)
      if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
        for (const [field, slot] of op.body.fields) if (Object.hasOwn(body, field)) bump(counts, slot)
        if (type === form && Object.values(body).some(isNested)) bump(counts, op.body.brackets)
      }
    }
    const more = op.page !== undefined && r.status === 200 ? hasMore(r.answer) : undefined
    if (op.page !== undefined && more !== undefined) bump(counts, more ? op.page.more : op.page.end)
  }

  merge(other: Usage): void {
    this.requests += other.requests
    this.outside += other.outside
    if (other.counts === undefined) return
    const counts = this.countsOf(other.counts.length)
    for (let i = 0; i < counts.length; i++) counts[i] += other.counts[i]
  }

  /** The counts as data, for a kept tenant: slots are the served document's, in its order. */
  image(): UsageImage {
    return { requests: this.requests, outside: this.outside, counts: this.counts === undefined ? [] : [...this.counts] }
  }

  /** Counts as `image` gave them; counts of another document's size are dropped (a version that moved the slots). */
  restore(image: UsageImage): void {
    this.clear()
    this.requests = image.requests
    this.outside = image.outside
    if (image.counts.length > 0 && image.counts.length === this.model().size)
      this.counts = Uint32Array.from(image.counts)
  }

  clear(): void {
    this.requests = 0
    this.outside = 0
    this.counts = undefined
  }

  /** The counts, made on the first request counted: a tenant that never asks pays nothing. */
  private countsOf(size: number): Uint32Array {
    if (this.counts === undefined) this.counts = new Uint32Array(size)
    return this.counts
  }
}

/**
 * What a list's answer said of has_more: the page it was written from, or its text, which the
 * journal of a tenant restored from a state directory keeps (a page's text begins with has_more,
 * as pageWire writes it).
 */
function hasMore(answer: Recorded['answer']): boolean | undefined {
  if (typeof answer === 'object') return 'has_more' in answer ? answer.has_more : undefined
  if (answer?.startsWith('{"has_more":true,')) return true
  if (answer?.startsWith('{"has_more":false,')) return false
  return undefined
}

function bump(counts: Uint32Array, slot: number | undefined): void {
  if (slot !== undefined) counts[slot]++
}

function isNested(value: unknown): boolean {
  return typeof value === 'object' && value !== null
}

/**
 * Whether the path up to `end` (a trailing slash left out) has the segments, each a name (any case)
 * or null for an id (not empty): `/v1/messages/msg_1` against ['v1', 'messages', null].
 */
function matches(segments: readonly (string | null)[], path: string, end: number): boolean {
  let from = 1
  for (let i = 0; i < segments.length; i++) {
    if (from > end) return false
    let to = path.indexOf('/', from)
    if (to === -1 || to > end) to = end
    const segment = segments[i]
    if (segment === null ? to === from : path.slice(from, to).toLowerCase() !== segment) return false
    from = to + 1
  }
  return from > end
}

/**
 * The report of `usage` against the model: every item of every /v1 operation, of every path's
 * other methods and of the problem codes, covered or not, and the share covered.
 */
export function coverageReport(
  model: CoverageModel,
  usage: Usage,
  tenants: { names: string[]; dropped: number },
): Coverage {
  const item = ({ kind, name, slot }: Slot): CoverageItem => {
    const count = usage.count(slot)
    return { kind, name, covered: count > 0, count }
  }
  const operations: CoverageOperation[] = []
  for (const path of model.paths)
    for (const op of path.operations.values()) {
      const problems: Record<string, number> = {}
      for (const [code, slot] of op.problems) if (usage.count(slot) > 0) problems[code] = usage.count(slot)
      const items = op.items.map(item)
      operations.push({ id: op.id, method: op.method, path: op.path, calls: usage.count(op.called), problems, items })
    }
  const otherMethods = model.paths.flatMap(({ path, allow, refused }) => {
    if (refused === undefined) return []
    const count = usage.count(refused)
    return [{ path, allow, covered: count > 0, count }]
  })
  const codes = model.codes.map(item)
  const reasons: Record<string, number> = {}
  for (const code of reasonCodes) {
    const count = usage.count(model.reasonSlots.get(code))
    if (count > 0) reasons[code] = count
  }
  const all = [...operations.flatMap((op) => op.items), ...otherMethods, ...codes]
  const covered = all.filter((i) => i.covered).length
  return {
    tenants: tenants.names,
    dropped_tenants: tenants.dropped,
    requests: usage.requests,
    outside: usage.outside,
    covered,
    total: all.length,
    percent: all.length === 0 ? 0 : Math.floor((covered * 1000) / all.length) / 10,
    operations,
    other_methods: otherMethods,
    codes,
    reasons,
  }
}
