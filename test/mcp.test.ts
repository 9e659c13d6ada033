import { Agent } from 'node:http'
import { Client, type ClientOptions, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'
import { describe, expect, it, onTestFinished } from 'vitest'
import { catalogue, reasonCodes } from '../src/engine/core/reasons.js'
import type { Reason, ReasonCode } from '../src/engine/core/types.gen.js'
import type { Mock } from '../src/engine/mock.js'
import { instructions } from '../src/mcp/server.js'
import { type RunningMock, type ServerOptions, startServer } from '../src/server.js'
import {
  plantedBug,
  reasonCases,
  reasonServer,
  sendCase,
  serverWithEveryReason,
  sharedCodes,
  tenantOf,
} from './support/every-reason.js'
import { type RawResponse, send } from './support/http.js'
import {
  adminTokenMissing,
  agentScenario,
  agentWorld,
  callTool,
  eras,
  noToken,
  problem,
  readResource,
  startClock,
  toolText,
} from './support/mcp.js'

/**
 * The mock as an MCP server over Streamable HTTP (POST /__mcp on the server), judged from outside
 * with the SDK's Client (issue 42): the agent's scenario in both protocol eras, the tools as read
 * off the tables, refusals as results, the size of tools/list, and the guards of the door.
 */

/** A server on a free port with seed 1 and its clock at `startClock`, closed when the test ends. */
async function mockServer(options: ServerOptions = {}): Promise<RunningMock> {
  const server = await startServer({ port: 0, seed: 1, clock: startClock, ...options })
  onTestFinished(() => server.close())
  return server
}

/** An SDK client connected to the server's /__mcp, closed when the test ends. */
async function connect(
  server: Pick<RunningMock, 'url'>,
  { era = eras[0][1], token }: { era?: ClientOptions['versionNegotiation']; token?: string } = {},
): Promise<Client> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' }, { versionNegotiation: era })
  const headers: Record<string, string> = token === undefined ? {} : { Authorization: `Bearer ${token}` }
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/__mcp`), { requestInit: { headers } }))
  onTestFinished(() => client.close())
  return client
}

describe('the agent over Streamable HTTP', () => {
  it.each([
    [eras[0][0], 'no admin token', eras[0][1], undefined],
    [eras[1][0], 'no admin token', eras[1][1], undefined],
    [eras[0][0], 'an admin token', eras[0][1], 'sesame'],
  ] as const)(
    '%s, %s: freezes, loads, sends, gets a reply, reads the journal and the coverage, meets a 503, resets',
    async (version, _, era, adminToken) => {
      const server = await mockServer({ adminToken })
      const client = await connect(server, { era, token: adminToken })
      expect(client.getNegotiatedProtocolVersion()).toBe(version)
      await agentScenario(client, 'agent-http')
      // Only its own tenant was touched.
      expect(server.requests()).toEqual([])
      expect(server.clock.now()).toBe(startClock)
    },
  )
})

describe('the resources', () => {
  it('are templates of query variables, read with any of them, in any order, or none', async () => {
    const server = await mockServer({ fixtures: agentWorld })
    const client = await connect(server)
    const { resourceTemplates } = await client.listResourceTemplates()
    expect(resourceTemplates.map((template) => [template.name, template.uriTemplate, template.mimeType])).toEqual([
      ['journal', 'messaging-mock://journal{?tenant,method,path,caller,status,since,reason,limit}', 'application/json'],
      ['coverage', 'messaging-mock://coverage{?tenant}', 'text/markdown'],
      ['world', 'messaging-mock://world{?tenant}', 'application/json'],
    ])
    await callTool(client, 'list_messages', { tenant: 'reader', token: 'tok_ana' })
    await callTool(client, 'retrieve_message', { tenant: 'reader', token: 'tok_ana', id: 'msg_nope' })
    const journal = async (query: string) =>
      (
        JSON.parse((await readResource(client, `messaging-mock://journal${query}`)).text) as {
          data: { status: number }[]
        }
      ).data.map((entry) => entry.status)
    expect(await journal('?tenant=reader')).toEqual([404, 200])
    expect(await journal('?status=404&tenant=reader')).toEqual([404])
    expect(await journal('?limit=1&method=GET&tenant=reader&path=/v1/messages')).toEqual([200])
    // No tenant is the default tenant, where nothing was sent.
    expect(await journal('')).toEqual([])
    const firstLine = async (uri: string) => (await readResource(client, uri)).text.split('\n')[0]
    expect(await firstLine('messaging-mock://coverage')).toMatch(/^# Contract coverage: 0% \(0 of \d+ items\)$/)
    expect(await firstLine('messaging-mock://coverage?tenant=reader')).toMatch(/^# Contract coverage: /)
    const world = JSON.parse((await readResource(client, 'messaging-mock://world?tenant=reader')).text)
    expect(world.counts).toMatchObject({ contacts: 2, groups: 0, conversations: 1, messages: 1 })
    await expect(client.readResource({ uri: 'messaging-mock://journals' })).rejects.toThrow(
      'Resource not found: messaging-mock://journals',
    )
  })
})

