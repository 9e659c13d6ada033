import type { Fault, FaultInput } from '../../src/engine/core/types.gen.js'
import type { Api } from '../api.js'
import { fill, h } from '../dom.js'
import { plural } from '../format.js'
import { outputFor, runAction } from './feedback.js'

const methods = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'PATCH', 'OPTIONS']
const statuses = { 429: 'rate_limited', 500: 'internal', 502: 'bad_gateway', 503: 'unavailable', 504: 'timeout' }

/** Inject faults into the next /v1 requests, list them, remove them. */
export class FaultControls {
  readonly el: HTMLElement
  private readonly list = h('div', { class: 'fault-list' })
  private readonly output = outputFor('fault-feedback')
  private faults: Fault[] = []

  constructor(private readonly api: Api) {
    const method = h(
      'select',
      { id: 'fault-method' },
      h('option', { value: '' }, 'Any'),
      methods.map((m) => h('option', { value: m }, m)),
    )
    const path = h('input', { id: 'fault-path', type: 'text', placeholder: '/v1/messages/* (empty: any)' })
    const status = h(
      'select',
      { id: 'fault-status' },
      h('option', { value: '' }, 'None (delay only)'),
      Object.entries(statuses).map(([code, name]) => h('option', { value: code }, `${code} ${name}`)),
    )
    status.value = '503'
    const delay = h('input', { id: 'fault-delay', type: 'number', min: '0', step: '1', placeholder: '0' })
    const times = h('input', { id: 'fault-times', type: 'number', min: '1', step: '1', placeholder: '1' })
    const add: HTMLButtonElement = h('button', { type: 'submit' }, 'Add fault')
    const form = h(
      'form',
      {
        class: 'grid-form',
        onsubmit: (event: Event) => {
          event.preventDefault()
          const input: FaultInput = {}
          if (method.value) input.method = method.value as FaultInput['method']
          if (path.value.trim()) input.path = path.value.trim()
          if (status.value) input.status = Number(status.value) as FaultInput['status']
          if (delay.value !== '') input.delay_ms = Number(delay.value)
          if (times.value !== '') input.times = Number(times.value)
          void runAction(add, this.output, async () => {
            const fault = await this.api.call<Fault>('POST', '/__faults', input)
            await this.refresh()
            return `Added ${fault.id}.`
          })
        },
      },
      field('fault-method', 'Method', method),
      field('fault-path', 'Path', path),
      field('fault-status', 'Answer with', status),
      field('fault-delay', 'Delay (ms)', delay),
      field('fault-times', 'Times', times),
      h('div', { class: 'field end' }, add),
    )
    this.el = h(
      'section',
      { class: 'control', 'aria-labelledby': 'faults-title' },
      h('h2', { id: 'faults-title' }, 'Faults'),
      h('p', { class: 'muted' }, 'The next matching /v1 requests wait, then answer the status without running.'),
      form,
      this.output,
      this.list,
    )
  }

  async refresh(): Promise<void> {
    const { data } = await this.api.call<{ data: Fault[] }>('GET', '/__faults')
    if (JSON.stringify(data) === JSON.stringify(this.faults) && this.list.hasChildNodes()) return
    this.faults = data
    this.render()
  }

  private render(): void {
    const focusKey = document.activeElement?.getAttribute('data-focus')
    const clear: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        'data-focus': 'faults-clear',
        onclick: () =>
          runAction(clear, this.output, async () => {
            await this.api.call('DELETE', '/__faults')
            await this.refresh()
            return 'All faults removed.'
          }),
      },
      'Remove all faults',
    )
    fill(
      this.list,
      this.faults.length === 0
        ? h('p', { class: 'muted' }, 'No active fault.')
        : [
            h(
              'table',
              {},
              h('caption', {}, `${plural(this.faults.length, 'active fault')}, first match wins`),
              h(
                'thead',
                {},
                h(
                  'tr',
                  {},
                  ['Id', 'Method', 'Path', 'Status', 'Delay', 'Times left', ''].map((t) =>
                    h('th', { scope: 'col' }, t),
                  ),
                ),
              ),
              h(
                'tbody',
                {},
                this.faults.map((f) => this.row(f)),
              ),
            ),
            clear,
          ],
    )
    if (focusKey) (this.list.querySelector(`[data-focus="${CSS.escape(focusKey)}"]`) as HTMLElement | null)?.focus()
  }

  private row(f: Fault): HTMLElement {
    const remove: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        class: 'small',
        'data-focus': `fault:${f.id}`,
        'aria-label': `Remove ${f.id}`,
        onclick: () => runAction(remove, this.output, () => this.remove(f.id)),
      },
      'Remove',
    )
    return h(
      'tr',
      { 'data-id': f.id },
      h('td', {}, h('code', {}, f.id)),
      h('td', {}, f.method ?? 'any'),
      h('td', {}, h('code', {}, f.path ?? 'any')),
      h('td', {}, f.status === null ? 'none' : `${f.status} ${statuses[f.status]}`),
      h('td', {}, `${f.delay_ms} ms`),
      h('td', {}, f.times),
      h('td', {}, remove),
    )
  }

  /**
   * The control plane removes faults only all at once, so removing one clears them and adds the
   * others back as they stand (their remaining times); they get new ids.
   */
  private async remove(id: string): Promise<string> {
    const { data } = await this.api.call<{ data: Fault[] }>('GET', '/__faults')
    const keep = data.filter((f) => f.id !== id)
    await this.api.call('DELETE', '/__faults')
    for (const { id: _id, ...fault } of keep) await this.api.call('POST', '/__faults', fault)
    await this.refresh()
    return `Removed ${id}.`
  }
}

const field = (id: string, label: string, control: HTMLElement) =>
  h('div', { class: 'field' }, h('label', { for: id }, label), control)
