import type { Fixture, FixtureMessage } from '../types.gen.js'
import type { State } from './state.js'

/**
 * The state as a fixture document. Items are written in creation order, so that loading it back
 * gives every list the same order (ties included) and every /v1 answer the same body.
 */
export function exportState(state: State): Fixture {
  const { world } = state
  const tokens: NonNullable<Fixture['tokens']> = {}
  for (const [token, { contact, expires_at }] of world.tokens)
    tokens[token] = expires_at === null ? contact : { contact, expires_at }
  const bySeq = <T extends { seq: number }>(items: Iterable<T>) => [...items].sort((a, b) => a.seq - b.seq)
  return {
    timestamp_unit: state.clock.unit,
    ...(world.defaultCaller === null ? {} : { default_caller: world.defaultCaller }),
    tokens,
    contacts: [...state.contacts.values()].map((c) => ({ ...c })),
    groups: bySeq(state.groups.values()).map(({ seq, ...g }) => ({ ...g, contacts: [...g.contacts] })),
    conversations: [...state.conversations.values()]
      .filter((c) => c.group_id === null)
      .map((c) => ({ id: c.id, participants: [...c.participants] })),
    messages: bySeq(state.messages.values()).map(
      ({ seq, contact_id, ...m }): FixtureMessage => ({
        ...m,
        contact: contact_id,
        reactions: m.reactions.map((r) => ({ ...r })),
        attachments: m.attachments.map((a) => ({ ...a })),
      }),
    ),
  }
}
