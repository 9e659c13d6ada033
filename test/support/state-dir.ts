import { type ChildProcessByStdio, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import type { Response } from 'supertest'
import { expect } from 'vitest'
import { buildIfStale } from './vitest-run.js'

/**
 * The state directory's tests (issue 46) drive the built CLI, `node dist/main.js`, in processes of
 * their own: they are killed with SIGKILL and SIGTERM, started again on the same directory, and
 * their files read and damaged between. Every process and directory a test makes is ended and
 * removed by `cleanUp()`.
 */

export const root = fileURLToPath(new URL('../../', import.meta.url))

/** dist/ built from the current sources, as the processes run it (CI's `npm ci` builds it). */
export const buildDist = () => buildIfStale(['main', 'index', 'state-dir/state-dir', 'engine/durable/keeper'])

/** The clock the seeded runs start at: 2026-01-01T00:00:00Z. */
export const startClock = 1767225600

type Child = ChildProcessByStdio<null, Readable, Readable>

/** How a process ended, with everything it wrote. */
export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

/** A running mock in a process of its own. */
export interface Running {
  url: string
  pid: number
  /** What it wrote on stderr so far (notices: a dropped tail, a refused write). */
  stderr(): string
  /** Resolves when it has ended (and Node has reaped it: its pid is free, its LOCK stale). */
  exited: Promise<Exit>
  /** A client of its HTTP interface. */
  api: Api
}

const children = new Set<Child>()
const dirs: string[] = []

/** Kills what a test left running and removes its directories; for afterEach. */
export async function cleanUp(): Promise<void> {
  for (const child of [...children]) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit')
      child.kill('SIGKILL')
      await exited
    }
    children.delete(child)
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
}

/** A new empty directory, removed by cleanUp(). */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mock-state-'))
  dirs.push(dir)
  return dir
}

/** What a process started by `launch` runs. */
export interface Launch {
  /** `node dist/main.js` with these arguments (after `--port 0 --quiet`). */
  cli?: string[]
  /**
   * test/support/state-dir-server.mjs instead: startServer from dist/ with these options (JSON),
   * for what the CLI has no flag for (stateFoldBytes), and `dieAt` (see that file).
   */
  server?: Record<string, unknown>
  dieAt?: 'snapshot-write' | 'snapshot-rename' | 'old-files-removed'
  /** Starts it under `bash -c 'ulimit -f N; exec node ...'`: no file it writes may pass N KiB. */
  fileLimitKiB?: number
  /** Variables to set (MESSAGING_MOCK_* of the test's own environment are never passed). */
  env?: Record<string, string>
  /** Node's own flags, before the script (`--max-old-space-size=64`). */
  node?: string[]
}

function spawnMock({ cli = [], server, dieAt, fileLimitKiB, env: vars = {}, node: flags = [] }: Launch): Child {
  const node =
    server === undefined
      ? [process.execPath, ...flags, 'dist/main.js', '--port', '0', '--quiet', ...cli]
      : [
          process.execPath,
          ...flags,
          'test/support/state-dir-server.mjs',
          JSON.stringify({ port: 0, ...server }),
          dieAt ?? '',
        ]
  const [program, ...args] =
    fileLimitKiB === undefined
      ? node
      : // bash's `ulimit -f` counts KiB; exec makes node the child itself, which the kills reach.
        ['bash', '-c', `ulimit -f ${fileLimitKiB}; exec "$@"`, 'bash', ...node]
  const env: NodeJS.ProcessEnv = { ...process.env }
  // Only what the test passes: a variable of the developer's shell is not the mock under test.
  for (const key of Object.keys(env)) if (key.startsWith('MESSAGING_MOCK_') || key === 'PORT') delete env[key]
  const child = spawn(program, args, { cwd: root, env: { ...env, ...vars }, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.setEncoding('utf8')
  child.stderr.setEncoding('utf8')
  children.add(child)
  return child
}

function exitOf(child: Child): { exited: Promise<Exit>; stdout: () => string; stderr: () => string } {
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: string) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk
  })
  // 'close': the process has exited and its output is all read.
  const exited = once(child, 'close').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
    stdout,
    stderr,
  }))
  return { exited, stdout: () => stdout, stderr: () => stderr }
}

