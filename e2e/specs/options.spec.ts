import { expect, test } from 'messaging-mock/playwright'
import { openChat, send } from './chat.js'

test.describe('a frozen clock', () => {
  test.use({ mockClock: 1767225600 })

  test('the app shows the frozen time on a message it sends', async ({ page, mock, mockBaseUrl }) => {
    expect(await mock.clock.now()).toBe(1767225600)
    await openChat(page, mockBaseUrl)
    await send(page, 'e2e at midnight')
    const row = page.locator('#messages li', { hasText: 'e2e at midnight' })
    await expect(row.locator('time')).toHaveText('2026-01-01 00:00:00 UTC')
  })
})

test.describe('a named fixture', () => {
  test.use({ mockFixture: 'busy-group' })

  test('the app lists the busy group’s messages as tok_me', async ({ page, mockBaseUrl }) => {
    await page.goto(`${process.env.CHAT_APP_URL}/?${new URLSearchParams({ api: mockBaseUrl, token: 'tok_me' })}`)
    await expect(page.getByRole('status')).toHaveText('100 messages')
  })
})
