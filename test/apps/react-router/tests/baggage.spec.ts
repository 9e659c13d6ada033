import { expect, test } from 'messaging-mock/playwright'
import { groupsInHtml, worldWith } from './world.js'

// The fixture's other way to the app's server: W3C baggage on every request of the page, and no
// cookie at all (for an app whose cookies a test must leave alone, or a proxy that strips them).
test.use({ mockAppTenant: 'baggage' })

test('with mockAppTenant baggage, the page and a <Link>’s data request carry the tenant in baggage, with no cookie', async ({
  page,
  mock,
}) => {
  const name = `Reached through baggage in ${mock.tenant}`
  await mock.load(worldWith({ id: 'grp_baggage', name }, ['First over baggage', 'Second over baggage']))
  const baggage = `mock-tenant=${mock.tenant}`

  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  expect(groupsInHtml((await response?.text()) ?? '')).toEqual([['/groups/grp_baggage', name]])
  // allHeaders(), not headers(): only the former shows cookies, so only it can show there was none.
  const document = await response?.request().allHeaders()
  expect([document?.baggage, document?.cookie]).toEqual([baggage, undefined])
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // A full page load would lose this: it shows that the router navigated in the page.
  await page.evaluate(() => {
    Object.assign(window, { navigatedInPlace: true })
  })

  const data = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('.data'))
  await page.getByRole('link', { name }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveText([
    'Second over baggage',
    'First over baggage',
  ])
  expect(await page.evaluate(() => 'navigatedInPlace' in window)).toBe(true)
  const request = await data
  expect(new URL(request.url()).pathname).toBe('/groups/grp_baggage.data')
  expect(request.headers().baggage).toBe(baggage)
  const sent = await request.allHeaders()
  expect([sent.baggage, sent.cookie]).toEqual([baggage, undefined])
  expect(await page.context().cookies()).toEqual([])
  // The page's loader, then the link's: the group by axios, its messages by fetch, all in the tenant.
  const journal = await mock.requests()
  expect(journal.map((entry) => [entry.method, entry.path, entry.query, entry.caller, entry.status])).toEqual([
    ['GET', '/v1/messages', { conversation_id: 'conv_grp_baggage' }, 'ct_ana', 200],
    ['GET', '/v1/groups/grp_baggage', {}, 'ct_ana', 200],
    ['GET', '/v1/groups', {}, 'ct_ana', 200],
  ])
})