type Operation = { operationId: string; parameters?: { $ref?: string }[]; responses: Record<string, Json> }
type Json = Record<string, unknown>

/** The operations of the mock's OpenAPI document, with their method, path and parameters, in its order. */
function operations(
  mock: Mock,
): { method: string; path: string; operation: Operation; parameters: { $ref?: string }[] }[] {
  const document = mock.openapi() as { paths: Record<string, Json & { parameters?: { $ref?: string }[] }> }
  return Object.entries(document.paths).flatMap(([path, item]) =>
    ['get', 'post', 'put', 'delete'].flatMap((method) => {
      const operation = item[method] as Operation | undefined
      if (operation === undefined) return []
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
      return [{ method: method.toUpperCase(), path, operation, parameters }]
    }),
  )
}

/** An operation that answers JSON: not a page for a browser (the inspector, the API reference). */
const answersJson = ({ operation }: { operation: Operation }) => {
  const content = (operation.responses['200'] ?? operation.responses['201'])?.content as Json | undefined
  return content?.['application/json'] !== undefined
}

describe('why each answer was given (issue 48)', () => {
  it('list_requests gives every reason code as the journal says it, by its code, and the journal resource too', async () => {
    const shared = await serverWithEveryReason()
    onTestFinished(() => shared.close())
    // A code of a server's own options (--auth strict, a memory ceiling) gets a server of its own.
    const ownCodes = reasonCodes.filter((code) => !sharedCodes.includes(code))
    const own = new Map<ReasonCode, { server: Awaited<ReturnType<typeof reasonServer>>; client: Client }>()
    for (const code of ownCodes) {
      const server = await reasonServer(reasonCases[code].options)
      onTestFinished(() => server.close())
      await sendCase(server, code)
      own.set(code, { server, client: await connect(server) })
    }
    const client = await connect(shared)
    const read = async (code: ReasonCode) => {
      const { body } = await callTool(own.get(code)?.client ?? client, 'list_requests', {
        tenant: tenantOf(code),
        reason: code,
        limit: 1,
      })
      const reason = (body as { data: { why: Reason[] }[] }).data[0].why.find((r) => r.code === code) as Reason
      return { message: reason.message, hint: reason.hint }
    }
    const codes = [...sharedCodes, ...ownCodes]
    expect(ownCodes).toEqual(['caller.unknown', 'storage.memory'])
    const shown = Object.fromEntries(await Promise.all(codes.map(async (code) => [code, await read(code)])))
    const expected = (code: ReasonCode) => ({
      message: catalogue[code].example[0],
      hint: catalogue[code].example[1] ?? null,
    })
    expect(shown).toEqual(Object.fromEntries(codes.map((code) => [code, expected(code)])))
    // No case met a bug of the mock but the one internal.bug's plants.
    expect([shared.bugs, ...[...own.values()].map(({ server }) => server.bugs)]).toEqual([[plantedBug], [], []])

    const journal = await readResource(client, 'messaging-mock://journal?tenant=message.hidden&reason=message.hidden')
    const [entry] = (JSON.parse(journal.text) as { data: { status: number; why: Reason[] }[] }).data
    expect([entry.status, entry.why.at(-1)?.message]).toEqual([404, catalogue['message.hidden'].example[0]])
  })
})

