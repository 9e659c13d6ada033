import { loadWorld, readFixtureFile } from './fixtures.js'
import { type MockOptions, type ResolvedOptions, resolveOptions } from './options.js'
import { Clock } from './store/clock.js'
import type { World } from './store/world.js'
import { Tenant } from './tenant.js'
import { compileValidators, type Validators } from './validation.js'

/**
 * The mock without its HTTP: options, the validators compiled from schemas/, and the tenants.
 * Constructing it loads the fixtures and throws a FixtureError if they are invalid.
 */
export class Mock {
  readonly options: ResolvedOptions
  readonly validators: Validators
  readonly tenant: Tenant

  constructor(options: MockOptions = {}) {
    this.options = resolveOptions(options)
    this.validators = compileValidators()
    const { fixtures, fixturesFile } = this.options
    const doc = fixtures === undefined ? readFixtureFile(fixturesFile) : fixtures
    const source = fixtures === undefined ? fixturesFile : 'fixtures'
    this.tenant = new Tenant('default', this.buildWorld(doc, source), this.options)
  }

  /** Validates a fixture document whole and builds its world; throws a FixtureError listing every issue. */
  buildWorld(doc: unknown, source: string): World {
    return loadWorld(doc, source, this.validators, new Clock(this.options.timestampUnit), this.options.seed)
  }
}
