import { invalidParameter, notFound } from '../core/errors.js'
import type { CreateGroupBody, Deleted, Group, GroupPage, ListGroupsQuery, UpdateGroupBody } from '../core/types.gen.js'
import { resolveContacts } from './contacts.js'
import { defaultLimit } from './messages.js'
import { type Cursor, page, SortedList } from './paging.js'
import { type GroupRecord, groupParticipants } from './records.js'
import type { State } from './state.js'
import { keptViews } from './views.js'

/** The group as the API shows it: member contact objects in place of their ids. */
function makeView(state: State, g: GroupRecord): Group {
  return {
    id: g.id,
    name: g.name,
    description: g.description,
    avatar_url: g.avatar_url,
    conversation_id: g.conversation_id,
    contacts: g.contacts.map((id) => state.contacts.get(id) as Group['contacts'][number]),
    created_at: g.created_at,
    archived_at: g.archived_at,
  }
}

/** The group as lists and retrieves show it, made once per record. */
export const groupView = keptViews(makeView)

/** The group if `caller` takes part in its conversation; otherwise 404 as for an unknown id. */
function visibleGroup(state: State, caller: string, id: string): GroupRecord {
  const group = state.groups.get(id)
  if (!group || !state.conversations.get(group.conversation_id)?.participants.includes(caller)) throw notFound('group')
  return group
}

type ArchivedFilter = boolean | undefined

/**
 * A caller's groups, oldest first, filtered by `archived`. Kept per state and rebuilt only after a
 * group or membership changed, so paging through groups does not sort on every request.
 */
const sortedGroups = new WeakMap<State, Map<string, { version: number; groups: SortedList<GroupRecord> }>>()

function groupsOf(state: State, caller: string, archived: ArchivedFilter): SortedList<GroupRecord> {
  const cache = sortedGroups.get(state) ?? new Map()
  sortedGroups.set(state, cache)
  const key = `${archived}\u0000${caller}`
  const hit = cache.get(key)
  if (hit && hit.version === state.groupsVersion) return hit.groups
  const found: GroupRecord[] = []
  for (const id of state.conversationsOf(caller)) {
    const groupId = state.conversations.get(id)?.group_id
    const group = groupId ? state.groups.get(groupId) : undefined
    if (group && (archived === undefined || (group.archived_at !== null) === archived)) found.push(group)
  }
  const groups = SortedList.sorted(found)
  cache.set(key, { version: state.groupsVersion, groups })
  return groups
}

export function listGroups(state: State, caller: string, query: ListGroupsQuery): GroupPage {
  const groups = groupsOf(state, caller, query.archived)
  const cursorOf = (param: 'starting_after' | 'ending_before', id: string) => {
    const group = state.groups.get(id)
    if (!group || !groups.includes(group)) throw invalidParameter(param, 'is not a group of this list')
    return group
  }
  let cursor: Cursor<GroupRecord> = null
  if (query.starting_after !== undefined) cursor = { after: cursorOf('starting_after', query.starting_after) }
  else if (query.ending_before !== undefined) cursor = { before: cursorOf('ending_before', query.ending_before) }
  const result = page([groups], cursor, query.limit ?? defaultLimit)
  return { has_more: result.hasMore, data: result.items.map((g) => groupView(state, g)) }
}

/** A group owned by `caller`, who takes part in its new conversation without being a member. */
export function createGroup(state: State, caller: string, body: CreateGroupBody): Group {
  const contacts = resolveContacts(state, body.contacts ?? [])
  const group: GroupRecord = {
    id: state.ids.next('grp'),
    name: body.name,
    description: body.description ?? null,
    avatar_url: body.avatar_url ?? null,
    conversation_id: state.ids.next('conv'),
    owner: caller,
    contacts,
    created_at: state.clock.now(),
    archived_at: null,
    seq: state.nextSeq(),
  }
  state.groups.set(group.id, group)
  state.addConversation({
    id: group.conversation_id,
    group_id: group.id,
    participants: groupParticipants(caller, contacts),
  })
  return makeView(state, group)
}

export function getGroup(state: State, caller: string, id: string): Group {
  return groupView(state, visibleGroup(state, caller, id))
}

/** Changes only the fields sent. `contacts` replaces the members; `archived_at: null` restores. */
export function updateGroup(state: State, caller: string, id: string, body: UpdateGroupBody): Group {
  const current = visibleGroup(state, caller, id)
  const contacts = body.contacts === undefined ? current.contacts : resolveContacts(state, body.contacts)
  const updated: GroupRecord = {
    ...current,
    name: body.name ?? current.name,
    description: body.description === undefined ? current.description : body.description,
    avatar_url: body.avatar_url === undefined ? current.avatar_url : body.avatar_url,
    archived_at: body.archived_at === undefined ? current.archived_at : body.archived_at,
    contacts,
  }
  state.groups.set(id, updated)
  state.groupsVersion++
  if (body.contacts !== undefined) {
    const conversation = state.conversations.get(current.conversation_id)
    if (conversation) state.setParticipants(conversation, groupParticipants(current.owner, contacts))
  }
  return makeView(state, updated)
}

/** Deletes the group with its conversation and every message in it. */
export function deleteGroup(state: State, caller: string, id: string): Deleted {
  const group = visibleGroup(state, caller, id)
  const conversation = state.conversations.get(group.conversation_id)
  if (conversation) state.removeConversation(conversation)
  state.groups.delete(id)
  state.groupsVersion++
  return { id, deleted: true }
}
