import type { ActivityInput, ActivityState } from '../src/engine/core/types.gen.js'
import { BenchError, type Child, rssBytes } from './children.js'
import { reset } from './context.js'
import { count, mib } from './format.js'
import { send } from './load.js'

/**
 * Activity beside the reads (issue 26, point 5): the other participants of every conversation
 * reply, react, read and write on their own while the control-plane test (bench/beside.ts) reads.
 * The rules name no conversation, so they cover all of them; the client sends go round every
 * conversation of the caller, so what they set off is spread over the whole world.
 */

/** Send rules every second: the fastest a rule can write, ten times over. */
export const sendRules = 10

/**
 * Each client send is read, answered and reacted to, within 2 s: the demo preset's kinds of rules,
 * every one certain and faster. The draws are seeded, so every run schedules the same actions.
 */
export const activityInput: ActivityInput = {
  seed: 1,
  rules: [
    { action: 'read', delay: { min: 0, max: 2 } },
    { action: 'reply', delay: { min: 0, max: 2 } },
    { action: 'react', delay: { min: 0, max: 2 } },
    ...Array.from({ length: sendRules }, () => ({ action: 'send' as const, every: 1 })),
  ],
}

/** Client sends a second beside `reads` a second: a tenth, as a suite that writes a tenth of the time. */
export const sendRate = (reads: number) => Math.max(1, Math.round(reads / 10))

/** What the activity did over every round of one size, from GET /__activity at the end of each run. */
export interface ActivityTally {
  /** Client sends (POST /v1/messages as the caller), which the rules answer. */
  sends: number
  /** Simulated actions that ran (done or cancelled). */
  happened: number
  /** Of those, by action, the ones done; counted from the list GET /__activity keeps (its last 500). */
  done: Record<string, number>
  cancelled: number
  /** Whether every run's list held all that happened, so that `done` and `cancelled` add up to `happened`. */
  complete: boolean
  /** Actions still pending when each run ended, summed. */
  pending: number
  skipped: number
}

export function newActivityTally(): ActivityTally {
  return { sends: 0, happened: 0, done: {}, cancelled: 0, complete: true, pending: 0, skipped: 0 }
}

/** What the caller's client sends go to, and as whom. */
export interface Sender {
  token: string
  /** The caller's conversations, sent to in turn. */
  conversations: readonly string[]
  /** Client sends a second. */
  rate: number
}

/**
 * Puts `activityInput` in force, then sends as the caller, `rate` a second whatever the answers,
 * in each of its conversations in turn; `started` resolves once the activity has written its first
 * message. Stopping it reads GET /__activity into `tally` and resets the mock: the world, the
 * activity (back to none, the fixture's) and what was pending.
 */
export function startActivity(mock: Child, sender: Sender, tally: ActivityTally) {
  let failure: unknown
  let sent = 0
  const out = new Set<Promise<void>>()
  const headers = {
    authorization: `Bearer ${sender.token}`,
    'content-type': 'application/x-www-form-urlencoded',
  }
  const sendOne = () => {
    const conversation_id = sender.conversations[sent % sender.conversations.length]
    const body = new URLSearchParams({ conversation_id, message: `Bench send ${++sent}` }).toString()
    const answer = send(`${mock.url}/v1/messages`, 'POST', headers, body).then((got) => {
      if (got.status !== 201)
        throw new BenchError(
          `POST /v1/messages in ${conversation_id} answered ${got.status}: ${got.body.slice(0, 300)}`,
        )
      tally.sends++
    })
    const tracked = answer.catch((error: unknown) => {
      failure ??= error
    })
    out.add(tracked)
    tracked.finally(() => out.delete(tracked))
    return answer
  }
  let timer: NodeJS.Timeout | undefined
  const started = (async () => {
    await setActivity(mock)
    await sendOne()
    // On schedule from here, whatever the answers and however late a tick fires: the sends due by now.
    const from = performance.now()
    timer = setInterval(() => {
      const due = 1 + Math.floor(((performance.now() - from) / 1000) * sender.rate)
      while (sent < due) sendOne()
    }, 10)
    await firstWritten(mock)
  })()
  return {
    started,
    async stop() {
      clearInterval(timer)
      await started.catch(() => undefined)
      await Promise.all(out)
      try {
        await started
        if (failure !== undefined) throw failure
        addUp(tally, await readActivity(mock))
      } finally {
        await reset(mock)
      }
    },
  }
}

