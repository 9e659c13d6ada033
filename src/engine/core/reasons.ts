import type { ParamError } from './errors.js'
import { defaultLimit } from './schemas.js'
import type { Reason, ReasonCode } from './types.gen.js'
import { type Kept, keptText } from './wire.js'

/*
 * Why the mock answered as it did. Each decision of a request (its tenant, its caller, a fault, the
 * route, the body, the rule of the store behind a refusal or a page, what a write changed) is made
 * as data where it is decided: a code and the values involved, often a constant. The sentence is
 * written only when someone reads the journal (`explain`), from those values and from what the
 * journal holds of the request anyway (its token, content type, query and body, its problem, its
 * tenant and its answer): a request pays for an array and a few small objects, never for a string.
 * Most reasons are constants made once (`standing`): a request whose reasons all are keeps one
 * array the journal shares with every other request of the same reasons (`shared`), so that it
 * leaves nothing behind for the garbage collector to copy.
 *
 * The two tables below are the one place a code is given meaning: `sentences` (its sentence and
 * hint, what the journal's reader gets) and `catalogue` (when it is given, what its values are,
 * and an example that test/reasons.test.ts makes with a real request), which docs/reasons.md is
 * generated from (`npm run types`). Nothing at run time reads the catalogue, so a bundle leaves it
 * out. The codes themselves are the enum of schemas/reason.schema.json; each table's type requires
 * exactly those.
 */

/** The values each reason shows, by code: made with it, or read back from the journal (`ReadBack`). */
export interface ReasonValues {
  'tenant.default': { near: string | null }
  'tenant.header': { tenant: string }
  'tenant.path': { tenant: string }
  'tenant.baggage': { tenant: string }
  'tenant.created': { tenant: string; fixture: string }
  'auth.missing': Empty
  'auth.malformed': { scheme: string }
  'caller.token': { expires_at: number | null; now: number | null; frozen: boolean }
  'caller.default': Empty
  'caller.expired': { token: string; caller: string; expires_at: number; now: number; frozen: boolean }
  'caller.unknown': { token: string; nearest: string | null }
  'caller.none': { token: string }
  'fault.answered': Fault & { status: number }
  'fault.delayed': Fault
  'latency.added': { ms: number }
  'route.matched': { route: string; operation: string }
  'route.unknown': {
    nearest: string | null
    sent: string | null
    expected: string | null
    /** The nearest route's methods when the request's is not one of them (absent from reasons kept before it was given). */
    allow?: readonly string[] | null
  }
  'route.method': { route: string; allow: readonly string[] }
  'route.escape': Empty
  'body.json': Empty
  'body.form': Empty
  'body.empty': Empty
  'body.unsupported': Empty
  'body.unparsable': { encoding: 'json' | 'form'; error: string }
  'body.not_object': { type: string }
  'body.refused_key': { key: string }
  'body.too_deep': { limit: number }
  'body.unread': Empty
  'input.invalid': { in: 'query' | 'body' }
  'input.unknown': { in: 'query' | 'body'; unknown: readonly UnknownParam[] }
  'conversation.hidden': Hidden & { group: string | null }
  'conversation.absent': Absent
  'message.hidden': Hidden & { conversation: string }
  'message.absent': Absent
  'message.attachments_full': { id: string; has: number; adding: number; max: number }
  'group.hidden': Hidden & { conversation: string }
  'group.absent': Absent
  'group.archived': { id: string; archived_at: number }
  'contact.resolved': { param: string; by: 'id' | 'username' | 'phone_number' | 'new'; sent: string; contact: string }
  'contact.unknown': { refs: readonly { param: string; id: string }[] }
  'page.cursor': { param: Cursor; id: string; records: Records; created_at: number; conversation: string | null }
  'page.cursor_refused': {
    param: Cursor
    id: string
    records: Records
    cause: 'absent' | 'other_kind' | 'hidden' | 'elsewhere' | 'archived' | 'not_archived'
    /** The conversation the message is in (elsewhere), or the kind of record the id names (other_kind). */
    detail: string | null
  }
  'page.hidden': { records: Records; seen: number; of: number; hidden: number }
  'page.filtered': { archived: boolean; left_out: number }
  'page.more': { count: number; limit: number; param: Cursor; next: string }
  'page.end': { count: number; limit: number }
  'clock.frozen': { now: number }
  'message.sent': { id: string; conversation: string; attachments: readonly string[] }
  'message.updated': { id: string; fields: readonly string[]; mode: 'merge' | 'replace'; attachments: number }
  'message.deleted': { id: string; conversation: string }
  'group.created': { id: string; conversation: string; members: number }
  'group.updated': { id: string; fields: readonly string[]; joined: readonly string[]; left: readonly string[] }
  'group.deleted': { id: string; conversation: string; messages: number }
  'storage.refused': Empty
  'storage.memory': { ceiling: string }
  'internal.bug': { error: string }
}

type Empty = Record<never, never>
type Cursor = 'starting_after' | 'ending_before'
type Records = 'messages' | 'groups'
interface Fault {
  fault: string
  method: string | null
  path: string | null
  delay_ms: number
  /** How many more requests it answers after this one. */
  left: number
}
interface Hidden {
  id: string
  caller: string
  participants: readonly string[]
}
interface Absent {
  id: string
  /** The kind of record the id names instead (a group's id sent as a message's), or null. */
  kind: 'message' | 'group' | 'conversation' | 'contact' | null
}
/** A parameter an operation does not take, the one it takes that is nearest, and all it takes. */
export interface UnknownParam {
  param: string
  nearest: string | null
  known: readonly string[]
}

/**
 * The codes whose values are read from the journaled request itself when the journal is read (the
 * tenant it was journaled in; the query and the page it answered): each is one constant.
 */
type ReadBack = 'tenant.header' | 'tenant.path' | 'tenant.baggage' | 'page.more' | 'page.end'

/** One decision, as data: made on the request's path, read into a sentence by `explain`. */
export type ReasonData = {
  [C in ReasonCode]: { readonly code: C } & (C extends ReadBack ? Partial<ReasonValues[C]> : Readonly<ReasonValues[C]>)
}[ReasonCode]

/** Where a request's reasons are gathered as it goes (the exchange's). */
export type Why = ReasonData[]

/** What the sentences read of the journaled request itself besides a reason's values (a Recorded is one). */
export interface ReasonContext {
  readonly method: string
  readonly path: string
  readonly caller: string | null
  readonly authorization: string | undefined
  readonly contentType: string | undefined
  readonly rawBytes: number
  readonly query: Record<string, unknown> | undefined
  readonly body: unknown
  readonly problem:
    | { readonly code: string; readonly detail: string; readonly errors: readonly ParamError[] }
    | undefined
  /** The tenant whose journal holds it. */
  readonly tenant: string
  /** What it answered: its text, or the page or view it was written from. */
  readonly answer: Kept | undefined
}

