import { type ChildProcessByStdio, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { type AddressInfo, createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import type { ActivityState } from '../src/engine/core/types.gen.js'

/** The real process, as a person starts it: flags, the startup line, HTTP, exit statuses. */

const repo = fileURLToPath(new URL('..', import.meta.url))
const defaultFixture = join(repo, 'fixtures', 'default.json')

type Child = ChildProcessByStdio<null, Readable, Readable>

const children: Child[] = []
const servers: Server[] = []
const dirs: string[] = []

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit')
      child.kill('SIGKILL')
      await exited
    }
  }
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve))
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** `node --import tsx src/main.ts ...args` from the repository root, without a PORT from outside. */
function spawnCli(args: string[], vars: Record<string, string> = {}): Child {
  const env = { ...process.env, ...vars }
  delete env.PORT
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: repo,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.setEncoding('utf8')
  child.stderr.setEncoding('utf8')
  children.push(child)
  return child
}

const startupLine =
  /^messaging-mock listening on (http:\/\/127\.0\.0\.1:[0-9]+) with (\S+); try: curl -H 'Authorization: Bearer (\S+)' (\S+)\/v1\/groups; API reference: (\S+)\/__docs$/

/** Starts the CLI on a free port and reads its startup line: the URL, the fixture and a token. */
async function start(args: string[], vars: Record<string, string> = {}) {
  const child = spawnCli(['--port', '0', ...args], vars)
  let stdout = ''
  let stderr = ''
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk
  })
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk
      const end = stdout.indexOf('\n')
      if (end >= 0) resolve(stdout.slice(0, end))
    })
    child.once('exit', (code) => reject(new Error(`the CLI exited with ${code} before listening: ${stderr}`)))
  })
  const match = startupLine.exec(line)
  if (match === null) throw new Error(`unexpected startup line: ${line}`)
  const [, url, fixture, token, curlUrl, docsUrl] = match
  expect(curlUrl).toBe(url)
  expect(docsUrl).toBe(url)
  return { child, url, fixture, token }
}

/** Runs the CLI to its end. */
async function run(args: string[]) {
  const child = spawnCli(args)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: string) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk
  })
  const [code, signal] = (await once(child, 'close')) as [number | null, NodeJS.Signals | null]
  return { code, signal, stdout, stderr }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mock-cli-'))
  dirs.push(dir)
  return dir
}

/** A port something else already listens on. */
async function takenPort(): Promise<number> {
  const server = createServer()
  servers.push(server)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return (server.address() as AddressInfo).port
}

