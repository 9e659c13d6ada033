/**
 * What pending activity costs in heap (issue 26, point 5), measured in process, where the bench's
 * RSS is too coarse to see it: `node --expose-gc --import tsx bench/activity-heap.ts [sizes]`
 * (default 1000,1000000). For each generated world of the control-plane test, the heap used after
 * forced collections with the activity off, just after the bench's rules are put in force (only
 * the send rules' first messages pending), and with a script of `scripted` reads pending. Prints
 * a markdown table.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ActivityInput, ActivityState } from '../src/engine/core/types.gen.js'
import { startServer } from '../src/index.js'
import { activityInput } from './activity.js'
import { count, table } from './format.js'
import { writeGeneratedWorld } from './worlds.js'

/** Scripted actions pending in the last measure: as many as a body of at most 1 MiB holds. */
const scripted = 5000

const gc = globalThis.gc
if (gc === undefined) {
  console.error('Run with node --expose-gc --import tsx bench/activity-heap.ts')
  process.exit(2)
}

/** Heap used once the garbage is collected (a few passes: weak references and finalisers take more than one). */
function heap(): number {
  for (let i = 0; i < 4; i++) gc?.()
  return process.memoryUsage().heapUsed
}

const kB = (bytes: number) => `${count(bytes / 1024)} KB`
const sizes = (process.argv[2] ?? '1000,1000000').split(',').map(Number)
const dir = mkdtempSync(join(tmpdir(), 'activity-heap-'))
const rows: string[][] = []
try {
  for (const messages of sizes) {
    const file = join(dir, `world-${messages}.json`)
    const world = writeGeneratedWorld(file, messages)
    const mock = await startServer({ port: 0, fixtures: JSON.parse(readFileSync(file, 'utf8')), seed: 1 })
    try {
      const post = async (path: string, body: unknown) => {
        const answer = await fetch(`${mock.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        if (!answer.ok) throw new Error(`POST ${path} answered ${answer.status}: ${await answer.text()}`)
        return answer.json() as Promise<ActivityState>
      }
      // Once on and off first: the generator's and the routes' first use are not the activity's.
      await post('/__activity', activityInput)
      await post('/__reset', {})
      const off = heap()
      const on = (await post('/__activity', activityInput)).pending_total
      const onHeap = heap()
      await post('/__reset', {})
      const { id, participants } = await directConversationOf(mock.url, world.caller)
      const other = participants.find((p) => p !== world.caller) as string
      const script: ActivityInput = {
        seed: 1,
        script: Array.from({ length: scripted }, (_, i) => ({
          after: 3600 + i,
          contact: other,
          conversation_id: id,
          action: 'read' as const,
        })),
      }
      const offAgain = heap()
      const pending = (await post('/__activity', script)).pending_total
      const scriptHeap = heap()
      rows.push([
        count(world.messages),
        `${(off / 2 ** 20).toFixed(2)} MiB`,
        `${kB(onHeap - off)} (${on} pending)`,
        `${kB(scriptHeap - offAgain)} (${count(pending)} pending)`,
        `${count((scriptHeap - offAgain) / pending)} B`,
      ])
    } finally {
      await mock.close()
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
console.log(
  table(
    [
      'messages',
      'heap, activity off',
      'the bench rules on',
      `a script of ${count(scripted)} reads`,
      'per scripted action',
    ],
    rows,
  ),
)

/** A direct conversation of `caller`: its id and participants, from the world's first page of them. */
async function directConversationOf(url: string, caller: string) {
  const page = (await (await fetch(`${url}/__world/conversations?kind=direct&limit=50`)).json()) as {
    data: { id: string; participants: { id: string }[] }[]
  }
  const found = page.data.find((c) => c.participants.some((p) => p.id === caller))
  if (found === undefined) throw new Error(`${caller} has no direct conversation on the first page`)
  return { id: found.id, participants: found.participants.map((p) => p.id) }
}
