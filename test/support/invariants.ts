import { isDeepStrictEqual } from 'node:util'
import type { Group, Message } from '../../src/engine/core/types.gen.js'
import { getGroup, listGroups } from '../../src/engine/store/groups.js'
import { getMessage, listMessages } from '../../src/engine/store/messages.js'
import { compareOrdered, type Ordered } from '../../src/engine/store/paging.js'
import { groupParticipants } from '../../src/engine/store/records.js'
import type { State } from '../../src/engine/store/state.js'

/**
 * The rules a state must keep whatever requests it went through: references resolve, indexes agree
 * with the records, and every list agrees, item by item and in order, with the retrieves of its
 * items. Returns what broke (empty when nothing did), so that a fuzzer can print it beside the
 * requests that led there.
 */
export function stateViolations(state: State): string[] {
  const broken: string[] = []
  checkMessages(state, broken)
  checkGroupsAndConversations(state, broken)
  for (const caller of callersOf(state)) {
    checkMessageList(state, caller, broken)
    for (const archived of [undefined, true, false]) checkGroupList(state, caller, archived, broken)
  }
  return broken.slice(0, 10)
}

function checkMessages(state: State, broken: string[]): void {
  const perConversation = new Map<string, number>()
  for (const m of state.messages.values()) {
    const conversation = state.conversations.get(m.conversation_id)
    if (!conversation) broken.push(`message ${m.id}: conversation ${m.conversation_id} does not exist`)
    if (!state.contacts.get(m.contact_id)) broken.push(`message ${m.id}: sender ${m.contact_id} does not exist`)
    perConversation.set(m.conversation_id, (perConversation.get(m.conversation_id) ?? 0) + 1)
    if (![...state.timeline(m.conversation_id)].some((t) => t.id === m.id))
      broken.push(`message ${m.id} is missing from the timeline of ${m.conversation_id}`)
    if (m.attachments.length > 10) broken.push(`message ${m.id} has ${m.attachments.length} attachments`)
    // No rule between updated_at and created_at: both are the tenant's clock at the time, and a test
    // may set the clock back between a send and an edit.
    const names = new Set<string>()
    for (const reaction of m.reactions) {
      const entries = Object.entries(reaction)
      if (entries.length !== 1) broken.push(`message ${m.id}: a reaction object has ${entries.length} keys`)
      for (const [name, usernames = []] of entries) {
        if (names.has(name)) broken.push(`message ${m.id}: reaction ${name} appears twice`)
        names.add(name)
        if (usernames.length === 0) broken.push(`message ${m.id}: reaction ${name} has no username`)
        if (new Set(usernames).size !== usernames.length) broken.push(`message ${m.id}: reaction ${name} repeats`)
      }
    }
  }
  for (const conversation of state.conversations.values()) {
    const list = state.timeline(conversation.id)
    const timeline = [...list]
    if (timeline.length !== (perConversation.get(conversation.id) ?? 0))
      broken.push(
        `conversation ${conversation.id}: timeline has ${timeline.length} messages, the store ${perConversation.get(conversation.id) ?? 0}`,
      )
    for (let i = 1; i < timeline.length; i++)
      if (compareOrdered(timeline[i - 1], timeline[i]) >= 0)
        broken.push(`conversation ${conversation.id}: timeline out of order at ${timeline[i].id}`)
    // The search must find each message where it is (it reads created_at from its own array).
    timeline.forEach((t, i) => {
      if (list.lowerBound(t) !== i) broken.push(`conversation ${conversation.id}: a search for ${t.id} misses it`)
    })
    for (const t of timeline)
      if (state.messages.get(t.id)?.conversation_id !== conversation.id)
        broken.push(`conversation ${conversation.id}: timeline holds ${t.id}, which is not its message`)
  }
}

function checkGroupsAndConversations(state: State, broken: string[]): void {
  for (const g of state.groups.values()) {
    const conversation = state.conversations.get(g.conversation_id)
    if (!conversation) broken.push(`group ${g.id}: conversation ${g.conversation_id} does not exist`)
    else {
      if (conversation.group_id !== g.id) broken.push(`group ${g.id}: its conversation names ${conversation.group_id}`)
      if (!isDeepStrictEqual([...conversation.participants], groupParticipants(g.owner, g.contacts)))
        broken.push(`group ${g.id}: participants ${conversation.participants} are not owner + contacts`)
    }
    if (!state.contacts.get(g.owner)) broken.push(`group ${g.id}: owner ${g.owner} does not exist`)
    for (const c of g.contacts) if (!state.contacts.get(c)) broken.push(`group ${g.id}: member ${c} does not exist`)
  }
  for (const conversation of state.conversations.values()) {
    if (conversation.group_id !== null && state.groups.get(conversation.group_id)?.conversation_id !== conversation.id)
      broken.push(`conversation ${conversation.id}: group ${conversation.group_id} does not own it`)
    for (const p of conversation.participants) {
      if (!state.contacts.get(p)) broken.push(`conversation ${conversation.id}: participant ${p} does not exist`)
      if (!state.conversationsOf(p).includes(conversation.id))
        broken.push(`conversation ${conversation.id}: missing from the memberships of ${p}`)
    }
  }
  for (const contact of state.contacts.values()) {
    const memberships = state.conversationsOf(contact.id)
    if (new Set(memberships).size !== memberships.length) broken.push(`contact ${contact.id}: memberships repeat`)
    for (const id of memberships)
      if (!state.conversations.get(id)?.participants.includes(contact.id))
        broken.push(`contact ${contact.id}: membership of ${id}, which it is not part of`)
    if (contact.username !== null && state.contacts.get(state.usernames.get(contact.username) ?? '') === undefined)
      broken.push(`contact ${contact.id}: username ${contact.username} is not indexed`)
  }
}

