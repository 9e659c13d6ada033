/**
 * The read-only checks: every list and retrieve, their shapes, the list semantics (order, default
 * limit and bounds, has_more, cursors, filters), 404 for an unknown id, 401 without a valid token.
 * They change nothing on the provider.
 */

import { checkAnswer, checkProblem } from './answers.js'
import type { Answer } from './client.js'
import { filterChecks, orderDifferences, pagingChecks, type Resource } from './lists.js'
import type { Difference } from './report.js'
import { quote } from './report.js'
import { type Context, type Item, need, type Page, Skip, statusDifference, valueDifferences } from './run.js'

const shapes = {
  messages: { page: 'messagePage', item: 'message', unknown: 'msg_verifyUnknownId000000' },
  groups: { page: 'groupPage', item: 'group', unknown: 'grp_verifyUnknownId000000' },
} as const

export async function readChecks(ctx: Context, resource: Resource): Promise<void> {
  const { run, client, unit } = ctx
  const path = `/v1/${resource}`
  const list = `GET ${path}`
  const one = `GET ${path}/:id`
  const shape = shapes[resource]
  const first = await checkAnswer(run, list, unit, () => client.get(path), {
    status: 200,
    statusKind: 'interface',
    shape: shape.page,
    full: true,
  })
  let all: Page | undefined
  await run.check({ endpoint: list, what: 'limit 100 is accepted', kind: 'mock decision' }, async () => {
    const answer = await client.get(path, { query: { limit: 100 } })
    if (answer.status === 200) all = answer.body as Page
    return statusDifference(answer, 200)
  })
  const items = () => need(all, 'the list with limit 100').data
  await run.check({ endpoint: list, what: 'default limit is 10', kind: 'interface' }, () => {
    const page = need(first?.body as Page | undefined, 'the first page')
    const expected = Math.min(10, items().length)
    return page.data.length === expected
      ? []
      : [{ field: 'data', mock: `${expected} items when limit is absent`, provider: `${page.data.length} items` }]
  })
  await run.check({ endpoint: list, what: 'limit 0 and 101 are refused with 400', kind: 'mock decision' }, async () => {
    const differences: Difference[] = []
    for (const limit of [0, 101]) {
      const answer = await client.get(path, { query: { limit } })
      for (const d of statusDifference(answer, 400)) differences.push({ ...d, field: `status (limit=${limit})` })
    }
    return differences
  })
  await run.check({ endpoint: list, what: 'newest first', kind: 'mock decision' }, () => orderDifferences(items()))
  await run.check({ endpoint: list, what: 'has_more', kind: 'interface' }, async () => {
    const total = items().length
    if (total === 0 || total === 100) throw new Skip(`needs 1 to 99 items, found ${total}`)
    const differences: Difference[] = []
    for (const limit of [1, total]) {
      const page = (await client.get(path, { query: { limit } })).body as Page | undefined
      const expected = total > limit
      if (page?.has_more !== expected)
        differences.push({
          field: `has_more (limit=${limit} of ${total})`,
          mock: String(expected),
          provider: quote(page?.has_more),
        })
    }
    return differences
  })
  await pagingChecks(ctx, list, path, items)
  await filterChecks(ctx, resource, items)
  let listed: Item | undefined
  const retrieved = await checkAnswer(
    run,
    one,
    unit,
    async () => {
      listed = items()[0]
      if (!listed) throw new Skip('needs a listed item; the list is empty')
      return client.get(`${path}/${encodeURIComponent(listed.id)}`)
    },
    { status: 200, statusKind: 'interface', shape: shape.item, full: true },
  )
  await run.check({ endpoint: one, what: 'equals the item as listed', kind: 'interface' }, () =>
    valueDifferences(need(listed, 'a listed item'), need(retrieved, 'the retrieve').body),
  )
  await checkProblem(run, one, 'an unknown id is 404', () => client.get(`${path}/${shape.unknown}`), 404)
}

/** A request without a token, and one with a malformed token, are refused with 401 and WWW-Authenticate. */
export async function authChecks(ctx: Context): Promise<void> {
  const { run, client } = ctx
  const endpoint = 'GET /v1/messages'
  let bare: Answer | undefined
  await run.check({ endpoint, what: 'refused without a token', kind: 'interface' }, async () => {
    bare = await client.get('/v1/messages', { token: null })
    return bare.status >= 400 ? [] : [{ field: 'status', mock: '401', provider: String(bare.status) }]
  })
  await checkProblem(run, endpoint, '401 without a token', async () => need(bare, 'the answer without a token'), 401)
  await run.check({ endpoint, what: 'WWW-Authenticate: Bearer on a 401', kind: 'mock decision' }, () => {
    const answer = need(bare, 'the answer without a token')
    if (answer.status !== 401) throw new Skip(`the provider answered ${answer.status}, not 401`)
    const header = answer.headers.get('www-authenticate')
    return /^bearer\b/i.test(header ?? '')
      ? []
      : [{ field: 'header WWW-Authenticate', mock: 'Bearer', provider: header ?? 'none' }]
  })
  await checkProblem(
    run,
    endpoint,
    '401 with a malformed token',
    () => client.get('/v1/messages', { token: 'not a token' }),
    401,
  )
}
