import type { Reaction } from '../core/types.gen.js'

/**
 * Adds `added` to `existing`: usernames join their reaction (kept in order added, no repeats),
 * new names come after the existing ones in order of first use, and a name never has an empty list.
 */
export function mergeReactions(existing: readonly Reaction[], added: readonly Reaction[]): Reaction[] {
  const byName = new Map<string, string[]>()
  for (const reaction of [...existing, ...added]) {
    for (const [name, usernames] of Object.entries(reaction)) {
      const list = byName.get(name) ?? []
      for (const username of usernames ?? []) if (!list.includes(username)) list.push(username)
      byName.set(name, list)
    }
  }
  const out: Reaction[] = []
  for (const [name, usernames] of byName) if (usernames.length > 0) out.push({ [name]: usernames })
  return out
}

/** The input accepts the array of one-key objects or one object of names; both become the array. */
export function reactionList(input: Reaction | Reaction[]): Reaction[] {
  return Array.isArray(input) ? input : Object.entries(input).map(([name, usernames]) => ({ [name]: usernames ?? [] }))
}
