import { type ChildProcess, type ChildProcessByStdio, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { copyFileSync, readFileSync, symlinkSync } from 'node:fs'
import { Agent } from 'node:http'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { jsonOf, type RawRequest, send } from './http.js'

/**
 * The soak of issue 6, point 4, shared by `npm run soak` and test/soak.test.ts: the built CLI as a
 * child process, driven at full speed with a mixed load (lists, sends, updates, deletes, resets,
 * a few deliberately bad requests) while its resident memory is sampled from /proc.
 *
 * Memory is judged twice. RSS, sampled under load, is what an operator sees, but it moves with
 * the machine: when the collector runs, how much it keeps reserved, how busy the CPU is. The
 * retained heap is not: the soak pauses the load (no request in flight), asks the child for a
 * full collection and reads `heapUsed` (see `heapProbe`). What the mock keeps (journals, tenants,
 * their states) is all there, and nothing else. `npm run soak` reports both and judges RSS over
 * its long run; the test judges the retained heap after a fixed number of requests, so that its
 * verdict is the same on an idle machine and on a busy one.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Builds the CLI. Without `root` this is `npm run build`, and the soak runs what a person runs,
 * dist/main.js. With a folder, the same compiler and tsconfig write to `<root>/dist`, beside links
 * to the package's schemas/ and node_modules/ and a copy of its package.json: a test suite builds
 * there so that it never rewrites dist/ while another test packs it. Returns the entry point;
 * throws with the compiler's output on failure.
 */
export function build(root?: string): string {
  if (root === undefined) {
    run('npm', ['run', 'build'])
    return join(repo, 'dist', 'main.js')
  }
  run(join(repo, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json', '--outDir', join(root, 'dist')])
  // The validators are JavaScript the compiler does not copy; the build copies them as this does.
  copyFileSync(
    join(repo, 'src/engine/core/schema-validators.gen.js'),
    join(root, 'dist/engine/core/schema-validators.gen.js'),
  )
  symlinkSync(join(repo, 'schemas'), join(root, 'schemas'))
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'))
  copyFileSync(join(repo, 'package.json'), join(root, 'package.json'))
  return join(root, 'dist', 'main.js')
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: repo, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
}

export interface Cli {
  pid: number
  port: number
  /** Bytes of heap in use after a full collection, with no request in flight (the caller's part). */
  retainedHeap(): Promise<number>
  /** SIGTERM, then SIGKILL if it has not exited within 5 s. */
  stop(): Promise<void>
}

type Child = ChildProcessByStdio<null, Readable, Readable>

/**
 * Loaded into the child before the CLI (`--import`, with `--expose-gc`): on the message 'heap' from
 * the soak it runs a full collection and answers with the heap still in use. Nothing else changes.
 */
const heapProbe = `process.on('message', (m) => {
  if (m !== 'heap') return
  globalThis.gc()
  process.send({ heapUsed: process.memoryUsage().heapUsed })
})`

/** What the soak's CLI is started with after its entry. */
const soakArguments = ['--port', '0', '--fixtures', 'test/fixtures/small.json', '--seed', '1']

/**
 * Starts `node <entry> --port 0` over test/fixtures/small.json (or `node <entry> <args>`), with
 * the heap probe, and waits for its startup line (however long that takes: a caller that needs a
 * limit puts it around this).
 */
export async function startCli(
  entry: string,
  args = soakArguments,
  /** Told of the process as soon as it is spawned (the bench kills it however it ends). */
  started?: (child: ChildProcess) => void,
): Promise<Cli> {
  const child: Child = spawn(
    process.execPath,
    ['--expose-gc', '--import', `data:text/javascript,${encodeURIComponent(heapProbe)}`, entry, ...args],
    { cwd: repo, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
  ) as Child
  started?.(child)
  child.stdout.setEncoding('utf8')
  child.stderr.setEncoding('utf8')
  let output = ''
  const port = await new Promise<number>((resolve, reject) => {
    const read = (chunk: string) => {
      output += chunk
      const match = /listening on http:\/\/127\.0\.0\.1:([0-9]+)/.exec(output)
      if (match) resolve(Number(match[1]))
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => reject(new Error(`the CLI exited with ${code} before listening:\n${output}`)))
  })
  // The request log goes to stdout: read and drop it, or a full pipe would stall the server.
  child.stdout.removeAllListeners('data').resume()
  child.stderr.removeAllListeners('data').resume()
  child.removeAllListeners('exit')
  return {
    pid: child.pid as number,
    port,
    retainedHeap: () =>
      new Promise<number>((resolve, reject) => {
        const exited = () => reject(new Error('the CLI exited before it reported its heap'))
        child.once('exit', exited)
        child.once('message', (message: { heapUsed: number }) => {
          child.off('exit', exited)
          resolve(message.heapUsed)
        })
        child.send('heap')
      }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Resident memory of a process in KiB, from /proc/<pid>/status. */
export function rssKiB(pid: number): number {
  const match = /^VmRSS:\s+([0-9]+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`no VmRSS for ${pid}`)
  return Number(match[1])
}

/**
 * How long the load runs: for a time (`npm run soak`, which watches RSS level off over minutes),
 * or for an exact number of requests (the test: the same work, so the same verdict, however fast
 * or busy the machine is). The warm-up is in the same unit; its end is the baseline of both
 * memory measures.
 */
export type SoakLength = { seconds: number; warmupSeconds: number } | { requests: number; warmupRequests: number }

export interface SoakOptions {
  length: SoakLength
  /** Requests in flight at once. */
  concurrency: number
  /** Called about once a second. */
  progress?: (line: string) => void
}

export interface SoakResult {
  seconds: number
  requests: number
  /** 5xx answers and network errors; 4xx from the deliberately bad requests are not errors. */
  errors: number
  firstErrors: string[]
  byStatus: Record<string, number>
  /** Resident memory in KiB: at start, after warm-up, at the end, and the highest sample (about once a second). */
  rss: { start: number; warm: number; end: number; peak: number }
  /** Bytes of heap retained (after a full collection, no request in flight) after warm-up and at the end. */
  heap: { warm: number; end: number }
}

/** Ids the load has seen in one tenant, at most `cap` per kind: the client's memory is bounded too. */
class Pool {
  private readonly items: string[] = []
  constructor(private readonly cap = 500) {}
  add(id: string): void {
    if (this.items.length >= this.cap) this.items[Math.floor(Math.random() * this.cap)] = id
    else this.items.push(id)
  }
  remove(id: string): void {
    const i = this.items.indexOf(id)
    if (i >= 0) this.items.splice(i, 1)
  }
  clear(): void {
    this.items.length = 0
  }
  pick(fallback: string): string {
    return this.items.length === 0 ? fallback : this.items[Math.floor(Math.random() * this.items.length)]
  }
}

type Pools = Record<'msg' | 'grp' | 'conv', Pool>
const newPools = (): Pools => ({ msg: new Pool(), grp: new Pool(), conv: new Pool() })

const tokens = ['tok_ana', 'tok_ana', 'tok_ben', 'tok_cleo']
const tenants = ['default', 'default', 'default', 'soak-1', 'soak-2']

/** One request of the mixed load, chosen at random, with ids of its tenant. */
function nextRequest(tenant: string, pools: Pools): RawRequest {
  const token = tokens[Math.floor(Math.random() * tokens.length)]
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }
  if (tenant !== 'default') headers['X-Mock-Tenant'] = tenant
  const r = Math.random() * 100
  const msg = pools.msg.pick('msg_t1')
  const grp = pools.grp.pick('grp_trip')
  const conv = pools.conv.pick('conv_trip')
  const body = (value: unknown) => JSON.stringify(value)
  if (r < 20) return { method: 'GET', path: '/v1/messages?limit=20', headers }
  if (r < 27) return { method: 'GET', path: `/v1/messages?conversation_id=${conv}&limit=5`, headers }
  if (r < 35) return { method: 'GET', path: '/v1/groups?limit=10', headers }
  if (r < 42) return { method: 'GET', path: `/v1/messages/${msg}`, headers }
  if (r < 60)
    return {
      method: 'POST',
      path: '/v1/messages',
      headers,
      body: body({ conversation_id: conv, message: `soak ${r}`, attachments: [{ url: 'https://example.com/f' }] }),
    }
  if (r < 70)
    return { method: 'PUT', path: `/v1/messages/${msg}`, headers, body: body({ reactions: { like: [token] } }) }
  if (r < 74) return { method: 'POST', path: '/v1/groups', headers, body: body({ name: 'soak', contacts: [] }) }
  if (r < 78) return { method: 'PUT', path: `/v1/groups/${grp}`, headers, body: body({ description: `d${r}` }) }
  if (r < 88) return { method: 'DELETE', path: `/v1/messages/${msg}`, headers }
  if (r < 90) return { method: 'DELETE', path: `/v1/groups/${grp}`, headers }
  if (r < 91) return { method: 'POST', path: '/__reset', headers }
  if (r < 93) return { method: 'GET', path: '/__requests?limit=10', headers }
  // Deliberately bad: unknown parameter, broken JSON, wrong type, no token. Each is a 4xx.
  if (r < 94.5) return { method: 'GET', path: '/v1/messages?limit=0&nope=1', headers }
  if (r < 96) return { method: 'POST', path: '/v1/messages', headers, body: '{"conversation_id":' }
  if (r < 98)
    return {
      method: 'PUT',
      path: `/v1/messages/${msg}`,
      headers: { ...headers, 'Content-Type': 'text/plain' },
      body: 'x',
    }
  return { method: 'GET', path: '/v1/groups', headers: {} }
}

/**
 * Drives the load for the given length and reports requests, errors, statuses, RSS and the
 * retained heap. The load stops between warm-up and the rest (every request answered) while the
 * heap is measured, and again at the end.
 */
export async function soak(cli: Cli, options: SoakOptions): Promise<SoakResult> {
  const { length } = options
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency })
  const pools = new Map(tenants.map((t) => [t, newPools()]))
  const byStatus: Record<string, number> = {}
  const firstErrors: string[] = []
  let requests = 0
  let errors = 0
  const rss = { start: rssKiB(cli.pid), warm: 0, end: 0, peak: 0 }
  const started = performance.now()

  const sampler = setInterval(() => {
    const current = rssKiB(cli.pid)
    rss.peak = Math.max(rss.peak, current)
    const elapsed = Math.round((performance.now() - started) / 1000)
    options.progress?.(`${elapsed} s: ${requests} requests, ${errors} errors, RSS ${Math.round(current / 1024)} MiB`)
  }, 1000)

  /** Runs `concurrency` workers until `more` says stop; every request sent is answered when it resolves. */
  const drive = (more: () => boolean) => {
    const worker = async () => {
      while (more()) {
        const tenant = tenants[Math.floor(Math.random() * tenants.length)]
        const own = pools.get(tenant) as Pools
        const request = nextRequest(tenant, own)
        try {
          const response = await send({ port: cli.port }, request, agent)
          requests++
          byStatus[response.status] = (byStatus[response.status] ?? 0) + 1
          if (response.status >= 500) {
            errors++
            if (firstErrors.length < 5)
              firstErrors.push(`${request.method} ${request.path} -> ${response.status} ${response.text}`)
          } else if (response.status === 201) {
            const created = jsonOf(response) as { id: string; conversation_id: string }
            ;(created.id.startsWith('grp_') ? own.grp : own.msg).add(created.id)
            own.conv.add(created.conversation_id)
          } else if (response.status === 200 && request.method === 'DELETE') {
            const { id } = jsonOf(response) as { id: string }
            ;(id.startsWith('grp_') ? own.grp : own.msg).remove(id)
          } else if (response.status === 200 && request.path === '/__reset') {
            for (const pool of Object.values(own)) pool.clear()
          }
        } catch (error) {
          requests++
          errors++
          if (firstErrors.length < 5)
            firstErrors.push(`${request.method} ${request.path} -> ${(error as Error).message}`)
        }
      }
    }
    return Promise.all(Array.from({ length: options.concurrency }, worker))
  }
  /** A request budget: each worker takes one before it sends, so exactly `total` are sent. */
  const upTo = (total: number) => {
    let taken = requests
    return () => taken++ < total
  }
  const until = (seconds: number) => {
    const deadline = started + seconds * 1000
    return () => performance.now() < deadline
  }

  let heap: SoakResult['heap']
  try {
    await drive('requests' in length ? upTo(length.warmupRequests) : until(length.warmupSeconds))
    rss.warm = rssKiB(cli.pid)
    const warm = await cli.retainedHeap()
    await drive('requests' in length ? upTo(length.requests) : until(length.seconds))
    heap = { warm, end: await cli.retainedHeap() }
  } finally {
    clearInterval(sampler)
    agent.destroy()
  }
  rss.end = rssKiB(cli.pid)
  rss.peak = Math.max(rss.peak, rss.warm, rss.end)
  const seconds = Math.round((performance.now() - started) / 100) / 10
  return { seconds, requests, errors, firstErrors, byStatus, rss, heap }
}

/** The report both the script and the test print. */
export function report(result: SoakResult): string {
  const mib = (n: number) => `${(n / 1024).toFixed(1)} MiB`
  const percent = (fraction: number) => `${(fraction * 100).toFixed(1)}%`
  return [
    `soak: ${result.requests} requests in ${result.seconds} s (${Math.round(result.requests / result.seconds)}/s), ${result.errors} errors`,
    `soak: statuses ${JSON.stringify(result.byStatus)}`,
    `soak: RSS at start ${mib(result.rss.start)}, after warm-up ${mib(result.rss.warm)}, at end ${mib(result.rss.end)} (${percent(rssGrowth(result))} since warm-up), peak ${mib(result.rss.peak)}`,
    `soak: heap retained after warm-up ${mib(result.heap.warm / 1024)}, at end ${mib(result.heap.end / 1024)} (${percent(heapGrowth(result))})`,
    ...result.firstErrors.map((e) => `soak: error: ${e}`),
  ].join('\n')
}

/** RSS growth since warm-up, as a fraction (0.5 is 50%): moves with the machine, judged over a long run. */
export const rssGrowth = (result: SoakResult) => result.rss.end / result.rss.warm - 1

/** Retained heap growth since warm-up, as a fraction: what the mock keeps, whatever the machine does. */
export const heapGrowth = (result: SoakResult) => result.heap.end / result.heap.warm - 1

/**
 * How much the retained heap may grow after warm-up. Bounded state moves it by a few percent
 * (about 13 MiB after warm-up, 0.2 to 0.4 MiB more after 10,000 more requests); a leak of 550
 * bytes a request, planted to check, grew it by 34%.
 */
export const heapGrowthLimit = 0.25
