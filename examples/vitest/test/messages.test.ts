import { expect, test } from 'messaging-mock/vitest'
import { describe, inject } from 'vitest'
import { ApiError, listMessages, sendMessage } from '../src/messages.js'
import { barrier } from './barrier.js'

// Each test gets `mock`: a tenant of the mock of its own, at the server's baseline, dropped after it.

test('sending returns the message as the API stored it', async ({ mock }) => {
  const sent = await sendMessage(mock.url, 'tok_ana', 'conv_trip', 'Landed!')
  expect(sent).toMatchObject({ conversation_id: 'conv_trip', message: 'Landed!' })
  expect((await listMessages(mock.url, 'tok_ana', 'conv_trip', 1)).map((m) => m.id)).toEqual([sent.id])
})

test('the tenant URL is the server URL and /t/<tenant>, for apps that take a base URL', ({ mock }) => {
  expect(mock.url).toBe(`${inject('messagingMockUrl')}/t/${mock.tenant}`)
  // Named from the file and the test, cut to the 64 characters a tenant name may have, made unique.
  expect(mock.tenant).toMatch(/^vt-messages-the-tenant-URL-is-the-server-URL-[\w.-]+$/)
  expect(mock.tenant.length).toBeLessThanOrEqual(64)
})

test('the client sends exactly this form body (the journal)', async ({ mock }) => {
  await sendMessage(mock.url, 'tok_ben', 'conv_trip', 'On my way')
  const [entry] = await mock.requests({ method: 'POST', path: '/v1/messages' })
  expect(entry).toMatchObject({ body: { conversation_id: 'conv_trip', message: 'On my way' }, caller: 'ct_ben' })
  expect(entry.problem).toBeNull()
})

test('a 503 reaches the caller as an ApiError', async ({ mock }) => {
  await mock.faults.add({ method: 'POST', path: '/v1/messages', status: 503 }) // once
  const failed = sendMessage(mock.url, 'tok_ana', 'conv_trip', 'Hi')
  await expect(failed).rejects.toBeInstanceOf(ApiError)
  await expect(failed).rejects.toMatchObject({ status: 503 })
  expect((await sendMessage(mock.url, 'tok_ana', 'conv_trip', 'Hi')).message).toBe('Hi') // the fault is used up
})

test('times come from the frozen clock', async ({ mock }) => {
  await mock.clock.freeze(1767225600)
  expect((await sendMessage(mock.url, 'tok_ana', 'conv_trip', 'First')).created_at).toBe(1767225600)
  await mock.clock.advance(90)
  expect((await sendMessage(mock.url, 'tok_ana', 'conv_trip', 'Second')).created_at).toBe(1767225690)
})

describe('options: another scenario and a frozen clock for every test of this block', () => {
  test.override({ mockFixture: 'empty', mockClock: 1767225600 })

  test('the empty world has no messages', async ({ mock }) => {
    expect(await listMessages(mock.url, 'tok_me')).toEqual([])
    expect(await mock.clock.now()).toBe(1767225600)
  })
})

// Four tests at once, each writing in its own tenant. None reads before all four have written
// (a test that ran alone would wait here until its timeout), so a shared tenant would show four.
const writers = ['one', 'two', 'three', 'four']
const allWritten = barrier(writers.length)

test.concurrent.for(writers)('concurrent writer %s sees only its own message', async (writer, { mock }) => {
  await sendMessage(mock.url, 'tok_ana', 'conv_trip', `from writer ${writer}`)
  await allWritten()
  const texts = (await listMessages(mock.url, 'tok_ana', 'conv_trip', 100)).map((m) => m.message)
  expect(texts.filter((text) => text.startsWith('from writer'))).toEqual([`from writer ${writer}`])
})
