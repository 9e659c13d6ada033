import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { appFor } from '../../src/app.js'
import { reasonCodes } from '../../src/engine/core/reasons.js'
import type { JournalEntry, ReasonCode } from '../../src/engine/core/types.gen.js'
import { Mock } from '../../src/engine/mock.js'
import type { MockOptions } from '../../src/engine/options.js'
import { listen } from '../../src/http/listen.js'
import { fixture } from '../helpers.js'

/**
 * Issue 48, point 5: a real request for every reason code, as data, so that the journal's test
 * (test/reasons.test.ts), the inspector's (in Chromium) and MCP's read back the same reasons. Each
 * code's requests run in a tenant of their own, named after the code (or the one they name
 * themselves), on a mock of test/fixtures/small.json with seed 1 and its clock frozen at
 * `reasonClock`: every tenant starts from that world with the same ids to make, so each code's
 * reason is the catalogue's example whether its tenant has a server to itself or shares one.
 */

export const reasonClock = 1767225600

/** One HTTP request: a form body as a string, JSON as an object; ana's token unless `token` says otherwise (null: none). */
export interface Step {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  token?: string | null
  headers?: Record<string, string>
  body?: string | object
}

export interface ReasonCase {
  /**
   * What the case sends: requests; `refuse` to make the mock's store of changes refuse (as a full
   * disk) or take them again; `bug` to plant a bug in the case's tenant, which its next read of a
   * message meets (`plantedBug`).
   */
  steps: (Step | { refuse: boolean } | { bug: true })[]
  /** The tenant its steps name themselves (a header, a /t/ prefix); absent, they are sent to the tenant named after the code. */
  tenant?: string
  /** A mock of other options than the shared one: such a case needs a server of its own. */
  options?: MockOptions
}

const get = (path: string, token = 'tok_ana'): Step => ({ method: 'GET', path, token })
const post = (path: string, body: string | object): Step => ({ method: 'POST', path, body })
const put = (path: string, body: object): Step => ({ method: 'PUT', path, body })
const raw = (type: string, body: string): Step => ({
  method: 'POST',
  path: '/v1/messages',
  headers: { 'Content-Type': type },
  body,
})
const one = (step: Step): ReasonCase => ({ steps: [step] })

