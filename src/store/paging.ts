/** Anything a list orders: newest first by created_at, ties broken by creation order. */
export interface Ordered {
  readonly id: string
  readonly created_at: number
  readonly seq: number
}

export type Cursor<T> = { readonly after: T } | { readonly before: T } | null

export interface Page<T> {
  items: T[]
  hasMore: boolean
}

/** Ascending (oldest first) comparison of list keys. */
export function compareOrdered(a: Ordered, b: Ordered): number {
  return a.created_at - b.created_at || a.seq - b.seq
}

/** Index of the first element of the ascending `list` that is not older than `key`. */
export function lowerBound(list: readonly Ordered[], key: Ordered): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (compareOrdered(list[mid], key) < 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Whether `item` (by its key) is an element of the ascending `list`. */
export function contains(list: readonly Ordered[], item: Ordered): boolean {
  const i = lowerBound(list, item)
  return i < list.length && list[i].id === item.id
}

/**
 * One page of the newest-first merge of several ascending lists (a caller's conversations, or a
 * single one). Each list is entered by binary search and the page is drawn through a small heap,
 * so a page costs O(k log n + page log k) whatever the store's size.
 * `after`: the items that follow the cursor in list order. `before`: the items just before it,
 * still newest first. `hasMore` says whether more items lie beyond the page in that direction.
 */
export function page<T extends Ordered>(lists: readonly (readonly T[])[], cursor: Cursor<T>, limit: number): Page<T> {
  const backwards = cursor !== null && 'before' in cursor
  const heads: Head<T>[] = []
  for (const list of lists) {
    let index: number
    if (cursor === null) index = list.length - 1
    else if ('after' in cursor) index = lowerBound(list, cursor.after) - 1
    else {
      const at = lowerBound(list, cursor.before)
      index = at < list.length && list[at].id === cursor.before.id ? at + 1 : at
    }
    if (index >= 0 && index < list.length) heads.push({ list, index })
  }
  // Forwards the heap yields the newest head first; backwards (towards newer items) the oldest.
  const first = backwards
    ? (a: Head<T>, b: Head<T>) => compareOrdered(a.list[a.index], b.list[b.index]) < 0
    : (a: Head<T>, b: Head<T>) => compareOrdered(a.list[a.index], b.list[b.index]) > 0
  const heap = new Heap(heads, first)
  const items: T[] = []
  while (items.length <= limit && heap.size > 0) {
    const head = heap.top()
    items.push(head.list[head.index])
    head.index += backwards ? 1 : -1
    if (head.index < 0 || head.index >= head.list.length) heap.pop()
    else heap.fix()
  }
  const hasMore = items.length > limit
  if (hasMore) items.pop()
  if (backwards) items.reverse()
  return { items, hasMore }
}

interface Head<T> {
  list: readonly T[]
  index: number
}

/** A binary heap over list heads whose top is the head to draw from next. */
class Heap<T> {
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
