const gone: unique symbol = Symbol('gone')

/**
 * A map that reads through to a frozen base and keeps its own changes apart, so that a reset
 * (or a new tenant) is a new empty overlay over the same base instead of a copy of it.
 * Values are never mutated in place: a change stores a new value.
 */
export class CowMap<K, V> {
  private readonly changes = new Map<K, V | typeof gone>()
  private added = 0
  /** Bumped by every set and delete: whoever keeps something derived from the map compares it. */
  version = 0
  /** Bumped when a key comes or goes (not when a value changes): the key order changed. */
  keysVersion = 0
  /**
   * Told of every key about to change, with its value before (undefined: none): how a tenant kept
   * durable knows what a request changed, and what to put back if it cannot be kept.
   */
  watch: ((key: K, before: unknown) => void) | undefined = undefined

  constructor(private readonly base: ReadonlyMap<K, V>) {}

  get(key: K): V | undefined {
    if (this.changes.size === 0) return this.base.get(key)
    const changed = this.changes.get(key)
    if (changed === undefined) return this.base.get(key)
    return changed === gone ? undefined : changed
  }

  has(key: K): boolean {
    return this.get(key) !== undefined
  }

  set(key: K, value: V): void {
    if (this.watch !== undefined) this.watch(key, this.get(key))
    if (!this.has(key)) {
      this.added++
      this.keysVersion++
    }
    this.version++
    this.changes.set(key, value)
  }

  delete(key: K): boolean {
    if (!this.has(key)) return false
    if (this.watch !== undefined) this.watch(key, this.get(key))
    this.added--
    this.version++
    this.keysVersion++
    if (this.base.has(key)) this.changes.set(key, gone)
    else this.changes.delete(key)
    return true
  }

  get size(): number {
    return this.base.size + this.added
  }

  /**
   * What this map changed of its base, in the order first changed: each key with its value, or
   * undefined where a base key was deleted. Base and changes make the map again (`applyTo`).
   */
  *overlay(): IterableIterator<[K, V | undefined]> {
    for (const [key, value] of this.changes) yield [key, value === gone ? undefined : value]
  }

  /** The frozen map it reads through to. */
  get baseline(): ReadonlyMap<K, V> {
    return this.base
  }

  /** Base entries first (in base order, as changed), then entries added since. */
  *values(): IterableIterator<V> {
    for (const [key, value] of this.base) {
      const changed = this.changes.get(key)
      if (changed === undefined) yield value
      else if (changed !== gone) yield changed
    }
    for (const [key, value] of this.changes) if (value !== gone && !this.base.has(key)) yield value
  }

  /**
   * The map as it stands now, which later changes to this one do not reach (values are never
   * mutated, so sharing them is safe). O(changes): the frozen base is shared, not copied.
   */
  snapshot(): CowMap<K, V> {
    const copy = new CowMap<K, V>(this.base)
    for (const [key, value] of this.changes) copy.changes.set(key, value)
    copy.added = this.added
    return copy
  }

  /**
   * Whether `values()` come in strictly increasing `rank`. The frozen base is walked once per base
   * and `rank` (the answer is kept); each call checks only the changes, O(changes): a changed base
   * entry must keep its rank, and the added ones must rank above everything before them.
   */
  increasingBy(rank: (value: V) => number): boolean {
    let last = baseRank(this.base, rank)
    if (last === null) return false
    for (const [key, value] of this.changes) {
      if (value === gone) continue
      const original = this.base.get(key)
      if (original !== undefined) {
        if (rank(value) !== rank(original)) return false
      } else {
        const r = rank(value)
        if (!(r > last)) return false
        last = r
      }
    }
    return true
  }
}

/** Per frozen base, per rank function: the base's last rank if its values come in increasing rank, else null. */
const baseRanks = new WeakMap<object, WeakMap<object, number | null>>()

function baseRank<V>(base: ReadonlyMap<unknown, V>, rank: (value: V) => number): number | null {
  let kept = baseRanks.get(base)
  if (kept === undefined) {
    kept = new WeakMap()
    baseRanks.set(base, kept)
  }
  if (!kept.has(rank)) kept.set(rank, lastIfIncreasing(base.values(), rank))
  return kept.get(rank) as number | null
}

function lastIfIncreasing<V>(values: Iterable<V>, rank: (value: V) => number): number | null {
  let last = Number.NEGATIVE_INFINITY
  for (const value of values) {
    const r = rank(value)
    if (!(r > last)) return null
    last = r
  }
  return last
}
