import type { Api } from '../api.js'
import { h } from '../dom.js'
import { ClockControls } from './clock.js'
import { FaultControls } from './faults.js'
import { ScenarioControls } from './scenario.js'
import { TenantControls } from './tenants.js'

/** Controls: scenario and state, clock, faults, tenant; each with its feedback next to it. */
export class ControlsView {
  readonly el: HTMLElement
  private readonly parts: { refresh(): Promise<void> }[]
  private readonly clock: ClockControls

  constructor(api: Api, hooks: { changed: () => Promise<void>; switchTenant: (name: string) => void }) {
    const scenario = new ScenarioControls(api, async () => {
      await hooks.changed()
      await this.refresh()
    })
    const clock = new ClockControls(api)
    this.clock = clock
    const faults = new FaultControls(api)
    const tenants = new TenantControls(api, hooks.switchTenant)
    this.parts = [scenario, clock, faults, tenants]
    this.el = h(
      'section',
      { id: 'view-controls', class: 'view', role: 'tabpanel', 'aria-labelledby': 'tab-controls' },
      h(
        'div',
        { class: 'controls-grid' },
        h('div', { class: 'column' }, scenario.el, clock.el),
        h('div', { class: 'column' }, faults.el, tenants.el),
      ),
    )
  }

  async refresh(): Promise<void> {
    await Promise.all(this.parts.map((p) => p.refresh()))
  }

  /** Between changes only a clock on real time moves. */
  async tick(): Promise<void> {
    await this.clock.tick()
  }
}
