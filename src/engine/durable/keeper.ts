import { journalCapacity, type Recorded } from '../control/journal.js'
import { Problem } from '../core/errors.js'
import { IdGenerator } from '../store/ids.js'
import { type KeptMap, keptMaps, type MapChanges, type State } from '../store/state.js'
import type { World } from '../store/world.js'
import type { Change, Durability, KeptTenant, TenantKeeping, TenantMeta } from './changes.js'
import {
  answerRecords,
  answerText,
  applyMeta,
  headOf,
  keptRequestImage,
  metaOf,
  recordChanges,
  requestImage,
  snapshotMaps,
  worldChanges,
} from './images.js'

/** What the keeper needs of the mock: its tenants, to forget one whose making could not be kept. */
export interface KeptMock {
  allTenants(): KeptTenant[]
  forgetTenant(tenant: KeptTenant): void
  readonly options: { readonly timestampUnit: 's' | 'ms' }
}

/** What a reset or a load replaced, to put back if it cannot be kept. */
interface Held {
  state: State
  baseline: World
  journal: Recorded[]
  left: ReturnType<KeptTenant['journal']['leftImage']>
  meta: TenantMeta
}

/** One tenant as the keeper follows it: what changed since its last kept change, and what it was then. */
interface Track {
  readonly tenant: KeptTenant
  /** Each key changed since, with its value before (undefined: there was none). */
  before: Map<KeptMap, Map<string, unknown>>
  ids: number | null
  seq: number
  meta: TenantMeta
  metaVersion: number
  journalClears: number
  /** Made, reset or loaded since: kept whole. */
  whole: boolean
  keepJournal: boolean
  /** Made since: forgotten if that cannot be kept. */
  made: boolean
  held: Held | undefined
  /** Reads journaled since the last write, not yet handed over: each with its place in the journal. */
  unwritten: { recorded: Recorded; index: number; clears: number }[]
  /** The journal a clear emptied since, to put back if that cannot be kept (a reset's is in `held`). */
  heldJournal: Pick<Held, 'journal' | 'left'> | undefined
}

/** What a tenant's track was before a batch took its changes: what the batch puts back if they cannot be kept. */
type Undo = Pick<
  Track,
  'before' | 'ids' | 'seq' | 'meta' | 'metaVersion' | 'journalClears' | 'made' | 'held' | 'heldJournal'
> & { track: Track }

/** The changes handed over at once, and what they took. */
interface Batch {
  tracks: Track[]
  changes: Change[]
  /** The worlds written in it for the first time. */
  worlds: World[]
  undo: Undo[]
  /** Makes the reads it took wait again. */
  putBack: () => void
  /** Set when an earlier batch could not be kept: this one is put back too. */
  failed: unknown
}

/** How long a read's journal entry may wait for a write to go with, unless the port says otherwise. */
const readDelayMs = 1000

/** What drainReads gives when no read waits (most writes): nothing to hand over or put back. */
const noReads: { changes: Change[]; putBack: () => void } = { changes: [], putBack: () => {} }

/** A journaled request, as the change that keeps it. */
function requestChange(tenant: KeptTenant, recorded: Recorded): Change {
  return {
    kind: 'request',
    tenant: tenant.name,
    lastUsedAt: tenant.lastUsedAt,
    request: requestImage(recorded, answerRecords(recorded) ?? answerText(recorded)),
  }
}

/** Grows with every change of a tenant's clock, faults, activity or lease, and every clear of its journal. */
const versionOf = (tenant: KeptTenant) =>
  tenant.clock.version + tenant.faults.version + tenant.activity.version + tenant.journal.clears + tenant.leaseVersion

/**
 * Follows a mock's tenants and hands what each answer changed to a `Durability`, before the answer
 * leaves; puts back what it changed if that cannot be kept, so that nothing is acknowledged that is
 * not kept. Changes of records are seen as they happen (the state's maps tell it), the clock,
 * faults and activity by their versions, the journal entry by the engine.
 */
export class Keeper implements TenantKeeping {
  private readonly tracks = new Map<KeptTenant, Track>()
  private readonly dirty = new Set<Track>()
  private readonly worlds = new WeakMap<World, number>()
  /** The worlds the port has kept since its last snapshot: a tenant's change names them by id. */
  private written = new Set<World>()
  private nextWorld = 1
  /** The tenants whose reads wait to be written. */
  private readonly waiting = new Set<Track>()
  private readTimer: ReturnType<typeof setTimeout> | undefined = undefined
  /** Batches a port that keeps later has not confirmed yet, oldest first. */
  private readonly inFlight: Batch[] = []
  /** Drops handed to a port that keeps later, not yet waited for by their request. */
  private unconfirmed: Promise<void> | undefined = undefined

