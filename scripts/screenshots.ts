// Writes five of the inspector's views to docs/ at 1280x800, over the default world with a little
// traffic: `npm run screenshots` (which builds the page first).
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startServer } from '../src/server.js'
import { launchChromium } from '../test/support/chromium.js'

const docs = fileURLToPath(new URL('../docs/', import.meta.url))
mkdirSync(docs, { recursive: true })

// A frozen clock and a seed: the same pictures on every run.
const mock = await startServer({ port: 0, seed: 8, clock: 1767258000 })
const browser = await launchChromium()
try {
  const v1 = (method: string, path: string, body?: unknown) =>
    fetch(`${mock.url}${path}`, {
      method,
      headers: { Authorization: 'Bearer tok_ana', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
  // The others answer, react and read (docs/activity.md): what the Activity tab shows.
  await mock.activity.set({ preset: 'lively', seed: 8 })
  await v1('GET', '/v1/groups?limit=2')
  await v1('GET', '/v1/messages?conversation_id=conv_trip&limit=5')
  await v1('POST', '/v1/messages', { conversation_id: 'conv_trip', message: 'Landed! Meet at arrivals, exit B.' })
  await v1('GET', '/v1/messages?conversation_id=conv_trip&limit=500')
  await v1('POST', '/v1/messages', { conversation_id: 'conv_trip', attachments: [{ url: 'photo.jpg' }] })
  // A message of a conversation ana is not in: a 404, and the Requests view says why (docs/reasons.md).
  await v1('GET', '/v1/messages/msg_rP0OmyHhmsDeow4NxBYj')
  mock.faults.add({ method: 'GET', path: '/v1/groups', status: 503 })
  await v1('GET', '/v1/groups')
  mock.faults.add({ method: 'PUT', path: '/v1/messages/*', status: 429, times: 3 })
  mock.faults.add({ path: '/v1/groups/*', delay_ms: 1500, times: 5 })
  mock.clock.advance(90)

  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await page.goto(`${mock.url}/__ui#world`)
  await page.locator('.timeline .message').first().waitFor()
  await page.screenshot({ path: `${docs}inspector-world.png` })

  await page.getByRole('tab', { name: /Requests/ }).click()
  const refused = page.locator('.entry[data-status="400"]').first()
  await refused.waitFor()
  await refused.locator('summary').click()
  await page.screenshot({ path: `${docs}inspector-requests.png` })

  await page.getByRole('tab', { name: 'Coverage' }).click()
  await page.locator('.coverage-op[data-operation="create_message"] .chip.covered').first().waitFor()
  await page.screenshot({ path: `${docs}inspector-coverage.png` })

  await page.getByRole('tab', { name: 'Controls' }).click()
  await page.locator('.fault-list table').waitFor()
  await page.locator('.tenant-list table').waitFor()
  await page.getByLabel('Path', { exact: true }).fill('v1/messages')
  await page.getByRole('button', { name: 'Add fault' }).click()
  await page.locator('#fault-feedback.error').waitFor()
  await page.screenshot({ path: `${docs}inspector-controls.png` })

  await page.getByRole('tab', { name: 'Activity' }).click()
  await page.locator('#view-activity .activity-list table').nth(1).waitFor()
  await page.screenshot({ path: `${docs}inspector-activity.png`, fullPage: true })
  console.log('docs/inspector-{world,requests,coverage,controls,activity}.png')
} finally {
  await browser.close()
  await mock.close()
}
