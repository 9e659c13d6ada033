import type { Fixture } from 'messaging-mock'

/**
 * A world of ana (tok_ana, the app's caller) with one group of hers, which ben is in and has
 * written `messages` to: loaded into a test's tenant, it is all the app can see there.
 */
export function oneGroup(id: string, name: string, messages: string[] = []): Fixture {
  const conversation = `conv_${id}`
  return {
    default_caller: 'ct_ana',
    tokens: { tok_ana: 'ct_ana' },
    contacts: [
      { id: 'ct_ana', username: 'ana' },
      { id: 'ct_ben', username: 'ben' },
    ],
    groups: [{ id, name, owner: 'ct_ana', contacts: ['ct_ben'], conversation_id: conversation }],
    messages: messages.map((message) => ({ conversation_id: conversation, contact: 'ct_ben', message })),
  }
}

/** What the app asked the mock, oldest first, as `METHOD /path?query -> status`. */
export function asked(journal: { method: string; path: string; query: Record<string, unknown>; status: number }[]) {
  return journal
    .map(({ method, path, query, status }) => {
      const search = new URLSearchParams(query as Record<string, string>).toString()
      return `${method} ${path}${search ? `?${search}` : ''} -> ${status}`
    })
    .reverse()
}
