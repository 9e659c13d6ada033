import type { JournalEntry, ProblemError, Reason } from '../../src/engine/core/types.gen.js'
import type { Api } from '../api.js'
import { fill, h } from '../dom.js'
import { flatten, formatTime, plural } from '../format.js'
import { outputFor, runAction } from './feedback.js'

/** The newest requests the view shows: the journal keeps 1,000, each up to 64 KiB of body. */
const shownRequests = 100

interface Row {
  key: string
  entry: JournalEntry
  el: HTMLLIElement
}

/**
 * Requests: the journal, newest first, kept live. Each entry says under its line why the mock
 * answered so (its deciding reason), and opens to every reason, its query, body and problem.
 */
export class RequestsView {
  readonly el: HTMLElement
  private rows: Row[] = []
  private readonly list = h('ol', { class: 'journal', 'aria-label': 'Journal, newest first' })
  private readonly shown = h('p', { class: 'muted', 'aria-live': 'polite' })
  private readonly statusClass = h(
    'select',
    { id: 'filter-status', onchange: () => this.applyFilter() },
    h('option', { value: '' }, 'All'),
    ['2xx', '3xx', '4xx', '5xx'].map((c) => h('option', { value: c[0] }, c)),
  )
  private readonly path = h('input', {
    id: 'filter-path',
    type: 'search',
    placeholder: '/v1/messages',
    autocomplete: 'off',
    oninput: () => this.applyFilter(),
  })
  private readonly live = h('input', {
    id: 'journal-live',
    type: 'checkbox',
    checked: true,
    onchange: () => void (this.live.checked && this.refresh(true)),
  })

  constructor(
    private readonly api: Api,
    private readonly onCount: (count: number) => void,
  ) {
    const cleared = outputFor('journal-clear-feedback')
    const clear: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        onclick: () =>
          runAction(clear, cleared, async () => {
            await this.api.call('DELETE', '/__requests')
            await this.refresh(true)
            return 'Journal emptied.'
          }),
      },
      'Clear journal',
    )
    this.el = h(
      'section',
      { id: 'view-requests', class: 'view', role: 'tabpanel', 'aria-labelledby': 'tab-requests' },
      h(
        'div',
        { class: 'toolbar' },
        h('div', { class: 'field' }, h('label', { for: 'filter-status' }, 'Status'), this.statusClass),
        h('div', { class: 'field grow' }, h('label', { for: 'filter-path' }, 'Path contains'), this.path),
        h('div', { class: 'field check' }, this.live, h('label', { for: 'journal-live' }, 'Live')),
        h('div', { class: 'field' }, clear, cleared),
      ),
      this.shown,
      this.list,
    )
    this.applyFilter()
  }

  /**
   * Reads the newest `shownRequests` entries of the journal (the page calls it when the journal's
   * version moved): new entries go on top, and entries already shown keep their open state.
   */
  async refresh(force = false): Promise<void> {
    if (!this.live.checked && !force) return
    const { data } = await this.api.call<{ data: JournalEntry[] }>('GET', `/__requests?limit=${shownRequests}`)
    const keys = data.map((entry) => JSON.stringify(entry))
    let fresh = this.rows.length === 0 ? keys.length : keys.indexOf(this.rows[0].key)
    if (fresh < 0) {
      // Emptied (or wrapped past all that was shown): start again.
      this.forget()
      fresh = keys.length
      force = true
    }
    const added = data.slice(0, fresh).map((entry, i) => ({ key: keys[i], entry, el: entryItem(entry) }))
    this.list.prepend(...added.map((r) => r.el))
    this.rows = [...added, ...this.rows]
    for (const gone of this.rows.splice(keys.length)) gone.el.remove()
    if (added.length > 0 || force) this.applyFilter()
    this.onCount(this.rows.length)
  }

  /** Forgets what it showed: the next refresh draws afresh (another tenant, say). */
  forget(): void {
    this.rows = []
    this.list.replaceChildren()
  }

  private applyFilter(): void {
    const status = this.statusClass.value
    const path = this.path.value.trim()
    let visible = 0
    for (const row of this.rows) {
      const show = String(row.entry.status).startsWith(status) && row.entry.path.includes(path)
      row.el.hidden = !show
      if (show) visible++
    }
    const total = plural(this.rows.length, 'request')
    fill(
      this.shown,
      this.rows.length === 0
        ? 'No /v1 request yet. Requests your app sends appear here as they happen.'
        : visible === this.rows.length
          ? `${total}, newest first${this.rows.length === shownRequests ? ' (the newest the view keeps)' : ''}.`
          : `Showing ${visible} of ${total}.`,
    )
  }
}