describe('a running server', () => {
  it('prints its URL, fixture and a token, and answers /__health and /v1/groups', async () => {
    const { url, fixture, token } = await start([])
    expect(fixture).toBe(defaultFixture)
    expect(token).toBe('tok_ana')

    const health = await fetch(`${url}/__health`)
    expect(health.status).toBe(200)
    expect(health.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await health.json()).toEqual({ status: 'ok' })

    const groups = await fetch(`${url}/v1/groups`, { headers: bearer(token) })
    expect(groups.status).toBe(200)
    const body = (await groups.json()) as { has_more: boolean; data: { id: string }[] }
    expect(body.has_more).toBe(false)
    expect(body.data.map((g) => g.id)).toEqual(['grp_trip', 'grp_standup', 'grp_bookclub'])
  })

  it('takes its options from MESSAGING_MOCK_* variables, as a container passes them: the admin token stays out of the process list', async () => {
    const { child, url, fixture } = await start([], {
      MESSAGING_MOCK_FIXTURES: 'test/fixtures/small.json',
      MESSAGING_MOCK_ADMIN_TOKEN: 'sekret',
      MESSAGING_MOCK_AUTH: 'strict',
      MESSAGING_MOCK_QUIET: 'true',
    })
    expect(fixture).toBe('test/fixtures/small.json')
    expect(child.spawnargs.join(' ')).not.toContain('sekret')
    expect((await fetch(`${url}/v1/groups`, { headers: bearer('tok_unknown') })).status).toBe(401)
    expect((await fetch(`${url}/__reset`, { method: 'POST' })).status).toBe(401)
    expect((await fetch(`${url}/__reset`, { method: 'POST', headers: bearer('sekret') })).status).toBe(200)
    expect((await fetch(`${url}/__health`)).status).toBe(200)
  })

  it('--fixtures test/fixtures/small.json --auth strict: a known token is served, an unknown one is 401', async () => {
    const { url, fixture, token } = await start(['--fixtures', 'test/fixtures/small.json', '--auth', 'strict'])
    expect(fixture).toBe('test/fixtures/small.json')
    expect(token).toBe('tok_ana')

    const known = await fetch(`${url}/v1/groups`, { headers: bearer(token) })
    expect(known.status).toBe(200)
    const page = (await known.json()) as { data: { id: string }[] }
    expect(page.data.map((g) => g.id)).toEqual(['grp_trip', 'grp_old'])

    const unknown = await fetch(`${url}/v1/groups`, { headers: bearer('tok_nobody') })
    expect(unknown.status).toBe(401)
    expect(unknown.headers.get('content-type')).toBe('application/problem+json; charset=utf-8')
    expect(unknown.headers.get('www-authenticate')).toBe('Bearer')
    expect(await unknown.json()).toMatchObject({ type: 'about:blank', status: 401, code: 'unauthorized', errors: [] })
  })

  it('without --auth, an unknown token acts as the default caller', async () => {
    const { url } = await start(['--fixtures', 'test/fixtures/small.json'])
    const res = await fetch(`${url}/v1/groups`, { headers: bearer('tok_nobody') })
    expect(res.status).toBe(200)
    const page = (await res.json()) as { data: { id: string }[] }
    expect(page.data.map((g) => g.id)).toEqual(['grp_trip', 'grp_old'])
  })

  it.each([
    [[], 1000],
    [['--timestamp-unit', 's'], 1000],
    [['--timestamp-unit', 'ms'], 1],
  ])('with %j, a sent message carries created_at in the chosen unit', async (flags, divisor) => {
    const { url, token } = await start(['--fixtures', 'test/fixtures/small.json', ...flags])
    const before = Math.floor(Date.now() / divisor)
    const res = await fetch(`${url}/v1/messages`, {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ conversation_id: 'conv_trip', message: 'what time is it' }),
    })
    const after = Math.floor(Date.now() / divisor)
    expect(res.status).toBe(201)
    const message = (await res.json()) as { created_at: number; read_at: null; updated_at: null }
    expect(Number.isInteger(message.created_at)).toBe(true)
    expect(message.created_at).toBeGreaterThanOrEqual(before)
    expect(message.created_at).toBeLessThanOrEqual(after)
  })

  it('SIGTERM makes it exit with status 0', async () => {
    const { child, url } = await start([])
    expect((await fetch(`${url}/__health`)).status).toBe(200)
    const closed = once(child, 'exit')
    child.kill('SIGTERM')
    const [code, signal] = (await closed) as [number | null, NodeJS.Signals | null]
    expect(signal).toBeNull()
    expect(code).toBe(0)
    await expect(fetch(`${url}/__health`)).rejects.toThrow()
  })

  it('--help prints the options and exits 0', async () => {
    const { code, stdout, stderr } = await run(['--help'])
    expect(code).toBe(0)
    expect(stderr).toBe('')
    expect(stdout).toMatch(/^Usage: messaging-mock \[options\]\n/)
    for (const flag of ['--port', '--host', '--fixtures', '--auth', '--timestamp-unit', '--update-mode', '--seed'])
      expect(stdout).toContain(flag)
  })
})

/** A failed start: status 2, one paragraph on stderr, no stack trace, nothing on stdout. */
function expectRefusedStart(result: Awaited<ReturnType<typeof run>>) {
  expect(result.signal).toBeNull()
  expect(result.code).toBe(2)
  expect(result.stdout).toBe('')
  expect(result.stderr).toMatch(/^messaging-mock: /)
  expect(result.stderr.endsWith('\n')).toBe(true)
  expect(result.stderr.trimEnd()).not.toMatch(/\n\s*\n/)
  expect(result.stderr.split('\n').filter((line) => line.startsWith('    at '))).toEqual([])
}

