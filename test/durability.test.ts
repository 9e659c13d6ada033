import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Message } from '../src/engine/core/types.gen.js'
import { holdRequest } from './support/cli.js'
import {
  type Answer,
  type Api,
  buildDist,
  cleanUp,
  filesOf,
  kill9,
  launch,
  launchToEnd,
  message,
  startClock,
  tempDir,
  terminate,
  until,
} from './support/state-dir.js'

/**
 * The state directory (issue 46) from outside: the built CLI with --state-dir, ended by SIGTERM or
 * kill -9 and started again on the same directory. What it acknowledged comes back exactly.
 * The kill during concurrent writers is in durability-kill.test.ts, damaged files in
 * durability-damage.test.ts, the fold in durability-fold.test.ts, a refused write in
 * durability-refused.test.ts.
 */

beforeAll(buildDist, 600_000)
afterEach(cleanUp)

const seeded = (dir: string) => ['--state-dir', dir, '--seed', '1', '--clock', String(startClock)]

describe('SIGTERM', () => {
  it('exits 0 with everything written: the world, the clock, the faults, and the journal up to a read sent just before', async () => {
    const dir = tempDir()
    const first = await launch({ cli: seeded(dir) })
    const sent = await first.api.post('/v1/messages', message('conv_trip', 'kept through SIGTERM'))
    expect(sent.status).toBe(201)
    const group = await first.api.post('/v1/groups', { name: 'Kept', contacts: [{ id: 'ct_ben' }] }, { tenant: 'w2' })
    expect(group.status).toBe(201)
    expect((await first.api.post('/__clock', { advance: 60 })).body).toEqual({ now: startClock + 60, frozen: true })
    const fault = { method: 'DELETE', path: '/v1/groups/*', status: 503, times: 4 }
    expect((await first.api.post('/__faults', fault)).body).toEqual({ id: 'flt_1', ...fault, delay_ms: 0 })
    const before = await exportOf(first.api)
    // A read's journal entry waits up to 5 ms to be written with others: SIGTERM right after it.
    const read = await first.api.get(`/v1/messages/${sent.body.id}`)
    expect(read).toEqual({ status: 200, body: sent.body })
    const exit = await terminate(first)
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null })
    expect(existsSync(join(dir, 'LOCK'))).toBe(false)

    const second = await launch({ cli: seeded(dir) })
    const after = await exportOf(second.api)
    expect(after.requests.data[0]).toEqual({
      method: 'GET',
      path: `/v1/messages/${sent.body.id}`,
      query: {},
      body: null,
      caller: 'ct_ana',
      status: 200,
      duration_ms: expect.any(Number),
      at: startClock + 60,
      problem: null,
      // What the journal says of why is kept with it, and read into the same sentences after the restart.
      why: [
        expect.objectContaining({ code: 'tenant.default' }),
        expect.objectContaining({
          code: 'caller.token',
          message: "The token tok_ana is the fixture's token of ct_ana; it never expires.",
        }),
        expect.objectContaining({
          code: 'route.matched',
          message: 'The route is GET /v1/messages/{id} (retrieve_message).',
        }),
      ],
    })
    expect({ ...after, requests: { data: after.requests.data.slice(1) } }).toEqual(before)
    expect(await second.api.read(`/v1/messages/${sent.body.id}`)).toEqual(sent.body)
    expect(await second.api.read(`/v1/groups/${group.body.id}`, { tenant: 'w2' })).toEqual(group.body)
  })

  it('exits 0 with a request still open (it does not wait for it), having written the read answered just before', async () => {
    const dir = tempDir()
    const first = await launch({ cli: seeded(dir) })
    const sent = await first.api.post('/v1/messages', message('conv_trip', 'kept with a request open'))
    expect(sent.status).toBe(201)
    // Its body never comes: the server cannot close before its time limit, and exits then.
    const open = holdRequest(`${first.url}/v1/messages`, 'POST', { Authorization: 'Bearer tok_ana' }, '{}')
    await open.arrived
    const read = await first.api.get(`/v1/messages/${sent.body.id}`)
    expect(read).toEqual({ status: 200, body: sent.body })
    const exit = await terminate(first)
    expect({ code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null })
    await expect(open.answer).rejects.toThrow()

    const second = await launch({ cli: seeded(dir) })
    const journal = (await second.api.read('/__requests')).data
    expect(journal.map((e: { method: string; path: string; status: number }) => [e.method, e.path, e.status])).toEqual([
      ['GET', `/v1/messages/${sent.body.id}`, 200],
      ['POST', '/v1/messages', 201],
    ])
    expect(await second.api.read(`/v1/messages/${sent.body.id}`)).toEqual(sent.body)
  })
})

