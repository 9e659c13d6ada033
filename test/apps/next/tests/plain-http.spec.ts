import { randomBytes } from 'node:crypto'
import { MockClient } from 'messaging-mock'
import { expect, test } from 'messaging-mock/playwright'
import { worldWith } from './world'

/** How request `i` names its tenant: mostly the cookie, two by the header, two by baggage. */
function naming(i: number, tenant: string): Record<string, string> {
  if (i === 3 || i === 13) return { 'X-Mock-Tenant': tenant }
  if (i === 7 || i === 17) return { baggage: `mock-tenant=${tenant}` }
  return { Cookie: `mock-tenant=${tenant}` }
}

const nameOf = (i: number) => `Plain HTTP group #${String(i).padStart(2, '0')}`

test('20 tenants at once over plain HTTP: each page holds its own group and no other', async ({
  baseURL,
  mockServerUrl,
}) => {
  const run = randomBytes(4).toString('hex')
  const tenants = Array.from({ length: 20 }, (_, i) => new MockClient(mockServerUrl, `next-http-${run}-${i}`))
  try {
    await Promise.all(tenants.map((tenant, i) => tenant.load(worldWith([{ id: `grp_http_${i}`, name: nameOf(i) }]))))
    const pages = await Promise.all(
      tenants.map(async (tenant, i) => {
        const response = await fetch(`${baseURL}/`, { headers: naming(i, tenant.tenant) })
        return { status: response.status, html: await response.text() }
      }),
    )
    pages.forEach(({ status, html }, i) => {
      expect(status).toBe(200)
      const listed = [...html.matchAll(/<a href="\/groups\/([^"]+)">([^<]*)<\/a>/g)].map((link) => link.slice(1))
      expect(listed).toEqual([[`grp_http_${i}`, nameOf(i)]])
      // Nor anywhere else in the document (the RSC payload included).
      const others = tenants.map((_, j) => nameOf(j)).filter((_, j) => j !== i)
      expect(others.filter((name) => html.includes(name))).toEqual([])
    })
    for (const tenant of tenants) {
      expect((await tenant.requests()).map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
        'GET /v1/groups 200',
      ])
    }
  } finally {
    await Promise.all(tenants.map((tenant) => tenant.drop()))
  }
})
