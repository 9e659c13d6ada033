/**
 * The list semantics the mock decided where the interface is silent (order, cursors, filters):
 * checked on the provider's lists as they are, whatever items the token's caller sees.
 */

import type { ProviderClient } from './client.js'
import type { Difference } from './report.js'
import { quote } from './report.js'
import { type Context, type Item, need, type Page, Skip, statusDifference } from './run.js'

export type Resource = 'messages' | 'groups'

/** The pages of a list, as far as `limit` and `has_more` lead (at most 200 requests). */
async function walk(client: ProviderClient, path: string, limit: number, query: Record<string, string> = {}) {
  const pages: Item[][] = []
  let cursor: string | undefined
  const cursors = new Set<string>()
  for (let n = 0; n < 200; n++) {
    const answer = await client.get(path, { query: { ...query, limit, starting_after: cursor } })
    if (answer.status !== 200) throw new Skip(`a page after ${cursor} answered ${answer.status}`)
    const page = answer.body as Page
    pages.push(page.data)
    if (!page.has_more || page.data.length === 0) break
    cursor = page.data.at(-1)?.id
    // A provider whose pages overlap may lead back to the same cursor: what was walked is enough to tell.
    if (cursor === undefined || cursors.has(cursor)) break
    cursors.add(cursor)
  }
  return pages
}

export function orderDifferences(items: Item[]): Difference[] {
  const times = items.map((item) => Number(item.created_at))
  const wrong = times.findIndex((t, i) => i > 0 && t > times[i - 1])
  if (wrong < 0) return []
  const ascending = times.every((t, i) => i === 0 || t >= times[i - 1])
  return [
    {
      field: `data[${wrong}].created_at`,
      mock: `at most ${times[wrong - 1]} (newest first)`,
      provider: `${times[wrong]}${ascending ? ' (oldest first)' : ''}`,
    },
  ]
}

/** `starting_after` walks the list in pages with no overlap and no gap; `ending_before` comes back. */
export async function pagingChecks(ctx: Context, list: string, path: string, items: () => Item[]) {
  const { run, client } = ctx
  let pages: Item[][] | undefined
  await run.check(
    { endpoint: list, what: 'starting_after gives the next page, no overlap, no gap', kind: 'mock decision' },
    async () => {
      const total = items().length
      if (total < 2) throw new Skip(`needs at least 2 items, found ${total}`)
      const limit = Math.max(1, Math.floor(total / 3))
      pages = await walk(client, path, limit)
      const walked = pages.flat().map((item) => item.id)
      const expected = items().map((item) => item.id)
      const seen = new Set<string>()
      const repeated = walked.filter((id) => seen.has(id) || !seen.add(id))
      const missing = expected.filter((id) => !seen.has(id))
      const differences: Difference[] = []
      if (repeated.length > 0)
        differences.push({
          field: `pages of ${limit}`,
          mock: 'each item once',
          provider: `repeats ${repeated.slice(0, 3).join(', ')}`,
        })
      if (missing.length > 0)
        differences.push({
          field: `pages of ${limit}`,
          mock: 'every item',
          provider: `skips ${missing.slice(0, 3).join(', ')}`,
        })
      if (differences.length === 0 && walked.join() !== expected.join())
        differences.push({ field: `pages of ${limit}`, mock: 'the list order', provider: 'another order' })
      return differences
    },
  )
  await run.check(
    { endpoint: list, what: 'ending_before gives the previous page', kind: 'mock decision' },
    async () => {
      const [firstPage, second] = need(pages, 'the pages of starting_after')
      if (!second?.length) throw new Skip('needs a second page')
      const answer = await client.get(path, { query: { limit: firstPage.length, ending_before: second[0].id } })
      const page = answer.body as Page | undefined
      if (answer.status !== 200) return statusDifference(answer, 200)
      const expected = firstPage.map((item) => item.id)
      const actual = page?.data?.map((item) => item.id) ?? []
      const differences: Difference[] = []
      if (actual.join() !== expected.join())
        differences.push({ field: 'data ids', mock: quote(expected), provider: quote(actual) })
      if (page?.has_more !== false)
        differences.push({ field: 'has_more', mock: 'false', provider: quote(page?.has_more) })
      return differences
    },
  )
}

export async function filterChecks(ctx: Context, resource: Resource, items: () => Item[]) {
  const { run, client } = ctx
  const endpoint = `GET /v1/${resource}`
  const filtered = async (
    query: Record<string, string>,
    keep: (item: Item) => boolean,
    field: string,
    mock: string,
  ) => {
    const answer = await client.get(`/v1/${resource}`, { query: { ...query, limit: 100 } })
    if (answer.status !== 200) return statusDifference(answer, 200)
    const data = (answer.body as Page).data
    const wrong = data
      .filter((item) => !keep(item))
      .map((item) => ({ field: `${field} of ${item.id}`, mock, provider: quote(item[field]) }))
    const expected = items().filter(keep).length
    if (wrong.length === 0 && !(answer.body as Page).has_more && data.length !== expected && items().length < 100)
      wrong.push({ field: 'data', mock: `${expected} items`, provider: `${data.length} items` })
    return wrong.slice(0, 3)
  }
  if (resource === 'messages') {
    await run.check({ endpoint, what: 'conversation_id restricts the list', kind: 'interface' }, () => {
      const conversation = String(need(items()[0], 'a listed message').conversation_id)
      return filtered(
        { conversation_id: conversation },
        (m) => m.conversation_id === conversation,
        'conversation_id',
        quote(conversation),
      )
    })
    return
  }
  await run.check({ endpoint, what: 'archived=true lists only archived groups', kind: 'interface' }, () =>
    filtered({ archived: 'true' }, (g) => g.archived_at !== null, 'archived_at', 'a timestamp'),
  )
  await run.check({ endpoint, what: 'archived=false lists only groups not archived', kind: 'mock decision' }, () =>
    filtered({ archived: 'false' }, (g) => g.archived_at === null, 'archived_at', 'null'),
  )
}
