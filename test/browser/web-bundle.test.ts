import { createServer, type Server } from 'node:http'
import { builtinModules } from 'node:module'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { type BuildFailure, build, type Message, type Metafile } from 'esbuild'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type RunningMock, startServer } from '../../src/server.js'
import { confinedPage, launchChromium } from '../support/chromium.js'
import { landed } from '../support/default-world.js'

/**
 * Issue 40, point 3: the mock runs where JavaScript runs. src/web.ts (the engine and its fetch
 * face) bundles for the browser with nothing of Node in it, and the bundle, loaded by a page whose
 * Content-Security-Policy refuses code built from text, answers as the server does. No server of
 * the mock's is anywhere near the page: a loopback server of this test's own serves the page and
 * the bundle, and every other request of the page is refused.
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))
/** The Node server's own packages: the engine's graph must reach none of them. */
const nodeLayerPackages = ['express', 'body-parser', 'pino', 'pino-pretty']

/** No inline script, no eval or `new Function`, no connection anywhere: only the page's own files run. */
const policy = "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'"
const pageTimeout = 60_000
const testTimeout = 120_000

interface Call {
  name: string
  method: string
  path: string
  headers?: Record<string, string>
  body?: string
}

/** What the page and the server each answered to a call: the body parsed, as a client reads it. */
interface Answer {
  status: number
  type: string | null
  body: unknown
}

const auth = { Authorization: 'Bearer tok_ana' }
const sendBody = new URLSearchParams({ conversation_id: 'conv_trip', message: 'Landed, see you at the flat!' })

/** The same calls, in this order, to the bundle in the page and to a server started alike. */
const calls: Call[] = [
  { name: 'list', method: 'GET', path: '/v1/messages', headers: auth },
  {
    name: 'send',
    method: 'POST',
    path: '/v1/messages',
    headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: sendBody.toString(),
  },
  { name: 'journal', method: 'GET', path: '/__requests' },
  { name: 'listAfterSend', method: 'GET', path: '/v1/messages', headers: auth },
  { name: 'reset', method: 'POST', path: '/__reset' },
  { name: 'journalAfterReset', method: 'GET', path: '/__requests' },
  { name: 'listAfterReset', method: 'GET', path: '/v1/messages', headers: auth },
]

/** The page's module: it imports the bundle only once it listens for policy violations. */
const runner = `const calls = ${JSON.stringify(calls)}
const violations = []
document.addEventListener('securitypolicyviolation', (e) =>
  violations.push(e.effectiveDirective + ' ' + e.blockedURI + ' at ' + e.sourceFile + ':' + e.lineNumber))
const out = document.getElementById('out')
try {
  const { createWebMock } = await import('/web.js')
  const mock = await createWebMock({ seed: 1, clock: 1767225600 })
  const answers = {}
  for (const call of calls) {
    const res = await mock.fetch(new Request('http://mock.local' + call.path, { method: call.method, headers: call.headers, body: call.body }))
    answers[call.name] = { status: res.status, type: res.headers.get('content-type'), body: await res.json() }
  }
  out.textContent = JSON.stringify({ answers, violations })
} catch (error) {
  out.textContent = JSON.stringify({ error: String(error && error.stack || error), violations })
}
out.dataset.done = 'true'
`

/** A page of the same origin and policy that tries `new Function`: the proof that the policy bites. */
const probe = `const violation = new Promise((resolve) =>
  document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective + ' ' + e.blockedURI), { once: true }))
let thrown = null
try { new Function('return 1')() } catch (error) { thrown = error.name }
const out = document.getElementById('out')
out.textContent = JSON.stringify({ thrown, violation: await violation })
out.dataset.done = 'true'
`

const html = (script: string) =>
  `<!doctype html><meta charset="utf-8"><title>web bundle</title><pre id="out"></pre><script type="module" src="${script}"></script>`

let bundle: string | undefined
let metafile: Metafile | undefined
/** esbuild's errors, each as `file:line: text`; empty when the bundle built. */
let buildErrors: string[] = []
let server: RunningMock
let site: Server
let origin: string
let browser: Browser
let context: BrowserContext | undefined

