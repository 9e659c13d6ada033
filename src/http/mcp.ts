import { createMcpHandler, hostHeaderValidationResponse, localhostAllowedHostnames } from '@modelcontextprotocol/server'
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express'
import type { Problem } from '../engine/core/errors.js'
import type { Engine } from '../engine/engine.js'
import { engineFetch } from '../engine/fetch.js'
import { requireAdminToken } from '../engine/request/auth.js'
import { refusedOrigin } from '../mcp/door.js'
import { mcpServerOf } from '../mcp/server.js'
import { toolsOf } from '../mcp/tools.js'
import { packageVersion } from './package-root.js'
import { sendProblem } from './problems.js'

/** Answers one request to /__mcp, given the body the server read. */
export type McpDoor = (req: ExpressRequest, res: ExpressResponse, body: Uint8Array | undefined) => Promise<void>

/**
 * POST (and GET, DELETE) /__mcp: the mock as an MCP server over Streamable HTTP, for an agent
 * (docs/mcp.md). Its tools act on this server's own engine, as a client of it would. Guarded like
 * the control plane (the admin token, when the server has one), and against pages: a request with
 * an `Origin` other than the server's own is refused (an agent sends none), and on loopback a
 * `Host` that is not a loopback name (DNS rebinding) is refused too.
 */
export function mcpEndpoint(engine: Engine): McpDoor {
  const adminToken = engine.mock.options.adminToken
  // The door has checked the agent's token: its control-plane tools then go in with the server's own.
  const line = { fetch: engineFetch(engine), url: 'http://mock.internal', adminToken }
  // Read off the document once: the SDK makes a server for each request.
  const tools = toolsOf(engine.mock.openapi())
  const version = packageVersion()
  const handler = createMcpHandler(() => mcpServerOf(tools, line, version))
  return async (req, res, body) => {
    try {
      requireAdminToken(adminToken, req.headers.authorization)
    } catch (problem) {
      sendProblem(res, problem as Problem)
      return
    }
    const request = requestOf(req, body)
    const refused =
      refusedOrigin(request) ??
      (onLoopback(req) ? hostHeaderValidationResponse(request, localhostAllowedHostnames()) : undefined)
    await write(res, refused ?? (await handler.fetch(request)))
  }
}

/** Whether the request came in on a loopback address, where only a loopback name may be its Host. */
function onLoopback(req: ExpressRequest): boolean {
  const address = req.socket.localAddress ?? ''
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}

/** The Express request as a web `Request`, its body the bytes the server read. */
function requestOf(req: ExpressRequest, body: Uint8Array | undefined): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  const url = `http://${req.headers.host ?? 'localhost'}${req.url}`
  const hasBody = body !== undefined && req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (body as Uint8Array<ArrayBuffer>) : undefined,
  })
}

/** Writes a web `Response` (a JSON answer, or an event stream) to Node's response. */
async function write(res: ExpressResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => {
    res.setHeader(name, value)
  })
  if (response.body === null) {
    res.end()
    return
  }
  const reader = response.body.getReader()
  res.on('close', () => void reader.cancel().catch(() => {}))
  for (;;) {
    const next = await reader.read()
    if (next.done) break
    res.write(next.value)
  }
  res.end()
}
