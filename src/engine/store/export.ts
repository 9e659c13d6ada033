import type { Fixture, FixtureContact, FixtureConversation, FixtureGroup, WorldMessage } from '../core/types.gen.js'
import type { CowMap } from './cow-map.js'
import type { MessageRecord } from './records.js'
import type { State } from './state.js'

type Lists = 'contacts' | 'groups' | 'conversations' | 'messages'

/**
 * The fixture document of a state with its lists not walked yet: the one description of the
 * export, which `exportState` turns into arrays and GET /__state writes item by item (see
 * export-stream.ts). Keys come in the document's order. The lists read a snapshot taken when this
 * is made, so later changes to the state do not reach them, however late they are walked.
 */
export type StateParts = Omit<Fixture, Lists | 'generate'> & {
  [K in Lists]-?: Iterable<NonNullable<Fixture[K]>[number]>
}

/**
 * Items are written in creation order, so that loading the document back gives every list the
 * same order (ties included) and every /v1 answer the same body.
 */
export function stateParts(state: State): StateParts {
  const { world } = state
  const tokens: NonNullable<Fixture['tokens']> = {}
  for (const [token, { contact, expires_at }] of world.tokens)
    tokens[token] = expires_at === null ? contact : { contact, expires_at }
  const contacts = state.contacts.snapshot()
  const groups = state.groups.snapshot()
  const conversations = state.conversations.snapshot()
  const messages = state.messages.snapshot()
  return {
    timestamp_unit: state.clock.unit,
    ...(world.defaultCaller === null ? {} : { default_caller: world.defaultCaller }),
    tokens,
    contacts: map(contacts.values(), (c): FixtureContact => ({ ...c })),
    groups: map(bySeq(groups), ({ seq, ...g }): FixtureGroup => ({ ...g, contacts: [...g.contacts] })),
    conversations: map(conversations.values(), (c): FixtureConversation | undefined =>
      c.group_id === null ? { id: c.id, participants: [...c.participants] } : undefined,
    ),
    messages: map(bySeq(messages), fixtureMessage),
  }
}

/** A message in the fixture's shape, every field present: what /__state and /__world write. */
export function fixtureMessage({ seq, contact_id, ...m }: MessageRecord): WorldMessage {
  return {
    ...m,
    contact: contact_id,
    reactions: m.reactions.map((r) => ({ ...r })),
    attachments: m.attachments.map((a) => ({ ...a })),
  }
}

/** The state as a fixture document (what `running.state()` gives). */
export function exportState(state: State): Fixture {
  const parts = stateParts(state)
  return {
    ...parts,
    contacts: [...parts.contacts],
    groups: [...parts.groups],
    conversations: [...parts.conversations],
    messages: [...parts.messages],
  }
}

const seqOf = (item: { seq: number }) => item.seq

/**
 * The values in creation order. The maps keep it already (a world is built in fixture order, the
 * API adds in seq order), which costs O(changes) to confirm; a sort is the fallback if not.
 */
function* bySeq<T extends { seq: number }>(map: CowMap<string, T>): Generator<T> {
  if (map.increasingBy(seqOf)) yield* map.values()
  else yield* [...map.values()].sort((a, b) => a.seq - b.seq)
}

/** `items` through `f`, lazily; what `f` maps to undefined is left out. */
function* map<T, U>(items: Iterable<T>, f: (item: T) => U | undefined): Generator<U> {
  for (const item of items) {
    const out = f(item)
    if (out !== undefined) yield out
  }
}