/** Starts a mock and waits for its startup line (however long that takes: the test's timeout is the limit). */
export async function launch(what: Launch): Promise<Running> {
  const child = spawnMock(what)
  const { exited, stdout, stderr } = exitOf(child)
  const url = await new Promise<string>((resolve, reject) => {
    const listening = () => {
      const match = /listening on (http:\/\/[0-9.:]+)/.exec(stdout())
      if (match) resolve(match[1])
    }
    child.stdout.on('data', listening)
    exited.then((exit) =>
      reject(new Error(`the mock ended before listening (${exit.code ?? exit.signal}): ${exit.stderr}`)),
    )
  })
  return { url, pid: child.pid as number, stderr, exited, api: new Api(url) }
}

/** Runs a mock that is expected to end by itself (a start that is refused). */
export async function launchToEnd(what: Launch): Promise<Exit> {
  return exitOf(spawnMock(what)).exited
}

/** `kill -9`, and waits for the process to be gone. */
export async function kill9(mock: Running): Promise<Exit> {
  process.kill(mock.pid, 'SIGKILL')
  mock.api.close()
  return mock.exited
}

/** SIGTERM, and waits for the process to end by itself. */
export async function terminate(mock: Running): Promise<Exit> {
  process.kill(mock.pid, 'SIGTERM')
  const exit = await mock.exited
  mock.api.close()
  return exit
}

/**
 * Every file of `dir` by name, with its size and the SHA-256 of its bytes: to see that a refused
 * start changed nothing. The LOCK is left out: a start takes over one a killed process left, and
 * removes it as it stops.
 */
export function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name !== 'LOCK')
      .sort()
      .map((name) => {
        const bytes = readFileSync(join(dir, name))
        return [name, `${bytes.length} bytes, sha256 ${createHash('sha256').update(bytes).digest('hex')}`]
      }),
  )
}

/** An answer: its status and its body, parsed when it is JSON (typed as supertest's, as the other tests read it). */
export interface Answer {
  status: number
  body: Response['body']
}

/** Where a request goes: a tenant by its header, by the /t/<name> prefix, or the default one. */
export interface Target {
  tenant?: string
  /** Name the tenant with the /t/<name> prefix rather than the X-Mock-Tenant header. */
  prefix?: boolean
  token?: string
}

/**
 * A client of one mock: every request on its own kept-alive connections, through node:http, which
 * retries nothing (a request cut by a kill fails, and is never sent twice behind the test's back).
 */
export class Api {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 32 })

  constructor(readonly url: string) {}

  call(
    method: string,
    path: string,
    body?: unknown,
    { tenant, prefix, token = 'tok_ana' }: Target = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {}
    if (path.startsWith('/v1')) headers.Authorization = `Bearer ${token}`
    if (tenant !== undefined && !prefix) headers['X-Mock-Tenant'] = tenant
    const text = body === undefined ? undefined : JSON.stringify(body)
    if (text !== undefined) {
      headers['Content-Type'] = 'application/json'
      headers['Content-Length'] = String(Buffer.byteLength(text))
    }
    const url = `${this.url}${tenant !== undefined && prefix ? `/t/${tenant}` : ''}${path}`
    return new Promise((resolve, reject) => {
      const req = request(url, { method, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          let parsed: unknown = raw
          try {
            parsed = JSON.parse(raw)
          } catch {
            // Not JSON: the text itself.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed })
        })
        res.on('error', reject)
      })
      req.on('error', reject)
      req.end(text)
    })
  }

  get = (path: string, target?: Target) => this.call('GET', path, undefined, target)
  post = (path: string, body?: unknown, target?: Target) => this.call('POST', path, body ?? {}, target)
  put = (path: string, body: unknown, target?: Target) => this.call('PUT', path, body, target)
  delete = (path: string, target?: Target) => this.call('DELETE', path, undefined, target)

  /** The body of a GET that must answer 200. */
  async read(path: string, target?: Target) {
    const answer = await this.get(path, target)
    expect(answer.status, `GET ${path}`).toBe(200)
    return answer.body
  }

  /** Closes the kept-alive connections (the process is gone, or going). */
  close(): void {
    this.agent.destroy()
  }
}

/** Resolves once `condition` holds, looking every few ms: the test's timeout is the only limit. */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await sleep(5)
}

/** A message as the default fixture's ana sends it, to `conversation`. */
export const message = (conversation: string, text: string) => ({ conversation_id: conversation, message: text })
