import { constants, PerformanceObserver } from 'node:perf_hooks'
import { getHeapStatistics } from 'node:v8'
import type { MemoryCeiling } from '../engine/control/memory.js'

/**
 * What --max-memory is when it is not given: 40% of the V8 heap's limit, which Node sets from the
 * machine's memory. A restart brings back what the server held with some more (measured: about a
 * fifth, and the parse of the files on top), which must fit under the limit too: at half, a
 * server flooded to its ceiling under a 64 MB heap died on its restart.
 */
export const defaultMaxMemory = '40%'

const size = /^(\d+(?:\.\d+)?)\s*(%|b|kb|mb|gb|kib|mib|gib)?$/i
const unitBytes: Record<string, number> = {
  b: 1,
  kb: 1024,
  mb: 2 ** 20,
  gb: 2 ** 30,
  kib: 1024,
  mib: 2 ** 20,
  gib: 2 ** 30,
}

/**
 * The bytes of heap a --max-memory value allows (`50%` of the heap's limit, `256mb`, `1gib`, a
 * bare number of bytes), 0 for no ceiling, or undefined when it is none of these or more than the
 * heap's limit.
 */
export function ceilingBytes(value: string, heapLimit = getHeapStatistics().heap_size_limit): number | undefined {
  const match = size.exec(value.trim())
  if (match === null) return undefined
  const n = Number(match[1])
  const unit = (match[2] ?? 'b').toLowerCase()
  const bytes =
    unit === '%' ? (n <= 100 ? Math.floor((heapLimit * n) / 100) : Number.NaN) : Math.floor(n * unitBytes[unit])
  return Number.isFinite(bytes) && bytes <= heapLimit ? bytes : undefined
}

/** The heap the process held after its last full collection: one observer for every ceiling of the process. */
let live = 0
let observer: PerformanceObserver | undefined

function observeCollections(): void {
  observer ??= new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        live = getHeapStatistics().used_heap_size
  })
  observer.observe({ entryTypes: ['gc'] })
}

/**
 * The Node server's memory ceiling (Redis's `maxmemory`, with its `noeviction`): the bytes of V8
 * heap the process may hold live. Live is what the heap held after its last full collection, read
 * as each one ends: the heap's size between two collections counts garbage too, which would refuse
 * writes for memory that is no longer used. Full while both the last full collection's heap and
 * the heap now stand at or above the ceiling, so that memory freed (tenants dropped, reset or
 * ended) counts as soon as it is collected; a write asks one comparison while the last collection
 * left room. Undefined for no ceiling (0).
 */
export function heapCeiling(bytes: number): (MemoryCeiling & { readonly bytes: number }) | undefined {
  if (bytes === 0) return undefined
  observeCollections()
  return {
    bytes,
    described: `${Math.round(bytes / 2 ** 20)} MiB of heap`,
    full: () => live >= bytes && getHeapStatistics().used_heap_size >= bytes,
    used: () => live,
  }
}

/** The ceiling of a --max-memory value (default half the heap's limit); throws on a value ceilingBytes refuses. */
export function ceilingOf(value: string | undefined): ReturnType<typeof heapCeiling> {
  const text = value ?? defaultMaxMemory
  const bytes = ceilingBytes(text)
  if (bytes === undefined)
    throw new Error(
      `--max-memory must be a share of the heap's limit (40%), a size (256mb, 1gib) or 0 for none, at most the heap's limit (${Math.round(getHeapStatistics().heap_size_limit / 2 ** 20)} MiB), not "${text}"`,
    )
  return heapCeiling(bytes)
}
