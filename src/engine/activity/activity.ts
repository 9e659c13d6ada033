import { invalidParameter, Problem } from '../core/errors.js'
import { SeededRandom } from '../core/random.js'
import type {
  ActivityAction,
  ActivityConfig,
  ActivityEvent,
  ActivityRule,
  ActivityState,
  Message,
} from '../core/types.gen.js'
import type { Validators } from '../core/validation.js'
import { chatTexts, generatorLoaded } from '../generate/index.js'
import type { Clock } from '../store/clock.js'
import { Heap } from '../store/heap.js'
import { markRead, sendMessage, updateMessage } from '../store/messages.js'
import { mergeReactions } from '../store/reactions.js'
import type { MessageRecord } from '../store/records.js'
import type { State } from '../store/state.js'

/** Past this many pending actions, rules schedule no more (counted in `skipped_total`). */
export const maxPending = 100_000
/** The most actions one move of a frozen clock may run. */
export const maxPerMove = 10_000
/** How many past actions are kept, and how many of each list GET /__activity shows. */
const kept = 500
/** How far back a read looks for unread messages before the one it reads. */
const readBack = 100
/** The most actions one turn of the timer runs: what is due beyond waits for the next turn, after I/O. */
const perTurn = 500

/** What an activity acts on: its tenant's state (replaced by a reset), clock and validators. */
export interface ActivityHost {
  state(): State
  readonly clock: Clock
  readonly validators: Validators
  /** Called with an unexpected error of a timer's run, which must not crash the server. */
  onBug(error: unknown): void
  /** Called after a timer's run changed anything, which no request will keep. */
  changed?(): void
}

/** An activity as data (see `Activity.image`): a pending action names its send rule by index. */
export interface ActivityImage {
  config: ActivityConfig | null
  pending: (Omit<Pending, 'rule'> & { rule: number | null })[]
  past: ActivityAction[]
  pastTotal: number
  skipped: number
  seq: number
  random: number
  texts: number
}

interface Pending extends ActivityAction {
  /** The order scheduled, which breaks ties of `at`. */
  readonly seq: number
  /** A send rule's, which schedules its next message when this one runs. */
  readonly rule?: ActivityRule
  /** A scripted event's text or reaction, or the reaction a react rule drew. */
  readonly text?: string
  readonly reaction?: string
}

/**
 * What the other participants of a tenant's conversations do on their own: the configuration in
 * force, the actions pending in time order, and the last of those that happened. Each action is
 * done as its participant would do it through /v1 (the same store functions and validators), at
 * the tenant's clock. Frozen, the clock runs them when it is moved past them (`runUntil`); with
 * the real time one timer waits for the soonest. Off, it costs a property read per /v1 write.
 */
export class Activity {
  config: ActivityConfig | null = null
  private pending = new Heap<Pending>([], soonest)
  /** Pending actions by conversation, for a deletion to cancel them at once. */
  private byConversation = new Map<string, Set<Pending>>()
  private live = 0
  private readonly past: ActivityAction[] = []
  private pastTotal = 0
  private skipped = 0
  private seq = 0
  private random = new SeededRandom(1)
  private texts: (() => string) | null = null
  /** How many texts the configuration in force has written: where its sequence of texts stands. */
  private textsWritten = 0
  /** Bumped by every change: a config, a draw, an action scheduled, done or cancelled. */
  version = 0
  private timer: NodeJS.Timeout | null = null
  /** When the timer is set to run what is due: a new action due later leaves it as it is. */
  private timerAt: number | null = null

  constructor(private readonly host: ActivityHost) {}

  get on(): boolean {
    return this.config !== null
  }

