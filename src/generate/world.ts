import { SeededRandom } from '../random.js'
import type { TimestampUnit } from '../store/clock.js'
import { IdGenerator } from '../store/ids.js'
import { FixtureError, type WorldSource } from '../store/world.js'
import type {
  Attachment,
  Contact,
  Fixture,
  FixtureConversation,
  FixtureGroup,
  FixtureMessage,
  GenerateSpec,
  Group,
  Reaction,
} from '../types.gen.js'
import type { Fake } from './index.js'

export const maxGeneratedMessages = 5_000_000
/** Generated time ends here (2026-01-01T00:00:00Z), so a seed gives the same world on any day. */
const anchor = 1_767_225_600
const day = 86_400
const reactionNames = ['like', 'love', 'laugh', 'wow', 'sad', 'thumbs_up']
const poolSize = 100
const reactionShare = 0.15

/**
 * Generated worlds: json-schema-faker makes each value from the schemas (contacts, groups, pools of
 * message texts and attachments); this module adds what it cannot know: ids, who takes part where,
 * senders among the participants, times in order (a message after its conversation began and after
 * its sender joined, read after sent), reactions by participants' usernames, a few archived groups.
 */
export function generateWorld(
  doc: Fixture,
  spec: Required<GenerateSpec>,
  fake: Fake,
  unit: TimestampUnit,
): WorldSource {
  const conversationCount = spec.groups + spec.direct_conversations
  const total = conversationCount * spec.messages_per_conversation
  if (total > maxGeneratedMessages)
    throw new FixtureError('generate', [
      {
        path: ['generate', 'messages_per_conversation'],
        message: `would make ${total} messages, more than ${maxGeneratedMessages}`,
      },
    ])
  const random = new SeededRandom(spec.seed)
  const int = (min: number, max: number) => min + Math.floor(random.next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random.next() * items.length)]
  const chance = (p: number) => random.next() < p
  const ids = IdGenerator.seeded(spec.seed ^ 0x5bd1e995)
  const scale = unit === 'ms' ? 1000 : 1
  const progress = new Progress(total)

  // json-schema-faker takes milliseconds per object: it fills pools, and the bulk is drawn from them.
  const pool = <T>(ref: string, wanted: number) =>
    Array.from({ length: Math.min(poolSize, wanted) }, () => fake(ref) as T)
  const people = pool<Contact>('contact.schema.json', spec.contacts)
  // A whole group would come with up to 256 generated members: only its own fields are faked.
  const groupPool = Array.from({ length: Math.min(poolSize, spec.groups) }, () => ({
    name: fake('group.schema.json#/properties/name') as Group['name'],
    description: fake('group.schema.json#/properties/description') as Group['description'],
    avatar_url: fake('group.schema.json#/properties/avatar_url') as Group['avatar_url'],
  }))
  const texts = pool<string>('message.schema.json#/properties/message', total)
  const files = pool<Attachment>('attachment.schema.json', total)

  const explicit = (doc.contacts ?? []).filter((c): c is typeof c & { id: string } => c.id !== undefined)
  const taken = new Set(explicit.map((c) => c.username).filter((u) => typeof u === 'string'))
  const contacts: Contact[] = []
  for (let i = 0; i < spec.contacts; i++) {
    const c = people[i % people.length]
    let username = (c.username ?? `user${i}`).replace(/[^A-Za-z0-9._-]/g, '').slice(0, 56) || `user${i}`
    if (taken.has(username)) username = `${username}${i}`
    taken.add(username)
    const created = anchor - int(60, 720) * day
    contacts.push({
      ...c,
      id: ids.next('ct'),
      username,
      created_at: created * scale,
      last_active_at: c.last_active_at === null ? null : int(created, anchor) * scale,
    })
  }
  const everyone = [
    ...explicit.map((c) => ({ id: c.id, username: c.username ?? null, created_at: c.created_at ?? 0 })),
    ...contacts,
  ]
  const caller = doc.default_caller ?? everyone[0]?.id
  const joined = new Map(everyone.map((c) => [c.id, c.created_at / scale]))
  const usernameOf = new Map(everyone.map((c) => [c.id, c.username]))
  const others = (exclude: string) => everyone.map((c) => c.id).filter((id) => id !== exclude)
  const sample = (pool: string[], n: number) => {
    const copy = [...pool]
    const out: string[] = []
    while (out.length < n && copy.length > 0) out.push(copy.splice(Math.floor(random.next() * copy.length), 1)[0])
    return out
  }

  const groups: FixtureGroup[] = []
  const conversations: { id: string; participants: string[]; start: number }[] = []
  for (let i = 0; caller !== undefined && i < spec.groups; i++) {
    const g = groupPool[i % groupPool.length]
    const owner = i % 2 === 0 ? caller : pick(everyone).id
    const members = sample(others(owner), int(2, 8))
    if (owner !== caller && !members.includes(caller) && chance(0.8)) members.push(caller)
    const participants = [owner, ...members]
    const start = Math.max(...participants.map((p) => joined.get(p) ?? 0)) + int(1, 30) * day
    const created = Math.min(start, anchor - day)
    const archived = (i === 2 || chance(0.1)) && spec.groups >= 3
    const group = {
      id: ids.next('grp'),
      name: g.name,
      description: g.description,
      avatar_url: g.avatar_url,
      owner,
      contacts: members,
      conversation_id: ids.next('conv'),
      created_at: created * scale,
      archived_at: archived ? int(created, anchor) * scale : null,
    }
    groups.push(group)
    conversations.push({ id: group.conversation_id, participants, start: created })
  }
  const direct: FixtureConversation[] = []
  for (let i = 0; caller !== undefined && everyone.length > 1 && i < spec.direct_conversations; i++) {
    const first = chance(0.7) ? caller : pick(everyone).id
    const participants = [first, pick(others(first))]
    const id = ids.next('conv')
    direct.push({ id, participants })
    conversations.push({ id, participants, start: Math.max(...participants.map((p) => joined.get(p) ?? 0)) + day })
  }

  // Messages are made as the world's builder takes them: a million of them never exist twice
  // (as fixture items and as records) at the same time.
  function* generatedMessages(): Generator<FixtureMessage> {
    let made = 0
    for (const conversation of conversations) {
      const span = Math.max(anchor - conversation.start, 1)
      const step = span / (spec.messages_per_conversation + 1)
      for (let i = 0; i < spec.messages_per_conversation; i++) {
        const created = Math.floor(conversation.start + step * (i + 1))
        const reactions: Reaction[] = []
        if (chance(reactionShare)) {
          for (const name of sample(reactionNames, int(1, 2))) {
            const who = sample(conversation.participants, int(1, 3))
              .map((p) => usernameOf.get(p))
              .filter((u): u is string => typeof u === 'string')
            if (who.length > 0) reactions.push({ [name]: who })
          }
        }
        const attachments = chance(0.05) ? [{ ...pick(files), id: ids.next('att') }] : []
        yield {
          id: ids.next('msg'),
          conversation_id: conversation.id,
          contact: pick(conversation.participants),
          message: pick(texts),
          ...(reactions.length > 0 ? { reactions } : {}),
          ...(attachments.length > 0 ? { attachments } : {}),
          read_at: chance(0.6) ? (created + int(1, 3600)) * scale : null,
          created_at: created * scale,
          updated_at: chance(0.05) ? (created + int(60, 7200)) * scale : null,
        }
      }
      made += spec.messages_per_conversation
      progress.tick(made)
    }
    progress.done(made)
  }

  const tokens: NonNullable<Fixture['tokens']> = {}
  for (const c of contacts) tokens[`tok_${c.username}`] = c.id
  const { generate, ...rest } = doc
  return {
    ...rest,
    ...(caller === undefined ? {} : { default_caller: caller }),
    tokens: { ...tokens, ...doc.tokens },
    contacts: [...(doc.contacts ?? []), ...contacts],
    groups: [...(doc.groups ?? []), ...groups],
    conversations: [...(doc.conversations ?? []), ...direct],
    messages: (function* () {
      yield* doc.messages ?? []
      yield* generatedMessages()
    })(),
  }
}

/** Reports on stderr while a generation runs longer than a second. */
class Progress {
  private readonly started = performance.now()
  private lastReport = 0

  constructor(private readonly total: number) {}

  tick(done: number): void {
    const elapsed = performance.now() - this.started
    if (elapsed > 1000 && elapsed - this.lastReport > 500) {
      this.lastReport = elapsed
      process.stderr.write(
        `messaging-mock: generating messages ${done.toLocaleString('en')} / ${this.total.toLocaleString('en')}\n`,
      )
    }
  }

  done(count: number): void {
    if (this.lastReport > 0)
      process.stderr.write(
        `messaging-mock: generated ${count.toLocaleString('en')} messages in ${Math.round(performance.now() - this.started)} ms\n`,
      )
  }
}
