import type { Template, Vocabulary } from './vocabulary.js'

/**
 * Sentences of a chat, most cut in two halves at `|`. Each half is filled (from the vocabulary) a
 * bounded number of times once per world; a sentence is then a head and a tail of the same
 * template picked at random: up to a million sentences per template for two picks, which cost
 * well under a microsecond (the two pieces are not even copied: V8 keeps the pair as a rope).
 * A one-sentence message is one of the `rich` templates, whose halves both take at least a thousand
 * values; the others, and faker's hacker phrases, come only among other sentences.
 */
const sentences = [
  'Did {name} {verb} the |{adj} {noun} yet?',
  '{name} said the {noun} |was {adj}, can you check {when}?',
  "I'm in {city} with {name}|, looking at the {adj} {product}.",
  'Honestly the {adj} {noun} |{when} was {adj}.',
  'Can you {verb} the {noun} {when}|? {name} needs it for the {noun}.',
  'Just tried the {dish} in {city}|, {adj} and {adj}!',
  "Has anyone used the {adj} {product}|? {name} says it's {adj}.",
  'We should {verb} the {noun} first |and {verb} the {noun} after.',
  'Reminder: {noun} review with {name} |{last} {when}.',
  "{name}, are you bringing {name}'s |{adj} {noun} {when}?",
  'Listening to "{song}" on repeat in {city}|, trying to {verb} the {noun}.',
  'Not sure the {noun} will {verb} in time|, {name} is {adj} about it.',
  'The {adj} {noun} |from {city} finally arrived {when}!',
  'Who left the {adj} {noun} |next to the {adj} {noun}?',
  "I'll {verb} the {noun} |{when}, promise, {name}.",
  "Can't {verb} the {noun} right now|, {name} has the {noun}.",
  'Thinking of getting {name} the {adj} |{product}, maybe {when}.',
  'Ok so the plan: {verb} the {noun}|, then {dish} in {city}.',
  'Traffic near {city} is {adj}|, I will be {num} minutes late, tell {name}.',
  'Is the {adj} {noun} meeting |{when} or {when}?',
  'Big news: {name} {last} finally managed |to {verb} the {noun}!',
  '{^interj}, the {noun} |is {adj} again, {name}.',
  'Sending the {adj} {noun} |to {name} {when}.',
  'Here is the link: https://{domain}/{noun}|-{noun}-{num}',
  '{name}, can you {verb} |the {noun}? {emoji}',
  'Thanks for the {adj} {noun}|, {name} {emoji}',
  'Did {name} {last} ever reply |about the {adj} {noun}?',
  'The price of the {product} went up by {num}%|, {name} is {adj}.',
  '{name} is on {noun} duty |{when} with {name}.',
  'The {noun} is {adj} |but the {noun} is even more {adj}.',
  'Running {num} minutes late, {name}|: the {noun} in {city} is {adj}.',
  '{name} just shared "{song}"| and it is {adj} and {adj}.',
  'Who is up for {dish} {when}|? {name} {last} is paying.',
  'Back from {city} with {name}|, the {dish} there is {adj}!',
  'Our new motto for the {noun} project: {motto}.',
  'Meet at {city} station {when}?',
  'Can you send me the {noun} notes {when}?',
  'Pretty sure {name} took my {noun} again.',
  'Sorry, I was busy trying to {verb} the {noun}.',
  'Does anyone know a good place for {dish} near {city}?',
  'I owe {name} dinner in {city}.',
  "Can't believe {name} is leaving {when}.",
  '{name} {last} just joined, say hi!',
  'So {adj}. Never buying the {product} again.',
  'Should we {verb} the {noun} or just wait?',
  'Which {noun} did {name} mean?',
  // Faker's hacker phrases (its en locale's), filled from its hacker words.
  "I'll {{hacker.verb}} the {{hacker.adjective}} {{hacker.abbreviation}} {{hacker.noun}}, that should {{hacker.noun}} the {{hacker.abbreviation}} {{hacker.noun}}!",
  'If we {{hacker.verb}} the {{hacker.noun}}, we can get to the {{hacker.abbreviation}} {{hacker.noun}} through the {{hacker.adjective}} {{hacker.abbreviation}} {{hacker.noun}}!',
  'The {{hacker.abbreviation}} {{hacker.noun}} is down, {{hacker.verb}} the {{hacker.adjective}} {{hacker.noun}} so we can {{hacker.verb}} the {{hacker.abbreviation}} {{hacker.noun}}!',
  'Try to {{hacker.verb}} the {{hacker.abbreviation}} {{hacker.noun}}, maybe it will {{hacker.verb}} the {{hacker.adjective}} {{hacker.noun}}!',
  'We need to {{hacker.verb}} the {{hacker.adjective}} {{hacker.abbreviation}} {{hacker.noun}}!',
  "You can't {{hacker.verb}} the {{hacker.noun}} without {{hacker.ingverb}} the {{hacker.adjective}} {{hacker.abbreviation}} {{hacker.noun}}!",
  'No idea why {name} keeps {hacker.ingverb} the {hacker.noun}.',
].map((text) => text.split('|') as [string] | [string, string])

