import type { ActivityAction, ActivityConfig, ActivityState, ClockState } from '../../src/engine/core/types.gen.js'
import type { Api } from '../api.js'
import { type Child, fill, h } from '../dom.js'
import { formatTime, plural, relativeTime } from '../format.js'
import { ActivityStart } from './activity-start.js'
import { describeEvent, describeRule } from './activity-text.js'

/** Scripted events listed under the configuration; the rest are counted (a script may hold 10,000). */
const shownEvents = 20

/**
 * Activity: what the other participants do on their own (GET /__activity), the configuration in
 * force, what is pending and what happened, with buttons to start a preset or a pasted script and
 * to stop. Times are shown against the tenant's clock, which the view reads with the activity.
 */
export class ActivityView {
  readonly el: HTMLElement
  private readonly summary = h('div', { class: 'activity-summary' })
  private readonly pending = h('div', { class: 'activity-list' })
  private readonly happened = h('div', { class: 'activity-list' })
  private state: ActivityState | null = null
  private now = 0
  /** The answer last drawn, as text: an answer that did not change draws nothing. */
  private seen = ''
  /** Numbers each read: an answer older than the one drawn (or than a forget) is dropped. */
  private asked = 0
  private drawn = 0

  constructor(
    private readonly api: Api,
    /** Shows a message the activity wrote or acted on (in the World view). */
    private readonly openMessage: (id: string) => void,
  ) {
    this.el = h(
      'section',
      { id: 'view-activity', class: 'view', role: 'tabpanel', 'aria-labelledby': 'tab-activity' },
      h(
        'div',
        { class: 'controls-grid' },
        h(
          'section',
          { class: 'control', 'aria-labelledby': 'activity-title' },
          h('h2', { id: 'activity-title' }, 'Activity'),
          this.summary,
        ),
        new ActivityStart(
          api,
          () => this.refresh(),
          () => this.state?.config ?? null,
        ).el,
      ),
      h(
        'section',
        { class: 'control', 'aria-labelledby': 'activity-pending-title' },
        h('h2', { id: 'activity-pending-title' }, 'Pending'),
        this.pending,
      ),
      h(
        'section',
        { class: 'control', 'aria-labelledby': 'activity-happened-title' },
        h('h2', { id: 'activity-happened-title' }, 'Happened'),
        this.happened,
      ),
    )
  }

  /**
   * Reads the activity and the clock (the page calls it on every poll while the view is shown:
   * pending actions change without the world's version moving, and times are shown from now).
   */
  async refresh(): Promise<void> {
    const ask = ++this.asked
    const [state, clock] = await Promise.all([
      this.api.call<ActivityState>('GET', '/__activity'),
      this.api.call<ClockState>('GET', '/__clock'),
    ])
    if (ask < this.drawn) return
    this.drawn = ask
    const key = JSON.stringify([state, clock.now])
    if (key === this.seen) return
    this.seen = key
    this.state = state
    this.now = clock.now
    this.draw()
  }

  /** Forgets what it showed: the next refresh draws afresh (another tenant, say). */
  forget(): void {
    this.state = null
    this.seen = ''
    this.drawn = ++this.asked
    for (const el of [this.summary, this.pending, this.happened]) el.replaceChildren()
  }

  private draw(): void {
    const state = this.state
    if (state === null) return
    // Redrawing replaces the buttons: the one that had the focus gets it back.
    const focusKey = document.activeElement?.getAttribute('data-focus')
    fill(this.summary, summaryOf(state))
    fill(this.pending, this.pendingTable(state))
    fill(this.happened, this.happenedTable(state))
    const again = focusKey && this.el.querySelector(`[data-focus="${CSS.escape(focusKey)}"]`)
    if (again instanceof HTMLElement) again.focus()
  }

  private pendingTable(state: ActivityState): Child {
    const { pending, pending_total: total } = state
    if (total === 0)
      return h(
        'p',
        { id: 'activity-pending-total', class: 'empty' },
        state.active
          ? 'Nothing pending: rules act when a client sends a message (POST /v1/messages).'
          : 'Nothing pending.',
      )
    const caption =
      total > pending.length
        ? `The ${pending.length} soonest of ${plural(total, 'pending action')}`
        : `${plural(total, 'pending action')}, soonest first`
    return table(
      caption,
      'activity-pending-total',
      ['When', 'Who', 'Does', 'In', 'On message', 'From'],
      pending.map((a) =>
        h(
          'tr',
          { 'data-id': a.id },
          this.when(a),
          h('td', {}, code(a.contact)),
          h('td', {}, a.action),
          h('td', {}, code(a.conversation_id)),
          h('td', {}, this.messageLink(a, a.message_id)),
          h('td', {}, code(a.source)),
        ),
      ),
    )
  }

