import type {
  Fixture,
  FixtureAttachment,
  FixtureContact,
  FixtureGroup,
  FixtureMessage,
} from '../engine/core/types.gen.js'
import { compileValidators, type Validators } from '../engine/core/validation.js'
import { loadWorld } from '../engine/load/fixtures.js'
import { Clock, type TimestampUnit } from '../engine/store/clock.js'
import { FixtureError, jsonPath } from '../engine/store/world.js'
import { type Answer, ProviderClient } from './client.js'

/** What `snapshot` takes. */
export interface SnapshotOptions {
  /** The API's root, without `/v1` (`https://staging.example.com`, or a mock's `http://127.0.0.1:4010`). */
  baseUrl: string
  /** The caller's bearer token; the fixture maps it to the caller. */
  token: string
  /** The caller's contact id, when it cannot be recognised from what it sees (or to be sure). */
  caller?: string
  /** Per request, default 10,000 ms. */
  timeoutMs?: number
  /** Called after every page and every step: for a progress line on stderr. */
  onProgress?: (event: SnapshotProgress) => void
}

/** One step of a crawl. `page` events come once per answer; `step` events close a stage. */
export interface SnapshotProgress {
  kind: 'page' | 'step'
  /** A line a person reads: `GET /v1/messages: 1200 messages in 12 pages`. */
  text: string
  /** Requests sent so far. */
  requests: number
}

/** The provider answered something a fixture cannot be made of (a refusal, a broken page, an undecidable caller). */
export class SnapshotError extends Error {
  override name = 'SnapshotError'
}

type Item = Record<string, unknown> & { id: string; created_at: number }

/**
 * Crawls everything the token's caller sees (every page of its groups, archived or not, every page
 * of its messages, each group's conversation) and returns it as a fixture document this mock loads
 * as it is. Rejects with `Unreachable` when the provider cannot be reached or stops answering, and
 * with `SnapshotError` when it answers something unusable.
 */
export async function snapshot(options: SnapshotOptions): Promise<Fixture> {
  const crawl = new Crawl(options)
  const started = performance.now()
  const allGroups = await crawl.list('/v1/groups', {}, 'groups')
  const archived = await crawl.list('/v1/groups', { archived: true }, 'archived groups')
  // The interface does not say whether the list without `archived` holds the archived groups.
  const groups = mergeNewestFirst(allGroups, archived)
  let messages = await crawl.list('/v1/messages', {}, 'messages')
  const known = new Set(messages.map((m) => m.id))
  let inConversations = 0
  let added = 0
  for (const group of groups) {
    const conversation = group.conversation_id
    if (typeof conversation !== 'string' || conversation === '')
      throw new SnapshotError(`GET /v1/groups: group ${group.id} has no conversation_id`)
    const own = await crawl.list('/v1/messages', { conversation_id: conversation }, 'messages', { quiet: true })
    // Normally none: the list without conversation_id holds them all.
    const missing = own.filter((m) => !known.has(m.id))
    for (const m of missing) known.add(m.id)
    if (missing.length > 0) messages = mergeNewestFirst(messages, missing)
    inConversations += own.length
    added += missing.length
  }
  if (groups.length > 0)
    crawl.step(
      `GET /v1/messages?conversation_id=…: ${inConversations} messages in ${groups.length} group conversations, ${added} not in the list without it`,
    )
  const { fixture, evidence } = assemble([...groups].reverse(), [...messages].reverse(), options)
  crawl.step(`caller: ${fixture.default_caller} (${evidence})`)
  validate(fixture)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  crawl.step(
    `done: ${fixture.contacts?.length} contacts, ${fixture.groups?.length} groups, ${fixture.conversations?.length} direct conversations, ${fixture.messages?.length} messages in ${crawl.requests} requests, ${seconds} s`,
  )
  return fixture
}

/** The requests of one snapshot, each list walked page by page with `starting_after`. */
class Crawl {
  readonly client: ProviderClient
  requests = 0
  /** 100 (the mock's largest page) until a provider refuses it; then its own default. */
  private limit: number | undefined = 100

