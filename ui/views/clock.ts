import type { ClockState } from '../../src/engine/core/types.gen.js'
import { type Api, ApiError } from '../api.js'
import { fill, h } from '../dom.js'
import { formatTime, isMs } from '../format.js'
import { outputFor, runAction } from './feedback.js'

/** Freeze, advance and release the tenant's clock. */
export class ClockControls {
  readonly el: HTMLElement
  private readonly shown = h('p', { class: 'clock-now', 'aria-live': 'polite' })
  private readonly output = outputFor('clock-feedback')
  private clock: ClockState | null = null

  constructor(private readonly api: Api) {
    const at = h('input', { id: 'clock-at', type: 'text', placeholder: '2026-01-01T09:00:00Z or 1767258000' })
    const by = h('input', { id: 'clock-advance', type: 'number', step: '1', value: '3600', inputmode: 'numeric' })
    const post = (body: { now: number } | { advance: number }) => this.apply('POST', body)
    const freeze: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        onclick: () => runAction(freeze, this.output, async () => post({ now: await this.parseAt(at.value) })),
      },
      'Freeze',
    )
    const advance: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        onclick: () => runAction(advance, this.output, () => post({ advance: Number(by.value || Number.NaN) })),
      },
      'Advance',
    )
    const step = (label: string, seconds: number) => {
      const button: HTMLButtonElement = h(
        'button',
        {
          type: 'button',
          class: 'small',
          onclick: () => runAction(button, this.output, () => post({ advance: seconds })),
        },
        label,
      )
      return button
    }
    const release: HTMLButtonElement = h(
      'button',
      { type: 'button', onclick: () => runAction(release, this.output, () => this.apply('DELETE')) },
      'Release (real time)',
    )
    this.el = h(
      'section',
      { class: 'control', 'aria-labelledby': 'clock-title' },
      h('h2', { id: 'clock-title' }, 'Clock'),
      this.shown,
      h(
        'div',
        { class: 'row' },
        h('div', { class: 'field grow' }, h('label', { for: 'clock-at' }, 'Freeze at (empty: now)'), at),
        freeze,
      ),
      h(
        'div',
        { class: 'row' },
        h('div', { class: 'field' }, h('label', { for: 'clock-advance' }, 'Advance by (seconds)'), by),
        advance,
        step('+1 min', 60),
        step('+1 h', 3600),
        step('+1 day', 86400),
      ),
      h('div', { class: 'row' }, release),
      this.output,
    )
  }

  async refresh(): Promise<void> {
    this.show(await this.api.call<ClockState>('GET', '/__clock'))
  }

  /** Rereads a clock on real time (it moves by itself); a frozen one changes only by a version. */
  async tick(): Promise<void> {
    if (this.clock?.frozen === false) await this.refresh()
  }

  private async apply(method: string, body?: unknown): Promise<string> {
    const clock = await this.api.call<ClockState>(method, '/__clock', body)
    this.show(clock)
    return clock.frozen ? `Frozen at ${formatTime(clock.now)}.` : 'Back to real time.'
  }

  private show(clock: ClockState): void {
    this.clock = clock
    fill(
      this.shown,
      h('strong', {}, formatTime(clock.now)),
      ` (${clock.now}) · `,
      h('span', { class: clock.frozen ? 'badge frozen' : 'badge active' }, clock.frozen ? 'frozen' : 'real time'),
    )
  }

  /** A Unix timestamp as typed, or a date read in the mock's unit; empty is the clock's now. */
  private async parseAt(text: string): Promise<number> {
    const clock = this.clock ?? (await this.api.call<ClockState>('GET', '/__clock'))
    const value = text.trim()
    if (value === '') return clock.now
    if (/^\d+$/.test(value)) return Number(value)
    const ms = Date.parse(value)
    if (Number.isNaN(ms)) throw new ApiError(400, `"${value}" is neither a Unix timestamp nor a date.`)
    return isMs(clock.now) ? ms : Math.floor(ms / 1000)
  }
}