describe('the tools, read off the tables', () => {
  /** The operations that are tools: all but the pages and the document itself. */
  const toolOperationsOf = (server: RunningMock) =>
    operations(server.mock).filter((o) => answersJson(o) && o.path !== '/__openapi.json')

  it('are the operations of the OpenAPI document but its pages and itself, by operationId, in its order', async () => {
    const server = await mockServer()
    const toolOperations = toolOperationsOf(server)
    const { tools } = await (await connect(server)).listTools()
    expect(tools.map((tool) => tool.name)).toEqual(toolOperations.map((o) => o.operation.operationId))
    // Written out, so that a tool that comes or goes shows here.
    expect(tools.map((tool) => tool.name)).toEqual([
      'list_messages',
      'create_message',
      'retrieve_message',
      'update_message',
      'delete_message',
      'list_groups',
      'create_group',
      'retrieve_group',
      'update_group',
      'delete_group',
      'check_health',
      'reset_tenant',
      'export_state',
      'list_fixtures',
      'load_fixture',
      'load_named_fixture',
      'list_requests',
      'clear_requests',
      'export_pact',
      'read_coverage',
      'read_clock',
      'set_clock',
      'release_clock',
      'list_faults',
      'add_fault',
      'clear_faults',
      'read_activity',
      'set_activity',
      'stop_activity',
      'list_tenants',
      'delete_tenant',
      'read_world',
      'list_world_contacts',
      'list_world_conversations',
      'retrieve_world_conversation',
      'list_world_conversation_messages',
      'search_world_messages',
    ])
  })

  it('say which only read and which undo: read-only on GET, destructive on DELETE, the reset and the loads', async () => {
    const server = await mockServer()
    const toolOperations = toolOperationsOf(server)
    const { tools } = await (await connect(server)).listTools()
    const named = (hint: 'readOnlyHint' | 'destructiveHint') =>
      tools.filter((tool) => tool.annotations?.[hint] === true).map((tool) => tool.name)
    const methodOf = new Map(toolOperations.map((o) => [o.operation.operationId, o.method]))
    expect(named('readOnlyHint')).toEqual(tools.map((tool) => tool.name).filter((name) => methodOf.get(name) === 'GET'))
    expect(named('readOnlyHint')).toHaveLength(20)
    expect(named('destructiveHint')).toEqual([
      'delete_message',
      'delete_group',
      'reset_tenant',
      'load_fixture',
      'load_named_fixture',
      'clear_requests',
      'release_clock',
      'clear_faults',
      'stop_activity',
      'delete_tenant',
    ])
    for (const tool of tools)
      expect(tool.annotations, tool.name).toEqual({
        readOnlyHint: methodOf.get(tool.name) === 'GET',
        destructiveHint: named('destructiveHint').includes(tool.name),
        idempotentHint: methodOf.get(tool.name) !== 'POST',
        openWorldHint: false,
      })
  })

  it('take a tenant, but those of paths without one; the /v1 tools need a token', async () => {
    const server = await mockServer()
    const toolOperations = toolOperationsOf(server)
    const { tools } = await (await connect(server)).listTools()
    const inTenant = new Set(
      toolOperations
        .filter((o) => o.parameters.some((p) => p.$ref === '#/components/parameters/MockTenant'))
        .map((o) => o.operation.operationId),
    )
    const properties = (name: string) =>
      Object.keys((tools.find((tool) => tool.name === name)?.inputSchema.properties ?? {}) as object)
    expect(tools.filter((tool) => !properties(tool.name).includes('tenant')).map((tool) => tool.name)).toEqual([
      'check_health',
      'list_tenants',
      'delete_tenant',
    ])
    for (const tool of tools) expect(properties(tool.name).includes('tenant'), tool.name).toBe(inTenant.has(tool.name))
    for (const tool of tools)
      expect(tool.inputSchema.required?.includes('token') ?? false, tool.name).toBe(
        toolOperations.some((o) => o.operation.operationId === tool.name && o.path.startsWith('/v1/')),
      )
    expect(tools.find((tool) => tool.name === 'retrieve_message')?.inputSchema).toEqual({
      type: 'object',
      properties: {
        token: { type: 'string', description: expect.any(String) },
        tenant: { type: 'string', description: expect.any(String) },
        id: {
          type: 'string',
          description: "A message's id, as GET /v1/messages lists them (msg_t1).",
        },
      },
      required: ['token', 'id'],
      additionalProperties: false,
    })
  })
})