  constructor(private readonly options: SnapshotOptions) {
    this.client = new ProviderClient(options)
  }

  step(text: string): void {
    this.options.onProgress?.({ kind: 'step', text, requests: this.requests })
  }

  /** Every page of a list; a step closes it unless `quiet` (the caller sums many lists up in one). */
  async list(
    path: string,
    query: Record<string, string | boolean>,
    what: string,
    { quiet = false } = {},
  ): Promise<Item[]> {
    const items: Item[] = []
    const seen = new Set<string>()
    let cursor: string | undefined
    let pages = 0
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString()
    const url = `GET ${path}${search ? `?${search}` : ''}`
    for (;;) {
      const answer = await this.get(path, { ...query, limit: this.limit, starting_after: cursor })
      if (answer.status === 400 && this.limit !== undefined && pages === 0) {
        this.limit = undefined
        continue
      }
      const page = pageOf(answer, url)
      let fresh = 0
      for (const item of page.data) {
        if (seen.has(item.id)) continue
        seen.add(item.id)
        items.push(item)
        fresh++
      }
      pages++
      this.options.onProgress?.({
        kind: 'page',
        text: `${url}: ${items.length} ${what} so far (page ${pages})`,
        requests: this.requests,
      })
      if (!page.has_more) break
      // A provider that ignores the cursor would send the same page for ever.
      if (fresh === 0)
        throw new SnapshotError(
          `${url} answered has_more: true and no new item after starting_after=${cursor}: the provider does not page with starting_after`,
        )
      cursor = page.data[page.data.length - 1].id
    }
    if (!quiet) this.step(`${url}: ${items.length} ${what} in ${pages} page${pages === 1 ? '' : 's'}`)
    return items
  }

  /**
   * One page. 429, 502, 503 and 504 are tried again, up to three times, after Retry-After (at most
   * 10 s) or 0.25, 0.5 and 1 s: a nightly crawl should outlast a staging server's hiccup.
   */
  private async get(path: string, query: Record<string, string | number | boolean | undefined>): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      this.requests++
      const answer = await this.client.get(path, { query })
      if (!transient.has(answer.status) || attempt === retries.length) return answer
      const after = Number(answer.headers.get('retry-after'))
      const wait = Number.isFinite(after) && after > 0 ? Math.min(after * 1000, 10_000) : retries[attempt]
      this.step(`GET ${path} answered ${answer.status}; trying again in ${wait} ms`)
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
}

const transient = new Set([429, 502, 503, 504])
const retries = [250, 500, 1000]

/** A list answer checked for what the crawl relies on: the envelope, and an id and created_at on each item. */
function pageOf(answer: Answer, url: string): { has_more: boolean; data: Item[] } {
  if (answer.status !== 200) {
    const body = answer.body as { detail?: unknown } | undefined
    const why = typeof body?.detail === 'string' ? body.detail : answer.text.slice(0, 200)
    const hint = answer.status === 401 ? ' (the token was refused)' : ''
    throw new SnapshotError(`${url} answered ${answer.status}${hint}: ${why}`)
  }
  const page = answer.body as { has_more?: unknown; data?: unknown } | undefined
  if (typeof page !== 'object' || page === null || !Array.isArray(page.data) || typeof page.has_more !== 'boolean')
    throw new SnapshotError(`${url} answered no page ({ has_more, data }): ${answer.text.slice(0, 200)}`)
  page.data.forEach((item, i) => {
    const { id, created_at } = (item ?? {}) as Record<string, unknown>
    if (typeof id !== 'string' || id === '' || !Number.isSafeInteger(created_at))
      throw new SnapshotError(`${url}: data[${i}] has no string id or no integer created_at: ${JSON.stringify(item)}`)
  })
  return page as { has_more: boolean; data: Item[] }
}

/**
 * Both lists newest first, `extra`'s items that `base` lacks placed by created_at. Equal times keep
 * `base` first: each list's own order of ties is the provider's creation order.
 */