  /**
   * Puts `config` in force from now (null: off): what was pending is dropped, the draws start
   * again from its seed, the script and the send rules are scheduled. What happened is kept.
   */
  set(config: ActivityConfig | null): void {
    this.pending = new Heap<Pending>([], soonest)
    this.byConversation.clear()
    this.live = 0
    this.config = config
    this.texts = null
    this.textsWritten = 0
    this.version++
    if (config !== null) {
      this.random = new SeededRandom(config.seed)
      // Made now, not in the middle of the traffic when the first text is due.
      if (writesTexts(config) && generatorLoaded()) this.texts = chatTexts(config.seed)
      const now = this.host.clock.now()
      for (const [i, event] of config.script.entries()) this.scheduleEvent(event, `script[${i}]`, now)
      for (const [i, rule] of config.rules.entries())
        if (rule.action === 'send') this.scheduleSend(rule, `rules[${i}]`, now)
    }
    this.arm()
  }

  /** A reset: `config` from now, and nothing happened yet. */
  restart(config: ActivityConfig | null): void {
    this.past.length = 0
    this.pastTotal = 0
    this.skipped = 0
    this.seq = 0
    this.set(config)
  }

  /** Stops the timer, for a tenant that is dropped. */
  dispose(): void {
    this.disarm()
  }

  /** A client sent `message`: the reply, react and read rules that cover its conversation draw. */
  sent(message: Message): void {
    if (this.config === null) return
    const conversation = this.host.state().conversations.get(message.conversation_id)
    if (conversation === undefined) return
    const others = conversation.participants.filter((p) => p !== message.contact.id)
    if (others.length === 0) return
    const now = this.host.clock.now()
    for (const [i, rule] of this.config.rules.entries()) {
      if (rule.action === 'send' || !covers(rule, message.conversation_id)) continue
      if (this.draw() >= (rule.probability ?? 1)) continue
      const contact = this.pick(others)
      const delay = rule.delay ?? { min: 0, max: 0 }
      const at = now + this.seconds(delay.min + Math.floor(this.draw() * (delay.max - delay.min + 1)))
      const reaction = rule.action === 'react' ? this.pick(rule.reactions ?? []) : undefined
      this.schedule({
        at,
        action: rule.action,
        contact,
        conversation_id: message.conversation_id,
        message_id: message.id,
        source: `rules[${i}]`,
        reaction,
      })
    }
    this.arm()
  }

  /** A client deleted a message: what was pending on it is cancelled. */
  messageDeleted(id: string): void {
    if (this.config === null) return
    for (const pending of this.pending.values())
      if (pending.message_id === id && pending.status === 'pending') this.cancel(pending, `message ${id} was deleted`)
    this.arm()
  }

  /**
   * A client changed or deleted a group: what was pending in a conversation that is gone, or by a
   * participant who left it, is cancelled.
   */
  sweep(): void {
    if (this.config === null) return
    const { conversations } = this.host.state()
    for (const [id, set] of this.byConversation) {
      const conversation = conversations.get(id)
      for (const pending of [...set]) {
        if (conversation === undefined) this.cancel(pending, `conversation ${id} was deleted`)
        else if (pending.contact !== null && !conversation.participants.includes(pending.contact))
          this.cancel(pending, `${pending.contact} left ${id}`)
      }
    }
    this.arm()
  }

  /**
   * Runs, in time order, every pending action due at or before `target` (a frozen clock about to
   * be moved there), the clock frozen at each one's time; the caller then freezes it at `target`.
   * Refuses, running nothing, a move that would run more than `maxPerMove` actions.
   */
  runUntil(target: number, param: 'now' | 'advance'): void {
    const due = this.dueBy(target)
    if (due > maxPerMove)
      throw invalidParameter(
        param,
        `would run ${due} simulated actions, more than ${maxPerMove}: move the clock in smaller steps, or DELETE /__activity first`,
      )
    const { clock } = this.host
    for (let next = this.next(); next !== undefined && next.at <= target; next = this.next()) {
      if (next.at > clock.now()) clock.freeze(next.at)
      this.run(next)
    }
  }

