import { type ChildProcess, type ChildProcessByStdio, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { type Cli, startCli } from './soak.js'

/**
 * The tenant soak of issue 56, point 4, shared by `npm run soak:tenants` and
 * test/tenant-soak.test.ts: a server kept for an organisation's CI (a state directory, a tenant
 * limit) while runners make thousands of tenants with a short lease, as the fixtures do, and are
 * killed before their teardown. No new tenant may ever be refused, the retained heap and the state
 * directory must stay flat, and a restart must keep the live tenants and none of the ended ones.
 *
 * Every measure is taken with nothing in flight, once the runners' tenants ran out (the soak
 * waits until GET /__tenants lists only the tenants kept on purpose): the same moment of the
 * same world on an idle machine and on a busy one.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url))

export interface TenantSoakOptions {
  /** Runner processes in all, `inFlight` at a time. */
  runners: number
  tenantsPerRunner: number
  inFlight: number
  /** The lease the runners' tenants get. */
  lease: string
  /** The server's --max-tenants: well under the tenants made, so that only ending them lets the soak through. */
  maxTenants: number
  /** A log past this many bytes is folded into a snapshot (the server's stateFoldBytes). */
  foldBytes: number
  progress?: (line: string) => void
  /** Told of every process the soak spawns (the server, each runner), for a caller that must outlive none (the bench). */
  started?: (child: ChildProcess) => void
}

export interface TenantSoakResult {
  /** Tenants the runners made. */
  tenants: number
  /** Every runner line whose requests were not 200 (reset), 201 (send), 200 (list), the first 20. */
  failures: string[]
  /** Bytes of heap retained after a full collection, after the first quarter of runners and at the end. */
  heap: { warm: number; end: number }
  /** Bytes of the state directory at the same moments, and the most seen between runners. */
  dir: { warm: number; end: number; peak: number }
  /** The tenants GET /__tenants lists after a kill -9 and a restart. */
  afterRestart: string[]
  /** Whether the tenants kept on purpose came back whole (a group each). */
  keptWhole: boolean
  seconds: number
}

/** The tenants kept on purpose, with a long lease, beside the runners' short-lived ones. */
const keepers = ['keep-1', 'keep-2']

type Child = ChildProcessByStdio<null, Readable, Readable>

