import { expect, test } from 'messaging-mock/playwright'
import { asked, oneGroup } from './world.js'

test('a load that calls the mock with axios (node:http) reads the test’s tenant', async ({ page, mock }) => {
  await mock.load(oneGroup('grp_axios', 'Fetched by axios'))

  const response = await page.goto('/groups/grp_axios/about')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Fetched by axios')
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveText(['ben'])
  expect(asked(await mock.requests())).toEqual(['GET /v1/groups/grp_axios -> 200'])
})
