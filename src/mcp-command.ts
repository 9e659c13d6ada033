import { serveStdio } from '@modelcontextprotocol/server/stdio'
import { explain, parseCli } from './cli.js'
import { compileValidators } from './engine/core/validation.js'
import { Engine } from './engine/engine.js'
import { engineFetch } from './engine/fetch.js'
import { Mock } from './engine/mock.js'
import { buildOpenApi } from './engine/openapi.js'
import { fromFiles } from './fixture-files.js'
import { packageVersion } from './http/package-root.js'
import { nodeTurn } from './http/turn.js'
import { type MockLine, mcpServerOf } from './mcp/server.js'
import { toolsOf } from './mcp/tools.js'
import { keepInDir } from './state-dir/keep.js'

export const mcpUsage = `Usage: messaging-mock mcp [options of the server]
       messaging-mock mcp --url <mock url> [--admin-token T]
The mock as an MCP server over stdio, for a coding agent (docs/mcp.md): a tool for every
operation of the control plane and of /v1, the journal, the coverage and the world as resources.
Without --url it serves a mock of its own, in this process, with the server's options (--fixtures,
--seed, --clock, --activity...; not --port). With --url it drives a running mock, the admin token
going with every control-plane call. Nothing but MCP is written to stdout.
  --url URL          a running mock (http://127.0.0.1:4010); also $MESSAGING_MOCK_URL
  --admin-token T    that mock's admin token; also $MESSAGING_MOCK_ADMIN_TOKEN`

/** `messaging-mock mcp ...`: serves MCP on stdin and stdout until the client closes its end. */
export async function mcpCommand(args: string[]): Promise<number> {
  try {
    if (args.includes('--help') || args.includes('-h')) {
      process.stderr.write(`${mcpUsage}\n`)
      return 0
    }
    const { line, document, close } = await mockLineOf(args)
    const tools = toolsOf(document)
    const version = packageVersion()
    const handle = serveStdio(() => mcpServerOf(tools, line, version))
    await new Promise<void>((resolve) => process.stdin.once('close', resolve).once('end', resolve))
    await handle.close()
    close?.()
    return 0
  } catch (error) {
    process.stderr.write(`messaging-mock mcp: ${explain(error)}\n`)
    return 2
  }
}

/** The mock the tools act on, and its OpenAPI document (the tools are read off it). */
async function mockLineOf(
  args: string[],
): Promise<{ line: MockLine; document: Record<string, unknown>; close?: () => void }> {
  const at = args.indexOf('--url')
  const url = at === -1 ? process.env.MESSAGING_MOCK_URL : args[at + 1]
  if (url !== undefined) {
    const tokenAt = args.indexOf('--admin-token')
    const adminToken = tokenAt === -1 ? process.env.MESSAGING_MOCK_ADMIN_TOKEN : args[tokenAt + 1]
    const line: MockLine = { fetch: (request) => fetch(request), url: url.replace(/\/$/, ''), adminToken }
    const headers: Record<string, string> = adminToken === undefined ? {} : { Authorization: `Bearer ${adminToken}` }
    const answer = await fetch(`${line.url}/__openapi.json`, { headers })
    if (answer.status === 401) {
      // Without its admin token the mock keeps its document to itself. Refusing to start would
      // leave an agent with a server that failed; with the tools of this version's own tables it
      // starts, its /v1 tools work, and each control tool answers the mock's 401, which says why.
      process.stderr.write(
        `messaging-mock mcp: ${line.url} asks for its admin token (--admin-token): its control-plane tools will answer 401.\n`,
      )
      return { line, document: buildOpenApi(compileValidators()) }
    }
    if (!answer.ok) throw new Error(`${line.url}/__openapi.json answered ${answer.status}: is it a messaging-mock?`)
    return { line, document: (await answer.json()) as Record<string, unknown> }
  }
  const options = parseCli(args, process.env)
  if (options === 'help') throw new Error('unreachable')
  const mock = await Mock.create(fromFiles(options))
  // With --state-dir, the agent's mock keeps its world across sessions too.
  const kept =
    options.stateDir === undefined ? undefined : await keepInDir(mock, { ...options, stateDir: options.stateDir })
  const engine = new Engine(mock, { turn: nodeTurn })
  return {
    line: { fetch: engineFetch(engine), url: 'http://mock.internal' },
    document: mock.openapi(),
    close: () => kept?.close(),
  }
}
