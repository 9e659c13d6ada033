import { expect, test } from 'messaging-mock/playwright'
import { listed, openChat, send } from './chat.js'

// One tenant for the worker, put back to the server's baseline before each test: these run one
// after the other in one worker, and the second must not see what the first did.
test.use({ isolation: 'worker' })
test.describe.configure({ mode: 'serial' })

let first: string | undefined

test('the first test of the worker loads a fixture and sends a message', async ({ page, mock, mockBaseUrl }) => {
  first = mock.tenant
  await openChat(page, mockBaseUrl)
  await send(page, 'e2e left behind')
  await mock.load('busy-group') // a reset alone would go back to this, where conv_trip does not exist
})

test('the next test has the same tenant, back to the baseline', async ({ page, mock, mockBaseUrl }) => {
  expect(mock.tenant).toBe(first)
  expect(await mock.requests()).toEqual([])
  await openChat(page, mockBaseUrl)
  expect(await listed(page, 'e2e ')).toEqual([])
})
