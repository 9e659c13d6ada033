import { beforeAll, describe, expect, it } from 'vitest'
import type { Attachment, Fixture, FixtureMessage, GenerateSpec, Reaction } from '../src/engine/core/types.gen.js'
import { expandFixture, loadGenerator } from '../src/engine/generate/index.js'
import { Mock } from '../src/engine/mock.js'
import { fixture } from './helpers.js'

/** Generated worlds read like a conversation: texts, names, files and reactions hardly repeat. */

const validators = new Mock({ fixtures: fixture('small') }).validators

beforeAll(async () => {
  await loadGenerator()
})

type World = Fixture & { messages: FixtureMessage[] }

/** The world a `generate` section expands to, its messages as a list. */
function generate(spec: GenerateSpec): World {
  const source = expandFixture({ generate: spec }, validators.schema, 's')
  return { ...source, messages: [...(source.messages ?? [])] }
}

const small: GenerateSpec = { seed: 1, contacts: 8, groups: 2, direct_conversations: 2, messages_per_conversation: 10 }
const four: GenerateSpec = { seed: 1, contacts: 20, groups: 5, direct_conversations: 5, messages_per_conversation: 40 }
const thousands: GenerateSpec = {
  seed: 7,
  contacts: 50,
  groups: 10,
  direct_conversations: 10,
  messages_per_conversation: 300,
}

const texts = (world: World) => world.messages.map((m) => m.message)
const distinctShare = (values: readonly unknown[]) => new Set(values).size / values.length
const codePoints = (text: string) => [...text].length

describe('generated texts', () => {
  it.each([
    { size: '40', spec: small, count: 40 },
    { size: '400', spec: four, count: 400 },
    { size: '6,000', spec: thousands, count: 6000 },
  ])('in a world of $size messages, at least 95 percent of the texts are distinct', ({ spec, count }) => {
    const all = texts(generate(spec))
    expect(all).toHaveLength(count)
    expect(distinctShare(all)).toBeGreaterThanOrEqual(0.95)
  })

  it('vary in length, from a word to several paragraphs, within the 1 to 10,000 code points a message may have', () => {
    const all = texts(generate(four))
    const lengths = all.map(codePoints)
    expect(new Set(lengths).size).toBeGreaterThanOrEqual(100)
    expect(Math.min(...lengths)).toBeGreaterThanOrEqual(1)
    expect(Math.max(...lengths)).toBeLessThanOrEqual(10_000)
    expect(lengths.filter((n) => n < 20).length).toBeGreaterThanOrEqual(4)
    expect(lengths.filter((n) => n > 100).length).toBeGreaterThanOrEqual(100)
    expect(lengths.filter((n) => n > 500).length).toBeGreaterThanOrEqual(2)
    expect(all.filter((t) => !t.includes(' ')).length).toBeGreaterThanOrEqual(1)
    expect(all.filter((t) => t.includes('\n')).length).toBeGreaterThanOrEqual(1)
  })

  it('are the same, byte for byte, for the same seed, and others for another seed', () => {
    const first = JSON.stringify(generate(thousands))
    expect(JSON.stringify(generate(thousands))).toBe(first)
    const other = generate({ ...thousands, seed: 8 })
    expect(JSON.stringify(other)).not.toBe(first)
    const seven = new Set(texts(generate(thousands)))
    const shared = texts(other).filter((t) => seven.has(t))
    expect(shared.length / other.messages.length).toBeLessThan(0.05)
  })

  it('make a world valid against the schemas, which a mock loads', () => {
    const world = generate(thousands)
    expect(validators.failures('fixture', world)).toEqual([])
    expect(() => new Mock({ fixtures: { generate: thousands } })).not.toThrow()
  })
})

describe('generated names, files and reactions', () => {
  const world = () => generate(thousands)

  it('usernames are unique, and those not made up from an index look like people', () => {
    const big = generate({ seed: 5, contacts: 2000, groups: 0, direct_conversations: 0, messages_per_conversation: 0 })
    const usernames = (big.contacts ?? []).map((c) => c.username as string)
    expect(new Set(usernames).size).toBe(2000)
    const named = usernames.filter((u) => !/^user\d+$/.test(u))
    expect(named.length).toBeGreaterThanOrEqual(500)
    for (const u of named) expect(u).toMatch(/^[A-Za-z][A-Za-z0-9._-]*$/)
    const phones = (big.contacts ?? []).map((c) => c.phone_number).filter((p) => p !== null)
    expect(distinctShare(phones)).toBeGreaterThanOrEqual(0.99)
  })

  it('group names hardly repeat', () => {
    const many = generate({ seed: 5, contacts: 30, groups: 300, direct_conversations: 0, messages_per_conversation: 0 })
    const names = (many.groups ?? []).map((g) => g.name)
    expect(names).toHaveLength(300)
    expect(distinctShare(names)).toBeGreaterThanOrEqual(0.95)
    for (const name of names) expect(codePoints(name)).toBeLessThanOrEqual(100)
  })

  it('file names hardly repeat, and a file URL ends as its name', () => {
    const files = world().messages.flatMap((m) => (m.attachments ?? []) as Attachment[])
    expect(files.length).toBeGreaterThanOrEqual(200)
    const named = files.filter((f) => f.filename !== null)
    expect(distinctShare(named.map((f) => f.filename))).toBeGreaterThanOrEqual(0.9)
    expect(new Set(files.map((f) => f.url)).size).toBe(files.length)
    for (const f of named)
      expect(f.url.slice(f.url.lastIndexOf('.'))).toBe(f.filename?.slice(f.filename.lastIndexOf('.')))
    expect(new Set(files.map((f) => f.content_type)).size).toBeGreaterThanOrEqual(10)
  })

  it('reactions use many names, by one or more participants each', () => {
    const w = world()
    const participants = new Map<string, string[]>()
    for (const g of w.groups ?? [])
      participants.set(g.conversation_id as string, [g.owner as string, ...((g.contacts ?? []) as string[])])
    for (const c of w.conversations ?? []) participants.set(c.id as string, c.participants as string[])
    const usernameOf = new Map((w.contacts ?? []).map((c) => [c.id, c.username]))
    const reacted = w.messages.filter((m) => (m.reactions ?? []).length > 0)
    expect(reacted.length / w.messages.length).toBeGreaterThan(0.1)
    const names = new Set<string>()
    let several = 0
    let crowded = 0
    for (const m of reacted) {
      const reactions = m.reactions as Reaction[]
      if (reactions.length > 1) several++
      const allowed = new Set(participants.get(m.conversation_id)?.map((p) => usernameOf.get(p)))
      for (const reaction of reactions) {
        expect(Object.keys(reaction)).toHaveLength(1)
        const [[name, who = []]] = Object.entries(reaction)
        names.add(name)
        expect(who.length).toBeGreaterThanOrEqual(1)
        expect(new Set(who).size).toBe(who.length)
        for (const u of who) expect(allowed.has(u)).toBe(true)
        if (who.length >= 3) crowded++
      }
    }
    expect(names.size).toBeGreaterThanOrEqual(20)
    expect(several).toBeGreaterThan(0)
    expect(crowded).toBeGreaterThan(0)
  })
})