  constructor(
    private readonly port: Durability,
    private readonly mock: KeptMock,
    /** Where a change no request waits for, that could not be kept, is said. */
    private readonly notify: (message: string) => void,
  ) {}

  /** Follows `tenant` from now on; `made`: it is new, and kept whole at the next commit. */
  adopt(tenant: KeptTenant, made: boolean): void {
    const track: Track = {
      tenant,
      before: new Map(),
      ids: tenant.state.ids.position,
      seq: tenant.state.sequence,
      meta: metaOf(tenant),
      metaVersion: versionOf(tenant),
      journalClears: tenant.journal.clears,
      whole: made,
      keepJournal: false,
      made,
      held: undefined,
      unwritten: [],
      heldJournal: undefined,
    }
    this.tracks.set(tenant, track)
    tenant.keeping = this
    this.watch(track)
    if (made) this.dirty.add(track)
  }

  /** A world that came back from a snapshot, under the id it was kept with. */
  knowWorld(world: World, id: number): void {
    this.worlds.set(world, id)
    this.written.add(world)
    this.nextWorld = Math.max(this.nextWorld, id + 1)
  }

  /** A reset or load is about to replace the tenant's state: what it was is held, to put back. */
  replacing(tenant: KeptTenant, keepJournal: boolean): void {
    const track = this.tracks.get(tenant)
    if (track === undefined) return
    track.held ??= {
      state: tenant.state,
      baseline: tenant.baseline,
      journal: tenant.journal.records(),
      left: tenant.journal.leftImage(),
      meta: track.meta,
    }
    if (!track.whole) track.keepJournal = keepJournal
    else track.keepJournal &&= keepJournal
    track.whole = true
    this.dirty.add(track)
  }

  /** The journal is about to be emptied: its entries are held, to put back if that cannot be kept. */
  clearingJournal(tenant: KeptTenant): void {
    const track = this.tracks.get(tenant)
    if (track === undefined) return
    track.heldJournal ??= { journal: tenant.journal.records(), left: tenant.journal.leftImage() }
  }

  /** The state was replaced: its new maps are watched. */
  replaced(tenant: KeptTenant): void {
    const track = this.tracks.get(tenant)
    if (track !== undefined) this.watch(track)
  }

  /**
   * Hands the changes of every tenant that changed (and of `also`, whose clock, faults or activity
   * may have moved) to the port, with the journal entry of the request being answered, if any.
   * Throws (or rejects with) a Problem when they cannot be kept, having put everything back.
   */
  commit(also?: KeptTenant, request?: { tenant: KeptTenant; recorded: Recorded }): void | Promise<void> {
    if (also !== undefined) this.check(also)
    const track = request === undefined ? undefined : this.tracks.get(request.tenant)
    if (this.dirty.size === 0) {
      // A read changed nothing but its journal: its entry waits for the next write, or a second.
      if (track !== undefined && request !== undefined) this.defer(track, request.recorded)
      return this.confirming()
    }
    // A tenant made by this request (a read under a new name too): what could not be kept is its making.
    const making = track?.made ?? false
    const batch = this.batch()
    if (request !== undefined) batch.changes.push(requestChange(request.tenant, request.recorded))
    let kept: void | Promise<void>
    try {
      kept = this.port.keep(batch.changes, true)
    } catch (error) {
      this.undo(batch)
      throw keepFailed(error, making)
    }
    // What follows starts from here, kept or not yet: a port that keeps later is told in order,
    // and a second request must not hand over these changes again.
    this.settleBatch(batch)
    if (!(kept instanceof Promise)) return
    this.inFlight.push(batch)
    return kept.then(
      () => {
        const at = this.inFlight.indexOf(batch)
        if (at !== -1) this.inFlight.splice(at, 1)
        if (batch.failed !== undefined) throw keepFailed(batch.failed, making)
      },
      (error: unknown) => {
        this.failFrom(batch, error)
        throw keepFailed(error, making)
      },
    )
  }

  /** What a drop handed to a port that keeps later waits for, for its request to wait too. */
  private confirming(): Promise<void> | undefined {
    const waiting = this.unconfirmed
    this.unconfirmed = undefined
    return waiting
  }

