import type { ActivityInput, Contact, Fixture, FixtureMessage, Reaction } from '../core/types.gen.js'
import type { Clock } from './clock.js'
import type { IdGenerator } from './ids.js'
import { type OrderedList, SortedList } from './paging.js'
import { mergeReactions } from './reactions.js'
import {
  type ConversationRecord,
  type GroupRecord,
  groupParticipants,
  type MessageRecord,
  none,
  type TokenRecord,
} from './records.js'

/**
 * The frozen baseline a state reads through to: what the fixtures loaded, with its indexes built.
 * Nothing here changes after `buildWorld`; a reset or a new tenant shares it.
 */
export interface World {
  readonly contacts: ReadonlyMap<string, Contact>
  readonly groups: ReadonlyMap<string, GroupRecord>
  readonly conversations: ReadonlyMap<string, ConversationRecord>
  readonly messages: ReadonlyMap<string, MessageRecord>
  /** Per conversation, its messages oldest first by (created_at, seq). */
  readonly timelines: ReadonlyMap<string, OrderedList<MessageRecord>>
  /** Every message, oldest first by (created_at, seq): what a list across many conversations walks. */
  readonly allMessages: OrderedList<MessageRecord>
  /** Per contact, the conversations it takes part in. */
  readonly memberships: ReadonlyMap<string, readonly string[]>
  readonly usernames: ReadonlyMap<string, string>
  readonly phones: ReadonlyMap<string, string>
  readonly tokens: ReadonlyMap<string, TokenRecord>
  readonly defaultCaller: string | null
  /** The fixture's `activity` section, put in force in a tenant that loads it. */
  readonly activity: ActivityInput | null
  /** The next creation sequence number: API-created items come after every fixture item. */
  readonly nextSeq: number
  /** The id generator as it stands after the load; every state continues from a fork of it. */
  readonly ids: IdGenerator
}

/** A reference or uniqueness rule a fixture broke, at a path inside the document. */
export interface FixtureIssue {
  path: (string | number)[]
  message: string
}

export class FixtureError extends Error {
  constructor(
    readonly source: string,
    readonly issues: FixtureIssue[],
    /** What is invalid: a fixture, or an activity given on its own (--activity). */
    readonly kind: 'fixture' | 'activity' = 'fixture',
  ) {
    super(`${source}: ${issues.map((i) => `${jsonPath(i.path)} ${i.message}`).join('; ')}`)
  }
}

/** `['messages', 3, 'contact']` -> `$.messages[3].contact` */
export function jsonPath(path: readonly (string | number)[]): string {
  const step = (p: string | number) => (typeof p === 'number' || /^[0-9]+$/.test(p) ? `[${p}]` : `.${p}`)
  return `$${path.map(step).join('')}`
}

/** What a world is built from: a fixture document, whose messages may come one by one (generated). */
export type WorldSource = Omit<Fixture, 'messages'> & { messages?: Iterable<FixtureMessage> }

/**
 * Builds the world of a fixture document that already passed its schema, checking what a schema
 * cannot: that ids are unique and that every reference resolves. Throws every issue at once.
 */
/** The parts of a world a section of a fixture (its `activity`) is checked against. */
export interface WorldParts {
  contacts: ReadonlyMap<string, Contact>
  conversations: ReadonlyMap<string, ConversationRecord>
  messages: ReadonlyMap<string, MessageRecord>
  defaultCaller: string | null
}

/**
 * What the sections above the store find wrong in a document, against the world built so far
 * (the activity's names): the store knows nothing of them, and lists their issues with its own.
 */
export type SectionCheck = (doc: WorldSource, parts: WorldParts) => FixtureIssue[]

