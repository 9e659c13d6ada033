import { invalidParameter, notFound } from '../core/errors.js'
import type { Why } from '../core/reasons.js'
import { defaultLimit } from '../core/schemas.js'
import type {
  Attachment,
  AttachmentInput,
  Deleted,
  ListMessagesQuery,
  Message,
  MessagePage,
  SendMessageBody,
  UpdateMessageBody,
} from '../core/types.gen.js'
import { type Cursor, type Page, page } from './paging.js'
import { mergeReactions, reactionList } from './reactions.js'
import { kindOf, pageReason, refusedCursor } from './reasons.js'
import { type MessageRecord, none } from './records.js'
import type { CallerMessages, State } from './state.js'
import { keptViews } from './views.js'

const maxAttachments = 10

/** The message as the API shows it: the sender's contact object in place of its id. */
function makeView(state: State, m: MessageRecord): Message {
  return {
    id: m.id,
    conversation_id: m.conversation_id,
    contact: state.contacts.get(m.contact_id) as Message['contact'],
    message: m.message,
    reactions: m.reactions as Message['reactions'],
    attachments: m.attachments as Message['attachments'],
    read_at: m.read_at,
    created_at: m.created_at,
    updated_at: m.updated_at,
  }
}

/** The message as lists and retrieves show it, made once per record. */
export const messageView = keptViews(makeView)

/** The message if `caller` takes part in its conversation; otherwise 404 as for an unknown id (the reason alone tells them apart). */
function visibleMessage(state: State, caller: string, id: string): MessageRecord {
  const message = state.messages.get(id)
  if (!message) throw notFound('message').because({ code: 'message.absent', id, kind: kindOf(state, id) })
  const { conversation_id } = message
  const participants = state.conversations.get(conversation_id)?.participants ?? []
  if (!participants.includes(caller))
    throw notFound('message').because({
      code: 'message.hidden',
      id,
      conversation: conversation_id,
      caller,
      participants,
    })
  return message
}

/**
 * Newest first, from one conversation or from every conversation the caller takes part in.
 * A cursor must name a message of that same list.
 */
export function listMessages(state: State, caller: string, query: ListMessagesQuery, why?: Why): MessagePage {
  const only = query.conversation_id
  if (only !== undefined) state.visibleConversation(caller, only)
  const inList = (m: MessageRecord) =>
    only === undefined ? state.conversationsOf(caller).includes(m.conversation_id) : m.conversation_id === only
  const cursorOf = (param: 'starting_after' | 'ending_before', id: string) => {
    const message = state.messages.get(id)
    if (!message || !inList(message))
      throw refusedCursor(state, caller, { param, id, records: 'messages' }, message, () => ({
        cause: 'elsewhere',
        detail: message?.conversation_id ?? null,
      }))
    why?.push({
      code: 'page.cursor',
      param,
      id,
      records: 'messages',
      created_at: message.created_at,
      conversation: message.conversation_id,
    })
    return message
  }
  let cursor: Cursor<MessageRecord> = null
  if (query.starting_after !== undefined) cursor = { after: cursorOf('starting_after', query.starting_after) }
  else if (query.ending_before !== undefined) cursor = { before: cursorOf('ending_before', query.ending_before) }
  const limit = query.limit ?? defaultLimit
  let result: Page<MessageRecord>
  if (only === undefined) {
    const messages = state.messagesOf(caller)
    result = page(messages.lists, cursor, limit, messages.shared)
    if (why !== undefined) hiddenMessages(state, caller, messages, why)
  } else result = page([state.timeline(only)], cursor, limit)
  if (why !== undefined) pageReason(why, result)
  // Timelines hold the version a message was created with: show the current one.
  const data = result.items.map((m) => messageView(state, state.messages.get(m.id) as MessageRecord))
  return { has_more: result.hasMore, data }
}

/** How many messages a list across the caller's conversations (`messages`) leaves out, when it leaves any out. */
function hiddenMessages(state: State, caller: string, { own, held }: CallerMessages, why: Why): void {
  let seen = held
  for (const list of own) seen += list.length
  const hidden = state.messages.size - seen
  if (hidden > 0)
    why.push({
      code: 'page.hidden',
      records: 'messages',
      seen: state.conversationsOf(caller).length,
      of: state.conversations.size,
      hidden,
    })
}

