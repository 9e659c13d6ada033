import { expect, test } from 'messaging-mock/playwright'
import { asked, oneGroup } from './world.js'

// Four tests, spread over the workers, each in a tenant of its own: the list the app's server
// renders (a +page.server.ts load calling the mock with SvelteKit's fetch) is the tenant's alone.
for (const who of ['ana', 'ben', 'cleo', 'dan']) {
  test(`${who}'s tenant: the server renders only ${who}'s group`, async ({ page, mock }) => {
    const name = `Only ${who} sees this`
    await mock.load(oneGroup(`grp_${who}`, name))

    const response = await page.goto('/')
    // In the HTML as the server sent it, not only after hydration.
    expect(await response?.text()).toContain(`<li><a href="/groups/grp_${who}">${name}</a></li>`)
    await expect(page.getByRole('list', { name: 'Groups' }).getByRole('listitem')).toHaveText([name])
    expect(asked(await mock.requests())).toEqual(['GET /v1/groups -> 200'])
  })
}
