import { MockClient } from 'messaging-mock'
import { expect, test } from 'messaging-mock/playwright'
import { worldWith } from './world.js'

test('a group created through the route action lands in the test’s tenant, and not in default', async ({
  page,
  mock,
}) => {
  await mock.load(worldWith({ id: 'grp_before', name: 'There before the action' }))
  const name = `Made by ${mock.tenant}`

  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.getByRole('textbox', { name: 'Name' }).fill(name)
  const posted = page.waitForRequest((request) => request.method() === 'POST')
  await page.getByRole('button', { name: 'Create group' }).click()

  // The action's redirect shows the list again, newest first, from the same tenant.
  await expect(page.getByRole('list', { name: 'Groups' }).getByRole('listitem')).toHaveText([
    name,
    'There before the action',
  ])
  // The router posted the form to the action with fetch, and the fixture's cookie went with it.
  const post = await posted
  expect(new URL(post.url()).pathname + new URL(post.url()).search).toBe('/_.data?index')
  expect((await post.allHeaders()).cookie).toBe(`mock-tenant=${mock.tenant}`)
  const [created] = await mock.requests({ method: 'POST' })
  expect([created.path, created.body, created.caller, created.status]).toEqual(['/v1/groups', { name }, 'ct_ana', 201])
  const state = await mock.state()
  expect(state.groups?.map((group) => group.name).sort()).toEqual([name, 'There before the action'])
  const fallback = await new MockClient(mock.serverUrl, 'default').state()
  expect(fallback.groups?.filter((group) => group.name === name)).toEqual([])
})
