import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { holdRequest, idleConnection, type RunningCli, refusesConnections, startCli } from './support/cli.js'

/** The CLI as an operator meets it: watch, the request log, shutdown, and bad fixture files. */
let dir: string
let cli: RunningCli | undefined
const small = readFileSync(new URL('./fixtures/small.json', import.meta.url), 'utf8')

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-cli-'))
})

afterEach(async () => {
  await cli?.stop()
  cli = undefined
  rmSync(dir, { recursive: true, force: true })
})

const groupsOf = async (url: string) => {
  const res = await fetch(`${url}/v1/groups`, { headers: { Authorization: 'Bearer tok_ana' } })
  return ((await res.json()) as { data: { id: string }[] }).data.map((g) => g.id)
}

/**
 * Polls `check` until it holds. The deadline only turns a hang into a readable failure: it is far
 * beyond what a reload or a log line takes on a busy machine, and within the test's timeout.
 */
const until = async (check: () => Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`the condition did not hold within ${ms / 1000} s`)
}

it('--watch reloads an edited fixture, and keeps the running state after an invalid edit', async () => {
  const file = join(dir, 'world.json')
  writeFileSync(file, small)
  cli = await startCli(['--fixtures', file, '--watch'])
  const { url } = cli
  expect(await groupsOf(url)).toEqual(['grp_trip', 'grp_old'])
  const doc = JSON.parse(small)
  doc.groups[0].name = 'Renamed'
  doc.groups.push({ id: 'grp_new', name: 'New', owner: 'ct_ana', created_at: 1768000000 })
  writeFileSync(file, JSON.stringify(doc))
  await until(async () => (await groupsOf(url))[0] === 'grp_new')
  expect(await groupsOf(url)).toEqual(['grp_new', 'grp_trip', 'grp_old'])
  let stderr = ''
  cli.child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  writeFileSync(file, '{ "contacts": [')
  await until(async () => stderr.includes('kept the running state'))
  expect(await groupsOf(url)).toEqual(['grp_new', 'grp_trip', 'grp_old'])
})

it('logs one readable line per request, and JSON lines with --log json', async () => {
  const file = join(dir, 'world.json')
  writeFileSync(file, small)
  for (const format of ['pretty', 'json']) {
    const running = await startCli(['--fixtures', file, '--log', format])
    let out = ''
    running.child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    try {
      await groupsOf(running.url)
      // A message ana may not see: its 404 is a 404, and the log says why (issue 48).
      const hidden = await fetch(`${running.url}/v1/messages/msg_c1`, { headers: { Authorization: 'Bearer tok_ana' } })
      expect(hidden.status).toBe(404)
      await until(async () => out.includes('/v1/messages/msg_c1'))
    } finally {
      await running.stop()
    }
    const lines = out.split('\n')
    const line = lines.find((l) => l.includes('/v1/groups')) as string
    const at = lines.findIndex((l) => l.includes('/v1/messages/msg_c1'))
    const why =
      'msg_c1 exists, in conv_cleo, whose participants are ct_cleo and ct_dan; ct_ana is not one of them, so the API answers exactly as for a message that does not exist.'
    if (format === 'json') {
      expect(JSON.parse(line)).toMatchObject({
        method: 'GET',
        path: '/v1/groups',
        status: 200,
        caller: 'ct_ana',
        tenant: 'default',
      })
      expect(JSON.parse(line).why).toBeUndefined()
      expect(JSON.parse(lines[at])).toMatchObject({ path: '/v1/messages/msg_c1', status: 404, why })
    } else {
      expect(line).toMatch(/INFO: GET \/v1\/groups 200 [0-9.]+ ms ct_ana$/)
      expect(lines[at]).toMatch(/INFO: GET \/v1\/messages\/msg_c1 404 [0-9.]+ ms ct_ana$/)
      expect(lines[at + 1]).toBe(`    why: ${why}`)
    }
  }
})

const sendMessage = {
  headers: { Authorization: 'Bearer tok_ana', 'Content-Type': 'application/json' },
  body: JSON.stringify({ conversation_id: 'conv_trip', message: 'sent while shutting down' }),
}

it('SIGTERM lets the requests in flight finish, closing each connection as it falls idle, then exits 0', async () => {
  cli = await startCli()
  const idle = await idleConnection(cli.url)
  // In flight by construction: the server has their headers, and each body comes only when the
  // test says. No sleep guesses when a request got there or when the signal was handled.
  const first = holdRequest(`${cli.url}/v1/messages`, 'POST', sendMessage.headers, sendMessage.body)
  const second = holdRequest(`${cli.url}/v1/messages`, 'POST', sendMessage.headers, sendMessage.body)
  await Promise.all([first.arrived, second.arrived])
  const exited = once(cli.child, 'exit')
  cli.child.kill('SIGTERM')
  await refusesConnections(cli.url)

  // While `second` is held the CLI cannot exit, so only the server closes these connections: the
  // idle one at once, `first`'s as soon as it is answered. A shutdown that kept either open would
  // wait until the CLI gives up (5 s after the signal, before any keep-alive timeout) and exits,
  // and `second` would never be answered. The one thing left to timing is that the steps below
  // take less than those 5 s: a stall of seconds.
  await idle.closed
  first.release()
  expect((await first.answer).status).toBe(201)
  await first.closed
  expect(cli.child.exitCode).toBeNull()

  second.release()
  const res = await second.answer
  expect(res.status).toBe(201)
  expect(JSON.parse(res.body)).toMatchObject({ conversation_id: 'conv_trip', message: 'sent while shutting down' })
  expect(await exited).toEqual([0, null])
})

it('a second SIGTERM exits at once, without waiting for the request in flight', async () => {
  // The request in flight would be answered 4.9 s after it arrived, which is before the 5 s after
  // the first SIGTERM at which the CLI gives up waiting: a second SIGTERM that did not exit at
  // once would let it be answered, and this test fail, on any machine. The one thing left to
  // timing is that the test sends the second signal within those 4.9 s: a stall of seconds.
  cli = await startCli(['--latency', '4900-4900'])
  const held = holdRequest(`${cli.url}/v1/groups`, 'GET', { Authorization: 'Bearer tok_ana' })
  held.release()
  await held.arrived
  const exited = once(cli.child, 'exit')
  cli.child.kill('SIGTERM')
  await refusesConnections(cli.url)
  expect(cli.child.exitCode).toBeNull()
  cli.child.kill('SIGTERM')
  expect(await exited).toEqual([0, null])
  await expect(held.answer).rejects.toThrow()
})

it('refuses a fixture file over 64 MiB with exit 2 and a message naming the file', async () => {
  const file = join(dir, 'huge.json')
  writeFileSync(file, '')
  truncateSync(file, 100 * 1024 * 1024)
  await expect(startCli(['--fixtures', file])).rejects.toThrow(
    `the CLI exited with 2: messaging-mock: The fixture ${file} is invalid:\n  $: is 104857600 bytes, more than the 64 MiB a fixture may have\n`,
  )
})
