import { withTenant } from 'messaging-mock/register'
import { expect, test } from 'messaging-mock/vitest'
import { groupsLoader } from '../src/loader.js'
import { barrier } from './barrier.js'

// A loader runs on the app's server and knows nothing of tenants: withTenant(mock, ...) carries the
// test's tenant to every request it makes to the mock, as the preload does in a running app.

/** A world whose one group, seen by tok_ana, is named `name`. */
const worldWith = (name: string) => ({
  default_caller: 'ct_ana',
  tokens: { tok_ana: 'ct_ana' },
  contacts: [{ id: 'ct_ana', username: 'ana' }],
  groups: [{ id: 'grp_only', name, owner: 'ct_ana', contacts: [] }],
})

// Three loaders at once in one worker, each in its own tenant. None runs before all three worlds
// are loaded, so a tenant that leaked from one test's loader into another's would show.
const loaders = ['one', 'two', 'three']
const allLoaded = barrier(loaders.length)

test.concurrent.for(loaders)('loader %s, in its test’s tenant, sees only its own group', async (name, { mock }) => {
  await mock.load(worldWith(`Group ${name}`))
  await allLoaded()
  // mock.serverUrl: the server's own URL, as the app's configuration would give it.
  expect(await withTenant(mock, () => groupsLoader(mock.serverUrl, 'tok_ana'))).toEqual({
    groups: [`Group ${name}`],
    first: `Group ${name}`,
  })
  const journal = await mock.requests()
  expect(journal.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
    'GET /v1/groups/grp_only 200',
    'GET /v1/groups 200',
  ])
})
