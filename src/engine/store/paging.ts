import { Heap } from './heap.js'

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

/** Interpolation probes before the binary search, on ranges longer than the minimum, each with a check `interpolationStep` further. */
const interpolationProbes = 3
const interpolationMinimum = 64
const interpolationStep = 8

/** A SortedList as lists read it: the world's timelines, which only a copy may change. */
export type OrderedList<T extends Ordered> = Omit<SortedList<T>, 'insert' | 'remove'>

/**
 * A list kept oldest first by (created_at, seq), with every item's created_at also in an array of
 * plain doubles beside it. A binary search reads that array and touches an item only on a tie:
 * with a million messages, a page across 200 conversations makes 200 searches of a dozen steps,
 * and reading each step's record (and its boxed created_at) from a 400 MB heap had cost as much
 * as the rest of the request.
 */
export class SortedList<T extends Ordered> {
  private constructor(
    private readonly items: T[],
    private readonly keys: number[],
  ) {}

  /** Takes `items` (sorting them in place) as a list's contents. */
  static sorted<T extends Ordered>(items: T[]): SortedList<T> {
    items.sort(compareOrdered)
    return new SortedList(
      items,
      items.map((item) => item.created_at),
    )
  }

  get length(): number {
    return this.items.length
  }

  /** The item at `index`, which must be in 0 to length - 1. */
  at(index: number): T {
    return this.items[index]
  }

  /** The created_at of the item at `index`, without reading the item. */
  createdAt(index: number): number {
    return this.keys[index]
  }

  newest(): T | undefined {
    return this.items.at(-1)
  }