  /**
   * A batch a later port could not keep: it and every batch handed over after it (built on it,
   * their answers still waiting) are put back, the latest first, and each answers the problem.
   */
  private failFrom(batch: Batch, error: unknown): void {
    // Already put back, as a later batch of one that failed before it.
    if (batch.failed !== undefined) return
    const at = this.inFlight.indexOf(batch)
    const undone = at === -1 ? [batch] : this.inFlight.splice(at)
    for (const later of undone.reverse()) {
      later.failed ??= error
      this.undo(later)
    }
  }

  /** A change that no request waits for (the activity's timer): kept, or if it cannot be, kept whole next time. */
  commitQuietly(tenant: KeptTenant, notify: (message: string) => void): void {
    this.check(tenant)
    const batch = this.batch()
    if (batch.tracks.length === 0) return
    const failed = (error: unknown) => {
      batch.putBack()
      for (const world of batch.worlds) this.written.delete(world)
      // Nothing was acknowledged: the changes stay, and the tenants are kept whole when the port takes writes again.
      for (const track of batch.tracks) {
        if (!this.tracks.has(track.tenant)) continue
        track.whole = true
        this.dirty.add(track)
      }
      notify(`could not keep a change of the activity (${reasonOf(error)}); it is kept with the next one`)
    }
    let kept: void | Promise<void>
    try {
      kept = this.port.keep(batch.changes, true)
    } catch (error) {
      this.settleBatch(batch)
      failed(error)
      return
    }
    this.settleBatch(batch)
    if (kept instanceof Promise) kept.catch(failed)
  }

  /**
   * Keeps the dropping of a tenant before it is dropped (nothing of it is to be put back then).
   * Throws the problem of a change that cannot be kept.
   */
  dropping(tenant: KeptTenant): void {
    const track = this.tracks.get(tenant)
    if (track === undefined) return
    if (!track.made) {
      try {
        const kept = this.port.keep([{ kind: 'dropped', tenant: tenant.name }], true)
        // A port that keeps later: the request that dropped it waits for it (`confirming`).
        if (kept instanceof Promise) {
          const before = this.unconfirmed
          this.unconfirmed = (before === undefined ? kept : Promise.all([before, kept]).then(() => {})).catch(
            (error: unknown) => {
              throw keepFailed(error)
            },
          )
        }
      } catch (error) {
        throw keepFailed(error)
      }
    }
    this.forget(track)
  }

  /**
   * The changes of every tenant marked changed (after the reads that waited), what to do once
   * they are kept, and what to do if they cannot be: the reads wait again.
   */
  private batch(): Batch {
    const tracks = [...this.dirty]
    // The reads that waited go first: a tenant's journal is written in the order it was made.
    const reads = this.drainReads()
    const changes: Change[] = [...reads.changes]
    const worlds: World[] = []
    for (const track of tracks) changes.push(...this.changesOf(track, worlds))
    const undo = tracks.map(
      ({ before, ids, seq, meta, metaVersion, journalClears, made, held, heldJournal }, i): Undo => ({
        track: tracks[i],
        before,
        ids,
        seq,
        meta,
        metaVersion,
        journalClears,
        made,
        held,
        heldJournal,
      }),
    )
    return { tracks, changes, worlds, undo, putBack: reads.putBack, failed: undefined }
  }

  /** The batch is handed over: its tenants start again from here, its worlds are the port's. */
  private settleBatch(batch: Batch): void {
    for (const world of batch.worlds) this.written.add(world)
    for (const track of batch.tracks) this.settle(track)
  }

  /** Puts back what a batch changed: each tenant as it was before it, the reads it took waiting again. */
  private undo(batch: Batch): void {
    batch.putBack()
    for (const world of batch.worlds) this.written.delete(world)
    for (const { track, ...before } of batch.undo) {
      if (!this.tracks.has(track.tenant) && !before.made) continue
      Object.assign(track, before)
      this.rollback(track)
    }
  }

  /**
   * Holds a read's journal entry until the next write or for a second, as Redis's everysec: of a
   * thousand reads a second, most have left the journal's ring by then and are never written (the
   * counts they leave for the coverage are written instead). Writing each read's entry would cost
   * it a JSON line; this costs it a push.
   */
  private defer(track: Track, recorded: Recorded): void {
    const { journal } = track.tenant
    track.unwritten.push({ recorded, index: journal.total, clears: journal.clears })
    // Past the ring's size the oldest are out of it already.
    if (track.unwritten.length > 2 * journalCapacity)
      track.unwritten.splice(0, track.unwritten.length - journalCapacity)
    this.waiting.add(track)
    if (this.readTimer === undefined) {
      this.readTimer = setTimeout(() => this.flushReads(), this.port.readDelayMs ?? readDelayMs)
      ;(this.readTimer as { unref?: () => void }).unref?.()
    }
  }