  /** Sets the timer for the soonest action, with the real clock; after any change to either. */
  arm(): void {
    const next = this.host.clock.frozen ? undefined : this.next()
    if (next?.at === this.timerAt && this.timer !== null) return
    this.disarm()
    if (next === undefined) return
    const dueMs = this.host.clock.unit === 'ms' ? next.at : next.at * 1000
    // Past 2^31 - 1 ms Node fires at once: a timer that far off wakes early and sets itself again.
    const wait = Math.min(Math.max(0, dueMs - Date.now()), 2 ** 31 - 1)
    this.timer = setTimeout(() => this.onTimer(), wait)
    this.timer.unref()
    this.timerAt = next.at
  }

  view(): ActivityState {
    // The soonest `kept` of what is pending, drawn from a heap of it rather than by sorting it all.
    const queue = new Heap(
      this.pending.values().filter((p) => p.status === 'pending'),
      soonest,
    )
    const pending: ActivityAction[] = []
    for (; queue.size > 0 && pending.length < kept; queue.pop()) pending.push(shown(queue.top()))
    return {
      active: this.config !== null,
      config: this.config,
      pending,
      pending_total: this.live,
      happened: this.past.toReversed(),
      happened_total: this.pastTotal,
      skipped_total: this.skipped,
    }
  }

  private onTimer(): void {
    this.timer = null
    this.timerAt = null
    try {
      const now = this.host.clock.now()
      let ran = 0
      for (let next = this.next(); next !== undefined && next.at <= now && ran < perTurn; next = this.next(), ran++)
        this.run(next)
    } catch (error) {
      this.host.onBug(error)
    }
    this.arm()
    this.host.changed?.()
  }

  private disarm(): void {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
    this.timerAt = null
  }

  /** The soonest live pending action, dropping the cancelled ones on top. */
  private next(): Pending | undefined {
    while (this.pending.size > 0 && this.pending.top().status !== 'pending') this.pending.pop()
    return this.pending.size > 0 ? this.pending.top() : undefined
  }

  /** How many actions a move to `target` runs: those pending by then, and the sends they lead to. */
  private dueBy(target: number): number {
    let due = 0
    for (const p of this.pending.values()) {
      if (p.status !== 'pending' || p.at > target) continue
      due += 1
      if (p.rule?.every !== undefined) due += Math.floor((target - p.at) / this.seconds(p.rule.every))
    }
    return due
  }

  /** Takes the soonest action off the queue, does it, and records what happened. */
  private run(pending: Pending): void {
    this.pending.pop()
    this.unindex(pending)
    let result: string | null = null
    let reason: string | null = null
    try {
      result = this.act(pending)
    } catch (error) {
      if (!(error instanceof Problem)) throw error
      reason = error.detail
    }
    this.record(pending, reason === null ? 'done' : 'cancelled', result, reason)
    if (pending.rule !== undefined) this.scheduleSend(pending.rule, pending.source, pending.at)
  }

  /** Does the action as its participant, through the store; returns the id of the message it wrote. */
  private act(p: Pending): string | null {
    const state = this.host.state()
    const { validators } = this.host
    if (p.contact === null || p.conversation_id === null)
      throw new Problem('not_found', 'No conversation of `me` has another participant.')
    const { contact, conversation_id } = p
    const target = () => p.message_id ?? this.newestFrom(state, contact, conversation_id)
    switch (p.action) {
      case 'send':
      case 'reply': {
        if (p.message_id !== null) markRead(state, p.contact, p.message_id)
        const body = validators.check<{ conversation_id: string; message: string }>(
          'sendMessage',
          { conversation_id: p.conversation_id, message: p.text ?? this.text() },
          'json',
        )
        return sendMessage(state, p.contact, body).id
      }
      case 'read': {
        const id = target()
        if (id === null) throw new Problem('not_found', `Nothing in ${p.conversation_id} for ${p.contact} to read.`)
        this.readUpTo(state, p.contact, id)
        return null
      }
      case 'react': {
        const id = target()
        if (id === null) throw new Problem('not_found', `Nothing in ${p.conversation_id} for ${p.contact} to react to.`)
        const username = state.contacts.get(p.contact)?.username
        if (!username) throw new Problem('not_found', `${p.contact} has no username to react with.`)
        markRead(state, p.contact, id)
        const current = state.messages.get(id) as MessageRecord
        const reactions = mergeReactions(current.reactions, [{ [p.reaction ?? '👍']: [username] }])
        const body = validators.check<{ reactions: typeof reactions }>('updateMessage', { reactions }, 'json')
        updateMessage(state, p.contact, id, body)
        return null
      }
    }
  }

