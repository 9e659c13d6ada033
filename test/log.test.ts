import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { hostileRequests } from './support/hostile.js'
import { send } from './support/http.js'

/** `--log json`: every line the process writes is one JSON object, whatever the clients send. */
const root = fileURLToPath(new URL('../', import.meta.url))
let dir: string
let cli: Cli | undefined
const small = readFileSync(new URL('./fixtures/small.json', import.meta.url), 'utf8')

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-log-'))
})

afterEach(async () => {
  cli?.child.kill('SIGKILL')
  cli = undefined
  rmSync(dir, { recursive: true, force: true })
})

const linesOf = (text: string) => text.split('\n').filter((line) => line !== '')

it('writes the start-up line, every request and every notice as JSON lines', async () => {
  const file = join(dir, 'world.json')
  writeFileSync(file, small)
  cli = spawnCli(['--port', '0', '--fixtures', file, '--log', 'json', '--watch'])
  const running = cli
  await until(() => running.stdout.includes('\n'))
  const url = JSON.parse(running.stdout.split('\n')[0]).url as string
  const port = Number(new URL(url).port)
  for (const hostile of hostileRequests) expect((await send({ port }, hostile)).status).toBe(hostile.status)
  writeFileSync(file, '{ "contacts": [')
  await until(() => running.stderr.includes('kept the running state'))
  running.child.kill('SIGTERM')
  const [code] = await once(running.child, 'exit')
  expect(code).toBe(0)

  const out = linesOf(running.stdout).map((line) => JSON.parse(line))
  expect(out[0]).toMatchObject({
    level: 30,
    url,
    fixture: file,
    token: 'tok_ana',
    docs: `${url}/__docs`,
    msg: `messaging-mock listening on ${url} with ${file}; try: curl -H 'Authorization: Bearer tok_ana' ${url}/v1/groups; API reference: ${url}/__docs`,
  })
  expect(out.slice(1).map((line) => [line.method, line.path, line.status])).toEqual(
    hostileRequests.map((h) => [h.method, h.path.split('?')[0], h.status]),
  )
  const err = linesOf(running.stderr).map((line) => JSON.parse(line))
  expect(err).toHaveLength(1)
  expect(err[0]).toMatchObject({ level: 30 })
  expect(err[0].msg).toMatch(/^kept the running state: /)
})

it('reports a long generation as JSON lines on stderr', async () => {
  // 400,000 messages take over a second on most machines, so progress is usually reported; on a
  // fast one it may not be, and the test holds either way: whatever is written is JSON.
  cli = spawnCli([
    '--port',
    '0',
    '--log',
    'json',
    '--generate',
    'groups=5,direct_conversations=5,messages_per_conversation=40000',
  ])
  const running = cli
  await until(() => running.stdout.includes('\n'))
  running.child.kill('SIGTERM')
  const [code] = await once(running.child, 'exit')
  expect(code).toBe(0)
  expect(JSON.parse(linesOf(running.stdout)[0])).toMatchObject({ level: 30, fixture: 'a generated world' })
  for (const line of linesOf(running.stderr))
    expect(JSON.parse(line).msg).toMatch(
      /^(generating messages [\d,]+ \/ 400,000|generated 400,000 messages in \d+ ms)$/,
    )
})

it('writes a command line it cannot use as one JSON line on stderr, and exits 2', async () => {
  cli = spawnCli(['--log', 'json', '--port', 'eighty'])
  const [code] = await once(cli.child, 'exit')
  expect(code).toBe(2)
  expect(cli.stdout).toBe('')
  const lines = linesOf(cli.stderr).map((line) => JSON.parse(line))
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatchObject({
    level: 50,
    msg: '--port must be a whole number from 0 to 65535, not "eighty".\nRun with --help for the options.',
  })
})

/** Waits for what a child process writes: no deadline of its own, the test's timeout is the bound. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 20))
}

interface Cli {
  child: ReturnType<typeof spawn>
  stdout: string
  stderr: string
}

/** The CLI from source, everything it writes kept from its first byte. */
function spawnCli(args: string[]): Cli {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, PORT: '' },
  })
  const cli: Cli = { child, stdout: '', stderr: '' }
  child.stdout?.on('data', (chunk: Buffer) => {
    cli.stdout += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    cli.stderr += chunk.toString()
  })
  return cli
}
