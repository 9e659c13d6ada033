import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

const files: Record<string, [string, string]> = {
  '/': ['index.html', 'text/html; charset=utf-8'],
  '/app.js': ['app.js', 'text/javascript; charset=utf-8'],
}

/**
 * Serves the chat app on a free port of its own origin, never the mock's, and gives its URL to
 * the workers as CHAT_APP_URL. It counts the requests that reached it carrying X-Mock-Tenant
 * (GET /tenant-headers): the tenant header must go to the mock's origin only.
 */
export default async function serveApp(): Promise<() => Promise<void>> {
  let tenantHeaders = 0
  const server = createServer(async (req, res) => {
    if (req.headers['x-mock-tenant'] !== undefined) tenantHeaders++
    const path = new URL(req.url ?? '/', 'http://app').pathname
    if (path === '/tenant-headers') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ count: tenantHeaders }))
      return
    }
    const file = files[path]
    if (file === undefined) {
      res.writeHead(404).end()
      return
    }
    const body = await readFile(new URL(`app/${file[0]}`, import.meta.url))
    res.writeHead(200, { 'Content-Type': file[1], 'Cache-Control': 'no-store' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.CHAT_APP_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    })
}