export function buildWorld(
  doc: WorldSource,
  source: string,
  ids: IdGenerator,
  clock: Clock,
  sections: SectionCheck = () => [],
): World {
  const issues: FixtureIssue[] = []
  const now = clock.now()
  /** An id must be new within its own kind (`seen` is that kind's map or set). */
  const unique = (id: string, path: (string | number)[], seen: { has(id: string): boolean }) => {
    if (seen.has(id)) issues.push({ path, message: `repeats the id ${id}` })
    return id
  }
  const attachmentIds = new Set<string>()

  const contacts = new Map<string, Contact>()
  const usernames = new Map<string, string>()
  const phones = new Map<string, string>()
  ;(doc.contacts ?? []).forEach((c, i) => {
    const contact: Contact = {
      id: unique(c.id ?? ids.next('ct'), ['contacts', i, 'id'], contacts),
      username: c.username ?? null,
      phone_number: c.phone_number ?? null,
      avatar_url: c.avatar_url ?? null,
      last_active_at: c.last_active_at ?? null,
      created_at: c.created_at ?? now,
    }
    contacts.set(contact.id, contact)
    if (contact.username !== null && !usernames.has(contact.username)) usernames.set(contact.username, contact.id)
    if (contact.phone_number !== null && !phones.has(contact.phone_number)) phones.set(contact.phone_number, contact.id)
  })
  /** The contact's own id string: a million references to it then cost a pointer each, not a copy. */
  const contactRef = (id: string, path: (string | number)[]) => {
    const contact = contacts.get(id)
    if (!contact) issues.push({ path, message: `names no contact (${id})` })
    return contact?.id ?? id
  }

  const tokens = new Map<string, TokenRecord>()
  for (const [token, value] of Object.entries(doc.tokens ?? {})) {
    if (value === undefined) continue
    const [contact, expires_at] = typeof value === 'string' ? [value, null] : [value.contact, value.expires_at ?? null]
    const path = typeof value === 'string' ? ['tokens', token] : ['tokens', token, 'contact']
    tokens.set(token, { contact: contactRef(contact, path), expires_at })
  }
  const defaultCaller =
    doc.default_caller === undefined
      ? (contacts.keys().next().value ?? null)
      : contactRef(doc.default_caller, ['default_caller'])

  let seq = 0
  const groups = new Map<string, GroupRecord>()
  const conversations = new Map<string, ConversationRecord>()
  ;(doc.groups ?? []).forEach((g, i) => {
    const owner = g.owner ?? defaultCaller
    if (owner === null) issues.push({ path: ['groups', i, 'owner'], message: 'is required when there is no contact' })
    const members = [...new Set(g.contacts ?? [])]
    members.forEach((id, j) => {
      contactRef(id, ['groups', i, 'contacts', j])
    })
    const group: GroupRecord = {
      id: unique(g.id ?? ids.next('grp'), ['groups', i, 'id'], groups),
      name: g.name,
      description: g.description ?? null,
      avatar_url: g.avatar_url ?? null,
      conversation_id: unique(g.conversation_id ?? ids.next('conv'), ['groups', i, 'conversation_id'], conversations),
      owner: owner === null ? '' : contactRef(owner, ['groups', i, 'owner']),
      contacts: members,
      created_at: g.created_at ?? now,
      archived_at: g.archived_at ?? null,
      seq: seq++,
    }
    groups.set(group.id, group)
    conversations.set(group.conversation_id, {
      id: group.conversation_id,
      group_id: group.id,
      participants: groupParticipants(group.owner, group.contacts),
    })
  })
  ;(doc.conversations ?? []).forEach((c, i) => {
    const id = unique(c.id ?? ids.next('conv'), ['conversations', i, 'id'], conversations)
    const participants = [...new Set(c.participants)]
    participants.forEach((p, j) => {
      contactRef(p, ['conversations', i, 'participants', j])
    })
    conversations.set(id, { id, group_id: null, participants })
  })

  const messages = new Map<string, MessageRecord>()
  const timelines = new Map<string, MessageRecord[]>()
  for (const id of conversations.keys()) timelines.set(id, [])
  let i = -1
  for (const m of doc.messages ?? []) {
    i++
    const conversation = conversations.get(m.conversation_id)
    // The sender need not take part in the conversation any more: a member removed from a group
    // keeps the messages it sent, and an exported state must load back.
    if (!conversation)
      issues.push({ path: ['messages', i, 'conversation_id'], message: `names no conversation (${m.conversation_id})` })
    const message: MessageRecord = {
      id: unique(m.id ?? ids.next('msg'), ['messages', i, 'id'], messages),
      conversation_id: conversation?.id ?? m.conversation_id,
      contact_id: contactRef(m.contact, ['messages', i, 'contact']),
      message: m.message,
      reactions: m.reactions?.length ? mergeReactions([], m.reactions as Reaction[]) : none,
      attachments: m.attachments?.length
        ? m.attachments.map((a, j) => {
            const id = unique(a.id ?? ids.next('att'), ['messages', i, 'attachments', j, 'id'], attachmentIds)
            attachmentIds.add(id)
            return {
              id,
              url: a.url,
              filename: a.filename ?? null,
              content_type: a.content_type ?? null,
              size: a.size ?? null,
            }
          })
        : none,
      read_at: m.read_at ?? null,
      created_at: m.created_at ?? now,
      updated_at: m.updated_at ?? null,
      seq: seq++,
    }
    messages.set(message.id, message)
    timelines.get(message.conversation_id)?.push(message)
  }
  issues.push(...sections(doc, { contacts, conversations, messages, defaultCaller }))
  if (issues.length > 0) throw new FixtureError(source, issues)

  const memberships = new Map<string, string[]>()
  for (const conversation of conversations.values()) {
    for (const p of conversation.participants) memberships.set(p, [...(memberships.get(p) ?? []), conversation.id])
  }
  return {
    contacts,
    groups,
    conversations,
    messages,
    timelines: new Map([...timelines].map(([id, messages]) => [id, SortedList.sorted(messages)])),
    allMessages: SortedList.sorted([...messages.values()]),
    memberships,
    usernames,
    phones,
    tokens,
    defaultCaller,
    activity: doc.activity ?? null,
    nextSeq: seq,
    ids,
  }
}