describe('a refusal is a result with isError and the problem document, and the server keeps serving', () => {
  const conversationRequired = 'conversation_id is required; message is required'
  it.each([
    [
      'a bad body',
      'create_message',
      { token: 'tok_ana', body: {} },
      problem(400, 'Bad Request', 'invalid_parameter', conversationRequired, ['conversation_id', 'message']),
    ],
    [
      'an unknown conversation',
      'create_message',
      { token: 'tok_ana', body: { conversation_id: 'conv_nope', message: 'hi' } },
      problem(404, 'Not Found', 'not_found', 'No such conversation.'),
    ],
    [
      'a missing token',
      'list_messages',
      { conversation_id: 'conv_dm' },
      problem(401, 'Unauthorized', 'unauthorized', 'The Authorization header must be Bearer followed by a token.'),
    ],
    [
      'a limit of the wrong type',
      'list_messages',
      { token: 'tok_ana', limit: 'ten' },
      problem(400, 'Bad Request', 'invalid_parameter', 'limit must be integer', ['limit']),
    ],
    [
      'an unknown message',
      'retrieve_message',
      { token: 'tok_ana', id: 'msg_nope' },
      problem(404, 'Not Found', 'not_found', 'No such message.'),
    ],
    [
      'a clock body of neither kind',
      'set_clock',
      { body: {} },
      problem(400, 'Bad Request', 'invalid_parameter', 'body must be either { now } or { advance }', ['body']),
    ],
    [
      'an unknown fixture',
      'load_named_fixture',
      { name: 'nope' },
      problem(404, 'Not Found', 'not_found', 'No such fixture.'),
    ],
    [
      'a bad tenant name',
      'read_clock',
      { tenant: 'not mine!' },
      problem(400, 'Bad Request', 'invalid_parameter', 'tenant in /t/<name> must be 1 to 64 of A-Z a-z 0-9 . _ -', [
        'tenant',
      ]),
    ],
  ])('%s (%s)', async (_, name, args, expected) => {
    const server = await mockServer({ fixtures: agentWorld })
    const client = await connect(server)
    expect(await callTool(client, name, { tenant: 'refusals', ...args })).toEqual({ isError: true, body: expected })
    expect(await callTool(client, 'check_health', {})).toEqual({ isError: false, body: { status: 'ok' } })
    expect(await callTool(client, 'read_clock', { tenant: 'refusals' })).toEqual({
      isError: false,
      body: { now: startClock, frozen: true },
    })
  })

  it.each([
    [
      'an argument no parameter is named after, naming it and what the tool takes',
      'list_messages',
      { token: 'tok_ana', tenant: 'refusals', bogus: 1, body: {} },
      'Unknown arguments: bogus, body. list_messages takes: token, tenant, conversation_id, limit, starting_after, ending_before.',
    ],
    [
      'a path parameter left out (the path would be the list)',
      'retrieve_message',
      { token: 'tok_ana', tenant: 'refusals' },
      'Missing arguments: id (in the path /v1/messages/{id}, never empty).',
    ],
    [
      'a path parameter left empty',
      'delete_tenant',
      { name: '' },
      'Missing arguments: name (in the path /__tenants/{name}, never empty).',
    ],
  ])('the tool itself refuses %s', async (_, name, args, text) => {
    const server = await mockServer({ fixtures: agentWorld })
    const client = await connect(server)
    expect(await toolText(client, name, args)).toEqual({ isError: true, text })
    // Nothing reached the mock.
    expect(server.tenant('refusals').requests()).toEqual([])
    expect(await callTool(client, 'check_health', {})).toEqual({ isError: false, body: { status: 'ok' } })
  })

  it('a tenant given as a number is that tenant, never the default one', async () => {
    const server = await mockServer()
    const client = await connect(server)
    expect(await callTool(client, 'set_clock', { tenant: 42, body: { now: 1767225600 } })).toEqual({
      isError: false,
      body: { now: 1767225600, frozen: true },
    })
    expect(server.tenant('42').clock.now()).toBe(1767225600)
    expect(server.clock.now()).toBe(startClock)
  })

  it('only an unknown tool is a protocol error, as MCP has it; the server serves on', async () => {
    const client = await connect(await mockServer())
    await expect(client.callTool({ name: 'drop_database', arguments: {} })).rejects.toThrow(
      'Tool drop_database not found',
    )
    expect(await callTool(client, 'check_health', {})).toEqual({ isError: false, body: { status: 'ok' } })
  })
})

