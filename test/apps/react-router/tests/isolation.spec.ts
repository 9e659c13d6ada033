import { expect, test } from 'messaging-mock/playwright'
import { groupsInHtml, worldWith } from './world.js'

// Six tests over four workers at once, each in its own tenant: the loader's fetch reaches the
// tenant of the test whose browser asked for the page, never another's.
for (const who of ['ana', 'ben', 'cleo', 'dev', 'eve', 'farah']) {
  test(`${who} sees only the group of its own tenant, rendered on the server`, async ({ page, mock }) => {
    const name = `Only in the test of ${who}`
    await mock.load(worldWith({ id: `grp_${who}`, name }))

    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    expect(groupsInHtml((await response?.text()) ?? '')).toEqual([[`/groups/grp_${who}`, name]])
    await expect(page.getByRole('list', { name: 'Groups' }).getByRole('listitem')).toHaveText([name])
    const sent = await mock.requests()
    expect(sent.map((entry) => [entry.method, entry.path, entry.caller, entry.status])).toEqual([
      ['GET', '/v1/groups', 'ct_ana', 200],
    ])
  })
}
