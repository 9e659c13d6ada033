/**
 * The "client library" under test: what a web app's data layer would hold. It knows nothing of
 * the mock; it is given a base URL (the real API's, or a tenant's of the mock) and a token.
 */
export interface Message {
  id: string
  conversation_id: string
  contact: { id: string }
  message: string
  read_at: number | null
  created_at: number
}

/** An answer that was not a success, with the problem's code when the body had one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`The messaging API answered ${status}${code === undefined ? '' : ` (${code})`}`)
  }
}

export async function sendMessage(baseUrl: string, token: string, conversationId: string, text: string) {
  const res = await fetch(`${baseUrl}/v1/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: new URLSearchParams({ conversation_id: conversationId, message: text }),
  })
  return (await answer(res)) as Message
}

/** The newest messages first, of one conversation or of every conversation the caller sees. */
export async function listMessages(baseUrl: string, token: string, conversationId?: string, limit = 10) {
  const query = new URLSearchParams({ limit: String(limit) })
  if (conversationId !== undefined) query.set('conversation_id', conversationId)
  const res = await fetch(`${baseUrl}/v1/messages?${query}`, { headers: { Authorization: `Bearer ${token}` } })
  return ((await answer(res)) as { data: Message[] }).data
}

async function answer(res: Response): Promise<unknown> {
  const body = await res.json().catch(() => undefined)
  if (!res.ok) throw new ApiError(res.status, (body as { code?: string } | undefined)?.code)
  return body
}
