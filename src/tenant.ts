import type { CoverageModel } from './control/coverage.js'
import { Faults } from './control/faults.js'
import { Journal, type WorldOrigin } from './control/journal.js'
import { Clock, type TimestampUnit } from './store/clock.js'
import { State, type UpdateMode } from './store/state.js'
import type { World } from './store/world.js'

export interface TenantOptions {
  timestampUnit: TimestampUnit
  updateMode: UpdateMode
  /** Where the clock stands after a reset: frozen there, or the real time when null. */
  clock: number | null
  /** The served document's coverage model, which the journal counts requests against. */
  coverage: () => CoverageModel
}

/**
 * One isolated world: its baseline, the live state over it, its clock, journal and faults.
 * A reset is a new overlay over the same frozen baseline, so it costs the same at any size.
 */
export class Tenant {
  readonly clock: Clock
  readonly journal: Journal
  readonly faults = new Faults()
  state: State
  readonly createdAt = Date.now()
  /** The versions of the states a reset or a load replaced, so that `worldVersion` only grows. */
  private retired = 0
  lastUsedAt = Date.now()

  constructor(
    readonly name: string,
    private baseline: World,
    private readonly options: TenantOptions,
    /** The fixture the baseline came from, which a pact names as its provider state. */
    public origin: WorldOrigin,
  ) {
    this.clock = new Clock(options.timestampUnit)
    this.journal = new Journal(options.coverage)
    this.resetClock()
    this.state = new State(baseline, this.clock, options.updateMode)
  }

  /** Back to the baseline: the state and the ids generated from here on; journal and faults cleared; clock as at start. */
  reset(): void {
    this.retire()
    this.state = new State(this.baseline, this.clock, this.options.updateMode)
    this.journal.clear()
    this.faults.clear()
    this.resetClock()
  }

  /** Makes `world` (read from `fixture`) the baseline and puts the state back to it. */
  load(world: World, fixture: string): void {
    this.baseline = world
    this.origin = { ...this.origin, fixture }
    this.retire()
    this.state = new State(world, this.clock, this.options.updateMode)
  }

  /** Grows with every change to the world's records, reset and loads included. */
  get worldVersion(): number {
    return this.retired + this.state.version
  }

  private retire(): void {
    this.retired += this.state.version + 1
  }

  private resetClock(): void {
    if (this.options.clock === null) this.clock.release()
    else this.clock.freeze(this.options.clock)
  }
}
