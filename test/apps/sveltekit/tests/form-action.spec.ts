import { MockClient } from 'messaging-mock'
import { expect, test } from 'messaging-mock/playwright'
import { asked, oneGroup } from './world.js'

test('a group made by the form action lands in the test’s tenant, not in default', async ({ page, mock }) => {
  const name = `Made by the form action in ${test.info().project.name}`
  await mock.load(oneGroup('grp_before', 'There before the form'))
  await page.goto('/')
  await page.locator('html[data-hydrated]').waitFor()
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))

  await page.getByLabel('Name').fill(name)
  await page.getByRole('button', { name: 'Create group' }).click()

  // use:enhance posts to the action and then reloads the page's data (__data.json), both on the
  // app's server, without a new document.
  await expect(page.getByRole('list', { name: 'Groups' }).getByRole('listitem')).toHaveText([
    name,
    'There before the form',
  ])
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  const journal = await mock.requests()
  expect(asked(journal)).toEqual(['GET /v1/groups -> 200', 'POST /v1/groups -> 201', 'GET /v1/groups -> 200'])
  expect(journal.find((entry) => entry.method === 'POST')?.body).toEqual({ name })
  expect((await mock.state()).groups?.map((group) => group.name)).toEqual(['There before the form', name])

  const fallback = await new MockClient(mock.serverUrl, 'default').state()
  expect(fallback.groups?.map((group) => group.name)).not.toContain(name)
})
