import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { userInfo } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { crc32 } from 'node:zlib'

/**
 * The organisation recipe (deploy/nginx.conf) as the test and the bench run it: the shipped file
 * with only its ports changed, in the smallest main configuration nginx takes, in a folder of its
 * own. One place, so that both run exactly what users copy.
 */

export const nginxPath = '/usr/sbin/nginx'
const repo = resolve(import.meta.dirname, '..')
const recipe = join(repo, 'deploy/nginx.conf')

/**
 * The shipped file listening on `listen`, with one `server` line per port of `mocks` (1 to 3).
 * `settings` replaces the value of a directive the file sets once (`{ proxy_read_timeout: '1s' }`),
 * for a test that cannot wait for the shipped one.
 */
export function recipeFor(listen: number, mocks: number[], settings: Record<string, string> = {}): string {
  let text = readFileSync(recipe, 'utf8')
  const lines = text.match(/^ {4}server 127\.0\.0\.1:[0-9]+ max_fails=0;\n/gm) ?? []
  if (lines.length !== 3 || !text.includes('listen 127.0.0.1:4010;'))
    throw new Error('deploy/nginx.conf no longer has the listen line and three server lines this expects')
  for (const [name, value] of Object.entries(settings)) {
    recipeSetting(name)
    text = text.replace(new RegExp(`^([ \\t]*${name}) [^;]+;`, 'm'), `$1 ${value};`)
  }
  const servers = mocks.map((port) => `    server 127.0.0.1:${port} max_fails=0;\n`).join('')
  return text.replace('listen 127.0.0.1:4010;', `listen 127.0.0.1:${listen};`).replace(lines.join(''), servers)
}

/** The value of a directive the shipped file sets exactly once: `recipeSetting('proxy_connect_timeout')` is `5s`. */
export function recipeSetting(name: string): string {
  const found = [...readFileSync(recipe, 'utf8').matchAll(new RegExp(`^[ \\t]*${name} ([^;]+);`, 'gm'))]
  if (found.length !== 1) throw new Error(`deploy/nginx.conf sets ${name} ${found.length} times, not once`)
  return found[0][1]
}

/** An nginx time in seconds: `5s`, `130s`, `2m`, or a bare number of seconds. */
export function seconds(time: string): number {
  const match = /^([0-9]+)(ms|s|m)?$/.exec(time)
  if (!match) throw new Error(`not an nginx time this reads: ${time}`)
  const unit = { ms: 0.001, s: 1, m: 60 }[match[2] ?? 's'] as number
  return Number(match[1]) * unit
}

/** A `server` line of an upstream: its address as written (`10.0.0.21:4011`) and its weight. */
export interface UpstreamServer {
  address: string
  weight: number
}

/** The `server` lines of the upstream blocks of a configuration's text, in order. */
export function upstreamServers(conf: string): UpstreamServer[] {
  const servers: UpstreamServer[] = []
  for (const block of conf.matchAll(/^\s*upstream\s+\S+\s*\{([^}]*)\}/gm))
    for (const line of block[1].matchAll(/^\s*server\s+(\S+)([^;]*);/gm))
      servers.push({ address: line[1], weight: Number(/\bweight=([0-9]+)/.exec(line[2])?.[1] ?? 1) })
  return servers
}

/**
 * Which of `servers` nginx's `hash $key consistent` sends each key to (an index), computed as
 * nginx 1.22 does (ngx_http_upstream_hash_module.c), so that a spread can be known before a
 * deployment. Each server puts 160 points per unit of weight on a ring of 2^32: the first is
 * crc32(host, a zero byte, port, then 4 zero bytes), each next one crc32 of the same prefix and
 * the point before it (little-endian). A key goes to the first point at or after its crc32,
 * round the ring. The points hang on the `server` lines' text, so the same names spread
 * differently over other addresses or ports. test/deploy-nginx.test.ts checks this against nginx.
 */
export function consistentHashOwners(servers: UpstreamServer[], keys: string[]): number[] {
  const points: { hash: number; server: number }[] = []
  for (const [server, { address, weight }] of servers.entries()) {
    const [host, port] = hostAndPort(address)
    const prefix = crc32(Buffer.concat([Buffer.from(host), Buffer.of(0), Buffer.from(port)]))
    const previous = Buffer.alloc(4)
    for (let i = 0; i < weight * 160; i++) {
      const hash = crc32(previous, prefix)
      points.push({ hash, server })
      previous.writeUInt32LE(hash)
    }
  }
  points.sort((a, b) => a.hash - b.hash)
  // nginx keeps one of equal points (its qsort is not stable, so which is not defined; they are rare).
  const ring = points.filter((point, i) => i === 0 || point.hash !== points[i - 1].hash)
  return keys.map((key) => {
    const hash = crc32(key)
    let low = 0
    let high = ring.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (ring[middle].hash < hash) low = middle + 1
      else high = middle
    }
    return ring[low % ring.length].server
  })
}

/**
 * Which server the plain `hash $key` (without `consistent`) sends each key to: the top 15 bits of
 * crc32(key), modulo the total weight. The addresses play no part, but the count of servers does.
 */
export function plainHashOwners(servers: UpstreamServer[], keys: string[]): number[] {
  const total = servers.reduce((sum, s) => sum + s.weight, 0)
  return keys.map((key) => {
    let w = ((crc32(key) >>> 16) & 0x7fff) % total
    let server = 0
    while (w >= servers[server].weight) w -= servers[server++].weight
    return server
  })
}

/** How many of the keys each server holds, given the owner of each key. */
export function countsOf(servers: UpstreamServer[], owners: number[]): number[] {
  return servers.map((_, i) => owners.filter((owner) => owner === i).length)
}