  /** The journal entries of reads that wait, those still in their tenant's ring, as changes; `putBack` makes them wait again. */
  private drainReads(): { changes: Change[]; putBack: () => void } {
    if (this.waiting.size === 0) return noReads
    const changes: Change[] = []
    const drained = new Map<Track, Track['unwritten']>()
    for (const track of this.waiting) {
      const { tenant } = track
      const { journal } = tenant
      let skipped = false
      for (const { recorded, index, clears } of track.unwritten) {
        if (clears === journal.clears && journal.total - index < journalCapacity)
          changes.push(requestChange(tenant, recorded))
        else skipped = true
      }
      // What left the ring unwritten still counts for the coverage: its counts, after the entries.
      if (skipped) changes.push({ kind: 'journal-left', tenant: tenant.name, left: journal.leftImage() })
      drained.set(track, track.unwritten)
      track.unwritten = []
    }
    this.waiting.clear()
    const putBack = () => {
      for (const [track, unwritten] of drained) {
        if (!this.tracks.has(track.tenant)) continue
        track.unwritten = [...unwritten, ...track.unwritten]
        this.waiting.add(track)
      }
    }
    return { changes, putBack }
  }

  /** Writes the reads that wait (a second after the first of them, and before the port closes). */
  flushReads(): void {
    clearTimeout(this.readTimer)
    this.readTimer = undefined
    const { changes } = this.drainReads()
    if (changes.length === 0) return
    try {
      const kept = this.port.keep(changes, false)
      if (kept instanceof Promise) kept.catch((error: unknown) => this.readsLost(error))
    } catch (error) {
      this.readsLost(error)
    }
  }

  private readsLost(error: unknown): void {
    this.notify(`could not keep the journal of some reads (${reasonOf(error)})`)
  }

  /**
   * The whole mock as changes from nothing, read now: each world once, then each tenant's head,
   * records and journal. Walking it later (over many turns) still gives this moment.
   */
  snapshot(): Iterable<Change> {
    const unit = this.mock.options.timestampUnit
    const parts: (() => Iterable<Change>)[] = []
    const seen = new Set<World>()
    // What follows the snapshot names only the worlds in it; the reads that waited are in it.
    this.written = seen
    for (const track of this.waiting) track.unwritten = []
    this.waiting.clear()
    for (const tenant of this.mock.allTenants()) {
      const world = tenant.baseline
      const id = this.worldId(world)
      if (!seen.has(world)) {
        seen.add(world)
        parts.push(() => worldChanges(world, id, unit))
      }
      const head = headOf(tenant, id)
      const maps = snapshotMaps(tenant.state)
      const journal = tenant.journal.records()
      const counters = { ids: head.ids, seq: head.seq }
      parts.push(function* () {
        yield { kind: 'tenant', tenant: head, keepJournal: false }
        yield* recordChanges(head.name, maps, counters)
        for (const recorded of journal)
          yield { kind: 'request', tenant: head.name, lastUsedAt: head.lastUsedAt, request: keptRequestImage(recorded) }
      })
    }
    return (function* () {
      for (const part of parts) yield* part()
    })()
  }

  /** What a tenant changed since its last kept change; `worlds` gets the worlds written for it. */
  private changesOf(track: Track, worlds: World[]): Change[] {
    const { tenant } = track
    const name = tenant.name
    const changes: Change[] = []
    if (track.whole) {
      const world = tenant.baseline
      const id = this.worldId(world)
      if (!this.written.has(world) && !worlds.includes(world)) {
        worlds.push(world)
        changes.push(...worldChanges(world, id, this.mock.options.timestampUnit))
      }
      const head = headOf(tenant, id)
      changes.push({ kind: 'tenant', tenant: head, keepJournal: track.keepJournal })
      changes.push(...recordChanges(name, stateMaps(tenant.state), { ids: head.ids, seq: head.seq }))
      return changes
    }
    if (track.before.size > 0) {
      const maps: MapChanges = {}
      for (const [map, keys] of track.before) {
        const current = tenant.state.map(map)
        maps[map] = [...keys.keys()].map((key) => [key, current.get(key) ?? null])
      }
      changes.push({ kind: 'records', tenant: name, maps, ids: tenant.state.ids.position, seq: tenant.state.sequence })
    }
    if (tenant.journal.clears !== track.journalClears) changes.push({ kind: 'journal-cleared', tenant: name })
    if (versionOf(tenant) !== track.metaVersion) changes.push({ kind: 'meta', tenant: name, meta: metaOf(tenant) })
    return changes
  }

