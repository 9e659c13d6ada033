import type { Fixture, FixtureContact } from '../../src/types.gen.js'
import type { Api } from '../api.js'
import { fill, h, highlight } from '../dom.js'
import { formatTime, plural } from '../format.js'
import {
  type ConversationView,
  contactMatches,
  conversationMatches,
  messageMatches,
  modelOf,
  type WorldModel,
} from '../world-model.js'
import { timelinePanel } from './timeline.js'

/** World: contacts with their tokens, groups, conversations and the selected one's timeline. */
export class WorldView {
  readonly el: HTMLElement
  private readonly counts = h('dl', { class: 'counts', 'aria-label': 'Counts' })
  private readonly grid = h('div', { class: 'world-grid' })
  private model: WorldModel | null = null
  private seen = ''
  private selected: string | null = null
  private query = ''
  /** A text with what the search matches marked. */
  private readonly mark = (text: string) => highlight(text, this.query)

  constructor(private readonly api: Api) {
    const search = h('input', {
      id: 'world-search',
      type: 'search',
      placeholder: 'ct_ana, grp_trip, pastries…',
      autocomplete: 'off',
      oninput: () => {
        this.query = search.value.trim().toLowerCase()
        this.render()
      },
    })
    this.el = h(
      'section',
      { id: 'view-world', class: 'view', role: 'tabpanel', 'aria-labelledby': 'tab-world' },
      h(
        'div',
        { class: 'toolbar' },
        this.counts,
        h('div', { class: 'field search' }, h('label', { for: 'world-search' }, 'Search by id or text'), search),
      ),
      this.grid,
    )
  }

  /** Fetches the state and redraws when it changed. */
  async refresh(): Promise<void> {
    const state = await this.api.call<Fixture>('GET', '/__state')
    const text = JSON.stringify(state)
    if (text === this.seen) return
    this.seen = text
    this.model = modelOf(state)
    this.render()
  }

  /** Forgets what it showed: the next refresh draws afresh (another tenant, say). */
  forget(): void {
    this.seen = ''
    this.selected = null
  }

  private render(): void {
    const model = this.model
    if (!model) return
    // Redrawing replaces the buttons: the one that had the focus gets it back.
    const focusKey = document.activeElement?.getAttribute('data-focus')
    const q = this.query
    const conversations = model.conversations.filter(
      (c) => conversationMatches(model, q, c) || c.messages.some((m) => messageMatches(q, m)),
    )
    if (!model.conversations.some((c) => c.id === this.selected)) this.selected = null
    this.selected ??= model.conversations[0]?.id ?? null
    const selected = model.conversations.find((c) => c.id === this.selected) ?? null
    fill(
      this.counts,
      Object.entries(model.counts).map(([name, n]) => h('div', {}, h('dt', {}, name), h('dd', {}, n))),
    )
    fill(
      this.grid,
      this.contactsPanel(model),
      this.conversationsPanel(model, conversations),
      timelinePanel(model, selected, this.query),
    )
    if (focusKey) (this.grid.querySelector(`[data-focus="${CSS.escape(focusKey)}"]`) as HTMLElement | null)?.focus()
  }

  private contactsPanel(model: WorldModel): HTMLElement {
    const shown = model.contacts.filter((c) => contactMatches(model, this.query, c))
    return h(
      'section',
      { class: 'panel contacts', 'aria-labelledby': 'contacts-title' },
      h('h2', { id: 'contacts-title' }, 'Contacts ', h('span', { class: 'count' }, countOf(shown, model.contacts))),
      shown.length === 0
        ? h('p', { class: 'empty' }, 'No contact matches.')
        : h(
            'table',
            {},
            h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Contact'), h('th', { scope: 'col' }, 'Tokens'))),
            h(
              'tbody',
              {},
              shown.map((c) => this.contactRow(model, c)),
            ),
          ),
    )
  }