/** Replies of a word or a few; most of a world's repeats are these, so they are a small share. */
const shorts = [
  '{short}',
  '{short}',
  '{short}',
  '{short} {emoji}',
  '{short}, {name}',
  '{short}, {name}',
  '{name}?',
  '{name} {emoji}',
  '{^interj}!',
  '{emoji}',
  '{emoji}{emoji}',
  '{num} min',
  'thanks {name}!',
  '{^interj}, {short}',
  'in {city}',
  '{short}!!',
]

const openings = [
  'Hey {name}! ',
  'Hi all! ',
  'Morning! ',
  'Quick question. ',
  'Heads up. ',
  'Update! ',
  '{^interj}! ',
  'Ok so. ',
  'Hi {name}. ',
  'Good news! ',
  'Sorry for the delay. ',
]

const closings = [
  ' {emoji}',
  ' Thoughts?',
  ' lol',
  ' Let me know!',
  ' Thanks!',
  ' Cheers, {name}',
  ' xx',
  ' haha',
  ' {emoji}{emoji}',
  ' Thanks {name}!',
  ' No rush.',
  ' Anyone?',
]

/**
 * A rich template's pieces. A message is one head (perhaps after an opener) and one ending: the
 * tail alone, or the tail and then an emoji, or one, two to four, or four to seven more sentences.
 * The endings are made once from the tails and other filled sentences, so that every such message
 * is one new string object, a pair of shared pieces, however long it reads.
 */
interface Rich {
  readonly heads: readonly string[]
  readonly openedHeads: readonly string[]
  readonly tails: readonly string[]
  readonly emojiTails: readonly string[]
  readonly twoTails: readonly string[]
  readonly someTails: readonly string[]
  readonly manyTails: readonly string[]
}

/**
 * Message texts like a chat's: mostly one sentence, some replies of a word, some of a few
 * sentences, a few long messages of several paragraphs (at most a few thousand characters, well
 * within the 10,000 a message may have).
 */
export class TextMaker {
  private readonly rich: Rich[] = []
  private readonly shorts: Template[]

  /** `count`: about how many messages will be made, which sizes what is filled (up to 1,000 halves each). */
  constructor(
    private readonly words: Vocabulary,
    count: number,
  ) {
    const w = words
    const fills = Math.min(1000, Math.max(60, Math.ceil(3 * Math.sqrt(count))))
    const quarter = Math.ceil(fills / 4)
    const fill = (t: Template, n: number) => Array.from({ length: n }, () => w.fill(t))
    const make = (n: number, piece: () => string) => Array.from({ length: n }, piece)
    const all = sentences.map((halves) => halves.map((t) => w.template(t)))
    const sentence = () =>
      w
        .pick(all)
        .map((t) => w.fill(t))
        .join('')
    // Whole sentences that follow another: after a space, or (a few) a line break.
    const more = make(2 * fills, () => (w.next() < 0.1 ? `\n${sentence()}` : ` ${sentence()}`))
    const openers = openings.flatMap((t) => fill(w.template(t), 10))
    const closers = closings.flatMap((t) => fill(w.template(t), 10))
    const emoji = fill(w.template(' {emoji}'), 30)
    /** `n` of `more` after a tail, sometimes and a closer. */
    const ending = (tails: readonly string[], n: number) => {
      let text = w.pick(tails)
      for (let i = 0; i < n; i++) text += w.pick(more)
      return w.next() < 0.15 ? text + w.pick(closers) : text
    }
    for (const [head, tail] of all) {
      if (tail === undefined || w.space(head) < 1000 || w.space(tail) < 1000) continue
      const heads = fill(head, fills)
      const tails = fill(tail, fills)
      this.rich.push({
        heads,
        openedHeads: make(quarter, () => w.pick(openers) + w.pick(heads)),
        tails,
        emojiTails: make(quarter, () => w.pick(tails) + w.pick(emoji)),
        twoTails: make(2 * quarter, () => ending(tails, 1)),
        someTails: make(quarter, () => ending(tails, w.int(2, 4))),
        manyTails: make(quarter, () => ending(tails, w.int(4, 7))),
      })
    }
    this.shorts = shorts.map((t) => w.template(t))
  }

  /** The same filled pieces, picked by `words`' draws (the same words, another sequence). */
  withWords(words: Vocabulary): TextMaker {
    return Object.assign(Object.create(TextMaker.prototype) as TextMaker, this, { words })
  }

  message(): string {
    const w = this.words
    const r = w.next()
    if (r < 0.025) return w.fill(w.pick(this.shorts))
    const s = w.pick(this.rich)
    if (r < 0.54) return w.pick(s.heads) + w.pick(s.tails)
    if (r < 0.615) return w.pick(s.heads) + w.pick(s.emojiTails)
    const head = w.pick(w.next() < 0.2 ? s.openedHeads : s.heads)
    if (r < 0.835) return head + w.pick(s.twoTails)
    if (r < 0.95) return head + w.pick(s.someTails)
    if (r < 0.995) return head + w.pick(s.manyTails)
    let text = head + w.pick(s.someTails)
    for (let i = w.int(1, 3); i > 0; i--) {
      const p = w.pick(this.rich)
      text += `\n\n${w.pick(p.heads)}${w.pick(p.someTails)}`
    }
    return text
  }
}
