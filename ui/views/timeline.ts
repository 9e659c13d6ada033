import type { FixtureMessage } from '../../src/types.gen.js'
import { h, highlight } from '../dom.js'
import { formatBytes, formatTime, plural } from '../format.js'
import { type ConversationView, conversationMatches, messageMatches, type WorldModel } from '../world-model.js'

/** The selected conversation's messages, newest first; with a query, only those it matches. */
export function timelinePanel(model: WorldModel, c: ConversationView | null, query: string): HTMLElement {
  if (!c)
    return h(
      'section',
      { class: 'panel timeline', 'aria-label': 'Timeline' },
      h('p', { class: 'empty' }, 'No conversation.'),
    )
  const whole = query === '' || conversationMatches(model, query, c)
  const shown = whole ? c.messages : c.messages.filter((m) => messageMatches(query, m))
  const title = c.group ? c.group.name : c.participants.map((p) => model.nameOf(p)).join(' ↔ ')
  return h(
    'section',
    { class: 'panel timeline', 'aria-labelledby': 'timeline-title', 'data-id': c.id },
    h('h2', { id: 'timeline-title' }, title),
    h(
      'p',
      { class: 'meta' },
      h('code', {}, c.id),
      ' · ',
      c.group ? 'group conversation' : 'direct conversation',
      ' · ',
      whole ? plural(c.messages.length, 'message') : `${shown.length} of ${plural(c.messages.length, 'message')}`,
      ', newest first',
    ),
    shown.length === 0
      ? h('p', { class: 'empty' }, whole ? 'No messages yet.' : 'No message here matches.')
      : h(
          'ol',
          { class: 'messages', 'aria-label': `Messages of ${title}` },
          shown.map((m) => messageItem(model, m, query)),
        ),
  )
}

function messageItem(model: WorldModel, m: FixtureMessage, query: string): HTMLElement {
  const mark = (text: string) => highlight(text, query)
  const reactions = (m.reactions ?? []).flatMap((r) => Object.entries(r))
  const attachments = m.attachments ?? []
  return h(
    'li',
    { class: 'message', 'data-id': m.id ?? '' },
    h(
      'div',
      { class: 'message-head' },
      h('strong', { title: m.contact }, model.nameOf(m.contact)),
      h('time', {}, formatTime(m.created_at)),
      h('code', { class: 'muted' }, mark(m.id ?? '')),
    ),
    h('p', { class: 'text' }, mark(m.message)),
    attachments.length > 0 &&
      h(
        'ul',
        { class: 'attachments', 'aria-label': 'Attachments' },
        attachments.map((a) =>
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
