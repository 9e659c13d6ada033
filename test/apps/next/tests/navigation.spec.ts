import { expect, test } from 'messaging-mock/playwright'
import { worldWith } from './world'

test('a client-side navigation renders the group page on the app’s server in the test’s tenant', async ({
  page,
  mock,
}) => {
  await mock.load(
    worldWith([{ id: 'grp_ferry', name: 'Ferry to Hydra', messages: ['The boat leaves at 9', 'Bring sunscreen'] }]),
  )
  await page.goto('/')
  // A document load would drop this; a client-side navigation keeps it.
  await page.evaluate(() => Object.assign(window, { kept: 'same document' }))
  // The navigation's own RSC request (prefetches, flagged so, render nothing of a dynamic page).
  const payload = page.waitForRequest((request) => {
    const headers = request.headers()
    return (
      new URL(request.url()).pathname === '/groups/grp_ferry' && headers.rsc === '1' && !headers['next-router-prefetch']
    )
  })
  await page.getByRole('link', { name: 'Ferry to Hydra' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ferry to Hydra')
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveText([
    'Bring sunscreen',
    'The boat leaves at 9',
  ])
  expect(await page.evaluate(() => (window as Window & { kept?: string }).kept)).toBe('same document')
  expect((await (await payload).response())?.status()).toBe(200)
  const paths = (await mock.requests()).map((entry) => `${entry.method} ${entry.path} ${entry.status}`)
  expect(paths).toEqual(['GET /v1/messages 200', 'GET /v1/groups/grp_ferry 200', 'GET /v1/groups 200'])
})
