import type { Fixture } from 'messaging-mock'

/** A group of ana's to load into a test's tenant, with the messages of its conversation (oldest first). */
export interface SeededGroup {
  id: string
  name: string
  messages?: string[]
}

/**
 * A world of ana's (tok_ana, the token the app calls with) holding only `groups`: what the groups
 * page of a test's tenant lists, newest (the last given) first.
 */
export function worldWith(groups: SeededGroup[]): Fixture {
  const conversation = (group: SeededGroup) => `conv_${group.id.replace(/^grp_/, '')}`
  return {
    default_caller: 'ct_ana',
    tokens: { tok_ana: 'ct_ana' },
    contacts: [{ id: 'ct_ana', username: 'ana' }],
    groups: groups.map((group) => ({
      id: group.id,
      name: group.name,
      owner: 'ct_ana',
      contacts: [],
      conversation_id: conversation(group),
    })),
    messages: groups.flatMap((group) =>
      (group.messages ?? []).map((message) => ({ conversation_id: conversation(group), contact: 'ct_ana', message })),
    ),
  }
}
