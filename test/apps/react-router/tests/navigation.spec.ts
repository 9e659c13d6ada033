import { expect, test } from 'messaging-mock/playwright'
import { worldWith } from './world.js'

test('a <Link> to a group loads its loader’s data from the app’s server, in the test’s tenant', async ({
  page,
  mock,
}) => {
  const name = `Reached by a link in ${mock.tenant}`
  await mock.load(worldWith({ id: 'grp_linked', name }, ['First of the linked group', 'Second of the linked group']))
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // A full page load would lose this: it shows that the router navigated in the page.
  await page.evaluate(() => {
    Object.assign(window, { navigatedInPlace: true })
  })

  const data = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('.data'))
  await page.getByRole('link', { name }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveText([
    'Second of the linked group',
    'First of the linked group',
  ])
  expect(await page.evaluate(() => 'navigatedInPlace' in window)).toBe(true)
  const request = await data
  expect(new URL(request.url()).pathname).toBe('/groups/grp_linked.data')
  expect((await request.allHeaders()).cookie).toBe(`mock-tenant=${mock.tenant}`)
  // The page, then the link's loader: the group by axios, its messages by fetch.
  const sent = await mock.requests()
  expect(sent.map((entry) => [entry.method, entry.path, entry.query, entry.status])).toEqual([
    ['GET', '/v1/messages', { conversation_id: 'conv_grp_linked' }, 200],
    ['GET', '/v1/groups/grp_linked', {}, 200],
    ['GET', '/v1/groups', {}, 200],
  ])
})