  private happenedTable(state: ActivityState): Child {
    const { happened, happened_total: total } = state
    if (total === 0) return h('p', { id: 'activity-happened-total', class: 'empty' }, 'Nothing yet.')
    const caption =
      total > happened.length
        ? `The newest ${happened.length} of ${plural(total, 'action')} done or cancelled`
        : `${plural(total, 'action')} done or cancelled, newest first`
    return table(
      caption,
      'activity-happened-total',
      ['At', 'Status', 'Who', 'Did', 'In', 'On message', 'Result', 'From'],
      happened.map((a) =>
        h(
          'tr',
          { 'data-id': a.id, 'data-status': a.status },
          this.when(a),
          h('td', {}, h('span', { class: `badge ${a.status}` }, a.status)),
          h('td', {}, code(a.contact)),
          h('td', {}, a.action),
          h('td', {}, code(a.conversation_id)),
          h('td', {}, this.messageLink(a, a.message_id)),
          h(
            'td',
            { class: 'result' },
            a.status === 'cancelled' ? a.reason : this.messageLink(a, a.result_id, 'wrote '),
          ),
          h('td', {}, code(a.source)),
        ),
      ),
    )
  }

  /** The time of an action, and how far it is from the tenant's now. */
  private when(a: ActivityAction): HTMLElement {
    return h(
      'td',
      { class: 'when' },
      h('time', {}, formatTime(a.at)),
      ' ',
      h('span', { class: 'muted relative' }, `(${relativeTime(a.at, this.now)})`),
    )
  }

  /** A message id as a button that finds the message in the World view. */
  private messageLink(a: ActivityAction, id: string | null, before = ''): Child {
    if (id === null) return '—'
    return [
      before,
      h(
        'button',
        {
          type: 'button',
          class: 'link',
          'data-focus': `${a.id}:${id}`,
          title: 'Find it in World',
          onclick: () => this.openMessage(id),
        },
        h('code', {}, id),
      ),
    ]
  }
}

/** On or off, the configuration in force written out, and the totals. */
function summaryOf(state: ActivityState): Child {
  const { config } = state
  const totals = h(
    'p',
    { id: 'activity-totals' },
    `${state.pending_total} pending · ${state.happened_total} done or cancelled`,
    state.skipped_total > 0 && ` · ${state.skipped_total} not scheduled (100,000 were already pending)`,
  )
  if (!state.active || config === null)
    return [
      h(
        'p',
        { id: 'activity-state' },
        h('span', { class: 'badge off' }, 'off'),
        ' Nothing happens on its own: start a preset or a script.',
      ),
      totals,
    ]
  return [
    h(
      'p',
      { id: 'activity-state' },
      h('span', { class: 'badge active' }, 'on'),
      config.preset ? ` Preset ${config.preset}` : ' No preset',
      `, seed ${config.seed}, the app's user is ${config.me ?? 'nobody'}.`,
    ),
    totals,
    configLists(config),
  ]
}

function configLists(config: ActivityConfig): Child {
  const { rules, script } = config
  return [
    h('h3', {}, plural(rules.length, 'rule')),
    rules.length > 0 &&
      h(
        'ul',
        { class: 'activity-rules', 'aria-label': 'Rules' },
        rules.map((rule, i) => h('li', {}, h('code', {}, `rules[${i}]`), ` ${describeRule(rule, config.me)}.`)),
      ),
    h('h3', {}, plural(script.length, 'scripted event')),
    script.length > 0 &&
      h(
        'ul',
        { class: 'activity-script', 'aria-label': 'Script' },
        script
          .slice(0, shownEvents)
          .map((event, i) => h('li', {}, h('code', {}, `script[${i}]`), ` ${describeEvent(event)}.`)),
        script.length > shownEvents && h('li', { class: 'muted' }, `and ${script.length - shownEvents} more`),
      ),
  ]
}

function table(caption: string, captionId: string, headers: string[], rows: HTMLElement[]): HTMLElement {
  return h(
    'div',
    { class: 'scroll' },
    h(
      'table',
      { class: 'activity-actions' },
      h('caption', { id: captionId }, caption),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          headers.map((t) => h('th', { scope: 'col' }, t)),
        ),
      ),
      h('tbody', {}, rows),
    ),
  )
}

const code = (text: string | null) => (text === null ? '—' : h('code', {}, text))
