import { execFileSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import type { Express } from 'express'
import request, { type Response } from 'supertest'
import { describe, expect, it } from 'vitest'
import { serverFor } from '../src/http/listen.js'
import { auth, freezeDate, smallApp } from './helpers.js'

/**
 * The server `startServer` and the CLI run (src/http/listen.ts): Node builds each request and
 * response with the app's prototypes, so Express has nothing to change when it takes them. The
 * answers must be those of the same app under a plain `http.createServer`.
 */

freezeDate(1_767_225_600)

/** Whether each request and response had the app's prototypes before Express took them. */
function bornWithPrototypes(app: Express, server: Server): boolean[] {
  const seen: boolean[] = []
  server.prependListener('request', (req, res) => {
    seen.push(Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response)
  })
  return seen
}

describe('serverFor', () => {
  it('builds requests and responses with the app’s prototypes', async () => {
    const app = smallApp()
    const server = serverFor(app)
    const seen = bornWithPrototypes(app, server)
    const res = await request(server).get('/v1/messages/msg_t1').set(auth())
    expect(res.status).toBe(200)
    expect(res.body.id).toBe('msg_t1')
    expect(seen).toEqual([true, true])
  })

  it('where a plain http server leaves Express to change them', async () => {
    const app = smallApp()
    const server = createServer(app)
    const seen = bornWithPrototypes(app, server)
    expect((await request(server).get('/__health')).status).toBe(200)
    expect(seen).toEqual([false, false])
  })

  it('keeps requests and responses as objects V8 reads fast (not dictionaries) to the end of an answer', () => {
    // %HasFastProperties needs the flag, so in a child of its own (test/support/field-shapes.ts).
    const out = execFileSync(
      process.execPath,
      ['--allow-natives-syntax', '--import', 'tsx', 'test/support/field-shapes.ts'],
      {
        cwd: fileURLToPath(new URL('../', import.meta.url)),
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    expect(
      out
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([
      { request: 'GET 200', req: true, res: true },
      { request: 'PUT 200', req: true, res: true },
    ])
  })

  /** Each request, its status, and how to send it to a server: run on both servers, compared whole. */
  const requests: [string, number, (server: Server) => Promise<Response>][] = [
    ['GET one message', 200, (s) => request(s).get('/v1/messages/msg_t2').set(auth())],
    ['HEAD one message', 200, (s) => request(s).head('/v1/messages/msg_t2').set(auth())],
    [
      'a page of a conversation',
      200,
      (s) => request(s).get('/v1/messages?conversation_id=conv_trip&limit=2').set(auth()),
    ],
    [
      'POST a form message',
      201,
      (s) => request(s).post('/v1/messages').set(auth()).type('form').send('conversation_id=conv_dm&message=hi'),
    ],
    [
      'PUT a reaction',
      200,
      (s) => request(s).put('/v1/messages/msg_t1').set(auth()).type('form').send('reactions[like][]=ana'),
    ],
    ['DELETE a group', 200, (s) => request(s).delete('/v1/groups/grp_trip').set(auth())],
    ['a bad JSON body', 400, (s) => request(s).post('/v1/groups').set(auth()).type('json').send('{"name":')],
    ['no token', 401, (s) => request(s).get('/v1/groups')],
    ['a method the path lacks', 405, (s) => request(s).patch('/v1/groups').set(auth())],
    ['an unknown path', 404, (s) => request(s).get('/v2/groups').set(auth())],
    [
      'a preflight',
      204,
      (s) =>
        request(s)
          .options('/v1/messages')
          .set('Origin', 'http://localhost:5173')
          .set('Access-Control-Request-Method', 'POST'),
    ],
    ['the journal', 200, (s) => request(s).get('/__requests')],
  ]

  it.each(requests)('answers %s (%i) as the app under a plain server does', async (_title, status, send) => {
    const seen = (res: Response) => {
      const { date: _date, ...headers } = res.headers
      return { status: res.status, headers, body: res.body, text: res.text }
    }
    const born = seen(await send(serverFor(smallApp())))
    const plain = seen(await send(createServer(smallApp())))
    expect(born).toEqual(plain)
    expect(born.status).toBe(status)
  })
})
