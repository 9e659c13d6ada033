import request from 'supertest'
import { expect, it } from 'vitest'
import { auth, json, smallApp } from '../helpers.js'

/**
 * A JSON body that did not parse was refused with the parser's own message in `detail`, and that
 * message is the platform's: Node 20 said "... in JSON at position 31", Node 22 and later add
 * "(line 1 column 32)", and Bun's JavaScriptCore words it otherwise ("JSON Parse error: ..."). So
 * the same request got another answer (and another key in a Pact file) by where the mock ran,
 * which test/runtimes.test.ts found, replaying the corpus under Bun and Deno against Node 20.
 */

it.each([
  ['a trailing comma', '{"conversation_id":"conv_trip",}', 'The body is not valid JSON.'],
  ['a body cut short', '{"conversation_id":', 'The body is not valid JSON.'],
  ['white space only', '  ', 'The body is not valid JSON.'],
  ['a byte order mark', '\uFEFF{"message":"hi"}', 'The body is not valid JSON: it begins with a byte order mark.'],
])("%s is refused in the engine's words, not the parser's", async (_, body, detail) => {
  const res = await request(smallApp()).post('/v1/messages').set(auth()).set(json).send(body)
  expect(res.status).toBe(400)
  expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8')
  expect(res.body).toEqual({
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    code: 'invalid_body',
    detail,
    errors: [],
  })
})