function entryItem(entry: JournalEntry): HTMLLIElement {
  const failing = entry.problem?.errors ?? []
  const statusClass = `s${String(entry.status)[0]}xx`
  const deciding = entry.why.at(-1)
  return h(
    'li',
    { class: `entry ${statusClass}`, 'data-status': entry.status, 'data-path': entry.path },
    h(
      'details',
      {},
      h(
        'summary',
        {},
        h('span', { class: 'method' }, entry.method),
        h('span', { class: 'path' }, entry.path),
        h('span', { class: `status ${statusClass}` }, entry.status),
        entry.problem && h('span', { class: 'code' }, entry.problem.code),
        h('span', { class: 'caller' }, entry.caller ?? 'no caller'),
        h('time', { class: 'muted' }, formatTime(entry.at)),
        deciding && h('span', { class: 'reason-line', 'data-code': deciding.code }, deciding.message),
      ),
      h(
        'div',
        { class: 'entry-body' },
        h(
          'dl',
          { class: 'facts' },
          fact('Caller', entry.caller ?? 'none (refused before a caller was known)'),
          fact('Status', entry.problem ? `${entry.status} ${entry.problem.code}` : String(entry.status)),
          fact('At', formatTime(entry.at)),
          fact('Duration', `${entry.duration_ms} ms`),
        ),
        reasonList(entry.why),
        h('h3', {}, 'Query'),
        paramTable(flatten(entry.query), failing),
        h('h3', {}, 'Body'),
        entry.body === null ? h('p', { class: 'muted' }, 'No body.') : paramTable(flatten(entry.body), failing),
        entry.problem && problemList(entry.problem.code, failing),
      ),
    ),
  )
}

/** Every decision behind the answer, in the order it was made; the last decided it. */
function reasonList(why: Reason[]): HTMLElement {
  return h(
    'div',
    { class: 'reasons', role: 'group', 'aria-label': 'Why' },
    h('h3', {}, 'Why'),
    h(
      'ol',
      {},
      why.map((reason) =>
        h(
          'li',
          { 'data-code': reason.code },
          h('code', { class: 'reason-code' }, reason.code),
          ' ',
          h('span', { class: 'reason-message' }, reason.message),
          reason.hint !== null && h('div', { class: 'reason-hint muted' }, reason.hint),
        ),
      ),
    ),
  )
}

const fact = (name: string, value: string) => h('div', {}, h('dt', {}, name), h('dd', {}, value))

/** Whether an error names this param, or a part of it (an error on `attachments[0]` covers its url). */
const names = (e: ProblemError, param: string) => param === e.param || param.startsWith(`${e.param}[`)

function paramTable(rows: [string, string][], failing: ProblemError[]): HTMLElement {
  if (rows.length === 0) return h('p', { class: 'muted' }, 'None.')
  return h(
    'table',
    { class: 'params' },
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Param'), h('th', { scope: 'col' }, 'Value'))),
    h(
      'tbody',
      {},
      rows.map(([param, value]) => {
        const errors = failing.filter((e) => names(e, param))
        return h(
          'tr',
          { class: errors.length > 0 ? 'failing' : null },
          h('th', { scope: 'row' }, h('code', {}, param)),
          h(
            'td',
            {},
            h('code', {}, value),
            errors.map((e) => h('div', { class: 'why' }, h('span', { class: 'sr-only' }, 'Refused: '), e.message)),
          ),
        )
      }),
    ),
  )
}

function problemList(code: string, failing: ProblemError[]): HTMLElement {
  return h(
    'div',
    { class: 'problem', role: 'group', 'aria-label': 'Problem' },
    h('h3', {}, 'Problem ', h('code', {}, code)),
    failing.length === 0
      ? h('p', { class: 'muted' }, 'No failing parameter listed.')
      : h(
          'ul',
          {},
          failing.map((e) => h('li', {}, h('mark', { class: 'param' }, e.param), ` ${e.message}`)),
        ),
  )
}