  /**
   * Index of the first item that is not older than `key`. Every index below `lo` is older and none
   * from `hi` on, whatever is probed. The first probes guess by interpolation: timestamps are
   * spread fairly evenly, so a guess lands near the answer, and on a long list of a large store a
   * probe is a read from memory, not from the cache (200 searches a page across 200
   * conversations). A binary search finishes the range they leave.
   */
  lowerBound(key: Ordered): number {
    let lo = 0
    let hi = this.keys.length
    for (let probe = 0; probe < interpolationProbes && hi - lo > interpolationMinimum; probe++) {
      const first = this.keys[lo]
      const span = this.keys[hi - 1] - first
      const guess = span > 0 ? lo + Math.floor(((key.created_at - first) / span) * (hi - 1 - lo)) : lo
      const mid = Math.min(hi - 1, Math.max(lo, guess))
      // A guess is checked with a neighbour a few places beyond it, so that both ends close in.
      if (this.olderAt(mid, key)) {
        const next = Math.min(hi - 1, mid + interpolationStep)
        if (this.olderAt(next, key)) lo = next + 1
        else {
          lo = mid + 1
          hi = next
        }
      } else {
        const previous = Math.max(lo, mid - interpolationStep)
        if (!this.olderAt(previous, key)) hi = previous
        else {
          lo = previous + 1
          hi = mid
        }
      }
    }
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (this.olderAt(mid, key)) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** Whether the item at `index` is older than `key`: its created_at first, its seq on a tie. */
  private olderAt(index: number, key: Ordered): boolean {
    const at = this.keys[index]
    return at < key.created_at || (at === key.created_at && this.items[index].seq < key.seq)
  }

  /** Whether `item` (by its key and id) is in the list. */
  includes(item: Ordered): boolean {
    const i = this.lowerBound(item)
    return i < this.items.length && this.items[i].id === item.id
  }

  /** A copy that may be changed. */
  copy(): SortedList<T> {
    return new SortedList([...this.items], [...this.keys])
  }

  /**
   * Puts `item` where its (created_at, seq) belongs. A message sent now is the newest, an append;
   * one sent under a clock frozen before the newest message goes in by binary search.
   */
  insert(item: T): void {
    const { items, keys } = this
    const newest = items.at(-1)
    if (newest === undefined || compareOrdered(item, newest) >= 0) {
      items.push(item)
      keys.push(item.created_at)
      return
    }
    const at = this.lowerBound(item)
    items.splice(at, 0, item)
    keys.splice(at, 0, item.created_at)
  }

  /** Removes `item` (by its key and id); false when it is not in the list. */
  remove(item: Ordered): boolean {
    const i = this.lowerBound(item)
    if (i >= this.items.length || this.items[i].id !== item.id) return false
    this.items.splice(i, 1)
    this.keys.splice(i, 1)
    return true
  }

  [Symbol.iterator](): Iterator<T> {
    return this.items[Symbol.iterator]()
  }
}

/**
 * A list that holds the items of many lists and of others beside them, oldest first: the world's
 * list of every message, of which a caller's conversations often hold most (src/engine/store/state.ts).
 * A page walks it keeping what `keep` accepts, instead of entering each of `lists` by a search.
 */
export interface Shared<T extends Ordered> {
  readonly list: OrderedList<T>
  /** Whether an item is one of `lists`'. */
  readonly keep: (item: T) => boolean
  /** The lists `keep` accepts the items of: merged instead when the walk skips too much. */
  readonly lists: readonly OrderedList<T>[]
}

/**
 * Items a walk of a shared list may skip per item of the page before the page is merged from the
 * lists instead: a shared list is offered when they hold at least half of its items, so a page
 * skips about one per item, unless their items are few in the stretch it walks.
 */
const skipsPerItem = 8

/**
 * One page of the newest-first merge of several ascending lists (a caller's conversations, or a
 * single one). Each list is entered by binary search and the page is drawn through a small heap,
 * so a page costs O(k log n + page log k) whatever the store's size. With a `shared` list, its
 * kept items take the place of its lists: one search, then O(page) steps while they are dense.
 * `after`: the items that follow the cursor in list order. `before`: the items just before it,
 * still newest first. `hasMore` says whether more items lie beyond the page in that direction.
 */
export function page<T extends Ordered>(
  lists: readonly OrderedList<T>[],
  cursor: Cursor<T>,
  limit: number,
  shared?: Shared<T>,
): Page<T> {
  const whole = lists.map((list) => ({ list, keep: null }))
  if (shared !== undefined) {
    const walked = merge([...whole, shared], cursor, limit, (limit + 1) * skipsPerItem)
    if (walked !== null) return walked
    whole.push(...shared.lists.map((list) => ({ list, keep: null })))
  }
  return merge(whole, cursor, limit, 0) as Page<T>
}

/** A list a merge draws from, all of it or only the items `keep` accepts. */
interface Source<T extends Ordered> {
  readonly list: OrderedList<T>
  readonly keep: ((item: T) => boolean) | null
}

interface Head<T extends Ordered> extends Source<T> {
  index: number
  /** The created_at of the item at `index`. */
  createdAt: number
}

/** The page drawn from `sources`; null once the filtered sources skipped more than `skips` items. */
function merge<T extends Ordered>(
  sources: readonly Source<T>[],
  cursor: Cursor<T>,
  limit: number,
  skips: number,
): Page<T> | null {
  const backwards = cursor !== null && 'before' in cursor
  const step = backwards ? 1 : -1
  let skipped = 0
  /** Moves `head` to its next kept item from `index` on; false at the list's end or over budget. */
  const settle = (head: Head<T>): boolean => {
    const { list, keep } = head
    if (keep !== null)
      while (head.index >= 0 && head.index < list.length && !keep(list.at(head.index))) {
        if (++skipped > skips) return false
        head.index += step
      }
    if (head.index < 0 || head.index >= list.length) return false
    head.createdAt = list.createdAt(head.index)
    return true
  }
  const heads: Head<T>[] = []
  for (const { list, keep } of sources) {
    let index: number
    if (cursor === null) index = list.length - 1
    else if ('after' in cursor) index = list.lowerBound(cursor.after) - 1
    else {
      const at = list.lowerBound(cursor.before)
      index = at < list.length && list.at(at).id === cursor.before.id ? at + 1 : at
    }
    const head = { list, keep, index, createdAt: 0 }
    if (settle(head)) heads.push(head)
    else if (skipped > skips) return null
  }
  // Forwards the heap yields the newest head first; backwards (towards newer items) the oldest.
  // Heads compare by their created_at, kept with them, and read their items only on a tie.
  const older = (a: Head<T>, b: Head<T>) =>
    a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a.list.at(a.index).seq < b.list.at(b.index).seq)
  const first = backwards ? older : (a: Head<T>, b: Head<T>) => older(b, a)
  const heap = new Heap(heads, first)
  const items: T[] = []
  while (items.length <= limit && heap.size > 0) {
    const head = heap.top()
    items.push(head.list.at(head.index))
    head.index += step
    if (settle(head)) heap.fix()
    else if (skipped > skips) return null
    else heap.pop()
  }
  const hasMore = items.length > limit
  if (hasMore) items.pop()
  if (backwards) items.reverse()
  return { items, hasMore }
}
