/**
 * Plain Express 5 as a team would write it in an afternoon: a route per request, `res.json`,
 * `express.urlencoded`, every default left on (ETag, X-Powered-By, the query parser).
 */
import express from 'express'
import { addReactions, announce, failToListen, type Message, newMessage, serverArgs } from './model.js'

const { port, bodies } = serverArgs(process.argv.slice(2))
const pages = new Map(Object.entries(bodies.pages))
const messages = new Map<string, Message>(Object.entries(bodies.messages))
const form = express.urlencoded({ extended: true })

const app = express()
app.get('/__health', (_req, res) => {
  res.json({ status: 'ok' })
})
app.get(['/v1/messages', '/v1/groups'], (req, res) => {
  const page = pages.get(req.originalUrl)
  if (page === undefined) res.status(404).json({ error: 'not found' })
  else res.json(page)
})
app.get('/v1/messages/:id', (req, res) => {
  const message = messages.get(req.params.id)
  if (!message) res.status(404).json({ error: 'not found' })
  else res.json(message)
})
app.post('/v1/messages', form, (req, res) => {
  const message = newMessage(bodies.caller, String(req.body.conversation_id), String(req.body.message))
  messages.set(message.id, message)
  res.status(201).json(message)
})
app.put('/v1/messages/:id', form, (req, res) => {
  const message = messages.get(req.params.id)
  if (!message) res.status(404).json({ error: 'not found' })
  else res.json(addReactions(message, req.body.reactions ?? {}))
})

const server = app.listen(port, '127.0.0.1', (error?: Error) => {
  if (error) failToListen(error)
  else announce('express', server)
})
server.on('error', failToListen)
