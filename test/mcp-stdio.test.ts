import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { Client, type ClientOptions } from '@modelcontextprotocol/client'
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio'
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { type RunningMock, type ServerOptions, startServer } from '../src/server.js'
import { adminTokenMissing, agentScenario, agentWorld, callTool, eras, noToken, startClock } from './support/mcp.js'
import { buildIfStale } from './support/vitest-run.js'

/**
 * `messaging-mock mcp` over stdio, judged from outside (issue 42): the built CLI in a process of
 * its own, driven by the SDK's Client through StdioClientTransport, with a mock of its own or
 * (`--url`) a running server's.
 */

const root = fileURLToPath(new URL('../', import.meta.url))

beforeAll(() => buildIfStale(['main', 'mcp-command', 'mcp/server', 'mcp/tools']), 600_000)

/** Whether the process of that id still runs. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * `node dist/main.js mcp ...args` with a connected client. When the test ends the client closes
 * (stdin ends; the SDK signals a child that outlives that), and a child still there is killed.
 */
async function mcpProcess(
  args: string[],
  era: ClientOptions['versionNegotiation'] = eras[0][1],
): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['dist/main.js', 'mcp', ...args],
    cwd: root,
    stderr: 'pipe',
  })
  let stderr = ''
  transport.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const client = new Client({ name: 'mcp-stdio-test', version: '1.0.0' }, { versionNegotiation: era })
  await client.connect(transport)
  const pid = transport.pid as number
  onTestFinished(async () => {
    await client.close()
    if (running(pid)) process.kill(pid, 'SIGKILL')
  })
  return { client, stderr: () => stderr }
}

/** A server on a free port with seed 1 and its clock at `startClock`, closed when the test ends. */
async function mockServer(options: ServerOptions = {}): Promise<RunningMock> {
  const server = await startServer({ port: 0, seed: 1, clock: startClock, ...options })
  onTestFinished(() => server.close())
  return server
}

describe.each(eras)('the agent over stdio, with a mock of its own (%s)', (version, era) => {
  it('freezes, loads, sends, gets a reply, reads the journal and the coverage, meets a 503, resets', async () => {
    const { client, stderr } = await mcpProcess(['--seed', '1', '--clock', String(startClock)], era)
    expect(client.getNegotiatedProtocolVersion()).toBe(version)
    await agentScenario(client, 'agent-stdio')
    expect(stderr()).toBe('')
  })
})

describe('the agent over stdio, driving a running mock (--url)', () => {
  it('with --admin-token: the whole scenario, on that server', async () => {
    const server = await mockServer({ adminToken: 'sesame' })
    const { client, stderr } = await mcpProcess(['--url', server.url, '--admin-token', 'sesame'])
    await agentScenario(client, 'agent-url')
    // The world the scenario left is the server's: the fixture it loaded, put back by the reset.
    expect(server.tenant('agent-url').state().messages).toEqual([
      expect.objectContaining({ id: 'msg_lunch', message: 'Lunch?' }),
    ])
    expect(server.tenant('agent-url').clock.now()).toBe(startClock)
    expect(stderr()).toBe('')
  })

  it.each([
    ['without --admin-token', [], noToken],
    ['with a wrong one', ['--admin-token', 'guess'], adminTokenMissing],
  ])(
    '%s: each control tool answers the 401 problem as an error result; /v1 and health work',
    async (_, token, refused) => {
      const server = await mockServer({ adminToken: 'sesame', fixtures: agentWorld })
      const { client, stderr } = await mcpProcess(['--url', server.url, ...token])
      expect((await client.listTools()).tools).toHaveLength(37)
      expect(await callTool(client, 'set_clock', { tenant: 'no-token', body: { now: 1767225600 } })).toEqual({
        isError: true,
        body: refused,
      })
      expect(await callTool(client, 'reset_tenant', { tenant: 'no-token' })).toEqual({ isError: true, body: refused })
      expect(server.tenant('no-token').clock.now()).toBe(startClock)
      expect(await callTool(client, 'check_health', {})).toEqual({ isError: false, body: { status: 'ok' } })
      const listed = await callTool(client, 'list_messages', { tenant: 'no-token', token: 'tok_ana' })
      expect(listed).toMatchObject({ isError: false, body: { has_more: false, data: [{ id: 'msg_lunch' }] } })
      expect(stderr()).toBe(
        `messaging-mock mcp: ${server.url} asks for its admin token (--admin-token): its control-plane tools will answer 401.\n`,
      )
    },
  )
})

describe('the stdio process', () => {
  it('writes nothing but MCP to stdout, and exits with 0 once its client closes stdin', async () => {
    const child = spawn(process.execPath, ['dist/main.js', 'mcp', '--seed', '1'], { cwd: root })
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const exited = once(child, 'exit')
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'probe', version: '1' } },
    }
    child.stdin.write(`${JSON.stringify(initialize)}\n`)
    // The answer, whenever it comes (a process that ends first fails the test); then the client goes away.
    const endedEarly = exited.then(() => {
      throw new Error(`ended before it answered: ${stderr}`)
    })
    while (!stdout.includes('\n')) await Promise.race([once(child.stdout, 'data'), endedEarly])
    child.stdin.end()
    expect(await exited).toEqual([0, null])
    const lines = stdout.split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toBe('')
    expect(JSON.parse(lines[0])).toMatchObject({
      jsonrpc: '2.0',
      id: 1,
      result: { protocolVersion: '2025-11-25', serverInfo: { name: 'messaging-mock' } },
    })
    expect(stderr).toBe('')
  })
})