/**
 * A message from `caller`, created at the tenant's clock. A clock frozen before the conversation's
 * newest message puts it among the older ones, where its created_at belongs in the list.
 */
export function sendMessage(state: State, caller: string, body: SendMessageBody, why?: Why): Message {
  const conversation = state.visibleConversation(caller, body.conversation_id)
  const timeline = state.writableTimeline(conversation.id)
  const message: MessageRecord = {
    id: state.ids.next('msg'),
    conversation_id: conversation.id,
    contact_id: caller,
    message: body.message,
    reactions: none,
    attachments: body.attachments?.length ? body.attachments.map((a) => newAttachment(state, a)) : none,
    read_at: null,
    created_at: state.clock.now(),
    updated_at: null,
    seq: state.nextSeq(),
  }
  state.messages.set(message.id, message)
  timeline.insert(message)
  if (why !== undefined) {
    frozenClock(state, why)
    const { id, attachments } = message
    const ids = attachments.length === 0 ? none : attachments.map((a) => a.id)
    why.push({ code: 'message.sent', id, conversation: conversation.id, attachments: ids })
  }
  return makeView(state, message)
}

/** A write under a frozen clock says so: what it stamps takes the clock's time, not now. */
export function frozenClock(state: State, why: Why): void {
  if (state.clock.frozen) why.push({ code: 'clock.frozen', now: state.clock.now() })
}

export function getMessage(state: State, caller: string, id: string): Message {
  return messageView(state, visibleMessage(state, caller, id))
}

/** Edits content, adds reactions (merged) and appends attachments; `updateMode: replace` replaces both. */
export function updateMessage(state: State, caller: string, id: string, body: UpdateMessageBody, why?: Why): Message {
  const current = visibleMessage(state, caller, id)
  const replace = state.updateMode === 'replace'
  let { reactions, attachments } = current
  if (body.reactions !== undefined) {
    reactions = mergeReactions(replace ? [] : current.reactions, reactionList(body.reactions))
  }
  if (body.attachments !== undefined) {
    const kept = replace ? 0 : current.attachments.length
    if (kept + body.attachments.length > maxAttachments)
      throw invalidParameter(
        'attachments',
        `would give the message more than ${maxAttachments} attachments (it has ${kept})`,
      ).because({
        code: 'message.attachments_full',
        id,
        has: kept,
        adding: body.attachments.length,
        max: maxAttachments,
      })
    attachments = [...(replace ? [] : current.attachments), ...body.attachments.map((a) => newAttachment(state, a))]
  }
  const updated: MessageRecord = {
    ...current,
    message: body.message ?? current.message,
    reactions,
    attachments,
    updated_at: state.clock.now(),
  }
  state.messages.set(id, updated)
  if (why !== undefined) {
    frozenClock(state, why)
    const fields = Object.keys(body)
    const mode = state.updateMode
    why.push({ code: 'message.updated', id, fields, mode, attachments: attachments.length })
  }
  return makeView(state, updated)
}

/**
 * `reader`, a participant of the message's conversation, reads it. `read_at` is set the first time
 * someone other than its sender reads it (in a group, whoever is first), at the tenant's clock, and
 * never changes after; it is not an edit, so `updated_at` stays. No /v1 call reads: the other
 * participants' activity does (docs/activity.md). Returns whether this read set it.
 */
export function markRead(state: State, reader: string, id: string): boolean {
  const message = visibleMessage(state, reader, id)
  if (message.contact_id === reader || message.read_at !== null) return false
  state.messages.set(id, { ...message, read_at: state.clock.now() })
  return true
}

export function deleteMessage(state: State, caller: string, id: string, why?: Why): Deleted {
  const message = visibleMessage(state, caller, id)
  const timeline = state.writableTimeline(message.conversation_id)
  timeline.remove(message)
  state.messages.delete(id)
  why?.push({ code: 'message.deleted', id, conversation: message.conversation_id })
  return { id, deleted: true }
}

function newAttachment(state: State, input: AttachmentInput): Attachment {
  return {
    id: state.ids.next('att'),
    url: input.url,
    filename: input.filename ?? null,
    content_type: input.content_type ?? null,
    size: input.size ?? null,
  }
}
