/**
 * The two form bodies with bracket keys that docs/pact.md speaks of, as a client sends them: a
 * message with an attachment (`attachments[0][url]`), then a reaction to it (`reactions[like][]`).
 */
type Call = (path: string, init: RequestInit) => Promise<Response>

/** Sends the message with an attachment; returns its id. */
export async function sendWithAttachment(call: Call): Promise<string> {
  const sent = await call('/v1/messages', {
    method: 'POST',
    body: new URLSearchParams({
      conversation_id: 'conv_trip',
      message: 'Landed, photo attached',
      'attachments[0][url]': 'https://example.com/photos/landing.jpg',
    }),
  })
  return ((await sent.json()) as { id: string }).id
}

/** Reacts to a message with a like from ben. */
export async function reactWithLike(call: Call, id: string): Promise<void> {
  await call(`/v1/messages/${id}`, { method: 'PUT', body: new URLSearchParams({ 'reactions[like][]': 'ben' }) })
}