describe('a start that cannot succeed exits with status 2 and says why', () => {
  it('an unknown flag', async () => {
    const result = await run(['--nope'])
    expectRefusedStart(result)
    expect(result.stderr).toContain("Unknown option '--nope'")
    expect(result.stderr).toMatch(/\nRun with --help for the options\.\n$/)
  })

  it.each([
    [['--auth', 'maybe'], '--auth must be one of any, strict, not "maybe".'],
    [['--timestamp-unit', 'h'], '--timestamp-unit must be one of s, ms, not "h".'],
    [['--update-mode', 'append'], '--update-mode must be one of merge, replace, not "append".'],
    [['--port', '65536'], '--port must be a whole number from 0 to 65535, not "65536".'],
    [['--port', 'abc'], '--port must be a whole number from 0 to 65535, not "abc".'],
  ])('a bad value: %j', async (args, message) => {
    const result = await run(args)
    expectRefusedStart(result)
    expect(result.stderr).toBe(`messaging-mock: ${message}\nRun with --help for the options.\n`)
  })

  it('--activity takes a preset, or a file of a configuration', async () => {
    const file = join(tempDir(), 'script.json')
    const script = [
      { after: 30, contact: 'ct_ben', conversation_id: 'conv_trip', action: 'send', message: 'On my way' },
    ]
    writeFileSync(file, JSON.stringify({ seed: 9, script }))
    for (const [value, expected] of [
      ['demo', { preset: 'demo', seed: 1, pending: 1 }],
      [file, { preset: null, seed: 9, pending: 1 }],
    ] as const) {
      const { child, url } = await start(['--activity', value, '--clock', '1767225600'])
      const body = (await (await fetch(`${url}/__activity`)).json()) as ActivityState
      expect({ preset: body.config?.preset, seed: body.config?.seed, pending: body.pending_total }).toEqual(expected)
      child.kill()
    }
  })

  it('an --activity file that is invalid, or names what the fixture lacks', async () => {
    const file = join(tempDir(), 'activity.json')
    writeFileSync(file, JSON.stringify({ me: 'ct_zed', rules: [{ action: 'send' }] }))
    let result = await run(['--port', '0', '--activity', file])
    expectRefusedStart(result)
    expect(result.stderr).toBe(
      'messaging-mock: The activity option (--activity) is invalid:\n' +
        '  $.me: is not a contact of the world\n' +
        '  $.rules[0].every: is required for a send rule\n',
    )
    result = await run(['--port', '0', '--activity', 'loud'])
    expectRefusedStart(result)
    expect(result.stderr).toBe(
      'messaging-mock: --activity must be a preset (replies, read-receipts, lively, demo) or a JSON file, not "loud".\n' +
        'Run with --help for the options.\n',
    )
  })

  it('a fixture file that does not exist', async () => {
    const result = await run(['--port', '0', '--fixtures', 'test/fixtures/missing.json'])
    expectRefusedStart(result)
    expect(result.stderr).toBe(
      'messaging-mock: The fixture test/fixtures/missing.json is invalid:\n  $: cannot be read: no such file\n',
    )
  })

  it('an invalid fixture file lists every issue with its path', async () => {
    const file = join(tempDir(), 'bad.json')
    writeFileSync(
      file,
      JSON.stringify({
        contacts: [{ id: 'ct_a' }, { id: 'ct_a' }],
        tokens: { tok_x: 'ct_nobody' },
      }),
    )
    const result = await run(['--port', '0', '--fixtures', file])
    expectRefusedStart(result)
    expect(result.stderr).toBe(
      `messaging-mock: The fixture ${file} is invalid:\n` +
        '  $.contacts[1].id: repeats the id ct_a\n' +
        '  $.tokens.tok_x: names no contact (ct_nobody)\n',
    )
  })

  it('a fixture file that is not JSON', async () => {
    const file = join(tempDir(), 'broken.json')
    writeFileSync(file, '{ "contacts": [')
    const result = await run(['--port', '0', '--fixtures', file])
    expectRefusedStart(result)
    expect(result.stderr).toMatch(new RegExp(`^messaging-mock: The fixture ${file} is invalid:\\n  \\$: is not JSON: `))
  })

  it('a port already in use', async () => {
    const port = await takenPort()
    const result = await run(['--port', String(port)])
    expectRefusedStart(result)
    expect(result.stderr).toBe(
      `messaging-mock: The port is already in use: listen EADDRINUSE: address already in use 127.0.0.1:${port}. Pick another with --port.\n`,
    )
  })
})
