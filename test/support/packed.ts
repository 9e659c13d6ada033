import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIfStale } from './vitest-run.js'

/**
 * The package as a client team gets it: packed by `npm pack` (with the package.json that ships),
 * then installed with a plain `npm install` into projects of their own.
 */

export const repo = fileURLToPath(new URL('../../', import.meta.url))

/** The version of a package this repository installs, so that a fresh project takes it from npm's cache. */
export const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version

const pause = new Int32Array(new SharedArrayBuffer(4))

/**
 * Runs `npm pack` of the repository into `into` and returns the tarball's path. Two test files may
 * pack at once, and a pack rewrites package.json for a moment (scripts/pack-manifest.ts): a
 * folder made with mkdir, which only one process can make, lets one pack at a time.
 */
export function pack(into: string): string {
  const lock = join(repo, 'node_modules/.messaging-mock-pack.lock')
  for (let waited = 0; ; waited += 250) {
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || waited > 600_000) throw error
      Atomics.wait(pause, 0, 0, 250)
    }
  }
  try {
    // dist/ as it is: CI's npm ci built it, and a stale working copy is built first. npm's prepack
    // would build it again in place, rewriting files that other tests (the examples' runs, which
    // import the package by its name) may be reading at that moment; so the pack runs without its
    // scripts, and does what they do but the build: the shipped package.json, then the repository's.
    buildIfStale(['index', 'web', 'msw', 'main', 'integrations/playwright', 'integrations/vitest', 'cloudflare'])
    const manifest = (step: string) =>
      execFileSync(process.execPath, [join(repo, 'node_modules/tsx/dist/cli.mjs'), 'scripts/pack-manifest.ts', step], {
        cwd: repo,
        stdio: 'ignore',
      })
    manifest('strip')
    try {
      execFileSync('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', into], {
        cwd: repo,
        stdio: 'ignore',
      })
    } finally {
      manifest('restore')
    }
  } finally {
    rmdirSync(lock)
  }
  return join(into, readdirSync(into).find((file) => file.endsWith('.tgz')) as string)
}

/** What an npm command printed, both streams, and how it exited. */
export interface NpmRun {
  status: number | null
  output: string
}

/** `npm ARGS` in `cwd`, with the output of both streams kept in the order npm wrote them. */
export function npm(args: string[], cwd: string): NpmRun {
  const run = spawnSync('sh', ['-c', 'exec npm "$@" 2>&1', 'npm', ...args], { cwd, encoding: 'utf8' })
  return { status: run.status, output: run.stdout }
}

/**
 * Packages whose install script npm 11 asks a project about, and the answer a team gives (as this
 * repository does): msw's copies its worker script into a folder the project names, which these
 * projects do not; the MCP Inspector's installs the clients of a source checkout, and does nothing
 * under node_modules.
 */
const declinedScripts = ['msw', '@modelcontextprotocol/inspector']

/** The package a spec installs: `msw@3` is msw, `@scope/name@1` is @scope/name. */
const packageOf = (spec: string) => spec.slice(0, spec.indexOf('@', 1) === -1 ? undefined : spec.indexOf('@', 1))

/**
 * A fresh project in a temporary folder: a package.json, then `npm install -D` of `before` (the
 * test tools a team already has; none when empty). Returns its folder.
 */
export function freshProject(name: string, before: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), `messaging-mock-${name}-`))
  const declined = before.map(packageOf).filter((spec) => declinedScripts.includes(spec))
  const allowScripts = Object.fromEntries(declined.map((spec) => [spec, false]))
  const manifest = { name, private: true, type: 'module', ...(declined.length > 0 ? { allowScripts } : {}) }
  writeFileSync(join(folder, 'package.json'), JSON.stringify(manifest))
  if (before.length > 0) {
    const run = npm(['install', '-D', '--no-audit', '--no-fund', ...before], folder)
    if (run.status !== 0) throw new Error(`npm install ${before.join(' ')} failed:\n${run.output}`)
  }
  return folder
}

/** An entry of package-lock.json's `packages`, as far as the closure below reads it. */
interface LockEntry {
  version?: string
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}

/**
 * The lock entries (by their path, `node_modules/express`) that the package's `dependencies`
 * bring in, each dependency found as Node finds it: in the dependent's own node_modules, then in
 * its parents'.
 */
function runtimeClosure(packages: Record<string, LockEntry>, dependencies: Record<string, string>): string[] {
  const found = new Set<string>()
  const visit = (from: string, names: string[]) => {
    for (const name of names) {
      let at = from
      let key = ''
      for (;;) {
        key = `${at === '' ? '' : `${at}/`}node_modules/${name}`
        if (packages[key] !== undefined || at === '') break
        at = at.includes('/node_modules/') ? at.slice(0, at.lastIndexOf('/node_modules/')) : ''
      }
      if (packages[key] === undefined) throw new Error(`package-lock.json has no ${name} for ${from || 'the root'}`)
      if (found.has(key)) continue
      found.add(key)
      const entry = packages[key]
      visit(key, Object.keys({ ...entry.dependencies, ...entry.optionalDependencies }))
    }
  }
  visit('', Object.keys(dependencies))
  return [...found].sort()
}

/**
 * A fresh project in a temporary folder with the packed `tarball` installed by `npm ci --offline`:
 * its lockfile is the tarball beside the entries of this repository's package-lock.json that the
 * package's dependencies bring in, so npm takes every one from the cache that this repository's
 * `npm ci` filled, and the registry is never asked (a plain `npm install` of the tarball, which
 * test/package.test.ts checks, resolves the ranges there). Returns its folder.
 */
