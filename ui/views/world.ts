import type { WorldContact, WorldConversation, WorldMessage, WorldSummary } from '../../src/engine/core/types.gen.js'
import { type Api, ApiError } from '../api.js'
import { type Child, fill, h, highlight } from '../dom.js'
import { formatTime, plural } from '../format.js'
import { conversationTitle, messageItem } from './timeline.js'

/** Items a list shows at first, and what "Show more" adds. */
const pageSize = 50
/** The most a list refetches at once when the world changed (then "Show more" again). */
const mostKept = 500

interface Shown<T> {
  items: T[]
  next: string | null
}

const empty = <T>(): Shown<T> => ({ items: [], next: null })

/**
 * World: the counts, contacts with their tokens, groups and direct conversations, the selected
 * conversation's timeline, and the messages a search finds. Every list is read a page at a time
 * from /__world/...; the page refetches what it shows only when the world's version moved, so a
 * world of a million messages costs the mock no more than a small one.
 */
export class WorldView {
  readonly el: HTMLElement
  private readonly counts = h('dl', { class: 'counts', 'aria-label': 'Counts' })
  private readonly grid = h('div', { class: 'world-grid' })
  private summary: WorldSummary | null = null
  private seen = -1
  private contacts = empty<WorldContact>()
  private groups = empty<WorldConversation>()
  private directs = empty<WorldConversation>()
  private found = empty<WorldMessage>()
  private selected: WorldConversation | null = null
  private timeline = empty<WorldMessage>()
  private query = ''
  /** Usernames by contact id, from every contact and participant read so far. */
  private readonly names = new Map<string, string>()
  /** Bumped by each reload: an answer to an older one is dropped. */
  private generation = 0
  private searchTimer: ReturnType<typeof setTimeout> | undefined
  /** A text with what the search matches marked. */
  private readonly mark = (text: string) => highlight(text, this.query)

  private readonly search: HTMLInputElement

