import { type JsonSchema, readSchemas, schemaResolver } from '../core/schemas.js'
import type {
  PactInteraction,
  PactMatcher,
  PactQuery,
  PactRequestQuery,
  PactRuleList,
  PactV3,
  PactV4,
} from '../core/types.gen.js'
import type { Exchange, JournalEntry, Journaled } from './journal.js'
import { pactV4Of } from './pact-v4.js'

/** The names a pact file gives the two sides. */
export interface PactNames {
  consumer: string
  provider: string
}

/** The Pact specifications a pact can follow: 4 (4.0, what pact-js writes since version 16) or 3 (3.0.0). */
export type PactSpec = NonNullable<PactQuery['spec']>

/** What `pact()` takes: the names of the two sides, and the specification (4 when not given). */
export type PactOptions<S extends PactSpec = PactSpec> = PactNames & { spec?: S }

/** The file of a specification: `PactV3` for 3, `PactV4` for 4 or none given, `Pact` (either) when unknown. */
export type PactOf<S extends PactSpec> = S extends 3 ? PactV3 : PactV4

type Rules = Record<string, PactRuleList>

/**
 * A Pact file of a journal, oldest request first: each /v1 request with the answer the mock gave,
 * and matching rules for what a provider makes up itself (ids, timestamps, the items of a list),
 * so that a real provider, or this mock with another seed, can pass it. Specification 4.0, as
 * pact-js writes by default since version 16, unless `spec` is 3 (for tools that read no 4.0).
 */
export function pactOf<S extends PactSpec = 4>(journal: Journaled[], options: PactOptions<S>): PactOf<S> {
  const pact = pactV3Of(journal, options)
  return (options.spec === 3 ? pact : pactV4Of(pact)) as PactOf<S>
}

/** The file in specification 3.0.0, which the 4.0 one is written from. */
function pactV3Of(journal: Journaled[], names: PactNames): PactV3 {
  const titles = journal.map(titleOf)
  const total = new Map<string, number>()
  for (const title of titles) total.set(title, (total.get(title) ?? 0) + 1)
  const seen = new Map<string, number>()
  const interactions = journal.map((journaled, i) => {
    const title = titles[i]
    if (total.get(title) === 1) return interactionOf(journaled, title)
    // The broker and the verifier key interactions by description: repeats are numbered.
    const n = (seen.get(title) ?? 0) + 1
    seen.set(title, n)
    return interactionOf(journaled, `${title} (${n})`)
  })
  return {
    consumer: { name: names.consumer },
    provider: { name: names.provider },
    interactions,
    metadata: { pactSpecification: { version: '3.0.0' } },
  }
}

/** `GET /v1/messages?limit=2`, and what was too large to keep. */
function titleOf({ entry, exchange }: Journaled): string {
  const notes = [
    exchange.body === null && exchange.bodyBytes > 0 ? `request body of ${exchange.bodyBytes} bytes not kept` : '',
    exchange.answer.body === null && exchange.answer.bytes > 0
      ? `answer of ${exchange.answer.bytes} bytes not kept`
      : '',
  ].filter((note) => note !== '')
  const title = `${entry.method} ${entry.path}${exchange.query === '' ? '' : `?${exchange.query}`}`
  return notes.length === 0 ? title : `${title} [${notes.join('; ')}]`
}

function interactionOf({ entry, exchange }: Journaled, description: string): PactInteraction {
  const request: PactInteraction['request'] = { method: entry.method, path: entry.path, headers: exchange.headers }
  if (exchange.query !== '') request.query = queryOf(exchange.query)
  if (exchange.body !== null) request.body = requestBodyOf(exchange.body, exchange.headers['Content-Type'])
  const response: PactInteraction['response'] = { status: entry.status, headers: exchange.answer.headers }
  const answer = jsonOf(exchange.answer.body)
  if (answer !== undefined) {
    response.body = answer
    const rules = answerRules(answer, sentValues(entry, exchange))
    if (Object.keys(rules).length > 0) response.matchingRules = { body: rules }
  }
  return {
    description,
    providerStates: [{ name: `fixture ${exchange.world.fixture}`, params: { ...exchange.world } }],
    request,
    response,
  }
}

/** The query as Pact 3 writes it: each name with its values in order. */
function queryOf(raw: string): PactRequestQuery {
  const query: Record<string, string[]> = {}
  for (const [name, value] of new URLSearchParams(raw)) query[name] = [...(query[name] ?? []), value]
  return query
}

/** A JSON object as JSON (the verifier sends it as such); a form or any other body as its text. */
function requestBodyOf(text: string, contentType: string | undefined): string | Record<string, unknown> {
  if (contentType?.split(';')[0].trim().toLowerCase() !== 'application/json') return text
  return jsonOf(text) ?? text
}

