/** Where the agents' door is on a mock served over HTTP: beside the control plane. */
export const mcpPath = '/__mcp'

/** Whether a request target is /__mcp (with a query, or none). */
export function isMcpTarget(target: string): boolean {
  return target.startsWith(mcpPath) && (target.length === mcpPath.length || target[mcpPath.length] === '?')
}

/**
 * A page on another origin may not drive the mock through its agents' door: a request with an
 * `Origin` other than the mock's own is refused (an agent sends none). The Node server and the
 * Worker both guard their door with it.
 */
export function refusedOrigin(request: Request): Response | undefined {
  const origin = request.headers.get('origin')
  if (origin === null || origin === new URL(request.url).origin) return undefined
  const body = {
    jsonrpc: '2.0',
    error: { code: -32000, message: `Forbidden: the origin ${origin} may not use ${mcpPath}.` },
    id: null,
  }
  return new Response(JSON.stringify(body), { status: 403, headers: { 'Content-Type': 'application/json' } })
}