/** A request for every code of the catalogue; the type requires the table to be whole. */
export const reasonCases: { readonly [C in ReasonCode]: ReasonCase } = {
  'tenant.default': { steps: [{ ...get('/v1/messages/msg_t1'), headers: { 'X-Tenant': 'qa' } }], tenant: 'default' },
  'tenant.header': { steps: [{ ...get('/v1/messages/msg_t1'), headers: { 'X-Mock-Tenant': 'qa' } }], tenant: 'qa' },
  'tenant.path': { steps: [get('/t/ci/v1/messages/msg_t1')], tenant: 'ci' },
  'tenant.baggage': {
    steps: [{ ...get('/v1/messages/msg_t1'), headers: { baggage: 'userId=ana, mock-tenant=qa;origin=otel' } }],
    tenant: 'qa',
  },
  'tenant.created': { steps: [get('/t/e2e/v1/messages/msg_t1')], tenant: 'e2e' },
  'auth.missing': one({ method: 'GET', path: '/v1/messages', token: null }),
  'auth.malformed': one({
    method: 'GET',
    path: '/v1/messages',
    token: null,
    headers: { Authorization: 'Basic YW5hOnNlY3JldA==' },
  }),
  'caller.token': one(get('/v1/messages/msg_t2', 'tok_ben_exp')),
  'caller.default': one(get('/v1/messages/msg_t1', 'tok_nobody')),
  'caller.expired': {
    steps: [post('/__clock', { now: reasonClock + 7200 }), get('/v1/messages/msg_t2', 'tok_ben_exp')],
  },
  'caller.unknown': { steps: [get('/v1/messages', 'tok_anna')], options: { auth: 'strict' } },
  // A world without contacts has no default caller.
  'caller.none': { steps: [post('/__fixtures', {}), get('/v1/messages', 'tok_nobody')] },
  'fault.answered': {
    steps: [
      post('/__faults', { method: 'POST', path: '/v1/messages', status: 503, times: 2 }),
      post('/v1/messages', { conversation_id: 'conv_trip', message: 'x' }),
    ],
  },
  'fault.delayed': { steps: [post('/__faults', { path: '/v1/messages/*', delay_ms: 20 }), get('/v1/messages/msg_t1')] },
  'latency.added': { steps: [get('/v1/messages/msg_t1')], options: { latency: { min: 5, max: 5 } } },
  'route.matched': one(get('/v1/messages/msg_t1')),
  'route.unknown': one(get('/v1/message/msg_t1')),
  'route.method': one({ method: 'PATCH', path: '/v1/messages/msg_t1' }),
  'route.escape': one(get('/v1/messages/%E0%A4%A')),
  'body.json': one(post('/v1/messages', { conversation_id: 'conv_trip', message: 'hello there' })),
  'body.form': one(post('/v1/messages', 'conversation_id=conv_trip&message=hello')),
  'body.empty': one({ method: 'POST', path: '/v1/messages' }),
  'body.unsupported': one(raw('text/plain', 'hello')),
  'body.unparsable': one(raw('application/json', '{"message": ')),
  'body.not_object': one(raw('application/json', '["hello"]')),
  'body.refused_key': one(raw('application/json', '{"__proto__": {"admin": true}}')),
  'body.too_deep': one(raw('application/json', `${'['.repeat(70)}${']'.repeat(70)}`)),
  'body.unread': one(raw('application/json', JSON.stringify({ message: 'x'.repeat(2 ** 20) }))),
  'input.invalid': one(get('/v1/messages?limit=500')),
  'input.unknown': one(get('/v1/messages?conversation=conv_trip')),
  'conversation.hidden': one(post('/v1/messages', { conversation_id: 'conv_cleo', message: 'hi' })),
  'conversation.absent': one(post('/v1/messages', { conversation_id: 'grp_trip', message: 'hi' })),
  'message.hidden': one(get('/v1/messages/msg_c1')),
  'message.absent': one(get('/v1/messages/msg_nope')),
  'message.attachments_full': one(
    put('/v1/messages/msg_d2', {
      attachments: Array.from({ length: 10 }, (_, i) => ({ url: `https://files.example.com/${i}.pdf` })),
    }),
  ),
  'group.hidden': one(get('/v1/groups/grp_cleo')),
  'group.absent': one(get('/v1/groups/msg_t1')),
  'group.archived': one(get('/v1/groups/grp_old')),
  'contact.resolved': one(post('/v1/groups', 'name=Hike&contacts[0][username]=ben')),
  'contact.unknown': one(post('/v1/groups', { name: 'Hike', contacts: [{ id: 'ct_zed' }] })),
  'page.cursor': one(get('/v1/messages?conversation_id=conv_trip&starting_after=msg_t2')),
  'page.cursor_refused': one(get('/v1/messages?conversation_id=conv_trip&starting_after=msg_d1')),
  'page.hidden': one(get('/v1/messages')),
  'page.filtered': one(get('/v1/groups?archived=false')),
  'page.more': one(get('/v1/messages?conversation_id=conv_trip&limit=2')),
  'page.end': one(get('/v1/messages?conversation_id=conv_trip&starting_after=msg_t1')),
  'clock.frozen': one(post('/v1/messages', { conversation_id: 'conv_trip', message: 'hi' })),
  'message.sent': one(
    post('/v1/messages', {
      conversation_id: 'conv_trip',
      message: 'hi',
      attachments: [{ url: 'https://x.test/a.png' }],
    }),
  ),
  'message.updated': one(put('/v1/messages/msg_t1', { reactions: { like: ['ben'] } })),
  'message.deleted': one({ method: 'DELETE', path: '/v1/messages/msg_t1' }),
  'group.created': one(post('/v1/groups', { name: 'Hike', contacts: [{ id: 'ct_ben' }] })),
  'group.updated': one(put('/v1/groups/grp_trip', { contacts: [{ id: 'ct_cleo' }] })),
  'group.deleted': one({ method: 'DELETE', path: '/v1/groups/grp_trip' }),
  // The tenant is made (and kept) first: a tenant whose making cannot be kept is not made at all.
  'storage.refused': {
    steps: [
      get('/v1/groups'),
      { refuse: true },
      post('/v1/messages', { conversation_id: 'conv_trip', message: 'lost' }),
      { refuse: false },
    ],
  },
  // `default` is there from the start, at any ceiling: a new tenant would be refused before it journaled anything.
  'storage.memory': {
    steps: [post('/v1/messages', { conversation_id: 'conv_trip', message: 'no room' })],
    tenant: 'default',
    options: { memory: { full: () => true, described: '48 MiB of heap' } },
  },
  'internal.bug': { steps: [{ bug: true }, get('/v1/messages/msg_t1')] },
}

