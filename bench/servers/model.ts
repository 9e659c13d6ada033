import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'

/**
 * What the comparison servers answer: the bodies the mock gave for the same requests, taken from
 * it once by the bench. Both servers do the same work per request (a Map lookup, a new message or
 * a reaction added, JSON.stringify), so the gap to the mock is what the mock does besides.
 */
export interface Bodies {
  /** GET answers by request URL (path and query). */
  pages: Record<string, unknown>
  /** Messages by id: GET one and PUT act on these; POST adds to them. */
  messages: Record<string, Message>
  /** The sender of POSTed messages, as the mock shows contacts. */
  caller: unknown
}

export interface Message {
  id: string
  conversation_id: string
  contact: unknown
  message: string
  reactions: Record<string, string[]>[]
  attachments: unknown[]
  read_at: number | null
  created_at: number
  updated_at: number | null
}

export interface ServerArgs {
  port: number
  bodies: Bodies
}

/** `--port N --bodies FILE`, as the bench passes them. */
export function serverArgs(argv: string[]): ServerArgs {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, bodies: { type: 'string' } },
  })
  if (values.port === undefined || values.bodies === undefined) throw new Error('usage: --port N --bodies FILE')
  return { port: Number(values.port), bodies: JSON.parse(readFileSync(values.bodies, 'utf8')) as Bodies }
}

let sent = 0

/** A message as the mock would create it from a form body. */
export function newMessage(caller: unknown, conversationId: string, text: string): Message {
  sent++
  return {
    id: `msg_sent${String(sent).padStart(16, '0')}`,
    conversation_id: conversationId,
    contact: caller,
    message: text,
    reactions: [],
    attachments: [],
    read_at: null,
    created_at: Math.floor(Date.now() / 1000),
    updated_at: null,
  }
}

/** Adds usernames to a message's reactions, as the mock's default merge mode does. */
export function addReactions(message: Message, added: Record<string, string[]>): Message {
  for (const [name, usernames] of Object.entries(added)) {
    let reaction = message.reactions.find((r) => name in r)
    if (!reaction) {
      reaction = { [name]: [] }
      message.reactions.push(reaction)
    }
    for (const username of usernames) if (!reaction[name].includes(username)) reaction[name].push(username)
  }
  message.updated_at = Math.floor(Date.now() / 1000)
  return message
}

/**
 * Prints the URL once listening; exits when the bench's end of stdin closes, so a bench that
 * dies however it dies takes its servers with it.
 */
export function announce(name: string, server: Server): void {
  // The port it got: with --port 0 the OS picked it as the server bound it.
  console.log(`${name} listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  process.stdin.on('end', () => process.exit(0))
  process.stdin.resume()
}

/** A listen error (a port in use) as one line on stderr and exit code 2. */
export function failToListen(error: NodeJS.ErrnoException): never {
  console.error(error.code === 'EADDRINUSE' ? `port in use: ${error.message}` : `cannot listen: ${error.message}`)
  process.exit(2)
}