/** Every contact that could be a caller: the token holders, the default caller, every participant. */
function callersOf(state: State): string[] {
  const callers = new Set<string>()
  for (const { contact } of state.world.tokens.values()) callers.add(contact)
  if (state.world.defaultCaller !== null) callers.add(state.world.defaultCaller)
  for (const conversation of state.conversations.values()) for (const p of conversation.participants) callers.add(p)
  return [...callers]
}

/** Newest first: descending by (created_at, seq), no repeats. */
function checkOrder(what: string, items: readonly Ordered[], broken: string[]): void {
  for (let i = 1; i < items.length; i++)
    if (compareOrdered(items[i - 1], items[i]) <= 0) broken.push(`${what}: ${items[i].id} is out of order`)
}

/** Pages through a list forwards with `limit`, then backwards from its end, and checks both agree. */
function walk<T extends { id: string }>(
  what: string,
  list: (
    cursor: { starting_after?: string; ending_before?: string },
    limit: number,
  ) => {
    has_more: boolean
    data: T[]
  },
  broken: string[],
): T[] {
  const all: T[] = []
  for (let page = list({}, 100); ; page = list({ starting_after: all[all.length - 1].id }, 100)) {
    all.push(...page.data)
    if (page.has_more && page.data.length !== 100) broken.push(`${what}: has_more on a short page`)
    if (!page.has_more || page.data.length === 0) break
  }
  if (all.length === 0) return all
  const forwards: string[] = []
  for (let page = list({}, 3); ; page = list({ starting_after: forwards[forwards.length - 1] }, 3)) {
    forwards.push(...page.data.map((i) => i.id))
    if (!page.has_more || page.data.length === 0) break
  }
  const backwards: string[] = [all[all.length - 1].id]
  for (;;) {
    const page = list({ ending_before: backwards[0] }, 3)
    backwards.unshift(...page.data.map((i) => i.id))
    if (!page.has_more || page.data.length === 0) break
  }
  const ids = all.map((i) => i.id)
  if (!isDeepStrictEqual(forwards, ids)) broken.push(`${what}: pages of 3 (forwards) differ from pages of 100`)
  if (!isDeepStrictEqual(backwards, ids)) broken.push(`${what}: pages of 3 (backwards) differ from pages of 100`)
  return all
}

function checkMessageList(state: State, caller: string, broken: string[]): void {
  const what = `messages of ${caller}`
  const listed = walk<Message>(what, (cursor, limit) => listMessages(state, caller, { ...cursor, limit }), broken)
  const expected = new Set<string>()
  for (const m of state.messages.values())
    if (state.conversations.get(m.conversation_id)?.participants.includes(caller)) expected.add(m.id)
  const ids = listed.map((m) => m.id)
  if (ids.length !== expected.size || !ids.every((id) => expected.has(id)))
    broken.push(`${what}: the list holds ${ids.length} messages, ${expected.size} are visible`)
  checkOrder(
    what,
    ids.flatMap((id) => state.messages.get(id) ?? []),
    broken,
  )
  for (const m of listed)
    if (!isDeepStrictEqual(m, getMessage(state, caller, m.id)))
      broken.push(`${what}: ${m.id} in the list differs from its retrieve`)
}

function checkGroupList(state: State, caller: string, archived: boolean | undefined, broken: string[]): void {
  const what = `groups (archived ${archived}) of ${caller}`
  const listed = walk<Group>(what, (cursor, limit) => listGroups(state, caller, { ...cursor, limit, archived }), broken)
  const expected = new Set<string>()
  for (const g of state.groups.values())
    if (
      state.conversations.get(g.conversation_id)?.participants.includes(caller) &&
      (archived === undefined || (g.archived_at !== null) === archived)
    )
      expected.add(g.id)
  const ids = listed.map((g) => g.id)
  if (ids.length !== expected.size || !ids.every((id) => expected.has(id)))
    broken.push(`${what}: the list holds ${ids.length} groups, ${expected.size} are visible`)
  checkOrder(
    what,
    ids.flatMap((id) => state.groups.get(id) ?? []),
    broken,
  )
  for (const g of listed)
    if (!isDeepStrictEqual(g, getGroup(state, caller, g.id)))
      broken.push(`${what}: ${g.id} in the list differs from its retrieve`)
}

/** The own properties of Object.prototype, to compare before and after: a prototype pollution shows here. */
export function prototypeSnapshot(): string {
  const names = Object.getOwnPropertyNames(Object.prototype).sort()
  return names
    .map((name) => `${name}:${String(Object.getOwnPropertyDescriptor(Object.prototype, name)?.value)}`)
    .join('\n')
}
