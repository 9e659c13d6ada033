/**
 * The messaging API as this app's server calls it: the mock's URL from the environment, as ana.
 * Nothing here knows of tenants: the preload started with the server adds the tenant.
 */

export interface Group {
  id: string
  name: string
  conversation_id: string
}

export interface Message {
  id: string
  contact: string
  message: string
}

interface Page<T> {
  has_more: boolean
  data: T[]
}

export const auth = { Authorization: 'Bearer tok_ana' }

/** Read per request, not at import: `next build` imports the pages without a mock. */
export function mockUrl(): string {
  const url = process.env.MESSAGING_MOCK_URL
  if (!url) throw new Error('MESSAGING_MOCK_URL is not set: the app needs the API’s URL.')
  return url
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${mockUrl()}${path}`, { headers: auth, cache: 'no-store' })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as T
}

export async function listGroups(): Promise<Group[]> {
  return (await getJson<Page<Group>>('/v1/groups')).data
}

export async function listMessages(conversationId: string): Promise<Message[]> {
  return (await getJson<Page<Message>>(`/v1/messages?conversation_id=${encodeURIComponent(conversationId)}`)).data
}
