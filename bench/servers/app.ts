/**
 * An app's own server, as `messaging-mock/register` meets it (bench/preload.ts): node:http that,
 * for each request, asks the mock for the caller's groups with `fetch` and answers a small HTML
 * page of them, as a server-rendered page's loader would. It knows nothing of tenants: what carries
 * a request's tenant to the mock, when anything does, is the preload the bench starts it with.
 */
import { createServer, type ServerResponse } from 'node:http'
import { parseArgs } from 'node:util'
import { announce, failToListen } from './model.js'

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { port: { type: 'string' }, mock: { type: 'string' } },
})
if (values.port === undefined || values.mock === undefined) throw new Error('usage: --port N --mock URL')
const groupsUrl = `${values.mock}/v1/groups`
const asAna = { authorization: 'Bearer tok_ana' }

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page of the caller's groups; the mock's status when it does not answer 200. */
async function groupsPage(): Promise<{ status: number; html: string }> {
  const res = await fetch(groupsUrl, { headers: asAna })
  if (res.status !== 200) return { status: 502, html: `<p>The mock answered ${res.status}.</p>` }
  const { data } = (await res.json()) as { data: { name: string }[] }
  const items = data.map((group) => `<li>${escapeHtml(group.name)}</li>`).join('')
  return { status: 200, html: `<!doctype html><title>Groups</title><h1>${data.length} groups</h1><ul>${items}</ul>` }
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' })
  res.end(html)
}

const server = createServer((req, res) => {
  if (req.url === '/__health') return send(res, 200, 'ok')
  groupsPage().then(
    ({ status, html }) => send(res, status, html),
    (error: Error) => send(res, 502, `<p>${escapeHtml(error.message)}</p>`),
  )
})
server.on('error', failToListen)
server.listen(Number(values.port), '127.0.0.1', () => announce('app', server))
