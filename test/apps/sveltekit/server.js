// The app's own start when its command cannot change (no NODE_OPTIONS): the preload is imported
// first, before the SvelteKit handler and anything it imports, so every request this server
// receives carries its tenant to the mock. It does nothing unless MESSAGING_MOCK_URL is set.
import 'messaging-mock/register'
import { createServer } from 'node:http'
import { handler } from './build/handler.js'

const host = process.env.HOST ?? '127.0.0.1'
const port = Number(process.env.PORT ?? 3000)

createServer((req, res) =>
  handler(req, res, () => {
    res.statusCode = 404
    res.end('Not found')
  }),
).listen(port, host, () => console.log(`Listening on http://${host}:${port}`))
