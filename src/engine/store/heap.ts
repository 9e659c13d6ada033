/**
 * A binary heap whose top is the item that comes `before` every other: the heads a page draws
 * from (src/engine/store/paging.ts), the actions a tenant's activity has pending (src/engine/activity).
 */
export class Heap<T> {
  constructor(
    private readonly items: T[],
    private readonly before: (a: T, b: T) => boolean,
  ) {
    for (let i = (items.length >>> 1) - 1; i >= 0; i--) this.down(i)
  }

  get size(): number {
    return this.items.length
  }

  top(): T {
    return this.items[0]
  }

  /** Restores order after the top's key changed. */
  fix(): void {
    this.down(0)
  }

  push(item: T): void {
    const { items, before } = this
    let i = items.push(item) - 1
    while (i > 0) {
      const parent = (i - 1) >>> 1
      if (!before(items[i], items[parent])) return
      ;[items[i], items[parent]] = [items[parent], items[i]]
      i = parent
    }
  }

  /** The items, in no particular order. */
  values(): readonly T[] {
    return this.items
  }

  pop(): void {
    const last = this.items.pop()
    if (last !== undefined && this.items.length > 0) {
      this.items[0] = last
      this.down(0)
    }
  }

  private down(start: number): void {
    const { items, before } = this
    let i = start
    for (;;) {
      const left = 2 * i + 1
      const right = left + 1
      let best = i
      if (left < items.length && before(items[left], items[best])) best = left
      if (right < items.length && before(items[right], items[best])) best = right
      if (best === i) return
      ;[items[i], items[best]] = [items[best], items[i]]
      i = best
    }
  }
}