/** A served mock of the reasons' world: its URL, and whether its store of changes refuses them now. */
export interface ReasonServer {
  url: string
  store: { refuse: boolean }
  /** What the mock reported to its `onBug`: nothing, or the bug a case planted. */
  bugs: unknown[]
  /** Plants a bug in `tenant`: its next read of a message throws (`plantedBug`), as a mistake of the store would. */
  plantBug(tenant: string): void
  close(): Promise<void>
}

/** The error of the bug `plantBug` plants. */
export const plantedBug = new Error('a bug')

/**
 * A mock of the reasons' world (and `options`), served on a free port of 127.0.0.1, its tenants
 * kept by a port that refuses what it is handed while `store.refuse` is set: a disk that is full
 * for as long as a case says.
 */
export async function reasonServer(options: MockOptions = {}): Promise<ReasonServer> {
  const bugs: unknown[] = []
  const mock = await Mock.create({
    fixtures: fixture('small'),
    seed: 1,
    clock: reasonClock,
    onBug: (error) => bugs.push(error),
    ...options,
  })
  const store = { refuse: false }
  await mock.keepIn(
    {
      keep: () => {
        if (store.refuse) throw new Error('disk full')
      },
    },
    [],
  )
  const server: Server = await listen(appFor(mock), 0, '127.0.0.1')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    store,
    bugs,
    plantBug: (tenant) => {
      const { messages } = mock.tenant(tenant).state
      // An own property over the map's method, which the bug removes as it throws: it happens once.
      Object.defineProperty(messages, 'get', {
        configurable: true,
        value: () => {
          delete (messages as { get?: unknown }).get
          throw plantedBug
        },
      })
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}

/** The tenant a case's reason is read from. */
export const tenantOf = (code: ReasonCode) => reasonCases[code].tenant ?? code

/** Sends a case's steps to `server`, in the code's own tenant unless the case names one itself. */
export async function sendCase(server: ReasonServer, code: ReasonCode): Promise<void> {
  const { steps, tenant } = reasonCases[code]
  for (const step of steps) {
    if ('refuse' in step) {
      server.store.refuse = step.refuse
      continue
    }
    if ('bug' in step) {
      server.plantBug(tenant ?? code)
      continue
    }
    const headers: Record<string, string> = tenant === undefined ? { 'X-Mock-Tenant': code } : {}
    const token = step.token === undefined ? 'tok_ana' : step.token
    if (token !== null && step.path.startsWith('/v1')) headers.Authorization = `Bearer ${token}`
    if (typeof step.body === 'string') headers['Content-Type'] = 'application/x-www-form-urlencoded'
    else if (step.body !== undefined) headers['Content-Type'] = 'application/json'
    Object.assign(headers, step.headers)
    const body = step.body === undefined || typeof step.body === 'string' ? step.body : JSON.stringify(step.body)
    const res = await fetch(`${server.url}${step.path}`, { method: step.method, headers, body })
    await res.arrayBuffer()
  }
}

/** The newest journal entry of a code's tenant with a reason of that code. */
export async function entryOf(server: ReasonServer, code: ReasonCode): Promise<JournalEntry | undefined> {
  const res = await fetch(`${server.url}/__requests?reason=${code}&limit=1`, {
    headers: { 'X-Mock-Tenant': tenantOf(code) },
  })
  return ((await res.json()) as { data: JournalEntry[] }).data[0]
}

/** The codes whose cases one server of the shared options (`sharedOptions`) can make, each in its tenant. */
export const sharedCodes = reasonCodes.filter((code) => {
  const { options } = reasonCases[code]
  return options === undefined || options.latency !== undefined
})

/** What the shared server runs with: the one option a case asks for that does not change the others' reasons. */
export const sharedOptions: MockOptions = { latency: { min: 5, max: 5 } }

/** One server with every case it can make, each in its tenant. */
export async function serverWithEveryReason(): Promise<ReasonServer> {
  const server = await reasonServer(sharedOptions)
  for (const code of sharedCodes) await sendCase(server, code)
  return server
}
