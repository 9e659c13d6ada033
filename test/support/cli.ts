import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { once } from 'node:events'
import { Agent, request } from 'node:http'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

export interface RunningCli {
  url: string
  child: ChildProcessWithoutNullStreams
  /** What the process wrote so far, both streams, in the order they came. */
  output(): string
  stop(): Promise<void>
}

/**
 * Starts the real CLI from source (through tsx) on port 0, the OS picking a free port as it binds,
 * and waits for its startup line with that port, however long that takes (the test's timeout is
 * the limit). `nice`: the CLI's scheduling priority (`nice -n`; below 0 needs root, and a plain
 * user gets a warning and the normal priority). `env`: variables to set or override.
 */
export async function startCli(
  args: string[] = [],
  { nice, env = {} }: { nice?: number; env?: Record<string, string> } = {},
): Promise<RunningCli> {
  const quiet = args.includes('--log') ? [] : ['--quiet']
  const command = [process.execPath, '--import', 'tsx', 'src/main.ts', '--port', '0', ...quiet, ...args]
  // `nice` execs the command, so the child's pid (and its signals) are the CLI's own.
  const [program, ...rest] = nice === undefined ? command : ['nice', '-n', String(nice), ...command]
  return startListening(program, rest, { cwd: root, env })
}

/**
 * Starts `program args` (a CLI of the mock, by whatever runtime) and waits for its startup line
 * (`listening on <url>`), however long that takes; rejects with its output if it exits first.
 * `env`: variables to set or override (PORT is emptied); `argv0`: the name it is started by.
 */
export async function startListening(
  program: string,
  args: string[],
  { cwd, env = {}, argv0 }: { cwd: string; env?: Record<string, string>; argv0?: string },
): Promise<RunningCli> {
  const child = spawn(program, args, { cwd, argv0, env: { ...process.env, PORT: '', ...env } })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1])
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('exit', (code) => reject(new Error(`the CLI exited with ${code}: ${output}`)))
  })
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}

/** A request sent with `Expect: 100-continue`, whose body waits for `release()`. */
export interface HeldRequest {
  /**
   * Resolves once the server has read the request's headers and taken it on: its `100 Continue`
   * came back. From then on the request is in flight, whatever the machine's speed.
   */
  arrived: Promise<void>
  /** Sends the body (an empty one for a request without), so that the server can answer. */
  release(): void
  /** The answer; rejects when the connection ends without one. */
  answer: Promise<{ status: number; body: string }>
  /** Resolves when its connection closes (it is kept alive after the answer, as a client's pool keeps it). */
  closed: Promise<void>
}

/**
 * Sends `method url` with its headers now and its body only on `release()`: a request that is in
 * flight, known to the server, for as long as the test wants, without a sleep to guess how long
 * the request takes to get there. Its connection is kept alive.
 */
export function holdRequest(url: string, method: string, headers: Record<string, string>, body = ''): HeldRequest {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const req = request(url, {
    method,
    agent,
    // No Content-Length for no body: the server then has the whole request with its headers.
    headers: {
      ...headers,
      Expect: '100-continue',
      ...(body === '' ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }),
    },
  })
  const closed = new Promise<void>((resolve) =>
    req.once('socket', (socket) =>
      socket.once('close', () => {
        agent.destroy()
        resolve()
      }),
    ),
  )
  const arrived = new Promise<void>((resolve, reject) => {
    req.once('continue', () => resolve())
    req.once('error', reject)
  })
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.once('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      res.once('error', reject)
    })
    req.once('error', reject)
  })
  // Awaited by the test when it matters; an early failure shows there, not as an unhandled rejection.
  arrived.catch(() => undefined)
  answer.catch(() => undefined)
  req.flushHeaders()
  return { arrived, answer, closed, release: () => req.end(body) }
}

/**
 * Resolves once nothing listens at `url` any more (a connection is refused or reset): the server
 * has begun to shut down. Polls, without a deadline: the test's timeout is the limit.
 */
export async function refusesConnections(url: string): Promise<void> {
  const { hostname, port } = new URL(url)
  for (;;) {
    const refused = await new Promise<boolean>((resolve, reject) => {
      const socket = connect(Number(port), hostname)
      socket.once('connect', () => {
        socket.destroy()
        resolve(false)
      })
      // Refused, or reset when the listening socket closed with this connection in its queue.
      socket.once('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' ? resolve(true) : reject(error),
      )
    })
    if (refused) return
    await sleep(10)
  }
}

/**
 * Opens a kept-alive connection and sends GET /__health on it, so that it lies idle, as a
 * client's pooled connection does. Resolves, once answered, with a promise of its closing.
 */
export function idleConnection(url: string): Promise<{ closed: Promise<void> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  return new Promise((resolve, reject) => {
    let closed: Promise<void> = Promise.resolve()
    const req = request(`${url}/__health`, { agent }, (res) => {
      res.resume()
      res.once('end', () => resolve({ closed }))
    })
    req.once('socket', (socket) => {
      closed = once(socket, 'close').then(() => agent.destroy())
    })
    req.once('error', reject)
    req.end()
  })
}