interface Sentence<C extends ReasonCode> {
  says: (v: ReasonValues[C], r: ReasonContext) => string
  /** What would have made it different, where there is something to say. */
  hint?: (v: ReasonValues[C], r: ReasonContext) => string | null
}

interface Documented<C extends ReasonCode> {
  /** When it is given. */
  when: string
  /** What each of its values is: the type requires every value, and no other. */
  values: { readonly [K in keyof ReasonValues[C]]-?: string }
  /** What a real request of test/reasons.test.ts gives: its message and hint. */
  example: readonly [string, string?]
}

/** Each code's sentence and hint, written when the journal is read. */
export type Sentences = { readonly [C in ReasonCode]: Sentence<C> }
/** Each code as docs/reasons.md shows it. */
export type Catalogue = { readonly [C in ReasonCode]: Documented<C> }

/** The reasons of a journaled request, as the journal shows them. */
export function explain(why: readonly ReasonData[], r: ReasonContext): Reason[] {
  return why.map((reason) => explainOne(reason, r))
}

export function explainOne(reason: ReasonData, r: ReasonContext): Reason {
  const { code, ...made } = reason
  // A reason kept before its code was read back (a state directory's journal) has its values already.
  const values = code in readBack ? { ...readBack[code as ReadBack](r), ...made } : made
  const entry = sentences[code] as Sentence<typeof code>
  const v = values as never
  return { code, message: entry.says(v, r), hint: entry.hint?.(v, r) ?? null, values }
}

/** The values of the read-back codes, from the journaled request. */
const readBack: { readonly [C in ReadBack]: (r: ReasonContext) => ReasonValues[C] } = {
  'tenant.header': (r) => ({ tenant: r.tenant }),
  'tenant.path': (r) => ({ tenant: r.tenant }),
  'tenant.baggage': (r) => ({ tenant: r.tenant }),
  'page.more': (r) => {
    const { count, limit, backwards, data } = pageOf(r)
    const param = backwards ? 'ending_before' : 'starting_after'
    return { count, limit, param, next: (backwards ? data[0] : data[data.length - 1])?.id ?? '' }
  },
  'page.end': (r) => {
    const { count, limit } = pageOf(r)
    return { count, limit }
  },
}

/**
 * The page a list answered, as its journal entry shows it: its items, its limit, and whether it
 * went back (ending_before). Only a mock that broke its own schema (`internal.bug`) answered
 * something else after deciding its page: that page reads as empty.
 */
function pageOf(r: ReasonContext): { count: number; limit: number; backwards: boolean; data: readonly Item[] } {
  const { answer, query } = r
  let data: readonly Item[] = []
  if (answer !== undefined && typeof answer === 'object' && 'data' in answer) data = answer.data as readonly Item[]
  else if (answer !== undefined) {
    const shown = safeJson(keptText(answer)) as { data?: unknown } | undefined
    if (Array.isArray(shown?.data)) data = shown.data
  }
  return {
    count: data.length,
    limit: query?.limit === undefined ? defaultLimit : Number(query.limit),
    backwards: query?.ending_before !== undefined && query.starting_after === undefined,
    data,
  }
}

type Item = { readonly id?: string }

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

// --- Reasons made once, and the arrays the journal shares ----------------------------------------

const standingReasons = new WeakSet<ReasonData>()

/** A reason made once, at start-up or as a module's constant: the same object for every request it is given to. */
export function standing<R extends ReasonData>(reason: R): R {
  standingReasons.add(reason)
  return reason
}

/** A sequence of standing reasons, made once, and the sequences that go on from it by their next reason. */
export interface Sequence {
  /** Its reasons, frozen: every journal entry of the same decisions holds this one array. */
  readonly why: readonly ReasonData[]
  /** The index of each reason's code in `reasonCodes`, which coverage counts by. */
  readonly codes: readonly number[]
  readonly next: WeakMap<ReasonData, Sequence>
  /** The last sequence taken from this one, and by which reason: most requests repeat the one before (held strongly, it keeps one stale branch alive at most). */
  lastReason: ReasonData | undefined
  lastNext: Sequence | undefined
}

const none = sequenceOf([], [])

function sequenceOf(why: readonly ReasonData[], codes: readonly number[]): Sequence {
  return {
    why: Object.freeze(why),
    codes: Object.freeze(codes),
    next: new WeakMap(),
    lastReason: undefined,
    lastNext: undefined,
  }
}

/**
 * The sequence of a request's reasons, when all of them are standing; otherwise undefined, and the
 * journal keeps `why` itself. A journal keeps its last 1,000 requests, so an array of its own per
 * request is one the garbage collector copies twice before it is old, where a shared one costs a
 * lookup per reason. The sequences are keyed weakly: a route's reason goes with its mock.
 */
export function shared(why: readonly ReasonData[]): Sequence | undefined {
  let sequence = none
  for (let i = 0; i < why.length; i++) {
    const reason = why[i]
    if (sequence.lastReason === reason) {
      sequence = sequence.lastNext as Sequence
      continue
    }
    let next = sequence.next.get(reason)
    if (next === undefined) {
      if (!standingReasons.has(reason)) return undefined
      next = sequenceOf(why.slice(0, i + 1), [...sequence.codes, codeIndex.get(reason.code) as number])
      sequence.next.set(reason, next)
    }
    sequence.lastReason = reason
    sequence.lastNext = next
    sequence = next
  }
  return sequence
}

// --- How the sentences are written ---------------------------------------------------------------

/** A timestamp with its UTC time: seconds, or milliseconds past 1e11 (the inspector's rule). */
function time(ts: number): string {
  const date = new Date(ts > 1e11 ? ts : ts * 1000)
  return Number.isNaN(date.getTime()) ? String(ts) : `${ts} (${date.toISOString().replace('.000Z', 'Z')})`
}

/** Whole seconds between two timestamps of one unit. */
function seconds(from: number, to: number): number {
  const span = to - from
  return from > 1e11 ? Math.round(span / 1000) : span
}

/** What to send instead of a method `route` does not answer, where the API has one. */
function otherMethod(route: string, method: string): string | null {
  const item = route.endsWith('{id}')
  if (item && method === 'PATCH') return 'To change some fields, send PUT: it changes only the fields sent.'
  if (item && method === 'POST') return `To create one, POST to ${route.slice(0, -'/{id}'.length)}.`
  if (!item && ['PUT', 'PATCH', 'DELETE'].includes(method)) return `To change or delete one, send it to ${route}/{id}.`
  return null
}

