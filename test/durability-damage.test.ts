import { appendFileSync, existsSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type Api,
  buildDist,
  cleanUp,
  filesOf,
  kill9,
  launch,
  launchToEnd,
  message,
  type Running,
  startClock,
  tempDir,
  terminate,
} from './support/state-dir.js'

/**
 * Damaged files of a state directory (issue 46). A damaged end of the log, as a crash or a full
 * disk leaves it, is dropped and said, and everything before it kept; a damaged snapshot, or a
 * format newer than this version reads, stops the start with a message naming the file, and
 * changes no byte of the directory.
 */

beforeAll(buildDist, 600_000)
afterEach(cleanUp)

const seeded = (dir: string) => ['--state-dir', dir, '--seed', '1', '--clock', String(startClock)]

/** Everything a start must bring back, of two tenants. */
async function exportOf(api: Api) {
  return {
    state: await api.read('/__state'),
    clock: await api.read('/__clock'),
    faults: await api.read('/__faults'),
    requests: await api.read('/__requests'),
    w2: await api.read('/__state', { tenant: 'w2', prefix: true }),
    w2Requests: await api.read('/__requests', { tenant: 'w2', prefix: true }),
  }
}

/** A few changes of every kind, in the default tenant and in w2; returns the message sent. */
async function someChanges(api: Api) {
  const sent = await api.post('/v1/messages', message('conv_trip', 'before the damage'))
  expect(sent.status).toBe(201)
  expect((await api.put(`/v1/messages/${sent.body.id}`, { message: 'edited before the damage' })).status).toBe(200)
  const group = await api.post(
    '/v1/groups',
    { name: 'W2', contacts: [{ id: 'ct_ben' }] },
    { tenant: 'w2', prefix: true },
  )
  expect(group.status).toBe(201)
  expect((await api.post('/__clock', { advance: 30 })).status).toBe(200)
  expect((await api.post('/__faults', { path: '/v1/nowhere', status: 503, times: 2 })).status).toBe(201)
  return sent.body
}

/** New writes after a start that dropped a tail are kept too: another kill -9 and start bring them back, saying nothing. */
async function writesGoOn(dir: string, mock: Running) {
  const later = await mock.api.post('/v1/messages', message('conv_dm_ana_ben', 'after the damage'))
  expect(later.status).toBe(201)
  const before = await exportOf(mock.api)
  await kill9(mock)
  const again = await launch({ cli: seeded(dir) })
  expect(await exportOf(again.api)).toEqual(before)
  expect(await again.api.read(`/v1/messages/${later.body.id}`)).toEqual(later.body)
  expect(again.stderr()).toBe('')
}

describe('a damaged end of the log', () => {
  it.each([
    ['garbage after the last whole change', '\x00\x00garbage', 'cut short'],
    ['a whole line that is not a change', '\x00\x00garbage\n', 'not a change: "\\u0000\\u0000garbage"'],
    ['half a change', '{"kind":"records","tenant":"default","maps":{"mess', 'cut short'],
  ])('%s: dropped and said; everything before it is there, and new writes are kept', async (_, garbage, why) => {
    const dir = tempDir()
    const first = await launch({ cli: seeded(dir) })
    await someChanges(first.api)
    const before = await exportOf(first.api)
    await kill9(first)
    const log = join(dir, 'log-1.jsonl')
    const whole = readFileSync(log)
    appendFileSync(log, garbage)

    const second = await launch({ cli: seeded(dir) })
    expect(second.stderr()).toBe(
      `messaging-mock: ${log}: dropped ${Buffer.byteLength(garbage)} bytes after the last whole change (at byte ${whole.length}): ${why}\n`,
    )
    // Cut back to its last whole change before anything is appended.
    expect(readFileSync(log)).toEqual(whole)
    expect(await exportOf(second.api)).toEqual(before)
    await writesGoOn(dir, second)
  })

  it('a last change cut short (a read journaled just before SIGTERM): only that change is lost', async () => {
    const dir = tempDir()
    const first = await launch({ cli: seeded(dir) })
    const sent = await someChanges(first.api)
    const read = await first.api.get(`/v1/messages/${sent.id}`)
    expect(read.status).toBe(200)
    const before = await exportOf(first.api)
    expect(before.requests.data[0]).toMatchObject({ method: 'GET', path: `/v1/messages/${sent.id}`, status: 200 })
    expect((await terminate(first)).code).toBe(0)

    const log = join(dir, 'log-1.jsonl')
    const bytes = readFileSync(log)
    const lastStart = bytes.lastIndexOf(10, bytes.length - 2) + 1
    const last = JSON.parse(bytes.subarray(lastStart).toString('utf8'))
    expect(last).toMatchObject({ kind: 'request', tenant: 'default', request: { method: 'GET', status: 200 } })
    truncateSync(log, bytes.length - 5)

    const second = await launch({ cli: seeded(dir) })
    expect(second.stderr()).toBe(
      `messaging-mock: ${log}: dropped ${bytes.length - 5 - lastStart} bytes after the last whole change (at byte ${lastStart}): cut short\n`,
    )
    expect(readFileSync(log)).toEqual(bytes.subarray(0, lastStart))
    expect(await exportOf(second.api)).toEqual({ ...before, requests: { data: before.requests.data.slice(1) } })
    expect(await second.api.read(`/v1/messages/${sent.id}`)).toEqual(read.body)
    await writesGoOn(dir, second)
  })
})

