const gone: unique symbol = Symbol('gone')

/**
 * A map that reads through to a frozen base and keeps its own changes apart, so that a reset
 * (or a new tenant) is a new empty overlay over the same base instead of a copy of it.
 * Values are never mutated in place: a change stores a new value.
 */
export class CowMap<K, V> {
  private readonly changes = new Map<K, V | typeof gone>()
  private added = 0

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
    if (!this.has(key)) this.added++
    this.changes.set(key, value)
  }

  delete(key: K): boolean {
    if (!this.has(key)) return false
    this.added--
    if (this.base.has(key)) this.changes.set(key, gone)
    else this.changes.delete(key)
    return true
  }

  get size(): number {
    return this.base.size + this.added
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
}
