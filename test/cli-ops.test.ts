import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { type RunningCli, startCli } from './support/cli.js'

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

const until = async (check: () => Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('timed out')
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
      await until(async () => out.includes('/v1/groups'))
    } finally {
      await running.stop()
    }
    const line = out.split('\n').find((l) => l.includes('/v1/groups')) as string
    if (format === 'json')
      expect(JSON.parse(line)).toMatchObject({
        method: 'GET',
        path: '/v1/groups',
        status: 200,
        caller: 'ct_ana',
        tenant: 'default',
      })
    else expect(line).toMatch(/INFO: GET \/v1\/groups 200 [0-9.]+ ms ct_ana$/)
  }
})

it('SIGTERM lets a request in flight finish, then exits 0', async () => {
  cli = await startCli(['--latency', '400-400'])
  const pending = fetch(`${cli.url}/v1/groups`, { headers: { Authorization: 'Bearer tok_ana' } })
  await new Promise((r) => setTimeout(r, 100))
  const started = Date.now()
  cli.child.kill('SIGTERM')
  const res = await pending
  expect(res.status).toBe(200)
  const [code] = await once(cli.child, 'exit')
  expect(code).toBe(0)
  expect(Date.now() - started).toBeLessThan(5000)
})

it('a second SIGTERM exits at once', async () => {
  cli = await startCli(['--latency', '3000-3000'])
  void fetch(`${cli.url}/v1/groups`, { headers: { Authorization: 'Bearer tok_ana' } }).catch(() => undefined)
  await new Promise((r) => setTimeout(r, 100))
  cli.child.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 100))
  const started = Date.now()
  cli.child.kill('SIGTERM')
  const [code] = await once(cli.child, 'exit')
  expect(code).toBe(0)
  expect(Date.now() - started).toBeLessThan(1000)
})

it('refuses a fixture file over 64 MiB with exit 2 and a message naming the file', async () => {
  const file = join(dir, 'huge.json')
  writeFileSync(file, '')
  truncateSync(file, 100 * 1024 * 1024)
  await expect(startCli(['--fixtures', file])).rejects.toThrow(
    `the CLI exited with 2: messaging-mock: The fixture ${file} is invalid:\n  $: is 104857600 bytes, more than the 64 MiB a fixture may have\n`,
  )
})
