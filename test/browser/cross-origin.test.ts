import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { launchChromium } from '../support/chromium.js'
import { type RunningCli, startCli } from '../support/cli.js'

/**
 * A frontend on another origin, as a developer's local app would be: a page served from a second
 * port calls the running CLI with the Authorization header and form bodies, so every call needs
 * CORS, and the PUT needs a preflight.
 */
const page = (api: string) => `<!doctype html><meta charset="utf-8"><title>client</title><pre id="out"></pre>
<script>
const api = ${JSON.stringify(api)}
const headers = { Authorization: 'Bearer tok_ana' }
const form = (fields) => ({ ...headers, 'Content-Type': 'application/x-www-form-urlencoded' })
async function run() {
  const groups = await (await fetch(api + '/v1/groups', { headers })).json()
  const sent = await fetch(api + '/v1/messages', { method: 'POST', headers: form(), body: 'conversation_id=conv_trip&message=' + encodeURIComponent('Hello from the browser') })
  const message = await sent.json()
  const reacted = await fetch(api + '/v1/messages/' + message.id, { method: 'PUT', headers: form(), body: 'reactions[like][]=ben' })
  const back = await (await fetch(api + '/v1/messages/' + message.id, { headers })).json()
  const refused = await fetch(api + '/v1/groups')
  return { groups: groups.data.map((g) => g.name), sentStatus: sent.status, reactedStatus: reacted.status, back,
    refused: { status: refused.status, wwwAuthenticate: refused.headers.get('WWW-Authenticate') } }
}
run().then((r) => { document.getElementById('out').textContent = JSON.stringify(r) },
  (e) => { document.getElementById('out').textContent = 'ERROR ' + e })
</script>`

let cli: RunningCli
let site: Server
let siteUrl: string
let browser: Browser

beforeAll(async () => {
  cli = await startCli()
  site = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(page(cli.url))
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}/`
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  site?.close()
  await cli?.stop()
})

it('a page on another origin lists groups, sends a form message, reacts and reads it back', async () => {
  const tab = await browser.newPage()
  await tab.goto(siteUrl)
  await tab.waitForFunction(() => document.getElementById('out')?.textContent !== '')
  const text = (await tab.textContent('#out')) ?? ''
  expect(text.startsWith('ERROR')).toBe(false)
  const result = JSON.parse(text)
  expect(result.groups).toEqual(['Lisbon Trip', 'Platform Standup', 'Book Club 2025'])
  expect(result.sentStatus).toBe(201)
  expect(result.reactedStatus).toBe(200)
  expect(result.back).toMatchObject({
    conversation_id: 'conv_trip',
    message: 'Hello from the browser',
    reactions: [{ like: ['ben'] }],
    contact: { id: 'ct_ana' },
  })
  expect(result.refused).toEqual({ status: 401, wwwAuthenticate: 'Bearer' })
})
