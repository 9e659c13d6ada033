import { constants, PerformanceObserver } from 'node:perf_hooks'
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8'
import type { MemoryCeiling } from '../engine/control/memory.js'

/**
 * What --max-memory is when it is not given: 40% of the old generation's limit, which Node sets
 * from the machine's memory (or `--max-old-space-size`). A restart brings back what the server
 * held with some more (measured: about a fifth, and the parse of the files on top), which must
 * fit under the limit too: at half of the whole heap, a server flooded to its ceiling under
 * `--max-old-space-size=64` died on its restart.
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

/** The most V8 reserves for its young generation on the Node lines it runs on (48 MiB to Node 22, 96 MiB since). */
const youngReserve = 96 * 2 ** 20

/**
 * The old generation's limit: what the heap may hold for longer than a collection, past which the
 * process dies. `--max-old-space-size` where it is given (the command line or NODE_OPTIONS), else
 * the heap's limit without the young generation's reserve (never less than half the heap's limit).
 */
export function oldGenerationLimit(): number {
  const flags = [...(process.env.NODE_OPTIONS?.split(/\s+/) ?? []), ...process.execArgv]
  const given = flags
    .map((flag) => /^--max-old-space-size=(\d+)$/.exec(flag)?.[1])
    .filter((mb) => mb !== undefined)
    .at(-1)
  if (given !== undefined) return Number(given) * 2 ** 20
  const { heap_size_limit: limit } = getHeapStatistics()
  return Math.max(limit - youngReserve, Math.floor(limit / 2))
}

/**
 * The bytes a --max-memory value allows (`40%` of the old generation's limit, `256mb`, `1gib`, a
 * bare number of bytes), 0 for no ceiling, or undefined when it is none of these or more than that
 * limit.
 */
export function ceilingBytes(value: string, limit = oldGenerationLimit()): number | undefined {
  const match = size.exec(value.trim())
  if (match === null) return undefined
  const n = Number(match[1])
  const unit = (match[2] ?? 'b').toLowerCase()
  const bytes = unit === '%' ? (n <= 100 ? Math.floor((limit * n) / 100) : Number.NaN) : Math.floor(n * unitBytes[unit])
  return Number.isFinite(bytes) && bytes <= limit ? bytes : undefined
}

/** The old generation's bytes in use now: every space of the heap but the young generation's. */
export function oldGenerationUsed(): number {
  let used = 0
  for (const space of getHeapSpaceStatistics())
    if (space.space_name !== 'new_space' && space.space_name !== 'new_large_object_space') used += space.space_used_size
  return used
}

/** The old generation after the last full collection: one observer for every ceiling of the process. */
let live = 0
let observer: PerformanceObserver | undefined

function observeCollections(): void {
  observer ??= new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)
        live = oldGenerationUsed()
  })
  observer.observe({ entryTypes: ['gc'] })
}

/**
 * The Node server's memory ceiling (Redis's `maxmemory`, with its `noeviction`): the bytes the
 * old generation of the V8 heap may hold, where what lives on is kept and what kills the process
 * when it runs out. Live is what it held after its last full collection, read as each one ends:
 * its size between two collections counts garbage too, which would refuse writes for memory no
 * longer used. Full while both the last full collection and the heap now stand at or above the
 * ceiling, so that memory freed (tenants dropped, reset or ended) counts as soon as it is
 * collected; a write asks one comparison while the last collection left room. Undefined for no
 * ceiling (0).
 */
export function heapCeiling(bytes: number): (MemoryCeiling & { readonly bytes: number }) | undefined {
  if (bytes === 0) return undefined
  observeCollections()
  return {
    bytes,
    described: `${Math.round(bytes / 2 ** 20)} MiB of heap`,
    full: () => live >= bytes && oldGenerationUsed() >= bytes,
    used: () => live,
  }
}

/** The ceiling of a --max-memory value (default 40% of the old generation's limit); throws on a value ceilingBytes refuses. */
export function ceilingOf(value: string | undefined): ReturnType<typeof heapCeiling> {
  const text = value ?? defaultMaxMemory
  const bytes = ceilingBytes(text)
  if (bytes === undefined) throw new Error(memoryUsage(text))
  return heapCeiling(bytes)
}

/** What a --max-memory value that is refused is told. */
export function memoryUsage(value: string): string {
  return `--max-memory must be a share of the heap's old generation (40%), a size (256mb, 1gib) or 0 for none, at most that generation's limit (${Math.round(oldGenerationLimit() / 2 ** 20)} MiB; node --max-old-space-size sets it), not "${value}".`
}
