/**
 * The limit: node:http with the bodies in a Map, no framework. It answers the bench's requests
 * and nothing more, which is the most any server on node:http can do for them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { addReactions, announce, failToListen, type Message, newMessage, serverArgs } from './model.js'

const { port, bodies } = serverArgs(process.argv.slice(2))
const pages = new Map(Object.entries(bodies.pages))
const messages = new Map<string, Message>(Object.entries(bodies.messages))
const reactionKey = /^reactions\[([^\]]+)\]\[\]$/

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

function readForm(req: IncomingMessage, then: (form: URLSearchParams) => void): void {
  let text = ''
  req.setEncoding('utf8')
  req.on('data', (chunk: string) => {
    text += chunk
  })
  req.on('end', () => then(new URLSearchParams(text)))
}

function get(url: string): { status: number; body: unknown } {
  if (url === '/__health') return { status: 200, body: { status: 'ok' } }
  const page = pages.get(url)
  if (page !== undefined) return { status: 200, body: page }
  const message = url.startsWith('/v1/messages/') ? messages.get(url.slice('/v1/messages/'.length)) : undefined
  return message ? { status: 200, body: message } : { status: 404, body: { error: 'not found' } }
}

function post(form: URLSearchParams): Message {
  const message = newMessage(bodies.caller, form.get('conversation_id') ?? '', form.get('message') ?? '')
  messages.set(message.id, message)
  return message
}

function put(id: string, form: URLSearchParams): Message | undefined {
  const message = messages.get(id)
  if (!message) return undefined
  const added: Record<string, string[]> = {}
  for (const [key, value] of form) {
    const name = reactionKey.exec(key)?.[1]
    if (name !== undefined) added[name] = [...(added[name] ?? []), value]
  }
  return addReactions(message, added)
}

function answer(req: IncomingMessage, res: ServerResponse): void {
  const url = req.url ?? '/'
  if (req.method === 'GET') {
    const { status, body } = get(url)
    send(res, status, body)
  } else if (req.method === 'POST' && url === '/v1/messages') {
    readForm(req, (form) => send(res, 201, post(form)))
  } else if (req.method === 'PUT' && url.startsWith('/v1/messages/')) {
    readForm(req, (form) => {
      const message = put(url.slice('/v1/messages/'.length), form)
      send(res, message ? 200 : 404, message ?? { error: 'not found' })
    })
  } else send(res, 404, { error: 'not found' })
}

const server = createServer(answer)
server.on('error', failToListen)
server.listen(port, '127.0.0.1', () => announce('bare', server))
