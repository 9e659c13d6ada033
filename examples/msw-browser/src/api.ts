/** A message as the app shows it: the fields of the API's message it reads. */
export interface Message {
  id: string
  message: string
  contact: { username: string }
  created_at: number
}

/** A page of messages, newest first: `has_more` says whether older ones remain. */
export interface MessagePage {
  data: Message[]
  has_more: boolean
}

/** The API's error shape (docs/interface.md): every 4xx and 5xx has it. */
export interface Problem {
  status: number
  code: string
  detail: string
}

/** One call as the client saw it: what it asked, the status, and the body it read. */
export interface Exchange<T = unknown> {
  request: string
  status: number
  body: T | Problem
}

/** The app's client of the messaging API: plain fetch, as it calls the real API in production. */
export interface MessagesApi {
  /** A page of the caller's messages, newest first; `startingAfter` (a message id) gives the older page after it. */
  list(page: { limit: number; startingAfter?: string }): Promise<Exchange<MessagePage>>
  /** Sends a message to a conversation; the API answers 201 with the message as it stored it. */
  send(conversationId: string, message: string): Promise<Exchange<Message>>
}

export function createApi(baseUrl: string, token: string): MessagesApi {
  async function call<T>(method: string, path: string, body?: URLSearchParams): Promise<Exchange<T>> {
    // A URLSearchParams body goes out as application/x-www-form-urlencoded, the form the API reads.
    const response = await fetch(`${baseUrl}${path}`, { method, headers: { Authorization: `Bearer ${token}` }, body })
    return { request: `${method} ${path}`, status: response.status, body: (await response.json()) as T | Problem }
  }
  return {
    list: ({ limit, startingAfter }) => {
      const query = new URLSearchParams({ limit: String(limit) })
      if (startingAfter !== undefined) query.set('starting_after', startingAfter)
      return call('GET', `/v1/messages?${query}`)
    },
    send: (conversationId, message) =>
      call('POST', '/v1/messages', new URLSearchParams({ conversation_id: conversationId, message })),
  }
}
