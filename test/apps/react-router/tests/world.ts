import type { Fixture } from 'messaging-mock'

/**
 * A tenant's world: ana (tok_ana, the app's caller) and one group of hers, named for the test that
 * loads it, with its messages (oldest first), so that what a page shows can only come from that tenant.
 */
export function worldWith(group: { id: string; name: string }, messages: string[] = []): Fixture {
  const conversation = `conv_${group.id}`
  return {
    default_caller: 'ct_ana',
    tokens: { tok_ana: 'ct_ana' },
    contacts: [{ id: 'ct_ana', username: 'ana' }],
    groups: [{ ...group, owner: 'ct_ana', contacts: [], conversation_id: conversation }],
    messages: messages.map((message) => ({ conversation_id: conversation, contact: 'ct_ana', message })),
  }
}

/** The groups of the list as the server wrote it in the page's HTML: [link, name] for each. */
export function groupsInHtml(html: string): string[][] {
  const list = /<ul aria-label="Groups">(.*?)<\/ul>/s.exec(html)
  if (list === null) throw new Error(`No list of groups in the page:\n${html}`)
  return [...list[1].matchAll(/<li><a href="([^"]*)"[^>]*>([^<]*)<\/a><\/li>/g)].map(([, href, name]) => [href, name])
}
