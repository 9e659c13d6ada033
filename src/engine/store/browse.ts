import { invalidParameter } from '../core/errors.js'
import type { Contact, WorldContact, WorldConversation, WorldMessage, WorldToken } from '../core/types.gen.js'
import type { CowMap } from './cow-map.js'
import { fixtureMessage } from './export.js'
import { page } from './paging.js'
import type { ConversationRecord, MessageRecord, TokenRecord } from './records.js'
import type { State } from './state.js'

/**
 * The world as the inspector browses it: contacts, conversations and messages a page at a time,
 * with search. A page without a search costs O(log n + page); a search scans from where the
 * last page stopped and hands the event loop back every `stepsPerTurn` records, so a search over
 * a million messages is slow for its caller only, never for the clients beside it.
 */
export interface Listing<T> {
  data: T[]
  /** The cursor of the next page (`after`): the id of the last item looked at; null at the end. */
  next: string | null
}

export interface Browse {
  q?: string
  after?: string
  limit?: number
}

/** Records looked at between two turns of the event loop: well under a millisecond of work. */
export const stepsPerTurn = 500
const defaultLimit = 50

/** A list's ids in order and each id's place: kept until a key comes or goes. */
interface KeyOrder {
  readonly ids: readonly string[]
  readonly position: ReadonlyMap<string, number>
}

const baseOrders = new WeakMap<ReadonlyMap<string, unknown>, KeyOrder>()
const ownOrders = new WeakMap<object, { keysVersion: number; order: KeyOrder }>()

/**
 * The ids of a map in its order (the fixture's, then created since). The world's is built once
 * and shared by every tenant and reset; a state that added or removed a key builds its own once.
 */
function orderOf(map: CowMap<string, { id: string }>): KeyOrder {
  if (map.keysVersion === 0) {
    let order = baseOrders.get(map.baseline)
    if (!order) {
      order = keyOrder(map.baseline.keys())
      baseOrders.set(map.baseline, order)
    }
    return order
  }
  const kept = ownOrders.get(map)
  if (kept?.keysVersion === map.keysVersion) return kept.order
  const order = keyOrder(Array.from(map.values(), (v) => v.id))
  ownOrders.set(map, { keysVersion: map.keysVersion, order })
  return order
}

function keyOrder(keys: Iterable<string>): KeyOrder {
  const ids = [...keys]
  return { ids, position: new Map(ids.map((id, i) => [id, i])) }
}

/**
 * How a long walk lets other work in: the host's turn of its event loop (src/http/turn.ts in Node).
 * The store has no event loop of its own to name.
 */
export type Turn = () => Promise<void>

/** Whether a text contains the query, case ignored. */
type Match = (text: string | null | undefined) => boolean

