import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { Agent, request } from 'node:http'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildUi } from '../../scripts/build-ui.js'
import type {
  WorldContactPage,
  WorldConversationPage,
  WorldMessagePage,
  WorldSummary,
} from '../../src/engine/core/types.gen.js'
import { launchChromium } from '../support/chromium.js'
import { type RunningCli, startCli } from '../support/cli.js'

/**
 * The inspector on a world of a million messages (issue 17), beside a client that keeps reading
 * /v1: the page shows the world, switches views and searches, and every read of the client beside
 * it is answered. How long the page and the reads take is a benchmark's question, not a test's (a
 * busy CI machine moves it): `npm run bench -- --only beside` measures the reads' p99 beside the
 * control plane at a million messages.
 */
const million = 'contacts=1000,groups=500,direct_conversations=500,messages_per_conversation=1000'
/** A read every 50 ms, as a client test suite beside the inspector would. */
const probeEvery = 50
/**
 * The mock and the client run before the rest of the machine (`nice -n -10`; as root, as CI runs:
 * a plain user gets a warning and the normal priority), so that a busy machine (Chromium drawing
 * the page, the test runner, other jobs) does not starve the reads into timeouts.
 */
const priority = -10

let cli: RunningCli
let browser: Browser
let context: BrowserContext | undefined
let token = ''

beforeAll(async () => {
  ;[cli, browser] = await Promise.all([
    startCli(['--generate', million, '--seed', '7'], {
      nice: priority,
      // As users run it: the suite's answer checks (vitest.config.ts) are not what is measured.
      env: { MESSAGING_MOCK_SELF_CHECK: '' },
    }),
    launchChromium(),
    buildUi(),
  ])
  const world = (await getJson('/__world')) as WorldSummary
  expect(world.counts.messages).toBe(1_000_000)
  const caller = world.default_caller ?? ''
  const contacts = (await getJson(`/__world/contacts?q=${caller}&limit=1`)) as WorldContactPage
  token = contacts.data[0].tokens[0].token
  // Every path the inspector and the client take, once before the client starts timing: V8
  // compiles a function when it first runs, a cost of a process's first requests, not of its world.
  const groups = (await getJson('/__world/conversations?kind=group&limit=50')) as WorldConversationPage
  const first = groups.data[0].id
  const paths = ['/__world/conversations?kind=direct&limit=50', `/__world/conversations/${first}`]
  paths.push(`/__world/conversations/${first}/messages?limit=50`, '/__requests?limit=100', '/__tenants', '/__faults')
  for (const path of paths) await getJson(path)
  await getJson('/v1/messages?limit=10', { Authorization: `Bearer ${token}` })
}, 300_000)

afterAll(async () => {
  await context?.close()
  await browser?.close()
  await cli?.stop()
})

const agent = new Agent({ keepAlive: true })

/** GET a path of the mock and parse its answer (no timing involved). */
function getJson(path: string, headers: Record<string, string> = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request(`${cli.url}${path}`, { agent, headers }, (res) => {
      let text = ''
      res.on('data', (chunk) => {
        text += chunk
      })
      res.on('end', () => resolve(JSON.parse(text)))
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

/** What the probe saw: every read's wait, from its sending to the end of its answer. */
interface Reads {
  /** The mock's share of each wait: less the time the client itself stood still meanwhile. */
  waits: number[]
  /** Each wait as the client's clock saw it. */
  raw: number[]
  /** When each read was sent, in ms of the probe's clock. */
  sentAt: number[]
  /** Answers that were not 200, and connection errors. */
  failures: string[]
}

/** A client reading GET /v1/messages every 50 ms (test/support/probe.mjs: a pair of reads, the shorter wait counts), until stopped. */
function probe() {
  const child = spawn(
    'nice',
    [
      '-n',
      String(priority),
      process.execPath,
      fileURLToPath(new URL('../support/probe.mjs', import.meta.url)),
      `${cli.url}/v1/messages?limit=10`,
      token,
      String(probeEvery),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return {
    async stop(): Promise<Reads> {
      child.stdin.end()
      await once(child, 'exit')
      return JSON.parse(output)
    },
  }
}

async function newPage(): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  context.setDefaultTimeout(60_000)
  return context.newPage()
}

describe('the inspector on a world of a million messages', { timeout: 240_000 }, () => {
  it('shows the groups, switches views and searches, while every /v1 read beside it is answered', async () => {
    const probing = probe()
    let reads: Reads | undefined
    try {
      const page = await newPage()
      await page.goto(`${cli.url}/__ui`)
      await page.locator('.conversations .card').first().waitFor()
      expect(await page.locator('.conversations .card').count()).toBe(100)
      expect(await page.locator('#groups-title .count').textContent()).toBe('50 of 500')
      expect(await page.locator('.counts').textContent()).toMatch(/messages\s*1000000/)
      await page.locator('.timeline .message').first().waitFor()
      expect(await page.locator('.timeline .message').count()).toBe(50)

      // Further pages come a page at a time.
      await page.getByRole('button', { name: 'Show 50 more groups' }).click()
      await page.locator('#groups-title .count').filter({ hasText: '100 of 500' }).waitFor()
      await page.getByRole('button', { name: 'Show 50 older messages' }).click()
      await page.locator('.timeline .meta').filter({ hasText: '100 of 1000 messages' }).waitFor()

      await page.getByRole('tab', { name: /Requests/ }).click()
      await page.locator('.entry').first().waitFor()
      await page.getByRole('tab', { name: 'Controls' }).click()
      await page.locator('#scenario-title').waitFor()
      await page.getByRole('tab', { name: 'World' }).click()

      // A search over every message: the mock takes it in turns, the client beside it does not wait.
      const word = await page.locator('.timeline .message .text').first().textContent()
      const words = (word ?? '').split(/\s+/).map((w) => w.replace(/[^\p{L}]/gu, '').toLowerCase())
      const query = words.find((w) => w.length >= 5) ?? 'the'
      await page.getByLabel('Search by id or text').fill(query)
      await page.locator(`.world-grid[data-query="${query}"]`).waitFor()
      const found = (await getJson(`/__world/messages?q=${query}&limit=100`)) as WorldMessagePage
      const ids = () => page.locator('.found .message').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))
      expect(await ids()).toEqual(found.data.slice(0, 50).map((m) => m.id))
      await page.getByRole('button', { name: 'Search further (messages)' }).click()
      await page.locator('.found .message').nth(50).waitFor()
      expect(await ids()).toEqual(found.data.map((m) => m.id))
    } finally {
      reads = await probing.stop()
    }
    expect(reads.failures).toEqual([])
    expect(reads.waits.length).toBeGreaterThan(20)
  })
})
