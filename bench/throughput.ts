import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { BenchError, type Child, rssBytes, stop } from './children.js'
import { type Context, load, loadOptions, medianMs, once, reset, warmUpOptions } from './context.js'
import { type Measurement, medianOf, pairedRatio } from './load.js'
import { type Scenario, throughputScenarios } from './scenarios.js'
import type { Bodies } from './servers/model.js'
import { launch, type ServerName, serverNames } from './servers.js'
import { type World, writeWorld } from './worlds.js'

/** Messages in the throughput world: enough for full pages everywhere, small like a CI fixture. */
export const throughputMessages = 2_000

/** How fast the mock is next to another server: by requests per second, and by CPU per request (theirs ÷ the mock's). */
export interface Speed {
  rps: number
  cpu: number | null
}

export interface ThroughputResult {
  messages: number
  rows: {
    scenario: Scenario
    /** Each server's medians over the rounds. */
    results: Record<ServerName, Measurement>
    /** The mock next to bare and to Express: each round's ratio, then their median. */
    speeds: Record<'bare' | 'express', Speed>
  }[]
  /** Median round trip of POST /__reset on the mock. */
  resetMs: number
  /** The mock's RSS after the runs. */
  rss: number | null
  /** The files the servers were started with, for the startup phase. */
  files: Record<ServerName, string>
}

/**
 * The mock, bare node:http and plain Express side by side: every scenario on every server in each
 * round, the servers' order reversed every other round so that drift of the machine falls on all.
 */
export async function throughput(ctx: Context): Promise<ThroughputResult> {
  const fixture = join(ctx.dir, 'throughput.json')
  const world = writeWorld(fixture, throughputMessages)
  const scenarios = throughputScenarios(world)
  const children = {} as Record<ServerName, Child>
  try {
    children.mock = (await launch(ctx, 'mock', fixture, await ctx.ports.take())).child
    const bodies = join(ctx.dir, 'bodies.json')
    writeFileSync(bodies, JSON.stringify(await bodiesOf(children.mock, world, scenarios)))
    for (const name of ['bare', 'express'] as const)
      children[name] = (await launch(ctx, name, bodies, await ctx.ports.take())).child
    await verify(children, world, scenarios)

    const warmUp = warmUpOptions(ctx.options)
    if (warmUp) {
      ctx.log('throughput: warming up')
      for (const scenario of scenarios)
        for (const name of serverNames) await load(children[name], world, scenario, warmUp)
    }
    const runs = scenarios.map(() => ({ bare: [], express: [], mock: [] }) as Record<ServerName, Measurement[]>)
    for (let round = 0; round < ctx.options.rounds; round++) {
      const order = round % 2 === 0 ? serverNames : [...serverNames].reverse()
      for (const [i, scenario] of scenarios.entries()) {
        for (const name of order) {
          const m = await load(children[name], world, scenario, loadOptions(ctx.options))
          runs[i][name].push(m)
          ctx.log(`throughput ${round + 1}/${ctx.options.rounds}: ${scenario.title} on ${name}: ${Math.round(m.rps)}/s`)
        }
      }
    }
    const resetMs = await medianMs(50, () => reset(children.mock))
    return {
      messages: world.messages,
      rows: scenarios.map((scenario, i) => ({
        scenario,
        results: {
          bare: medianOf(runs[i].bare),
          express: medianOf(runs[i].express),
          mock: medianOf(runs[i].mock),
        },
        speeds: { bare: pairedSpeed(runs[i], 'bare'), express: pairedSpeed(runs[i], 'express') },
      })),
      resetMs,
      rss: rssBytes(children.mock.pid),
      files: { mock: fixture, bare: bodies, express: bodies },
    }
  } finally {
    await Promise.all(Object.values(children).map(stop))
  }
}

/**
 * The mock's speed next to `other`, round by round (see pairedRatio): the servers of a scenario run
 * back to back in a round.
 */
function pairedSpeed(runs: Record<ServerName, Measurement[]>, other: ServerName): Speed {
  const rps = (name: ServerName) => runs[name].map((run) => run.rps)
  const cpu = (name: ServerName) => runs[name].map((run) => run.cpu)
  return { rps: pairedRatio(rps('mock'), rps(other)) ?? Number.NaN, cpu: pairedRatio(cpu(other), cpu('mock')) }
}

/** The mock's answers to the GET scenarios, and the contact it shows as the sender of a POST. */
async function bodiesOf(mock: Child, world: World, scenarios: Scenario[]): Promise<Bodies> {
  const bodies: Bodies = { pages: {}, messages: {}, caller: null }
  for (const scenario of scenarios) {
    const answer = await once(mock, world, scenario)
    const body = JSON.parse(answer.body)
    if (scenario.method === 'POST') bodies.caller = body.contact
    else if (scenario.path.startsWith('/v1/messages/')) bodies.messages[body.id] ??= body
    else bodies.pages[scenario.path] = body
  }
  await reset(mock)
  return bodies
}

/** Every server answers every scenario with its status, and the GETs with the mock's body. */
async function verify(children: Record<ServerName, Child>, world: World, scenarios: Scenario[]): Promise<void> {
  for (const scenario of scenarios.filter((s) => !s.writes)) {
    const expected = JSON.parse((await once(children.mock, world, scenario)).body)
    for (const name of ['bare', 'express'] as const) {
      const got = JSON.parse((await once(children[name], world, scenario)).body)
      if (!isDeepStrictEqual(got, expected))
        throw new BenchError(`${name} does not answer ${scenario.path} with the mock's body`)
    }
  }
  for (const scenario of scenarios.filter((s) => s.writes))
    for (const name of serverNames) await once(children[name], world, scenario)
  await reset(children.mock)
}
