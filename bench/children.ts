import { type ChildProcess, execFileSync, type SpawnOptions, spawn } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'

/** Something that stops the bench with a message a person can act on (a port in use, a dead server). */
export class BenchError extends Error {}

/** A server process the bench started, with its URL and what it printed (for error reports). */
export interface Child {
  readonly name: string
  readonly url: string
  readonly pid: number
  readonly process: ChildProcess
  output(): string
}

/** What a run under load needs of a server: where it answers, and the process whose CPU it costs. */
export type Served = Pick<Child, 'name' | 'url' | 'pid'>

const running = new Set<ChildProcess>()

/**
 * Spawns `node args...` as a child that no run of the bench outlives: killed with the servers
 * however the bench ends (killAll, stopAll), and forgotten once it has exited.
 */
export function spawnNode(args: string[], options: SpawnOptions): ChildProcess {
  const p = spawn(process.execPath, args, options)
  adopt(p)
  return p
}

/**
 * Makes a process that code outside the bench spawned (the tenant soak's server and runners) one
 * that no run of the bench outlives, as spawnNode's are.
 */
export function adopt(p: ChildProcess): void {
  running.add(p)
  p.once('exit', () => running.delete(p))
}

/** Kills every child still running, at once and synchronously: safe to call from an exit handler. */
export function killAll(): void {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  running.clear()
}

/** Kills every child still running and resolves once all have exited (and been reaped). */
export function stopAll(): Promise<void> {
  const children = [...running]
  running.clear()
  return Promise.all(children.map((p) => stopProcess(p))).then(() => undefined)
}

/** Stops a child and resolves once it has exited (so its port is free again). */
export function stop(child: Child): Promise<void> {
  running.delete(child.process)
  return stopProcess(child.process)
}

/**
 * Stops a server as an operator or a container would, with SIGTERM, and resolves once it has exited:
 * with its exit code and the milliseconds from the signal to the exit. One still running after
 * `timeoutMs` is killed, and that is a BenchError.
 */
export function terminate(child: Child, timeoutMs = 30_000): Promise<{ code: number | null; ms: number }> {
  const p = child.process
  if (p.exitCode !== null || p.signalCode !== null) {
    running.delete(p)
    return Promise.resolve({ code: p.exitCode, ms: 0 })
  }
  return new Promise((resolve, reject) => {
    const sent = performance.now()
    const timer = setTimeout(() => {
      p.kill('SIGKILL')
      reject(new BenchError(`${child.name} did not exit within ${timeoutMs / 1000} s of SIGTERM:\n${child.output()}`))
    }, timeoutMs)
    p.once('exit', (code) => {
      clearTimeout(timer)
      running.delete(p)
      resolve({ code, ms: performance.now() - sent })
    })
    p.kill('SIGTERM')
  })
}

/** Stops a child of spawnNode and resolves once it has exited. */
export function stopNode(p: ChildProcess): Promise<void> {
  running.delete(p)
  return stopProcess(p)
}

function stopProcess(p: ChildProcess): Promise<void> {
  if (p.exitCode !== null || p.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    p.once('exit', () => resolve())
    p.kill('SIGKILL')
  })
}

/** Fails with a plain message when `port` is taken, before any server is started on it. */
export function checkPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BenchError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is in use: stop what listens there or pick other ports with --port.`
            : `Cannot listen on port ${port}: ${error.message}`,
        ),
      ),
    )
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()))
  })
}

/** One GET; resolves with the status, or 0 when nothing answers yet. */
export function probe(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', () => resolve(0))
    req.end()
  })
}

export interface Started {
  child: Child
  /** Spawn to the first 200 on /__health. */
  startupMs: number
}

/** The port in a server's startup line ("... listening on http://127.0.0.1:PORT ..."), if printed yet. */
function announcedPort(stdoutFile: string): number | null {
  let text: string
  try {
    text = readFileSync(stdoutFile, 'utf8')
  } catch {
    return null
  }
  const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(text)
  return match ? Number(match[1]) : null
}

/**
 * Spawns `node args...` serving on `port` and waits for its first 200 on /__health. With port 0
 * the server binds a port the OS picks, and says which in its startup line: nothing can take that
 * port between a check and the bind. Its stdout (the startup line, then a request log if it keeps
 * one) goes to `stdoutFile`, as it would to a file in CI: through a pipe the bench would spend its
 * own CPU reading it. A child that exits first, or does not answer within `timeoutMs`, is a
 * BenchError carrying what it printed.
 */
export async function startServer(
  name: string,
  args: string[],
  port: number,
  timeoutMs: number,
  stdoutFile: string,
): Promise<Started> {
  const started = performance.now()
  const stdout = openSync(stdoutFile, 'w')
  const p = spawn(process.execPath, args, { stdio: ['pipe', stdout, 'pipe'] })
  closeSync(stdout)
  running.add(p)
  let printed = ''
  p.stderr?.on('data', (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-4000)
  })
  let spawnError: Error | undefined
  p.on('error', (error) => {
    spawnError = error
  })
  let closed = false
  p.on('close', () => {
    closed = true
  })
  const output = () => `${tail(stdoutFile)}\n${printed}`.trim()
  let url = port === 0 ? null : `http://127.0.0.1:${port}`
  for (;;) {
    if (spawnError) {
      running.delete(p)
      throw new BenchError(`${name} could not be started: ${spawnError.message}`)
    }
    if (p.exitCode !== null || p.signalCode !== null) {
      running.delete(p)
      if (!closed) await new Promise((resolve) => p.once('close', resolve))
      const status = p.exitCode ?? p.signalCode
      const where = url === null ? '/__health (it never said where it listens)' : `${url}/__health`
      throw new BenchError(`${name} exited (${status}) before answering ${where}:\n${output()}`)
    }
    if (url === null) {
      const announced = announcedPort(stdoutFile)
      if (announced !== null) url = `http://127.0.0.1:${announced}`
    }
    if (url !== null && (await probe(`${url}/__health`)) === 200)
      return { child: { name, url, pid: p.pid ?? 0, process: p, output }, startupMs: performance.now() - started }
    if (performance.now() - started > timeoutMs) {
      running.delete(p)
      await stopProcess(p)
      throw new BenchError(
        `${name} did not answer ${url ?? 'on any port'}/__health within ${timeoutMs / 1000} s:\n${output()}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** The end of a file, or nothing if it cannot be read. */
function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').slice(-2000)
  } catch {
    return ''
  }
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/** CPU time (user + system) a process has used so far, in microseconds; null where /proc is missing. */
export function cpuMicros(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1e6
  } catch {
    return null
  }
}

/** Resident set size of a process in bytes; null where neither /proc nor ps can tell. */
export function rssBytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]
    if (kb !== undefined) return Number(kb) * 1024
  } catch {
    // not Linux: ask ps
  }
  try {
    return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024 || null
  } catch {
    return null
  }
}
