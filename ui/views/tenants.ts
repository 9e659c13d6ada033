import { type Api, ApiError } from '../api.js'
import { fill, h } from '../dom.js'
import { outputFor, runAction } from './feedback.js'

interface TenantInfo {
  name: string
  counts: Record<string, number>
}

/** The name rule of CONTRACT section 10, checked before the name goes into a header. */
const tenantName = /^[A-Za-z0-9._-]{1,64}$/

/** Switch the tenant the page shows and steers: one of /__tenants, or a new name. */
export class TenantControls {
  readonly el: HTMLElement
  private readonly list = h('div', { class: 'tenant-list' })
  private readonly output = outputFor('tenant-feedback')
  private seen = ''

  constructor(
    private readonly api: Api,
    private readonly onSwitch: (name: string) => void,
  ) {
    const name = h('input', { id: 'tenant-name', type: 'text', placeholder: 'qa-run-42', autocomplete: 'off' })
    const go: HTMLButtonElement = h('button', { type: 'submit' }, 'Switch')
    this.el = h(
      'section',
      { class: 'control', 'aria-labelledby': 'tenant-title' },
      h('h2', { id: 'tenant-title' }, 'Tenant'),
      h(
        'form',
        {
          class: 'row',
          onsubmit: (event: Event) => {
            event.preventDefault()
            void runAction(go, this.output, () => this.switchTo(name.value.trim()))
          },
        },
        h(
          'div',
          { class: 'field grow' },
          h('label', { for: 'tenant-name' }, 'Tenant name (a new one starts from the baseline)'),
          name,
        ),
        go,
      ),
      this.output,
      this.list,
    )
  }

  async refresh(): Promise<void> {
    const { data } = await this.api.call<{ data: TenantInfo[] }>('GET', '/__tenants')
    const key = JSON.stringify([this.api.tenant, data.map((t) => [t.name, t.counts])])
    if (key === this.seen) return
    this.seen = key
    const focusKey = document.activeElement?.getAttribute('data-focus')
    fill(
      this.list,
      h(
        'table',
        {},
        h('caption', {}, 'Tenants on this server'),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ['Name', 'Contacts', 'Groups', 'Messages', ''].map((t) => h('th', { scope: 'col' }, t)),
          ),
        ),
        h(
          'tbody',
          {},
          data.map((t) => this.row(t)),
        ),
      ),
    )
    if (focusKey) (this.list.querySelector(`[data-focus="${CSS.escape(focusKey)}"]`) as HTMLElement | null)?.focus()
  }

  private row(t: TenantInfo): HTMLElement {
    const current = t.name === this.api.tenant
    const button: HTMLButtonElement = h(
      'button',
      {
        type: 'button',
        class: 'small',
        'data-focus': `tenant:${t.name}`,
        'aria-label': `Switch to ${t.name}`,
        disabled: current,
        onclick: () => runAction(button, this.output, () => this.switchTo(t.name)),
      },
      current ? 'Shown' : 'Switch',
    )
    return h(
      'tr',
      { class: current ? 'current' : null, 'data-name': t.name },
      h('th', { scope: 'row' }, h('code', {}, t.name)),
      h('td', {}, t.counts.contacts ?? 0),
      h('td', {}, t.counts.groups ?? 0),
      h('td', {}, t.counts.messages ?? 0),
      h('td', {}, button),
    )
  }

  private async switchTo(name: string): Promise<string> {
    if (!tenantName.test(name)) throw new ApiError(400, 'A tenant name is 1 to 64 characters of A-Z a-z 0-9 . _ -')
    // Asking for its summary first proves the name works (and creates a new tenant) before switching.
    await this.api.call('GET', '/__world', undefined, name)
    this.onSwitch(name)
    this.seen = ''
    await this.refresh()
    return `Now showing tenant ${name}.`
  }
}
