import type { ResolvedOptions } from '../options.js'
import { SeededRandom } from '../random.js'

/** The `--latency min-max` delay: a draw per /v1 answer, reproducible with a seed. */
export function latencyFor(options: Pick<ResolvedOptions, 'latency' | 'seed'>): (() => number) | null {
  const { latency } = options
  if (latency === undefined) return null
  const random = options.seed === undefined ? Math.random : () => draw.next()
  const draw = new SeededRandom(options.seed ?? 0)
  return () => latency.min + Math.floor(random() * (latency.max - latency.min + 1))
}
