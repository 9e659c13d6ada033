import { createMswMock } from 'messaging-mock/msw'
import { setupServer } from 'msw/node'

/** The API's origin, as the app is configured with it. No server answers there: MSW does. */
export const apiUrl = 'https://api.example.com'

/** The messaging API's mock, with the default fixture, and MSW's interception of this process's requests. */
export const mock = await createMswMock({ baseUrl: apiUrl })
export const server = setupServer(...mock.handlers)
