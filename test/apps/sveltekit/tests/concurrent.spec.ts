import { randomBytes } from 'node:crypto'
import { MockClient } from 'messaging-mock'
import { expect, test } from 'messaging-mock/playwright'
import { oneGroup } from './world.js'

/** How request `i` names its tenant: mostly the fixture's cookie, some the header or baggage. */
function naming(i: number, tenant: string): Record<string, string> {
  if (i % 10 === 3) return { 'X-Mock-Tenant': tenant }
  if (i % 10 === 7) return { baggage: `trace=abc,mock-tenant=${tenant}` }
  return { Cookie: `theme=dark; mock-tenant=${tenant}` }
}

test('20 tenants at once over plain HTTP: each page holds its own group and no other', async ({
  mockServerUrl,
  baseURL,
}) => {
  const run = randomBytes(4).toString('hex')
  const tenants = Array.from({ length: 20 }, (_, i) => new MockClient(mockServerUrl, `sk-${run}-${i}`))
  try {
    await Promise.all(tenants.map((tenant, i) => tenant.load(oneGroup(`grp_c${i}`, `Concurrent ${i}`))))

    const pages = await Promise.all(
      tenants.map(async (tenant, i) => {
        const response = await fetch(new URL('/', baseURL), { headers: naming(i, tenant.tenant) })
        expect(response.status).toBe(200)
        return response.text()
      }),
    )

    pages.forEach((html, i) => {
      const listed = [...html.matchAll(/<a href="\/groups\/([^"]+)">([^<]*)<\/a>/g)].map((link) => link.slice(1))
      expect(listed).toEqual([[`grp_c${i}`, `Concurrent ${i}`]])
    })
    for (const tenant of tenants) {
      expect((await tenant.requests()).map((entry) => `${entry.method} ${entry.path}`)).toEqual(['GET /v1/groups'])
    }
  } finally {
    await Promise.all(tenants.map((tenant) => tenant.drop()))
  }
})
