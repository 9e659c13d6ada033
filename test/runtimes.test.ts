import { execFileSync } from 'node:child_process'
import { once } from 'node:events'
import { copyFileSync, mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningMock, startServer } from '../src/server.js'
import type { WebMockOptions } from '../src/web.js'
import { type RunningCli, refusesConnections, startListening } from './support/cli.js'
import { adminCorpus, brotliCorpus, type CorpusRow, corpus, encodingCorpus, replay } from './support/corpus.js'
import { installedVersion, offlineProject, pack, repo } from './support/packed.js'

/**
 * Issue 47, point 5: the docs say the mock runs in Bun and in Deno, so both run it here, at the
 * versions package.json pins (their npm packages carry the binaries). What they run is the packed
 * package, installed into a project of its own by `npm ci --offline`: its fetch face served by
 * `Bun.serve` and by `Deno.serve`, and its CLI as a user starts it (`bunx --bun messaging-mock`,
 * `deno run npm:messaging-mock`), each giving the Node server's answers to the same-answers corpus
 * (test/same-answers.test.ts) row by row; and this repository's dist/main.js with its request log
 * and a state directory. docs/testing.md, "Bun and Deno", says what this covers and what it does not.
 */

/**
 * A runtime as this repository's dev dependency installs it: the binary of its package for this
 * platform. The `bun` and `deno` packages' install scripts, which would put it behind
 * node_modules/.bin, are not run (allowScripts in package.json; docs/development.md).
 */
interface Runtime {
  name: 'bun' | 'deno'
  binary: string
  /** The first line `--version` prints for a version. */
  printed: (version: string) => string
  serveName: string
  /** How test/support/runtime-serve.mjs, the fetch face, is run. */
  serve: (script: string) => string[]
  /** The installed package's CLI as a user starts it, and the name it is started by. */
  cli: { args: string[]; argv0: string; shown: string }
  /** How this repository's dist/main.js is run, with a state directory. */
  repoCli: (main: string) => string[]
  /** Neither runtime is to look for a newer version or report use from a test. */
  env: Record<string, string>
}

/** The platform's packages: Linux with glibc on x64 or arm64 (CI's machine and the developers'). */
const arch = process.arch === 'arm64' ? { bun: 'aarch64', deno: 'arm64' } : { bun: 'x64', deno: 'x64' }
const inNodeModules = (path: string) => join(repo, 'node_modules', path)

/**
 * What Deno must be allowed for the CLI (docs/testing.md): to listen, to read the fixtures and the
 * pages, the environment (MESSAGING_MOCK_*, PORT) and the host's name (the request log's and the
 * state directory's lock); to write, for a state directory.
 */
const denoCli = ['--allow-net', '--allow-read', '--allow-env', '--allow-sys=hostname']

