import { notFound } from '../core/errors.js'
import type { Contact } from '../core/types.gen.js'
import type { Clock } from './clock.js'
import { CowMap } from './cow-map.js'
import type { IdGenerator } from './ids.js'
import { type OrderedList, type Shared, SortedList } from './paging.js'
import { kindOf } from './reasons.js'
import type { ConversationRecord, GroupRecord, MessageRecord } from './records.js'
import type { World } from './world.js'

export type UpdateMode = 'merge' | 'replace'

/** The lists a page across a caller's conversations merges, and the shared list it walks, if any. */
export interface CallerMessages {
  readonly lists: readonly OrderedList<MessageRecord>[]
  readonly shared?: Shared<MessageRecord>
  /** The timelines this state changed (they change in place), and how many messages the world's others hold (they never change). */
  readonly own: readonly OrderedList<MessageRecord>[]
  readonly held: number
}

/** The maps of a state that a durable tenant keeps, by the name its changes carry. */
export const keptMaps = [
  'contacts',
  'groups',
  'conversations',
  'messages',
  'memberships',
  'usernames',
  'phones',
] as const

export type KeptMap = (typeof keptMaps)[number]

/** Changes to the kept maps: each key with its new value, or null where it was deleted. */
export type MapChanges = { [M in KeptMap]?: [string, unknown][] }

/** The timeline of a conversation that has none (never changed: a write copies it first). */
const noMessages: OrderedList<MessageRecord> = SortedList.sorted([])

/**
 * The live state of one world: copy-on-write maps over a frozen `World`. Creating one costs the
 * same whatever the world's size, which makes reset and new tenants cheap. The store modules
 * (messages.ts, groups.ts) act on it; nothing here knows of HTTP.
 */
export class State {
  readonly contacts: CowMap<string, Contact>
  readonly groups: CowMap<string, GroupRecord>
  readonly conversations: CowMap<string, ConversationRecord>
  readonly messages: CowMap<string, MessageRecord>
  readonly memberships: CowMap<string, readonly string[]>
  readonly usernames: CowMap<string, string>
  readonly phones: CowMap<string, string>
  ids: IdGenerator
  private readonly timelines: CowMap<string, OrderedList<MessageRecord>>
  /** Timelines this state has copied and may change in place; the world's own stay frozen. */
  private readonly ownTimelines = new Set<string>()
  private seq: number
  /** Bumped by every change to groups or memberships; caches of group lists check it. */
  groupsVersion = 0
  /** Bumped when a timeline is replaced, added or removed, or a membership changes. */
  private timelinesVersion = 0
  private readonly callerMessages = new Map<string, { version: number; messages: CallerMessages }>()

  constructor(
    readonly world: World,
    readonly clock: Clock,
    readonly updateMode: UpdateMode,
  ) {
    this.contacts = new CowMap(world.contacts)
    this.groups = new CowMap(world.groups)
    this.conversations = new CowMap(world.conversations)
    this.messages = new CowMap(world.messages)
    this.memberships = new CowMap(world.memberships)
    this.usernames = new CowMap(world.usernames)
    this.phones = new CowMap(world.phones)
    this.timelines = new CowMap(world.timelines)
    this.ids = world.ids.fork()
    this.seq = world.nextSeq
  }

  nextSeq(): number {
    return this.seq++
  }

  /** The next creation sequence number, without taking it. */
  get sequence(): number {
    return this.seq
  }

  /** Continues ids and creation order from where a kept state left them. */
  resumeCounters(ids: IdGenerator, seq: number): void {
    this.ids = ids
    this.seq = seq
  }

  /** The kept maps by name. */
  map(name: KeptMap): CowMap<string, unknown> {
    return this[name] as CowMap<string, unknown>
  }

  /**
   * Applies changes as they were kept, key by key (no rule runs: they are what rules made), then
   * rebuilds the timelines of the conversations they touched. Restores a kept state, and puts back
   * what a change that could not be kept had changed.
   */
  applyChanges(changes: MapChanges, later?: Set<string>): void {
    const touched = later ?? new Set<string>()
    for (const name of keptMaps) {
      const map = this.map(name)
      for (const [key, value] of changes[name] ?? []) {
        if (name === 'messages') {
          const before = this.messages.get(key)
          if (before !== undefined) touched.add(before.conversation_id)
          if (value !== null) touched.add((value as MessageRecord).conversation_id)
        } else if (name === 'conversations') touched.add(key)
        if (value === null) map.delete(key)
        else map.set(key, value)
      }
    }
    if (later === undefined) this.rebuildTimelines(touched)
  }

  /**
   * Each conversation's timeline made again from the messages as they are: the world's that remain,
   * and those this state added. Its items are the current records, which sort as the first ones did
   * (an update keeps created_at and seq). What `applyChanges` was given `later` for.
   */
  rebuildTimelines(conversations: ReadonlySet<string>): void {
    if (conversations.size === 0) return
    const added = new Map<string, MessageRecord[]>()
    for (const [id, message] of this.messages.overlay()) {
      if (message === undefined || this.world.messages.has(id) || !conversations.has(message.conversation_id)) continue
      const list = added.get(message.conversation_id) ?? []
      added.set(message.conversation_id, list)
      list.push(message)
    }
    for (const id of conversations) {
      if (!this.conversations.has(id)) {
        this.timelines.delete(id)
        this.ownTimelines.delete(id)
        continue
      }
      const kept = [...(this.world.timelines.get(id) ?? [])].filter((m) => this.messages.has(m.id))
      this.timelines.set(id, SortedList.sorted([...kept, ...(added.get(id) ?? [])]))
      this.ownTimelines.add(id)
    }
    this.timelinesVersion++
    this.groupsVersion++
  }

