/** Compiled (tsc --strict) next to the SDK @hey-api/openapi-ts generates from the document. */
import { client } from './hey/client.gen.js'
import { createGroup, listMessages, resetTenant, setClock, updateMessage } from './hey/index.js'

client.setConfig({ baseUrl: 'http://127.0.0.1:4010', headers: { Authorization: 'Bearer tok_ana' } })

export async function calls() {
  const list = await listMessages({ query: { limit: 5 } })
  const names = list.data?.data.map((m) => m.contact.username)
  const edited = await updateMessage({ path: { id: 'msg_1' }, body: { message: 'x' } })
  const reacted = await updateMessage({ path: { id: 'msg_1' }, body: { reactions: { like: ['ana'] } } })
  const listed = await updateMessage({ path: { id: 'msg_1' }, body: { reactions: [{ like: ['ana'] }] } })
  const group = await createGroup({ body: { name: 'Trip', contacts: [{ username: 'ben' }] } })
  const clock = await setClock({ body: { now: 1767225600 } })
  const reset = await resetTenant()
  // @ts-expect-error a reaction lists usernames, not one string
  await updateMessage({ path: { id: 'msg_1' }, body: { reactions: { like: 'ana' } } })
  return [
    names,
    edited.data?.message,
    reacted.data?.reactions,
    listed.data?.id,
    group.data?.name,
    clock.data?.frozen,
    reset.data?.counts,
  ]
}