const located = (m: Message) => (m.location ? `${m.location.file}:${m.location.line}: ${m.text}` : m.text)

beforeAll(async () => {
  try {
    const result = await build({
      entryPoints: [`${root}src/web.ts`],
      absWorkingDir: root,
      platform: 'browser',
      format: 'esm',
      bundle: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
    })
    buildErrors = result.errors.map(located)
    bundle = result.outputFiles[0].text
    metafile = result.metafile
  } catch (error) {
    // A `node:` import (or any built-in) does not resolve for the browser: esbuild names the file importing it.
    buildErrors = (error as BuildFailure).errors?.map(located) ?? [String(error)]
  }
  site = createServer((req, res) => {
    const files: Record<string, [string, string]> = {
      '/': ['text/html; charset=utf-8', html('/run.js')],
      '/probe': ['text/html; charset=utf-8', html('/probe.js')],
      '/run.js': ['text/javascript; charset=utf-8', runner],
      '/probe.js': ['text/javascript; charset=utf-8', probe],
      '/web.js': ['text/javascript; charset=utf-8', bundle ?? ''],
    }
    const file = files[req.url ?? '']
    if (file === undefined) {
      res.statusCode = 404
      res.end()
      return
    }
    res.setHeader('Content-Type', file[0])
    res.setHeader('Content-Security-Policy', policy)
    res.end(file[1])
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  server = await startServer({ port: 0, seed: 1, clock: 1767225600 })
  browser = await launchChromium()
}, 120_000)

afterEach(async () => {
  await context?.close()
  context = undefined
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  site?.closeAllConnections()
  await new Promise((resolve) => site?.close(resolve))
})

/** Opens `path` of the test's site in a page that may reach that site only. */
async function open(path: string, outside: string[], requested: string[]): Promise<Page> {
  let page: Page
  ;({ context, page } = await confinedPage(browser, origin, outside, { timeout: pageTimeout }))
  page.on('request', (request) => requested.push(request.url()))
  await page.goto(`${origin}${path}`)
  await page.locator('#out[data-done="true"]').waitFor({ state: 'attached' })
  return page
}

describe('src/web.ts bundled for the browser', () => {
  it('builds with no error', () => {
    expect(buildErrors).toEqual([])
  })

  it('takes no Node built-in and nothing of the Node server', () => {
    expect(metafile, 'the bundle did not build: see the test above').toBeDefined()
    const inputs = Object.entries(metafile?.inputs ?? {})
    const nodeBuiltins = inputs.flatMap(([file, input]) => [
      ...(builtins.has(file) ? [`${file} is an input`] : []),
      ...input.imports.filter((i) => builtins.has(i.path)).map((i) => `${file} imports ${i.path}`),
    ])
    expect(nodeBuiltins).toEqual([])
    const packages = new Set(
      inputs.flatMap(([file]) => {
        const at = file.split('/').indexOf('node_modules')
        if (at === -1) return []
        const [scope, name] = file.split('/').slice(at + 1)
        return [scope.startsWith('@') ? `${scope}/${name}` : scope]
      }),
    )
    expect(nodeLayerPackages.filter((name) => packages.has(name))).toEqual([])
    expect(inputs.filter(([file]) => file.includes('node_modules/express/'))).toEqual([])
    expect(Object.values(metafile?.outputs ?? {})[0]?.imports).toEqual([])
  })
})

describe('the bundle in Chromium, under a strict Content-Security-Policy', () => {
  it(
    'the policy refuses code built from text (so the run below would see any)',
    async () => {
      const outside: string[] = []
      const page = await open('/probe', outside, [])
      expect(JSON.parse((await page.locator('#out').textContent()) ?? '')).toEqual({
        thrown: 'EvalError',
        violation: 'script-src eval',
      })
      // The refusal is also logged as a console error; anything else reaching `outside` is not expected.
      expect(outside.filter((line) => !line.includes('Content Security Policy'))).toEqual([])
    },
    testTimeout,
  )

  it(
    'answers the default fixture as the server does: a list, a send, the journal, a reset',
    async () => {
      expect(bundle, 'the bundle did not build').toBeDefined()
      const outside: string[] = []
      const requested: string[] = []
      const page = await open('/', outside, requested)
      const run = JSON.parse((await page.locator('#out').textContent()) ?? '') as {
        answers?: Record<string, Answer>
        error?: string
        violations: string[]
      }
      expect(run.error).toBeUndefined()
      expect(run.violations).toEqual([])
      expect(outside).toEqual([])
      expect(requested).toEqual([`${origin}/`, `${origin}/run.js`, `${origin}/web.js`])

      const answers = run.answers as Record<string, Answer>
      expect(answers).toEqual(await serverAnswers())

      const ids = (answer: Answer) => (answer.body as { data: { id: string }[] }).data.map((m) => m.id)
      const firstPage = [
        'msg_1MeMNq2lzNnJDWFyNloz',
        'msg_wtOnYzloxmWa2khYGiQ1',
        'msg_WIvRos1KEnY8krgD1Oio',
        'msg_mDID4Zu4AgLGH1HGrRlS',
        'msg_XBlkr6zeZ0fp1MJayObt',
        'msg_5E8mpTTKnllPFglxpW7M',
        'msg_oZvfxG1bvLs8SJ41YGZV',
        'msg_6DCuDFUTYgdCsRXhN4wu',
        'msg_A3qSzcS9RYlxx3lkrWlU',
        'msg_LlJFkH7a2PjvgwhpfNfF',
      ]
      expect(answers.list.status).toBe(200)
      expect(answers.list.type).toBe('application/json; charset=utf-8')
      expect((answers.list.body as { has_more: boolean }).has_more).toBe(true)
      expect(ids(answers.list)).toEqual(firstPage)

      expect(answers.send).toEqual({ status: 201, type: 'application/json; charset=utf-8', body: landed })
      expect(answers.journal).toEqual({
        status: 200,
        type: 'application/json; charset=utf-8',
        body: {
          data: [
            journaled('POST', 201, { conversation_id: 'conv_trip', message: 'Landed, see you at the flat!' }),
            journaled('GET', 200, null),
          ],
        },
      })
      // Why each was answered so (issue 48): the server's own reasons, compared whole above.
      const why = (answers.journal.body as { data: { why: { code: string }[] }[] }).data.map((entry) =>
        entry.why.map((reason) => reason.code),
      )
      expect(why).toEqual([
        ['tenant.default', 'caller.token', 'route.matched', 'body.form', 'clock.frozen', 'message.sent'],
        ['tenant.default', 'caller.token', 'route.matched', 'page.hidden', 'page.more'],
      ])
      expect(ids(answers.listAfterSend)).toEqual(['msg_c0WyyHbiQzSU8PF9U4Ol', ...firstPage.slice(0, 9)])

      expect(answers.reset).toEqual({
        status: 200,
        type: 'application/json; charset=utf-8',
        body: { status: 'reset', counts: { contacts: 12, groups: 4, conversations: 6, messages: 40 } },
      })
      expect(answers.journalAfterReset).toEqual({
        status: 200,
        type: 'application/json; charset=utf-8',
        body: { data: [] },
      })
      expect(answers.listAfterReset).toEqual(answers.list)
    },
    testTimeout,
  )
})

/** A journal entry of a /v1/messages call by ana; how long it took is the one value that varies. */
function journaled(method: string, status: number, body: unknown) {
  return {
    method,
    path: '/v1/messages',
    query: {},
    body,
    caller: 'ct_ana',
    status,
    duration_ms: expect.any(Number),
    at: 1767225600,
    problem: null,
    why: expect.any(Array),
  }
}

/** The same calls to the server over HTTP, each journal entry's duration left to match any number. */
async function serverAnswers(): Promise<Record<string, Answer>> {
  const answers: Record<string, Answer> = {}
  for (const call of calls) {
    const res = await fetch(`${server.url}${call.path}`, {
      method: call.method,
      headers: call.headers,
      body: call.body,
    })
    const body = await res.json()
    for (const entry of call.path === '/__requests' ? body.data : []) entry.duration_ms = expect.any(Number)
    answers[call.name] = { status: res.status, type: res.headers.get('content-type'), body }
  }
  return answers
}
