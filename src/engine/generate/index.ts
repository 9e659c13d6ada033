import { SeededRandom } from '../core/random.js'
import type { JsonSchema } from '../core/schemas.js'
import type { Fixture, GenerateSpec } from '../core/types.gen.js'
import type { TimestampUnit } from '../store/clock.js'
import type { WorldSource } from '../store/world.js'
import { inlineRefs } from './inline.js'
import { TextMaker } from './texts.js'
import { Vocabulary } from './vocabulary.js'
import { generateWorld } from './world.js'

/** Makes one value of the schema at `ref`, realistic thanks to the schemas' faker hints. */
export type Fake = (ref: string) => unknown

type Libraries = typeof import('./libraries.js')

let libraries: Libraries | undefined

/**
 * Loads json-schema-faker and faker. Kept out of the start-up path, and out of a browser bundle's
 * first load: only a fixture with a `generate` section or activity needs them. `createApp` is
 * synchronous, so call this first when you give it such a fixture; startServer, the CLI and POST
 * /__fixtures do it themselves.
 */
export async function loadGenerator(): Promise<void> {
  libraries ??= await import('./libraries.js')
}

/** Why a fixture (or an activity) built by createApp without the generator is refused. */
export const generatorNotLoaded = 'needs the generator: await loadGenerator() before createApp'

export function generatorLoaded(): boolean {
  return libraries !== undefined
}

/** Whether a (schema-valid) fixture document asks for generated data. */
export function wantsGeneration(doc: unknown): boolean {
  return typeof doc === 'object' && doc !== null && 'generate' in doc
}

/** Whether a (schema-valid) fixture document needs the generator: for its `generate` section, or its activity's texts. */
export function needsGenerator(doc: unknown): boolean {
  return wantsGeneration(doc) || (typeof doc === 'object' && doc !== null && 'activity' in doc)
}

/**
 * The fixture with its `generate` section expanded into contacts, groups, conversations and
 * messages, the same for the same seed. `seed` (the CLI's --seed) overrides the section's.
 */
export function expandFixture(
  doc: Fixture,
  resolve: (ref: string) => JsonSchema,
  unit: TimestampUnit,
  { seed, notify = () => {} }: { seed?: number; notify?: (message: string) => void } = {},
): WorldSource {
  if (!libraries) throw new Error('The generator is not loaded: await loadGenerator() first.')
  const spec: Required<GenerateSpec> = {
    seed: seed ?? doc.generate?.seed ?? 1,
    contacts: doc.generate?.contacts ?? 20,
    groups: doc.generate?.groups ?? 5,
    direct_conversations: doc.generate?.direct_conversations ?? 5,
    messages_per_conversation: doc.generate?.messages_per_conversation ?? 20,
  }
  const faker = new libraries.Faker({ locale: libraries.locales, seed: spec.seed })
  const jsf = libraries.createGeneratorSync({ seed: spec.seed, extensions: { faker }, alwaysFakeOptionals: true })
  // The world's own words (texts, names, files), from a faker of their own: what json-schema-faker
  // draws does not shift them, nor they it. Seeded from the spec's seed too, but another sequence.
  const words = new libraries.Faker({ locale: libraries.locales })
  words.seed([spec.seed, 0x776f7264])
  const inlined = new Map<string, unknown>()
  const fake: Fake = (ref) => {
    let schema = inlined.get(ref)
    if (schema === undefined) {
      schema = inlineRefs(resolve(ref), ref.split('#')[0], resolve)
      inlined.set(ref, schema)
    }
    return jsf.generate(schema as never)
  }
  return generateWorld(doc, spec, fake, words, unit, notify)
}

/**
 * Message texts like a generated world's (the same templates and vocabulary), the same sequence
 * for the same seed: what the activity's participants write (src/engine/activity). Needs loadGenerator().
 */
export function chatTexts(seed: number): () => string {
  if (!libraries) throw new Error('The generator is not loaded: await loadGenerator() first.')
  let made = madeTexts.get(seed)
  if (made === undefined) {
    const faker = new libraries.Faker({ locale: libraries.locales })
    faker.seed([seed, 0x74657874])
    const random = new SeededRandom(seed ^ 0x74657874)
    const words = new Vocabulary(faker, random)
    made = { texts: new TextMaker(words, 1000), words, start: random.copy() }
    madeTexts.set(seed, made)
    if (madeTexts.size > 8) madeTexts.delete(madeTexts.keys().next().value as number)
  }
  // Each sequence starts where the words left the draws: the same as one made from scratch.
  const texts = made.texts.withWords(made.words.withRandom(made.start.copy()))
  return () => texts.message()
}

/**
 * The words and pieces of the last seeds asked for: they take tens of milliseconds to draw, which
 * every reset of a tenant with activity would otherwise pay again.
 */
const madeTexts = new Map<number, { texts: TextMaker; words: Vocabulary; start: SeededRandom }>()
