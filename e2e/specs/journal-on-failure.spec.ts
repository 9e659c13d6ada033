import { expect, test } from 'messaging-mock/playwright'
import { openChat, send } from './chat.js'

// Fails on purpose after the app has made its requests: the report must carry the tenant's journal
// (mock-journal.json) and state (mock-state.json), which test/playwright-fixtures.test.ts reads.
test('a failing test leaves the journal of what the app sent', async ({ page, mockBaseUrl }) => {
  test.fail()
  await openChat(page, mockBaseUrl)
  await send(page, 'e2e before the failure')
  expect('what the app showed').toBe('something else')
})
