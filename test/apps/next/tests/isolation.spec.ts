import { expect, test } from 'messaging-mock/playwright'
import { worldWith } from './world'

// Four tests, spread over the workers and run at once: each server-rendered page lists its own
// tenant's groups and nothing else, though all go through one `next start` and one mock.
for (const who of ['Ana', 'Ben', 'Cleo', 'Dev']) {
  test(`${who}'s tenant: the server-rendered page lists only its own groups`, async ({ page, mock }) => {
    await mock.load(
      worldWith([
        { id: 'grp_older', name: `${who}'s book club` },
        { id: 'grp_newer', name: `${who}'s ferry trip` },
      ]),
    )
    await page.goto('/')
    await expect(page.getByRole('list', { name: 'Groups' }).getByRole('listitem')).toHaveText([
      `${who}'s ferry trip`,
      `${who}'s book club`,
    ])
    expect((await mock.requests()).map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      'GET /v1/groups 200',
    ])
  })
}
