import { expect, test } from 'messaging-mock/vitest'
import { listMessages, sendMessage } from '../src/messages.js'

// One tenant for the whole file (one URL to give an app set up once), put back to the server's
// baseline before each test. Tests of this file must not be concurrent.
test.override({ mockIsolation: 'file' })

const tenants: string[] = []

test('a message sent by the first test', async ({ mock }) => {
  tenants.push(mock.tenant)
  await sendMessage(mock.url, 'tok_ana', 'conv_trip', 'left behind?')
  expect((await listMessages(mock.url, 'tok_ana', 'conv_trip', 1))[0].message).toBe('left behind?')
})

test('is gone in the second, in the same tenant', async ({ mock }) => {
  tenants.push(mock.tenant)
  expect(tenants[0]).toBe(tenants[1])
  expect(await mock.requests()).toEqual([]) // the journal starts empty too
  const texts = (await listMessages(mock.url, 'tok_ana', 'conv_trip', 100)).map((m) => m.message)
  expect(texts).not.toContain('left behind?')
})
