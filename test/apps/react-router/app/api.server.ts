/**
 * The messaging API, called from the app's server only (`.server` keeps this module out of the
 * browser's bundle). Its URL comes from the environment, read per call so that a missing one
 * fails the request that needed it with a message that says so.
 */

export interface Group {
  id: string
  name: string
  conversation_id: string
}

export interface Message {
  id: string
  message: string
}

export interface Page<T> {
  has_more: boolean
  data: T[]
}

/** The app calls the API as ana. */
export const auth = { Authorization: 'Bearer tok_ana' }

export function apiUrl(path: string): string {
  const base = process.env.MESSAGING_MOCK_URL
  if (!base) throw new Error('MESSAGING_MOCK_URL is not set: the app needs the messaging API’s URL.')
  return `${base.replace(/\/+$/, '')}${path}`
}

/** A GET with fetch, its JSON body, or an error naming the status. */
export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(apiUrl(path), { headers: auth })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return (await response.json()) as T
}
