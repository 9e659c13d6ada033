import { expect, test } from 'messaging-mock/playwright'
import { isolationTests } from './isolation.js'

isolationTests('header', ['ana', 'ben', 'cleo'])

test('the tenant header never reaches the app’s own origin', async ({ page, mock, mockBaseUrl }) => {
  expect(mockBaseUrl).toBe(mock.serverUrl)
  await page.goto(`${process.env.CHAT_APP_URL}/?api=${encodeURIComponent(mockBaseUrl)}&conversation=conv_trip`)
  await expect(page.getByRole('status')).toHaveText(/^\d+ messages$/)
  const seen = await (await page.request.get(`${process.env.CHAT_APP_URL}/tenant-headers`)).json()
  expect(seen).toEqual({ count: 0 })
  expect((await mock.requests()).map((entry) => `${entry.method} ${entry.path}`)).toEqual(['GET /v1/messages'])
})