/** nginx splits a server's name at its last `:` followed by digits only; `unix:` paths have no port. */
function hostAndPort(address: string): [string, string] {
  if (address.toLowerCase().startsWith('unix:')) return [address.slice(5), '']
  const match = /^(.*):([0-9]*)$/.exec(address)
  return match ? [match[1], match[2]] : [address, '']
}

/**
 * A port free now, for nginx, which cannot be told to pick one (port 0) and say which. Another
 * process could take it before nginx binds it; on loopback in a test run that has not been seen.
 */
export function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

export interface NginxOptions {
  /** Directives whose value replaces the shipped one, as in `recipeFor`. */
  settings?: Record<string, string>
  /**
   * `health` (the default): ready once /__health answers 200 through it. `listen`: once its port
   * takes a connection, for upstreams that never answer.
   */
  ready?: 'health' | 'listen'
}

/**
 * Writes `recipe` (an organisation file's text) and the smallest main configuration around it
 * into `dir`; returns the main file's path.
 */
function writeMain(dir: string, recipe: string): string {
  if (!existsSync(nginxPath))
    throw new Error(`${nginxPath} is missing: install Debian's nginx (apt-get install -y nginx-light), as .ci/run does`)
  writeFileSync(join(dir, 'recipe.conf'), recipe)
  const main = join(dir, 'nginx.conf')
  writeFileSync(
    main,
    [
      'daemon off;',
      // Started by root, nginx runs its workers as `nobody`, who cannot enter a folder of mkdtemp's
      // (0700) to write a request body of more than 16 KB there: nginx answered such a POST with
      // its own 500. The workers run as the user that runs this instead.
      ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
      'worker_processes auto;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')};`,
      'events {}',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(dir, t)};`),
      `  include ${join(dir, 'recipe.conf')};`,
      '}',
    ].join('\n'),
  )
  return main
}

/** `nginx -t` on `recipe` (an organisation file's text): its status and what it printed. */
export function checkRecipe(dir: string, recipe: string): { status: number | null; output: string } {
  const result = spawnSync(nginxPath, ['-t', '-p', dir, '-c', writeMain(dir, recipe)], { encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

/** A mock process of the recipe, started by `startRecipeMock`. */
export interface RecipeMock {
  port: number
  stateDir: string
  child: ChildProcess
}

/**
 * A mock process as deploy/nginx.conf's comment starts one: the CLI on `port` (a free one when 0),
 * quiet, keeping its tenants in `stateDir`. Started again on the same port and DIR, it is the same
 * `server` line holding the same tenants, as they were. Resolves once it listens, which the CLI
 * does only once every kept tenant is back.
 */
export async function startRecipeMock(port: number, stateDir: string): Promise<RecipeMock> {
  const args = ['--import', 'tsx', 'src/main.ts', '--port', String(port), '--state-dir', stateDir, '--quiet']
  const child = spawn(process.execPath, args, { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] })
  let out = ''
  const listening = await new Promise<number>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk
      const match = /listening on http:\/\/127\.0\.0\.1:([0-9]+)/.exec(out)
      if (match) done(Number(match[1]))
    })
    child.once('exit', (code) => fail(new Error(`a mock exited with ${code}`)))
  })
  return { port: listening, stateDir, child }
}

/** Starts nginx (in the foreground, as a child) on the recipe; resolves once it is ready. */
export async function startNginx(
  dir: string,
  listen: number,
  mocks: number[],
  options: NginxOptions = {},
): Promise<ChildProcess> {
  const main = writeMain(dir, recipeFor(listen, mocks, options.settings))
  const nginx = spawn(nginxPath, ['-p', dir, '-c', main], { stdio: ['ignore', 'inherit', 'inherit'] })
  const ready = options.ready === 'listen' ? () => takesConnection(listen) : () => answersHealth(listen)
  // nginx gives no sign that it listens: ask until it answers (the limit only catches a hang).
  for (let tries = 0; ; tries++) {
    if (await ready()) return nginx
    if (tries === 200 || nginx.exitCode !== null) {
      // SIGTERM: the master stops its workers (on SIGKILL they would live on, orphaned).
      nginx.kill('SIGTERM')
      const log = join(dir, 'error.log')
      throw new Error(
        `nginx did not answer${existsSync(log) ? `: ${readFileSync(log, 'utf8')}` : ' (its error is above)'}`,
      )
    }
    await new Promise((done) => setTimeout(done, 50))
  }
}

async function answersHealth(port: number): Promise<boolean> {
  const health = await fetch(`http://127.0.0.1:${port}/__health`).catch(() => null)
  return health?.status === 200
}

function takesConnection(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
  })
}

/**
 * `npx tsx scripts/nginx-recipe.ts spread FILE NAME...`: which server of FILE's upstream each
 * tenant NAME reaches, and how many each holds, before anything is started.
 */
function main(args: string[]): void {
  const [command, file, ...tenants] = args
  if (command !== 'spread' || file === undefined || tenants.length === 0) {
    process.stderr.write('usage: npx tsx scripts/nginx-recipe.ts spread deploy/nginx.conf TENANT...\n')
    process.exitCode = 2
    return
  }
  const servers = upstreamServers(readFileSync(file, 'utf8'))
  const owners = consistentHashOwners(servers, tenants)
  const width = Math.max(...servers.map((s) => s.address.length))
  for (const [i, { address }] of servers.entries()) {
    const held = tenants.filter((_, t) => owners[t] === i)
    process.stdout.write(`${address.padEnd(width)}  ${String(held.length).padStart(3)}  ${held.join(' ')}\n`)
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2))
