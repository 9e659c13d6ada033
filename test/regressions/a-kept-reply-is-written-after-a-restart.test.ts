import { afterEach, beforeAll, expect, it } from 'vitest'
import { buildDist, cleanUp, kill9, launch, message, startClock, tempDir } from '../support/state-dir.js'

/**
 * A mock kept in a state directory, whose activity (set with POST /__activity) had a reply
 * pending but had written no text yet, was started again: the start loaded the texts' generator
 * only for an activity that had written some, so when the reply came due (the clock moved past
 * it) the request that moved the clock was answered 500 ("The generator is not loaded") and the
 * reply never came. It takes a process of its own: a generator loaded once stays loaded.
 */

beforeAll(buildDist, 600_000)
afterEach(cleanUp)

it('moving the clock past a reply kept pending writes the reply', async () => {
  const dir = tempDir()
  const args = ['--state-dir', dir, '--seed', '1', '--clock', String(startClock)]
  const first = await launch({ cli: args })
  expect((await first.api.post('/__activity', { preset: 'replies' })).status).toBe(200)
  const sent = await first.api.post('/v1/messages', message('conv_trip', 'answer me'))
  expect(sent.status).toBe(201)
  const [pending] = (await first.api.read('/__activity')).pending
  expect(pending).toMatchObject({ action: 'reply', message_id: sent.body.id, status: 'pending' })
  await kill9(first)

  const second = await launch({ cli: args })
  expect(await second.api.read('/__activity')).toMatchObject({ pending: [pending] })
  const moved = await second.api.post('/__clock', { advance: 60 })
  expect(moved).toEqual({ status: 200, body: { now: startClock + 60, frozen: true } })
  const { happened } = await second.api.read('/__activity')
  expect(happened).toEqual([{ ...pending, status: 'done', result_id: expect.stringMatching(/^msg_/) }])
  const reply = await second.api.read(`/v1/messages/${happened[0].result_id}`)
  expect(reply).toMatchObject({
    conversation_id: 'conv_trip',
    contact: { id: pending.contact },
    created_at: pending.at,
  })
  expect(reply.message).not.toBe('')
})
