import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

export interface RunningCli {
  url: string
  child: ChildProcessWithoutNullStreams
  stop(): Promise<void>
}

/** Starts the real CLI from source (through tsx) on a free port and waits for its first line. */
export async function startCli(args: string[] = []): Promise<RunningCli> {
  const quiet = args.includes('--log') ? [] : ['--quiet']
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--port', '0', ...quiet, ...args], {
    cwd: root,
    env: { ...process.env, PORT: '' },
  })
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
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await once(child, 'exit')
    },
  }
}