  private contactRow(model: WorldModel, c: FixtureContact): HTMLElement {
    const id = c.id ?? ''
    const tokens = model.tokensOf.get(id) ?? []
    return h(
      'tr',
      { 'data-id': id },
      h(
        'td',
        {},
        h('strong', {}, this.mark(c.username ?? '(no username)')),
        id === model.defaultCaller && h('span', { class: 'badge', title: 'default caller' }, 'default'),
        h('br'),
        h('code', {}, this.mark(id)),
        c.phone_number && [' ', h('span', { class: 'muted' }, this.mark(c.phone_number))],
      ),
      h(
        'td',
        {},
        tokens.length === 0
          ? h('span', { class: 'muted' }, 'none')
          : tokens.map((t) =>
              h(
                'div',
                {},
                h('code', { class: 'token' }, this.mark(t.token)),
                t.expiresAt !== null && h('span', { class: 'muted' }, ` expires ${formatTime(t.expiresAt)}`),
              ),
            ),
      ),
    )
  }

  private conversationsPanel(model: WorldModel, shown: ConversationView[]): HTMLElement {
    const groups = shown.filter((c) => c.group !== null)
    const directs = shown.filter((c) => c.group === null)
    return h(
      'section',
      { class: 'panel conversations', 'aria-labelledby': 'groups-title' },
      h('h2', { id: 'groups-title' }, 'Groups ', h('span', { class: 'count' }, countOf(groups, model.groups))),
      groups.length === 0
        ? h('p', { class: 'empty' }, 'No group matches.')
        : h(
            'ul',
            { class: 'cards' },
            groups.map((c) => this.conversationCard(model, c)),
          ),
      h('h2', {}, 'Direct conversations ', h('span', { class: 'count' }, directs.length)),
      directs.length === 0
        ? h('p', { class: 'empty' }, this.query ? 'No direct conversation matches.' : 'None.')
        : h(
            'ul',
            { class: 'cards' },
            directs.map((c) => this.conversationCard(model, c)),
          ),
    )
  }

  private conversationCard(model: WorldModel, c: ConversationView): HTMLElement {
    const g = c.group
    const current = c.id === this.selected
    const hits = this.query ? c.messages.filter((m) => messageMatches(this.query, m)).length : null
    return h(
      'li',
      { class: current ? 'card current' : 'card', 'data-id': c.id },
      h(
        'button',
        {
          type: 'button',
          class: 'pick',
          'data-focus': `conv:${c.id}`,
          'aria-pressed': current ? 'true' : 'false',
          onclick: () => {
            this.selected = c.id
            this.render()
            // In one column the timeline is below every list: bring it up.
            if (matchMedia('(max-width: 720px)').matches) this.grid.querySelector('.timeline')?.scrollIntoView()
          },
        },
        this.mark(g ? g.name : c.participants.map((p) => model.nameOf(p)).join(' ↔ ')),
      ),
      g &&
        (g.archived_at
          ? h('span', { class: 'badge archived' }, `archived ${formatTime(g.archived_at)}`)
          : h('span', { class: 'badge active' }, 'active')),
      h(
        'p',
        { class: 'meta' },
        g && [h('code', {}, this.mark(g.id ?? '')), ' · '],
        h('code', {}, this.mark(c.id)),
        ' · ',
        plural(c.messages.length, 'message'),
        hits !== null && hits > 0 && h('span', { class: 'hits' }, ` · ${hits} matching`),
      ),
      g?.description && h('p', { class: 'desc' }, this.mark(g.description)),
      g && this.members(model, c),
    )
  }

  private members(model: WorldModel, c: ConversationView): HTMLElement {
    const owner = c.group?.owner
    return h(
      'p',
      { class: 'members' },
      h('span', { class: 'muted' }, 'Members: '),
      c.participants.map((p) =>
        h(
          'span',
          { class: p === owner ? 'chip owner' : 'chip', title: p },
          this.mark(model.nameOf(p)),
          p === owner && ' (owner)',
        ),
      ),
    )
  }
}

const countOf = (shown: unknown[], all: unknown[]) =>
  shown.length === all.length ? String(all.length) : `${shown.length} of ${all.length}`