describe('what an agent reads first', () => {
  it('tools/list stays within its budget', async () => {
    const client = await connect(await mockServer())
    const { tools } = await client.listTools()
    const bytes = Buffer.byteLength(JSON.stringify(tools))
    // 37 tools in about 31.5 KB, every argument described: some 8k tokens of an agent's context, before it has done anything
    // (mockd's 18 tools are the anchor). The budget leaves room for a tool or two; past it, group
    // actions into one tool as the anchors do, or describe the large bodies instead of inlining them.
    expect(bytes).toBeLessThanOrEqual(32_000)
    expect(bytes).toBeGreaterThan(20_000)
  })

  it('every argument of every tool says what it is (issue 49: list_requests had only names)', async () => {
    const { tools } = await (await connect(await mockServer())).listTools()
    const arguments_ = tools.flatMap((tool) =>
      Object.entries((tool.inputSchema.properties ?? {}) as Record<string, { description?: unknown }>).map(
        ([name, schema]) => ({ at: `${tool.name} ${name}`, description: schema.description }),
      ),
    )
    expect(arguments_.length).toBe(95)
    expect(arguments_.filter((a) => typeof a.description !== 'string' || a.description.length < 20)).toEqual([])
    expect(tools.find((tool) => tool.name === 'list_requests')?.inputSchema).toEqual({
      type: 'object',
      properties: {
        tenant: { type: 'string', description: 'The tenant to act on; default: default.' },
        method: {
          type: 'string',
          minLength: 1,
          description: 'Only requests of this HTTP method, in any case: GET, get, POST.',
        },
        path: {
          type: 'string',
          minLength: 1,
          description:
            'Only requests to exactly this path, without the query or a /t/{tenant} prefix (/v1/messages/msg_1); not a prefix.',
        },
        caller: {
          type: 'string',
          minLength: 1,
          description: 'Only the requests of this caller: a contact id (ct_ana), not a token.',
        },
        status: {
          type: 'integer',
          minimum: 100,
          maximum: 599,
          description: 'Only requests answered with this status.',
        },
        since: {
          type: 'integer',
          minimum: 0,
          maximum: 9007199254740991,
          description: "Only requests at or after this time of the mock's clock, in the world's unit.",
        },
        reason: {
          type: 'string',
          minLength: 1,
          description:
            'Only requests with a reason of this code (caller.expired, message.hidden; the catalogue is docs/reasons.md).',
        },
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: 1000,
          description:
            'At most this many entries, the newest that match, 1 to 1000. Default: all (the journal keeps the last 1,000).',
        },
      },
      additionalProperties: false,
    })
  })

  it('the instructions come with the connection, in under 1,000 characters', async () => {
    const client = await connect(await mockServer())
    expect(client.getInstructions()).toBe(instructions)
    expect(instructions.length).toBeLessThan(1000)
    expect(instructions.split('\n')[0]).toBe(
      'messaging-mock: an in-memory mock of a messaging API (messages, groups, contacts, conversations) for testing its clients.',
    )
  })
})

