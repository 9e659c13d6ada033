import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Api, buildDist, cleanUp, kill9, launch, message, tempDir } from './support/state-dir.js'

/**
 * Issue 56, point 3: no tenant takes the others down. The built CLI under a 64 MB heap, with a
 * state directory, flooded with messages into one tenant: the flood ends in refusals (507 at the
 * memory ceiling, 40% of the old generation by default), never in a crash, while another tenant's
 * reads answer throughout; then killed, and started again on the same directory with the same
 * heap, it starts and serves (no crash loop). The flood is a number of answers, not a time: the
 * verdict is the same on an idle machine and on a busy one.
 */

const heap = ['--max-old-space-size=64']
/** Long messages (the schema allows 10,000 characters): the same ceiling in fewer requests. */
const text = 'flood '.repeat(350)
/** The refusals the flood waits for, once they began. */
const refusalsWanted = 200
const inFlight = 8

/** The ceiling the child's default describes: 40% of the old generation's 64 MiB. */
const ceilingMiB = Math.round(Math.floor(64 * 2 ** 20 * 0.4) / 2 ** 20)

interface Flood {
  accepted: number
  refused: number
  /** Anything but 201 and 507 from the flood, and anything but 200 from the other tenant's reads. */
  unexpected: string[]
  otherReads: number
  refusal: unknown
}

/** Sends messages into `flood` until `refusalsWanted` were refused; reads `other` every 100 answers. */
async function flood(api: Api): Promise<Flood> {
  const result: Flood = { accepted: 0, refused: 0, unexpected: [], otherReads: 0, refusal: undefined }
  const sender = async () => {
    while (result.refused < refusalsWanted && result.unexpected.length === 0) {
      const answer = await api.post('/v1/messages', message('conv_trip', text), { tenant: 'flood' })
      if (answer.status === 201) result.accepted++
      else if (answer.status === 507) {
        result.refused++
        result.refusal ??= answer.body
      } else result.unexpected.push(`POST ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`)
      if ((result.accepted + result.refused) % 100 === 0) {
        const read = await api.get('/v1/groups?limit=1', { tenant: 'other' })
        if (read.status === 200) result.otherReads++
        else result.unexpected.push(`other GET ${read.status}`)
      }
    }
  }
  await Promise.all(Array.from({ length: inFlight }, sender))
  return result
}

beforeAll(() => buildDist(), 180_000)
afterEach(cleanUp)

describe('a flood into one tenant under a small heap', () => {
  it('ends in refusals, never in a crash, the other tenants answering; a restart on its directory starts', {
    timeout: 600_000,
  }, async () => {
    const dir = tempDir()
    const what = { node: heap, cli: ['--state-dir', dir, '--fixtures', 'test/fixtures/small.json', '--seed', '1'] }
    const mock = await launch(what)
    expect((await mock.api.get('/v1/groups?limit=1', { tenant: 'other' })).status).toBe(200)

    const result = await flood(mock.api)
    expect(result.unexpected).toEqual([])
    expect(result.refused).toBeGreaterThanOrEqual(refusalsWanted)
    expect(result.accepted).toBeGreaterThan(1000)
    expect(result.otherReads).toBeGreaterThan(10)
    expect(result.refusal).toEqual({
      type: 'about:blank',
      title: 'Insufficient Storage',
      status: 507,
      code: 'insufficient_storage',
      detail: `The server is at its memory ceiling (${ceilingMiB} MiB of heap): a write that would grow a world, a new tenant or a fixture load is refused until tenants are dropped, reset or ended. Reads, deletes and resets still work.`,
      errors: [],
    })
    // Still up: the other tenant reads, and the flooded one too.
    expect((await mock.api.get('/v1/groups?limit=1', { tenant: 'other' })).status).toBe(200)
    const page = await mock.api.read('/v1/messages?conversation_id=conv_trip&limit=1', { tenant: 'flood' })
    expect(page.data[0].message).toBe(text)

    const killed = await kill9(mock)
    expect(killed.signal).toBe('SIGKILL')
    const again = await launch(what)
    const kept = await again.api.read('/v1/messages?conversation_id=conv_trip&limit=1', { tenant: 'flood' })
    expect(kept.data[0].message).toBe(text)
    expect((await again.api.get('/v1/groups?limit=1', { tenant: 'other' })).status).toBe(200)
  })
})