/** `a`, `a and b`, `a, b and c`. */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'none'
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`
}

/** The token of an Authorization header, as far as it has one. */
function tokenOf(r: ReasonContext): string {
  const header = r.authorization ?? ''
  const space = header.indexOf(' ')
  return space === -1 ? header : header.slice(space + 1).trim()
}

function bytes(r: ReasonContext): string {
  return plural(r.rawBytes, 'byte')
}

/** The singular of a collection: message, group. */
function one(records: Records): string {
  return records === 'messages' ? 'message' : 'group'
}

function faultText(v: Fault): string {
  const what = `${v.method ?? 'any method'} ${v.path ?? 'any path'}`
  return `Fault ${v.fault} (${what})`
}

function leftText(left: number): string {
  return left === 0 ? 'It is used up, and gone.' : `It answers ${plural(left, 'more request')}.`
}

/** `attachments[0][url]` -> `['attachments', '0', 'url']`: a bracketed param as a path; a name that is not one (`[`) is itself. */
export function unbracket(param: string): string[] {
  if (!bracketed.test(param)) return [param]
  return param.split(/\]?\[|\]$/).filter((part) => part !== '')
}

const bracketed = /^[^[\]]+(\[[^[\]]*\])*$/

/** What is sent at a bracketed param (`attachments[0][url]`) of a query or body, if anything. */
function sentAt(value: unknown, param: string): unknown {
  let at = value
  for (const part of unbracket(param)) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, part)) return undefined
    at = (at as Record<string, unknown>)[part]
  }
  return at
}

function shown(value: unknown): string {
  const text = JSON.stringify(value)
  return text.length > 60 ? `${text.slice(0, 57)}...` : text
}

const fixed = (text: string) => () => text

// --- The sentences, and the catalogue --------------------------------------------------------------------------------

export const sentences: Sentences = {
  'tenant.default': {
    says: (v) =>
      v.near === null
        ? 'The request named no tenant (no X-Mock-Tenant header, no /t/<name> prefix), so it went to the default tenant.'
        : `The request named no tenant, so it went to the default tenant: it has a header ${v.near}, which the mock does not read.`,
    hint: (v) => (v.near === null ? null : 'Name the tenant with X-Mock-Tenant: <name>, or put /t/<name> before /v1.'),
  },
  'tenant.header': {
    says: (v) => `The tenant is ${v.tenant}, named by the X-Mock-Tenant header.`,
  },
  'tenant.path': {
    says: (v) => `The tenant is ${v.tenant}, named by the path's /t/${v.tenant} prefix.`,
  },
  'tenant.baggage': {
    says: (v) => `The tenant is ${v.tenant}, named by the mock-tenant member of the baggage header.`,
  },
  'tenant.created': {
    says: (v) =>
      `This request made the tenant ${v.tenant}, from the server's baseline (${v.fixture}): nothing done in another tenant is in it.`,
  },
  'auth.missing': {
    says: fixed('The request has no Authorization header: every /v1 path needs one, even a path that does not exist.'),
    hint: fixed("Send Authorization: Bearer <token>, a token of the fixture's tokens."),
  },
  'auth.malformed': {
    says: (v) =>
      v.scheme.toLowerCase() === 'bearer'
        ? 'The Authorization header says Bearer, but what follows is not one token (letters, digits and - . _ ~ + /, then = at the end).'
        : `The Authorization header uses the scheme ${v.scheme}; /v1 takes Bearer only.`,
    hint: fixed('Send Authorization: Bearer <token>.'),
  },
  'caller.token': {
    says: (v, r) =>
      v.expires_at === null || v.now === null
        ? `The token ${tokenOf(r)} is the fixture's token of ${r.caller}; it never expires.`
        : `The token ${tokenOf(r)} is the fixture's token of ${r.caller}; it expires at ${time(v.expires_at)}, and the tenant's clock (${v.frozen ? 'frozen' : 'real time'}) read ${time(v.now)}: ${seconds(v.now, v.expires_at)} s before.`,
  },
  'caller.default': {
    says: (_, r) =>
      `The token ${tokenOf(r)} is not one of the fixture's tokens; under --auth any an unknown token acts as the default caller, ${r.caller}.`,
    hint: fixed('To act as another contact, send its token; --auth strict refuses unknown tokens instead.'),
  },
  'caller.expired': {
    says: (v) =>
      `The token ${v.token} of ${v.caller} expired at ${time(v.expires_at)}; the tenant's clock (${v.frozen ? 'frozen' : 'real time'}) reads ${time(v.now)}, ${seconds(v.expires_at, v.now)} s past it.`,
    hint: (v) =>
      v.frozen
        ? 'A clock before the expiry passes (POST /__clock with an earlier now); a token without expires_at never expires.'
        : 'A token without expires_at never expires; a frozen clock (POST /__clock) holds time still.',
  },
  'caller.unknown': {
    says: (v) => `The token ${v.token} is not one of the fixture's tokens, and --auth strict refuses an unknown token.`,
    hint: (v) =>
      v.nearest === null
        ? "Send one of the fixture's tokens (GET /__state lists them)."
        : `The fixture has ${v.nearest}.`,
  },
  'caller.none': {
    says: (v) =>
      `The token ${v.token} is not one of the fixture's tokens, and the world has no default_caller for it to act as.`,
    hint: fixed('Give the fixture a default_caller, or send one of its tokens.'),
  },
  'fault.answered': {
    says: (v) =>
      `${faultText(v)} matched and${v.delay_ms > 0 ? ` waited ${v.delay_ms} ms, then` : ''} answered ${v.status} in place of the route: nothing of the request ran. ${leftText(v.left)}`,
    hint: fixed('GET /__faults lists the faults in force; DELETE /__faults removes them all.'),
  },
  'fault.delayed': {
    says: (v) =>
      `${faultText(v)} matched and delayed the answer by ${v.delay_ms} ms; then the request ran. ${leftText(v.left)}`,
  },
  'latency.added': {
    says: (v) => `The server's --latency added ${v.ms} ms before the answer.`,
  },
  'route.matched': {
    says: (v, r) =>
      r.method === 'HEAD'
        ? `HEAD is answered as ${v.route} (${v.operation}), without its body.`
        : `The route is ${v.route} (${v.operation}).`,
  },
  'route.unknown': {
    says: (v, r) => {
      const none = `No route of /v1 is ${r.path}`
      if (v.nearest === null) return `${none}: /v1 has /v1/messages, /v1/messages/{id}, /v1/groups and /v1/groups/{id}.`
      const method = v.allow ? ` ${v.nearest} answers ${list(v.allow)}, not ${r.method}.` : ''
      if (v.expected === null)
        return `${none}. The nearest is ${v.nearest}; the path goes on past it with ${v.sent}.${method}`
      if (v.sent === null)
        return `${none}. The nearest is ${v.nearest}; the path stops before its ${v.expected}.${method}`
      return `${none}. The nearest is ${v.nearest}: it has ${v.expected} where the path has ${v.sent === '' ? 'an empty segment' : v.sent}.${method}`
    },
    hint: (v, r) => {
      if (v.nearest?.startsWith('/v1/messages/') && v.expected === null)
        return "A message's reactions and attachments change through PUT /v1/messages/{id}."
      return v.nearest && v.allow ? otherMethod(v.nearest, r.method) : null
    },
  },
  'route.method': {
    says: (v, r) => `${r.method} is not a method of ${v.route}, which answers ${list(v.allow)}.`,
    hint: (v, r) => otherMethod(v.route, r.method),
  },
  'route.escape': {
    says: (_, r) => `The path ${r.path} has a % that does not start valid percent-encoded UTF-8.`,
    hint: fixed('Encode an id with encodeURIComponent, or send % itself as %25.'),
  },
  'body.json': {
    says: (_, r) => `The body was read as JSON (Content-Type: ${r.contentType}, ${bytes(r)}).`,
  },
  'body.form': {
    says: (_, r) =>
      `The body was read as a form (Content-Type: ${r.contentType}, ${bytes(r)}): its values are text, made numbers, booleans or null where the schema wants them.`,
  },
  'body.empty': {
    says: fixed('The request has no body: it is read as an empty object.'),
  },
  'body.unsupported': {
    says: (_, r) =>
      `${r.contentType === undefined ? `A body of ${bytes(r)} came without a Content-Type` : `The body is of type ${r.contentType}`}; the mock reads application/json and application/x-www-form-urlencoded.`,
    hint: fixed('Send Content-Type: application/json with a JSON body.'),
  },
  'body.unparsable': {
    says: (v) => `The body was sent as ${v.encoding === 'json' ? 'JSON' : 'a form'} but does not parse: ${v.error}`,
  },
  'body.not_object': {
    says: (v) => `The body is a JSON ${v.type}; every body of the API is an object of fields.`,
  },
  'body.refused_key': {
    says: (v) =>
      `The JSON body has the key ${v.key}, which the mock refuses at any depth: it could reach an object's prototype.`,
  },
  'body.too_deep': {
    says: (v) => `The JSON body nests deeper than ${v.limit} levels.`,
  },
  'body.unread': {
    says: (_, r) => `The body was not read: ${r.problem?.detail ?? 'the host could not read it.'}`,
    hint: (_, r) =>
      r.problem?.code === 'payload_too_large'
        ? 'A body may hold 1 MiB (a fixture document posted to /__fixtures, 64 MiB).'
        : null,
  },
  'input.invalid': {
    says: (v, r) => {
      const sent = v.in === 'query' ? r.query : r.body
      const failures = (r.problem?.errors ?? []).map((e) => {
        const value = sentAt(sent, e.param)
        return value === undefined ? `${e.param} ${e.message}` : `${e.param} was ${shown(value)} and ${e.message}`
      })
      return `The ${v.in} broke its schema: ${failures.join('; ')}.`
    },
  },
  'input.unknown': {
    says: (v) => {
      const place = v.in === 'query' ? 'query parameter' : 'field'
      const each = v.unknown.map(
        (u) => `${u.param} (${u.known.length === 0 ? `it takes no ${place}s here` : `it takes ${list(u.known)}`})`,
      )
      return `The ${v.in} has ${v.unknown.length === 1 ? `a ${place}` : `${place}s`} the operation does not take: ${each.join('; ')}.`
    },
    hint: (v) => {
      const near = v.unknown.filter((u) => u.nearest !== null).map((u) => `${u.nearest} for ${u.param}`)
      return near.length === 0 ? null : `Did you mean ${list(near)}?`
    },
  },
  'conversation.hidden': {
    says: (v) =>
      `${v.id} exists, but ${v.caller} is not one of its participants (${list(v.participants)}): the API answers exactly as for a conversation that does not exist.`,
    hint: (v) =>
      v.group === null
        ? 'Send as one of its participants.'
        : `Send as one of its participants, or add ${v.caller} to ${v.group}'s contacts (PUT /v1/groups/${v.group}).`,
  },
  'conversation.absent': {
    says: (v) =>
      `No conversation of this tenant has the id ${v.id}${v.kind === null ? '' : `: ${v.id} is the id of a ${v.kind}`}.`,
    hint: (v) =>
      v.kind === 'group' ? `A group's conversation is its conversation_id (GET /v1/groups/${v.id}).` : null,
  },
  'message.hidden': {
    says: (v) =>
      `${v.id} exists, in ${v.conversation}, whose participants are ${list(v.participants)}; ${v.caller} is not one of them, so the API answers exactly as for a message that does not exist.`,
    hint: fixed('Ask as one of the participants to see it.'),
  },
  'message.absent': {
    says: (v) =>
      `No message of this tenant has the id ${v.id}${v.kind === null ? '' : `: ${v.id} is the id of a ${v.kind}`}.`,
    hint: (v) =>
      v.kind === 'group'
        ? `GET /v1/groups/${v.id} reads it.`
        : v.kind === null
          ? 'A deleted message is gone; GET /v1/messages lists those the caller sees.'
          : null,
  },
  'message.attachments_full': {
    says: (v) =>
      `${v.id} has ${plural(v.has, 'attachment')} and the update adds ${v.adding}: more than the ${v.max} a message may have.`,
    hint: fixed(
      'Add fewer, or start the mock with --update-mode replace, under which attachments replace those it had.',
    ),
  },
  'group.hidden': {
    says: (v) =>
      `${v.id} exists, but ${v.caller} takes no part in it (its conversation ${v.conversation} has ${list(v.participants)}): the API answers exactly as for a group that does not exist.`,
    hint: fixed('Ask as its owner or one of its contacts.'),
  },
  'group.absent': {
    says: (v) =>
      `No group of this tenant has the id ${v.id}${v.kind === null ? '' : `: ${v.id} is the id of a ${v.kind}`}.`,
    hint: (v) => (v.kind === 'message' ? `GET /v1/messages/${v.id} reads it.` : null),
  },
  'group.archived': {
    says: (v) =>
      `${v.id} is archived since ${time(v.archived_at)}: it reads and writes as any group, and lists with archived=false leave it out.`,
  },
  'contact.resolved': {
    says: (v) => {
      if (v.by === 'id') return `${v.param} names ${v.contact} by its id.`
      if (v.by === 'new')
        return `${v.param} matched no contact by username or phone number (${v.sent}), so a new contact ${v.contact} was made.`
      return `${v.param} resolved by ${v.by === 'username' ? 'username' : 'phone number'} ${v.sent} to ${v.contact}.`
    },
  },
  'contact.unknown': {
    says: (v) =>
      `${list(v.refs.map((ref) => `${ref.param} ${ref.id}`))} ${v.refs.length === 1 ? 'names' : 'name'} no contact of this tenant.`,
    hint: fixed('Leave the id out to resolve a reference by username or phone_number, or to make a new contact.'),
  },
  'page.cursor': {
    says: (v) =>
      `${v.param}=${v.id} is the ${one(v.records)} of ${time(v.created_at)}${v.conversation === null ? '' : ` in ${v.conversation}`}: the page holds the items ${v.param === 'starting_after' ? 'after it (older)' : 'just before it (newer)'}.`,
  },
  'page.cursor_refused': {
    says: (v, r) => {
      const cursor = `${v.param}=${v.id}`
      const what = one(v.records)
      switch (v.cause) {
        case 'absent':
          return `${cursor} names no ${what} of this tenant.`
        case 'other_kind':
          return `${cursor} is the id of a ${v.detail}, not a ${what}.`
        case 'hidden':
          return `${cursor} is a ${what} ${r.caller} cannot see, so it is no item of this list; the API answers as for one that does not exist.`
        case 'elsewhere':
          return `${cursor} is a message of ${v.detail}, and this list is of conversation_id=${String(r.query?.conversation_id)}.`
        case 'archived':
          return `${cursor} is an archived group, and this list asks archived=false.`
        case 'not_archived':
          return `${cursor} is not archived, and this list asks archived=true.`
      }
    },
    hint: fixed('A cursor is the id of an item of the same list (the same filters), as the last page gave it.'),
  },
  'page.hidden': {
    says: (v, r) =>
      v.records === 'messages'
        ? `${r.caller} takes part in ${v.seen} of ${plural(v.of, 'conversation')}; the others hold ${plural(v.hidden, 'message')}, which this list leaves out.`
        : `${r.caller} takes part in ${v.seen} of ${plural(v.of, 'group')}; this list leaves out the other ${v.hidden}.`,
  },
  'page.filtered': {
    says: (v) =>
      `archived=${v.archived} left out ${plural(v.left_out, `of the caller's groups that ${v.left_out === 1 ? 'is' : 'are'} ${v.archived ? 'not archived' : 'archived'}`, `of the caller's groups that are ${v.archived ? 'not archived' : 'archived'}`)}.`,
  },
  'page.more': {
    says: (v) =>
      `The page holds ${plural(v.count, 'item')}, its limit, and more lie beyond it${v.param === 'ending_before' ? ' (newer)' : ''}: has_more is true.`,
    hint: (v) => `The next page: ${v.param}=${v.next}.`,
  },
  'page.end': {
    says: (v, r) => {
      const after = r.query?.starting_after
      const before = r.query?.ending_before
      if (v.count === 0 && (after !== undefined || before !== undefined)) {
        const [param, end] = after !== undefined ? ['starting_after', 'oldest'] : ['ending_before', 'newest']
        return `Nothing lies past ${param}=${String(after ?? before)}: it is the ${end} item of this list, so the page is empty and has_more is false.`
      }
      if (v.count === 0) return 'The list is empty, so the page is too, and has_more is false.'
      return `The page holds ${plural(v.count, 'item')}${v.count < v.limit ? `, fewer than its limit ${v.limit}` : ', its limit, and they are the last'}: nothing lies beyond, so has_more is false.`
    },
  },
  'clock.frozen': {
    says: (v) =>
      `The tenant's clock is frozen at ${time(v.now)}: what this write stamps (created_at, updated_at) takes that time.`,
    hint: fixed('DELETE /__clock returns it to real time; POST /__clock {"advance": seconds} moves it.'),
  },
  'message.sent': {
    says: (v, r) =>
      `${r.caller} sent ${v.id} to ${v.conversation}${v.attachments.length === 0 ? '' : `, with ${list(v.attachments)}`}.`,
  },
  'message.updated': {
    says: (v) => {
      const lists = v.fields.filter((f) => f === 'reactions' || f === 'attachments')
      const how =
        lists.length === 0
          ? ''
          : `; ${list(lists)} ${lists.length === 1 ? 'was' : 'were'} ${v.mode === 'merge' ? 'added to what it had' : 'replaced'} (update mode ${v.mode})`
      const count = v.fields.includes('attachments') ? `, and it has ${plural(v.attachments, 'attachment')}` : ''
      return `${v.id} was updated: ${list(v.fields)}${how}${count}.`
    },
  },
  'message.deleted': {
    says: (v) => `${v.id} was deleted from ${v.conversation}; it is gone, and a second delete answers 404.`,
  },
  'group.created': {
    says: (v, r) =>
      `${r.caller} made ${v.id} and owns it; its conversation ${v.conversation} has ${r.caller} and ${v.members === 0 ? 'no one else' : plural(v.members, 'member')}.`,
  },
  'group.updated': {
    says: (v) => {
      const joined = v.joined.length === 0 ? '' : `; ${list(v.joined)} joined its conversation`
      const left =
        v.left.length === 0
          ? ''
          : `; ${list(v.left)} left it, and no longer ${v.left.length === 1 ? 'sees' : 'see'} its messages`
      return `${v.id} was updated: ${list(v.fields)}${joined}${left}.`
    },
  },
  'group.deleted': {
    says: (v) =>
      `${v.id} was deleted, and with it its conversation ${v.conversation} and its ${plural(v.messages, 'message')}.`,
  },
  'storage.refused': {
    says: (_, r) =>
      `The change could not be kept where the tenants are kept, so it was put back: nothing above it stays. ${r.problem?.detail ?? ''}`.trim(),
  },
  'storage.memory': {
    says: (v) =>
      `The server stands at its memory ceiling (${v.ceiling}), so nothing that would grow a world was done; no tenant's memory can take the others' down.`,
    hint: fixed(
      'Drop, reset or end tenants (DELETE /__tenants/{name}, POST /__reset), or start the server with a higher --max-memory.',
    ),
  },
  'internal.bug': {
    says: (v) => `The mock failed with a bug, reported to its onBug: ${v.error}`,
    hint: fixed('Please report it, with this entry.'),
  },
}

