import { activityIssues } from './activity/config.js'
import type { TenantsApart, TenantsUsage } from './apart.js'
import { CoverageModel, coverageReport, Usage } from './control/coverage.js'
import type { WorldOrigin } from './control/journal.js'
import { refuseAtCeiling } from './control/memory.js'
import { MockStats } from './control/stats.js'
import { formatDuration } from './core/durations.js'
import { Problem } from './core/errors.js'
import { defaultTenant } from './core/tenants.js'
import type { Coverage } from './core/types.gen.js'
import { compileValidators, type Validators } from './core/validation.js'
import type { Change, Durability } from './durable/changes.js'
import { Keeper } from './durable/keeper.js'
import { Replay } from './durable/replay.js'
import { generatorLoaded, generatorNotLoaded, loadGenerator, needsGenerator } from './generate/index.js'
import { loadWorld } from './load/fixtures.js'
import { buildOpenApi } from './openapi.js'
import { type MockOptions, packageShelf, type ResolvedOptions, resolveOptions } from './options.js'
import type { TenantSummary } from './request/context.js'
import { Clock } from './store/clock.js'
import { FixtureError, type World } from './store/world.js'
import { Tenant } from './tenant.js'

export { defaultTenant } from './core/tenants.js'

export { givenInCode } from './options.js'

/** How often the tenants that ran out are looked for. */
const sweepEveryMs = 1000

const noSuchTenant = (name: string) => new Problem('not_found', `No tenant ${name} on this server.`)

/** The fixture document of the options: the package's default world when none is given. */
function fixtureOf(options: MockOptions): unknown {
  return options.fixtures === undefined ? packageShelf.read('default') : options.fixtures
}

/**
 * The mock without its HTTP: options, the validators compiled from schemas/, the baseline every
 * new tenant starts from, and the tenants. Constructing it loads the fixtures and throws a
 * FixtureError if they are invalid.
 */
export class Mock {
  readonly options: ResolvedOptions
  readonly validators: Validators
  private readonly tenants = new Map<string, Tenant>()
  /** Bumped when a tenant is made or dropped. */
  tenantsVersion = 0
  private baseline: World
  /** Where the baseline came from, for the provider state of pacts. */
  private baselineOrigin: WorldOrigin
  private document?: Record<string, unknown>
  private model?: CoverageModel
  /** What the requests of dropped tenants exercised, for a coverage of every tenant. */
  private readonly dropped = new Usage(() => this.coverageModel())
  private droppedTenants = 0
  /** What the mock counted of its tenants and refusals, for a host's metrics. */
  readonly stats = new MockStats()
  private sweeper: ReturnType<typeof setInterval> | undefined = undefined
  private nextSweep = 0

  /**
   * `apart`: where the tenants are when the host runs each apart, in a mock of its own (a Durable
   * Object each): this mock then makes none at the start (each is made by its first request, once
   * the host admitted it), and the paths that span tenants ask `apart`.
   */
  constructor(
    options: MockOptions = {},
    readonly apart?: TenantsApart,
  ) {
    this.options = resolveOptions(options)
    this.validators = compileValidators()
    this.baseline = this.buildWorld(fixtureOf(options), options.fixtureSource ?? 'fixtures')
    this.baselineOrigin = {
      fixture: this.options.fixtureName,
      ...(this.options.seed === undefined ? {} : { seed: this.options.seed }),
      ...(this.options.clock === undefined ? {} : { clock: this.options.clock }),
    }
    this.checkActivity()
    if (apart === undefined) this.tenant(defaultTenant)
  }

  /** The `activity` option must be valid and name what the baseline has; its texts need the generator. */
  private checkActivity(): void {
    const { activity } = this.options
    if (activity === undefined) return
    const source = 'option (--activity)'
    const failures = this.validators.failures('activityInput', activity)
    if (failures.length > 0) throw new FixtureError(source, failures, 'activity')
    const issues = activityIssues(activity, this.baseline, [])
    if (issues.length > 0) throw new FixtureError(source, issues, 'activity')
    if (!generatorLoaded())
      throw new FixtureError(source, [{ path: [], message: `${generatorNotLoaded} (for its texts)` }], 'activity')
  }