describe('the door /__mcp', () => {
  const initialize = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'probe', version: '1' } },
  })
  const setClock = JSON.stringify({
    jsonrpc: '2.0',
    id: 2,
    method: 'tools/call',
    params: { name: 'set_clock', arguments: { tenant: 'door', body: { now: 1767225600 } } },
  })
  const mcpHeaders = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }

  /** A POST to /__mcp as it is written, with a connection of its own (node:http sets any Host). */
  const post = (server: RunningMock, headers: Record<string, string>, body = initialize): Promise<RawResponse> =>
    send(
      { port: server.port },
      { method: 'POST', path: '/__mcp', headers: { ...mcpHeaders, ...headers }, body },
      new Agent(),
    )

  const served = (response: RawResponse) => {
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('text/event-stream')
    expect(response.text).toContain('"serverInfo":{"name":"messaging-mock"')
  }
  const forbidden = (response: RawResponse, message: string) => {
    expect(response.status).toBe(403)
    expect(response.headers['content-type']).toBe('application/json')
    expect(JSON.parse(response.text)).toEqual({ jsonrpc: '2.0', error: { code: -32000, message }, id: null })
  }
  const noCors = (response: RawResponse) =>
    expect(Object.keys(response.headers).filter((name) => name.startsWith('access-control-'))).toEqual([])

  it('under an admin token, answers 401 with the problem document without it, and serves nothing', async () => {
    const server = await mockServer({ adminToken: 'sesame' })
    // The control plane's own check, and its answers: no header, then a token that is not the admin's.
    const refusals: [Record<string, string>, Record<string, unknown>][] = [
      [{}, noToken],
      [{ Authorization: 'Bearer wrong' }, adminTokenMissing],
    ]
    for (const [headers, expected] of refusals) {
      for (const body of [initialize, setClock]) {
        const response = await post(server, headers, body)
        expect(response.status).toBe(401)
        expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8')
        expect(response.headers['www-authenticate']).toBe('Bearer')
        expect(JSON.parse(response.text)).toEqual({ ...expected, errors: [] })
      }
    }
    expect(server.tenant('door').clock.now()).toBe(startClock)
    // The SDK's client reads the 401 as an HTTP error carrying the problem document.
    await expect(connect(server)).rejects.toMatchObject({
      data: { status: 401, text: JSON.stringify(noToken) },
    })
  })

  it('under an admin token, serves a client that sends it', async () => {
    const server = await mockServer({ adminToken: 'sesame' })
    served(await post(server, { Authorization: 'Bearer sesame' }))
    const client = await connect(server, { token: 'sesame' })
    expect(await callTool(client, 'set_clock', { tenant: 'door', body: { now: 1767225600 } })).toEqual({
      isError: false,
      body: { now: 1767225600, frozen: true },
    })
    expect(server.tenant('door').clock.now()).toBe(1767225600)
  })

  it('refuses a page of another origin with 403, and serves its own origin', async () => {
    const server = await mockServer()
    for (const origin of ['http://evil.example', 'null', `http://127.0.0.1:${server.port + 1}`, 'https://127.0.0.1']) {
      const response = await post(server, { Origin: origin }, setClock)
      forbidden(response, `Forbidden: the origin ${origin} may not use /__mcp.`)
      noCors(response)
    }
    expect(server.tenant('door').clock.now()).toBe(startClock)
    served(await post(server, { Origin: server.url }))
  })

  it('on loopback, refuses a Host that is not a loopback name (DNS rebinding) with 403', async () => {
    const server = await mockServer()
    forbidden(await post(server, { Host: `evil.example:${server.port}` }, setClock), 'Invalid Host: evil.example')
    expect(server.tenant('door').clock.now()).toBe(startClock)
    for (const host of [`localhost:${server.port}`, `127.0.0.1:${server.port}`])
      served(await post(server, { Host: host }))
  })

  it('never answers CORS to another origin, even one the API lets in', async () => {
    const server = await mockServer({ corsOrigins: ['http://app.example'] })
    const preflight = (path: string) =>
      send(
        { port: server.port },
        {
          method: 'OPTIONS',
          path,
          headers: { Origin: 'http://app.example', 'Access-Control-Request-Method': 'POST' },
        },
        new Agent(),
      )
    // The API answers the app's page...
    const api = await preflight('/v1/messages')
    expect(api.status).toBe(204)
    expect(api.headers['access-control-allow-origin']).toBe('http://app.example')
    // ...the agents' door does not, neither its preflight nor its POST.
    const door = await preflight('/__mcp')
    forbidden(door, 'Forbidden: the origin http://app.example may not use /__mcp.')
    noCors(door)
    const posted = await post(server, { Origin: 'http://app.example' })
    forbidden(posted, 'Forbidden: the origin http://app.example may not use /__mcp.')
    noCors(posted)
  })
})
