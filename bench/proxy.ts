import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { freePort, nginxPath, startNginx } from '../scripts/nginx-recipe.js'
import { BenchError, type Child, stop } from './children.js'
import { type Context, loadOptions, warmUpOptions } from './context.js'
import { type Measurement, measure, medianOf } from './load.js'
import { headersOf, throughputScenarios } from './scenarios.js'
import { launch } from './servers.js'
import { throughputMessages } from './throughput.js'
import { writeWorld } from './worlds.js'

/** Tenants the load spreads over, in turn: enough that the hash gives each process some. */
const tenants = Array.from({ length: 16 }, (_, i) => `team-${i}`)

export interface ProxyResult {
  rows: { processes: number; result: Measurement; direct: Measurement; split: number[] }[]
}

/**
 * The organisation recipe (deploy/nginx.conf) under load: GET one message through nginx, the
 * requests spread over 16 tenants, with one and with two mock processes behind it; next to it,
 * the same load sent to one mock directly. nginx runs a worker per core.
 */
export async function proxy(ctx: Context): Promise<ProxyResult> {
  if (!existsSync(nginxPath))
    throw new BenchError(`${nginxPath} is missing: apt-get install -y nginx-light (or leave out --only proxy).`)
  const fixture = join(ctx.dir, 'proxy.json')
  const world = writeWorld(fixture, throughputMessages)
  const [getOne] = throughputScenarios(world)
  const headers = tenants.map((tenant) => ({ ...headersOf(world, getOne), 'X-Mock-Tenant': tenant }))
  const rows: ProxyResult['rows'] = []
  for (const processes of [1, 2]) {
    const mocks: Child[] = []
    let nginx: ChildProcess | undefined
    try {
      for (let i = 0; i < processes; i++) mocks.push((await launch(ctx, 'mock', fixture, await ctx.ports.take())).child)
      const dir = join(ctx.dir, `nginx-${processes}`)
      mkdirSync(dir)
      const listen = ctx.options.port === null ? await freePort() : await ctx.ports.take()
      nginx = await startNginx(
        dir,
        listen,
        mocks.map((m) => Number(new URL(m.url).port)),
      )
      const through: Child = {
        name: `nginx over ${processes}`,
        url: `http://127.0.0.1:${listen}`,
        pid: nginx.pid as number,
        process: nginx,
        output: () => '',
      }
      // Each tenant's first request creates it in the process nginx sends it to: that is the split.
      for (const set of headers) await fetch(`${through.url}${getOne.path}`, { headers: set })
      const split = await Promise.all(
        mocks.map(async (m) => {
          const body = (await (await fetch(`${m.url}/__tenants`)).json()) as { data: { name: string }[] }
          return body.data.filter((t) => tenants.includes(t.name)).length
        }),
      )
      const warmUp = warmUpOptions(ctx.options)
      if (warmUp) await measure(through, getOne, headers[0], warmUp, headers)
      const runs: Measurement[] = []
      const direct: Measurement[] = []
      for (let round = 0; round < ctx.options.rounds; round++) {
        runs.push(await measure(through, getOne, headers[0], loadOptions(ctx.options), headers))
        direct.push(await measure(mocks[0], getOne, headers[0], loadOptions(ctx.options), headers))
      }
      const result = medianOf(runs)
      ctx.log(`proxy: ${processes} process(es), ${Math.round(result.rps)}/s through nginx, tenants ${split.join('/')}`)
      rows.push({ processes, result, direct: medianOf(direct), split })
    } finally {
      if (nginx && nginx.exitCode === null) {
        const exited = once(nginx, 'exit')
        nginx.kill('SIGTERM')
        await exited
      }
      await Promise.all(mocks.map(stop))
    }
  }
  return { rows }
}
