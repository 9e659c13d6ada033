import { Collection } from '@msw/data'
import { type HttpHandler, HttpResponse, http } from 'msw'
import type { Contact, Fixture, Message, MessagePage } from '../src/engine/core/types.gen.js'

/**
 * A Standard Schema that takes any value as a message: the hand-written handler validates nothing,
 * which is what makes it the floor the mock's handlers are measured against.
 */
const anyMessage = {
  '~standard': {
    version: 1 as const,
    vendor: 'messaging-mock-bench',
    validate: (value: unknown) => ({ value: value as Message }),
    types: undefined as unknown as { input: Message; output: Message },
  },
}

/**
 * What a user would write by hand over `@msw/data` for the same two reads as the mock: a
 * collection of the messages as the API shows them (the sender's contact in place of its id), and
 * two `http.get` handlers with no authentication, validation, journal or paging cursor. GET one is
 * a findFirst by id (404 when absent); a page is the newest `limit` of the caller's conversations,
 * `{ data, has_more }`. The messages are the fixture's, as `state` exports them.
 */
export async function handWrittenHandlers(baseUrl: string, state: Fixture, caller: string): Promise<HttpHandler[]> {
  const contacts = new Map((state.contacts ?? []).map((c) => [c.id, c as Contact]))
  const messages = new Collection({ schema: anyMessage })
  for (const m of state.messages ?? [])
    await messages.create({ ...m, contact: contacts.get(m.contact) } as unknown as Message)
  const visible = callersConversations(state, caller)
  return [
    http.get(`${baseUrl}/v1/messages/:id`, ({ params }) => {
      const message = messages.findFirst((q) => q.where({ id: String(params.id) }))
      if (message === undefined) return HttpResponse.json({ status: 404, title: 'Not Found' }, { status: 404 })
      return HttpResponse.json(message)
    }),
    http.get(`${baseUrl}/v1/messages`, ({ request }) => {
      const limit = Number(new URL(request.url).searchParams.get('limit') ?? 10)
      // Not `take`: @msw/data (1.1.7) takes the first records inserted, then sorts those.
      const newest = messages.findMany((q) => q.where({ conversation_id: (id) => visible.has(id) }), {
        orderBy: { created_at: 'desc' },
      })
      const page: MessagePage = { data: newest.slice(0, limit), has_more: newest.length > limit }
      return HttpResponse.json(page)
    }),
  ]
}

/** The conversations `caller` takes part in: its direct ones, and those of the groups it owns or is in. */
function callersConversations(state: Fixture, caller: string): Set<string> {
  const ids = new Set<string>()
  for (const c of state.conversations ?? []) if (c.id !== undefined && c.participants.includes(caller)) ids.add(c.id)
  for (const g of state.groups ?? [])
    if (g.conversation_id !== undefined && (g.owner === caller || g.contacts?.includes(caller)))
      ids.add(g.conversation_id)
  return ids
}