  /** The conversation if `caller` takes part in it; otherwise 404, exactly as if it did not exist (its reason alone tells). */
  visibleConversation(caller: string, id: string): ConversationRecord {
    const conversation = this.conversations.get(id)
    if (conversation === undefined)
      throw notFound('conversation').because({ code: 'conversation.absent', id, kind: kindOf(this, id) })
    const { participants, group_id } = conversation
    if (!participants.includes(caller))
      throw notFound('conversation').because({ code: 'conversation.hidden', id, caller, participants, group: group_id })
    return conversation
  }

  /** The conversations `caller` takes part in. */
  conversationsOf(caller: string): readonly string[] {
    return this.memberships.get(caller) ?? []
  }

  timeline(conversationId: string): OrderedList<MessageRecord> {
    return this.timelines.get(conversationId) ?? noMessages
  }

  /**
   * What a list across every conversation of `caller` draws from (src/engine/store/paging.ts), kept per
   * caller until a timeline is replaced or a membership changes. Timelines change in place after
   * their first copy, so what is kept stays current. When the world's timelines among them hold
   * at least half of the world's messages, a page walks the world's list of every message for
   * those and merges only the others (the ones this state changed): one search instead of one per
   * conversation, which at a million messages cost more the more of them the caller takes part in.
   */
  messagesOf(caller: string): CallerMessages {
    const kept = this.callerMessages.get(caller)
    if (kept && kept.version === this.timelinesVersion) return kept.messages
    const own: OrderedList<MessageRecord>[] = []
    const shared: OrderedList<MessageRecord>[] = []
    const keep = new Set<string>()
    let held = 0
    for (const id of this.conversationsOf(caller)) {
      const timeline = this.timeline(id)
      if (timeline !== this.world.timelines.get(id)) own.push(timeline)
      else {
        shared.push(timeline)
        keep.add(id)
        held += timeline.length
      }
    }
    const all = this.world.allMessages
    const messages: CallerMessages =
      held > 0 && held * 2 >= all.length
        ? { lists: own, shared: { list: all, keep: (m) => keep.has(m.conversation_id), lists: shared }, own, held }
        : { lists: [...own, ...shared], own, held }
    this.callerMessages.set(caller, { version: this.timelinesVersion, messages })
    return messages
  }

  /** The timeline to change in place, copied from the world the first time this state changes it. */
  writableTimeline(conversationId: string): SortedList<MessageRecord> {
    if (!this.ownTimelines.has(conversationId)) {
      this.timelines.set(conversationId, this.timeline(conversationId).copy())
      this.ownTimelines.add(conversationId)
      this.timelinesVersion++
    }
    return this.timelines.get(conversationId) as SortedList<MessageRecord>
  }

  addConversation(conversation: ConversationRecord): void {
    this.conversations.set(conversation.id, conversation)
    this.timelines.set(conversation.id, SortedList.sorted([]))
    this.ownTimelines.add(conversation.id)
    this.timelinesVersion++
    for (const p of conversation.participants) this.join(p, conversation.id)
  }

  /** Replaces the participants of a conversation and the memberships that follow from them. */
  setParticipants(conversation: ConversationRecord, participants: readonly string[]): void {
    for (const p of conversation.participants) if (!participants.includes(p)) this.leave(p, conversation.id)
    for (const p of participants) if (!conversation.participants.includes(p)) this.join(p, conversation.id)
    this.conversations.set(conversation.id, { ...conversation, participants })
  }

  /** Removes a conversation with all its messages. */
  removeConversation(conversation: ConversationRecord): void {
    for (const message of this.timeline(conversation.id)) this.messages.delete(message.id)
    for (const p of conversation.participants) this.leave(p, conversation.id)
    this.conversations.delete(conversation.id)
    this.timelines.delete(conversation.id)
    this.ownTimelines.delete(conversation.id)
    this.timelinesVersion++
  }

  addContact(contact: Contact): void {
    this.contacts.set(contact.id, contact)
    if (contact.username !== null && !this.usernames.has(contact.username))
      this.usernames.set(contact.username, contact.id)
    if (contact.phone_number !== null && !this.phones.has(contact.phone_number))
      this.phones.set(contact.phone_number, contact.id)
  }

  /** Grows with every change to the state's records: what the inspector polls to know it must refetch. */
  get version(): number {
    return (
      this.contacts.version +
      this.groups.version +
      this.conversations.version +
      this.messages.version +
      this.memberships.version
    )
  }

  counts() {
    return {
      contacts: this.contacts.size,
      groups: this.groups.size,
      conversations: this.conversations.size,
      messages: this.messages.size,
    }
  }

  private join(contact: string, conversationId: string): void {
    this.memberships.set(contact, [...this.conversationsOf(contact), conversationId])
    this.groupsVersion++
    this.timelinesVersion++
  }

  private leave(contact: string, conversationId: string): void {
    this.memberships.set(
      contact,
      this.conversationsOf(contact).filter((id) => id !== conversationId),
    )
    this.groupsVersion++
    this.timelinesVersion++
  }
}
