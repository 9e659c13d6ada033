import type { Faker } from '@faker-js/faker'
import { SeededRandom } from '../core/random.js'
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
} from '../core/types.gen.js'
import type { TimestampUnit } from '../store/clock.js'
import { IdGenerator } from '../store/ids.js'
import { FixtureError, type WorldSource } from '../store/world.js'
import type { Fake } from './index.js'
import { NameMaker } from './names.js'
import { TextMaker } from './texts.js'
import { Vocabulary } from './vocabulary.js'

export const maxGeneratedMessages = 5_000_000
/** Generated time ends here (2026-01-01T00:00:00Z), so a seed gives the same world on any day. */
const anchor = 1_767_225_600
const day = 86_400
/** Reaction names, the most used first: a reaction's name is drawn with more weight on the first. */
const reactionNames = [
  'like',
  'love',
  'laugh',
  'thumbs_up',
  'heart',
  'joy',
  'wow',
  'fire',
  'clap',
  'sad',
  'party',
  'pray',
  'eyes',
  'thinking',
  'rocket',
  'tada',
  'ok_hand',
  'heart_eyes',
  'raised_hands',
  'muscle',
  'sparkles',
  'rofl',
  'sweat_smile',
  'angry',
  'thumbs_down',
  'cry',
  'star',
  'check',
  'skull',
  'see_no_evil',
]
const poolSize = 100
const reactionShare = 0.15
const attachmentShare = 0.05
/** The empty reactions and attachments of most generated messages: one list for all of them. */
const none = Object.freeze([]) as never[]

/**
 * Generated worlds. json-schema-faker makes from the schemas a pool of up to 100 of each kind of
 * record (contacts, groups, attachments): which fields are null, and the values faker hints at.
 * Those shapes repeat; what a person reads does not: usernames, phone numbers, avatars, group names
 * and descriptions, file names and every message text are made per record, from a vocabulary that
 * `faker` (seeded with the spec's seed) draws once. This module also adds what a schema cannot say:
 * ids, who takes part where, senders among the participants, times in order (a message after its
 * conversation began and after its sender joined, read after sent), reactions by participants'
 * usernames, a few archived groups.
 */
