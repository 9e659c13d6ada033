import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildUi } from '../../scripts/build-ui.js'
import type { ActivityState } from '../../src/engine/core/types.gen.js'
import { type RunningMock, startServer } from '../../src/server.js'
import { confinedPage, launchChromium } from '../support/chromium.js'

/** Issue 26 point 4: the inspector's Activity tab shows pending and past activity and starts it. */

/** 2026-01-01 09:00:00 UTC: every test freezes the clock there, so times and draws repeat. */
const start = 1767258000

let browser: Browser
let mock: RunningMock | undefined
let context: BrowserContext | undefined
/** Requests the page tried to send anywhere but the mock, and errors it threw: there must be none. */
let outside: string[] = []

/** As in inspector.test.ts: a wait only fails on a hang, below the test's own timeout. */
const pageTimeout = 60_000
const testTimeout = 120_000

beforeAll(async () => {
  browser = await launchChromium()
  await buildUi()
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
})

/** A fresh mock (default world, seed 7, clock frozen at `start`) and the inspector open on Activity. */
async function openActivity(): Promise<Page> {
  mock = await startServer({ port: 0, seed: 7, clock: start })
  outside = []
  let page: Page
  ;({ context, page } = await confinedPage(browser, mock.url, outside, { timeout: pageTimeout }))
  await page.goto(`${mock.url}/__ui#activity`)
  return page
}

const base = () => {
  if (!mock) throw new Error('no mock')
  return mock.url
}

/** Sends a message as ana through /v1, as an app would; answers its id. */
async function send(message: string): Promise<string> {
  const res = await fetch(`${base()}/v1/messages`, {
    method: 'POST',
    headers: { Authorization: 'Bearer tok_ana', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ conversation_id: 'conv_trip', message }),
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: string }).id
}

