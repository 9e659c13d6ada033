import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildUi } from '../../scripts/build-ui.js'
import type { Coverage } from '../../src/engine/core/types.gen.js'
import { type RunningMock, type ServerOptions, startServer } from '../../src/server.js'
import { confinedPage, launchChromium } from '../support/chromium.js'

/** A named scenario for POST /__fixtures/:name, written to a fixtures folder of its own. */
const weekend = {
  default_caller: 'ct_ana',
  tokens: { tok_ana: 'ct_ana', tok_zoe: 'ct_zoe' },
  contacts: [
    { id: 'ct_ana', username: 'ana' },
    { id: 'ct_zoe', username: 'zoe' },
  ],
  groups: [
    { id: 'grp_hike', name: 'Weekend Hike', owner: 'ct_ana', contacts: ['ct_zoe'], conversation_id: 'conv_hike' },
  ],
  messages: [
    { conversation_id: 'conv_hike', contact: 'ct_zoe', message: 'Trailhead at 8?', created_at: 1767225600 },
    {
      conversation_id: 'conv_hike',
      contact: 'ct_ana',
      message: 'Yes, map attached',
      created_at: 1767225660,
      reactions: [{ thumbs_up: ['zoe'] }],
      attachments: [
        {
          url: 'https://files.example.com/trail.gpx',
          filename: 'trail.gpx',
          content_type: 'application/gpx+xml',
          size: 2048,
        },
      ],
    },
  ],
}

let browser: Browser
let scenarios: string
let mock: RunningMock | undefined
let context: BrowserContext | undefined
/** Requests the page tried to send anywhere but the mock, and errors it threw: there must be none. */
let outside: string[] = []

/**
 * How long the page may take to show what a test waits for. The page polls every 0.5 s; on a busy
 * machine a poll, a render or Chromium itself can take seconds, so a wait only fails on a hang.
 * Below the tests' own timeout, so that a hang names the element it waited for.
 */
const pageTimeout = 60_000
const testTimeout = 120_000

beforeAll(async () => {
  browser = await launchChromium()
  await buildUi()
  scenarios = mkdtempSync(join(tmpdir(), 'inspector-scenarios-'))
  writeFileSync(join(scenarios, 'weekend.json'), JSON.stringify(weekend))
})

afterEach(async () => {
  await context?.close()
  await mock?.close()
  context = undefined
  mock = undefined
  expect(outside).toEqual([])
})

afterAll(async () => {
  await browser?.close()
  if (scenarios) rmSync(scenarios, { recursive: true, force: true })
})

/** A fresh mock (default world, the weekend scenario available) and the inspector open on it. */
async function openInspector(options: ServerOptions = {}, viewport = { width: 1280, height: 800 }): Promise<Page> {
  mock = await startServer({ port: 0, seed: 7, fixturesDir: scenarios, ...options })
  outside = []
  let page: Page
  ;({ context, page } = await confinedPage(browser, mock.url, outside, { viewport, timeout: pageTimeout }))
  await page.goto(`${mock.url}/__ui`)
  return page
}

