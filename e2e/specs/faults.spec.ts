import { expect, test } from 'messaging-mock/playwright'
import { openChat, send } from './chat.js'

test('a 503 injected on sending is shown, and the next send goes through', async ({ page, mock, mockBaseUrl }) => {
  await openChat(page, mockBaseUrl)
  await mock.faults.add({ method: 'POST', path: '/v1/messages', status: 503 })
  await page.getByRole('textbox', { name: 'Message' }).fill('e2e during an outage')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('alert')).toHaveText('Service unavailable')

  await send(page, 'e2e after the outage')
  await expect(page.getByRole('alert')).toBeHidden()
  const statuses = (await mock.requests({ method: 'POST' })).map((entry) => entry.status)
  expect(statuses).toEqual([201, 503])
})
