import type { ProblemCode } from '../core/errors.js'

/** The statuses a fault may answer, with the problem code each carries. */
export const faultCodes = {
  429: 'rate_limited',
  500: 'internal',
  502: 'bad_gateway',
  503: 'unavailable',
  504: 'timeout',
} as const satisfies Record<number, ProblemCode>

export type FaultStatus = keyof typeof faultCodes

export interface FaultInput {
  method?: string | null
  path?: string | null
  status?: FaultStatus | null
  delay_ms?: number
  times?: number
}

/** An injected fault as GET /__faults lists it: `times` counts down to its removal. */
export interface Fault {
  id: string
  method: string | null
  path: string | null
  status: FaultStatus | null
  delay_ms: number
  times: number
}

/** A tenant's faults as data: the list with the times each has left, and how many were ever made (the next id). */
export interface FaultsImage {
  list: Fault[]
  made: number
}

/**
 * Injected faults of one tenant, first match wins. A fault matches a method (any when null) and a
 * path pattern where `*` stands for exactly one non-empty segment; it is used up after `times`.
 */
export class Faults {
  private list: Fault[] = []
  private made = 0
  /** Bumped whenever the list changes: added, cleared, or a fault used. */
  version = 0

  add(input: FaultInput): Fault {
    const fault: Fault = {
      id: `flt_${++this.made}`,
      method: input.method?.toUpperCase() ?? null,
      path: input.path ?? null,
      status: input.status ?? null,
      delay_ms: input.delay_ms ?? 0,
      times: input.times ?? 1,
    }
    this.list.push(fault)
    this.version++
    return fault
  }

  all(): Fault[] {
    return this.list.map((f) => ({ ...f }))
  }

  clear(): void {
    this.list = []
    this.version++
  }

  image(): FaultsImage {
    return { list: this.all(), made: this.made }
  }

  restore(image: FaultsImage): void {
    this.list = image.list.map((f) => ({ ...f }))
    this.made = image.made
    this.version++
  }

  /** The first fault matching the request, used once; undefined when none does. */
  take(method: string, path: string): Fault | undefined {
    if (this.list.length === 0) return undefined
    const index = this.list.findIndex((f) => (f.method === null || f.method === method) && matches(f.path, path))
    if (index < 0) return undefined
    const fault = this.list[index]
    const used = { ...fault, times: fault.times - 1 }
    if (used.times <= 0) this.list.splice(index, 1)
    else this.list[index] = used
    this.version++
    return fault
  }
}

function matches(pattern: string | null, path: string): boolean {
  if (pattern === null) return true
  const want = pattern.split('/')
  const have = path.split('/')
  return want.length === have.length && want.every((part, i) => (part === '*' ? have[i] !== '' : part === have[i]))
}
