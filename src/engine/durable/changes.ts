import type { Activity, ActivityImage } from '../activity/activity.js'
import type { UsageImage } from '../control/coverage.js'
import type { Faults, FaultsImage } from '../control/faults.js'
import type { Journal, WorldOrigin } from '../control/journal.js'
import type { ParamError, ProblemCode } from '../core/errors.js'
import type { ReasonData } from '../core/reasons.js'
import type {
  ActivityInput,
  Fixture,
  FixtureContact,
  FixtureConversation,
  FixtureGroup,
  WorldMessage,
} from '../core/types.gen.js'
import type { Clock } from '../store/clock.js'
import type { MapChanges, State } from '../store/state.js'
import type { World } from '../store/world.js'

/**
 * A tenant as what keeps it sees it (src/engine/tenant.ts's Tenant is one): declared here, below
 * the engine's root, so that nothing here needs the engine that uses it.
 */
export interface KeptTenant {
  readonly name: string
  createdAt: number
  lastUsedAt: number
  /** Its lease in milliseconds, or null. */
  lease: number | null
  /** Grows with every change of the lease. */
  readonly leaseVersion: number
  /** What a reset returns to. */
  baseline: World
  state: State
  readonly clock: Clock
  readonly faults: Faults
  readonly activity: Activity
  readonly journal: Journal
  origin: WorldOrigin
  keeping: TenantKeeping | undefined
  /** Puts back a state and its baseline as they were (a reset or load that could not be kept). */
  restoreState(state: State, baseline: World): void
}

/**
 * What keeps a tenant, told of what no map of its state shows: a state replaced, and changes of
 * the activity's timer, which no request answers.
 */
export interface TenantKeeping {
  replacing(tenant: KeptTenant, keepJournal: boolean): void
  /** The journal is about to be emptied (DELETE /__requests). */
  clearingJournal(tenant: KeptTenant): void
  replaced(tenant: KeptTenant): void
  changedByActivity(tenant: KeptTenant): void
}

/**
 * Where a mock's tenants are kept: the port the engine writes its changes to, and an adapter
 * beside the host implements (files for Node, the browser's storage, a Durable Object's). The
 * engine knows nothing of where they go; it hands over each answer's changes, in order, as data.
 *
 * The changes of an answer are a record of what the store already did, not the request that made
 * it: a later version restores them without running any rule again (Redis's AOF keeps commands;
 * this keeps what they wrote, as a database's log does). A snapshot of the whole mock is the same
 * changes, from nothing: `Change`s that make each world and each tenant, then their records.
 */
export interface Durability {
  /**
   * Keeps `changes`, after every change handed over before. `urgent`: an answer that
   * acknowledges them waits; they must be written (to the operating system at least) before this
   * returns, or its promise resolves. Otherwise they may wait a little (a read's journal entry).
   * Throws, or rejects, when they cannot be kept: none of them is then, and the engine puts back
   * what they changed and answers a problem that says so.
   */
  keep(changes: readonly Change[], urgent: boolean): void | Promise<void>
  /**
   * How long a read's journal entry may wait to be handed over with the next write (default a
   * second, as Redis's everysec): the longer, the fewer reads are ever written (only those still
   * in the journal's ring are), the more a crash can lose of them. A page that reloads at once
   * wants a few milliseconds.
   */
  readonly readDelayMs?: number
}

/** The world a tenant's state reads through to (its baseline), without its lists: `world-items` bring those. */
export interface WorldHead {
  id: number
  timestamp_unit: NonNullable<Fixture['timestamp_unit']>
  default_caller: string | null
  tokens: NonNullable<Fixture['tokens']>
  activity: ActivityInput | null
  /** Where the world's id generator stood after it was built (null: random ids). */
  ids: number | null
  nextSeq: number
}

/** Some of a world's items, in its own order (groups and messages by creation). */
export interface WorldItems {
  contacts?: FixtureContact[]
  groups?: FixtureGroup[]
  conversations?: FixtureConversation[]
  messages?: WorldMessage[]
}

/** What of a tenant is not its records nor its journal entries, and changes by the control plane. */
export interface TenantMeta {
  /** Where the clock is frozen, or null when it runs with the real time. */
  clock: number | null
  faults: FaultsImage
  activity: ActivityImage
  origin: WorldOrigin
  /** Its lease in milliseconds; absent when it has none (and in what was kept before leases were). */
  lease?: number
}

/** A tenant as it stands after it was made, reset or loaded: its records and journal come as changes of their own. */
export interface TenantHead {
  name: string
  /** Milliseconds since 1970, as Date.now() gives them. */
  createdAt: number
  lastUsedAt: number
  /** The id of its baseline's world (a `world` change before it). */
  world: number
  ids: number | null
  seq: number
  meta: TenantMeta
  /** What the requests that left the journal's ring exercised, for coverage. */
  left: UsageImage
}

/** A /v1 request as the journal keeps it, as data. */
export interface RequestImage {
  method: string
  url: string
  /** Left out where it is the URL's path (what is absent is not written, to keep a line short). */
  path?: string
  caller: string | null
  status: number
  ms: number
  at: number
  query?: Record<string, unknown>
  body?: unknown
  /** The body as sent, one character a byte, when the journal keeps it. */
  raw?: string
  rawBytes: number
  authorization?: string
  contentType?: string
  problem?: { code: ProblemCode; detail: string; errors: ParamError[]; headers: Record<string, string> }
  answerType?: string
  answerHeaders?: Record<string, string>
  /** Why it was answered so, as the journal keeps it (absent from a change written before reasons were). */
  why?: readonly ReasonData[]
  world: WorldOrigin
  /**
   * The answer's body: its text (`utf8`: its UTF-8 bytes one to a character, as the engine wrote
   * it on the wire), or, for a read, the records it showed (a page's ids and `has_more`, or one id),
   * which the changes before it bring back as they were when it was answered: a read kept costs
   * its ids, not a copy of its page. Last, so that an adapter may write a text as it came.
   */
  answer: { text: string; utf8: boolean } | AnswerRecords | null
}

/** What a read showed: records of one kind, as a page (`more`: its has_more) or one (`more` null). */
export interface AnswerRecords {
  records: 'messages' | 'groups'
  ids: string[]
  more: boolean | null
}

/** One step of what a mock keeps. */
export type Change =
  | { kind: 'world'; world: WorldHead }
  | { kind: 'world-items'; world: number; items: WorldItems }
  /** A tenant made, reset or loaded. Its records start as its world's; its journal is cleared unless `keepJournal`. */
  | { kind: 'tenant'; tenant: TenantHead; keepJournal: boolean }
  | { kind: 'records'; tenant: string; maps: MapChanges; ids: number | null; seq: number }
  | { kind: 'meta'; tenant: string; meta: TenantMeta }
  | { kind: 'request'; tenant: string; lastUsedAt: number; request: RequestImage }
  | { kind: 'journal-cleared'; tenant: string }
  /** What the requests that left the journal's ring without being kept exercised: counts for the coverage. */
  | { kind: 'journal-left'; tenant: string; left: UsageImage }
  | { kind: 'dropped'; tenant: string }

/** The problem a change that could not be kept is answered with. */
export class KeepFailed extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}
