/** Compiled (tsc --strict) next to the fetch client orval generates from the document. */
import { addFault, createGroup, listMessages, resetTenant, updateMessage } from './orval/client.js'

export async function calls() {
  const list = await listMessages({ limit: 5 })
  const names = list.status === 200 ? list.data.data.map((m) => m.contact.username) : []
  const edited = await updateMessage('msg_1', { message: 'x' })
  const reacted = await updateMessage('msg_1', { reactions: { like: ['ana'] } })
  const listed = await updateMessage('msg_1', { reactions: [{ like: ['ana'] }] })
  const group = await createGroup({ name: 'Trip', contacts: [{ id: 'ct_ben' }] })
  const fault = await addFault({ path: '/v1/messages/*', status: 503, times: 2 })
  const reset = await resetTenant()
  // @ts-expect-error a reaction lists usernames, not one string
  await updateMessage('msg_1', { reactions: { like: 'ana' } })
  return [names, edited.status, reacted.status, listed.status, group.status, fault.status, reset.status]
}