function mergeNewestFirst(base: Item[], extra: Item[]): Item[] {
  const known = new Set(base.map((item) => item.id))
  const missing = extra.filter((item) => !known.has(item.id))
  if (missing.length === 0) return base
  const merged: Item[] = []
  let i = 0
  let j = 0
  while (i < base.length || j < missing.length) {
    if (j >= missing.length || (i < base.length && base[i].created_at >= missing[j].created_at)) merged.push(base[i++])
    else merged.push(missing[j++])
  }
  return merged
}

const contactFields = ['id', 'username', 'phone_number', 'avatar_url', 'last_active_at', 'created_at'] as const
const groupFields = ['id', 'name', 'description', 'avatar_url', 'conversation_id', 'created_at', 'archived_at'] as const
const messageFields = ['id', 'conversation_id', 'message', 'reactions', 'read_at', 'created_at', 'updated_at'] as const
const attachmentFields = ['id', 'url', 'filename', 'content_type', 'size'] as const

/** The fields of `names` that `from` has, as given (absent ones get the fixture's defaults). */
function pick<T>(from: Record<string, unknown>, names: readonly string[]): T {
  const out: Record<string, unknown> = {}
  for (const name of names) if (name in from) out[name] = from[name]
  return out as T
}

/** The contacts met in answers, once each, as first seen; found again by id or, failing that, by username. */
class ContactBook {
  private readonly byId = new Map<string, FixtureContact>()
  private readonly byUsername = new Map<string, string>()

  /** Notes a contact object that carries an id; returns the id, or undefined when it has none. */
  meet(value: unknown): string | undefined {
    const contact = (value ?? {}) as Record<string, unknown>
    if (typeof contact.id !== 'string' || contact.id === '') return undefined
    if (!this.byId.has(contact.id)) this.byId.set(contact.id, pick<FixtureContact>(contact, contactFields))
    if (typeof contact.username === 'string') this.byUsername.set(contact.username, contact.id)
    return contact.id
  }

  /** The id of a contact object, or of the contact of its username met elsewhere (the interface shows members by username). */
  idOf(value: unknown, where: string): string {
    const id = this.meet(value) ?? this.byUsername.get(String((value as { username?: unknown } | null)?.username))
    if (id === undefined) throw new SnapshotError(`${where} names no contact seen with an id: ${JSON.stringify(value)}`)
    return id
  }

  /** Every contact, `first` first (a bare one when it was never seen). */
  all(first: string): FixtureContact[] {
    const rest = [...this.byId.values()].filter((c) => c.id !== first)
    return [this.byId.get(first) ?? { id: first }, ...rest]
  }
}

