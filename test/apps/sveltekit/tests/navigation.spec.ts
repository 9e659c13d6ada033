import { expect, test } from 'messaging-mock/playwright'
import { asked, oneGroup } from './world.js'

test('links load each page’s data from the app’s server in the test’s tenant, without a new document', async ({
  page,
  mock,
}) => {
  await mock.load(oneGroup('grp_linked', 'Reached by a link', ['First of the linked group', 'Second of it']))
  await page.goto('/')
  await page.locator('html[data-hydrated]').waitFor()
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const data: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('__data.json')) data.push(new URL(request.url()).pathname)
  })

  // The group's page: a load with SvelteKit's fetch, twice (the group, then its messages).
  await page.getByRole('link', { name: 'Reached by a link' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reached by a link')
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveText([
    'ben: Second of it',
    'ben: First of the linked group',
  ])
  // Its about page: a load with axios.
  await page.getByRole('link', { name: 'About this group' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Reached by a link')
  await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveText(['ben'])

  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(data).toEqual(['/groups/grp_linked/__data.json', '/groups/grp_linked/about/__data.json'])
  expect(asked(await mock.requests())).toEqual([
    'GET /v1/groups -> 200',
    'GET /v1/groups/grp_linked -> 200',
    'GET /v1/messages?conversation_id=conv_grp_linked -> 200',
    'GET /v1/groups/grp_linked -> 200',
  ])
})
