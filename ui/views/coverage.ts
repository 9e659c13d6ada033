import { itemLabel } from '../../src/engine/control/coverage-text.js'
import type {
  Coverage,
  CoverageItem,
  CoverageOperation,
  CoverageOtherMethods,
} from '../../src/engine/core/types.gen.js'
import type { Api } from '../api.js'
import { fill, h } from '../dom.js'
import { plural } from '../format.js'

/**
 * Coverage: what the tenant's /v1 requests exercised of the contract (GET /__coverage), one block
 * per operation with its items. An item not exercised carries a ✗ as well as its colour, so the
 * difference reads without colour too.
 */
export class CoverageView {
  readonly el: HTMLElement
  private readonly summary = h('div', { class: 'coverage-summary', 'aria-live': 'polite' })
  private readonly body = h('div', { class: 'coverage-body' })
  private readonly onlyMissing = h('input', {
    id: 'coverage-missing',
    type: 'checkbox',
    onchange: () => this.draw(),
  })
  private report: Coverage | null = null
  /** The report last drawn, as text: an answer that did not change draws nothing. */
  private seen = ''
  /** Numbers each refresh: an answer older than the one drawn (or than a forget) is dropped. */
  private asked = 0
  private drawn = 0

  constructor(private readonly api: Api) {
    this.el = h(
      'section',
      { id: 'view-coverage', class: 'view', role: 'tabpanel', 'aria-labelledby': 'tab-coverage' },
      h(
        'div',
        { class: 'toolbar' },
        this.summary,
        h(
          'div',
          { class: 'field check' },
          this.onlyMissing,
          h('label', { for: 'coverage-missing' }, 'Only what was not exercised'),
        ),
      ),
      h('p', { class: 'muted small legend' }, '✓ exercised (how many requests), ✗ not exercised.'),
      this.body,
    )
  }

  /** Reads GET /__coverage of the tenant (the page calls it when the journal's version moved). */
  async refresh(): Promise<void> {
    const ask = ++this.asked
    const report = await this.api.call<Coverage>('GET', '/__coverage')
    if (ask < this.drawn) return
    this.drawn = ask
    const key = JSON.stringify(report)
    if (key === this.seen) return
    this.seen = key
    this.report = report
    this.draw()
  }

  /** Forgets what it showed: the next refresh draws afresh (another tenant, say). */
  forget(): void {
    this.report = null
    this.seen = ''
    this.drawn = ++this.asked
    this.summary.replaceChildren()
    this.body.replaceChildren()
  }

  private draw(): void {
    const report = this.report
    if (report === null) return
    const missing = this.onlyMissing.checked
    fill(
      this.summary,
      h(
        'p',
        { class: 'coverage-share' },
        h('strong', { id: 'coverage-percent' }, `${report.percent}%`),
        ' of the contract exercised: ',
        h('span', { id: 'coverage-items' }, `${report.covered} of ${report.total} items`),
      ),
      h('progress', { max: report.total, value: report.covered, 'aria-label': 'Items exercised' }),
      h(
        'p',
        { id: 'coverage-requests', class: 'muted' },
        report.requests === 0
          ? 'No /v1 request yet: items are marked as your app exercises them.'
          : `${plural(report.requests, '/v1 request')} counted, ${report.outside} outside the document.`,
      ),
    )
    const operations = report.operations.filter((op) => !missing || op.items.some((item) => !item.covered))
    const others = report.other_methods.filter((other) => !missing || !other.covered)
    const seen = report.codes.filter((code) => code.covered)
    const never = report.codes.filter((code) => !code.covered)
    fill(
      this.body,
      h(
        'section',
        { class: 'coverage-operations', 'aria-labelledby': 'coverage-operations-title' },
        h('h2', { id: 'coverage-operations-title' }, 'Operations'),
        operations.length === 0
          ? h('p', { class: 'empty' }, 'Every item of every operation was exercised.')
          : operations.map((op) => operationBlock(op, missing)),
      ),
      h(
        'section',
        { class: 'coverage-others', 'aria-labelledby': 'coverage-others-title' },
        h('h2', { id: 'coverage-others-title' }, 'Another method (405)'),
        others.length === 0
          ? h('p', { class: 'empty' }, 'Every path was asked with a method it does not take.')
          : chips(
              'Paths asked with another method',
              others.map((other) => chip(other.path, other.covered, other.count, allows(other))),
            ),
      ),
      h(
        'section',
        { class: 'coverage-codes', 'aria-labelledby': 'coverage-codes-title' },
        h('h2', { id: 'coverage-codes-title' }, 'Problem codes'),
        !missing && [
          h('h3', {}, 'Seen'),
          seen.length === 0
            ? h('p', { class: 'empty' }, 'None yet.')
            : chips(
                'Problem codes seen',
                seen.map((code) => itemChip(code)),
              ),
        ],
        h('h3', {}, 'Never seen'),
        never.length === 0
          ? h('p', { class: 'empty' }, 'None: every problem code was answered.')
          : chips(
              'Problem codes never seen',
              never.map((code) => itemChip(code)),
            ),
      ),
    )
  }
}

function operationBlock(op: CoverageOperation, missing: boolean): HTMLElement {
  const covered = op.items.filter((item) => item.covered).length
  const problems = Object.entries(op.problems)
  return h(
    'article',
    { class: `coverage-op${op.calls > 0 ? ' called' : ''}`, 'data-operation': op.id },
    h(
      'h3',
      { class: 'op-head' },
      h('span', { class: 'method' }, op.method),
      h('span', { class: 'path' }, op.path),
      h('code', { class: 'op-id' }, op.id),
      h('span', { class: 'calls' }, plural(op.calls, 'call')),
      h('span', { class: 'share' }, `${covered} of ${op.items.length}`),
    ),
    problems.length > 0 &&
      h('p', { class: 'meta' }, 'Problems: ', problems.map(([code, n]) => `${code} (${n})`).join(', ')),
    chips(
      `Items of ${op.id}`,
      op.items.filter((item) => !missing || !item.covered).map((item) => itemChip(item)),
    ),
  )
}

const chips = (label: string, items: HTMLElement[]) => h('ul', { class: 'coverage-items', 'aria-label': label }, items)

const itemChip = (item: CoverageItem) => chip(itemLabel(item), item.covered, item.count)

/**
 * One item: `✓ status 200 (3)` or `✗ status 401`. data-item and data-covered name it for tests
 * and for styles; the mark and the count are text, read out as they are shown.
 */
function chip(label: string, covered: boolean, count: number, title?: string): HTMLElement {
  return h(
    'li',
    {
      class: `chip ${covered ? 'covered' : 'missing'}`,
      'data-item': label,
      'data-covered': String(covered),
      title: title ?? (covered ? `exercised by ${plural(count, 'request')}` : 'not exercised'),
    },
    covered ? `✓ ${label} (${count})` : `✗ ${label}`,
  )
}

const allows = (other: CoverageOtherMethods) =>
  `allows ${other.allow.join(', ')}; ${other.covered ? `asked otherwise by ${plural(other.count, 'request')}` : 'never asked otherwise'}`
