import type { Fixture, FixtureContact, FixtureGroup, FixtureMessage } from '../src/types.gen.js'

export interface TokenView {
  token: string
  expiresAt: number | null
}

export interface ConversationView {
  id: string
  group: FixtureGroup | null
  /** Contact ids: a group's owner and members, or a direct conversation's participants. */
  participants: string[]
  /** In the order GET /v1/messages lists them. */
  messages: FixtureMessage[]
}

export interface WorldModel {
  contacts: FixtureContact[]
  groups: FixtureGroup[]
  conversations: ConversationView[]
  tokensOf: Map<string, TokenView[]>
  defaultCaller: string | null
  /** A contact's username, or its id when it has none. */
  nameOf(contactId: string): string
  counts: { contacts: number; groups: number; conversations: number; messages: number; tokens: number }
}

/**
 * The world of GET /__state, indexed for the page. /__state writes messages in creation order; the
 * API lists them newest first by created_at, a tie going to the one created later.
 */
export function modelOf(state: Fixture): WorldModel {
  const contacts = state.contacts ?? []
  const groups = state.groups ?? []
  const messages = state.messages ?? []
  const byId = new Map(contacts.map((c) => [c.id ?? '', c]))
  const tokensOf = new Map<string, TokenView[]>()
  const tokens = Object.entries(state.tokens ?? {})
  for (const [token, value] of tokens) {
    if (value === undefined) continue
    const view =
      typeof value === 'string'
        ? { contact: value, token: { token, expiresAt: null } }
        : { contact: value.contact, token: { token, expiresAt: value.expires_at ?? null } }
    tokensOf.set(view.contact, [...(tokensOf.get(view.contact) ?? []), view.token])
  }
  const inApiOrder = messages
    .map((message, seq) => ({ message, seq }))
    .sort((a, b) => (b.message.created_at ?? 0) - (a.message.created_at ?? 0) || b.seq - a.seq)
    .map((m) => m.message)
  const timelineOf = (id: string) => inApiOrder.filter((m) => m.conversation_id === id)
  const conversations: ConversationView[] = [
    ...groups.map((g) => ({
      id: g.conversation_id ?? '',
      group: g,
      participants: [...new Set([...(g.owner ? [g.owner] : []), ...(g.contacts ?? [])])],
      messages: timelineOf(g.conversation_id ?? ''),
    })),
    ...(state.conversations ?? []).map((c) => ({
      id: c.id ?? '',
      group: null,
      participants: c.participants,
      messages: timelineOf(c.id ?? ''),
    })),
  ]
  return {
    contacts,
    groups,
    conversations,
    tokensOf,
    defaultCaller: state.default_caller ?? null,
    nameOf: (id) => byId.get(id)?.username ?? id,
    counts: {
      contacts: contacts.length,
      groups: groups.length,
      conversations: conversations.length,
      messages: messages.length,
      tokens: tokens.length,
    },
  }
}

/** Whether any of the texts contains the query (already lower-cased); an empty query matches all. */
export const matches = (query: string, ...texts: (string | null | undefined)[]) =>
  query === '' || texts.some((t) => t?.toLowerCase().includes(query))

export function contactMatches(model: WorldModel, query: string, c: FixtureContact): boolean {
  const tokens = model.tokensOf.get(c.id ?? '') ?? []
  return matches(query, c.id, c.username, c.phone_number, ...tokens.map((t) => t.token))
}

export function messageMatches(query: string, m: FixtureMessage): boolean {
  return matches(query, m.id, m.message, ...(m.attachments ?? []).flatMap((a) => [a.id, a.filename, a.url]))
}

/** The conversation itself (id, group name or description, members) matches the query. */
export function conversationMatches(model: WorldModel, query: string, c: ConversationView): boolean {
  return matches(
    query,
    c.id,
    c.group?.id,
    c.group?.name,
    c.group?.description,
    ...c.participants.flatMap((p) => [p, model.nameOf(p)]),
  )
}