  /**
   * Reads `id` as `reader`, and the unread messages of others before it (up to `readBack`),
   * stopping at the first one read already: reading a conversation reads what came before.
   */
  private readUpTo(state: State, reader: string, id: string): void {
    const message = state.messages.get(id)
    if (message === undefined || !markRead(state, reader, id)) return
    const timeline = state.timeline(message.conversation_id)
    let index = timeline.lowerBound(message) - 1
    for (let seen = 0; index >= 0 && seen < readBack; index--, seen++) {
      const earlier = state.messages.get(timeline.at(index).id)
      if (earlier === undefined || earlier.contact_id === reader) continue
      if (earlier.read_at !== null) return
      markRead(state, reader, earlier.id)
    }
  }

  /** The newest message of the conversation that `contact` did not send, among its last `readBack`. */
  private newestFrom(state: State, contact: string, conversationId: string): string | null {
    const timeline = state.timeline(conversationId)
    for (let index = timeline.length - 1, seen = 0; index >= 0 && seen < readBack; index--, seen++) {
      const message = timeline.at(index)
      if (message.contact_id !== contact) return message.id
    }
    return null
  }

  private scheduleEvent(event: ActivityEvent, source: string, now: number): void {
    this.schedule({
      at: now + this.seconds(event.after),
      action: event.action,
      contact: event.contact,
      conversation_id: event.conversation_id,
      message_id: event.message_id ?? null,
      source,
      text: event.message,
      reaction: event.reaction,
    })
  }

  /** The next message of a send rule: from one of the others, in one of `me`'s conversations it covers. */
  private scheduleSend(rule: ActivityRule, source: string, from: number): void {
    const state = this.host.state()
    const me = this.config?.me ?? null
    const candidates = me === null ? [] : (rule.conversations ?? state.conversationsOf(me))
    let contact: string | null = null
    let conversationId: string | null = null
    // A few draws: a conversation where `me` is alone, or that is gone, is drawn again.
    for (let attempt = 0; attempt < 8 && candidates.length > 0 && contact === null; attempt++) {
      const id = this.pick(candidates)
      const others = state.conversations.get(id)?.participants.filter((p) => p !== me) ?? []
      if (others.length > 0) [contact, conversationId] = [this.pick(others), id]
    }
    this.schedule({
      at: from + this.seconds(rule.every ?? 1),
      action: 'send',
      contact,
      conversation_id: conversationId,
      message_id: null,
      source,
      rule,
    })
  }

  private schedule(
    p: Pick<Pending, 'at' | 'action' | 'contact' | 'conversation_id' | 'message_id' | 'source' | 'rule'> & {
      text?: string
      reaction?: string
    },
  ): void {
    if (this.live >= maxPending && p.rule === undefined) {
      this.skipped++
      return
    }
    // Past the end of the clock's range it could never fall due.
    if (p.at > Number.MAX_SAFE_INTEGER) return
    const seq = ++this.seq
    this.version++
    const pending: Pending = { id: `act_${seq}`, seq, status: 'pending', result_id: null, reason: null, ...p }
    this.pending.push(pending)
    this.live++
    if (pending.conversation_id !== null) {
      const set = this.byConversation.get(pending.conversation_id) ?? new Set()
      this.byConversation.set(pending.conversation_id, set.add(pending))
    }
  }

