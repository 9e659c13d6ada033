import { MockClient } from 'messaging-mock'
import { expect, test } from 'messaging-mock/playwright'
import { worldWith } from './world'

test('a group created by the server action lands in the test’s tenant, not in default', async ({
  page,
  mock,
  mockServerUrl,
}) => {
  await mock.load(worldWith([{ id: 'grp_before', name: 'There before the action' }]))
  await page.goto('/')
  await page.getByRole('textbox', { name: 'Name' }).fill('Made by the server action')
  await page.getByRole('button', { name: 'Create group' }).click()

  // The action's answer carries the page rendered again, in the same tenant.
  await expect(page.getByRole('list', { name: 'Groups' }).getByRole('listitem')).toHaveText([
    'Made by the server action',
    'There before the action',
  ])
  const posts = await mock.requests({ method: 'POST' })
  expect(posts.map(({ path, body, status, caller }) => ({ path, body, status, caller }))).toEqual([
    { path: '/v1/groups', body: { name: 'Made by the server action' }, status: 201, caller: 'ct_ana' },
  ])
  expect((await mock.state()).groups?.map((group) => group.name)).toEqual([
    'There before the action',
    'Made by the server action',
  ])
  const fallback = await new MockClient(mockServerUrl, 'default').state()
  expect(fallback.groups?.map((group) => group.name)).not.toContain('Made by the server action')
})
