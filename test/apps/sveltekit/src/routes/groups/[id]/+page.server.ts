import { error } from '@sveltejs/kit'
import { api, auth, type Group, type Message } from '#lib/server/api.ts'
import type { PageServerLoad } from './$types'

export const load: PageServerLoad = async ({ fetch, params }) => {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(api(path), { headers: auth })
    if (!response.ok) error(response.status === 404 ? 404 : 502, `GET ${path} answered ${response.status}`)
    return (await response.json()) as T
  }
  const group = await get<Group>(`/v1/groups/${encodeURIComponent(params.id)}`)
  const messages = await get<{ data: Message[] }>(
    `/v1/messages?conversation_id=${encodeURIComponent(group.conversation_id)}`,
  )
  return {
    group: { id: group.id, name: group.name },
    messages: messages.data.map(({ id, message, contact }) => ({ id, message, from: contact.username })),
  }
}