  /** Like the constructor, but first loads the generator when the fixture or the options need it (`generate`, `activity`). */
  static async create(options: MockOptions = {}, apart?: TenantsApart): Promise<Mock> {
    if (needsGenerator(fixtureOf(options)) || options.activity !== undefined) await loadGenerator()
    return new Mock(options, apart)
  }

  /**
   * The same as `buildWorld`, for any document: json-schema-faker is loaded first when it has a
   * `generate` or an `activity` section (createApp is synchronous, so only the asynchronous paths can load it).
   */
  async prepareWorld(doc: unknown, source: string, clock?: Clock): Promise<World> {
    if (needsGenerator(doc)) await loadGenerator()
    return this.buildWorld(doc, source, clock)
  }

  /**
   * Validates a fixture document whole and builds its world; throws a FixtureError listing every
   * issue. What the document leaves unstamped gets `clock`'s now: a load into a tenant passes the
   * tenant's clock, which POST /__clock may have frozen; the baseline gets the server's.
   */
  buildWorld(doc: unknown, source: string, clock: Clock = this.serverClock()): World {
    return loadWorld(doc, source, this.validators, clock, {
      seed: this.options.seed,
      notify: this.options.notify,
    })
  }

  /** A clock as the server starts one: frozen at --clock, else the real time. */
  private serverClock(): Clock {
    const clock = new Clock(this.options.timestampUnit)
    if (this.options.clock !== undefined) clock.freeze(this.options.clock)
    return clock
  }

  /** Where the tenants are kept, when they are (`keepIn`): told of every change before its answer leaves. */
  keeper: Keeper | undefined = undefined

  /**
   * Set by a host that counts its tenants elsewhere (a Durable Object's directory) while the server
   * holds as many as it may: a tenant not made yet is refused, as past `maxTenants` here.
   */
  full = false

  /**
   * The tenant of that name, created from the server's baseline on first use. One whose lease or
   * idle time ran out is ended first and made anew, as Redis expires a key it is asked for. At
   * --max-tenants, or at the memory ceiling, the tenants that ran out are ended before a new one
   * is refused.
   */
  tenant(name: string = defaultTenant): Tenant {
    const now = Date.now()
    // A sweep at most once a second, on the way of a request: what runs out goes without a timer.
    if (now >= this.nextSweep) {
      this.nextSweep = now + sweepEveryMs
      this.endRunOut(now)
    }
    const existing = this.tenants.get(name)
    if (existing !== undefined && !this.endIfRunOut(existing, now)) return existing
    if (this.full || this.tenants.size >= this.options.maxTenants) {
      this.endRunOut()
      if (this.full || this.tenants.size >= this.options.maxTenants)
        throw new Problem('too_many_tenants', `This server keeps at most ${this.options.maxTenants} tenants.`)
    }
    // `default` is every server's, at any ceiling: a server at its ceiling still starts.
    if (name !== defaultTenant) {
      if (this.options.memory?.full()) this.endRunOut()
      refuseAtCeiling(this.options.memory)
    }
    const tenant = this.makeTenant(name, this.baseline)
    this.tenants.set(name, tenant)
    this.tenantsVersion++
    this.stats.tenantsMade++
    this.keeper?.adopt(tenant, true)
    return tenant
  }

  /**
   * Ends every tenant whose lease or idle time ran out by `now` (real time): what a host runs on a
   * timer (Redis's active expiry), so that a killed job's tenants go without a request. Returns
   * how many it ended.
   */
  endRunOut(now = Date.now()): number {
    if (this.options.tenantIdle === undefined && !this.anyLease()) return 0
    let ended = 0
    for (const tenant of [...this.tenants.values()]) if (this.endIfRunOut(tenant, now)) ended++
    return ended
  }

  /**
   * Ends tenants that ran out every second from now, whether requests come or not (a server's
   * timer; unref'd: it holds no process open); stopped by `stopSweeping`. Without it, the tenants
   * that ran out are ended on the way of the next request.
   */
  startSweeping(): void {
    this.sweeper ??= setInterval(() => this.endRunOut(), sweepEveryMs)
    ;(this.sweeper as { unref?: () => void }).unref?.()
  }

  stopSweeping(): void {
    clearInterval(this.sweeper)
    this.sweeper = undefined
  }

