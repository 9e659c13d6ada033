import { getResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { createMswMock } from '../src/msw.js'

/**
 * Issue 41, point 1: what `createMswMock`'s handlers take as theirs (every request under the base
 * URL, and nothing else, which MSW then leaves to `onUnhandledRequest`), and the control it gives.
 * The requests go through MSW's own `getResponse`: undefined is "no handler took it".
 */
const auth = { Authorization: 'Bearer tok_ana' }

async function answer(mock: { handlers: Parameters<typeof getResponse>[0] }, url: string, init?: RequestInit) {
  const response = await getResponse(mock.handlers, new Request(url, init))
  return response === undefined ? undefined : { status: response.status, body: await response.json() }
}

describe('an origin as the base URL', () => {
  it('answers /v1 and the control plane there, and leaves other origins to MSW', async () => {
    const mock = await createMswMock({ baseUrl: 'https://api.example.com', seed: 1 })
    expect((await answer(mock, 'https://api.example.com/v1/groups?limit=1', { headers: auth }))?.status).toBe(200)
    expect(await answer(mock, 'https://api.example.com/__health')).toEqual({ status: 200, body: { status: 'ok' } })
    expect(await answer(mock, 'https://api.example.com/elsewhere')).toMatchObject({
      status: 404,
      body: { code: 'not_found' },
    })
    expect(await answer(mock, 'https://api.example.com:8443/__health')).toBeUndefined()
    expect(await answer(mock, 'http://api.example.com/__health')).toBeUndefined()
    expect(await answer(mock, 'https://cdn.example.com/__health')).toBeUndefined()
  })

  it('answers a tenant by its /t/ prefix or its header, each in a world of its own', async () => {
    const mock = await createMswMock({ baseUrl: 'https://api.example.com' })
    const form = { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' }
    const body = 'conversation_id=conv_trip&message=Hello'
    expect(mock.tenant('qa').url).toBe('https://api.example.com/t/qa')
    expect(
      (await answer(mock, `${mock.tenant('qa').url}/v1/messages`, { method: 'POST', headers: form, body }))?.status,
    ).toBe(201)
    const headers = { ...form, 'X-Mock-Tenant': 'other' }
    expect((await answer(mock, 'https://api.example.com/v1/messages', { method: 'POST', headers, body }))?.status).toBe(
      201,
    )
    expect(
      mock
        .tenant('qa')
        .requests()
        .map((entry) => entry.status),
    ).toEqual([201])
    expect(
      mock
        .tenant('other')
        .requests()
        .map((entry) => entry.status),
    ).toEqual([201])
    expect(mock.requests()).toEqual([])
  })
})

describe('an origin and a path as the base URL', () => {
  it('answers under the path only: not a path that merely starts with the same letters', async () => {
    const mock = await createMswMock({ baseUrl: 'https://example.com/api/' })
    expect(mock.url).toBe('https://example.com/api')
    expect(await answer(mock, 'https://example.com/api/__health')).toEqual({ status: 200, body: { status: 'ok' } })
    expect(await answer(mock, 'https://example.com/api')).toMatchObject({ status: 404 })
    expect(await answer(mock, 'https://example.com/apiary/__health')).toBeUndefined()
    expect(await answer(mock, 'https://example.com/__health')).toBeUndefined()
  })
})

describe('a path alone as the base URL', () => {
  const page = globalThis as { location?: { href: string } }
  afterEach(() => {
    delete page.location
  })

  it("is the page's origin and that path where there is a page", async () => {
    page.location = { href: 'http://localhost:5173/inbox?tab=1' }
    const mock = await createMswMock({ baseUrl: '/api' })
    expect(mock.url).toBe('http://localhost:5173/api')
    expect(await answer(mock, 'http://localhost:5173/api/__health')).toEqual({ status: 200, body: { status: 'ok' } })
  })

  it('is refused where there is none, saying what to give', async () => {
    await expect(createMswMock({ baseUrl: '/api' })).rejects.toThrow(
      new TypeError(
        'baseUrl "/api" is not a URL: give the API\'s origin, as https://api.example.com (a path alone needs a page to be taken against)',
      ),
    )
  })
})

it('gives the control of the same mock the handlers answer from', async () => {
  const mock = await createMswMock({ baseUrl: 'https://api.example.com', clock: 1767225600 })
  mock.faults.add({ method: 'GET', path: '/v1/groups', status: 503 })
  expect((await answer(mock, 'https://api.example.com/v1/groups', { headers: auth }))?.status).toBe(503)
  mock.clock.advance(60)
  expect(await answer(mock, 'https://api.example.com/__clock')).toEqual({
    status: 200,
    body: { now: 1767225660, frozen: true },
  })
  expect(mock.requests().map((entry) => [entry.method, entry.path, entry.status])).toEqual([['GET', '/v1/groups', 503]])
  mock.reset()
  expect([mock.requests(), mock.faults.list(), mock.clock.now()]).toEqual([[], [], 1767225600])
})
