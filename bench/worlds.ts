import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs'

/**
 * The fixture worlds the bench serves, written out explicitly (not through a `generate` section)
 * so that the bench knows the ids its URLs name, at every size.
 *
 * The caller `ct_bench` takes part in 200 conversations: 50 groups it owns (three members each)
 * and 150 direct conversations. One group conversation, the busy one, holds every tenth message,
 * so a list of one conversation has deep pages even in the 1,000-message world; the rest are spread
 * evenly over the other 199. Message i is one second newer than message i - 1.
 */
export interface World {
  readonly messages: number
  readonly token: string
  readonly caller: string
  /** The group conversation holding every tenth message. */
  readonly busy: string
  /** The newest message of the busy conversation. */
  readonly newest: string
  /** A message half way down the busy conversation. */
  readonly deepInBusy: string
  /** A message half way down everything the caller sees (in another conversation than the busy one). */
  readonly deepAcross: string
}

export const token = 'tok_bench'
export const caller = 'ct_bench'
export const username = 'bench'
const groupCount = 50
const directCount = 150
const others = 199
/** The last message is created at 2026-01-01T00:00:00Z, whatever the size. */
const newestAt = 1_767_225_600

const texts = [
  'See you at 7 at the usual place?',
  'Running ten minutes late, sorry!',
  'Can you send me the slides from this morning?',
  'Sounds good to me',
  'Did anyone book the table for Friday?',
  'The build is green again, thanks for the fix.',
  'Happy birthday!!',
  'I will be offline until Monday, ping Ana if it is urgent.',
  'lol',
  'Where did we land on the venue for the offsite?',
  'Photos from the trip are in the shared album.',
  'ok',
]

const pad = (n: number, width: number) => String(n).padStart(width, '0')
/** Ids as long as generated ones (a prefix and 20 characters), so memory figures are realistic. */
export const messageId = (i: number) => `msg_${i.toString(36).padStart(20, '0')}`
const contactId = (k: number) => `ct_${pad(k, 20)}`
const conversationId = (c: number) => (c < groupCount ? `conv_g${pad(c, 19)}` : `conv_d${pad(c, 19)}`)

/** Conversation index of message i: every tenth goes to the busy conversation 0. */
const conversationOf = (i: number) => (i % 10 === 0 ? 0 : 1 + (i % others))

function participants(c: number): string[] {
  if (c < groupCount) return [caller, ...[0, 1, 2].map((j) => contactId((3 * c + j) % others))]
  return [caller, contactId((c - groupCount) % others)]
}

/** Writes the world with `messages` messages to `file` (streamed: a million messages is ~170 MB). */
export function writeWorld(file: string, messages: number): World {
  const fd = openSync(file, 'w')
  try {
    const head = {
      default_caller: caller,
      tokens: { [token]: caller },
      contacts: [
        { id: caller, username, phone_number: '+15550100000', created_at: newestAt - 10 * 365 * 86_400 },
        ...Array.from({ length: others }, (_, k) => ({
          id: contactId(k),
          username: `user${pad(k, 3)}`,
          created_at: newestAt - 365 * 86_400 + k,
        })),
      ],
      groups: Array.from({ length: groupCount }, (_, c) => ({
        id: `grp_${pad(c, 20)}`,
        name: `Group ${c}`,
        owner: caller,
        contacts: participants(c).slice(1),
        conversation_id: conversationId(c),
        created_at: newestAt - 10 * 365 * 86_400 + c,
      })),
      conversations: Array.from({ length: directCount }, (_, d) => ({
        id: conversationId(groupCount + d),
        participants: participants(groupCount + d),
      })),
    }
    const text = JSON.stringify(head)
    writeSync(fd, `${text.slice(0, -1)},"messages":[`)
    const first = newestAt - messages + 1
    let chunk: string[] = []
    for (let i = 0; i < messages; i++) {
      const c = conversationOf(i)
      const from = participants(c)
      const message: Record<string, unknown> = {
        id: messageId(i),
        conversation_id: conversationId(c),
        contact: from[i % from.length],
        message: texts[i % texts.length],
        created_at: first + i,
      }
      if (i % 7 === 3) message.reactions = [{ like: [username] }]
      chunk.push(JSON.stringify(message))
      if (chunk.length === 10_000 || i === messages - 1) {
        writeSync(fd, (i + 1 > chunk.length ? ',' : '') + chunk.join(','))
        chunk = []
      }
    }
    writeSync(fd, ']}')
  } finally {
    closeSync(fd)
  }
  const busyLast = 10 * Math.floor((messages - 1) / 10)
  const half = Math.floor(messages / 2)
  return {
    messages,
    token,
    caller,
    busy: conversationId(0),
    newest: messageId(busyLast),
    deepInBusy: messageId(10 * Math.floor(messages / 20)),
    deepAcross: messageId(half % 10 === 0 ? half + 1 : half),
  }
}

