import { join } from 'node:path'
import { BenchError, type Child, rssBytes, stop } from './children.js'
import { type Context, load, loadOptions, medianMs, once, reset, warmUpOptions } from './context.js'
import { type Measurement, medianOf, pairedRatio, send } from './load.js'
import { headersOf, type Scenario, sizeScenarios, throughputScenarios } from './scenarios.js'
import { launch } from './servers.js'
import { type World, writeSizeWorld } from './worlds.js'

export interface SizeRow {
  messages: number
  /** Spawn to the first 200 on /__health, fixture file included. */
  loadMs: number
  rssAfterLoad: number | null
  rssAfterRuns: number | null
  /** Median round trips of POST /__reset, a new tenant's first list, and the first POST after a reset. */
  resetMs: number
  tenantMs: number
  firstPostMs: number
  /** One per list of `lists`. */
  lists: Measurement[]
  /** One per list: p50 at this size ÷ p50 at the smallest, round by round (see pairedRatio): the sizes of a list run back to back in a round. */
  vsSmallest: number[]
}

export interface SizeResult {
  lists: Scenario[]
  rows: SizeRow[]
  /** How many conversations the caller takes part in (the same at every size); null if not counted. */
  conversations: number | null
}

/** Time allowed to load a world: a million messages take seconds, and a slow machine more. */
export const loadTimeout = (messages: number) => 60_000 + messages / 10

/**
 * One mock per size, all running at once so that every list is measured at every size within the
 * same minute (in alternating order): a machine that drifts cannot fake a flat or a steep curve.
 */
export async function sizes(ctx: Context): Promise<SizeResult> {
  const worlds: World[] = []
  const mocks: Child[] = []
  const loaded: { loadMs: number; rss: number | null }[] = []
  try {
    for (const messages of ctx.options.sizes) {
      const file = join(ctx.dir, `size-${messages}.json`)
      ctx.log(`size ${messages}: writing the fixture`)
      const world = writeSizeWorld(file, messages)
      const started = await launch(ctx, 'mock', file, await ctx.ports.take(), {
        timeoutMs: loadTimeout(messages),
      })
      worlds.push(world)
      mocks.push({ ...started.child, name: `mock ${messages}` })
      loaded.push({ loadMs: started.startupMs, rss: rssBytes(started.child.pid) })
    }
    const lists = sizeScenarios(worlds[0])
    for (const [k, mock] of mocks.entries()) await verifyLists(mock, worlds[k])

    const warmUp = warmUpOptions(ctx.options)
    if (warmUp) {
      ctx.log('size: warming up')
      for (const [k, mock] of mocks.entries())
        for (const list of sizeScenarios(worlds[k])) await load(mock, worlds[k], list, warmUp)
    }
    const runs = mocks.map(() => lists.map((): Measurement[] => []))
    for (let round = 0; round < ctx.options.rounds; round++) {
      for (let l = 0; l < lists.length; l++) {
        const order = [...mocks.keys()]
        if ((round + l) % 2 === 1) order.reverse()
        for (const k of order) {
          const list = sizeScenarios(worlds[k])[l]
          const m = await load(mocks[k], worlds[k], list, loadOptions(ctx.options))
          runs[k][l].push(m)
          ctx.log(
            `size ${round + 1}/${ctx.options.rounds}: ${list.title} at ${worlds[k].messages}: p50 ${m.p50.toFixed(2)} ms`,
          )
        }
      }
    }
    // Counted from the whole state, which is only cheap to export for a small world.
    const conversations = worlds[0].messages <= 100_000 ? await conversationsOf(mocks[0], worlds[0]) : null
    const rows: SizeRow[] = []
    for (const [k, mock] of mocks.entries()) {
      rows.push({
        messages: await storedMessages(mock),
        loadMs: loaded[k].loadMs,
        rssAfterLoad: loaded[k].rss,
        ...(await controlPlane(mock, worlds[k])),
        rssAfterRuns: rssBytes(mock.pid),
        lists: runs[k].map(medianOf),
        vsSmallest: runs[k].map((rounds, l) => pairedRatio(p50s(rounds), p50s(runs[0][l])) ?? Number.NaN),
      })
    }
    return { lists, rows, conversations }
  } finally {
    await Promise.all(mocks.map(stop))
  }
}

/** Every list answers a full page: a cursor the mock refuses would measure a fast 400. */
async function verifyLists(mock: Child, world: World): Promise<void> {
  for (const list of sizeScenarios(world)) {
    const page = JSON.parse((await once(mock, world, list)).body) as { data: unknown[] }
    if (page.data.length !== 10)
      throw new BenchError(`${list.path} gave ${page.data.length} messages at ${world.messages}, not 10`)
  }
}

/** Reset, a new tenant's first request, and the first POST after a reset (which copies a timeline). */
async function controlPlane(mock: Child, world: World) {
  const [, firstPage, , post] = throughputScenarios(world)
  const resetMs = await medianMs(50, () => reset(mock))
  const tenantMs = await medianMs(50, async (i) => {
    const headers = { ...headersOf(world, firstPage), 'x-mock-tenant': `bench-${i}` }
    const answer = await send(`${mock.url}${firstPage.path}`, 'GET', headers)
    if (answer.status !== 200) throw new BenchError(`a new tenant's first request answered ${answer.status}`)
    return answer.ms
  })
  const firstPostMs = await medianMs(20, async () => {
    await reset(mock)
    return (await once(mock, world, post)).ms
  })
  await reset(mock)
  return { resetMs, tenantMs, firstPostMs }
}

/** Messages in the mock's world: generated conversations round the asked size a little. */
async function storedMessages(mock: Child): Promise<number> {
  const answer = await send(`${mock.url}/__reset`, 'POST', {})
  return (JSON.parse(answer.body) as { counts: { messages: number } }).counts.messages
}

/** The caller's conversations, from the whole state (the generated part is the same at every size). */
async function conversationsOf(mock: Child, world: World): Promise<number> {
  const state = JSON.parse((await send(`${mock.url}/__state`, 'GET', {})).body) as {
    groups: { owner: string; contacts: string[] }[]
    conversations: { participants: string[] }[]
  }
  const groups = state.groups.filter((g) => g.owner === world.caller || g.contacts.includes(world.caller))
  return groups.length + state.conversations.filter((c) => c.participants.includes(world.caller)).length
}

const p50s = (runs: Measurement[]) => runs.map((run) => run.p50)