export function offlineProject(name: string, tarball: string): string {
  const folder = mkdtempSync(join(tmpdir(), `messaging-mock-${name}-`))
  const lock = JSON.parse(readFileSync(join(repo, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>
  }
  // The package.json that ships, from the tarball: the repository's is rewritten while another test packs.
  const own = JSON.parse(
    execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }),
  ) as Record<string, unknown> & { dependencies: Record<string, string> }
  const spec = `file:${tarball}`
  const dependencies = { 'messaging-mock': spec }
  const { version, license, bin, engines, peerDependencies, peerDependenciesMeta } = own
  const packages: Record<string, unknown> = {
    '': { name, dependencies },
    'node_modules/messaging-mock': {
      version,
      resolved: spec,
      license,
      dependencies: own.dependencies,
      peerDependencies,
      peerDependenciesMeta,
      bin,
      engines,
    },
  }
  for (const key of runtimeClosure(lock.packages, own.dependencies)) packages[key] = lock.packages[key]
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name, private: true, type: 'module', dependencies }))
  writeFileSync(
    join(folder, 'package-lock.json'),
    JSON.stringify({ name, lockfileVersion: 3, requires: true, packages }),
  )
  const run = npm(['ci', '--offline', '--no-audit', '--no-fund'], folder)
  if (run.status !== 0) throw new Error(`npm ci --offline of the packed package failed:\n${run.output}`)
  return folder
}

/** The lines of an npm command's output that npm prints as warnings. */
export const npmWarnings = (output: string): string[] =>
  output.split('\n').filter((line) => line.startsWith('npm warn') || line.startsWith('npm WARN'))

/**
 * A tsconfig as strict as a careful consumer's: `strict`, `nodenext`, and library types checked
 * (`skipLibCheck: false`, TypeScript's default), for the given files.
 */
export function strictTsconfig(folder: string, files: string[]): void {
  writeFileSync(
    join(folder, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { module: 'nodenext', target: 'es2023', strict: true, noEmit: true, skipLibCheck: false },
      files,
    }),
  )
}

/** Runs the repository's TypeScript compiler on a project's tsconfig; its diagnostics, '' when none. */
export function typecheck(folder: string): string {
  const run = spawnSync(join(repo, 'node_modules/.bin/tsc'), ['-p', '.', '--pretty', 'false'], {
    cwd: folder,
    encoding: 'utf8',
  })
  return `${run.stdout}${run.stderr}`
}

/**
 * A file that imports every entry of the package's `exports` (bar package.json, imported as JSON
 * data) and uses what it gets, so that its types are the ones a consumer's compiler reads.
 */
export const everyEntry = `import { createApp, Mock, MockRequestError, startServer, type RunningMock } from 'messaging-mock'
import { expect as pwExpect, test as pwTest, type MockWorkerOptions } from 'messaging-mock/playwright'
import { expect, test, type MockTestContext } from 'messaging-mock/vitest'
import setup, { setupMessagingMock } from 'messaging-mock/vitest/setup'
import { createWebMock, type WebMock } from 'messaging-mock/web'
import { createMswMock, type MswMock } from 'messaging-mock/msw'
import { setupServer } from 'msw/node'
import manifest from 'messaging-mock/package.json' with { type: 'json' }
import cloudflareWorker, { cloudflareMock, MockDirectory, MockTenant, type MockEnv } from 'messaging-mock/cloudflare'
import { currentTenant, register, withTenant } from 'messaging-mock/register'

const app = createApp({ seed: 1 })
// createApp() is an Express application, not \`any\`: a number cannot hold it, and it mounts.
// @ts-expect-error
const notANumber: number = app
app.use('/health', (_req, res) => res.json({ ok: true }))
const started: Promise<RunningMock> = startServer({ port: 0 })
const mock: Mock = new Mock({ seed: 1 })
const refused: boolean = new Error() instanceof MockRequestError
const worker: Partial<MockWorkerOptions> = { isolation: 'test' }
pwTest('types', async ({ mock: tenant }) => pwExpect(tenant.url).toContain('/t/'))
test('types', async ({ mock: tenant }: MockTestContext) => expect(tenant.url).toContain('/t/'))
const setups = [setup, setupMessagingMock({ seed: 1 })]
const version: string = manifest.version
const web: WebMock = await createWebMock({ seed: 1 })
const answered: Response = await web.fetch(new Request('http://mock.local/__health'))
const msw: MswMock = await createMswMock({ baseUrl: 'https://api.example.com' })
// The handlers are the installed msw's own: its setupServer takes them.
const intercepting = setupServer(...msw.handlers)
// The Worker's module as a user's worker.ts exports it; its types name nothing of workers-types.
const deployed = cloudflareMock({ seed: 1 })
const objects = [MockTenant, MockDirectory, deployed.MockTenant, deployed.MockDirectory]
const handler: (request: Request, env: MockEnv) => Promise<Response> = cloudflareWorker.fetch
// The preload's in-process face: a test's tenant, or a name once the mock's URL is registered.
register({ mockUrl: 'http://127.0.0.1:4010' })
const inTenant: Promise<string | undefined> = withTenant('qa', async () => currentTenant())
export { answered, handler, inTenant, intercepting, mock, notANumber, objects, refused, setups, started, version, worker }
`