/** The whole lines of a log as written so far, parsed. */
function changesOf(log: string) {
  return readFileSync(log, 'utf8')
    .split('\n')
    .slice(1, -1)
    .map((line) => JSON.parse(line))
}

/** The texts of the messages the records changes of a log wrote. */
function messagesOf(log: string): string[] {
  return changesOf(log)
    .filter((change) => change.kind === 'records')
    .flatMap((change) => (change.maps.messages ?? []) as [string, { message?: string } | null][])
    .flatMap(([, record]) => (record?.message === undefined ? [] : [record.message]))
}

/** How many actions of the activity the last meta change of a log says are done. */
function activityDone(log: string): number {
  return changesOf(log).findLast((change) => change.kind === 'meta')?.meta.activity.pastTotal ?? 0
}

describe('changes no request answers', () => {
  it('what the activity does on its own, on the real clock, is written with no request, and survives kill -9', async () => {
    const dir = tempDir()
    const first = await launch({ cli: ['--state-dir', dir, '--seed', '1'] })
    const event = (after: number, text: string) => ({
      after,
      contact: 'ct_ben',
      conversation_id: 'conv_trip',
      action: 'send',
      message: text,
    })
    const script = [event(1, 'on its own, first'), event(2, 'on its own, second'), event(3600, 'an hour later')]
    const set = await first.api.post('/__activity', { script })
    expect(set.status).toBe(200)
    // No request from here to the kill: the timer's change is in the log by itself (30 s: a generous limit).
    const log = join(dir, 'log-1.jsonl')
    // The activity's meta is the last line of the change that wrote the message: once it is whole, all of it is.
    for (let waited = 0; waited < 30_000 && activityDone(log) < 2; waited += 20) await sleep(20)
    expect(activityDone(log)).toBe(2)
    expect(messagesOf(log)).toContain('on its own, second')
    await kill9(first)

    const second = await launch({ cli: ['--state-dir', dir, '--seed', '1'] })
    const activity = await second.api.read('/__activity')
    expect(activity).toMatchObject({ pending_total: 1, happened_total: 2 })
    expect(activity.pending).toEqual([set.body.pending[2]])
    // Newest first, each as it was pending, done, with the message it wrote.
    expect(activity.happened).toEqual(
      [set.body.pending[1], set.body.pending[0]].map((p) => ({ ...p, status: 'done', result_id: expect.any(String) })),
    )
    for (const [i, done] of activity.happened.entries())
      expect(await second.api.read(`/v1/messages/${done.result_id}`)).toMatchObject({
        contact: { id: 'ct_ben' },
        conversation_id: 'conv_trip',
        message: ['on its own, second', 'on its own, first'][i],
      })
  })
})

describe('the ways to ask for it', () => {
  it.each(['always', 'everysec', 'no'])('--fsync %s: a kill -9 right after the answer loses nothing', async (fsync) => {
    const dir = tempDir()
    const first = await launch({ cli: [...seeded(dir), '--fsync', fsync] })
    const sent = await first.api.post('/v1/messages', message('conv_trip', `kept with --fsync ${fsync}`))
    expect(sent.status).toBe(201)
    await kill9(first)
    const second = await launch({ cli: seeded(dir) })
    expect(await second.api.read(`/v1/messages/${sent.body.id}`)).toEqual(sent.body)
  })

  it('MESSAGING_MOCK_STATE_DIR keeps the tenants as --state-dir does', async () => {
    const dir = tempDir()
    const first = await launch({ env: { MESSAGING_MOCK_STATE_DIR: dir } })
    const sent = await first.api.post('/v1/messages', message('conv_trip', 'kept by the variable'), { tenant: 'env' })
    expect(sent.status).toBe(201)
    await kill9(first)
    expect(readdirSync(dir).sort()).toEqual(['LOCK', 'log-1.jsonl'])
    const second = await launch({ cli: ['--state-dir', dir] })
    expect(await second.api.read(`/v1/messages/${sent.body.id}`, { tenant: 'env' })).toEqual(sent.body)
  })

  it('without it a restart starts afresh: what the tests above find again, the directory kept', async () => {
    const first = await launch({ cli: ['--seed', '1'] })
    const sent = await first.api.post('/v1/messages', message('conv_trip', 'in memory only'))
    expect(sent.status).toBe(201)
    await kill9(first)
    const second = await launch({ cli: ['--seed', '1'] })
    expect(await second.api.get(`/v1/messages/${sent.body.id}`)).toEqual({
      status: 404,
      body: {
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        code: 'not_found',
        detail: 'No such message.',
        errors: [],
      },
    })
  })
})

