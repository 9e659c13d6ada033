import { expect, test } from 'messaging-mock/vitest'
import { listMessages, sendMessage } from '../src/messages.js'

// The other side of the conversation: ben answers and reads, on the tenant's frozen clock.

test('a reply arrives and my message shows as read', async ({ mock }) => {
  await mock.clock.freeze(1767225600)
  await mock.activity.set({
    rules: [
      { action: 'read', delay: { min: 3, max: 3 } },
      { action: 'reply', delay: { min: 10, max: 10 } },
    ],
  })
  const mine = await sendMessage(mock.url, 'tok_ana', 'conv_dm_ana_ben', 'Dinner at 8?')

  await mock.clock.advance(60) // runs what was due by then, in time order, before it answers

  const [reply, sent] = await listMessages(mock.url, 'tok_ana', 'conv_dm_ana_ben', 2)
  expect(reply.contact.id).toBe('ct_ben')
  expect(reply.created_at).toBe(1767225610)
  expect(sent.id).toBe(mine.id)
  expect(sent.read_at).toBe(1767225603)
})