  constructor(private readonly api: Api) {
    const search = h('input', {
      id: 'world-search',
      type: 'search',
      placeholder: 'ct_ana, grp_trip, pastries…',
      autocomplete: 'off',
      oninput: () => {
        clearTimeout(this.searchTimer)
        this.searchTimer = setTimeout(() => {
          this.query = search.value.trim().toLowerCase()
          void this.reload()
        }, 150)
      },
    })
    this.search = search
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

  /** Takes the world's summary (polled by the page): rereads what it shows when the world changed. */
  async update(summary: WorldSummary): Promise<void> {
    this.summary = summary
    if (summary.version.world === this.seen) return this.renderCounts()
    this.seen = summary.version.world
    await this.reload(true)
  }

  /** Forgets what it showed: the next update draws afresh (another tenant, say). */
  forget(): void {
    this.seen = -1
    this.selected = null
    this.names.clear()
  }

  /** Searches the world for `query` as if typed (the Activity view finds a message by its id). */
  find(query: string): void {
    clearTimeout(this.searchTimer)
    this.search.value = query
    this.query = query.trim().toLowerCase()
    void this.reload()
  }

  /** Rereads every list from its start; `keep` keeps as many items as were shown (up to 500). */
  private async reload(keep = false): Promise<void> {
    const generation = ++this.generation
    const size = (shown: Shown<unknown>) =>
      keep ? Math.min(Math.max(shown.items.length, pageSize), mostKept) : pageSize
    const q = this.query
    const [contacts, groups, directs, found] = await Promise.all([
      this.list<WorldContact>('/__world/contacts', { q, limit: size(this.contacts) }),
      this.list<WorldConversation>('/__world/conversations', { kind: 'group', q, limit: size(this.groups) }),
      this.list<WorldConversation>('/__world/conversations', { kind: 'direct', q, limit: size(this.directs) }),
      q === '' ? empty<WorldMessage>() : this.list<WorldMessage>('/__world/messages', { q, limit: size(this.found) }),
    ])
    if (generation !== this.generation) return
    this.contacts = contacts
    this.groups = groups
    this.directs = directs
    this.found = found
    this.learnNames()
    const first = groups.items[0]?.id ?? directs.items[0]?.id
    await this.open(this.selected?.id ?? first, keep ? size(this.timeline) : pageSize, generation, first)
  }

  /**
   * Reads the conversation `id` and the newest page of its timeline; when it is gone (deleted, or
   * another world loaded), `fallback` instead.
   */
  private async open(
    id: string | undefined,
    limit: number,
    generation = ++this.generation,
    fallback?: string,
  ): Promise<void> {
    let selected: WorldConversation | null = null
    let timeline = empty<WorldMessage>()
    for (const candidate of new Set([id, fallback])) {
      if (candidate === undefined) continue
      const path = `/__world/conversations/${encodeURIComponent(candidate)}`
      try {
        selected = await this.api.call<WorldConversation>('GET', path)
        timeline = await this.list<WorldMessage>(`${path}/messages`, { limit })
        break
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error
      }
    }
    if (generation !== this.generation) return
    this.selected = selected
    this.timeline = timeline
    this.learnNames()
    this.render()
  }

  private async list<T>(path: string, params: Record<string, string | number>): Promise<Shown<T>> {
    const query = new URLSearchParams()
    for (const [name, value] of Object.entries(params)) if (value !== '') query.set(name, String(value))
    const page = await this.api.call<{ data: T[]; next: string | null }>('GET', `${path}?${query}`)
    return { items: page.data, next: page.next }
  }

  /** Appends the next page of a list after its last item. */
  private async more<T>(shown: Shown<T>, path: string, params: Record<string, string | number>): Promise<void> {
    if (shown.next === null) return
    const page = await this.list<T>(path, { ...params, after: shown.next, limit: pageSize })
    shown.items.push(...page.items)
    shown.next = page.next
    this.learnNames()
    this.render()
  }

  private learnNames(): void {
    for (const c of this.contacts.items) if (c.username) this.names.set(c.id, c.username)
    for (const c of [...this.groups.items, ...this.directs.items, ...(this.selected ? [this.selected] : [])])
      for (const p of c.participants) if (p.username) this.names.set(p.id, p.username)
  }

  private readonly nameOf = (id: string) => this.names.get(id) ?? id

  private renderCounts(): void {
    const counts = this.summary?.counts
    if (!counts) return
    fill(
      this.counts,
      Object.entries(counts).map(([name, n]) => h('div', {}, h('dt', {}, name), h('dd', {}, n))),
    )
  }

  private render(): void {
    // Redrawing replaces the buttons: the one that had the focus gets it back.
    const focusKey = document.activeElement?.getAttribute('data-focus')
    this.renderCounts()
    // What the lists were read for: a search's answers arrive after its input (tests wait on it).
    this.grid.dataset.query = this.query
    fill(
      this.grid,
      this.contactsPanel(),
      this.conversationsPanel(),
      h('div', { class: 'world-column' }, this.query && this.foundPanel(), this.timelinePanel()),
    )
    if (focusKey) (this.grid.querySelector(`[data-focus="${CSS.escape(focusKey)}"]`) as HTMLElement | null)?.focus()
  }

  /** "12", "50 of 1000", or "3 matching" (with more to read: "50+ matching"). */
  private countOf(shown: Shown<unknown>, total: number | undefined): string {
    const n = shown.items.length
    if (this.query) return `${n}${shown.next === null ? '' : '+'} matching`
    return shown.next === null || total === undefined ? String(n) : `${n} of ${total}`
  }

  private moreButton(label: string, shown: Shown<unknown>, load: () => Promise<void>): Child {
    if (shown.next === null) return null
    return h(
      'button',
      { type: 'button', class: 'more', 'data-focus': `more:${label}`, onclick: () => void load() },
      this.query ? `Search further (${label})` : `Show ${pageSize} more ${label}`,
    )
  }

  private contactsPanel(): HTMLElement {
    const shown = this.contacts
    return h(
      'section',
      { class: 'panel contacts', 'aria-labelledby': 'contacts-title' },
      h(
        'h2',
        { id: 'contacts-title' },
        'Contacts ',
        h('span', { class: 'count' }, this.countOf(shown, this.summary?.counts.contacts)),
      ),
      shown.items.length === 0
        ? h('p', { class: 'empty' }, this.query ? 'No contact matches.' : 'None.')
        : h(
            'table',
            {},
            h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Contact'), h('th', { scope: 'col' }, 'Tokens'))),
            h(
              'tbody',
              {},
              shown.items.map((c) => this.contactRow(c)),
            ),
          ),
      this.moreButton('contacts', shown, () => this.more(shown, '/__world/contacts', { q: this.query })),
    )
  }

  private contactRow(c: WorldContact): HTMLElement {
    return h(
      'tr',
      { 'data-id': c.id },
      h(
        'td',
        {},
        h('strong', {}, this.mark(c.username ?? '(no username)')),
        c.id === this.summary?.default_caller && h('span', { class: 'badge', title: 'default caller' }, 'default'),
        h('br'),
        h('code', {}, this.mark(c.id)),
        c.phone_number && [' ', h('span', { class: 'muted' }, this.mark(c.phone_number))],
      ),
      h(
        'td',
        {},
        c.tokens.length === 0
          ? h('span', { class: 'muted' }, 'none')
          : c.tokens.map((t) =>
              h(
                'div',
                {},
                h('code', { class: 'token' }, this.mark(t.token)),
                t.expires_at !== null && h('span', { class: 'muted' }, ` expires ${formatTime(t.expires_at)}`),
              ),
            ),
      ),
    )
  }

  private conversationsPanel(): HTMLElement {
    const { groups, directs } = this
    const conversations = '/__world/conversations'
    return h(
      'section',
      { class: 'panel conversations', 'aria-labelledby': 'groups-title' },
      h(
        'h2',
        { id: 'groups-title' },
        'Groups ',
        h('span', { class: 'count' }, this.countOf(groups, this.summary?.counts.groups)),
      ),
      groups.items.length === 0
        ? h('p', { class: 'empty' }, this.query ? 'No group matches.' : 'None.')
        : h(
            'ul',
            { class: 'cards' },
            groups.items.map((c) => this.conversationCard(c)),
          ),
      this.moreButton('groups', groups, () => this.more(groups, conversations, { kind: 'group', q: this.query })),
      h('h2', {}, 'Direct conversations ', h('span', { class: 'count' }, this.countOf(directs, this.directTotal()))),
      directs.items.length === 0
        ? h('p', { class: 'empty' }, this.query ? 'No direct conversation matches.' : 'None.')
        : h(
            'ul',
            { class: 'cards' },
            directs.items.map((c) => this.conversationCard(c)),
          ),
      this.moreButton('direct conversations', directs, () =>
        this.more(directs, conversations, { kind: 'direct', q: this.query }),
      ),
    )
  }

  private directTotal(): number | undefined {
    const counts = this.summary?.counts
    return counts && counts.conversations - counts.groups
  }

  private conversationCard(c: WorldConversation): HTMLElement {
    const g = c.group
    const current = c.id === this.selected?.id
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
          onclick: () => this.pick(c.id),
        },
        this.mark(conversationTitle(c)),
      ),
      g &&
        (g.archived_at
          ? h('span', { class: 'badge archived' }, `archived ${formatTime(g.archived_at)}`)
          : h('span', { class: 'badge active' }, 'active')),
      h(
        'p',
        { class: 'meta' },
        g && [h('code', {}, this.mark(g.id)), ' · '],
        h('code', {}, this.mark(c.id)),
        ' · ',
        plural(c.messages, 'message'),
      ),
      g?.description && h('p', { class: 'desc' }, this.mark(g.description)),
      g &&
        h(
          'p',
          { class: 'members' },
          h('span', { class: 'muted' }, 'Members: '),
          c.participants.map((p) =>
            h(
              'span',
              { class: p.id === g.owner ? 'chip owner' : 'chip', title: p.id },
              this.mark(p.username ?? p.id),
              p.id === g.owner && ' (owner)',
            ),
          ),
        ),
    )
  }

  private async pick(id: string): Promise<void> {
    await this.open(id, pageSize)
    // In one column the timeline is below every list: bring it up.
    if (matchMedia('(max-width: 720px)').matches) this.grid.querySelector('.timeline')?.scrollIntoView()
  }

  /** The messages the search finds, conversation by conversation; each opens its conversation. */
  private foundPanel(): HTMLElement {
    const { found } = this
    return h(
      'section',
      { class: 'panel found', 'aria-labelledby': 'found-title' },
      h('h2', { id: 'found-title' }, 'Messages ', h('span', { class: 'count' }, this.countOf(found, undefined))),
      found.items.length === 0
        ? h('p', { class: 'empty' }, 'No message matches.')
        : h(
            'ol',
            { class: 'messages', 'aria-label': 'Messages found' },
            found.items.map((m) =>
              messageItem(m, this.nameOf, this.query, () => this.pick(m.conversation_id), m.conversation_id),
            ),
          ),
      this.moreButton('messages', found, () => this.more(found, '/__world/messages', { q: this.query })),
    )
  }

  private timelinePanel(): HTMLElement {
    const c = this.selected
    if (!c)
      return h(
        'section',
        { class: 'panel timeline', 'aria-label': 'Timeline' },
        h('p', { class: 'empty' }, 'No conversation.'),
      )
    const title = conversationTitle(c)
    const shown = this.timeline
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
        shown.next === null
          ? plural(c.messages, 'message')
          : `${shown.items.length} of ${plural(c.messages, 'message')}`,
        ', newest first',
      ),
      shown.items.length === 0
        ? h('p', { class: 'empty' }, 'No messages yet.')
        : h(
            'ol',
            { class: 'messages', 'aria-label': `Messages of ${title}` },
            shown.items.map((m) => messageItem(m, this.nameOf, this.query)),
          ),
      shown.next !== null &&
        h(
          'button',
          {
            type: 'button',
            class: 'more',
            'data-focus': 'more:timeline',
            onclick: () => void this.more(shown, `/__world/conversations/${encodeURIComponent(c.id)}/messages`, {}),
          },
          `Show ${pageSize} older messages`,
        ),
    )
  }
}