/** What the tests compare of the default tenant and of w2: state, clock, faults, journals, tenants. */
async function exportOf(api: Api) {
  return {
    state: await api.read('/__state'),
    clock: await api.read('/__clock'),
    faults: await api.read('/__faults'),
    requests: await api.read('/__requests'),
    w2: await api.read('/__state', { tenant: 'w2' }),
    w2Requests: await api.read('/__requests', { tenant: 'w2' }),
    tenants: (await api.read('/__tenants')).data.map(({ name, counts, created_at }: Record<string, unknown>) => ({
      name,
      counts,
      created_at,
    })),
  }
}

describe('text beyond ASCII', () => {
  it('comes back as it was sent, in the world, the problems and the journal, after kill -9', async () => {
    const dir = tempDir()
    const first = await launch({ cli: seeded(dir) })
    // Two-, three- and four-byte UTF-8, and a line separator, which JSON need not escape.
    const text = 'Grüße — 你好 😀\u2028end'
    const sent = await first.api.post('/v1/messages', message('conv_trip', text))
    expect([sent.status, sent.body.message]).toEqual([201, text])
    const group = await first.api.post('/v1/groups', { name: 'Équipe 日本', contacts: [{ id: 'ct_ben' }] })
    expect(group.status).toBe(201)
    // A problem, whose journal entry keeps the body it was sent, parsed and as its bytes.
    const refused = await first.api.post('/v1/messages', message('conv_😀', 'x'))
    expect([refused.status, refused.body.code]).toEqual([404, 'not_found'])
    const before = await exportOf(first.api)
    await kill9(first)

    const second = await launch({ cli: seeded(dir) })
    expect(await exportOf(second.api)).toEqual(before)
    expect(await second.api.read(`/v1/messages/${sent.body.id}`)).toEqual(sent.body)
  })
})

describe('a seeded mock across a restart', () => {
  /**
   * The same requests, in the same order, to a seeded mock: the answers of the whole sequence,
   * then the world and the messages the tenants' activity wrote (generated texts).
   */
  const steps: ((api: Api) => Promise<Answer>)[] = [
    (api) => api.post('/__activity', { preset: 'replies' }),
    (api) => api.post('/v1/messages', message('conv_trip', 'first, before the restart')),
    // A restart falls here in one of the runs, with the reply to that message pending.
    (api) => api.post('/__clock', { advance: 61 }),
    (api) => api.post('/v1/groups', { name: 'Before', contacts: [{ id: 'ct_ben' }] }, { tenant: 'w2', prefix: true }),
    (api) => api.post('/v1/messages', message('conv_dm_ana_ben', 'in w2'), { tenant: 'w2', prefix: true }),
    (api) => api.post('/v1/groups', { name: 'In a tenant dropped' }, { tenant: 'gone' }),
    (api) => api.delete('/__tenants/gone'),
    // And another here.
    (api) => api.post('/v1/messages', message('conv_trip', 'second, after the restart')),
    (api) => api.post('/__clock', { advance: 61 }),
    (api) => api.post('/v1/groups', { name: 'After', contacts: [{ username: 'newcomer' }] }),
    (api) => api.post('/v1/messages', message('conv_dm_ana_ben', 'in w2 again'), { tenant: 'w2', prefix: true }),
    (api) => api.post('/v1/groups', { name: 'After in w2' }, { tenant: 'w2', prefix: true }),
    (api) => api.get('/v1/messages?conversation_id=conv_trip&limit=5'),
    (api) => api.get('/__state'),
    (api) => api.get('/__state', { tenant: 'w2' }),
    (api) => api.get('/__activity'),
    // The coverage of every tenant, and of the one dropped.
    (api) => api.get('/__coverage?tenants=all'),
  ]
  const restarts = [2, 7]

  it.each(['kill -9', 'SIGTERM'])(
    'makes the ids, times and texts it would have made without the restart (%s)',
    async (how) => {
      const dir = tempDir()
      let restarted = await launch({ cli: seeded(dir) })
      const answers: Answer[] = []
      for (const [i, step] of steps.entries()) {
        if (restarts.includes(i)) {
          await (how === 'kill -9' ? kill9(restarted) : terminate(restarted))
          restarted = await launch({ cli: seeded(dir) })
        }
        answers.push(await step(restarted.api))
      }

      const straight = await launch({ cli: ['--seed', '1', '--clock', String(startClock)] })
      const expected: Answer[] = []
      for (const step of steps) expected.push(await step(straight.api))
      expect(expected.map((answer) => answer.status)).toEqual([
        200, 201, 200, 201, 201, 201, 200, 201, 200, 201, 201, 201, 200, 200, 200, 200, 200,
      ])
      expect(answers).toEqual(expected)
      // The activity answered each of ana's messages with a generated text: both are in the listing compared.
      const replies = expected[12].body.data.filter(
        (m: Message) => m.contact.id !== 'ct_ana' && m.created_at > startClock,
      )
      expect(replies).toHaveLength(2)
      expect(replies.map((m: Message) => m.message)).not.toContain('')
    },
  )
})