export function generateWorld(
  doc: Fixture,
  spec: Required<GenerateSpec>,
  fake: Fake,
  faker: Faker,
  unit: TimestampUnit,
  notify: (message: string) => void,
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
  const progress = new Progress(total, notify)

  // json-schema-faker takes milliseconds per object: it fills pools of shapes, and each record
  // takes a shape and gets its own values.
  const pool = <T>(ref: string, wanted: number) =>
    Array.from({ length: Math.min(poolSize, wanted) }, () => fake(ref) as T)
  const people = pool<Contact>('contact.schema.json', spec.contacts)
  // A whole group would come with up to 256 generated members: only its own fields are faked.
  const groupPool = Array.from({ length: Math.min(poolSize, spec.groups) }, () => ({
    name: fake('group.schema.json#/properties/name') as Group['name'],
    description: fake('group.schema.json#/properties/description') as Group['description'],
    avatar_url: fake('group.schema.json#/properties/avatar_url') as Group['avatar_url'],
  }))
  const files = pool<Attachment>('attachment.schema.json', Math.ceil(total * attachmentShare))
  const words = new Vocabulary(faker, random)
  const texts = new TextMaker(words, total)
  const names = new NameMaker(words)

  const explicit = (doc.contacts ?? []).filter((c): c is typeof c & { id: string } => c.id !== undefined)
  const taken = new Set(explicit.map((c) => c.username).filter((u) => typeof u === 'string'))
  const contacts: Contact[] = []
  for (let i = 0; i < spec.contacts; i++) {
    const c = people[i % people.length]
    // A shape without a username still needs one, for its token.
    const name = c.username === null ? `user${i}` : names.username()
    let handle = name.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 56) || `user${i}`
    if (taken.has(handle)) handle = `${handle}${i}`
    taken.add(handle)
    const created = anchor - int(60, 720) * day
    contacts.push({
      id: ids.next('ct'),
      username: handle,
      phone_number: c.phone_number === null ? null : faker.phone.number({ style: 'international' }),
      avatar_url: c.avatar_url === null ? null : faker.image.avatar(),
      last_active_at: c.last_active_at === null ? null : int(created, anchor) * scale,
      created_at: created * scale,
    })
  }
  const everyone = [
    ...explicit.map((c) => ({ id: c.id, username: c.username ?? null, created_at: c.created_at ?? 0 })),
    ...contacts,
  ]
  const caller = doc.default_caller ?? everyone[0]?.id
  const joined = new Map(everyone.map((c) => [c.id, c.created_at / scale]))
  const usernameOf = new Map(everyone.map((c) => [c.id, c.username]))
  const everyoneIds = [...joined.keys()]
  /** `n` different contacts other than `exclude` (drawn, not filtered: there may be 100,000), or all if fewer. */
  const othersThan = (exclude: string, n: number) => {
    const wanted = Math.min(n, everyoneIds.length - (joined.has(exclude) ? 1 : 0))
    const out = new Set<string>()
    while (out.size < wanted) {
      const id = pick(everyoneIds)
      if (id !== exclude) out.add(id)
    }
    return [...out]
  }
  /** `n` different items of `items`, or all of them in some order if there are fewer. */
  const sample = <T>(items: readonly T[], n: number): T[] => {
    const copy = items.slice()
    const k = Math.min(n, copy.length)
    for (let j = 0; j < k; j++) {
      const other = j + Math.floor(random.next() * (copy.length - j))
      const swap = copy[j]
      copy[j] = copy[other]
      copy[other] = swap
    }
    copy.length = k
    return copy
  }

  const groups: FixtureGroup[] = []
  const conversations: { id: string; participants: string[]; start: number }[] = []
  for (let i = 0; caller !== undefined && i < spec.groups; i++) {
    const g = groupPool[i % groupPool.length]
    const owner = i % 2 === 0 ? caller : pick(everyoneIds)
    const members = othersThan(owner, int(2, 8))
    if (owner !== caller && !members.includes(caller) && chance(0.8)) members.push(caller)
    const participants = [owner, ...members]
    const start = Math.max(...participants.map((p) => joined.get(p) ?? 0)) + int(1, 30) * day
    const created = Math.min(start, anchor - day)
    const archived = (i === 2 || chance(0.1)) && spec.groups >= 3
    const group = {
      id: ids.next('grp'),
      name: names.groupName(),
      description: g.description === null ? null : faker.company.catchPhrase(),
      avatar_url: g.avatar_url === null ? null : `https://picsum.photos/seed/${faker.string.alphanumeric(10)}/256/256`,
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
  for (let i = 0; caller !== undefined && everyoneIds.length > 1 && i < spec.direct_conversations; i++) {
    const first = chance(0.7) ? caller : pick(everyoneIds)
    const participants = [first, othersThan(first, 1)[0]]
    const id = ids.next('conv')
    direct.push({ id, participants })
    conversations.push({ id, participants, start: Math.max(...participants.map((p) => joined.get(p) ?? 0)) + day })
  }

  /** One to four reaction names (the first ones more often), each used by one or more participants. */
  const react = (reactors: readonly string[]): Reaction[] => {
    const r = random.next()
    const count = r < 0.7 ? 1 : r < 0.9 ? 2 : r < 0.97 ? 3 : 4
    const reactions: Reaction[] = []
    const used: string[] = []
    while (used.length < count) {
      const x = random.next()
      const name = reactionNames[Math.floor(x * x * reactionNames.length)]
      if (used.includes(name)) continue
      used.push(name)
      const y = random.next()
      const who = y < 0.55 ? 1 : y < 0.8 ? 2 : y < 0.92 ? 3 : int(4, Math.max(4, reactors.length))
      // Set on an empty object: an object literal with a computed key is several times slower.
      const reaction: Reaction = {}
      reaction[name] = sample(reactors, who)
      reactions.push(reaction)
    }
    return reactions
  }
  const attach = (): Attachment[] => {
    const count = chance(0.88) ? 1 : int(2, 3)
    const out: Attachment[] = []
    for (let k = 0; k < count; k++) {
      const shape = pick(files)
      const id = ids.next('att')
      const made = names.file(id)
      out.push({
        id,
        url: made.url,
        filename: shape.filename === null ? null : made.filename,
        content_type: shape.content_type === null ? null : made.content_type,
        size: shape.size === null ? null : made.size,
      })
    }
    return out
  }

  // Messages are made as the world's builder takes them: a million of them never exist twice
  // (as fixture items and as records) at the same time. All have the same fields, in the same
  // order, which keeps making them fast.
  function* generatedMessages(): Generator<FixtureMessage> {
    let made = 0
    for (const conversation of conversations) {
      const { participants } = conversation
      const reactors = [
        ...new Set(participants.map((p) => usernameOf.get(p)).filter((u): u is string => typeof u === 'string')),
      ]
      const span = Math.max(anchor - conversation.start, 1)
      const step = span / (spec.messages_per_conversation + 1)
      for (let i = 0; i < spec.messages_per_conversation; i++) {
        const created = Math.floor(conversation.start + step * (i + 1))
        const contact = pick(participants)
        const message = texts.message()
        const reactions = reactors.length > 0 && chance(reactionShare) ? react(reactors) : none
        const attachments = chance(attachmentShare) ? attach() : none
        yield {
          id: ids.next('msg'),
          conversation_id: conversation.id,
          contact,
          message,
          reactions,
          attachments,
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
    // Without explicit messages, no generator in between: a million steps each cost.
    messages: doc.messages?.length
      ? (function* () {
          yield* doc.messages ?? []
          yield* generatedMessages()
        })()
      : generatedMessages(),
  }
}

/** Reports through the server's notices (stderr by default) while a generation runs longer than a second. */
class Progress {
  private readonly started = performance.now()
  private lastReport = 0

  constructor(
    private readonly total: number,
    private readonly notify: (message: string) => void,
  ) {}

  tick(done: number): void {
    const elapsed = performance.now() - this.started
    if (elapsed > 1000 && elapsed - this.lastReport > 500) {
      this.lastReport = elapsed
      this.notify(`generating messages ${done.toLocaleString('en')} / ${this.total.toLocaleString('en')}`)
    }
  }

  done(count: number): void {
    if (this.lastReport > 0)
      this.notify(
        `generated ${count.toLocaleString('en')} messages in ${Math.round(performance.now() - this.started)} ms`,
      )
  }
}