const runtimes: Runtime[] = [
  {
    name: 'bun',
    binary: inNodeModules(`@oven/bun-linux-${arch.bun}/bin/bun`),
    printed: (version) => version,
    serveName: 'Bun.serve',
    serve: (script) => [script],
    // Without --bun, bunx runs a bin whose first line is `#!/usr/bin/env node` with Node.
    cli: { args: ['--bun', 'messaging-mock'], argv0: 'bunx', shown: 'bunx --bun messaging-mock' },
    repoCli: (main) => [main],
    env: { DO_NOT_TRACK: '1' },
  },
  {
    name: 'deno',
    binary: inNodeModules(`@deno/linux-${arch.deno}-glibc/deno`),
    printed: (version) =>
      `deno ${version} (stable, release, ${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-unknown-linux-gnu)`,
    serveName: 'Deno.serve',
    serve: (script) => ['run', '--allow-net', script],
    cli: {
      args: ['run', ...denoCli, 'npm:messaging-mock'],
      argv0: 'deno',
      shown: `deno run ${denoCli.join(' ')} npm:messaging-mock`,
    },
    repoCli: (main) => ['run', ...denoCli, '--allow-write', main],
    env: { DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' },
  },
]

/** The options both faces of a pair start with: a frozen clock and seeded ids, as test/same-answers.test.ts. */
const options = { seed: 1, clock: 1767225600, selfCheck: true } satisfies WebMockOptions
/** The same, as the CLI takes them (MESSAGING_MOCK_SELF_CHECK=1 comes from the suite's environment). */
const cliOptions = ['--port', '0', '--seed', '1', '--clock', '1767225600']

/** Each corpus of test/same-answers.test.ts and the options of the pair it is replayed through. */
const corpora: { name: string; rows: CorpusRow[]; more: WebMockOptions }[] = [
  { name: 'the corpus', rows: corpus, more: {} },
  { name: 'the corpus under an admin token', rows: adminCorpus, more: { adminToken: 'secret' } },
  { name: 'bodies in every content encoding', rows: encodingCorpus, more: {} },
  { name: 'brotli bodies', rows: brotliCorpus, more: {} },
]

/**
 * What only a server answers, beside the corpus: the pages (the fetch face answers them 404), and a
 * head over the limits, which the server reads off the socket itself (CONTRACT section 11).
 */
const serverRows: CorpusRow[] = [
  { label: 'the inspector', method: 'GET', path: '/__ui', status: 200 },
  { label: 'the API reference', method: 'GET', path: '/__docs', status: 200 },
  { label: "the API reference's script", method: 'GET', path: '/__docs/redoc.js', status: 200 },
  { label: 'a request line over 16 KiB', method: 'GET', path: `/v1/messages?q=${'a'.repeat(17_000)}`, status: 414 },
  {
    label: 'header fields over 16 KiB',
    method: 'GET',
    path: '/__health',
    headers: { 'X-Padding': 'a'.repeat(17_000) },
    status: 431,
  },
]

/** Rows of the corpus that need no earlier row: the health, lists, a send, refusals, the clock, a tenant. */
const fewLabels = [
  'health',
  'list messages',
  'limit=0',
  'send, form',
  'no Authorization',
  'list groups',
  'clock',
  'a tenant by prefix',
  'send in a tenant',
  'tenants',
]
const few = corpus.filter((row) => fewLabels.includes(row.label))

/** What a restart must bring back from the state directory as it was: the sends, in two tenants, and the clock. */
const keptPaths = ['/v1/messages?limit=2', '/t/w1/v1/messages?limit=1', '/__clock']

/** The installed package's CLI, in the project. */
const installedCli = 'node_modules/messaging-mock/dist/main.js'

let folder: string
let project: string
const servers: RunningMock[] = []

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'messaging-mock-runtimes-'))
  project = offlineProject('runtimes', pack(folder))
  copyFileSync(join(repo, 'test/support/runtime-serve.mjs'), join(project, 'serve.mjs'))
  // The pages' Last-Modified is their file's time, which Node rounds to the millisecond and Bun and
  // Deno truncate: a time in the last half millisecond of a second would be a second apart. Whole
  // seconds read alike.
  const whole = Math.floor(Date.now() / 1000)
  for (const page of ['dist/pages/ui/index.html', 'dist/pages/docs/index.html', 'dist/pages/docs/redoc.standalone.js'])
    utimesSync(join(project, 'node_modules/messaging-mock', page), whole, whole)
}, 300_000)

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
  for (const dir of [folder, project]) if (dir) rmSync(dir, { recursive: true, force: true })
})

/** The Node server, started fresh with `options` and `more`: the answers every other face must give. */
async function nodeServer(more: WebMockOptions = {}): Promise<string> {
  const server = await startServer({ port: 0, ...options, ...more })
  servers.push(server)
  return server.url
}

const at = (url: string) => (path: string, init: RequestInit) => fetch(`${url}${path}`, init)

/** Sends SIGTERM once `use` is done (or has failed); resolves to how the process exited. */
async function thenTerminated(cli: RunningCli, use: () => Promise<void>): Promise<unknown[]> {
  const exited = once(cli.child, 'exit')
  try {
    await use()
  } finally {
    cli.child.kill('SIGTERM')
  }
  return exited
}

/** A line of the JSON log as `msg` (the start-up line) or `METHOD path status` (a request); any other line as it is. */
function logLine(line: string): string {
  try {
    const { method, path, status, msg } = JSON.parse(line) as {
      method?: string
      path?: string
      status?: number
      msg: string
    }
    return method === undefined ? msg : `${method} ${path} ${status}`
  } catch {
    return line
  }
}

const texts = (url: string, paths: string[]) =>
  Promise.all(
    paths.map(async (path) => (await fetch(`${url}${path}`, { headers: { Authorization: 'Bearer tok_ana' } })).text()),
  )

it('the versions run are the ones package.json pins, and docs/testing.md names them', () => {
  // From the lockfile: package.json is rewritten while another test packs (test/support/packed.ts).
  const lock = JSON.parse(readFileSync(join(repo, 'package-lock.json'), 'utf8'))
  const pinned = lock.packages[''].devDependencies
  expect([pinned.bun, pinned.deno]).toEqual([installedVersion('bun'), installedVersion('deno')])
  const page = readFileSync(join(repo, 'docs/testing.md'), 'utf8')
  expect([page.includes(`Bun ${pinned.bun}`), page.includes(`Deno ${pinned.deno}`)]).toEqual([true, true])
})

