import { expect, test } from 'messaging-mock/playwright'
import { worldWith } from './world'

test('the group page’s axios call (node:http) reaches the test’s tenant', async ({ page, mock }) => {
  await mock.load(worldWith([{ id: 'grp_axios', name: 'Fetched with axios', messages: ['Over node:http'] }]))
  await page.goto('/groups/grp_axios')

  // Only the tenant has grp_axios: in default, axios would get a 404 and the page would fail.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fetched with axios')
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveText(['Over node:http'])
  const journal = await mock.requests()
  expect(journal.map(({ method, path, query, status }) => ({ method, path, query, status }))).toEqual([
    { method: 'GET', path: '/v1/messages', query: { conversation_id: 'conv_axios' }, status: 200 },
    { method: 'GET', path: '/v1/groups/grp_axios', query: {}, status: 200 },
  ])
})
