/**
 * The checks of `--write`: everything happens inside a group the run creates and deletes at the
 * end, in a `finally`, so that a run leaves the provider's counts as it found them even when a
 * check fails midway (or the provider stops answering: the clean-up still tries, with its timeout).
 */
import { checkAnswer, checkTimestamps } from './answers.js'
import type { Answer } from './client.js'
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
import { nowIn } from './timestamps.js'
import { messageChecks } from './write-messages.js'

/** Runs the write checks; resolves to a description of what could not be deleted, if anything. */
export async function writeChecks(ctx: WriteContext): Promise<string | undefined> {
  let group: Item | undefined
  let groupDeleted = false
  let leftover: string | undefined
  try {
    group = await groupChecks(ctx)
    if (group) await messageChecks(ctx, group)
    if (group) groupDeleted = await deleteGroupChecks(ctx, group)
  } finally {
    if (group && !groupDeleted) {
      const answer = await ctx.client
        .send('DELETE', `/v1/groups/${encodeURIComponent(group.id)}`)
        .catch(() => undefined)
      if (answer?.status !== 200 && answer?.status !== 404) leftover = `the group ${group.id} (delete it by hand)`
    }
  }
  return leftover
}

async function groupChecks(ctx: WriteContext): Promise<Item | undefined> {
  const { run, client, unit } = ctx
  const name = `messaging-mock verify ${new Date().toISOString()}`
  let answer: Answer | undefined
  const create = async () => {
    answer = await client.send('POST', '/v1/groups', { name })
    return answer
  }
  await checkAnswer(run, 'POST /v1/groups', unit, create, { status: 201, statusKind: 'mock decision', shape: 'group' })
  const group = made(answer)
  await run.check({ endpoint: 'POST /v1/groups', what: 'omitted fields get their defaults', kind: 'interface' }, () =>
    fieldsDiffer(
      { name, description: null, avatar_url: null, contacts: [], archived_at: null },
      need(group, 'the create'),
    ),
  )
  await checkTimestamps(run, 'POST /v1/groups', unit, () => need(group, 'the create'))
  const path = () => `/v1/groups/${encodeURIComponent(need(group, 'the create').id)}`
  await run.check(
    { endpoint: 'GET /v1/groups/:id', what: 'equals the group as created', kind: 'interface' },
    async () => {
      const answer = await client.get(path())
      return answer.status === 200 ? valueDifferences(group, answer.body) : statusDifference(answer, 200)
    },
  )
  const updated = await checkAnswer(
    run,
    'PUT /v1/groups/:id',
    unit,
    () => client.send('PUT', path(), { description: 'updated by messaging-mock verify' }),
    { status: 200, statusKind: 'interface', shape: 'group' },
  )
  await run.check(
    { endpoint: 'PUT /v1/groups/:id', what: 'changes the field sent, keeps the others', kind: 'interface' },
    () =>
      valueDifferences(
        { ...need(group, 'the create'), description: 'updated by messaging-mock verify' },
        need(updated, 'the update').body,
      ),
  )
  return group
}

async function deleteGroupChecks(ctx: WriteContext, group: Item): Promise<boolean> {
  const { run, client, unit } = ctx
  const path = `/v1/groups/${encodeURIComponent(group.id)}`
  const at = nowIn(unit)
  await run.check(
    { endpoint: 'PUT /v1/groups/:id', what: 'archived_at archives the group', kind: 'interface' },
    async () => {
      const answer = await client.send('PUT', path, { archived_at: at })
      const differences = answerDifferences(answer, 200, 'group')
      return differences.length > 0 ? differences : fieldsDiffer({ archived_at: at }, answer.body)
    },
  )
  await run.check(
    { endpoint: 'GET /v1/groups', what: 'archived=true lists an archived group', kind: 'interface' },
    async () => {
      const answer = await client.get('/v1/groups', { query: { archived: 'true', limit: 100 } })
      if (answer.status !== 200) return statusDifference(answer, 200)
      return (answer.body as Page).data.some((g) => g.id === group.id)
        ? []
        : [{ field: 'data', mock: `lists ${group.id}`, provider: 'does not' }]
    },
  )
  await run.check(
    { endpoint: 'PUT /v1/groups/:id', what: 'archived_at null restores the group', kind: 'mock decision' },
    async () => {
      const answer = await client.send('PUT', path, { archived_at: null })
      const differences = answerDifferences(answer, 200, 'group')
      return differences.length > 0 ? differences : fieldsDiffer({ archived_at: null }, answer.body)
    },
  )
  let deleted = false
  await run.check(
    { endpoint: 'DELETE /v1/groups/:id', what: 'answers 200 with {id, deleted: true}', kind: 'mock decision' },
    async () => {
      const answer = await client.send('DELETE', path)
      deleted = answer.status >= 200 && answer.status < 300
      const differences = answerDifferences(answer, 200, 'deleted')
      return differences.length > 0 ? differences : fieldsDiffer({ id: group.id, deleted: true }, answer.body)
    },
  )
  await run.check(
    { endpoint: 'GET /v1/groups/:id', what: 'a deleted group is gone, with its messages', kind: 'interface' },
    async () => {
      if (!deleted) throw new Skip('needs the delete, which failed')
      const answer = await client.get(path)
      const messages = await client.get('/v1/messages', { query: { conversation_id: String(group.conversation_id) } })
      const left = messages.status === 200 ? (messages.body as Page).data.length : 0
      return [
        ...(answer.status < 300 ? [{ field: 'status', mock: '404', provider: `${answer.status}, the group` }] : []),
        ...(left > 0
          ? [{ field: 'GET /v1/messages?conversation_id', mock: 'no message', provider: `${left} messages` }]
          : []),
      ]
    },
  )
  return deleted
}
