import { join } from 'node:path'
import { stop } from './children.js'
import type { Context } from './context.js'
import { median } from './load.js'
import { launch, root, type ServerName, serverNames } from './servers.js'

/** Median milliseconds from spawn to the first 200 on /__health, by row of the startup table. */
export interface StartupResult {
  rows: { label: string; server: ServerName; ms: number }[]
}

/**
 * Starts each server `startups` times, one at a time, in rotating order: the three with the files
 * of the throughput run, and the mock once more with its own fixtures/default.json.
 */
export async function startup(ctx: Context, files: Record<ServerName, string>): Promise<StartupResult> {
  const entries = [
    ...serverNames.map((server) => ({ label: server as string, server, file: files[server] })),
    { label: 'mock (fixtures/default.json)', server: 'mock' as const, file: join(root, 'fixtures', 'default.json') },
  ]
  const ports = await Promise.all(entries.map(() => ctx.ports.take()))
  const times = entries.map((): number[] => [])
  for (let i = 0; i < ctx.options.startups; i++) {
    for (let k = 0; k < entries.length; k++) {
      const j = (i + k) % entries.length
      const { child, startupMs } = await launch(ctx, entries[j].server, entries[j].file, ports[j])
      await stop(child)
      times[j].push(startupMs)
    }
  }
  ctx.log(`startup: ${entries.map((e, j) => `${e.label} ${Math.round(median(times[j]))} ms`).join(', ')}`)
  return { rows: entries.map((e, j) => ({ label: e.label, server: e.server, ms: median(times[j]) })) }
}