describe('the lock', () => {
  it('taken over from a dead process by two starts at once: one holds it, the other is refused', async () => {
    const dir = tempDir()
    const signals = tempDir()
    // A LOCK left by a process that is gone (killed, say).
    const gone = spawn(process.execPath, ['-e', ''])
    await once(gone, 'exit')
    const stale = { pid: gone.pid, host: hostname(), since: '2026-01-01T00:00:00.000Z' }
    writeFileSync(join(dir, 'LOCK'), `${JSON.stringify(stale)}\n`)

    // The second start found the LOCK stale and stops there, just before it takes it over...
    const second = launch({ server: { stateDir: dir }, env: { MOCK_TEST_PAUSE_DIR: signals } })
    second.catch(() => undefined)
    await until(() => existsSync(join(signals, 'paused')))
    // ... while the first takes it over and starts.
    const first = await launch({ cli: ['--state-dir', dir] })
    const lock = readFileSync(join(dir, 'LOCK'), 'utf8')
    expect(JSON.parse(lock)).toMatchObject({ pid: first.pid })
    writeFileSync(join(signals, 'go'), '')

    await expect(second).rejects.toThrow(
      `the mock ended before listening (2): the state directory ${dir} is held by process ${first.pid} on ${hostname()}`,
    )
    expect(readFileSync(join(dir, 'LOCK'), 'utf8')).toBe(lock)
    const sent = await first.api.post('/v1/messages', message('conv_trip', 'the holder goes on'))
    expect(sent.status).toBe(201)
  })

  it('refuses a second process on the same directory, naming it; the first goes on and its writes survive', async () => {
    const dir = tempDir()
    const first = await launch({ cli: ['--state-dir', dir] })
    const before = await first.api.post('/v1/messages', message('conv_trip', 'before the second process'))
    expect(before.status).toBe(201)
    const lockText = readFileSync(join(dir, 'LOCK'), 'utf8')
    const lock = JSON.parse(lockText)
    expect(lock).toEqual({ pid: first.pid, host: hostname(), since: expect.any(String) })
    const files = filesOf(dir)

    const second = await launchToEnd({ cli: ['--state-dir', dir] })
    expect({ code: second.code, signal: second.signal, stdout: second.stdout }).toEqual({
      code: 2,
      signal: null,
      stdout: '',
    })
    expect(second.stderr).toBe(
      `messaging-mock: Cannot start from the state directory: the state directory ${dir} is held by process ${first.pid} on ${hostname()} (since ${lock.since}): stop it, or give another --state-dir\n`,
    )
    expect(filesOf(dir)).toEqual(files)
    expect(readFileSync(join(dir, 'LOCK'), 'utf8')).toBe(lockText)

    expect(await first.api.read(`/v1/messages/${before.body.id}`)).toEqual(before.body)
    const after = await first.api.post('/v1/messages', message('conv_trip', 'after the second process'))
    expect(after.status).toBe(201)
    expect((await terminate(first)).code).toBe(0)

    const again = await launch({ cli: ['--state-dir', dir] })
    expect(await again.api.read(`/v1/messages/${before.body.id}`)).toEqual(before.body)
    expect(await again.api.read(`/v1/messages/${after.body.id}`)).toEqual(after.body)
  })
})
