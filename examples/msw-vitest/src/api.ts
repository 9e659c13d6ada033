/**
 * The app's data layer, as a component calls it: it knows nothing of MSW or the mock. It is given
 * the API's base URL and the signed-in user's token, and speaks `fetch`.
 */
export interface Message {
  id: string
  conversation_id: string
  contact: { id: string }
  message: string
  created_at: number
}

/** A page of a list: `next` is what to pass to get the page after it, absent on the last. */
export interface Page<T> {
  items: T[]
  next?: string
}

/** An answer that was not a success, with the problem document's code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`The messaging API answered ${status}${code === undefined ? '' : ` (${code})`}`)
  }
}

export class MessagingApi {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  /** The newest messages first, `limit` at a time, from after `cursor` when given. */
  async messages({ limit = 10, cursor }: { limit?: number; cursor?: string } = {}): Promise<Page<Message>> {
    const query = new URLSearchParams({ limit: String(limit) })
    if (cursor !== undefined) query.set('starting_after', cursor)
    const list = (await this.call(`/v1/messages?${query}`)) as { data: Message[]; has_more: boolean }
    return { items: list.data, next: list.has_more ? list.data.at(-1)?.id : undefined }
  }

  async send(conversationId: string, text: string): Promise<Message> {
    const body = new URLSearchParams({ conversation_id: conversationId, message: text })
    return (await this.call('/v1/messages', { method: 'POST', body })) as Message
  }

  private async call(path: string, init: RequestInit = {}): Promise<unknown> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${this.token}` },
    })
    const body: unknown = await res.json().catch(() => undefined)
    if (!res.ok) throw new ApiError(res.status, (body as { code?: string } | undefined)?.code)
    return body
  }
}