async function advance(seconds: number): Promise<void> {
  const res = await fetch(`${base()}/__clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ advance: seconds }),
  })
  expect(res.status).toBe(200)
}

async function activity(): Promise<ActivityState> {
  const res = await fetch(`${base()}/__activity`)
  expect(res.status).toBe(200)
  return (await res.json()) as ActivityState
}

/** Waits until the element's text is exactly `text` (the page draws on its own poll). */
const shows = (locator: Locator, text: string) =>
  expect.poll(() => locator.first().textContent(), { timeout: pageTimeout }).toBe(text)

/** Waits until the cells of the action's row, in the Pending or the Happened list, read exactly `cells`. */
const row = (page: Page, list: 'pending' | 'happened', id: string, cells: string[]) =>
  expect
    .poll(() => page.locator(`[aria-labelledby="activity-${list}-title"] tr[data-id="${id}"] td`).allTextContents(), {
      timeout: pageTimeout,
    })
    .toEqual(cells)

describe('the Activity tab', { timeout: testTimeout }, () => {
  it('starts a preset, lists the reply it schedules, and shows it done once the clock passes it', async () => {
    const page = await openActivity()
    await shows(page.locator('#activity-state'), 'off Nothing happens on its own: start a preset or a script.')
    await shows(page.locator('#activity-pending-total'), 'Nothing pending.')

    await page.getByRole('button', { name: 'replies', exact: true }).click()
    await shows(page.locator('#activity-feedback.ok'), 'Started replies (seed 7).')
    await shows(page.locator('#activity-state'), "on Preset replies, seed 7, the app's user is ct_ana.")
    expect(await page.locator('.activity-rules li').allTextContents()).toEqual([
      'rules[0] someone replies to each message sent, always, after 5 s to 1 min, in every conversation.',
    ])
    await shows(
      page.locator('#activity-pending-total'),
      'Nothing pending: rules act when a client sends a message (POST /v1/messages).',
    )

    // Nothing clicked: the view reads the activity on its own while shown.
    const sent = await send('Who brings the map?')
    await row(page, 'pending', 'act_1', [
      '2026-01-01 09:00:59 UTC (in 59 s)',
      'ct_ben',
      'reply',
      'conv_trip',
      sent,
      'rules[0]',
    ])
    expect(await page.locator('#activity-pending-total').textContent()).toBe('1 pending action, soonest first')
    await shows(page.locator('#activity-totals'), '1 pending · 0 done or cancelled')

    await advance(60)
    const [done] = (await activity()).happened
    expect(done).toMatchObject({ id: 'act_1', status: 'done', contact: 'ct_ben', message_id: sent })
    const reply = done.result_id ?? 'no reply written'
    await row(page, 'happened', 'act_1', [
      '2026-01-01 09:00:59 UTC (1 s ago)',
      'done',
      'ct_ben',
      'reply',
      'conv_trip',
      sent,
      `wrote ${reply}`,
      'rules[0]',
    ])
    await shows(page.locator('#activity-totals'), '0 pending · 1 done or cancelled')
    expect(await page.locator('#activity-happened-total').textContent()).toBe(
      '1 action done or cancelled, newest first',
    )

    // The reply it wrote opens in World, found by its id.
    await page.locator('.result').getByRole('button', { name: reply }).click()
    expect(await page.getByRole('tab', { name: 'World' }).getAttribute('aria-selected')).toBe('true')
    expect(await page.getByLabel('Search by id or text').inputValue()).toBe(reply)
    await page.locator(`.found .message[data-id="${reply}"]`).waitFor()

    await page.getByRole('tab', { name: 'Activity' }).click()
    await page.getByRole('button', { name: 'Stop activity' }).click()
    await shows(page.locator('#activity-feedback.ok'), 'Stopped: nothing happens on its own any more.')
    await shows(page.locator('#activity-state'), 'off Nothing happens on its own: start a preset or a script.')
    // What happened stays listed.
    await row(page, 'happened', 'act_1', [
      '2026-01-01 09:00:59 UTC (1 s ago)',
      'done',
      'ct_ben',
      'reply',
      'conv_trip',
      sent,
      `wrote ${reply}`,
      'rules[0]',
    ])
    expect((await activity()).active).toBe(false)
  })

  it('shows why an action was cancelled', async () => {
    const page = await openActivity()
    await page.getByRole('button', { name: 'replies', exact: true }).click()
    await shows(page.locator('#activity-feedback.ok'), 'Started replies (seed 7).')
    const sent = await send('Never mind')
    await row(page, 'pending', 'act_1', [
      '2026-01-01 09:00:59 UTC (in 59 s)',
      'ct_ben',
      'reply',
      'conv_trip',
      sent,
      'rules[0]',
    ])
    const res = await fetch(`${base()}/v1/messages/${sent}`, {
      method: 'DELETE',
      headers: { Authorization: 'Bearer tok_ana' },
    })
    expect(res.status).toBe(200)
    await row(page, 'happened', 'act_1', [
      '2026-01-01 09:00:00 UTC (now)',
      'cancelled',
      'ct_ben',
      'reply',
      'conv_trip',
      sent,
      `message ${sent} was deleted`,
      'rules[0]',
    ])
    expect(await page.locator('tr[data-id="act_1"] .badge').getAttribute('class')).toBe('badge cancelled')
  })

  it('starts a pasted script, and shows the problem of one the mock refuses', async () => {
    const page = await openActivity()
    const script = page.getByLabel('Script or configuration (JSON)')
    const startIt = page.getByRole('button', { name: 'Start this' })
    const feedback = page.locator('#activity-script-feedback')

    await script.fill(
      JSON.stringify([{ after: 5, contact: 'ct_nobody', conversation_id: 'conv_trip', action: 'send' }]),
    )
    await startIt.click()
    await page.locator('#activity-script-feedback.error').waitFor()
    expect(await feedback.locator('strong').textContent()).toBe('script[0][contact] is not a contact of the world')
    expect(await feedback.locator('li').allTextContents()).toEqual(['script[0][contact] is not a contact of the world'])
    expect(await feedback.locator('.param').textContent()).toBe('script[0][contact]')

    await script.fill('{ "preset": "replies", "speed": 2 }')
    await startIt.click()
    await shows(feedback.locator('li'), 'speed is unknown')
    expect(await feedback.locator('strong').textContent()).toBe('speed is unknown')

    await script.fill('{ "preset": ')
    await startIt.click()
    await expect
      .poll(() => feedback.locator('strong').textContent(), { timeout: pageTimeout })
      .toMatch(/^That is not JSON: /)
    expect((await activity()).active).toBe(false)

    const event = { after: 30, contact: 'ct_ben', conversation_id: 'conv_trip', action: 'send', message: 'On my way' }
    await script.fill(JSON.stringify([event]))
    await script.press('Control+Enter')
    await shows(page.locator('#activity-script-feedback.ok'), 'In force: 0 rules, 1 scripted event; 1 pending.')
    await shows(page.locator('#activity-state'), "on No preset, seed 7, the app's user is ct_ana.")
    expect(await page.locator('.activity-script li').allTextContents()).toEqual([
      'script[0] after 30 s, ct_ben sends "On my way" in conv_trip.',
    ])
    await row(page, 'pending', 'act_1', [
      '2026-01-01 09:00:30 UTC (in 30 s)',
      'ct_ben',
      'send',
      'conv_trip',
      '—',
      'script[0]',
    ])

    await advance(30)
    const [done] = (await activity()).happened
    await row(page, 'happened', 'act_1', [
      '2026-01-01 09:00:30 UTC (now)',
      'done',
      'ct_ben',
      'send',
      'conv_trip',
      '—',
      `wrote ${done.result_id}`,
      'script[0]',
    ])

    // The configuration in force comes back as JSON that starts it again.
    await page.getByRole('button', { name: 'Copy the one in force' }).click()
    await page.locator('#activity-script-feedback.ok').waitFor()
    expect(JSON.parse(await script.inputValue())).toEqual({ seed: 7, me: 'ct_ana', rules: [], script: [event] })
  })

  it('reads every rule of a preset out, with the seed typed, and is usable from the keyboard', async () => {
    const page = await openActivity()
    await page.getByRole('tab', { name: 'Activity' }).waitFor()
    await page.getByRole('tab', { name: 'Coverage' }).click()
    await page.keyboard.press('ArrowRight')
    expect(await page.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-activity')

    await page.getByLabel("Seed (empty: the server's)").fill('42')
    const lively = page.getByRole('button', { name: 'lively', exact: true })
    expect(await lively.getAttribute('aria-describedby')).toBe('activity-preset-lively')
    await lively.focus()
    await page.keyboard.press('Enter')
    await shows(page.locator('#activity-feedback.ok'), 'Started lively (seed 42).')
    await shows(page.locator('#activity-state'), "on Preset lively, seed 42, the app's user is ct_ana.")
    expect(await page.locator('.activity-rules li').allTextContents()).toEqual([
      'rules[0] someone reads each message sent, 90% of the time, after 2 to 30 s, in every conversation.',
      'rules[1] someone replies to each message sent, 60% of the time, after 5 s to 1 min, in every conversation.',
      'rules[2] someone reacts (👍 ❤️ 😂 🎉 😮) to each message sent, 30% of the time, after 5 s to 1 min, in every conversation.',
      'rules[3] someone writes a message of their own every 5 min, always, in a conversation of ct_ana.',
    ])
    const [next] = (await activity()).pending
    expect(next).toMatchObject({ id: 'act_1', at: start + 300, action: 'send', source: 'rules[3]' })
    await row(page, 'pending', 'act_1', [
      '2026-01-01 09:05:00 UTC (in 5 min)',
      next.contact ?? '',
      'send',
      next.conversation_id ?? '',
      '—',
      'rules[3]',
    ])
    // The button keeps the focus it had when pressed.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('lively')
  })

  it("shows the tenant's own activity only", async () => {
    const page = await openActivity()
    await page.getByRole('button', { name: 'demo', exact: true }).click()
    await shows(page.locator('#activity-feedback.ok'), 'Started demo (seed 7).')
    await page.goto(`${base()}/t/qa/__ui#activity`)
    await shows(page.locator('#activity-state'), 'off Nothing happens on its own: start a preset or a script.')
    expect((await activity()).config?.preset).toBe('demo')
  })
})
