import type { Client, ClientOptions } from '@modelcontextprotocol/client'
import { expect } from 'vitest'

/**
 * The protocol eras a client may speak: the 2025 `initialize` handshake (the SDK client's default)
 * and the 2026-07-28 revision, pinned (no probe, no fallback: a server that does not offer it fails).
 */
export const eras: [string, ClientOptions['versionNegotiation']][] = [
  ['2025-11-25', { mode: 'legacy' }],
  ['2026-07-28', { mode: { pin: '2026-07-28' } }],
]

/** A tool call's result as text: whether it was an error result, and its one text content. */
export async function toolText(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{ isError: boolean; text: string }> {
  const result = await client.callTool({ name, arguments: args })
  expect(result.content).toEqual([{ type: 'text', text: expect.any(String) }])
  const [{ text }] = result.content as unknown as [{ text: string }]
  return { isError: result.isError === true, text }
}

/**
 * Calls a tool and reads its result as the mock's answer, JSON. A refusal must be a result
 * (`isError`), so the call itself has to resolve.
 */
export async function callTool(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{ isError: boolean; body: unknown }> {
  const { isError, text } = await toolText(client, name, args)
  return { isError, body: JSON.parse(text) }
}

/** Reads a resource of one text content: its MIME type and text. */
export async function readResource(client: Client, uri: string): Promise<{ mimeType: string; text: string }> {
  const { contents } = await client.readResource({ uri })
  expect(contents).toEqual([{ uri, mimeType: expect.any(String), text: expect.any(String) }])
  const [{ mimeType, text }] = contents as unknown as [{ mimeType: string; text: string }]
  return { mimeType, text }
}

/** The problem document of a refusal (CONTRACT section 6), its `errors` by param. */
export const problem = (status: number, title: string, code: string, detail: string, params: string[] = []) => ({
  type: 'about:blank',
  title,
  status,
  code,
  detail,
  errors: params.map((param) => ({ param, message: expect.any(String) })),
})

/** The control plane's 401 to a request without the admin token. */
export const adminTokenMissing = problem(
  401,
  'Unauthorized',
  'unauthorized',
  'The control plane needs the admin token.',
)

export const noToken = problem(401, 'Unauthorized', 'unauthorized', 'Send Authorization: Bearer <token>.')

/** Where the mock's clock starts (`--clock`, the `clock` option): a reset puts it back there. */
export const startClock = 1767000000

/** Where the agent freezes it. */
const frozenAt = 1767225600

/**
 * The agent's world: ana and ben, one direct conversation, one message from ben. Every time is
 * given, so that nothing depends on when the fixture is loaded.
 */
export const agentWorld = {
  default_caller: 'ct_ana',
  tokens: { tok_ana: 'ct_ana', tok_ben: 'ct_ben' },
  contacts: [
    { id: 'ct_ana', username: 'ana', created_at: 1766000000 },
    { id: 'ct_ben', username: 'ben', created_at: 1766000100 },
  ],
  conversations: [{ id: 'conv_dm', participants: ['ct_ana', 'ct_ben'] }],
  messages: [
    { id: 'msg_lunch', conversation_id: 'conv_dm', contact: 'ct_ben', message: 'Lunch?', created_at: 1767225000 },
  ],
}

const ana = {
  id: 'ct_ana',
  username: 'ana',
  phone_number: null,
  avatar_url: null,
  last_active_at: null,
  created_at: 1766000000,
}
const ben = { ...ana, id: 'ct_ben', username: 'ben', created_at: 1766000100 }

const message = (fields: {
  id: string
  contact: typeof ana
  message: string
  created_at: number
  read_at?: number
}) => ({
  conversation_id: 'conv_dm',
  reactions: [],
  attachments: [],
  read_at: null,
  updated_at: null,
  ...fields,
})

const lunch = message({ id: 'msg_lunch', contact: ben, message: 'Lunch?', created_at: 1767225000 })

/** A journal entry of a request ana made through a /v1 tool. Its duration is the one value left free. */
const entry = (fields: { method: string; status: number; at: number; why: unknown[] } & Record<string, unknown>) => ({
  path: '/v1/messages',
  query: {},
  body: null,
  caller: 'ct_ana',
  duration_ms: expect.any(Number),
  problem: null,
  ...fields,
})

/** An entry's reasons by their codes, in order: a tool's request names its tenant by the path's /t/ prefix. */
const reasons = (...codes: string[]) =>
  ['tenant.path', 'caller.token', ...codes].map((code) => expect.objectContaining({ code }))

/**
 * Issue 42's agent, through a connected client, in `tenant` of a mock started with seed 1 and its
 * clock at `startClock`: freeze the clock, load a world, send as ana, turn on a reply rule, send
 * again, advance, read the reply, read the journal (tool and resource, with filters) and the
 * coverage (tool, and the resource in Markdown), inject a 503 and see it as an error result, reset.
 * Ids and the reply's text are what seed 1 draws, in any tenant; every value is exact but durations.
 */
export async function agentScenario(client: Client, tenant: string): Promise<void> {
  const call = (name: string, args: Record<string, unknown> = {}) => callTool(client, name, { tenant, ...args })
  const ok = async (name: string, args: Record<string, unknown> = {}) => {
    const answer = await call(name, args)
    expect(answer.isError, `${name}: ${JSON.stringify(answer.body)}`).toBe(false)
    return answer.body
  }

  expect(await ok('set_clock', { body: { now: frozenAt } })).toEqual({ now: frozenAt, frozen: true })
  expect(await ok('load_fixture', { body: agentWorld })).toEqual({
    status: 'loaded',
    counts: { contacts: 2, groups: 0, conversations: 1, messages: 1 },
  })

  // Sent before any rule is on: nobody will answer it.
  const asking = { conversation_id: 'conv_dm', message: 'Are you coming?' }
  const first = message({ id: 'msg_c0WyyHbiQzSU8PF9U4Ol', contact: ana, message: asking.message, created_at: frozenAt })
  expect(await ok('create_message', { token: 'tok_ana', body: asking })).toEqual(first)

  const rule = { action: 'reply', delay: { min: 30, max: 30 } }
  expect(await ok('set_activity', { body: { rules: [rule] } })).toEqual({
    active: true,
    config: { preset: null, seed: 1, me: 'ct_ana', rules: [{ ...rule, probability: 1 }], script: [] },
    pending: [],
    pending_total: 0,
    happened: [],
    happened_total: 0,
    skipped_total: 0,
  })
  const outside = { conversation_id: 'conv_dm', message: 'I am outside' }
  const second = message({
    id: 'msg_HB2QanICeXlBiSlzEk9K',
    contact: ana,
    message: outside.message,
    created_at: frozenAt,
  })
  expect(await ok('create_message', { token: 'tok_ana', body: outside })).toEqual(second)

  // Ben reads the second message and answers it 30 s later, within the minute the clock moves.
  expect(await ok('set_clock', { body: { advance: 60 } })).toEqual({ now: frozenAt + 60, frozen: true })
  const reply = message({
    id: 'msg_PF9jZ7G3crEziOIfxvgu',
    contact: ben,
    message: 'We should enrich the scorpion first and prance the corporation after.',
    created_at: frozenAt + 30,
  })
  expect(await ok('list_messages', { token: 'tok_ana', conversation_id: 'conv_dm' })).toEqual({
    has_more: false,
    data: [reply, { ...second, read_at: frozenAt + 30 }, first, lunch],
  })

  const listed = entry({
    method: 'GET',
    query: { conversation_id: 'conv_dm' },
    status: 200,
    at: frozenAt + 60,
    why: reasons('route.matched', 'page.end'),
  })
  const why = reasons('route.matched', 'body.json', 'clock.frozen', 'message.sent')
  const posted = (body: object) => entry({ method: 'POST', body, status: 201, at: frozenAt, why })
  expect(await ok('list_requests')).toEqual({ data: [listed, posted(outside), posted(asking)] })
  expect(await ok('list_requests', { status: 201, limit: 1 })).toEqual({ data: [posted(outside)] })
  const journal = await readResource(client, `messaging-mock://journal?tenant=${tenant}&status=201`)
  expect(journal.mimeType).toBe('application/json')
  expect(JSON.parse(journal.text)).toEqual({ data: [posted(outside), posted(asking)] })
  // Any of the filters, in any order.
  const since = await readResource(client, `messaging-mock://journal?since=${frozenAt + 1}&tenant=${tenant}`)
  expect(JSON.parse(since.text)).toEqual({ data: [listed] })

  const coverage = (await ok('read_coverage')) as {
    operations: { id: string; calls: number }[]
    covered: number
    total: number
    percent: number
  }
  expect(coverage).toMatchObject({ tenants: [tenant], dropped_tenants: 0, requests: 3, outside: 0, covered: 10 })
  const calls = Object.fromEntries(coverage.operations.filter((o) => o.calls > 0).map((o) => [o.id, o.calls]))
  expect(calls).toEqual({ list_messages: 1, create_message: 2 })
  const markdown = await readResource(client, `messaging-mock://coverage?tenant=${tenant}`)
  expect(markdown.mimeType).toBe('text/markdown')
  expect(markdown.text.split('\n').slice(0, 3)).toEqual([
    `# Contract coverage: ${coverage.percent}% (${coverage.covered} of ${coverage.total} items)`,
    '',
    `Tenants: ${tenant}. 3 /v1 requests counted, 0 outside the document.`,
  ])

  const fault = { method: 'GET', path: '/v1/messages', status: 503 }
  expect(await ok('add_fault', { body: fault })).toEqual({ id: 'flt_1', ...fault, delay_ms: 0, times: 1 })
  expect(await call('list_messages', { token: 'tok_ana' })).toEqual({
    isError: true,
    body: problem(503, 'Service Unavailable', 'unavailable', 'Injected fault flt_1: 503.'),
  })
  const faulted = entry({
    method: 'GET',
    status: 503,
    at: frozenAt + 60,
    problem: { code: 'unavailable', errors: [] },
    why: [
      ...reasons(),
      {
        code: 'fault.answered',
        message:
          'Fault flt_1 (GET /v1/messages) matched and answered 503 in place of the route: nothing of the request ran. It is used up, and gone.',
        hint: 'GET /__faults lists the faults in force; DELETE /__faults removes them all.',
        values: { fault: 'flt_1', method: 'GET', path: '/v1/messages', delay_ms: 0, left: 0, status: 503 },
      },
    ],
  })
  expect(await ok('list_requests', { status: 503 })).toEqual({ data: [faulted] })
  // Why, by its code: the tool's argument and the resource's variable alike.
  expect(await ok('list_requests', { reason: 'fault.answered' })).toEqual({ data: [faulted] })
  const byReason = await readResource(client, `messaging-mock://journal?reason=fault.answered&tenant=${tenant}`)
  expect(JSON.parse(byReason.text)).toEqual({ data: [faulted] })
  // The fault was for one request: the next one is answered.
  expect(await ok('list_messages', { token: 'tok_ana', limit: 1 })).toEqual({ has_more: true, data: [reply] })

  expect(await ok('reset_tenant')).toEqual({
    status: 'reset',
    counts: { contacts: 2, groups: 0, conversations: 1, messages: 1 },
  })
  expect(await ok('list_requests')).toEqual({ data: [] })
  expect(await ok('list_faults')).toEqual({ data: [] })
  expect(await ok('read_clock')).toEqual({ now: startClock, frozen: true })
  expect(await ok('read_activity')).toMatchObject({ active: false, config: null, pending_total: 0 })
  expect(await ok('list_messages', { token: 'tok_ana' })).toEqual({ has_more: false, data: [lunch] })
}
