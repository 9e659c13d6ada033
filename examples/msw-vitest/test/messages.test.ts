import { describe, expect, it } from 'vitest'
import { ApiError, MessagingApi } from '../src/api.js'
import { apiUrl, mock } from '../src/mocks.js'

// What a component's data layer meets, with no server anywhere: MSW hands each request to the mock.
const ana = new MessagingApi(apiUrl, 'tok_ana')

it(`runs in ${process.env.DOM}, with a document and no server`, () => {
  expect(navigator.userAgent).toContain(`${process.env.DOM}/`)
  expect(document.querySelector('body')).not.toBeNull()
})

it('lists the newest messages first, a page at a time', async () => {
  const first = await ana.messages({ limit: 2 })
  expect(first.items.map((m) => m.id)).toEqual(['msg_1MeMNq2lzNnJDWFyNloz', 'msg_wtOnYzloxmWa2khYGiQ1'])
  const second = await ana.messages({ limit: 2, cursor: first.next })
  expect(second.items.map((m) => m.id)).toEqual(['msg_WIvRos1KEnY8krgD1Oio', 'msg_mDID4Zu4AgLGH1HGrRlS'])
})

it('sends a message, and the next list starts with it', async () => {
  const sent = await ana.send('conv_trip', 'Landed, see you at the flat!')
  expect(sent).toMatchObject({
    conversation_id: 'conv_trip',
    contact: { id: 'ct_ana' },
    message: 'Landed, see you at the flat!',
  })
  expect((await ana.messages({ limit: 1 })).items.map((m) => m.id)).toEqual([sent.id])
})

it('starts from the fixture again after the reset of the test before', async () => {
  expect(mock.requests()).toEqual([])
  expect((await ana.messages({ limit: 1 })).items.map((m) => m.id)).toEqual(['msg_1MeMNq2lzNnJDWFyNloz'])
})

it('the journal holds exactly the form body the client sent', async () => {
  await new MessagingApi(apiUrl, 'tok_ben').send('conv_trip', 'On my way')
  const [entry] = mock.requests({ method: 'POST', path: '/v1/messages' })
  expect(entry).toMatchObject({
    status: 201,
    caller: 'ct_ben',
    body: { conversation_id: 'conv_trip', message: 'On my way' },
  })
})

it('refuses what the real API refuses: an unknown conversation is a 404 with its problem code', async () => {
  const refused = ana.send('conv_nowhere', 'Hello?')
  await expect(refused).rejects.toBeInstanceOf(ApiError)
  await expect(refused).rejects.toMatchObject({ status: 404, code: 'not_found' })
})

it('a 503 injected for the list reaches the caller as an ApiError, once', async () => {
  mock.faults.add({ method: 'GET', path: '/v1/messages', status: 503 })
  await expect(ana.messages()).rejects.toMatchObject({ status: 503 })
  expect((await ana.messages({ limit: 1 })).items).toHaveLength(1)
})

it('times come from the frozen clock, and a token expires when the clock passes its time', async () => {
  mock.clock.freeze(1767312000)
  const ben = new MessagingApi(apiUrl, 'tok_ben_expiring')
  expect((await ben.send('conv_trip', 'Still here')).created_at).toBe(1767312000)
  mock.clock.advance(1)
  await expect(ben.send('conv_trip', 'And now?')).rejects.toMatchObject({ status: 401, code: 'token_expired' })
})

describe('a tenant per test, for tests that run at once', () => {
  it.concurrent.each(['one', 'two', 'three'])('writer %s sees only its own message', async (writer) => {
    const tenant = mock.tenant(`writer-${writer}-${crypto.randomUUID()}`)
    const api = new MessagingApi(tenant.url, 'tok_ana')
    const sent = await api.send('conv_trip', `From writer ${writer}`)
    expect((await api.messages({ limit: 1 })).items.map((m) => m.message)).toEqual([`From writer ${writer}`])
    expect(tenant.requests().map((entry) => entry.path)).toEqual(['/v1/messages', '/v1/messages'])
    expect(sent.id).not.toBe('msg_1MeMNq2lzNnJDWFyNloz')
  })
})
