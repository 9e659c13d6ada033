import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { BenchError, checkPortFree, type Started, startServer } from './children.js'
import type { Context } from './context.js'

export type ServerName = 'bare' | 'express' | 'mock'
/** In the order the tables show them. */
export const serverNames: readonly ServerName[] = ['bare', 'express', 'mock']
export const serverLabels: Record<ServerName, string> = {
  bare: 'bare node:http + Map',
  express: 'plain Express 5',
  mock: 'messaging-mock',
}

export const root = resolve(import.meta.dirname, '..')
/** Compiled comparison servers and the MSW row's client: inside node_modules, where their packages resolve. */
export const compiled = join(root, 'node_modules', '.cache', 'messaging-mock-bench')

function run(command: string, args: string[], what: string): void {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' })
  if (result.status !== 0)
    throw new BenchError(
      `${what} failed (${result.status ?? result.error?.message}):\n${result.stdout}${result.stderr}`,
    )
}

/**
 * Builds the mock (npm run build) when asked, and compiles the comparison servers (and the app's
 * server of the preload part) to plain JavaScript when the run starts them: started through tsx
 * they would pay its loader at every start and lose on startup for a reason that is not theirs,
 * and the app's server would run with tsx's hooks in front of the preload it measures.
 */
export function build(mock: boolean, servers = true): void {
  if (mock) run('npm', ['run', 'build', '--silent'], 'npm run build')
  if (!servers) return
  const files = ['model', 'bare', 'express', 'app'].map((name) => join(root, 'bench', 'servers', `${name}.ts`))
  const options = ['--outDir', compiled, '--module', 'nodenext', '--target', 'es2023', '--strict', '--skipLibCheck']
  run(join(root, 'node_modules', '.bin', 'tsc'), ['--ignoreConfig', ...options, '--types', 'node', ...files], 'tsc')
  // Under node_modules, no package.json of ours says "module"; this one does.
  writeFileSync(join(compiled, 'package.json'), '{ "type": "module" }\n')
}

/** Top-level entries of the project a snapshot leaves out: big, or not the mock's. */
const notCopied = new Set(['node_modules', '.git', 'coverage'])

/**
 * A copy of the built mock (dist/ and every file beside it that it reads at run time, such as
 * schemas/ and fixtures/) in `dir`, with node_modules linked, and its entry point. The bench runs
 * this copy, so that a rebuild of dist/ while the bench runs cannot change or break what it
 * measures half way.
 */
export function snapshotMock(dir: string, entry: string): string {
  const main = resolve(root, entry)
  if (!existsSync(main)) throw new BenchError(`The mock is not built: ${main} is missing. Run npm run build.`)
  const copy = join(dir, 'mock')
  mkdirSync(copy)
  for (const name of readdirSync(root)) {
    if (!notCopied.has(name)) cpSync(join(root, name), join(copy, name), { recursive: true })
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
  return join(copy, relative(root, main))
}

/**
 * Ports: 0, for the server to bind one the OS picks (and print it), or base, base + 1, ... when
 * --port is set (each checked first). A port found free here and bound later by the server could
 * be taken in between; port 0 cannot.
 */
export class Ports {
  private next: number | null

  constructor(base: number | null) {
    this.next = base
  }

  async take(): Promise<number> {
    if (this.next === null) return 0
    const port = this.next++
    await checkPortFree(port)
    return port
  }
}

/** How to start each server: the mock from its CLI (without its request log), the others compiled. */
export function serverArgs(name: ServerName, mockMain: string, file: string, port: number): string[] {
  if (name === 'mock')
    return [resolve(root, mockMain), '--fixtures', file, '--port', String(port), '--seed', '1', '--quiet']
  return [join(compiled, `${name}.js`), '--port', String(port), '--bodies', file]
}

export interface LaunchOptions {
  timeoutMs?: number
  /** Replaces the mock's `--quiet`: e.g. `--log json`. */
  mockLog?: string[]
  /** More options of the mock: e.g. `--state-dir DIR`. */
  mockArgs?: string[]
}

/** Starts one server on `port` with its file (the mock's fixture, or the bodies of the others). */
export async function launch(
  ctx: Context,
  name: ServerName,
  file: string,
  port: number,
  options: LaunchOptions = {},
): Promise<Started> {
  let args = serverArgs(name, ctx.mock, file, port)
  if (options.mockLog) args = [...args.filter((a) => a !== '--quiet'), ...options.mockLog]
  if (options.mockArgs) args = [...args, ...options.mockArgs]
  const stdout = join(ctx.dir, `${name}-${port}.out`)
  const started = await startServer(name, args, port, options.timeoutMs ?? 60_000, stdout)
  ctx.log(`started ${name} (pid ${started.child.pid}) on ${started.child.url} in ${Math.round(started.startupMs)} ms`)
  return started
}