/** Explicit messages a fixture file holds at most: the mock refuses files over 64 MiB. */
const explicitShare = 0.1
const generatedGroups = 200
const generatedDirect = 25

/**
 * A world of `messages` messages for the size test, as a fixture file small enough to load at a
 * million: the mock refuses fixture files over 64 MiB (~180 bytes a message), so only the busy
 * conversation (a tenth of the messages, ids known to the bench) is written out, and a `generate`
 * section adds the other nine tenths over 225 generated conversations (200 groups and 25 direct
 * ones, the caller in about 200 of them, as in the throughput world). The generated part has the same conversations and participants at
 * every size (same seed, same counts), so that sizes differ only in their messages.
 */
export function writeSizeWorld(file: string, messages: number): World {
  const busyCount = Math.round(messages * explicitShare)
  const friends = [0, 1, 2].map(contactId)
  const span = 365 * 86_400
  const head = {
    default_caller: caller,
    tokens: { [token]: caller },
    contacts: [
      { id: caller, username, phone_number: '+15550100000', created_at: newestAt - 10 * span },
      ...friends.map((id, k) => ({ id, username: `friend${k}`, created_at: newestAt - 10 * span })),
    ],
    conversations: [{ id: conversationId(0), participants: [caller, ...friends] }],
    generate: {
      seed: 7,
      contacts: others - friends.length,
      groups: generatedGroups,
      direct_conversations: generatedDirect,
      messages_per_conversation: Math.round((messages - busyCount) / (generatedGroups + generatedDirect)),
    },
  }
  const fd = openSync(file, 'w')
  try {
    writeSync(fd, `${JSON.stringify(head).slice(0, -1)},"messages":[`)
    const from = [caller, ...friends]
    for (let start = 0; start < busyCount; start += 10_000) {
      const chunk: string[] = []
      for (let i = start; i < Math.min(busyCount, start + 10_000); i++) {
        chunk.push(
          JSON.stringify({
            id: messageId(i),
            conversation_id: conversationId(0),
            contact: from[i % from.length],
            message: texts[i % texts.length],
            ...(i % 7 === 3 ? { reactions: [{ like: [username] }] } : {}),
            // Spread over the last year, among the generated messages.
            created_at: newestAt - span + Math.floor(((i + 1) * span) / (busyCount + 1)),
          }),
        )
      }
      writeSync(fd, (start > 0 ? ',' : '') + chunk.join(','))
    }
    writeSync(fd, ']}')
  } finally {
    closeSync(fd)
  }
  const middle = messageId(Math.floor(busyCount / 2))
  return {
    messages,
    token,
    caller,
    busy: conversationId(0),
    newest: messageId(busyCount - 1),
    deepInBusy: middle,
    deepAcross: middle,
  }
}

/** A world made by the mock's generator alone, as an inspector user would browse one. */
export interface GeneratedWorld {
  readonly messages: number
  readonly token: string
  readonly caller: string
}

/** The generated world's conversations: 500 groups and 500 direct ones, over 1,000 contacts. */
const generated = { contacts: 1000, groups: 500, direct_conversations: 500 }

/**
 * The world of the control-plane test: `generate` with 1,000 contacts, 500 groups and 500 direct
 * conversations and `messages` / 1,000 messages in each (at a million: contacts=1000,groups=500,
 * direct_conversations=500,messages_per_conversation=1000), the same seed at every size. The only
 * explicit record is the caller, whose token the reads use; the generator makes it the owner of
 * every other group and puts it in most of the rest and in most direct conversations.
 */
export function writeGeneratedWorld(file: string, messages: number): GeneratedWorld {
  const conversations = generated.groups + generated.direct_conversations
  const perConversation = Math.max(1, Math.round(messages / conversations))
  const fixture = {
    default_caller: caller,
    tokens: { [token]: caller },
    contacts: [{ id: caller, username, phone_number: '+15550100000', created_at: newestAt - 10 * 365 * 86_400 }],
    generate: { seed: 7, ...generated, messages_per_conversation: perConversation },
  }
  writeFileSync(file, JSON.stringify(fixture))
  return { messages: perConversation * conversations, token, caller }
}
