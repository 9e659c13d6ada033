import { activityIssues } from '../activity/config.js'
import type { Fixture } from '../core/types.gen.js'
import { requestSchemas, type Validators } from '../core/validation.js'
import { expandFixture, generatorLoaded, generatorNotLoaded, wantsGeneration } from '../generate/index.js'
import type { Clock } from '../store/clock.js'
import { IdGenerator } from '../store/ids.js'
import { buildWorld, FixtureError, type FixtureIssue, type SectionCheck, type World } from '../store/world.js'
import { convertTimestamps } from './timestamps.js'

/**
 * Checks a fixture document against schemas/fixture.schema.json and its references, and builds
 * its world. Every problem is reported at once; nothing is half-loaded.
 */
export function loadWorld(
  doc: unknown,
  source: string,
  validators: Validators,
  clock: Clock,
  { seed, notify }: { seed?: number; notify?: (message: string) => void } = {},
): World {
  const failures = validators.failures('fixture', doc)
  if (failures.length > 0) {
    const issues = failures.map((f) => ({ path: f.path, message: f.message }))
    throw new FixtureError(source, [...issues, ...referenceIssues(doc, source, clock)])
  }
  let fixture = doc as Fixture
  if (fixture.activity !== undefined && !generatorLoaded())
    throw new FixtureError(source, [{ path: ['activity'], message: `${generatorNotLoaded} (for its texts)` }])
  const unit = fixture.timestamp_unit ?? clock.unit
  if (unit !== clock.unit) {
    const schema = validators.schema(requestSchemas.fixture)
    fixture = convertTimestamps(schema, fixture, unit, clock.unit, validators.schema) as Fixture
  }
  const idSeed = seed ?? fixture.generate?.seed ?? (wantsGeneration(fixture) ? 1 : undefined)
  const ids = idSeed === undefined ? IdGenerator.random() : IdGenerator.seeded(idSeed)
  if (!wantsGeneration(fixture)) return buildWorld(fixture, source, ids, clock, activitySection)
  if (!generatorLoaded()) throw new FixtureError(source, [{ path: ['generate'], message: generatorNotLoaded }])
  try {
    return buildWorld(
      expandFixture(fixture, validators.schema, clock.unit, { seed, notify }),
      source,
      ids,
      clock,
      activitySection,
    )
  } catch (error) {
    if (error instanceof FixtureError) throw new FixtureError(source, error.issues)
    throw error
  }
}

/** The `activity` section's names checked against the world: what the store cannot check itself. */
const activitySection: SectionCheck = (doc, parts) =>
  doc.activity === undefined ? [] : activityIssues(doc.activity, parts, ['activity'])

/**
 * The reference problems of a document that also has shape problems, so that one answer lists
 * them all. Parts too broken to follow are skipped: their shape problems are already listed.
 */
function referenceIssues(doc: unknown, source: string, clock: Clock): FixtureIssue[] {
  if (typeof doc !== 'object' || doc === null || wantsGeneration(doc)) return []
  // Only a document whose outline is right can be followed: its lists are lists.
  const outline = doc as Record<string, unknown>
  const lists = ['contacts', 'groups', 'conversations', 'messages']
  if (lists.some((key) => outline[key] !== undefined && !Array.isArray(outline[key]))) return []
  if (outline.default_caller !== undefined && typeof outline.default_caller !== 'string') return []
  try {
    buildWorld(doc as Fixture, source, IdGenerator.random(), clock, activitySection)
  } catch (error) {
    if (error instanceof FixtureError) return error.issues
  }
  return []
}