export async function tenantSoak(options: TenantSoakOptions): Promise<TenantSoakResult> {
  const started = performance.now()
  const dir = mkdtempSync(join(tmpdir(), 'mock-tenant-soak-'))
  const say = options.progress ?? (() => {})
  let server: Cli | undefined
  try {
    server = await startServer(dir, options)
    const url = `http://127.0.0.1:${server.port}`
    for (const name of keepers) await keep(url, name)
    const lines: string[] = []
    let peak = 0
    const quarter = Math.max(1, Math.floor(options.runners / 4))
    const runPhase = async (from: number, to: number) => {
      const queue = Array.from({ length: to - from }, (_, i) => from + i)
      const worker = async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          lines.push(...(await runner(url, `r${next}`, options)))
          peak = Math.max(peak, dirBytes(dir))
        }
      }
      await Promise.all(Array.from({ length: options.inFlight }, worker))
      await untilOnlyKeepers(url)
      say(`tenant soak: ${to} of ${options.runners} runners killed, ${lines.length} tenants made`)
    }
    await runPhase(0, quarter)
    const warm = { heap: await server.retainedHeap(), dir: dirBytes(dir) }
    await runPhase(quarter, options.runners)
    const end = { heap: await server.retainedHeap(), dir: dirBytes(dir) }
    process.kill(server.pid, 'SIGKILL')
    await server.stop()
    server = await startServer(dir, options)
    const after = `http://127.0.0.1:${server.port}`
    const listed = (await json(`${after}/__tenants`)).data.map((t: { name: string }) => t.name)
    const groups = await Promise.all(keepers.map((name) => json(`${after}/t/${name}/v1/groups?limit=100`, true)))
    return {
      tenants: lines.length,
      failures: lines.filter((line) => !line.endsWith(' 200 201 200')).slice(0, 20),
      heap: { warm: warm.heap, end: end.heap },
      dir: { warm: warm.dir, end: end.dir, peak },
      afterRestart: listed,
      keptWhole: groups.every((page, i) => page.data.some((g: { name: string }) => g.name === keepers[i])),
      seconds: (performance.now() - started) / 1000,
    }
  } finally {
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The built server over `dir` (test/support/state-dir-server.mjs: startServer, with the fold's threshold the CLI has no flag for). */
function startServer(dir: string, options: TenantSoakOptions): Promise<Cli> {
  const server = {
    port: 0,
    stateDir: dir,
    stateFoldBytes: options.foldBytes,
    maxTenants: options.maxTenants,
    fixturesFile: 'test/fixtures/small.json',
    seed: 1,
  }
  return startCli(join(repo, 'test/support/state-dir-server.mjs'), [JSON.stringify(server)], options.started)
}

/** A tenant kept on purpose: a lease of an hour, and a group named after it. */
async function keep(url: string, name: string): Promise<void> {
  const answer = await fetch(`${url}/v1/groups`, {
    method: 'POST',
    headers: { Authorization: 'Bearer tok_ana', 'Content-Type': 'application/json', 'X-Mock-Tenant': name },
    body: JSON.stringify({ name }),
  })
  if (answer.status !== 201) throw new Error(`${name} could not be made: ${answer.status} ${await answer.text()}`)
  await fetch(`${url}/__clock`, { headers: { 'X-Mock-Tenant': name, 'X-Mock-Tenant-Lease': '1h' } })
}

/** Runs one runner until it says `done`, then kills it (SIGKILL): its lines, one per tenant. */
async function runner(url: string, prefix: string, options: TenantSoakOptions): Promise<string[]> {
  const child: Child = spawn(
    process.execPath,
    ['test/support/tenant-runner.mjs', url, prefix, String(options.tenantsPerRunner), options.lease],
    { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  options.started?.(child)
  child.stdout.setEncoding('utf8')
  child.stderr.setEncoding('utf8')
  let output = ''
  let errors = ''
  child.stderr.on('data', (chunk: string) => {
    errors += chunk
  })
  const exited = once(child, 'exit')
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk
      if (output.endsWith('done\n')) resolve()
    })
    exited.then(() => reject(new Error(`runner ${prefix} ended before it was done: ${errors}`)))
  })
  child.kill('SIGKILL')
  await exited
  return output.trim().split('\n').slice(0, -1)
}

/** Waits until GET /__tenants lists `default` and the keepers alone: every runner's tenant ran out and ended. */
async function untilOnlyKeepers(url: string): Promise<void> {
  const wanted = JSON.stringify(['default', ...keepers])
  for (;;) {
    const names = (await json(`${url}/__tenants`)).data.map((t: { name: string }) => t.name)
    if (JSON.stringify(names) === wanted) return
    await sleep(200)
  }
}

async function json(url: string, authorized = false) {
  const answer = await fetch(url, authorized ? { headers: { Authorization: 'Bearer tok_ana' } } : {})
  if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status} ${await answer.text()}`)
  return answer.json()
}

function dirBytes(dir: string): number {
  let bytes = 0
  for (const name of readdirSync(dir)) {
    try {
      bytes += statSync(join(dir, name)).size
    } catch {
      // Removed by a fold between the listing and its size.
    }
  }
  return bytes
}

export function report(result: TenantSoakResult): string {
  const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MiB`
  return [
    `tenant soak: ${result.tenants} tenants made by killed runners in ${result.seconds.toFixed(1)} s, ${result.failures.length} failed`,
    `retained heap: ${mib(result.heap.warm)} after the first quarter, ${mib(result.heap.end)} at the end`,
    `state directory: ${mib(result.dir.warm)} after the first quarter, ${mib(result.dir.end)} at the end, ${mib(result.dir.peak)} at most`,
    `after a kill -9 and a restart: ${result.afterRestart.join(', ')}`,
  ].join('\n')
}
