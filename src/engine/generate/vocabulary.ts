import type { Faker } from '@faker-js/faker'
import type { SeededRandom } from '../core/random.js'

/**
 * The words a generated world is written with, drawn once per world with its seeded faker: a few
 * thousand names, places, nouns, verbs... (milliseconds). Texts, usernames, group and file names
 * are then made per record from several picks of these by the world's SeededRandom, which costs
 * nanoseconds where a faker call costs microseconds: a million messages stay fast, and the
 * combinations run into the billions, so they hardly repeat.
 */
export class Vocabulary {
  private readonly pools: Record<string, readonly string[]>
  /** Reused by `fill`: joined in one piece, a text is one flat string, not a chain of pieces. */
  private readonly parts: string[] = []

  constructor(
    faker: Faker,
    private readonly random: SeededRandom,
  ) {
    const some = (make: () => string, count: number) => faker.helpers.uniqueArray(make, count)
    const words = faker.definitions.word
    const hacker = faker.definitions.hacker
    this.pools = {
      name: some(() => faker.person.firstName(), 300),
      last: some(() => faker.person.lastName().replace(/[^A-Za-z-]/g, ''), 200),
      city: some(() => faker.location.city(), 120),
      product: some(() => faker.commerce.productName(), 150),
      dish: some(() => faker.food.dish(), 120),
      song: some(() => faker.music.songName(), 120),
      motto: some(() => faker.company.catchPhrase(), 120),
      domain: some(() => faker.internet.domainName(), 60),
      noun: faker.helpers.arrayElements(words.noun, 600),
      adj: faker.helpers.arrayElements(words.adjective, 600),
      verb: faker.helpers.arrayElements(words.verb, 600),
      interj: words.interjection,
      'hacker.abbreviation': hacker.abbreviation,
      'hacker.adjective': hacker.adjective,
      'hacker.noun': hacker.noun,
      'hacker.verb': hacker.verb,
      'hacker.ingverb': hacker.ingverb,
      when: whens,
      num: Array.from({ length: 58 }, (_, i) => String(i + 2)),
      digits,
      emoji: emojis,
      short: shortReplies,
    }
  }

  /** The same words, drawn by `random`: another sequence of texts without drawing the words again. */
  withRandom(random: SeededRandom): Vocabulary {
    return Object.assign(Object.create(Vocabulary.prototype) as Vocabulary, this, { random, parts: [] })
  }

  /** A number in [0, 1), from the world's random sequence. */
  next(): number {
    return this.random.next()
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.random.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random.next() * items.length)]
  }

  /**
   * `'Did you {verb} the {adj} {noun}?'` as a template of this vocabulary: its slots name pools,
   * and `{^interj}` is capitalised. Faker's own `{{hacker.verb}}` patterns read the same way.
   */
  template(text: string): Template {
    const out: (string | readonly string[])[] = []
    const slot = /\{\{?(\^?[\w.]+)\}?\}/g
    let last = 0
    for (let m = slot.exec(text); m !== null; m = slot.exec(text)) {
      if (m.index > last) out.push(text.slice(last, m.index))
      out.push(this.pool(m[1], text))
      last = slot.lastIndex
    }
    if (last < text.length) out.push(text.slice(last))
    return out
  }

  private pool(slot: string, text: string): readonly string[] {
    let pool = this.pools[slot]
    if (pool === undefined && slot.startsWith('^')) {
      pool = this.pool(slot.slice(1), text).map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      this.pools[slot] = pool
    }
    if (pool === undefined) throw new Error(`unknown slot ${slot} in "${text}"`)
    return pool
  }

  /** How many texts a template can make. */
  space(template: Template): number {
    let n = 1
    for (const part of template) if (typeof part !== 'string') n *= part.length
    return n
  }

  /** The template with each slot filled with a word of its pool, as one flat string. */
  fill(template: Template): string {
    const parts = this.parts
    parts.length = 0
    for (let i = 0; i < template.length; i++) {
      const part = template[i]
      parts.push(typeof part === 'string' ? part : part[Math.floor(this.random.next() * part.length)])
    }
    return parts.join('')
  }
}

/** Literal text, and the pools that fill the slots between. */
export type Template = readonly (string | readonly string[])[]

const digits = Array.from({ length: 9000 }, (_, i) => String(i + 1000))
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const hours = ['at 7', 'at 8:30', 'at noon', 'at 1', 'at 3', 'at 5:30', 'at 6', 'at 7:30', 'at 9', 'after lunch']
const whens = [
  'today',
  'tonight',
  'tomorrow',
  'tomorrow morning',
  'this weekend',
  'next week',
  'later',
  'in an hour',
  'after work',
  'this afternoon',
  ...weekdays.flatMap((d) => [`on ${d}`, `${d} morning`, `${d} night`, `next ${d}`]),
  ...hours,
  ...weekdays.slice(0, 5).flatMap((d) => hours.slice(0, 6).map((h) => `on ${d} ${h}`)),
]

const emojis = [
  '👍',
  '😂',
  '❤️',
  '🙏',
  '😅',
  '🎉',
  '🔥',
  '😍',
  '🙌',
  '👀',
  '😭',
  '✅',
  '🤔',
  '😎',
  '🥳',
  '💪',
  '😬',
  '🤷',
  '☕',
  '🍕',
  '😊',
  '🤣',
  '👏',
  '💯',
  '🙈',
  '😴',
  '🚀',
  '✨',
  '😢',
  '🤞',
]

const shortReplies = [
  'ok',
  'ok!',
  'okay',
  'lol',
  'haha',
  'hahaha',
  'yes',
  'yes!',
  'no',
  'nope',
  'sure',
  'sure thing',
  'thanks!',
  'thx',
  'ty',
  'np',
  'omg',
  'wow',
  'nice',
  'nice!',
  'cool',
  'great',
  'perfect',
  'agreed',
  'same',
  'done',
  'done!',
  'on my way',
  'omw',
  'brb',
  'be right there',
  'yep',
  'k',
  'got it',
  'see you soon',
  'love it',
  'good night',
  'morning!',
  '+1',
  'noted',
  'hmm',
  'wait what',
  'for real?',
  'no way',
  'true',
  'fair',
  'makes sense',
  'sounds good',
  "can't wait",
  'yay',
  'cheers',
  'why?',
  'where?',
  'when?',
  'who?',
]
