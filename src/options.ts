import type { AuthMode } from './store/callers.js'
import type { TimestampUnit } from './store/clock.js'
import type { UpdateMode } from './store/state.js'

/** What `createApp` and `startServer` take. Every field is optional. */
export interface MockOptions {
  /** A fixture document (the parsed JSON). Default: `fixturesFile`, else fixtures/default.json. */
  fixtures?: unknown
  /** A fixture file to load when `fixtures` is not given; it names the source in errors. */
  fixturesFile?: string
  /** `any` (default): an unknown token acts as the default caller. `strict`: it is refused. */
  auth?: AuthMode
  /** `s` (default): timestamps are Unix seconds. `ms`: milliseconds, in and out. */
  timestampUnit?: TimestampUnit
  /** `merge` (default): reaction updates add, attachments append. `replace`: both replace. */
  updateMode?: UpdateMode
  /** Makes generated ids reproducible. */
  seed?: number
  /** Called with an unexpected error (a bug) before the client gets a bare 500. Default: stderr. */
  onBug?: (error: unknown) => void
}

export type ResolvedOptions = Required<Omit<MockOptions, 'fixtures' | 'seed'>> & Pick<MockOptions, 'fixtures' | 'seed'>

export const defaultFixturesFile = new URL('../fixtures/default.json', import.meta.url).pathname

export function resolveOptions(options: MockOptions): ResolvedOptions {
  return {
    fixtures: options.fixtures,
    fixturesFile: options.fixturesFile ?? defaultFixturesFile,
    auth: options.auth ?? 'any',
    timestampUnit: options.timestampUnit ?? 's',
    updateMode: options.updateMode ?? 'merge',
    seed: options.seed,
    onBug: options.onBug ?? ((error) => console.error('messaging-mock: unexpected error', error)),
  }
}
