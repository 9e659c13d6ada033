/**
 * Compiled (tsc --strict) next to the types openapi-typescript generates from the document
 * (schema.d.ts), then run by test/openapi-tools.test.ts against a mock: a client team's flow.
 */
import createClient from 'openapi-fetch'
import type { paths } from './schema.js'

/** List, send, react, retrieve, create a group, reset: each answer's status and the values a suite reads. */
export async function flow(baseUrl: string) {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: 'Bearer tok_ana' } })
  const list = await client.GET('/v1/messages', { params: { query: { conversation_id: 'conv_trip', limit: 2 } } })
  const first = list.data?.data[0]
  const sent = await client.POST('/v1/messages', {
    body: {
      conversation_id: 'conv_trip',
      message: 'See you at the gate',
      attachments: [{ url: 'https://example.com/a.png' }],
    },
  })
  const id = sent.data?.id ?? ''
  const reacted = await client.PUT('/v1/messages/{id}', {
    params: { path: { id } },
    body: { reactions: { like: ['ben'] } },
  })
  const again = await client.PUT('/v1/messages/{id}', {
    params: { path: { id } },
    body: { message: 'See you at gate 12', reactions: [{ like: ['cleo'] }] },
  })
  const retrieved = await client.GET('/v1/messages/{id}', { params: { path: { id } } })
  const group = await client.POST('/v1/groups', {
    body: { name: 'Airport run', contacts: [{ id: 'ct_ben' }, { username: 'cleo' }] },
  })
  const missing = await client.GET('/v1/messages/{id}', { params: { path: { id: 'msg_none' } } })
  const reset = await client.POST('/__reset')
  const gone = await client.GET('/v1/messages/{id}', { params: { path: { id } } })
  return {
    list: {
      status: list.response.status,
      count: list.data?.data.length,
      has_more: list.data?.has_more,
      first: first?.id,
    },
    sent: { status: sent.response.status, message: sent.data?.message, contact: sent.data?.contact.username },
    reacted: { status: reacted.response.status, reactions: reacted.data?.reactions },
    again: { status: again.response.status, message: again.data?.message, reactions: again.data?.reactions },
    retrieved: {
      status: retrieved.response.status,
      message: retrieved.data?.message,
      updated_at: retrieved.data?.updated_at,
    },
    group: {
      status: group.response.status,
      name: group.data?.name,
      members: group.data?.contacts.map((c) => c.username),
    },
    missing: { status: missing.response.status, code: missing.error?.code },
    reset: { status: reset.response.status, counts: reset.data?.counts },
    gone: { status: gone.response.status, code: gone.error?.code },
  }
}

export async function refused(baseUrl: string) {
  const client = createClient<paths>({ baseUrl })
  // @ts-expect-error a reaction lists usernames, not one string
  await client.PUT('/v1/messages/{id}', { params: { path: { id: 'x' } }, body: { reactions: { like: 'ana' } } })
  // @ts-expect-error a message needs its conversation
  await client.POST('/v1/messages', { body: { message: 'hi' } })
}
