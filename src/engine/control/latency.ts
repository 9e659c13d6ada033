import { SeededRandom } from '../core/random.js'

/** The `--latency min-max` delay: a draw per /v1 answer, reproducible with a seed. */
export function latencyFor(options: { latency?: { min: number; max: number }; seed?: number }): (() => number) | null {
  const { latency } = options
  if (latency === undefined) return null
  const random = options.seed === undefined ? Math.random : () => draw.next()
  const draw = new SeededRandom(options.seed ?? 0)
  return () => latency.min + Math.floor(random() * (latency.max - latency.min + 1))
}
