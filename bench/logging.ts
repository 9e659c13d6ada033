import { join } from 'node:path'
import { stop } from './children.js'
import { type Context, load, loadOptions, warmUpOptions } from './context.js'
import { type Measurement, medianOf } from './load.js'
import { throughputScenarios } from './scenarios.js'
import { launch } from './servers.js'
import { throughputMessages } from './throughput.js'
import { writeWorld } from './worlds.js'

/** The CLI's request log settings the bench compares; the throughput table runs `--quiet`. */
const variants = [
  { label: '--quiet', args: ['--quiet'] },
  { label: '--log json', args: ['--log', 'json'] },
  { label: 'default (--log pretty)', args: [] },
]

export interface LoggingResult {
  rows: { label: string; result: Measurement }[]
}

/**
 * What the CLI's request log costs: GET one message on three mocks that differ only in their
 * log, stdout going to a file. Plain Express and bare node:http log nothing, so the throughput
 * table compares them with the quiet mock.
 */
export async function logging(ctx: Context): Promise<LoggingResult> {
  const fixture = join(ctx.dir, 'logging.json')
  const world = writeWorld(fixture, throughputMessages)
  const [getOne] = throughputScenarios(world)
  const mocks = []
  try {
    for (const variant of variants)
      mocks.push((await launch(ctx, 'mock', fixture, await ctx.ports.take(), { mockLog: variant.args })).child)
    const warmUp = warmUpOptions(ctx.options)
    for (const mock of warmUp ? mocks : []) await load(mock, world, getOne, warmUp ?? loadOptions(ctx.options))
    const runs = variants.map((): Measurement[] => [])
    for (let round = 0; round < ctx.options.rounds; round++) {
      const order = [...variants.keys()]
      if (round % 2 === 1) order.reverse()
      for (const k of order) runs[k].push(await load(mocks[k], world, getOne, loadOptions(ctx.options)))
    }
    ctx.log(`logging: ${variants.map((v, k) => `${v.label} ${Math.round(medianOf(runs[k]).rps)}/s`).join(', ')}`)
    return { rows: variants.map((v, k) => ({ label: v.label, result: medianOf(runs[k]) })) }
  } finally {
    await Promise.all(mocks.map(stop))
  }
}
