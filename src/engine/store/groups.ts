import { notFound } from '../core/errors.js'
import type { ReasonData, Why } from '../core/reasons.js'
import { defaultLimit } from '../core/schemas.js'
import type { CreateGroupBody, Deleted, Group, GroupPage, ListGroupsQuery, UpdateGroupBody } from '../core/types.gen.js'
import { resolveContacts } from './contacts.js'
import { frozenClock } from './messages.js'
import { type Cursor, page, SortedList } from './paging.js'
import { kindOf, pageReason, refusedCursor } from './reasons.js'
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

/** The group if `caller` takes part in its conversation; otherwise 404 as for an unknown id (the reason alone tells them apart). */
function visibleGroup(state: State, caller: string, id: string): GroupRecord {
  const group = state.groups.get(id)
  if (!group) throw notFound('group').because({ code: 'group.absent', id, kind: kindOf(state, id) })
  const conversation = group.conversation_id
  const participants = state.conversations.get(conversation)?.participants ?? []
  if (!participants.includes(caller))
    throw notFound('group').because({ code: 'group.hidden', id, conversation, caller, participants })
  return group
}

type ArchivedFilter = boolean | undefined

/**
 * A caller's groups, oldest first, filtered by `archived`, with the reasons of what the list leaves
 * out. Kept per state and rebuilt only after a group or membership changed, so paging through
 * groups neither sorts nor counts on every request.
 */
const sortedGroups = new WeakMap<State, Map<ArchivedFilter, Map<string, CallerGroups>>>()

interface CallerGroups {
  version: number
  groups: SortedList<GroupRecord>
  /** What the list leaves out, as its reasons: the groups the caller is not in, those `archived` filtered. */
  leftOut: readonly ReasonData[]
}

function groupsOf(state: State, caller: string, archived: ArchivedFilter): CallerGroups {
  let cache = sortedGroups.get(state)
  if (cache === undefined) {
    cache = new Map()
    sortedGroups.set(state, cache)
  }
  let callers = cache.get(archived)
  if (callers === undefined) {
    callers = new Map()
    cache.set(archived, callers)
  }
  const hit = callers.get(caller)
  if (hit && hit.version === state.groupsVersion) return hit
  const found: GroupRecord[] = []
  let all = 0
  for (const id of state.conversationsOf(caller)) {
    const groupId = state.conversations.get(id)?.group_id
    const group = groupId ? state.groups.get(groupId) : undefined
    if (group) all++
    if (group && (archived === undefined || (group.archived_at !== null) === archived)) found.push(group)
  }
  const leftOut: ReasonData[] = []
  const of = state.groups.size
  if (all < of) leftOut.push({ code: 'page.hidden', records: 'groups', seen: all, of, hidden: of - all })
  if (archived !== undefined && found.length < all)
    leftOut.push({ code: 'page.filtered', archived, left_out: all - found.length })
  const kept = { version: state.groupsVersion, groups: SortedList.sorted(found), leftOut }
  callers.set(caller, kept)
  return kept
}

export function listGroups(state: State, caller: string, query: ListGroupsQuery, why?: Why): GroupPage {
  const { groups, leftOut } = groupsOf(state, caller, query.archived)
  const cursorOf = (param: 'starting_after' | 'ending_before', id: string) => {
    const group = state.groups.get(id)
    if (!group || !groups.includes(group))
      throw refusedCursor(state, caller, { param, id, records: 'groups' }, group, () => ({
        cause: group?.archived_at == null ? 'not_archived' : 'archived',
        detail: null,
      }))
    why?.push({ code: 'page.cursor', param, id, records: 'groups', created_at: group.created_at, conversation: null })
    return group
  }
  let cursor: Cursor<GroupRecord> = null
  if (query.starting_after !== undefined) cursor = { after: cursorOf('starting_after', query.starting_after) }
  else if (query.ending_before !== undefined) cursor = { before: cursorOf('ending_before', query.ending_before) }
  const result = page([groups], cursor, query.limit ?? defaultLimit)
  if (why !== undefined) {
    for (const reason of leftOut) why.push(reason)
    pageReason(why, result)
  }
  return { has_more: result.hasMore, data: result.items.map((g) => groupView(state, g)) }
}

/** A group owned by `caller`, who takes part in its new conversation without being a member. */
export function createGroup(state: State, caller: string, body: CreateGroupBody, why?: Why): Group {
  const contacts = resolveContacts(state, body.contacts ?? [], why)
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
  if (why !== undefined) {
    frozenClock(state, why)
    why.push({ code: 'group.created', id: group.id, conversation: group.conversation_id, members: contacts.length })
  }
  return makeView(state, group)
}

export function getGroup(state: State, caller: string, id: string, why?: Why): Group {
  const group = visibleGroup(state, caller, id)
  if (group.archived_at !== null) why?.push({ code: 'group.archived', id, archived_at: group.archived_at })
  return groupView(state, group)
}

/** Changes only the fields sent. `contacts` replaces the members; `archived_at: null` restores. */
export function updateGroup(state: State, caller: string, id: string, body: UpdateGroupBody, why?: Why): Group {
  const current = visibleGroup(state, caller, id)
  const contacts = body.contacts === undefined ? current.contacts : resolveContacts(state, body.contacts, why)
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
  let joined: readonly string[] = []
  let left: readonly string[] = []
  if (body.contacts !== undefined) {
    const conversation = state.conversations.get(current.conversation_id)
    if (conversation) {
      const before = conversation.participants
      const after = groupParticipants(current.owner, contacts)
      state.setParticipants(conversation, after)
      joined = after.filter((p) => !before.includes(p))
      left = before.filter((p) => !after.includes(p))
    }
  }
  why?.push({ code: 'group.updated', id, fields: Object.keys(body), joined, left })
  return makeView(state, updated)
}

/** Deletes the group with its conversation and every message in it. */
export function deleteGroup(state: State, caller: string, id: string, why?: Why): Deleted {
  const group = visibleGroup(state, caller, id)
  const conversation = state.conversations.get(group.conversation_id)
  const messages = state.timeline(group.conversation_id).length
  if (conversation) state.removeConversation(conversation)
  state.groups.delete(id)
  state.groupsVersion++
  why?.push({ code: 'group.deleted', id, conversation: group.conversation_id, messages })
  return { id, deleted: true }
}
