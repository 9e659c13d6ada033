import { BenchError, type Served } from './children.js'
import { type Answer, type LoadOptions, measure, median, send } from './load.js'
import type { BenchOptions } from './options.js'
import { headersOf, type Scenario } from './scenarios.js'
import type { Ports } from './servers.js'
import type { World } from './worlds.js'

/** What every phase of the bench works with. */
export interface Context {
  readonly options: BenchOptions
  /** The temporary folder of fixture and body files, removed at exit. */
  readonly dir: string
  readonly ports: Ports
  /** The mock's entry point. */
  readonly mock: string
  /** Progress, on stderr: stdout is the table. */
  log(line: string): void
}

export function loadOptions(options: BenchOptions): LoadOptions {
  return { duration: options.duration, amount: options.requests, connections: options.connections }
}

/**
 * The warm-up before the measured rounds: one short run, so that the JIT has done its work;
 * none in a quick run, whose numbers mean nothing anyway.
 */
export function warmUpOptions(options: BenchOptions): LoadOptions | null {
  if (options.quick) return null
  return {
    duration: Math.min(1, options.duration),
    amount: options.requests === null ? null : Math.min(1000, options.requests),
    connections: options.connections,
  }
}

/** Sends a scenario's request once to `child`, failing the bench on any other status. */
export async function once(child: Served, world: Pick<World, 'token'>, scenario: Scenario): Promise<Answer> {
  const answer = await send(`${child.url}${scenario.path}`, scenario.method, headersOf(world, scenario), scenario.body)
  if (answer.status !== scenario.status)
    throw new BenchError(
      `${child.name} answered ${scenario.method} ${scenario.path} with ${answer.status}, not ${scenario.status}: ${answer.body.slice(0, 300)}`,
    )
  return answer
}

/** Runs a scenario under load, resetting the mock afterwards when it changed the world. */
export async function load(child: Served, world: World, scenario: Scenario, options: LoadOptions) {
  const result = await measure(child, scenario, headersOf(world, scenario), options)
  if (scenario.writes && child.name.startsWith('mock')) await reset(child)
  return result
}

export async function reset(child: Served): Promise<number> {
  const answer = await send(`${child.url}/__reset`, 'POST', {})
  if (answer.status !== 200)
    throw new BenchError(`POST /__reset answered ${answer.status}: ${answer.body.slice(0, 300)}`)
  return answer.ms
}

/** The median time of `times` calls of `timed` (each resolving with milliseconds). */
export async function medianMs(times: number, timed: (i: number) => Promise<number>): Promise<number> {
  const ms: number[] = []
  for (let i = 0; i < times; i++) ms.push(await timed(i))
  return median(ms)
}
