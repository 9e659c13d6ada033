import { Clock, type TimestampUnit } from './store/clock.js'
import { State, type UpdateMode } from './store/state.js'
import type { World } from './store/world.js'

export interface TenantOptions {
  timestampUnit: TimestampUnit
  updateMode: UpdateMode
}

/**
 * One isolated world: its baseline, the live state over it, and its clock. A reset is a new
 * overlay over the same frozen baseline, so it costs the same at any size.
 */
export class Tenant {
  readonly clock: Clock
  state: State

  constructor(
    readonly name: string,
    private baseline: World,
    private readonly options: TenantOptions,
  ) {
    this.clock = new Clock(options.timestampUnit)
    this.state = new State(baseline, this.clock, options.updateMode)
  }

  /** Back to the baseline: the state, and the ids generated from here on. */
  reset(): void {
    this.state = new State(this.baseline, this.clock, this.options.updateMode)
  }

  /** Makes `world` the baseline and resets to it. */
  load(world: World): void {
    this.baseline = world
    this.reset()
  }
}
