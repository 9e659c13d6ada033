import { fileURLToPath } from 'node:url'
import type { AuthMode } from './store/callers.js'
import type { TimestampUnit } from './store/clock.js'
import type { UpdateMode } from './store/state.js'
import type { ActivityInput } from './types.gen.js'

/** What `createApp` and `startServer` take. Every field is optional. */
export interface MockOptions {
  /** A fixture document (the parsed JSON). Default: `fixturesFile`. */
  fixtures?: unknown
  /** A fixture file to load when `fixtures` is not given. Default: fixtures/default.json. */
  fixturesFile?: string
  /** Folder of the named fixtures of POST /__fixtures/:name. Default: the folder of `fixturesFile`. */
  fixturesDir?: string
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
  /** Check every /v1 response against its schema; a drift answers 500 naming the field. Default: $MESSAGING_MOCK_SELF_CHECK=1. */
  selfCheck?: boolean
  /** At most this many tenants (default 1,000). */
  maxTenants?: number
  /** Called with an unexpected error (a bug) before the client gets a bare 500. Default: stderr. */
  onBug?: (error: unknown) => void
  /** Called with progress an operator may want (a generation that takes seconds). Default: stderr. */
  notify?: (message: string) => void
}

type Defaulted =
  | 'fixturesFile'
  | 'fixturesDir'
  | 'auth'
  | 'timestampUnit'
  | 'updateMode'
  | 'selfCheck'
  | 'maxTenants'
  | 'onBug'
  | 'notify'
/** The options a Mock keeps: the fixture document itself is not kept once its world is built. */
export type ResolvedOptions = Required<Pick<MockOptions, Defaulted>> & Omit<MockOptions, Defaulted | 'fixtures'>

export const defaultFixturesFile = fileURLToPath(new URL('../fixtures/default.json', import.meta.url))

export function resolveOptions({ fixtures: _document, ...options }: MockOptions): ResolvedOptions {
  const fixturesFile = options.fixturesFile ?? defaultFixturesFile
  return {
    ...options,
    fixturesFile,
    fixturesDir: options.fixturesDir ?? fixturesFile.replace(/[^/\\]*$/, ''),
    auth: options.auth ?? 'any',
    timestampUnit: options.timestampUnit ?? 's',
    updateMode: options.updateMode ?? 'merge',
    // The test suite turns it on for every app it makes, through the environment (vitest.config.ts).
    selfCheck: options.selfCheck ?? process.env.MESSAGING_MOCK_SELF_CHECK === '1',
    maxTenants: options.maxTenants ?? 1000,
    onBug: options.onBug ?? ((error) => console.error('messaging-mock: unexpected error', error)),
    notify: options.notify ?? ((message) => console.error(`messaging-mock: ${message}`)),
  }
}