  /** The tenant's changes are kept: what it is now is what it goes back to. */
  private settle(track: Track): void {
    const { tenant } = track
    this.dirty.delete(track)
    track.before = new Map()
    track.ids = tenant.state.ids.position
    track.seq = tenant.state.sequence
    if (versionOf(tenant) !== track.metaVersion || track.whole) {
      track.meta = metaOf(tenant)
      track.metaVersion = versionOf(tenant)
    }
    track.journalClears = tenant.journal.clears
    track.whole = false
    track.keepJournal = false
    track.made = false
    track.held = undefined
    track.heldJournal = undefined
  }

  /** Puts back what the tenant changed since its last kept change. */
  private rollback(track: Track): void {
    const { tenant } = track
    this.dirty.delete(track)
    if (track.made) {
      this.mock.forgetTenant(tenant)
      this.forget(track)
      return
    }
    if (track.held !== undefined) {
      const { held } = track
      tenant.restoreState(held.state, held.baseline)
      tenant.journal.restoreLeft(held.left)
      for (const recorded of held.journal) tenant.journal.record(recorded)
      applyMeta(tenant, held.meta)
    } else {
      const maps: MapChanges = {}
      for (const [map, keys] of track.before) maps[map] = [...keys].map(([key, value]) => [key, value ?? null])
      this.unwatch(tenant.state)
      tenant.state.applyChanges(maps)
      tenant.state.resumeCounters(IdGenerator.resume(track.ids), track.seq)
      if (versionOf(tenant) !== track.metaVersion) applyMeta(tenant, track.meta)
      if (track.heldJournal !== undefined) {
        tenant.journal.restoreLeft(track.heldJournal.left)
        for (const recorded of track.heldJournal.journal) tenant.journal.record(recorded)
      }
    }
    this.watch(track)
    track.before = new Map()
    track.whole = false
    track.held = undefined
    track.heldJournal = undefined
    track.metaVersion = versionOf(tenant)
    track.journalClears = tenant.journal.clears
  }

  changedByActivity(tenant: KeptTenant): void {
    this.commitQuietly(tenant, this.notify)
  }

  /** Marks `tenant` changed if its clock, faults or activity moved. */
  private check(tenant: KeptTenant): void {
    const track = this.tracks.get(tenant)
    if (track !== undefined && versionOf(tenant) !== track.metaVersion) this.dirty.add(track)
  }

  private watch(track: Track): void {
    const { state } = track.tenant
    for (const name of keptMaps) {
      state.map(name).watch = (key, before) => {
        let keys = track.before.get(name)
        if (keys === undefined) {
          keys = new Map()
          track.before.set(name, keys)
        }
        if (!keys.has(key)) keys.set(key, before)
        this.dirty.add(track)
      }
    }
  }

  private unwatch(state: State): void {
    for (const name of keptMaps) state.map(name).watch = undefined
  }

  private forget(track: Track): void {
    this.waiting.delete(track)
    this.unwatch(track.tenant.state)
    track.tenant.keeping = undefined
    this.tracks.delete(track.tenant)
    this.dirty.delete(track)
  }

  private worldId(world: World): number {
    let id = this.worlds.get(world)
    if (id === undefined) {
      id = this.nextWorld++
      this.worlds.set(world, id)
    }
    return id
  }
}

function stateMaps(state: State) {
  return Object.fromEntries(keptMaps.map((name) => [name, state.map(name)])) as Parameters<typeof recordChanges>[1]
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The problem of a change that could not be kept: 507, saying why (a full disk, a refused write). */
/** The 507 of what could not be kept: a change, or the making of the request's tenant, which a read asks for too. */
function keepFailed(error: unknown, making = false): Problem {
  return new Problem(
    'insufficient_storage',
    making
      ? `The tenant was not made: making it could not be kept (${reasonOf(error)}). Reads of the tenants already kept still work.`
      : `The change was not made: it could not be kept (${reasonOf(error)}). Reads still work.`,
  )
}