function send(message: string, token = 'tok_ana', conversation = 'conv_trip') {
  if (!mock) throw new Error('no mock')
  return fetch(`${mock.url}/v1/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ conversation_id: conversation, message }),
  })
}

/** What GET /__coverage answers for the tenant at `base`, as the Coverage view reads it. */
async function coverageOf(base: string): Promise<Coverage> {
  const res = await fetch(`${base}/__coverage`)
  expect(res.status).toBe(200)
  return (await res.json()) as Coverage
}

/** The text of the first match (textContent: CSS case transforms do not apply). */
const text = async (page: Page, selector: string) => (await page.locator(selector).first().textContent()) ?? ''
const visible = (page: Page, selector: string) => page.locator(selector).first().waitFor()

describe('the inspector', { timeout: testTimeout }, () => {
  it('shows the default world, then a message sent through /v1 in Requests and in its conversation', async () => {
    const page = await openInspector()
    await visible(page, '.timeline .message')
    expect(await text(page, '.conversations')).toContain('Lisbon Trip')
    expect(await text(page, '.conversations')).toContain('archived')
    expect(await text(page, '.contacts')).toContain('tok_ana')
    expect(await text(page, '.counts')).toMatch(/groups\s*4/i)
    expect(await text(page, '#timeline-title')).toBe('Lisbon Trip')

    const res = await send('Sent from the browser test')
    expect(res.status).toBe(201)

    await page.getByRole('tab', { name: /Requests/ }).click()
    const entry = page.locator('.entry').first()
    await entry.filter({ hasText: '/v1/messages' }).waitFor()
    expect(await entry.locator('summary').textContent()).toMatch(/^POST\/v1\/messages201ct_ana/)
    await entry.locator('summary').click()
    const body = await entry.locator('.entry-body').textContent()
    expect(body).toContain('conversation_id')
    expect(body).toContain('"Sent from the browser test"')

    await page.getByRole('tab', { name: 'World' }).click()
    await page.locator('.timeline .message').first().filter({ hasText: 'Sent from the browser test' }).waitFor()
  })

  it('lists a timeline in the order of GET /v1/messages, ties included', async () => {
    // A frozen clock gives both messages the same created_at: the API lists the later one first.
    const page = await openInspector({ clock: 1767258000 })
    expect((await send('First of a tie')).status).toBe(201)
    expect((await send('Second of a tie')).status).toBe(201)
    await page.locator('.timeline .message').first().filter({ hasText: 'Second of a tie' }).waitFor()
    const shown = await page
      .locator('.timeline .message')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))
    const res = await fetch(`${mock?.url}/v1/messages?conversation_id=conv_trip&limit=100`, {
      headers: { Authorization: 'Bearer tok_ana' },
    })
    const listed = (await res.json()) as { data: { id: string }[] }
    expect(shown).toEqual(listed.data.map((m) => m.id))
  })

  it('freezes, advances and releases the clock', async () => {
    const page = await openInspector()
    await page.goto(`${mock?.url}/__ui#controls`)
    await page.getByLabel('Freeze at (empty: now)').fill('2026-01-01T09:00:00Z')
    await page.getByRole('button', { name: 'Freeze' }).click()
    await page.locator('#clock-feedback.ok').waitFor()
    expect(await text(page, '#clock-feedback')).toBe('Frozen at 2026-01-01 09:00:00 UTC.')
    await page.getByRole('button', { name: '+1 h' }).click()
    await page.locator('#clock-feedback.ok').filter({ hasText: '10:00:00' }).waitFor()
    expect(mock?.clock.now()).toBe(1767261600)
    await page.getByRole('button', { name: 'Release (real time)' }).click()
    await page.locator('#clock-feedback.ok').filter({ hasText: 'Back to real time.' }).waitFor()
    await page.getByRole('button', { name: 'Advance', exact: true }).click()
    await page.locator('#clock-feedback.error').waitFor()
    expect(await text(page, '#clock-feedback')).toContain('needs a frozen clock')
  })

  it('loads a scenario, shows the next request failing on an injected fault, and resets', async () => {
    const page = await openInspector()
    await visible(page, '.timeline .message')
    await page.getByRole('tab', { name: 'Controls' }).click()
    await page.locator('#scenario option[value="weekend"]').waitFor({ state: 'attached' })
    await page.getByLabel('Named scenario').selectOption('weekend')
    await page.getByRole('button', { name: 'Load scenario' }).click()
    await page.locator('#scenario-feedback.ok').waitFor()
    expect(await text(page, '#scenario-feedback')).toBe(
      'Loaded weekend: 2 contacts, 1 groups, 1 conversations, 2 messages.',
    )
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download state (fixture JSON)' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('default-state.json')
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8'))
    expect(exported).toEqual(mock?.state())

    await page.getByLabel('Method', { exact: true }).selectOption('POST')
    await page.getByLabel('Path', { exact: true }).fill('/v1/messages')
    await page.getByLabel('Answer with').selectOption('503')
    await page.getByRole('button', { name: 'Add fault' }).click()
    // The feedback first: the page's own poll may draw the new fault before the action says so.
    await page.locator('#fault-feedback.ok').waitFor()
    expect(await text(page, '#fault-feedback')).toBe('Added flt_1.')
    await page.locator('.fault-list tr[data-id="flt_1"]').waitFor()

    expect((await send('Lost to the fault', 'tok_ana', 'conv_hike')).status).toBe(503)
    await page.getByRole('tab', { name: /Requests/ }).click()
    await page.locator('.entry[data-status="503"]').waitFor()
    expect(await page.locator('.entry').first().getAttribute('data-status')).toBe('503')
    expect(await text(page, '.entry summary')).toContain('unavailable')

    expect((await send('After the fault', 'tok_ana', 'conv_hike')).status).toBe(201)
    await page.getByRole('tab', { name: 'World' }).click()
    expect(await text(page, '#timeline-title')).toBe('Weekend Hike')
    await page.locator('.timeline .message').first().filter({ hasText: 'After the fault' }).waitFor()
    expect(await text(page, '.timeline')).toContain('trail.gpx')
    expect(await text(page, '.timeline')).toContain('thumbs_up')

    await page.getByRole('tab', { name: 'Controls' }).click()
    await page.getByRole('button', { name: 'Reset' }).click()
    await page.locator('#state-feedback.ok').waitFor()
    expect(await text(page, '#state-feedback')).toContain('Reset to the baseline: 2 contacts')
    expect(await text(page, '.fault-list')).toBe('No active fault.')
    await page.getByRole('tab', { name: /Requests/ }).click()
    expect(await page.locator('.entry').count()).toBe(0)
    await page.getByRole('tab', { name: 'World' }).click()
    expect(await page.locator('.timeline .message').count()).toBe(2)
  })

  it('shows the problem detail and failing param next to the control for an invalid fault', async () => {
    const page = await openInspector()
    await page.goto(`${mock?.url}/__ui#controls`)
    await page.getByLabel('Path', { exact: true }).fill('v1/messages')
    await page.getByRole('button', { name: 'Add fault' }).click()
    await page.locator('#fault-feedback.error').waitFor()
    expect(await page.locator('#fault-feedback .param').textContent()).toBe('path')
    expect(await text(page, '#fault-feedback')).toMatch(/path/)
    expect(mock?.faults.list()).toEqual([])
    // The list is drawn by the page's first refresh, which the refused POST may have overtaken.
    await page
      .locator('.fault-list')
      .filter({ hasText: /^No active fault\.$/ })
      .waitFor()
  })

  it('marks the failing params of a refused request', async () => {
    const page = await openInspector()
    await page.goto(`${mock?.url}/__ui#requests`)
    expect((await send('', 'tok_ana')).status).toBe(400)
    const entry = page.locator('.entry[data-status="400"]').first()
    await entry.waitFor()
    await entry.locator('summary').click()
    expect(await entry.locator('tr.failing th').textContent()).toBe('message')
    expect(await entry.locator('.problem mark.param').textContent()).toBe('message')
    await page.getByLabel('Status', { exact: true }).selectOption('2')
    expect(await entry.isHidden()).toBe(true)
  })

  it('asks for the admin token once and keeps it for the tab', async () => {
    const page = await openInspector({ adminToken: 'let-me-in' })
    const dialog = page.getByRole('dialog', { name: 'Admin token' })
    await dialog.waitFor()
    await page.getByLabel('Token', { exact: true }).fill('wrong')
    await page.getByRole('button', { name: 'Unlock' }).click()
    await page.getByText('That token was refused').waitFor()
    await page.getByLabel('Token', { exact: true }).fill('let-me-in')
    await page.keyboard.press('Enter')
    await visible(page, '.timeline .message')
    await page.reload()
    await visible(page, '.timeline .message')
    expect(await dialog.count()).toBe(0)
  })

  it('switches tenant: a scenario loaded there leaves default as it was', async () => {
    const page = await openInspector()
    await page.goto(`${mock?.url}/__ui#controls`)
    await page.getByLabel(/Tenant name/).fill('not a name!')
    await page.getByRole('button', { name: 'Switch', exact: true }).click()
    await page.locator('#tenant-feedback.error').waitFor()
    await page.getByLabel(/Tenant name/).fill('qa')
    await page.getByRole('button', { name: 'Switch', exact: true }).click()
    await page.locator('#tenant-feedback.ok').waitFor()
    expect(await text(page, '#current-tenant')).toBe('qa')
    await page.locator('#scenario option[value="weekend"]').waitFor({ state: 'attached' })
    await page.getByLabel('Named scenario').selectOption('weekend')
    await page.getByRole('button', { name: 'Load scenario' }).click()
    await page.locator('#scenario-feedback.ok').waitFor()
    expect(
      mock
        ?.tenant('qa')
        .state()
        .groups?.map((g) => g.name),
    ).toEqual(['Weekend Hike'])
    expect(mock?.state().groups?.[0].name).toBe('Lisbon Trip')
    await page.locator('.tenant-list tr[data-name="default"] button').click()
    await page.getByRole('tab', { name: 'World' }).click()
    await page.locator('.conversations').filter({ hasText: 'Lisbon Trip' }).waitFor()
  })

  it("shows what the tenant's requests exercised of the contract, and follows new ones while shown", async () => {
    const page = await openInspector()
    const qa = `${mock?.url}/t/qa`
    const asAna = { Authorization: 'Bearer tok_ana' }
    expect((await fetch(`${qa}/v1/messages?limit=1`, { headers: asAna })).status).toBe(200)
    expect((await fetch(`${qa}/v1/messages/msg_unknown`, { headers: asAna })).status).toBe(404)
    // The default tenant's request is not qa's: the view counts the two above.
    expect((await fetch(`${mock?.url}/v1/groups`, { headers: asAna })).status).toBe(200)
    const coverageCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/__coverage') coverageCalls.push(request.url())
    })
    await page.goto(`${qa}/__ui#coverage`)
    const requests = page.locator('#coverage-requests')
    await requests.filter({ hasText: /^2 \/v1 requests counted, 0 outside the document\.$/ }).waitFor()
    const report = await coverageOf(qa)
    expect(report.requests).toBe(2)
    expect(await text(page, '#coverage-percent')).toBe(`${report.percent}%`)
    expect(await text(page, '#coverage-items')).toBe(`${report.covered} of ${report.total} items`)

    const op = (id: string) => page.locator(`.coverage-op[data-operation="${id}"]`)
    const item = (id: string, label: string) => op(id).locator(`[data-item="${label}"]`)
    const share = (id: string, of: Coverage) => {
      const items = of.operations.find((o) => o.id === id)?.items ?? []
      return `${items.filter((i) => i.covered).length} of ${items.length}`
    }
    expect(await op('list_messages').locator('.op-head').textContent()).toBe(
      `GET/v1/messageslist_messages1 call${share('list_messages', report)}`,
    )
    expect(await item('list_messages', 'status 200').textContent()).toBe('✓ status 200 (1)')
    expect(await item('list_messages', 'parameter limit').textContent()).toBe('✓ parameter limit (1)')
    expect(await item('list_messages', 'status 401').textContent()).toBe('✗ status 401')
    expect(await item('list_messages', 'status 401').getAttribute('data-covered')).toBe('false')
    expect(await item('retrieve_message', 'status 404').textContent()).toBe('✓ status 404 (1)')
    expect(await op('retrieve_message').locator('.meta').textContent()).toBe('Problems: not_found (1)')
    expect(await page.locator('.coverage-codes [data-item="not_found"]').textContent()).toBe('✓ not_found (1)')
    expect(await page.locator('.coverage-others [data-item="/v1/messages"]').textContent()).toBe('✗ /v1/messages')
    expect(await op('delete_message').locator('.calls').textContent()).toBe('0 calls')
    expect(await item('delete_message', 'called').textContent()).toBe('✗ called')

    await page.getByLabel('Only what was not exercised').check()
    expect(await item('list_messages', 'status 200').count()).toBe(0)
    expect(await item('list_messages', 'status 401').textContent()).toBe('✗ status 401')
    expect(await page.locator('.coverage-codes [data-item="not_found"]').count()).toBe(0)
    await page.getByLabel('Only what was not exercised').uncheck()
    expect(await item('list_messages', 'status 200').textContent()).toBe('✓ status 200 (1)')

    expect((await fetch(`${qa}/v1/messages/msg_unknown`, { method: 'DELETE', headers: asAna })).status).toBe(404)
    await op('delete_message')
      .locator('.calls')
      .filter({ hasText: /^1 call$/ })
      .waitFor()
    expect(await item('delete_message', 'called').textContent()).toBe('✓ called (1)')
    expect(await item('delete_message', 'status 404').textContent()).toBe('✓ status 404 (1)')
    expect(await text(page, '#coverage-requests')).toBe('3 /v1 requests counted, 0 outside the document.')
    const after = await coverageOf(qa)
    expect(await text(page, '#coverage-percent')).toBe(`${after.percent}%`)
    expect(await text(page, '#coverage-items')).toBe(`${after.covered} of ${after.total} items`)
    expect(await page.locator('.coverage-codes [data-item="not_found"]').textContent()).toBe('✓ not_found (2)')

    // Hidden, the view asks nothing: a request moves the Requests tab's count, and the poll after
    // the one that drew it (each poll starts when the last ended) has still not read the coverage.
    await page.getByRole('tab', { name: 'World' }).click()
    const asked = coverageCalls.length
    expect((await fetch(`${qa}/v1/groups`, { headers: asAna })).status).toBe(200)
    await page.locator('#tab-requests .tab-count').filter({ hasText: /^ 4$/ }).waitFor()
    await page.waitForRequest((request) => new URL(request.url()).pathname === '/__world')
    expect(coverageCalls.length).toBe(asked)
    await page.getByRole('tab', { name: 'Coverage' }).click()
    await op('list_groups')
      .locator('.calls')
      .filter({ hasText: /^1 call$/ })
      .waitFor()
    expect(await text(page, '#coverage-requests')).toBe('4 /v1 requests counted, 0 outside the document.')
  })

  it('is usable from the keyboard: arrows move between views, Enter opens a request', async () => {
    const page = await openInspector()
    expect((await send('typed')).status).toBe(201)
    await page.getByRole('tab', { name: 'World' }).focus()
    await page.keyboard.press('ArrowRight')
    expect(await page.getByRole('tab', { name: /Requests/ }).getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-requests')
    const summary = page.locator('.entry summary').first()
    await summary.waitFor()
    await summary.focus()
    await page.keyboard.press('Enter')
    expect(await page.locator('.entry details').first().getAttribute('open')).toBe('')
  })

  it('searches the world by id or text, and stays readable in a narrow window', async () => {
    const page = await openInspector({}, { width: 390, height: 800 })
    await visible(page, '.timeline .message')
    // The search runs on the mock: the lists are drawn again once its answers are in.
    await page.getByLabel('Search by id or text').fill('pastries')
    await visible(page, '.world-grid[data-query="pastries"]')
    expect(await page.locator('.conversations .card').count()).toBe(1)
    expect(await text(page, '.conversations mark')).toBe('pastries')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.getByLabel('Search by id or text').fill('ct_ben')
    await visible(page, '.world-grid[data-query="ct_ben"]')
    expect(await page.locator('.contacts tbody tr').count()).toBe(1)
  })
})
