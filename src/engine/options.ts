import type { MemoryCeiling } from './control/memory.js'
import { type FixtureShelf, givenInCode, packageShelf } from './core/shelf.js'
import type { ActivityInput } from './core/types.gen.js'
import type { AuthMode } from './store/callers.js'
import type { TimestampUnit } from './store/clock.js'
import type { UpdateMode } from './store/state.js'

/** What `createApp` and `startServer` take. Every field is optional. */
export interface MockOptions {
  /** A fixture document (the parsed JSON). Default: the package's fixtures/default.json. */
  fixtures?: unknown
  /**
   * The fixture's name, for the provider state of pacts (`default.json`). Default: `default.json`
   * without `fixtures`, else "a fixture document given in code". The server names its file.
   */
  fixtureName?: string
  /**
   * The named fixtures of GET /__fixtures and POST /__fixtures/{name}. Default: the package's own
   * (fixtures/*.json). The server reads a folder instead (`fixturesDir`).
   */
  shelf?: FixtureShelf
  /** Where the fixture document came from, for its errors (a file's path). Default: `fixtures`. */
  fixtureSource?: string
  /** `any` (default): an unknown token acts as the default caller. `strict`: it is refused. */
  auth?: AuthMode
  /** `s` (default): timestamps are Unix seconds. `ms`: milliseconds, in and out. */
  timestampUnit?: TimestampUnit
  /** `merge` (default): reaction updates add, attachments append. `replace`: both replace. */
  updateMode?: UpdateMode
  /** Makes generated ids, generated worlds and latency reproducible. */
  seed?: number
  /** What the other participants do on their own, in every tenant whose fixture has no `activity` (docs/activity.md). Default: nothing. */
  activity?: ActivityInput
  /** Start with the clock frozen at this timestamp (a reset returns it there). */
  clock?: number
  /** Require `Authorization: Bearer <adminToken>` on every /__ path. */
  adminToken?: string
  /** Origins allowed to call from a browser. Default: any (the request's origin is echoed). */
  corsOrigins?: string[]
  /** A random delay in this range (ms) before every /v1 answer. */
  latency?: { min: number; max: number }
  /**
   * Check every /v1 response against its schema; a drift answers 500 naming the field. Default:
   * off; the Node server's default is $MESSAGING_MOCK_SELF_CHECK=1.
   */
  selfCheck?: boolean
  /** At most this many tenants (default 1,000). */
  maxTenants?: number
  /**
   * End any tenant but `default` that has no lease and stood unused this long, in milliseconds
   * (--tenant-idle). Default: never.
   */
  tenantIdle?: number
  /**
   * Where the memory stands against its ceiling (the Node server's: the V8 heap, --max-memory):
   * while `full()`, a write that would grow a world, a new tenant and a fixture load are refused
   * with 507. Default: no ceiling.
   */
  memory?: MemoryCeiling
  /** Called with an unexpected error (a bug) before the client gets a bare 500. Default: stderr. */
  onBug?: (error: unknown) => void
  /** Called with progress an operator may want (a generation that takes seconds). Default: stderr. */
  notify?: (message: string) => void
}

type Defaulted = 'fixtureName' | 'shelf' | 'auth' | 'timestampUnit' | 'updateMode' | 'maxTenants' | 'onBug' | 'notify'
/** The options a Mock keeps: the fixture document itself is not kept once its world is built. */
export type ResolvedOptions = Required<Pick<MockOptions, Defaulted>> & Omit<MockOptions, Defaulted | 'fixtures'>

export function resolveOptions({ fixtures, ...options }: MockOptions): ResolvedOptions {
  return {
    ...options,
    fixtureName: options.fixtureName ?? (fixtures === undefined ? 'default.json' : givenInCode),
    shelf: options.shelf ?? packageShelf,
    auth: options.auth ?? 'any',
    timestampUnit: options.timestampUnit ?? 's',
    updateMode: options.updateMode ?? 'merge',
    maxTenants: options.maxTenants ?? 1000,
    onBug: options.onBug ?? ((error) => console.error('messaging-mock: unexpected error', error)),
    notify: options.notify ?? ((message) => console.error(`messaging-mock: ${message}`)),
  }
}

export { type FixtureShelf, givenInCode, packageShelf } from './core/shelf.js'