/** A directory whose log was folded into a snapshot (its first 4 KiB, folded at once), left by SIGTERM. */
async function folded(dir: string): Promise<string> {
  const mock = await launch({ server: { stateDir: dir, stateFoldBytes: 4096, seed: 1, clock: startClock } })
  for (let i = 0; i < 3; i++)
    expect((await mock.api.post('/v1/messages', message('conv_trip', `m${i}`))).status).toBe(201)
  expect((await terminate(mock)).code).toBe(0)
  const names = readdirSync(dir)
  const snapshot = names.find((name) => /^snapshot-\d+\.jsonl$/.test(name))
  expect(snapshot, names.join(' ')).toBeDefined()
  return join(dir, snapshot as string)
}

/** A refused start: exit 2, the message naming the file, not one byte of the directory changed. */
async function refusedStart(dir: string, why: string) {
  const files = filesOf(dir)
  const exit = await launchToEnd({ cli: seeded(dir) })
  expect(exit).toEqual({
    code: 2,
    signal: null,
    stdout: '',
    stderr: `messaging-mock: Cannot start from the state directory: ${why}\n`,
  })
  expect(filesOf(dir)).toEqual(files)
  expect(existsSync(join(dir, 'LOCK'))).toBe(false)
}

describe('a damaged snapshot', () => {
  /** Changes `snapshot`'s bytes; returns the byte where the start finds the damage. */
  const damages: [string, string, (bytes: Buffer) => { bytes: Buffer; at: number }][] = [
    [
      'a byte flipped inside a text',
      'its checksum does not match',
      (bytes) => {
        const copy = Buffer.from(bytes)
        copy[copy.indexOf('Lisbon') + 5] ^= 0x01
        return { bytes: copy, at: copy.lastIndexOf(10, copy.length - 2) + 1 }
      },
    ],
    [
      'a byte flipped in the JSON of a line',
      'a line that is not JSON',
      (bytes) => {
        const copy = Buffer.from(bytes)
        const at = copy.indexOf(10) + 1
        copy[at] ^= 0x01
        return { bytes: copy, at }
      },
    ],
    [
      'cut short',
      'cut short',
      (bytes) => ({ bytes: bytes.subarray(0, bytes.length - 10), at: bytes.lastIndexOf(10, bytes.length - 2) + 1 }),
    ],
  ]

  it.each(damages)('%s: exit 2 naming the file, nothing changed', async (_, why, damage) => {
    const dir = tempDir()
    const snapshot = await folded(dir)
    const { bytes, at } = damage(readFileSync(snapshot))
    writeFileSync(snapshot, bytes)
    await refusedStart(
      dir,
      `${snapshot} is damaged (${why}, at byte ${at}): nothing was changed; restore it from a backup, or move the directory away to start empty`,
    )
  })
})

describe('a format newer than this version', () => {
  it.each(['log', 'snapshot'])(
    'in the header of a %s: exit 2 naming the file and the version, nothing changed',
    async (kind) => {
      const dir = tempDir()
      let path: string
      if (kind === 'snapshot') path = await folded(dir)
      else {
        const mock = await launch({ cli: seeded(dir) })
        await someChanges(mock.api)
        await kill9(mock)
        path = join(dir, 'log-1.jsonl')
      }
      const bytes = readFileSync(path, 'utf8')
      const header = `{"format":"messaging-mock-state","version":1,`
      expect(bytes.startsWith(header)).toBe(true)
      writeFileSync(path, bytes.replace(header, `{"format":"messaging-mock-state","version":99,`))
      await refusedStart(
        dir,
        `${path} is of format version 99, newer than this messaging-mock reads (1): start a newer version, or another --state-dir`,
      )
    },
  )
})
