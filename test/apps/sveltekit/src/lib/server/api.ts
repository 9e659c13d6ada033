import { MESSAGING_MOCK_URL } from '$app/env/private'

/** The messaging API's URL for a path, as the app's server calls it. */
export function api(path: string): string {
  if (!MESSAGING_MOCK_URL) throw new Error('MESSAGING_MOCK_URL is not set: the app has no API to call.')
  return `${MESSAGING_MOCK_URL}${path}`
}

/** The app signs in as ana, whatever the visitor: enough for a demo of server-side data. */
export const auth = { Authorization: 'Bearer tok_ana' }

export interface Group {
  id: string
  name: string
  description: string | null
  conversation_id: string
  contacts: { username: string }[]
}

export interface Message {
  id: string
  message: string
  contact: { username: string }
}
