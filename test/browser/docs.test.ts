import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildDocs } from '../../scripts/build-docs.js'
import { buildUi } from '../../scripts/build-ui.js'
import { type RunningMock, type ServerOptions, startServer } from '../../src/server.js'
import { confinedPage, launchChromium } from '../support/chromium.js'

interface Operation {
  method: string
  path: string
  summary: string
}

let browser: Browser
let mock: RunningMock | undefined
let context: BrowserContext | undefined
/**
 * Every URL the page asked for over the network, and what it tried to load from elsewhere or threw:
 * there must be none of those.
 */
let requested: string[] = []
let outside: string[] = []

/** Redoc parses and draws the whole document: seconds on a busy machine. A wait only fails on a hang. */
const pageTimeout = 60_000
const testTimeout = 120_000
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']

beforeAll(async () => {
  browser = await launchChromium()
  await Promise.all([buildUi(), buildDocs()])
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

/** A fresh mock and a page open at `path` on it, every request recorded and any outside one refused. */
async function open(path: string, options: ServerOptions = {}): Promise<Page> {
  mock = await startServer({ port: 0, seed: 7, ...options })
  requested = []
  outside = []
  let page: Page
  ;({ context, page } = await confinedPage(browser, mock.url, outside, { timeout: pageTimeout }))
  page.on('request', (req) => requested.push(req.url()))
  await page.goto(`${mock.url}${path}`)
  return page
}

/** The /v1 operations of the document the mock serves: what the reference must show. */
async function v1Operations(): Promise<Operation[]> {
  const res = await fetch(`${mock?.url}/__openapi.json`)
  const doc = (await res.json()) as { paths: Record<string, Record<string, { summary?: string }>> }
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/v1/') || path === '/v1')
    .flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => methods.includes(method))
        .map(([method, operation]) => ({ method, path, summary: operation.summary ?? '' })),
    )
}

/** Waits for Redoc to have drawn the document: its menu and its operations. */
async function rendered(page: Page): Promise<void> {
  await page.locator('.menu-content').waitFor()
  await page.locator('.http-verb').first().waitFor()
}

/** Each operation's endpoint as Redoc draws it next to the operation: `get /v1/messages`. */
const endpoints = (page: Page) =>
  page
    .locator('.http-verb')
    .evaluateAll((els) => els.map((el) => `${el.textContent} ${el.nextElementSibling?.textContent ?? ''}`))

describe('the API reference', { timeout: testTimeout }, () => {
  it.each([
    ['/__docs', ''],
    ['/__docs/', ''],
    ['/t/qa/__docs', '/t/qa'],
  ])('%s shows every /v1 operation and its fields, loading only from the mock', async (path, base) => {
    const page = await open(path)
    const origin = mock?.url
    await rendered(page)
    const operations = await v1Operations()
    expect(operations.map((o) => `${o.method} ${o.path}`)).toContain('get /v1/messages')
    const shown = (await endpoints(page)).filter((e) => e.includes(' /v1'))
    expect(shown.sort()).toEqual(operations.map((o) => `${o.method} ${o.path}`).sort())
    const headings = (await page.locator('h2').allTextContents()).map((t) => t.trim())
    for (const { summary } of operations) expect(headings).toContain(summary)
    const fields = await page.locator('.property-name').allTextContents()
    expect(fields).toContain('conversation_id')
    expect(fields).toContain('reactions')

    // Search runs in a worker made from a blob: URL, which the page's policy must let start.
    const wanted = operations.find((o) => o.method === 'post' && o.path === '/v1/groups')?.summary ?? ''
    await page.getByRole('textbox', { name: 'Search' }).fill(wanted)
    await page.locator('[data-role="search:results"] [data-item-id]').filter({ hasText: wanted }).first().waitFor()

    expect([...new Set(requested)].sort()).toEqual(
      [`${origin}${path}`, `${origin}${base}/__docs/redoc.js`, `${origin}${base}/__openapi.json`].sort(),
    )
    // The search worker is no request (a blob: URL is the page's own memory), but its origin is the mock's.
    expect(page.workers().map((w) => w.url().replace(/[0-9a-f-]{36}$/, '<id>'))).toEqual([`blob:${origin}/<id>`])
  })

  it('asks for the admin token of a mock started with one, then shows the document', async () => {
    const page = await open('/__docs', { adminToken: 'let-me-in' })
    await page.getByRole('dialog', { name: 'Admin token' }).waitFor()
    await page.getByLabel('Token', { exact: true }).fill('wrong')
    await page.getByRole('button', { name: 'Unlock' }).click()
    await page.getByText('That token was refused').waitFor()
    await page.getByLabel('Token', { exact: true }).fill('let-me-in')
    await page.keyboard.press('Enter')
    await rendered(page)
    expect(await endpoints(page)).toContain('get /v1/messages')
  })

  it('is one click away from the inspector', async () => {
    const page = await open('/t/qa/__ui')
    await page.getByRole('link', { name: 'API reference' }).click()
    await rendered(page)
    expect(new URL(page.url()).pathname).toBe('/__docs')
    expect(await endpoints(page)).toContain('get /v1/messages')
  })
})
