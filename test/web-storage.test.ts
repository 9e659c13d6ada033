import { expect, it } from 'vitest'
import { createWebMock } from '../src/web.js'
import { landed } from './support/default-world.js'

/**
 * Issue 46, point 3: `persist` where there is no IndexedDB (Node, a test in jsdom): the mock says
 * so and answers from memory. What IndexedDB keeps is tested in Chromium
 * (test/browser/web-storage.test.ts, test/browser/msw-worker.test.ts).
 */
it('persist without an IndexedDB: a notice, and the mock in memory', async () => {
  expect(typeof indexedDB).toBe('undefined')
  const notices: string[] = []
  const mock = await createWebMock({
    seed: 1,
    clock: 1767225600,
    persist: true,
    notify: (message) => notices.push(message),
  })
  expect(notices).toEqual([
    'IndexedDB "messaging-mock http://mock.local": there is no IndexedDB here: the mock is kept in memory only',
  ])
  const res = await mock.fetch(
    new Request('http://mock.local/v1/messages', {
      method: 'POST',
      headers: { Authorization: 'Bearer tok_ana' },
      body: new URLSearchParams({ conversation_id: 'conv_trip', message: landed.message }),
    }),
  )
  expect({ status: res.status, body: await res.json() }).toEqual({ status: 201, body: landed })
  expect(mock.mock.keeper).toBeUndefined()
})
