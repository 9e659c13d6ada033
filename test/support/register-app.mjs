// An app's own server, as plain as one gets: each path calls the mock (or another origin) in one
// of the ways server code does, and answers what came back. test/register.test.ts starts it with
// and without `--import messaging-mock/register`; nothing here names a tenant.
import http, { request as namedRequest } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import axios from 'axios'

const mock = process.env.MESSAGING_MOCK_URL ?? process.env.APP_MOCK_URL
const other = process.env.APP_OTHER_URL
const auth = { authorization: 'Bearer tok_ana' }

/** GET with node:http (`get` of the default import, or the named `request`), as a Node client does. */
function viaHttp(url, call) {
  return new Promise((resolve, reject) => {
    const done = (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(text) }))
    }
    if (call === 'get') http.get(url, { headers: auth }, done).on('error', reject)
    else namedRequest(url, { headers: auth }, done).on('error', reject).end()
  })
}

async function viaFetch(url, headers = {}) {
  const res = await fetch(url, { headers: { ...auth, ...headers } })
  return { status: res.status, body: await res.json() }
}

const calls = {
  '/fetch': () => viaFetch(`${mock}/v1/groups`),
  // Work that goes on after a wait is still the request's.
  '/later': async () => {
    await sleep(5)
    return viaFetch(`${mock}/v1/groups`)
  },
  '/http-get': () => viaHttp(`${mock}/v1/groups`, 'get'),
  '/http-request': () => viaHttp(`${mock}/v1/groups`, 'request'),
  '/axios': async () => {
    const res = await axios.get(`${mock}/v1/groups`, { headers: auth })
    return { status: res.status, body: res.data }
  },
  '/explicit': () => viaFetch(`${mock}/v1/groups`, { 'X-Mock-Tenant': 'explicit' }),
  '/prefixed': () => viaFetch(`${mock}/t/explicit/v1/groups`),
  '/other-fetch': () => viaFetch(other),
  // A body read with listeners, as body-parser and busboy read it: Node emits `data` and `end`
  // from the connection, not from the request's work.
  '/body': (req) =>
    new Promise((resolve, reject) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => viaFetch(`${mock}/v1/groups?limit=${Number(body)}`).then(resolve, reject))
    }),
  '/other-http': () => viaHttp(other, 'get'),
}

const server = http.createServer(async (req, res) => {
  const call = calls[new URL(req.url, 'http://app').pathname]
  try {
    const { status, body } = await call(req)
    res.setHeader('content-type', 'application/json')
    // The mock's groups by name, or what the other origin echoed.
    res.end(JSON.stringify({ status, seen: body.data ? body.data.map((group) => group.name) : body }))
  } catch (error) {
    res.statusCode = 500
    res.end(String(error))
  }
})
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
