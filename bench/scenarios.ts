import { username, type World } from './worlds.js'

/** One request the bench repeats: the same method, URL and body on every server. */
export interface Scenario {
  readonly title: string
  readonly method: 'GET' | 'POST' | 'PUT'
  /** Path and query. */
  readonly path: string
  /** A form-encoded body. */
  readonly body?: string
  /** The status every answer must have; any other fails the run. */
  readonly status: number
  /** Changes the mock's world, which the bench resets after each such run. */
  readonly writes: boolean
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()

/** The six requests of issue 5, against the throughput world. */
export function throughputScenarios(world: World): Scenario[] {
  return [
    { title: 'GET one message', method: 'GET', path: `/v1/messages/${world.newest}`, status: 200, writes: false },
    {
      title: 'GET a page of 10, one conversation',
      method: 'GET',
      path: `/v1/messages?conversation_id=${world.busy}&limit=10`,
      status: 200,
      writes: false,
    },
    {
      title: 'GET a page of 10, 200 conversations',
      method: 'GET',
      path: '/v1/messages?limit=10',
      status: 200,
      writes: false,
    },
    {
      title: 'POST a message (form)',
      method: 'POST',
      path: '/v1/messages',
      body: form({ conversation_id: world.busy, message: 'Hello from the bench' }),
      status: 201,
      writes: true,
    },
    {
      title: 'PUT a reaction (form)',
      method: 'PUT',
      path: `/v1/messages/${world.newest}`,
      body: form({ 'reactions[like][]': username }),
      status: 200,
      writes: true,
    },
    { title: 'GET a page of groups', method: 'GET', path: '/v1/groups?limit=10', status: 200, writes: false },
  ]
}

/** The lists whose latency must not grow with the store: first and deep pages, one and all conversations. */
export function sizeScenarios(world: World): Scenario[] {
  const list = (title: string, query: string): Scenario => ({
    title,
    method: 'GET',
    path: `/v1/messages?${query}`,
    status: 200,
    writes: false,
  })
  return [
    list('one conversation, first page', `conversation_id=${world.busy}&limit=10`),
    list('one conversation, deep page', `conversation_id=${world.busy}&limit=10&starting_after=${world.deepInBusy}`),
    list("all the caller's conversations, first page", 'limit=10'),
    list("all the caller's conversations, deep page", `limit=10&starting_after=${world.deepAcross}`),
  ]
}

/**
 * The read of the control-plane test (bench/beside.ts): the first page across everything the caller
 * sees, the list whose cost grows with the caller's conversations (k log n).
 */
export function besideScenario(): Scenario {
  return {
    title: "GET a page of 10, all the caller's conversations",
    method: 'GET',
    path: '/v1/messages?limit=10',
    status: 200,
    writes: false,
  }
}

/**
 * The reads of the MSW row (bench/msw.ts), by the default fixture's caller: the newest message it
 * sees, and the first page of 20 of its conversations.
 */
export function mswReads(newest: string): { title: string; path: string }[] {
  return [
    { title: 'GET one message', path: `/v1/messages/${newest}` },
    { title: 'GET a page of 20', path: '/v1/messages?limit=20' },
  ]
}

/** Headers of every request: the world's token, and the form type when there is a body. */
export function headersOf(world: Pick<World, 'token'>, scenario: Scenario): Record<string, string> {
  const headers: Record<string, string> = { authorization: `Bearer ${world.token}` }
  if (scenario.body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded'
  return headers
}
