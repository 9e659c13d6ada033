/**
 * Run by test/server.test.ts with `node --allow-natives-syntax --import tsx`: serves the mock as
 * `startServer` does, answers a GET and a form PUT, and prints whether each request and response
 * object still had fast properties (not a dictionary) when its answer was finished, as JSON lines.
 */
import type { AddressInfo } from 'node:net'
import { createApp } from '../../src/app.js'
import { serverFor } from '../../src/http/listen.js'

const hasFastProperties = new Function('object', 'return %HasFastProperties(object)') as (object: object) => boolean

const server = serverFor(createApp({ seed: 1 }))
server.prependListener('request', (req, res) => {
  res.on('finish', () => {
    const line = {
      request: `${req.method} ${res.statusCode}`,
      req: hasFastProperties(req),
      res: hasFastProperties(res),
    }
    process.stdout.write(`${JSON.stringify(line)}\n`)
  })
})
server.listen(0, '127.0.0.1', async () => {
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`
  const headers = { Authorization: 'Bearer tok_ana' }
  const page = (await (await fetch(`${url}?limit=1`, { headers })).json()) as { data: { id: string }[] }
  await fetch(`${url}/${page.data[0].id}`, {
    method: 'PUT',
    headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'reactions[like][]=ana',
  })
  server.close()
  server.closeAllConnections()
})
