import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUi } from '../../scripts/build-ui.js'
import { catalogue } from '../../src/engine/core/reasons.js'
import type { ReasonCode } from '../../src/engine/core/types.gen.js'
import { confinedPage, launchChromium } from '../support/chromium.js'
import {
  plantedBug,
  type ReasonServer,
  reasonCases,
  reasonServer,
  sendCase,
  serverWithEveryReason,
  sharedCodes,
  tenantOf,
} from '../support/every-reason.js'

/**
 * Issue 48, points 2 and 5: the inspector's Requests view says why under each entry. One mock
 * holds every reason one server can give, each code's requests in a tenant of their own
 * (test/support/every-reason.ts), and one of its own each code of a server's own options (--auth
 * strict's caller.unknown, a memory ceiling's storage.memory), and the view of each tenant shows the code's reason as the journal says it:
 * the catalogue's example, its message and hint.
 */

let browser: Browser
let server: ReasonServer
/** A server of its own for each code of a server's own options (--auth strict, a memory ceiling). */
const own = new Map<ReasonCode, ReasonServer>()
const ownCodes = (Object.keys(catalogue) as ReasonCode[]).filter((code) => !sharedCodes.includes(code))

const pageTimeout = 60_000

beforeAll(async () => {
  browser = await launchChromium()
  await buildUi()
  server = await serverWithEveryReason()
  for (const code of ownCodes) {
    const alone = await reasonServer(reasonCases[code].options)
    own.set(code, alone)
    await sendCase(alone, code)
  }
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  for (const alone of own.values()) await alone.close()
})

describe("the inspector's reasons", { timeout: 240_000 }, () => {
  it('shows every reason code as the journal gives it, and the deciding one under its entry', async () => {
    const outside: string[] = []
    const { context, page } = await confinedPage(browser, server.url, outside, { timeout: pageTimeout })
    // Each page is confined to its own server's origin.
    const onOwn = new Map<ReasonCode, Awaited<ReturnType<typeof confinedPage>>>()
    for (const [code, alone] of own)
      onOwn.set(code, await confinedPage(browser, alone.url, outside, { timeout: pageTimeout }))
    try {
      const shown: Record<string, { message: string | null; hint: string | null }> = {}
      expect(ownCodes).toEqual(['caller.unknown', 'storage.memory'])
      const codes = [...sharedCodes, ...ownCodes]
      for (const code of codes) {
        const alone = own.get(code)
        const [on, tab] =
          alone === undefined ? [server, page] : [alone, (onOwn.get(code) as { page: typeof page }).page]
        await tab.goto(`${on.url}/t/${tenantOf(code)}/__ui#requests`)
        const item = tab.locator(`.entry .reasons li[data-code="${code}"]`).first()
        await item.waitFor({ state: 'attached' })
        const hint = item.locator('.reason-hint')
        shown[code] = {
          message: await item.locator('.reason-message').textContent(),
          hint: (await hint.count()) === 0 ? null : await hint.textContent(),
        }
      }
      const expected = (code: ReasonCode) => ({
        message: catalogue[code].example[0],
        hint: catalogue[code].example[1] ?? null,
      })
      expect(Object.keys(shown).sort()).toEqual(Object.keys(catalogue).sort())
      expect(shown).toEqual(Object.fromEntries(codes.map((code) => [code, expected(code)])))
      expect([server.bugs, ...[...own.values()].map((alone) => alone.bugs)]).toEqual([[plantedBug], [], []])

      // At a glance: a closed entry's line says what decided its answer.
      await page.goto(`${server.url}/t/${tenantOf('message.hidden')}/__ui#requests`)
      const entry = page.locator('.entry[data-status="404"]').first()
      await entry.waitFor()
      expect(await entry.locator('details').getAttribute('open')).toBeNull()
      const line = entry.locator('summary .reason-line')
      expect(await line.isVisible()).toBe(true)
      expect(await line.textContent()).toBe(catalogue['message.hidden'].example[0])
      expect(await line.getAttribute('data-code')).toBe('message.hidden')
      // Open, the entry lists every reason in order, the deciding one last.
      await entry.locator('summary').click()
      expect(await entry.locator('.reasons li').evaluateAll((items) => items.map((li) => li.dataset.code))).toEqual([
        'tenant.header',
        'tenant.created',
        'caller.token',
        'latency.added',
        'route.matched',
        'message.hidden',
      ])
    } finally {
      await context.close()
      for (const { context: other } of onOwn.values()) await other.close()
    }
    expect(outside).toEqual([])
  })
})
