import { Problem } from '../core/errors.js'

/** A ceiling on the memory the tenants may take, as its host measures it (the Node server: src/http/memory.ts). */
export interface MemoryCeiling {
  /** Whether the memory stands at or above the ceiling now. */
  full(): boolean
  /** The ceiling as an operator set it, for the refusal's detail (`384 MiB of heap`). */
  readonly described: string
  /** The ceiling in bytes, and the bytes `full()` compares with it, where the host measures bytes: for its metrics. */
  readonly bytes?: number
  used?(): number
}

/**
 * Throws the 507 of a server at its memory ceiling (Redis's `maxmemory` with `noeviction`): asked
 * before a write that would grow a world, a new tenant or a fixture load, so that nothing of it is
 * done. What frees memory (a delete, a reset, a tenant dropped or ended) is never refused.
 */
export function refuseAtCeiling(memory: MemoryCeiling | undefined): void {
  if (memory === undefined || !memory.full()) return
  throw new Problem(
    'insufficient_storage',
    `The server is at its memory ceiling (${memory.described}): a write that would grow a world, a new tenant or a fixture load is refused until tenants are dropped, reset or ended. Reads, deletes and resets still work.`,
  ).because({ code: 'storage.memory', ceiling: memory.described })
}
