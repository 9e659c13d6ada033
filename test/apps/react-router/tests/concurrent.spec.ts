import { randomBytes } from 'node:crypto'
import { MockClient } from 'messaging-mock'
import { expect, test } from 'messaging-mock/playwright'
import { groupsInHtml, worldWith } from './world.js'

/**
 * How each of the 20 requests names its tenant to the app's server: the fixture's cookie for
 * most, the header and W3C baggage for two each.
 */
function tenantHeaders(i: number, tenant: string): Record<string, string> {
  if (i < 2) return { 'X-Mock-Tenant': tenant }
  if (i < 4) return { baggage: `mock-tenant=${tenant}` }
  return { Cookie: `mock-tenant=${tenant}` }
}

test('20 tenants at once over plain HTTP: each page holds its own group and no other', async ({
  baseURL,
  mockServerUrl,
}) => {
  const run = randomBytes(4).toString('hex')
  const tenants = Array.from({ length: 20 }, (_, i) => new MockClient(mockServerUrl, `rr-${run}-${i}`))
  try {
    await Promise.all(tenants.map((tenant, i) => tenant.load(worldWith({ id: `grp_${i}`, name: `Group ${i}` }))))

    const pages = await Promise.all(
      tenants.map(async (tenant, i) => {
        const response = await fetch(`${baseURL}/`, { headers: tenantHeaders(i, tenant.tenant) })
        return [response.status, groupsInHtml(await response.text())]
      }),
    )

    expect(pages).toEqual(tenants.map((_, i) => [200, [[`/groups/grp_${i}`, `Group ${i}`]]]))
    const journals = await Promise.all(tenants.map((tenant) => tenant.requests()))
    expect(journals.map((journal) => journal.map((entry) => `${entry.method} ${entry.path}`))).toEqual(
      tenants.map(() => ['GET /v1/groups']),
    )
  } finally {
    await Promise.all(tenants.map((tenant) => tenant.drop()))
  }
})