/** RSS of the mock, idle, with the activity off and just after it was turned on. */
export interface ActivityMemory {
  off: number | null
  on: number | null
  /** Actions pending just after it was turned on: the send rules' first messages. */
  pending: number
}

/**
 * What turning the activity on costs in memory, the mock idle (nothing pending yet but the send
 * rules' first messages): RSS before and just after, then a reset turns it off again.
 */
export async function activityMemory(mock: Child): Promise<ActivityMemory> {
  const off = rssBytes(mock.pid)
  const state = await setActivity(mock)
  const on = rssBytes(mock.pid)
  await reset(mock)
  return { off, on, pending: state.pending_total }
}

/** The memory figures of one world, for the report. */
export function describeMemory(m: ActivityMemory): string {
  const growth = m.off === null || m.on === null ? '' : ` (${signedMib(m.on - m.off)})`
  return `RSS idle ${mib(m.off)} with the activity off, ${mib(m.on)} just after it was turned on${growth}, ${count(m.pending)} pending`
}

const signedMib = (bytes: number) => `${bytes < 0 ? '-' : '+'}${mib(Math.abs(bytes))}`

/** What the activity did, for the table's last column. */
export function describeActivity(t: ActivityTally): string {
  const names = { read: 'reads', reply: 'replies', react: 'reactions', send: 'sends' }
  const done = Object.entries(names).map(([action, name]) => `${count(t.done[action] ?? 0)} ${name}`)
  const split = t.complete
    ? ` (${[...done, `${count(t.cancelled)} cancelled`].join(', ')})`
    : ` (the last 500 of each run: ${[...done, `${count(t.cancelled)} cancelled`].join(', ')})`
  return (
    `${count(t.sends)} client sends; ${count(t.happened)} simulated actions ran${split}, ` +
    `${count(t.pending)} pending at the ends of the runs, ${count(t.skipped)} skipped`
  )
}

async function setActivity(mock: Child): Promise<ActivityState> {
  const answer = await send(
    `${mock.url}/__activity`,
    'POST',
    { 'content-type': 'application/json' },
    JSON.stringify(activityInput),
  )
  if (answer.status !== 200)
    throw new BenchError(`POST /__activity answered ${answer.status}: ${answer.body.slice(0, 300)}`)
  return JSON.parse(answer.body) as ActivityState
}

/**
 * Waits until a simulated action has written a message (within 10 s). The first text of an
 * activity put in force builds its text generator, once, a stall of 10 to 25 ms: the reads are to
 * measure an activity that is on, not one being turned on, which happens once in a session.
 */
async function firstWritten(mock: Child): Promise<void> {
  const until = performance.now() + 10_000
  while (!(await readActivity(mock)).happened.some((a) => a.status === 'done' && a.result_id !== null)) {
    if (performance.now() > until) throw new BenchError('the activity wrote no message within 10 s of being turned on')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function readActivity(mock: Child): Promise<ActivityState> {
  const answer = await send(`${mock.url}/__activity`, 'GET', {})
  if (answer.status !== 200)
    throw new BenchError(`GET /__activity answered ${answer.status}: ${answer.body.slice(0, 300)}`)
  return JSON.parse(answer.body) as ActivityState
}

/** Adds a run's GET /__activity to the tally. */
function addUp(tally: ActivityTally, state: ActivityState): void {
  tally.happened += state.happened_total
  tally.pending += state.pending_total
  tally.skipped += state.skipped_total
  tally.complete &&= state.happened.length === state.happened_total
  for (const action of state.happened) {
    if (action.status === 'cancelled') tally.cancelled++
    else tally.done[action.action] = (tally.done[action.action] ?? 0) + 1
  }
}
