import { createMcpHandler } from '@modelcontextprotocol/server'
import manifest from 'messaging-mock/package.json' with { type: 'json' }
import { Problem } from '../engine/core/errors.js'
import type { Engine } from '../engine/engine.js'
import { requireAdminToken } from '../engine/request/auth.js'
import { refusedOrigin } from '../mcp/door.js'
import { mcpServerOf } from '../mcp/server.js'
import { toolsOf } from '../mcp/tools.js'
import { problemResponse } from './host.js'

/**
 * /__mcp on the Worker: the MCP server over Streamable HTTP, as on the Node server (docs/mcp.md).
 * The SDK's handler is a fetch handler already, and its `workerd` build checks arguments with
 * @cfworker/json-schema, not ajv's generated code, which the runtime forbids. Its tools send their
 * requests through the Worker itself (`route`), so an agent's tenant is a tenant's object as an
 * app's is. Guarded like the control plane (the admin token) and against pages on other origins;
 * the Node server's check of a loopback `Host` is for a process on a developer's machine, where a
 * Worker is not.
 */
export function mcpDoor(engine: Engine, route: (request: Request) => Promise<Response>) {
  const { adminToken } = engine.mock.options
  // The door has checked the agent's token: its control-plane tools then go in with the Worker's own.
  const line = { fetch: route, url: 'http://mock.internal', adminToken }
  // Read off the document once: the SDK makes a server for each request.
  const tools = toolsOf(engine.mock.openapi())
  const handler = createMcpHandler(() => mcpServerOf(tools, line, manifest.version))
  return async (request: Request): Promise<Response> => {
    try {
      requireAdminToken(adminToken, request.headers.get('authorization') ?? undefined)
    } catch (problem) {
      if (problem instanceof Problem) return problemResponse(problem)
      throw problem
    }
    return refusedOrigin(request) ?? handler.fetch(request)
  }
}