  /** When `tenant` ends unless used, and why, under this server's idle limit; undefined for one that never ends. */
  deadlineOf(tenant: Tenant): ReturnType<Tenant['deadline']> {
    return tenant.deadline(this.options.tenantIdle)
  }

  private anyLease(): boolean {
    for (const tenant of this.tenants.values()) if (tenant.lease !== null) return true
    return false
  }

  /**
   * Ends `tenant` if its lease or idle time ran out by `now`: dropped as DELETE /__tenants drops
   * it (what keeps the tenants forgets it), and said. One whose end cannot be kept stays, and is
   * tried again at the next sweep.
   */
  private endIfRunOut(tenant: Tenant, now: number): boolean {
    const deadline = this.deadlineOf(tenant)
    if (deadline === undefined || now < deadline.at) return false
    try {
      this.dropTenant(tenant.name, deadline.why)
    } catch (error) {
      this.options.notify(
        `tenant ${tenant.name} ran out but could not be ended: ${error instanceof Error ? error.message : error}`,
      )
      return false
    }
    const limit =
      deadline.why === 'lease'
        ? `its lease of ${formatDuration(tenant.lease ?? 0)}`
        : `--tenant-idle ${formatDuration(this.options.tenantIdle ?? 0)}`
    this.options.notify(
      `tenant ${tenant.name} ended: unused since ${new Date(tenant.lastUsedAt).toISOString()}, past ${limit}`,
    )
    return true
  }

  /** A tenant over `world`, with the server's options, not yet one of the mock's. */
  makeTenant(name: string, world: World): Tenant {
    return new Tenant(
      name,
      world,
      {
        timestampUnit: this.options.timestampUnit,
        updateMode: this.options.updateMode,
        clock: this.options.clock ?? null,
        coverage: () => this.coverageModel(),
        activity: this.options.activity ?? null,
        seed: this.options.seed,
        validators: this.validators,
        onBug: this.options.onBug,
      },
      this.baselineOrigin,
    )
  }

  /**
   * Puts back the tenants a `Durability` kept (a snapshot's changes, then the log's), in place of
   * those of the same name, and keeps every change from now on in `port`. Throws a StateError when
   * the changes name what they never made. The tenants it did not bring back (a new directory's
   * default, with the server's world) are kept at once. `read` is called once the changes are read,
   * before anything is kept (the port opens for writing then). Returns how many changes it read.
   */
  async keepIn(port: Durability, kept: Iterable<Change>, read: () => void = () => {}): Promise<number> {
    const replay = this.replay(kept)
    if (replay.needsGenerator()) await loadGenerator()
    read()
    return this.install(replay, port)
  }

  /** The same, synchronously (createApp); throws if a kept activity needs the generator and it is not loaded. */
  keepInNow(port: Durability, kept: Iterable<Change>, read: () => void = () => {}): number {
    const replay = this.replay(kept)
    if (replay.needsGenerator() && !generatorLoaded())
      throw new Error(`the kept state has an activity that writes texts: ${generatorNotLoaded} (use startServer)`)
    read()
    return this.install(replay, port)
  }

  private replay(kept: Iterable<Change>): Replay<Tenant> {
    const replay = new Replay<Tenant>(this)
    for (const change of kept) replay.apply(change)
    return replay
  }

  private install(replay: Replay<Tenant>, port: Durability): number {
    const { tenants, worlds } = replay.finish()
    const keeper = new Keeper(port, this, this.options.notify)
    for (const [world, id] of worlds) keeper.knowWorld(world, id)
    for (const tenant of tenants) {
      this.tenants.get(tenant.name)?.activity.dispose()
      if (!this.tenants.has(tenant.name)) this.stats.tenantsMade++
      this.tenants.set(tenant.name, tenant)
      keeper.adopt(tenant, false)
    }
    for (const tenant of this.tenants.values()) if (!tenants.includes(tenant)) keeper.adopt(tenant, true)
    this.tenantsVersion++
    this.keeper = keeper
    // The tenants it did not bring back (a new directory's default, with the server's world) are
    // kept now, at the start, rather than by the first request, which would wait for a large world.
    const kept = keeper.commit()
    if (kept instanceof Promise)
      kept.catch((error: unknown) => this.options.notify(`could not keep the start: ${error}`))
    return replay.count
  }

