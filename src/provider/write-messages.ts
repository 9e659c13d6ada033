/**
 * The message checks of `--write`, inside the group the run created: send, edit, react, attach,
 * delete, and the merge or replace of reactions and attachments that --update-mode sets.
 */
import { checkAnswer, checkTimestamps } from './answers.js'
import type { Answer } from './client.js'
import { type Difference, quote } from './report.js'
import {
  answerDifferences,
  fieldsDiffer,
  type Item,
  made,
  need,
  type Page,
  Skip,
  statusDifference,
  valueDifferences,
  type WriteContext,
} from './run.js'
import { plausible } from './timestamps.js'

export async function messageChecks(ctx: WriteContext, group: Item): Promise<void> {
  const { run, client, unit } = ctx
  const conversation = String(group.conversation_id)
  let answer: Answer | undefined
  const send = async () => {
    answer = await client.send('POST', '/v1/messages', { conversation_id: conversation, message: 'verify: hello' })
    return answer
  }
  await checkAnswer(run, 'POST /v1/messages', unit, send, {
    status: 201,
    statusKind: 'mock decision',
    shape: 'message',
  })
  const message = made(answer)
  await run.check({ endpoint: 'POST /v1/messages', what: 'a new message has its defaults', kind: 'interface' }, () => {
    const expected = {
      conversation_id: conversation,
      message: 'verify: hello',
      reactions: [],
      attachments: [],
      read_at: null,
      updated_at: null,
    }
    return fieldsDiffer(expected, need(message, 'the send'))
  })
  await checkTimestamps(run, 'POST /v1/messages', unit, () => need(message, 'the send'))
  const path = () => `/v1/messages/${encodeURIComponent(need(message, 'the send').id)}`
  const inConversation = async () => {
    const answer = await client.get('/v1/messages', { query: { conversation_id: conversation, limit: 100 } })
    if (answer.status !== 200) throw new Skip(`the list of the conversation answered ${answer.status}`)
    return (answer.body as Page).data
  }
  await run.check(
    { endpoint: 'GET /v1/messages', what: 'lists the sent message first in its conversation', kind: 'mock decision' },
    async () => {
      const first = (await inConversation())[0]
      return first?.id === need(message, 'the send').id
        ? []
        : [{ field: 'data[0].id', mock: quote(message?.id), provider: quote(first?.id) }]
    },
  )
  // The shape of an update's answer is checked once, on the edit; the reaction and attachment
  // checks need only a 200 with an object, so that each names its own difference.
  const edit = async (body: unknown) => {
    const answer = await client.send('PUT', path(), body)
    const differences = statusDifference(answer, 200)
    const item = typeof answer.body === 'object' && answer.body !== null ? (answer.body as Item) : undefined
    if (differences.length > 0 || !item)
      return {
        answer: undefined,
        differences:
          differences.length > 0 ? differences : [{ field: 'body', mock: 'the message', provider: quote(answer.text) }],
      }
    return { answer: item, differences }
  }
  const edited = await checkAnswer(
    run,
    'PUT /v1/messages/:id',
    unit,
    () => client.send('PUT', path(), { message: 'verify: edited' }),
    { status: 200, statusKind: 'interface', shape: 'message' },
  )
  await run.check(
    { endpoint: 'PUT /v1/messages/:id', what: 'an edit changes the text and sets updated_at', kind: 'interface' },
    () => {
      const answer = need(edited, 'the edit').body as Item
      const wrong = fieldsDiffer({ message: 'verify: edited' }, answer)
      if (!plausible(answer.updated_at, unit))
        wrong.push({ field: 'updated_at', mock: `a timestamp (${unit})`, provider: quote(answer.updated_at) })
      return wrong
    },
  )
  const me = String((message?.contact as { username?: unknown } | undefined)?.username ?? 'verify')
  await updateModeCheck(ctx, 'reactions', edit, {
    first: [{ like: [me] }],
    second: [{ heart: [me] }],
    merged: [{ like: [me] }, { heart: [me] }],
    replaced: [{ heart: [me] }],
  })
  const one = { url: 'https://example.com/verify/one.txt', filename: 'one.txt', content_type: 'text/plain', size: 3 }
  const two = { url: 'https://example.com/verify/two.txt' }
  const withNulls = (a: Record<string, unknown>) => ({ filename: null, content_type: null, size: null, ...a })
  await updateModeCheck(ctx, 'attachments', edit, {
    first: [one],
    second: [two],
    merged: [one, withNulls(two)],
    replaced: [withNulls(two)],
  })
  await deleteMessageChecks(ctx, path, () => need(message, 'the send').id, inConversation)
}