describe.each(runtimes)('$name', (runtime) => {
  // What each runtime keeps of what it compiled or fetched goes in the project, so that a run
  // starts from nothing and leaves nothing behind (by default, ~/.cache/deno and ~/.bun). Bun's
  // one exception: `bunx --bun` links its `node` in /tmp/bun-node-<hash>, whatever TMPDIR says.
  const env = () => ({
    ...runtime.env,
    DENO_DIR: join(project, '.deno'),
    BUN_RUNTIME_TRANSPILER_CACHE_PATH: join(project, '.bun'),
    BUN_INSTALL_CACHE_DIR: join(project, '.bun'),
  })

  it('is the binary of the pinned version', () => {
    const printed = execFileSync(runtime.binary, ['--version'], { encoding: 'utf8', env: { ...process.env, ...env() } })
    expect(printed.split('\n')[0]).toBe(runtime.printed(installedVersion(runtime.name)))
  })

  it(`serves the installed package's fetch face with ${runtime.serveName}: every corpus gets the Node server's answers`, async () => {
    const optionsList = corpora.map(({ more }) => ({ ...options, ...more }))
    const served = await startListening(runtime.binary, [...runtime.serve('serve.mjs'), JSON.stringify(optionsList)], {
      cwd: project,
      env: env(),
    })
    try {
      const urls = served.url.split(',')
      for (const [index, { name, rows, more }] of corpora.entries()) {
        const mismatches = await replay(rows, at(await nodeServer(more)), at(urls[index]), runtime.name)
        expect([name, mismatches]).toEqual([name, []])
      }
      // The line and nothing else: no engine took anything for a bug.
      expect(served.output()).toBe(`fetch faces listening on ${urls.join(',')}\n`)
    } finally {
      await served.stop()
    }
  })

  it(`runs the installed package's CLI, ${runtime.cli.shown}: the corpus, the pages and the head limits get the Node server's answers; SIGTERM exits 0`, async () => {
    const cli = await startListening(runtime.binary, [...runtime.cli.args, ...cliOptions, '--quiet'], {
      cwd: project,
      env: env(),
      argv0: runtime.cli.argv0,
    })
    // The same installed package under Node: the pages' Last-Modified is their files'.
    const byNode = await startListening(process.execPath, [installedCli, ...cliOptions, '--quiet'], { cwd: project })
    const exit = await thenTerminated(cli, async () => {
      const rows = [...corpus, ...serverRows]
      expect(await replay(rows, at(byNode.url), at(cli.url), runtime.name)).toEqual([])
    }).finally(() => byNode.stop())
    expect(exit, cli.output()).toEqual([0, null])
    await refusesConnections(cli.url)
    const fixture = join(project, 'node_modules/messaging-mock/fixtures/default.json')
    expect(cli.output()).toBe(
      `messaging-mock listening on ${cli.url} with ${fixture}; try: curl -H 'Authorization: Bearer tok_ana' ${cli.url}/v1/groups; API reference: ${cli.url}/__docs\n`,
    )
  })

  it(`runs this repository's dist/main.js with a JSON request log and a state directory: its answers, its log, a restart; SIGTERM exits 0`, async () => {
    expect(few.map((row) => row.label)).toEqual(fewLabels)
    const stateDir = mkdtempSync(join(tmpdir(), `messaging-mock-${runtime.name}-state-`))
    const start = () =>
      startListening(
        runtime.binary,
        [...runtime.repoCli('dist/main.js'), ...cliOptions, '--log', 'json', '--state-dir', stateDir],
        { cwd: repo, env: env() },
      )
    try {
      const first = await start()
      let before: string[] = []
      const exit = await thenTerminated(first, async () => {
        expect(await replay(few, at(await nodeServer()), at(first.url), runtime.name)).toEqual([])
        before = await texts(first.url, keptPaths)
      })
      expect(exit, first.output()).toEqual([0, null])
      const [startup, ...logged] = first.output().trim().split('\n').map(logLine)
      expect(startup).toBe(
        `messaging-mock listening on ${first.url} with ${join(repo, 'fixtures/default.json')}; try: curl -H 'Authorization: Bearer tok_ana' ${first.url}/v1/groups; API reference: ${first.url}/__docs`,
      )
      const requests = [...few, ...keptPaths.map((path) => ({ method: 'GET', path, status: 200 }))]
      // The log's path is the tenant's, without its prefix.
      const path = (target: string) => target.split('?')[0].replace(/^\/t\/w1/, '')
      expect(logged).toEqual(requests.map((row) => `${row.method} ${path(row.path)} ${row.status}`))

      const second = await start()
      const again = await thenTerminated(second, async () => {
        expect(await texts(second.url, keptPaths)).toEqual(before)
      })
      expect(again, second.output()).toEqual([0, null])
    } finally {
      rmSync(stateDir, { recursive: true, force: true })
    }
  })
})