  /** A tenant whose making could not be kept: gone as if never made. */
  forgetTenant(tenant: Tenant): void {
    if (this.tenants.get(tenant.name) !== tenant) return
    this.tenants.delete(tenant.name)
    tenant.activity.dispose()
    this.tenantsVersion++
  }

  countDropped(tenant: Tenant): void {
    this.dropped.merge(tenant.journal.usage())
    this.droppedTenants++
  }

  hasTenant(name: string): boolean {
    return this.tenants.has(name)
  }

  allTenants(): Tenant[] {
    return [...this.tenants.values()]
  }

  /**
   * Drops a tenant; `default` can only be reset. Returns false if there was none. What its
   * requests exercised stays in the coverage of every tenant. `why`: dropped by a request, or
   * ended by its lease or idle time.
   */
  dropTenant(name: string, why: keyof MockStats['tenantsEnded'] = 'dropped'): boolean {
    const tenant = this.tenants.get(name)
    if (tenant === undefined) return false
    this.keeper?.dropping(tenant)
    this.tenants.delete(name)
    tenant.activity.dispose()
    this.countDropped(tenant)
    this.tenantsVersion++
    this.stats.tenantsEnded[why]++
    return true
  }

  listTenants(): TenantSummary[] | Promise<TenantSummary[]> {
    if (this.apart !== undefined) return this.apart.list()
    this.endRunOut()
    return this.allTenants().map((tenant) => tenant.summary(this.options.tenantIdle))
  }

  removeTenant(name: string): boolean | Promise<boolean> {
    return this.apart?.drop(name) ?? this.dropTenant(name)
  }

  coverageOf(names: string[] | 'all'): Coverage | Promise<Coverage> {
    if (this.apart !== undefined) return this.apart.usage(names).then((found) => this.coverageApart(found))
    if (names === 'all') return this.coverage('all')
    const unknown = names.find((name) => !this.hasTenant(name))
    if (unknown !== undefined) throw noSuchTenant(unknown)
    return this.coverage(names.map((name) => this.tenant(name)))
  }

  /** The coverage of what tenants that run apart exercised, each tenant's counts as its mock gave them. */
  private coverageApart(found: TenantsUsage): Coverage {
    if ('unknown' in found) throw noSuchTenant(found.unknown)
    const usage = new Usage(() => this.coverageModel())
    for (const image of found.usage) {
      const one = new Usage(() => this.coverageModel())
      one.restore(image)
      usage.merge(one)
    }
    return coverageReport(this.coverageModel(), usage, { names: found.names, dropped: found.dropped })
  }

  /** The OpenAPI document the server serves, built on first use. */
  openapi(): Record<string, unknown> {
    this.document ??= buildOpenApi(this.validators)
    return this.document
  }

  /** The coverage model of the served document, built on first use. */
  coverageModel(): CoverageModel {
    this.model ??= new CoverageModel(this.openapi())
    return this.model
  }

  /**
   * The coverage of the requests of `tenants`, or with 'all' of every tenant's, those dropped
   * since the server started included (docs/coverage.md).
   */
  coverage(tenants: Tenant[] | 'all'): Coverage {
    const usage = new Usage(() => this.coverageModel())
    const all = tenants === 'all'
    const counted = all ? this.allTenants() : [...new Set(tenants)]
    for (const tenant of counted) usage.merge(tenant.journal.usage())
    if (all) usage.merge(this.dropped)
    return coverageReport(this.coverageModel(), usage, {
      names: counted.map((tenant) => tenant.name),
      dropped: all ? this.droppedTenants : 0,
    })
  }

  /** Replaces the server's baseline (the watched fixture file changed) and loads it into `default`. */
  replaceBaseline(world: World): void {
    this.baseline = world
    const tenant = this.tenant(defaultTenant)
    tenant.load(world, this.baselineOrigin.fixture)
    try {
      void this.keeper?.commit(tenant)?.catch((error: unknown) => this.options.notify(String(error)))
    } catch (error) {
      this.options.notify(`the changed fixture was not loaded: ${error instanceof Error ? error.message : error}`)
    }
  }
}