/** Groups and messages, oldest first, made into a fixture document. */
function assemble(groups: Item[], messages: Item[], options: SnapshotOptions): { fixture: Fixture; evidence: string } {
  const book = new ContactBook()
  // Every contact with an id first, so that a member shown by username alone finds it wherever it was seen.
  for (const m of messages) book.meet(m.contact)
  for (const g of groups) if (Array.isArray(g.contacts)) for (const c of g.contacts) book.meet(c)
  /** Who is seen in each conversation (members, senders): the evidence of who the caller is. */
  const seen = new Map<string, Set<string>>()
  const see = (conversation: string, ...people: string[]) => {
    const known = seen.get(conversation) ?? new Set<string>()
    for (const id of people) known.add(id)
    seen.set(conversation, known)
  }
  const fixtureMessages = messages.map((m): FixtureMessage => {
    const sender = book.idOf(m.contact, `message ${m.id}: contact`)
    see(String(m.conversation_id), sender)
    const attachments = Array.isArray(m.attachments) ? m.attachments : []
    return {
      ...pick<Omit<FixtureMessage, 'contact'>>(m, messageFields),
      contact: sender,
      attachments: attachments.map((a) => pick<FixtureAttachment>(a as Record<string, unknown>, attachmentFields)),
    }
  })
  const fixtureGroups = groups.map((g): Omit<FixtureGroup, 'owner'> => {
    if (!Array.isArray(g.contacts)) throw new SnapshotError(`group ${g.id}: contacts is not a list`)
    const members = g.contacts.map((c, i) => book.idOf(c, `group ${g.id}: contacts[${i}]`))
    see(String(g.conversation_id), ...members)
    return { ...pick<Omit<FixtureGroup, 'contacts'>>(g, groupFields), contacts: members }
  })
  const { caller, evidence } =
    options.caller === undefined ? recogniseCaller(seen) : { caller: options.caller, evidence: 'given' }
  const groupConversations = new Set(groups.map((g) => String(g.conversation_id)))
  const direct = new Map<string, string[]>()
  for (const m of fixtureMessages) {
    if (groupConversations.has(m.conversation_id)) continue
    const participants = direct.get(m.conversation_id) ?? [caller]
    if (!participants.includes(m.contact)) participants.push(m.contact)
    direct.set(m.conversation_id, participants)
  }
  const contacts = book.all(caller)
  const fixture: Fixture = {
    timestamp_unit: unitOf([...groups, ...messages, ...contacts]),
    default_caller: caller,
    tokens: { [options.token]: caller },
    contacts,
    // The interface never shows an owner; as the owner of every group, the caller sees each one.
    groups: fixtureGroups.map((g) => ({ ...g, owner: caller })),
    conversations: [...direct].map(([id, participants]) => ({ id, participants })),
    messages: fixtureMessages,
  }
  return { fixture, evidence }
}

/**
 * The caller takes part in every conversation it sees, but the interface shows only members and
 * senders, never a group's owner or a silent participant: the caller is the contact seen in the
 * most conversations, with the evidence said in the progress. A tie cannot be decided.
 */
function recogniseCaller(seen: Map<string, Set<string>>): { caller: string; evidence: string } {
  const counts = new Map<string, number>()
  for (const people of seen.values()) for (const id of people) counts.set(id, (counts.get(id) ?? 0) + 1)
  const ranked = [...counts].sort((a, b) => b[1] - a[1])
  if (ranked.length === 0)
    throw new SnapshotError('cannot recognise the caller: it sees no contact at all; name it with --caller')
  const best = ranked[0][1]
  const top = ranked.filter(([, n]) => n === best).map(([id]) => id)
  if (top.length > 1) {
    const names = top.length > 5 ? `${top.slice(0, 5).join(', ')} and ${top.length - 5} more` : top.join(', ')
    throw new SnapshotError(
      `cannot recognise the caller: ${names} are each seen in ${best} of ${seen.size} conversations; name it with --caller`,
    )
  }
  const next = ranked[1] === undefined ? '' : `; next: ${ranked[1][0]} in ${ranked[1][1]}`
  return { caller: top[0], evidence: `seen in ${best} of ${seen.size} conversations${next}` }
}

/** Milliseconds when most created_at values are past 10^11 (year 5138 in seconds, 1973 in milliseconds). */
function unitOf(items: { created_at?: number }[]): TimestampUnit {
  const times = items.map((item) => item.created_at).filter((t): t is number => typeof t === 'number')
  const large = times.filter((t) => t >= 1e11).length
  return large * 2 > times.length ? 'ms' : 's'
}

let validators: Validators | undefined

/** The document through the same checks a load makes (schema and references): what it writes, the mock loads. */
function validate(fixture: Fixture): void {
  validators ??= compileValidators()
  try {
    loadWorld(fixture, 'snapshot', validators, new Clock(fixture.timestamp_unit ?? 's'))
  } catch (error) {
    if (!(error instanceof FixtureError)) throw error
    const lines = error.issues.slice(0, 20).map((i) => `  ${jsonPath(i.path)}: ${i.message}`)
    const more = error.issues.length > 20 ? [`  … and ${error.issues.length - 20} more`] : []
    throw new SnapshotError(['the snapshot is not a fixture this mock can load:', ...lines, ...more].join('\n'))
  }
}
