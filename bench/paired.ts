import type { Served } from './children.js'
import { type Context, load, loadOptions, warmUpOptions } from './context.js'
import type { LoadOptions, Measurement } from './load.js'
import type { Scenario } from './scenarios.js'
import type { World } from './worlds.js'

/** One run of a scenario on a server under load: how `interleaved` drives each of them. */
export type RunOne = (server: Served, scenario: Scenario, options: LoadOptions) => Promise<Measurement>

/**
 * Servers compared on the same scenarios of the same world (--against, the durability phase): a
 * warm-up of each, then `rounds` rounds in which every server runs each scenario back to back, in
 * order one round and reversed the next, so that what the machine does in those seconds falls on
 * all of them and each round's ratio cancels it (pairedRatio). `runs(scenario, k)` says whether
 * server k runs a scenario (all of them by default). Returns `[scenario][server]`: one measurement
 * a round, none for a server that does not run the scenario.
 */
export function alternate(
  ctx: Context,
  phase: string,
  world: World,
  scenarios: Scenario[],
  servers: Served[],
  runs: (scenario: Scenario, k: number) => boolean = () => true,
): Promise<Measurement[][][]> {
  return interleaved(
    ctx,
    phase,
    scenarios,
    servers,
    (server, scenario, options) => load(server, world, scenario, options),
    runs,
  )
}

/**
 * The rounds of `alternate`, each run made by `runOne` rather than by `load` with a world's token:
 * for requests that carry something else (the preload part's, the cookie naming their tenant).
 */
export async function interleaved(
  ctx: Context,
  phase: string,
  scenarios: Scenario[],
  servers: Served[],
  runOne: RunOne,
  runs: (scenario: Scenario, k: number) => boolean = () => true,
): Promise<Measurement[][][]> {
  const order = (scenario: Scenario, reversed: boolean) => {
    const ks = [...servers.keys()].filter((k) => runs(scenario, k))
    return reversed ? ks.reverse() : ks
  }
  const warmUp = warmUpOptions(ctx.options)
  if (warmUp)
    for (const scenario of scenarios) for (const k of order(scenario, false)) await runOne(servers[k], scenario, warmUp)
  const measured = scenarios.map(() => servers.map((): Measurement[] => []))
  for (let round = 0; round < ctx.options.rounds; round++) {
    for (const [i, scenario] of scenarios.entries()) {
      for (const k of order(scenario, round % 2 === 1))
        measured[i][k].push(await runOne(servers[k], scenario, loadOptions(ctx.options)))
    }
    ctx.log(`${phase}: round ${round + 1}/${ctx.options.rounds} done`)
  }
  return measured
}

/** The CPU per request of each round. */
export const cpus = (runs: Measurement[]) => runs.map((run) => run.cpu)
