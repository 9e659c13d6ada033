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
 * (test/support/every-reason.ts), a second one, of --auth strict, the one it cannot
 * (caller.unknown), and the view of each tenant shows the code's reason as the journal says it:
 * the catalogue's example, its message and hint.
 */

let browser: Browser
let server: ReasonServer
let strict: ReasonServer

const pageTimeout = 60_000

beforeAll(async () => {
  browser = await launchChromium()
  await buildUi()
  server = await serverWithEveryReason()
  strict = await reasonServer(reasonCases['caller.unknown'].options)
  await sendCase(strict, 'caller.unknown')
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await strict?.close()
})

describe("the inspector's reasons", { timeout: 240_000 }, () => {
  it('shows every reason code as the journal gives it, and the deciding one under its entry', async () => {
    const outside: string[] = []
    const { context, page } = await confinedPage(browser, server.url, outside, { timeout: pageTimeout })
    // Each page is confined to its own server's origin.
    const onStrict = await confinedPage(browser, strict.url, outside, { timeout: pageTimeout })
    try {
      const shown: Record<string, { message: string | null; hint: string | null }> = {}
      const codes = [...sharedCodes, 'caller.unknown' as const]
      for (const code of codes) {
        const [on, tab] = code === 'caller.unknown' ? [strict, onStrict.page] : [server, page]
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
      expect([server.bugs, strict.bugs]).toEqual([[plantedBug], []])

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
      await onStrict.context.close()
    }
    expect(outside).toEqual([])
  })
})