  private cancel(pending: Pending, reason: string): void {
    this.version++
    this.unindex(pending)
    this.record(pending, 'cancelled', null, reason, this.host.clock.now())
    // Left in the heap, marked: `next` drops it when it comes to the top.
    pending.status = 'cancelled'
    if (pending.rule !== undefined) this.scheduleSend(pending.rule, pending.source, this.host.clock.now())
  }

  private unindex(pending: Pending): void {
    this.live--
    if (pending.conversation_id === null) return
    const set = this.byConversation.get(pending.conversation_id)
    set?.delete(pending)
    if (set?.size === 0) this.byConversation.delete(pending.conversation_id)
  }

  private record(
    p: Pending,
    status: 'done' | 'cancelled',
    result: string | null,
    reason: string | null,
    at = this.host.clock.now(),
  ): void {
    this.version++
    this.past.push({ ...shown(p), at, status, result_id: result, reason })
    if (this.past.length > kept) this.past.shift()
    this.pastTotal++
  }

  private text(): string {
    this.texts ??= chatTexts(this.config?.seed ?? 1)
    this.textsWritten++
    return this.texts()
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.draw() * items.length)]
  }

  private draw(): number {
    this.version++
    return this.random.next()
  }

  /** The activity as data: the configuration, what is pending and what happened, and where its draws stand. */
  image(): ActivityImage {
    const rules = this.config?.rules ?? []
    const pending = [...this.pending.values()]
      .filter((p) => p.status === 'pending')
      .map(({ rule, ...p }) => ({ ...p, rule: rule === undefined ? null : rules.indexOf(rule) }))
    return {
      config: this.config,
      pending,
      past: this.past.map((a) => ({ ...a })),
      pastTotal: this.pastTotal,
      skipped: this.skipped,
      seq: this.seq,
      random: this.random.position,
      texts: this.textsWritten,
    }
  }

  /**
   * The activity as `image` kept it, its timer armed. Its texts continue where they stood, which
   * needs the generator loaded when it has written any.
   */
  restore(image: ActivityImage): void {
    this.disarm()
    this.config = image.config
    const rules = image.config?.rules ?? []
    this.pending = new Heap<Pending>([], soonest)
    this.byConversation.clear()
    this.live = 0
    for (const { rule, ...p } of image.pending) {
      const pending: Pending = rule === null ? { ...p } : { ...p, rule: rules[rule] }
      this.pending.push(pending)
      this.live++
      if (pending.conversation_id !== null) {
        const set = this.byConversation.get(pending.conversation_id) ?? new Set()
        this.byConversation.set(pending.conversation_id, set.add(pending))
      }
    }
    this.past.splice(0, this.past.length, ...image.past)
    this.pastTotal = image.pastTotal
    this.skipped = image.skipped
    this.seq = image.seq
    this.random = new SeededRandom(image.random)
    this.texts = null
    this.textsWritten = 0
    if (image.config !== null && image.texts > 0) for (let i = 0; i < image.texts; i++) this.text()
    this.version++
    this.arm()
  }

  /** Seconds in the clock's unit. */
  private seconds(n: number): number {
    return this.host.clock.unit === 'ms' ? n * 1000 : n
  }
}

function soonest(a: Pending, b: Pending): boolean {
  return a.at < b.at || (a.at === b.at && a.seq < b.seq)
}

/** Whether the configuration may write a generated text: a reply or send rule, a send event without one. */
export function writesTexts(config: ActivityConfig): boolean {
  return (
    config.rules.some((r) => r.action === 'reply' || r.action === 'send') ||
    config.script.some((e) => e.action === 'send' && e.message === undefined)
  )
}

function covers(rule: ActivityRule, conversationId: string): boolean {
  return rule.conversations === undefined || rule.conversations.includes(conversationId)
}

/** A pending action as the API shows it. */
function shown(p: Pending): ActivityAction {
  const { id, at, action, contact, conversation_id, message_id, source, status, result_id, reason } = p
  return { id, at, action, contact, conversation_id, message_id, source, status, result_id, reason }
}