type Edit = (body: unknown) => Promise<{ answer: Item | undefined; differences: Difference[] }>

/**
 * Two updates of `field`: the first must add (the interface: "add a reaction or an attachment"),
 * the second must merge or replace as the mock's --update-mode says. Attachments are compared
 * without their ids, which are checked on their own: each one gets a distinct id.
 */
async function updateModeCheck(
  ctx: WriteContext,
  field: 'reactions' | 'attachments',
  edit: Edit,
  { first, second, merged, replaced }: { first: unknown[]; second: unknown[]; merged: unknown[]; replaced: unknown[] },
) {
  const { run, updateMode } = ctx
  const endpoint = 'PUT /v1/messages/:id'
  const strip = (list: unknown) =>
    field === 'attachments' && Array.isArray(list) ? list.map(({ id: _id, ...rest }) => rest) : list
  // Attachments read best by their file names: ["one.txt","two.txt"].
  const describe = (list: unknown) =>
    quote(field === 'attachments' && Array.isArray(list) ? list.map((a) => String(a?.url).split('/').at(-1)) : list)
  let after: unknown
  await run.check({ endpoint, what: `${field}: the first one is added`, kind: 'interface' }, async () => {
    const { answer, differences } = await edit({ [field]: first })
    if (!answer) return differences
    // That it is added is the interface's; an attachment's fields are the mock's, compared below.
    const byUrl = (list: unknown) =>
      field === 'attachments' && Array.isArray(list) ? list.map((a) => ({ url: a?.url })) : list
    return valueDifferences(byUrl(first), byUrl(answer[field]), field)
  })
  await run.check(
    {
      endpoint,
      what: `${field}: a second update ${updateMode === 'merge' ? 'adds to' : 'replaces'} them`,
      kind: 'mock decision',
    },
    async () => {
      const { answer, differences } = await edit({ [field]: second })
      if (!answer) return differences
      after = answer[field]
      const expected = updateMode === 'merge' ? merged : replaced
      const other = updateMode === 'merge' ? replaced : merged
      const actual = strip(after)
      if (valueDifferences(expected, actual).length === 0) return []
      const looksOther = valueDifferences(other, actual).length === 0
      const mock = `${describe(expected)} (${updateMode})`
      const setting = looksOther ? `--update-mode ${updateMode === 'merge' ? 'replace' : 'merge'}` : undefined
      return {
        differences: [
          {
            field,
            mock,
            provider: `${describe(actual)}${looksOther ? ` (${updateMode === 'merge' ? 'replace' : 'merge'})` : ''}`,
          },
        ],
        setting,
      }
    },
  )
  if (field !== 'attachments') return
  await run.check({ endpoint, what: 'attachments get distinct ids', kind: 'mock decision' }, () => {
    const list = need(after as { id?: unknown }[] | undefined, 'the attachment update')
    const ids = list.map((a) => a?.id)
    const bad = ids.findIndex((id, i) => typeof id !== 'string' || id === '' || ids.indexOf(id) !== i)
    return bad < 0
      ? []
      : [
          {
            field: `attachments[${bad}].id`,
            mock: 'a new distinct id',
            provider: ids[bad] === undefined ? 'field missing' : quote(ids[bad]),
          },
        ]
  })
}

async function deleteMessageChecks(
  ctx: WriteContext,
  path: () => string,
  id: () => string,
  inConversation: () => Promise<Item[]>,
) {
  const { run, client } = ctx
  let deleted: Answer | undefined
  await run.check(
    { endpoint: 'DELETE /v1/messages/:id', what: 'answers 200 with {id, deleted: true}', kind: 'mock decision' },
    async () => {
      deleted = await client.send('DELETE', path())
      const differences = answerDifferences(deleted, 200, 'deleted')
      return differences.length > 0 ? differences : fieldsDiffer({ id: id(), deleted: true }, deleted.body)
    },
  )
  await run.check(
    { endpoint: 'GET /v1/messages/:id', what: 'a deleted message is gone', kind: 'interface' },
    async () => {
      need(deleted, 'the delete')
      const answer = await client.get(path())
      return answer.status < 300 ? [{ field: 'status', mock: '404', provider: `${answer.status}, the message` }] : []
    },
  )
  await run.check(
    { endpoint: 'GET /v1/messages', what: 'a deleted message is gone from its list', kind: 'interface' },
    async () => {
      need(deleted, 'the delete')
      const still = (await inConversation()).some((m) => m.id === id())
      return still ? [{ field: 'data', mock: `no ${id()}`, provider: `still lists ${id()}` }] : []
    },
  )
}
