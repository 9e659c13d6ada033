import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type Answer,
  type Api,
  buildDist,
  cleanUp,
  kill9,
  type Launch,
  launch,
  message,
  type Running,
  startClock,
  tempDir,
} from './support/state-dir.js'

/**
 * A kill during the fold of the log into a snapshot (issue 46). A mock whose log is folded past a
 * few KiB (startServer's stateFoldBytes) runs a fixed sequence of requests, one at a time, and is
 * killed with SIGKILL at a step of its first fold; started again, it must be what a mock that was
 * never killed is after the same acknowledged requests: the same state, clock, faults and journal
 * in both tenants. Then it runs the rest of the sequence through several whole folds, and a start
 * from their snapshot is that mock again.
 */

beforeAll(buildDist, 600_000)
afterEach(cleanUp)

const seeded = { seed: 1, clock: startClock }
const cliSeeded = ['--seed', '1', '--clock', String(startClock)]
const w2 = { tenant: 'w2', prefix: true }
const small = JSON.parse(readFileSync(new URL('./fixtures/small.json', import.meta.url), 'utf8'))

/** Step `i` of the sequence, given the answers before it: writes of every kind in two tenants, and reads. */
function step(i: number, answers: Answer[]): (api: Api) => Promise<Answer> {
  const round = Math.floor(i / 8)
  const at = (k: number) => answers[round * 8 + k].body
  switch (i % 8) {
    case 0:
      return (api) => api.post('/v1/messages', message('conv_trip', `round ${round}: hello`))
    case 1:
      return (api) => api.put(`/v1/messages/${at(0).id}`, { message: `round ${round}: edited` })
    case 2:
      return (api) => api.post('/v1/groups', { name: `Group ${round}`, contacts: [{ id: 'ct_ben' }] }, w2)
    case 3:
      return (api) => api.post('/v1/messages', message(at(2).conversation_id, `round ${round} in w2`), w2)
    case 4:
      return round % 2 === 0
        ? (api) => api.get(`/v1/messages/${at(0).id}`)
        : (api) => api.get('/v1/messages?conversation_id=conv_trip&limit=2')
    case 5:
      return round % 2 === 0
        ? (api) => api.delete(`/v1/groups/${at(2).id}`, w2)
        : (api) => api.delete(`/v1/messages/${at(0).id}`)
    case 6:
      return round % 3 === 0
        ? (api) => api.post('/__faults', { method: 'GET', path: '/v1/groups/grp_none', status: 503, times: round + 2 })
        : (api) => api.post('/__clock', { advance: 13 })
    default:
      if (round % 4 === 1) return (api) => api.post('/__fixtures', small, w2)
      if (round % 4 === 3) return (api) => api.post('/__reset', undefined, w2)
      // Uses one of the fault's times: a change of the faults, made by a /v1 request.
      return (api) => api.get('/v1/groups/grp_none')
  }
}

const steps = 96

/** Runs steps `from` to `to` on `api`; stops at the first that gets no answer (the process died). */
async function run(api: Api, answers: Answer[], to: number, skip?: { step: number; answer: Answer }): Promise<void> {
  for (let i = answers.length; i < to; i++) {
    if (i === skip?.step) {
      answers.push(skip.answer)
      continue
    }
    let answer: Answer
    try {
      answer = await step(i, answers)(api)
    } catch {
      return
    }
    answers.push(answer)
  }
}

/** Whether step `i` only reads: its journal entry is all it changes, written up to a second later. */
const onlyReads = (i: number) => i % 8 === 4

/** Both tenants as a test compares them; the journal without the time each request took, which no two runs share. */
async function exportOf(api: Api) {
  const journal = async (target?: typeof w2) =>
    (await api.read('/__requests', target)).data.map(({ duration_ms, ...entry }: Record<string, unknown>) => entry)
  return {
    state: await api.read('/__state'),
    clock: await api.read('/__clock'),
    faults: await api.read('/__faults'),
    journal: await journal(),
    w2: await api.read('/__state', w2),
    w2Clock: await api.read('/__clock', w2),
    w2Faults: await api.read('/__faults', w2),
    w2Journal: await journal(w2),
    tenants: (await api.read('/__tenants')).data.map((t: { name: string }) => t.name),
    // Both read the journal's requests and answers as kept: the coverage, and the pact of each tenant.
    coverage: await api.read('/__coverage?tenants=all'),
    pact: await api.read('/__pact?consumer=web&provider=mock'),
    w2Pact: await api.read('/__pact?consumer=web&provider=mock', w2),
  }
}

