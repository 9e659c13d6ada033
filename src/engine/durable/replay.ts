import { writesTexts } from '../activity/activity.js'
import type { TimestampUnit } from '../store/clock.js'
import { IdGenerator } from '../store/ids.js'
import type { World } from '../store/world.js'
import type { Change, KeptTenant, TenantMeta, WorldHead, WorldItems } from './changes.js'
import { applyMeta, recordedOf, worldOf } from './images.js'

/** What a replay needs of the mock: tenants made over a world, and the coverage of the dropped ones. */
export interface ReplayedMock<T extends KeptTenant> {
  readonly options: { readonly timestampUnit: TimestampUnit }
  /** A tenant over `world`, not yet one of the mock's. */
  makeTenant(name: string, world: World): T
  /** The requests of a tenant dropped while it ran still count in the coverage of every tenant. */
  countDropped(tenant: KeptTenant): void
}

/** A kept state that cannot be restored: a change names what was never made. */
export class StateError extends Error {}

interface PendingWorld {
  head: WorldHead
  items: Required<WorldItems>
  world?: World
}

/**
 * Makes tenants again from the changes a `Durability` kept, in order: a snapshot's, then the
 * log's. Records are applied as they were written, key by key; each tenant's timelines are
 * rebuilt and its clock, faults and activity put back once, at the end.
 */
export class Replay<T extends KeptTenant> {
  private readonly worlds = new Map<number, PendingWorld>()
  readonly tenants = new Map<string, T>()
  private readonly touched = new Map<T, Set<string>>()
  private readonly metas = new Map<T, TenantMeta>()
  /** How many changes were applied. */
  count = 0

  constructor(private readonly mock: ReplayedMock<T>) {}

  apply(change: Change): void {
    this.count++
    switch (change.kind) {
      case 'world':
        this.worlds.set(change.world.id, {
          head: change.world,
          items: { contacts: [], groups: [], conversations: [], messages: [] },
        })
        return
      case 'world-items': {
        const pending = this.worlds.get(change.world)
        if (pending === undefined) throw new StateError(`items of world ${change.world}, which was never made`)
        for (const [list, items] of Object.entries(change.items) as [keyof WorldItems, unknown[]][])
          (pending.items[list] as unknown[]).push(...items)
        return
      }
      case 'tenant': {
        const { tenant: head } = change
        const before = this.tenants.get(head.name)
        const tenant = this.mock.makeTenant(head.name, this.world(head.world))
        tenant.createdAt = head.createdAt
        tenant.lastUsedAt = head.lastUsedAt
        tenant.origin = head.meta.origin
        tenant.state.resumeCounters(IdGenerator.resume(head.ids), head.seq)
        tenant.journal.restoreLeft(head.left)
        if (change.keepJournal && before !== undefined)
          for (const recorded of before.journal.records()) tenant.journal.record(recorded)
        before?.activity.dispose()
        this.tenants.set(head.name, tenant)
        this.metas.set(tenant, head.meta)
        return
      }
      case 'records': {
        const tenant = this.tenant(change.tenant)
        let touched = this.touched.get(tenant)
        if (touched === undefined) {
          touched = new Set()
          this.touched.set(tenant, touched)
        }
        tenant.state.applyChanges(change.maps, touched)
        tenant.state.resumeCounters(IdGenerator.resume(change.ids), change.seq)
        return
      }
      case 'meta':
        this.metas.set(this.tenant(change.tenant), change.meta)
        return
      case 'request': {
        const tenant = this.tenant(change.tenant)
        tenant.journal.record(recordedOf(change.request, tenant.state))
        tenant.lastUsedAt = change.lastUsedAt
        return
      }
      case 'journal-left':
        this.tenant(change.tenant).journal.setLeft(change.left)
        return
      case 'journal-cleared':
        this.tenant(change.tenant).journal.clear()
        return
      case 'dropped': {
        const tenant = this.tenant(change.tenant)
        this.tenants.delete(change.tenant)
        tenant.activity.dispose()
        this.mock.countDropped(tenant)
        return
      }
      default:
        throw new StateError(`a change of an unknown kind (${(change as { kind: unknown }).kind})`)
    }
  }

  /**
   * The tenants as they were, each with its timelines rebuilt and its clock, faults and activity
   * put back (the activity's timer armed), and the worlds they read through to, by id.
   */
  finish(): { tenants: T[]; worlds: Map<World, number> } {
    for (const [tenant, touched] of this.touched) tenant.state.rebuildTimelines(touched)
    const tenants = [...this.tenants.values()]
    for (const tenant of tenants) {
      const meta = this.metas.get(tenant)
      if (meta !== undefined) applyMeta(tenant, meta)
    }
    const worlds = new Map<World, number>()
    for (const [id, pending] of this.worlds) if (pending.world !== undefined) worlds.set(pending.world, id)
    return { tenants, worlds }
  }

  /**
   * Whether restoring needs the generator: an activity that writes texts continues their sequence,
   * and writes the next when an action comes due, whether or not it had written one before.
   */
  needsGenerator(): boolean {
    return [...this.metas.values()].some(({ activity }) => activity.config !== null && writesTexts(activity.config))
  }

  private world(id: number): World {
    const pending = this.worlds.get(id)
    if (pending === undefined) throw new StateError(`a tenant over world ${id}, which was never made`)
    pending.world ??= worldOf(pending.head, pending.items)
    return pending.world
  }

  private tenant(name: string): T {
    const tenant = this.tenants.get(name)
    if (tenant === undefined) throw new StateError(`a change of tenant ${name}, which was never made`)
    return tenant
  }
}
