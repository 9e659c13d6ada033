import { afterAll, afterEach, beforeAll } from 'vitest'
import { mock, server } from '../src/mocks.js'

// A request that no handler answers fails its test instead of reaching the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  // Back to the fixture's world: what a test sent, its faults, its clock and its journal are gone.
  mock.reset()
})
afterAll(() => server.close())