/** The JSON object in `text`, or undefined when it holds none. */
function jsonOf(text: string | null): Record<string, unknown> | undefined {
  if (text === null) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** Every value the client sent (path segments, query and body values): these stay exact. */
function sentValues(entry: JournalEntry, exchange: Exchange): Set<string> {
  const sent = new Set<string>()
  const add = (value: unknown): void => {
    if (value === null || value === undefined) return
    if (typeof value === 'object') for (const inner of Object.values(value)) add(inner)
    else sent.add(String(value))
  }
  for (const segment of entry.path.split('/')) add(safeDecode(segment))
  add(entry.query)
  if (exchange.query !== '') add(Object.fromEntries(new URLSearchParams(exchange.query)))
  add(entry.body)
  return sent
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const rule = (matcher: PactMatcher): PactRuleList => ({ matchers: [matcher], combine: 'AND' })
/** A value that may also be null: any text (or any integer) or null. */
const nullable = (matcher: PactMatcher): PactRuleList => ({ matchers: [matcher, { match: 'null' }], combine: 'OR' })
const anyText: PactMatcher = { match: 'regex', regex: '^[\\s\\S]*$' }
/** Ids the mock generates: a type prefix and 20 or more base62 characters (CONTRACT section 1). */
const generatedId = /^(msg|grp|conv|ct|att)_[0-9A-Za-z]{20,}$/
const idKeys = new Set(['id', 'conversation_id'])

/**
 * The fields of the records (schemas/: message, group, contact, attachment) that may be null, by
 * the type they have otherwise: read from the schemas once, on the first pact.
 */
let nullableFields: { integers: Set<string>; texts: Set<string> } | undefined
function nullableOf(): { integers: Set<string>; texts: Set<string> } {
  if (nullableFields) return nullableFields
  const resolve = schemaResolver(readSchemas())
  nullableFields = { integers: new Set(), texts: new Set() }
  for (const record of ['message', 'group', 'contact', 'attachment']) {
    const properties = resolve(`${record}.schema.json`).properties as Record<string, JsonSchema>
    for (const [name, property] of Object.entries(properties)) {
      const type = (typeof property.$ref === 'string' ? resolve(property.$ref) : property).type
      if (!Array.isArray(type) || !type.includes('null')) continue
      if (type.includes('integer')) nullableFields.integers.add(name)
      else if (type.includes('string')) nullableFields.texts.add(name)
    }
  }
  return nullableFields
}

/**
 * The matching rules of an answer. A list page: its items by type, at least one, each like the
 * first (a provider's data differs from a fixture's), so within them the fields that may be null
 * match null too, and reactions match by their values whatever their names. A problem: its
 * `detail` by type (prose; `code` and `errors` are the contract). Anything else: ids and
 * timestamps the client did not send, by regex (generated ids) or type, wherever they are (a
 * message's attachments and contact, a group's contacts); every other value exact.
 */
function answerRules(answer: Record<string, unknown>, sent: Set<string>): Rules {
  const rules: Rules = {}
  if (Array.isArray(answer.data) && typeof answer.has_more === 'boolean') {
    rules['$.has_more'] = rule({ match: 'type' })
    if (answer.data.length > 0) rules['$.data'] = rule({ match: 'type', min: 1 })
    for (const item of answer.data) walk(item, '$.data[*]', { sent, rules, inList: true })
    return rules
  }
  if (typeof answer.code === 'string' && typeof answer.status === 'number') {
    rules['$.detail'] = rule({ match: 'type' })
    return rules
  }
  walk(answer, '$', { sent, rules, inList: false })
  return rules
}

interface Walk {
  sent: Set<string>
  rules: Rules
  /** Within the items of a list, which are compared with the first: nullable fields and reaction names vary. */
  inList: boolean
}

function walk(value: unknown, path: string, w: Walk): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, `${path}[*]`, w)
    return
  }
  if (typeof value !== 'object' || value === null) return
  for (const [key, inner] of Object.entries(value)) {
    const at = `${path}.${key}`
    const sent = inner !== null && typeof inner !== 'object' && w.sent.has(String(inner))
    const { integers, texts } = nullableOf()
    if (w.inList && integers.has(key)) put(w.rules, at, nullable({ match: 'integer' }))
    else if (w.inList && texts.has(key)) put(w.rules, at, nullable(anyText))
    else if (w.inList && key === 'reactions') {
      if (Array.isArray(inner) && inner.length > 0) put(w.rules, `${at}[*]`, rule({ match: 'values' }))
    } else if (sent) continue
    else if (idKeys.has(key) && typeof inner === 'string') {
      const prefix = generatedId.exec(inner)?.[1]
      put(
        w.rules,
        at,
        prefix === undefined
          ? rule({ match: 'type' })
          : rule({ match: 'regex', regex: `^${prefix}_[0-9A-Za-z]{20,}$` }),
      )
    } else if ((key === 'created_at' || integers.has(key)) && typeof inner === 'number')
      put(w.rules, at, rule({ match: 'integer' }))
    else walk(inner, at, w)
  }
}

/** Sets a rule; two items of a list that disagree (a generated id and a fixture's) settle on type. */
function put(rules: Rules, path: string, value: PactRuleList): void {
  const existing = rules[path]
  rules[path] =
    existing === undefined || JSON.stringify(existing) === JSON.stringify(value) ? value : rule({ match: 'type' })
}
