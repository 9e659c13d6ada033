import { readFileSync } from 'node:fs'
import type { Clock } from './store/clock.js'
import { IdGenerator } from './store/ids.js'
import { buildWorld, FixtureError, type World } from './store/world.js'
import type { Fixture } from './types.gen.js'
import type { Validators } from './validation.js'

/** Reads a fixture file as JSON; a file that is not JSON is a FixtureError naming it. */
export function readFixtureFile(file: string): unknown {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error)
    throw new FixtureError(file, [{ path: [], message: `cannot be read: ${reason}` }])
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new FixtureError(file, [{ path: [], message: `is not JSON: ${(error as Error).message}` }])
  }
}

/**
 * Checks a fixture document against schemas/fixture.schema.json and its references, and builds
 * its world. Every problem is reported at once; nothing is half-loaded.
 */
export function loadWorld(doc: unknown, source: string, validators: Validators, clock: Clock, seed?: number): World {
  const failures = validators.failures('fixture', doc)
  if (failures.length > 0) {
    throw new FixtureError(
      source,
      failures.map((f) => ({ path: f.path, message: f.message })),
    )
  }
  const ids = seed === undefined ? IdGenerator.random() : IdGenerator.seeded(seed)
  return buildWorld(doc as Fixture, source, ids, clock)
}