/** Case-ignoring substring search; null for an empty query, which keeps everything. */
function matcher(q: string | undefined): Match | null {
  if (q === undefined || q === '') return null
  const pattern = new RegExp(q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i')
  return (text) => text != null && pattern.test(text)
}

/** Where a page after `after` starts in `order`: 400 when it is not in the list (removed since?). */
function start(order: KeyOrder, after: string | undefined, what: string): number {
  if (after === undefined) return 0
  const at = order.position.get(after)
  if (at === undefined) throw invalidParameter('after', `is not ${what} of this world (removed since?)`)
  return at + 1
}

/** Up to `limit` items from `from` on that `keep` accepts, taking turns on long scans. */
async function scan<T>(
  turn: Turn,
  order: KeyOrder,
  from: number,
  read: (id: string) => T | undefined,
  keep: ((item: T) => boolean) | null,
  limit: number,
): Promise<Listing<T>> {
  const { ids } = order
  const data: T[] = []
  let i = from
  for (; i < ids.length && data.length < limit; i++) {
    if ((i - from) % stepsPerTurn === stepsPerTurn - 1) await turn()
    const item = read(ids[i])
    if (item !== undefined && (keep === null || keep(item))) data.push(item)
  }
  return { data, next: i < ids.length ? ids[i - 1] : null }
}

const tokensByWorld = new WeakMap<ReadonlyMap<string, TokenRecord>, Map<string, WorldToken[]>>()

/** The tokens of each contact, built once per world (tokens come only from the fixture). */
function tokensOf(state: State, contact: string): WorldToken[] {
  const tokens = state.world.tokens
  let byContact = tokensByWorld.get(tokens)
  if (!byContact) {
    byContact = new Map()
    for (const [token, { contact, expires_at }] of tokens)
      byContact.set(contact, [...(byContact.get(contact) ?? []), { token, expires_at }])
    tokensByWorld.set(tokens, byContact)
  }
  return byContact.get(contact) ?? []
}

export function contactsPage(
  state: State,
  { q, after, limit = defaultLimit }: Browse,
  turn: Turn,
): Promise<Listing<WorldContact>> {
  const order = orderOf(state.contacts)
  const match = matcher(q)
  const read = (id: string) => {
    const contact: Contact | undefined = state.contacts.get(id)
    return contact && { ...contact, tokens: tokensOf(state, id).map((t) => ({ ...t })) }
  }
  const keep =
    match &&
    ((c: WorldContact) =>
      match(c.id) || match(c.username) || match(c.phone_number) || c.tokens.some((t) => match(t.token)))
  return scan(turn, order, start(order, after, 'a contact'), read, keep, limit)
}

export function conversationsPage(
  state: State,
  { q, after, limit = defaultLimit, kind }: Browse & { kind?: 'group' | 'direct' },
  turn: Turn,
): Promise<Listing<WorldConversation>> {
  const order = orderOf(state.conversations)
  const match = matcher(q)
  const read = (id: string) => {
    const conversation = state.conversations.get(id)
    if (conversation === undefined) return undefined
    if (kind !== undefined && (conversation.group_id === null) !== (kind === 'direct')) return undefined
    return conversationOf(state, conversation)
  }
  const keep =
    match &&
    ((c: WorldConversation) =>
      match(c.id) ||
      match(c.group?.id) ||
      match(c.group?.name) ||
      match(c.group?.description) ||
      c.participants.some((p) => match(p.id) || match(p.username)))
  return scan(turn, order, start(order, after, 'a conversation'), read, keep, limit)
}

export function conversationOf(state: State, c: ConversationRecord): WorldConversation {
  const g = c.group_id === null ? undefined : state.groups.get(c.group_id)
  return {
    id: c.id,
    group: g
      ? {
          id: g.id,
          name: g.name,
          description: g.description,
          avatar_url: g.avatar_url,
          owner: g.owner,
          contacts: [...g.contacts],
          created_at: g.created_at,
          archived_at: g.archived_at,
        }
      : null,
    participants: c.participants.map((id) => ({ id, username: state.contacts.get(id)?.username ?? null })),
    messages: state.timeline(c.id).length,
  }
}

/** A conversation's messages newest first, as GET /v1/messages lists them: O(log n + page). */
export function timelinePage(state: State, conversation: ConversationRecord, { after, limit = defaultLimit }: Browse) {
  const cursor = after === undefined ? null : { after: messageIn(state, after, conversation.id) }
  const { items, hasMore } = page([state.timeline(conversation.id)], cursor, limit)
  return { data: items.map(fixtureMessage), next: hasMore ? (items.at(-1)?.id ?? null) : null }
}

/**
 * The messages whose id, text or attachment file name contain `q`: conversation by conversation
 * in the order of `conversationsPage`, each newest first. Stops at `limit` matches.
 */
export async function searchMessages(
  state: State,
  { q, after, limit = defaultLimit, conversationId }: Browse & { conversationId?: string },
  turn: Turn,
): Promise<Listing<WorldMessage>> {
  const match = matcher(q)
  const order = orderOf(state.conversations)
  const only = conversationId === undefined ? undefined : order.position.get(conversationId)
  if (conversationId !== undefined && only === undefined)
    throw invalidParameter('conversation_id', 'is not a conversation of this world')
  let at = only ?? 0
  let index: number | undefined
  if (after !== undefined) {
    const from = messageIn(state, after, conversationId)
    at = order.position.get(from.conversation_id) ?? order.ids.length
    index = state.timeline(from.conversation_id).lowerBound(from) - 1
  }
  const last = only ?? order.ids.length - 1
  const data: WorldMessage[] = []
  let steps = 0
  let looked: MessageRecord | undefined
  for (; at <= last; at++, index = undefined) {
    const timeline = state.timeline(order.ids[at])
    for (let i = index ?? timeline.length - 1; i >= 0; i--) {
      if (data.length === limit) return { data, next: looked?.id ?? null }
      if (++steps % stepsPerTurn === 0) await turn()
      // A turn may have let a write shorten the timeline.
      if (i >= timeline.length) continue
      looked = timeline.at(i)
      const m = looked
      if (match === null || messageMatches(m, match)) data.push(fixtureMessage(m))
    }
  }
  return { data, next: null }
}

/** Whether a message's id, text or an attachment's file name matches. */
function messageMatches(m: MessageRecord, match: Match): boolean {
  if (match(m.id) || match(m.message)) return true
  // By index: measured, a for-of here made an iterator per message, and a closure over `match`
  // a context per call.
  const { attachments } = m
  for (let k = 0; k < attachments.length; k++) if (match(attachments[k].filename)) return true
  return false
}

/** The message `id`, which must exist (and be in `conversationId` when given); else 400 on `after`. */
function messageIn(state: State, id: string, conversationId?: string): MessageRecord {
  const message = state.messages.get(id)
  if (message === undefined || (conversationId !== undefined && message.conversation_id !== conversationId))
    throw invalidParameter('after', 'is not a message of this list (removed since?)')
  return message
}
