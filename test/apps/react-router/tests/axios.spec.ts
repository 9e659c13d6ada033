import { expect, test } from 'messaging-mock/playwright'
import { worldWith } from './world.js'

test('the loader’s axios call (node:http) reaches the test’s tenant', async ({ page, mock }) => {
  const name = `Fetched by axios in ${mock.tenant}`
  await mock.load(worldWith({ id: 'grp_axios', name }, ['Only message of the axios group']))

  const response = await page.goto('/groups/grp_axios')
  expect(response?.status()).toBe(200)
  expect(await response?.text()).toContain(`<h1>${name}</h1>`)
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveText([
    'Only message of the axios group',
  ])
  const sent = await mock.requests()
  expect(sent.map((entry) => [entry.method, entry.path, entry.caller, entry.status])).toEqual([
    ['GET', '/v1/messages', 'ct_ana', 200],
    ['GET', '/v1/groups/grp_axios', 'ct_ana', 200],
  ])
})