/**
 * A mock never killed nor kept, after the first `count` steps: what the killed one must be. `lost`:
 * a step that only read, which it does not send (the killed one lost its journal entry).
 */
async function twin(count: number, answers: Answer[], lost?: number) {
  const mock = await launch({ cli: cliSeeded })
  const own: Answer[] = []
  await run(mock.api, own, count, lost === undefined ? undefined : { step: lost, answer: answers[lost] })
  // The same requests, the same answers: the sequence is the one compared.
  expect(own).toEqual(answers.slice(0, count))
  return exportOf(mock.api)
}

function foldingServer(dir: string, foldBytes: number, dieAt?: Launch['dieAt']): Promise<Running> {
  return launch({ server: { stateDir: dir, stateFoldBytes: foldBytes, ...seeded }, dieAt })
}

describe('a kill during the fold', () => {
  it.each([
    ['snapshot-write', 'with the snapshot half written', ['log-1.jsonl', 'log-2.jsonl', 'snapshot-2.jsonl.tmp']],
    [
      'snapshot-rename',
      'with the snapshot whole, before its rename',
      ['log-1.jsonl', 'log-2.jsonl', 'snapshot-2.jsonl.tmp'],
    ],
    [
      'old-files-removed',
      'with the snapshot in place, before the old log is removed',
      ['log-1.jsonl', 'log-2.jsonl', 'snapshot-2.jsonl'],
    ],
  ] as const)('kill -9 at %s (%s) loses nothing acknowledged', async (dieAt, _, files) => {
    const dir = tempDir()
    // Room for some steps past the default world, which the log holds from the first change.
    const foldBytes = 32 * 1024
    const dying = await foldingServer(dir, foldBytes, dieAt)
    const answers: Answer[] = []
    await run(dying.api, answers, steps)
    const exit = await kill9(dying)
    expect(exit.signal).toBe('SIGKILL')
    expect(answers.length).toBeGreaterThan(8)
    expect(answers.length).toBeLessThan(steps)
    expect(
      readdirSync(dir)
        .filter((name) => name !== 'LOCK')
        .sort(),
    ).toEqual(files)
    // Every answer was a success: what the mock acknowledged.
    expect(answers.filter((a) => a.status >= 300 && a.status !== 503)).toEqual([])

    const again = await foldingServer(dir, foldBytes)
    expect(again.stderr()).toBe('')
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([])
    // A fold waits for the disk in libuv's pool while requests go on: the step answered last before
    // the kill may be a read, whose journal entry waits up to a second to be written
    // (docs/durability.md). The kill takes that entry or not; it takes nothing else.
    const restored = await exportOf(again.api)
    const last = answers.length - 1
    const lost =
      onlyReads(last) && restored.journal.length < (await twin(answers.length, answers)).journal.length
        ? last
        : undefined
    expect(restored).toEqual(await twin(answers.length, answers, lost))

    // The rest of the sequence, through at least one whole fold (the next comes once the log holds
    // as much as the last snapshot); a start from its snapshot is the twin too.
    await run(again.api, answers, steps)
    expect(answers).toHaveLength(steps)
    const generations = readdirSync(dir).filter((name) => /^snapshot-\d+\.jsonl$/.test(name))
    expect(generations).toHaveLength(1)
    expect(Number(/\d+/.exec(generations[0])?.[0])).toBeGreaterThan(2)
    await kill9(again)
    const final = await launch({ cli: ['--state-dir', dir, ...cliSeeded] })
    expect(final.stderr()).toBe('')
    expect(await exportOf(final.api)).toEqual(await twin(steps, answers, lost))
  })

  it('kill -9 from outside once the fold has begun (its new log is there) loses nothing acknowledged', async () => {
    const dir = tempDir()
    const foldBytes = 32 * 1024
    const mock = await foldingServer(dir, foldBytes)
    const answers: Answer[] = []
    // Killed after a change, not a read: a read's journal entry is written up to 5 ms after its answer.
    const folding = () => existsSync(join(dir, 'log-2.jsonl')) && answers.length % 8 !== 5
    for (let i = 0; i < steps && !folding(); i++) await run(mock.api, answers, i + 1)
    expect(existsSync(join(dir, 'log-2.jsonl'))).toBe(true)
    expect(statSync(join(dir, 'log-1.jsonl'), { throwIfNoEntry: false })?.size ?? foldBytes).toBeGreaterThanOrEqual(
      foldBytes,
    )
    await kill9(mock)
    const again = await launch({ cli: ['--state-dir', dir, ...cliSeeded] })
    expect(again.stderr()).toBe('')
    expect(await exportOf(again.api)).toEqual(await twin(answers.length, answers))
  })
})