/**
 * The catalogue: when each code is given, what its values are, and the example a real request of
 * test/reasons.test.ts makes. docs/reasons.md is written from it; nothing at run time reads it, so
 * a bundle (the fetch face, the MSW handlers) leaves it out.
 */
export const catalogue: Catalogue = {
  'tenant.default': {
    when: 'The request named no tenant. A header with `tenant` in its name that is not `X-Mock-Tenant` is named: a misspelt header sends writes to `default`.',
    values: { near: 'a header the request sent with `tenant` in its name, or null' },
    example: [
      'The request named no tenant, so it went to the default tenant: it has a header x-tenant, which the mock does not read.',
      'Name the tenant with X-Mock-Tenant: <name>, or put /t/<name> before /v1.',
    ],
  },
  'tenant.header': {
    when: 'The `X-Mock-Tenant` header named the tenant.',
    values: { tenant: "the tenant's name" },
    example: ['The tenant is qa, named by the X-Mock-Tenant header.'],
  },
  'tenant.path': {
    when: 'A `/t/<name>` prefix of the path named the tenant.',
    values: { tenant: "the tenant's name" },
    example: ["The tenant is ci, named by the path's /t/ci prefix."],
  },
  'tenant.baggage': {
    when: 'The `mock-tenant` member of the W3C `baggage` header named the tenant (`baggage: mock-tenant=qa`), with neither a `/t/<name>` prefix nor `X-Mock-Tenant`: what an app instrumented with OpenTelemetry propagates.',
    values: { tenant: "the tenant's name" },
    example: ['The tenant is qa, named by the mock-tenant member of the baggage header.'],
  },
  'tenant.created': {
    when: "The request was its tenant's first: it made the tenant.",
    values: { tenant: "the tenant's name", fixture: 'the fixture of the baseline it was made from' },
    example: [
      "This request made the tenant e2e, from the server's baseline (a fixture document given in code): nothing done in another tenant is in it.",
    ],
  },
  'auth.missing': {
    when: 'No `Authorization` header (401).',
    values: {},
    example: [
      'The request has no Authorization header: every /v1 path needs one, even a path that does not exist.',
      "Send Authorization: Bearer <token>, a token of the fixture's tokens.",
    ],
  },
  'auth.malformed': {
    when: 'An `Authorization` header that is not `Bearer` and one token (401).',
    values: { scheme: "the header's first word" },
    example: [
      'The Authorization header uses the scheme Basic; /v1 takes Bearer only.',
      'Send Authorization: Bearer <token>.',
    ],
  },
  'caller.token': {
    when: "The token is one of the fixture's: its contact is the caller. A token with `expires_at` says how long it has left on the tenant's clock.",
    values: {
      expires_at: "the token's expires_at, or null when it never expires",
      now: "the tenant's clock when the token was checked (null without expires_at)",
      frozen: "whether the tenant's clock was frozen",
    },
    example: [
      "The token tok_ben_exp is the fixture's token of ct_ben; it expires at 1767229200 (2026-01-01T01:00:00Z), and the tenant's clock (frozen) read 1767225600 (2026-01-01T00:00:00Z): 3600 s before.",
    ],
  },
  'caller.default': {
    when: '`--auth any` (the default): a token the fixture does not name acts as its `default_caller`.',
    values: {},
    example: [
      "The token tok_nobody is not one of the fixture's tokens; under --auth any an unknown token acts as the default caller, ct_ana.",
      'To act as another contact, send its token; --auth strict refuses unknown tokens instead.',
    ],
  },
  'caller.expired': {
    when: "The token's `expires_at` is past on the tenant's clock (401 `token_expired`).",
    values: {
      token: 'the token',
      caller: 'the contact it names',
      expires_at: "the token's expires_at",
      now: "the tenant's clock",
      frozen: "whether the tenant's clock is frozen",
    },
    example: [
      "The token tok_ben_exp of ct_ben expired at 1767229200 (2026-01-01T01:00:00Z); the tenant's clock (frozen) reads 1767232800 (2026-01-01T02:00:00Z), 3600 s past it.",
      'A clock before the expiry passes (POST /__clock with an earlier now); a token without expires_at never expires.',
    ],
  },
  'caller.unknown': {
    when: "`--auth strict`: a token the fixture does not name (401). The fixture's token nearest to it is named.",
    values: { token: 'the token', nearest: "the fixture's token nearest to it, or null" },
    example: [
      "The token tok_anna is not one of the fixture's tokens, and --auth strict refuses an unknown token.",
      'The fixture has tok_ana.',
    ],
  },
  'caller.none': {
    when: 'A token the fixture does not name, in a world without `default_caller` (401).',
    values: { token: 'the token' },
    example: [
      "The token tok_nobody is not one of the fixture's tokens, and the world has no default_caller for it to act as.",
      'Give the fixture a default_caller, or send one of its tokens.',
    ],
  },
  'fault.answered': {
    when: 'An injected fault with a status matched: it answered in place of the route, and nothing ran. Says how many requests it still answers.',
    values: {
      fault: "the fault's id",
      method: 'the method it matches (null: any)',
      path: 'the path it matches (null: any)',
      delay_ms: 'how long it waited first',
      left: 'how many more requests it answers',
      status: 'the status it answered',
    },
    example: [
      'Fault flt_1 (POST /v1/messages) matched and answered 503 in place of the route: nothing of the request ran. It answers 1 more request.',
      'GET /__faults lists the faults in force; DELETE /__faults removes them all.',
    ],
  },
  'fault.delayed': {
    when: 'An injected fault without a status matched: it delayed the answer, then the request ran.',
    values: {
      fault: "the fault's id",
      method: 'the method it matches (null: any)',
      path: 'the path it matches (null: any)',
      delay_ms: 'how long it delayed the answer',
      left: 'how many more requests it delays',
    },
    example: [
      'Fault flt_1 (any method /v1/messages/*) matched and delayed the answer by 20 ms; then the request ran. It is used up, and gone.',
    ],
  },
  'latency.added': {
    when: "The server's `--latency` delayed the answer.",
    values: { ms: 'the delay, in milliseconds' },
    example: ["The server's --latency added 5 ms before the answer."],
  },
  'route.matched': {
    when: 'The route the request reached (HEAD is answered as GET, without the body).',
    values: { route: 'its method and path, as the document writes it', operation: 'its operationId' },
    example: ['The route is GET /v1/messages/{id} (retrieve_message).'],
  },
  'route.unknown': {
    when: 'No /v1 route has the path (404): the nearest route, and what differs: a segment, and the method when the route does not answer it.',
    values: {
      nearest: 'the route nearest to the path, or null',
      sent: 'the segment (or the segments past the route) the path has instead, or null',
      expected: 'the segment the route has there (null: the path goes on past it)',
      allow: "the nearest route's methods, when the request's is not one of them; else null",
    },
    example: [
      'No route of /v1 is /v1/message/msg_t1. The nearest is /v1/messages/{id}: it has messages where the path has message.',
    ],
  },
  'route.method': {
    when: 'The path is a route of /v1, but not with this method (405).',
    values: { route: 'the path, as the document writes it', allow: 'the methods it answers' },
    example: [
      'PATCH is not a method of /v1/messages/{id}, which answers GET, HEAD, PUT and DELETE.',
      'To change some fields, send PUT: it changes only the fields sent.',
    ],
  },
  'route.escape': {
    when: 'A segment of the path is not valid percent-encoding (400).',
    values: {},
    example: [
      'The path /v1/messages/%E0%A4%A has a % that does not start valid percent-encoded UTF-8.',
      'Encode an id with encodeURIComponent, or send % itself as %25.',
    ],
  },
  'body.json': {
    when: 'The body was read as JSON.',
    values: {},
    example: ['The body was read as JSON (Content-Type: application/json, 55 bytes).'],
  },
  'body.form': {
    when: 'The body was read as a form: its values are text, converted where the schema wants a number, a boolean or null.',
    values: {},
    example: [
      'The body was read as a form (Content-Type: application/x-www-form-urlencoded, 39 bytes): its values are text, made numbers, booleans or null where the schema wants them.',
    ],
  },
  'body.empty': {
    when: 'A write came without a body: it is read as an empty object.',
    values: {},
    example: ['The request has no body: it is read as an empty object.'],
  },
  'body.unsupported': {
    when: 'A body of another media type than JSON or a form (415).',
    values: {},
    example: [
      'The body is of type text/plain; the mock reads application/json and application/x-www-form-urlencoded.',
      'Send Content-Type: application/json with a JSON body.',
    ],
  },
  'body.unparsable': {
    when: 'A body that does not parse as its content type says (400 `invalid_body`).',
    values: { encoding: 'json or form', error: "the parser's message" },
    example: ['The body was sent as JSON but does not parse: Unexpected end of JSON input'],
  },
  'body.not_object': {
    when: 'A JSON body that is not an object of fields (400 `invalid_body`).',
    values: { type: 'what the JSON body is: array, string, number, boolean, null' },
    example: ['The body is a JSON array; every body of the API is an object of fields.'],
  },
  'body.refused_key': {
    when: 'A JSON body with `__proto__`, `constructor` or `prototype` as a key (400 `invalid_body`).',
    values: { key: 'the key refused' },
    example: [
      "The JSON body has the key __proto__, which the mock refuses at any depth: it could reach an object's prototype.",
    ],
  },
  'body.too_deep': {
    when: 'A JSON body nested past the limit (400 `invalid_body`).',
    values: { limit: 'the deepest nesting a body may have' },
    example: ['The JSON body nests deeper than 64 levels.'],
  },
  'body.unread': {
    when: 'The host could not read the body: over its limit (413), or in an encoding it cannot decode.',
    values: {},
    example: [
      'The body was not read: The body is larger than 1 MiB.',
      'A body may hold 1 MiB (a fixture document posted to /__fixtures, 64 MiB).',
    ],
  },
  'input.invalid': {
    when: "The query or body broke its schema's rules (400 `invalid_parameter`): each failure with the value sent.",
    values: { in: 'query or body' },
    example: ['The query broke its schema: limit was "500" and must be <= 100.'],
  },
  'input.unknown': {
    when: 'The query or body has a parameter the operation does not take (400 `unknown_parameter`): what it takes, and the nearest name.',
    values: {
      in: 'query or body',
      unknown: 'each name not taken: its param, the nearest name taken (or null), every name taken there (known)',
    },
    example: [
      'The query has a query parameter the operation does not take: conversation (it takes conversation_id, limit, starting_after and ending_before).',
      'Did you mean conversation_id for conversation?',
    ],
  },
  'conversation.hidden': {
    when: 'The conversation exists, but the caller is not one of its participants: the API answers 404 as for one that does not exist.',
    values: {
      id: "the conversation's id",
      caller: 'the caller',
      participants: 'its participants',
      group: 'the group it belongs to, or null',
    },
    example: [
      'conv_cleo exists, but ct_ana is not one of its participants (ct_cleo and ct_dan): the API answers exactly as for a conversation that does not exist.',
      "Send as one of its participants, or add ct_ana to grp_cleo's contacts (PUT /v1/groups/grp_cleo).",
    ],
  },
  'conversation.absent': {
    when: 'No conversation has the id (404); an id of another kind of record is named.',
    values: { id: 'the id sent', kind: 'what the id names instead (message, group, contact), or null' },
    example: [
      'No conversation of this tenant has the id grp_trip: grp_trip is the id of a group.',
      "A group's conversation is its conversation_id (GET /v1/groups/grp_trip).",
    ],
  },
  'message.hidden': {
    when: 'The message exists in a conversation the caller is not a participant of: the API answers 404 as for one that does not exist.',
    values: {
      id: "the message's id",
      caller: 'the caller',
      participants: "its conversation's participants",
      conversation: 'its conversation',
    },
    example: [
      'msg_c1 exists, in conv_cleo, whose participants are ct_cleo and ct_dan; ct_ana is not one of them, so the API answers exactly as for a message that does not exist.',
      'Ask as one of the participants to see it.',
    ],
  },
  'message.absent': {
    when: 'No message has the id (404): never made, or deleted; an id of another kind of record is named.',
    values: { id: 'the id sent', kind: 'what the id names instead (group, conversation, contact), or null' },
    example: [
      'No message of this tenant has the id msg_nope.',
      'A deleted message is gone; GET /v1/messages lists those the caller sees.',
    ],
  },
  'message.attachments_full': {
    when: 'An update would give a message more attachments than it may have (400).',
    values: {
      id: "the message's id",
      has: 'the attachments it has',
      adding: 'the attachments sent',
      max: 'the most a message may have',
    },
    example: [
      'msg_d2 has 1 attachment and the update adds 10: more than the 10 a message may have.',
      'Add fewer, or start the mock with --update-mode replace, under which attachments replace those it had.',
    ],
  },
  'group.hidden': {
    when: 'The group exists, but the caller is neither its owner nor a member: the API answers 404 as for one that does not exist.',
    values: {
      id: "the group's id",
      caller: 'the caller',
      participants: "its conversation's participants (owner and members)",
      conversation: 'its conversation',
    },
    example: [
      'grp_cleo exists, but ct_ana takes no part in it (its conversation conv_cleo has ct_cleo and ct_dan): the API answers exactly as for a group that does not exist.',
      'Ask as its owner or one of its contacts.',
    ],
  },
  'group.absent': {
    when: 'No group has the id (404); an id of another kind of record is named.',
    values: { id: 'the id sent', kind: 'what the id names instead (message, conversation, contact), or null' },
    example: [
      'No group of this tenant has the id msg_t1: msg_t1 is the id of a message.',
      'GET /v1/messages/msg_t1 reads it.',
    ],
  },
  'group.archived': {
    when: 'The group read is archived: it reads and writes as any group, and lists with `archived=false` leave it out.',
    values: { id: "the group's id", archived_at: 'when it was archived' },
    example: [
      'grp_old is archived since 1766500000 (2025-12-23T14:26:40Z): it reads and writes as any group, and lists with archived=false leave it out.',
    ],
  },
  'contact.resolved': {
    when: "A contact reference of a group's `contacts` resolved: by id, by username, by phone number, or made a new contact.",
    values: {
      param: 'the reference, bracketed (contacts[0])',
      by: 'id, username, phone_number, or new',
      sent: 'the id, username or phone number it resolved by',
      contact: 'the contact it resolved to',
    },
    example: ['contacts[0] resolved by username ben to ct_ben.'],
  },
  'contact.unknown': {
    when: "A contact reference's `id` names no contact (400).",
    values: { refs: 'each reference whose id names no contact: its param and id' },
    example: [
      'contacts[0][id] ct_zed names no contact of this tenant.',
      'Leave the id out to resolve a reference by username or phone_number, or to make a new contact.',
    ],
  },
  'page.cursor': {
    when: 'What a cursor (`starting_after`, `ending_before`) decoded to: the item, its time, and which way the page goes from it.',
    values: {
      param: 'starting_after or ending_before',
      id: 'the id sent',
      records: 'messages or groups',
      created_at: "the item's created_at",
      conversation: "a message's conversation (null for a group)",
    },
    example: [
      'starting_after=msg_t2 is the message of 1767000200 (2025-12-29T09:23:20Z) in conv_trip: the page holds the items after it (older).',
    ],
  },
  'page.cursor_refused': {
    when: 'A cursor that is no item of the list (400): absent, of another kind, hidden from the caller, in another conversation, or left out by `archived`.',
    values: {
      param: 'starting_after or ending_before',
      id: 'the id sent',
      records: 'messages or groups',
      cause: 'absent, other_kind, hidden, elsewhere, archived or not_archived',
      detail: 'the kind of record the id names (other_kind), the conversation it is in (elsewhere), or null',
    },
    example: [
      'starting_after=msg_d1 is a message of conv_dm, and this list is of conversation_id=conv_trip.',
      'A cursor is the id of an item of the same list (the same filters), as the last page gave it.',
    ],
  },
  'page.hidden': {
    when: "A list across the caller's conversations or groups left out what the caller cannot see, as counts.",
    values: {
      records: 'messages or groups',
      seen: 'the conversations (for messages) or groups the caller takes part in',
      of: 'how many there are in all',
      hidden: 'the items the list leaves out',
    },
    example: ['ct_ana takes part in 3 of 5 conversations; the others hold 2 messages, which this list leaves out.'],
  },
  'page.filtered': {
    when: "`archived` left out some of the caller's groups.",
    values: { archived: 'the filter', left_out: "the caller's groups it left out" },
    example: ["archived=false left out 1 of the caller's groups that is archived."],
  },
  'page.more': {
    when: 'A page with `has_more` true: more items lie beyond it in the direction of travel, and the cursor of the next page.',
    values: {
      count: 'the items of the page',
      limit: 'its limit',
      param: 'the cursor of the next page: starting_after or ending_before',
      next: 'the id to give it',
    },
    example: [
      'The page holds 2 items, its limit, and more lie beyond it: has_more is true.',
      'The next page: starting_after=msg_t2.',
    ],
  },
  'page.end': {
    when: 'A page with `has_more` false: why nothing lies beyond it (fewer items than the limit; a cursor at the end of the list; an empty list).',
    values: { count: 'the items of the page', limit: 'its limit' },
    example: [
      'Nothing lies past starting_after=msg_t1: it is the oldest item of this list, so the page is empty and has_more is false.',
    ],
  },
  'clock.frozen': {
    when: "A write under a frozen clock: what it stamps takes the clock's time.",
    values: { now: "the frozen clock's time" },
    example: [
      "The tenant's clock is frozen at 1767225600 (2026-01-01T00:00:00Z): what this write stamps (created_at, updated_at) takes that time.",
      'DELETE /__clock returns it to real time; POST /__clock {"advance": seconds} moves it.',
    ],
  },
  'message.sent': {
    when: 'A message was sent: its id, its conversation, the ids of its attachments.',
    values: { id: "the message's id", conversation: 'its conversation', attachments: "its attachments' ids" },
    example: ['ct_ana sent msg_c0WyyHbiQzSU8PF9U4Ol to conv_trip, with att_HB2QanICeXlBiSlzEk9K.'],
  },
  'message.updated': {
    when: 'A message was updated: the fields sent, and whether reactions and attachments were added or replaced.',
    values: {
      id: "the message's id",
      fields: 'the fields sent',
      mode: 'the update mode: merge or replace',
      attachments: 'the attachments it has now',
    },
    example: ['msg_t1 was updated: reactions; reactions was added to what it had (update mode merge).'],
  },
  'message.deleted': {
    when: 'A message was deleted.',
    values: { id: "the message's id", conversation: 'its conversation' },
    example: ['msg_t1 was deleted from conv_trip; it is gone, and a second delete answers 404.'],
  },
  'group.created': {
    when: 'A group was made, with its conversation: its owner and members.',
    values: { id: "the group's id", conversation: 'its conversation', members: 'its contacts, the owner aside' },
    example: [
      'ct_ana made grp_c0WyyHbiQzSU8PF9U4Ol and owns it; its conversation conv_HB2QanICeXlBiSlzEk9K has ct_ana and 1 member.',
    ],
  },
  'group.updated': {
    when: 'A group was updated: the fields sent, who joined its conversation and who left it.',
    values: {
      id: "the group's id",
      fields: 'the fields sent',
      joined: 'who joined its conversation',
      left: 'who left it',
    },
    example: [
      'grp_trip was updated: contacts; ct_cleo joined its conversation; ct_ben left it, and no longer sees its messages.',
    ],
  },
  'group.deleted': {
    when: 'A group was deleted, and with it its conversation and messages: the cascade, as counts.',
    values: { id: "the group's id", conversation: 'its conversation', messages: 'the messages deleted with it' },
    example: ['grp_trip was deleted, and with it its conversation conv_trip and its 3 messages.'],
  },
  'storage.refused': {
    when: 'Under `--state-dir`: the change could not be kept, so it was put back (507).',
    values: {},
    example: [
      'The change could not be kept where the tenants are kept, so it was put back: nothing above it stays. The change was not made: it could not be kept (disk full). Reads still work.',
    ],
  },
  'storage.memory': {
    when: 'The server stands at its memory ceiling (`--max-memory`): a write that would grow a world, a new tenant or a fixture load is refused (507).',
    values: { ceiling: 'the ceiling, as the server describes it (`48 MiB of heap`)' },
    example: [
      "The server stands at its memory ceiling (48 MiB of heap), so nothing that would grow a world was done; no tenant's memory can take the others' down.",
      'Drop, reset or end tenants (DELETE /__tenants/{name}, POST /__reset), or start the server with a higher --max-memory.',
    ],
  },
  'internal.bug': {
    when: "A bug of the mock (500 `internal`, reported to `onBug`); a fault's 500 is `fault.answered`.",
    values: { error: "the error's message" },
    example: ['The mock failed with a bug, reported to its onBug: a bug', 'Please report it, with this entry.'],
  },
}

/** Every code, in the catalogue's order. */
export const reasonCodes = Object.keys(sentences) as ReasonCode[]
const codeIndex = new Map(reasonCodes.map((code, i) => [code, i]))
