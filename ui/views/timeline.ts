import type { WorldConversation, WorldMessage } from '../../src/engine/core/types.gen.js'
import { h, highlight } from '../dom.js'
import { formatBytes, formatTime } from '../format.js'

/** A group's name, or a direct conversation's participants. */
export const conversationTitle = (c: WorldConversation) =>
  c.group ? c.group.name : c.participants.map((p) => p.username ?? p.id).join(' ↔ ')

/**
 * One message as the timeline and the search show it. `open`, when given, is a button to the
 * message's conversation (`conversationId`), for a message found by a search.
 */
export function messageItem(
  m: WorldMessage,
  nameOf: (contactId: string) => string,
  query: string,
  open?: () => void,
  conversationId?: string,
): HTMLElement {
  const mark = (text: string) => highlight(text, query)
  const reactions = m.reactions.flatMap((r) => Object.entries(r))
  return h(
    'li',
    { class: 'message', 'data-id': m.id },
    h(
      'div',
      { class: 'message-head' },
      h('strong', { title: m.contact }, nameOf(m.contact)),
      h('time', {}, formatTime(m.created_at)),
      h('code', { class: 'muted' }, mark(m.id)),
      open &&
        h(
          'button',
          { type: 'button', class: 'link', 'data-focus': `open:${m.id}`, onclick: open },
          `in ${conversationId}`,
        ),
    ),
    h('p', { class: 'text' }, mark(m.message)),
    m.attachments.length > 0 &&
      h(
        'ul',
        { class: 'attachments', 'aria-label': 'Attachments' },
        m.attachments.map((a) =>
          h(
            'li',
            {},
            h('span', { class: 'chip' }, 'attachment'),
            h('strong', {}, mark(a.filename ?? a.url)),
            h('span', { class: 'muted' }, ` ${a.content_type ?? 'unknown type'}, ${formatBytes(a.size)} `),
            h('code', { class: 'url' }, mark(a.url)),
          ),
        ),
      ),
    reactions.length > 0 &&
      h(
        'ul',
        { class: 'reactions', 'aria-label': 'Reactions' },
        reactions.map(([name, users]) =>
          h(
            'li',
            { class: 'chip', title: (users ?? []).join(', ') },
            h('strong', {}, name),
            ` ${(users ?? []).length} · ${(users ?? []).join(', ')}`,
          ),
        ),
      ),
    (m.read_at || m.updated_at) &&
      h(
        'p',
        { class: 'muted small' },
        m.read_at && `read ${formatTime(m.read_at)}`,
        m.read_at && m.updated_at && ' · ',
        m.updated_at && `edited ${formatTime(m.updated_at)}`,
      ),
  )
}
