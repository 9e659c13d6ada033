import { expect, test } from 'messaging-mock/playwright'
import { listed, openChat, send } from './chat.js'

/**
 * Tests that each send two messages to conv_trip in their own tenant, at the same time as the
 * others (fully parallel, 4 workers), and must see their own and no one else's.
 */
export function isolationTests(via: 'header' | 'prefix', names: string[]) {
  test.use({ tenantVia: via })
  for (const name of names) {
    test(`${via} ${name} sees only its own messages`, async ({ page, mock, mockBaseUrl }) => {
      const mine = [`e2e ${via} ${name} one`, `e2e ${via} ${name} two`]
      await openChat(page, mockBaseUrl)
      for (const text of mine) await send(page, text)
      expect(await listed(page, 'e2e ')).toEqual(mine)

      await page.reload()
      await expect(page.locator('#messages .text', { hasText: mine[1] })).toHaveCount(1)
      expect(await listed(page, 'e2e ')).toEqual(mine)
      const sent = await mock.requests({ method: 'POST', path: '/v1/messages' })
      expect(sent.map((entry) => entry.body)).toEqual(
        [...mine].reverse().map((message) => ({ conversation_id: 'conv_trip', message })),
      )
    })
  }
}
