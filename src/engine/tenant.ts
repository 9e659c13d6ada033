import { Activity } from './activity/activity.js'
import { activityIssues, type Participants, participantsOf, resolveActivity } from './activity/config.js'
import type { CoverageModel } from './control/coverage.js'
import { Faults } from './control/faults.js'
import { Journal, type WorldOrigin } from './control/journal.js'
import { invalidParameter, invalidParameters } from './core/errors.js'
import { defaultTenant } from './core/tenants.js'
import type { ActivityConfig, ActivityInput } from './core/types.gen.js'
import { bracket, type Validators } from './core/validation.js'
import type { KeptTenant, TenantKeeping } from './durable/changes.js'
import { loadGenerator } from './generate/index.js'
import type { TenantSummary } from './request/context.js'
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
  /** The server's activity, in force where the baseline's fixture has none. */
  activity: ActivityInput | null
  /** The server's seed, the activity's when it names none. */
  seed: number | undefined
  validators: Validators
  onBug: (error: unknown) => void
}

/**
 * One isolated world: its baseline, the live state over it, its clock, journal, faults and activity.
 * A reset is a new overlay over the same frozen baseline, so it costs the same at any size.
 */
export class Tenant implements KeptTenant {
  readonly clock: Clock
  readonly journal: Journal
  readonly faults = new Faults()
  readonly activity: Activity
  state: State
  createdAt = Date.now()
  /** The versions of the states a reset or a load replaced, so that `worldVersion` only grows. */
  private retired = 0
  lastUsedAt = Date.now()
  /**
   * How long the tenant lives past its last use, in milliseconds (X-Mock-Tenant-Lease), or null:
   * then the server's --tenant-idle, if it has one, ends it.
   */
  lease: number | null = null
  /** Grows with every change of the lease, for what keeps the tenant. */
  leaseVersion = 0
  keeping: TenantKeeping | undefined = undefined

  constructor(
    readonly name: string,
    /** What a reset returns to. */
    public baseline: World,
    private readonly options: TenantOptions,
    /** The fixture the baseline came from, which a pact names as its provider state. */
    public origin: WorldOrigin,
  ) {
    this.clock = new Clock(options.timestampUnit)
    this.journal = new Journal(name, options.coverage)
    this.resetClock()
    this.state = new State(baseline, this.clock, options.updateMode)
    this.activity = new Activity({
      state: () => this.state,
      clock: this.clock,
      validators: options.validators,
      onBug: options.onBug,
      changed: () => this.keeping?.changedByActivity(this),
    })
    this.activity.restart(this.baselineActivity())
  }

  /**
   * Back to the baseline: the state and the ids generated from here on; journal and faults cleared;
   * clock as at start; the baseline's activity from now, nothing pending or past.
   */
  reset(): void {
    this.keeping?.replacing(this, false)
    this.retire()
    this.state = new State(this.baseline, this.clock, this.options.updateMode)
    this.journal.clear()
    this.faults.clear()
    this.resetClock()
    this.activity.restart(this.baselineActivity())
    this.keeping?.replaced(this)
  }

  /** Empties the journal (DELETE /__requests); what keeps the tenant holds the entries first, to put back if that cannot be kept. */
  clearJournal(): void {
    this.keeping?.clearingJournal(this)
    this.journal.clear()
  }

  /** Makes `world` (read from `fixture`) the baseline and puts the state back to it. */
  load(world: World, fixture: string): void {
    this.keeping?.replacing(this, true)
    this.baseline = world
    this.origin = { ...this.origin, fixture }
    this.retire()
    this.state = new State(world, this.clock, this.options.updateMode)
    this.activity.restart(this.baselineActivity())
    this.keeping?.replaced(this)
  }

  /** Puts back a state and its baseline as they were (a reset or load that could not be kept). */
  restoreState(state: State, baseline: World): void {
    this.retire()
    this.baseline = baseline
    this.state = state
  }

  /**
   * Puts a (schema-valid) activity in force from now, as POST /__activity; refused with
   * invalid_parameter, changing nothing, if it names what the state lacks or asks the impossible.
   */
  async setActivity(input: ActivityInput): Promise<void> {
    const issues = activityIssues(input, this.participants(), [])
    if (issues.length > 0)
      throw invalidParameters(issues.map((i) => ({ param: bracket(i.path.map(String)), message: i.message })))
    // The participants' texts come from the generator of generated worlds.
    await loadGenerator()
    this.activity.set(this.resolveActivity(input))
  }

  /** An activity configuration with its defaults filled in from the state as it is now (`me`) and the server (`seed`). */
  resolveActivity(input: ActivityInput): ActivityConfig {
    return resolveActivity(input, this.participants(), this.options.seed)
  }

  /** The world an activity is checked against: the state as it is now. */
  private participants(): Participants {
    return participantsOf(this.state)
  }

  /**
   * Freezes the clock at `at`. Moved forward, it first runs the activity pending by then, in time
   * order, each at its own time; a move that would run more than the activity may at once is
   * refused (invalid_parameter), moving nothing.
   */
  freezeClock(at: number, param: 'now' | 'advance' = 'now'): void {
    if (!this.clock.frozen || at >= this.clock.now()) this.activity.runUntil(at, param)
    this.clock.freeze(at)
    this.activity.arm()
  }

  /** Moves a frozen clock by whole seconds, as `freezeClock`; refused if it is not frozen or would leave 0 to 2^53 - 1. */
  advanceClock(seconds: number): void {
    if (!this.clock.frozen) throw invalidParameter('advance', 'needs a frozen clock: POST { "now": ... } first')
    const to = this.clock.later(seconds)
    if (to === null) throw invalidParameter('advance', 'would move the clock outside 0 to 2^53 - 1')
    this.freezeClock(to, 'advance')
  }

  releaseClock(): void {
    this.clock.release()
    this.activity.arm()
  }

  private baselineActivity(): ActivityConfig | null {
    const input = this.baseline.activity ?? this.options.activity
    return input === null ? null : this.resolveActivity(input)
  }

  /** Gives the tenant a lease (null: none), renewed by every use from now. */
  setLease(ms: number | null): void {
    if (ms === this.lease) return
    this.lease = ms
    this.leaseVersion++
  }

  /**
   * When the tenant ends unless it is used before (Date.now() milliseconds), and why: its lease,
   * else the server's idle limit; undefined when neither applies, and always for `default`, which
   * never ends. Real time, never the tenant's clock, which a test may have frozen.
   */
  deadline(idleMs: number | undefined): { at: number; why: 'lease' | 'idle' } | undefined {
    if (this.name === defaultTenant) return undefined
    if (this.lease !== null) return { at: this.lastUsedAt + this.lease, why: 'lease' }
    return idleMs === undefined ? undefined : { at: this.lastUsedAt + idleMs, why: 'idle' }
  }

  /** The tenant as GET /__tenants lists it. */
  summary(idleMs?: number): TenantSummary {
    return {
      name: this.name,
      counts: this.state.counts(),
      createdAt: this.createdAt,
      lastUsedAt: this.lastUsedAt,
      lease: this.lease,
      endsAt: this.deadline(idleMs)?.at ?? null,
    }
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
