import { createMswMock, type MswMock } from 'messaging-mock/msw'
import { setupWorker } from 'msw/browser'

/**
 * Starts the mock in this page: MSW's service worker (/mockServiceWorker.js, which
 * `npx msw init public` copies into the folder the dev server serves) hands every request the page
 * makes under `apiUrl` to the mock's handlers, which run here, in the page. Nothing goes to the API.
 */
export async function startMocks(apiUrl: string): Promise<MswMock> {
  // A seed and a frozen clock make the same world at the first load and after a reset: the ids and
  // times stay put. `persist` keeps what the app does (in IndexedDB) across a reload of the page.
  const mock = await createMswMock({ baseUrl: apiUrl, seed: 1, clock: 1767225600, persist: true })
  const worker = setupWorker(...mock.handlers)
  // The page's own files are not the mock's business: requests anywhere else go to the network as they would.
  await worker.start({ onUnhandledRequest: 'bypass' })
  return mock
}
