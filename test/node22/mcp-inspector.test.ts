import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Mock } from '../../src/engine/mock.js'
import { packageVersion } from '../../src/http/package-root.js'
import { type RunningMock, startServer } from '../../src/server.js'
import { freshProject, repo } from '../support/packed.js'
import { buildIfStale } from '../support/vitest-run.js'

/**
 * Issue 42, point 5: the MCP Inspector's CLI, a client this repository did not write, lists the
 * mock's tools and calls them over both transports, judged by its exit status and its JSON output:
 * stdio (it spawns `messaging-mock mcp`) and Streamable HTTP (`/__mcp` of a running server), in
 * both protocol eras it speaks: `legacy` (initialize, 2025-11-25; its default for a server named
 * on the command line) and `modern` (server/discover, 2026-07-28). A refusal of the mock is a
 * tool error (exit 5, the result printed), not a protocol error; `/__mcp` under an admin token is
 * refused without it (exit 3) and, given it as a header, lets the control-plane tools through.
 *
 * The inspector needs Node 22.19, and brings 120 packages (Vite, React, Ink, a keychain binding):
 * it is installed into a project of its own, pinned as its docs ask of CI, rather than beside the
 * repository's own dependencies, whose install runs on Node 20.
 */
const inspectorVersion = '2.12.0'
const [major, minor] = process.versions.node.split('.').map(Number)
const nodeIsRecentEnough = major > 22 || (major === 22 && minor >= 19)

const options = { seed: 1, clock: 1767225600 }
const eras = ['legacy', 'modern'] as const
type Era = (typeof eras)[number]

let project: string
let home: string
let launcher: string
let server: RunningMock
/** What GET /v1/messages?limit=1 answers ana, byte for byte, on a mock of the same options. */
let firstPage: string

beforeAll(async () => {
  buildIfStale(['main'])
  project = freshProject('inspector', [`@modelcontextprotocol/inspector@${inspectorVersion}`])
  launcher = join(project, 'node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js')
  // The inspector keeps a catalog and its secrets under ~/.mcp-inspector: a home of its own
  // leaves the developer's untouched.
  home = join(project, 'home')
  mkdirSync(home)
  server = await startServer({ port: 0, ...options })
  const page = await fetch(`${server.url}/v1/messages?limit=1`, { headers: { Authorization: 'Bearer tok_ana' } })
  firstPage = await page.text()
}, 600_000)

afterAll(async () => {
  await server?.close()
  if (project) rmSync(project, { recursive: true, force: true })
})

/** How an inspector run ended, what it printed, and whether anything of its process group outlived it. */
interface InspectorRun {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
  leftBehind: boolean
}

/**
 * Runs `mcp-inspector --cli ARGS` as node + its launcher (not through npx, whose process a kill
 * would leave behind), in a process group of its own: a hang kills the group, the stdio server
 * the inspector spawned included. The test run's own variables (VITEST..., MESSAGING_MOCK_...)
 * are not passed on.
 */
async function inspect(args: string[], limitMs = 60_000): Promise<InspectorRun> {
  const own = (key: string) => key.startsWith('VITEST') || key.startsWith('MESSAGING_MOCK_')
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !own(key))), HOME: home }
  const child = spawn(process.execPath, [launcher, '--cli', ...args], {
    cwd: project,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const group = -(child.pid as number)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const timer = setTimeout(() => process.kill(group, 'SIGKILL'), limitMs)
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  )
  clearTimeout(timer)
  let leftBehind = true
  try {
    process.kill(group, 'SIGKILL')
  } catch {
    leftBehind = false
  }
  return { code, signal, stdout, stderr, leftBehind }
}

/** The tools the mock should list: every operation of its document but the pages, the document itself and the metrics. */
async function expectedToolNames(): Promise<string[]> {
  const document = (await Mock.create({})).openapi() as { paths: Record<string, Record<string, unknown>> }
  const notTools = ['inspector_page', 'docs_page', 'docs_script', 'openapi_document', 'read_metrics']
  return Object.values(document.paths)
    .flatMap((item) => ['get', 'post', 'put', 'delete'].map((method) => item[method] as { operationId: string }))
    .filter((operation) => operation !== undefined && !notTools.includes(operation.operationId))
    .map((operation) => operation.operationId)
}

/**
 * In the 2026-07-28 era every result names its server (`_meta`), as there is no session that
 * would remember it; a 2025 result does not.
 */
const metaOf = (era: Era) =>
  era === 'modern'
    ? { _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'messaging-mock', version: packageVersion() } } }
    : {}

/** What the inspector prints of a tool's result with `--format json`: one line, the result in an envelope. */
const printed = (era: Era, text: string, isError: boolean) =>
  `${JSON.stringify({ result: { ...metaOf(era), content: [{ type: 'text', text }], isError } })}\n`

const portabilityNote = 'Schema portability: 0 errors, 6 warnings across 2 tools. Re-run with --strict for details.\n'

/** The mock's answer to create_message with an empty body: the API's 400, naming both missing fields. */
const emptyMessageRefused = {
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  code: 'invalid_parameter',
  detail: 'conversation_id is required; message is required',
  errors: [
    { param: 'conversation_id', message: 'is required' },
    { param: 'message', message: 'is required' },
  ],
}

it(`runs on Node 22.19 or later, which the MCP Inspector ${inspectorVersion} needs (this is ${process.versions.node})`, () => {
  expect(nodeIsRecentEnough).toBe(true)
})

const transports = [
  // The inspector spawns the CLI's stdio server, with its own in-process mock of the same options.
  ['stdio', () => ['--', process.execPath, join(repo, 'dist/main.js'), 'mcp', '--seed', '1', '--clock', '1767225600']],
  // Its transport is named: the inspector guesses HTTP only from a path ending in /mcp.
  ['Streamable HTTP', () => ['--transport', 'http', '--server-url', `${server.url}/__mcp`]],
] as const

describe.each(transports)('the inspector over %s', (_, target) => {
  describe.each(eras)('in the %s era', (era) => {
    const run = (args: string[]) => inspect([...args, '--format', 'json', '--protocol-era', era, ...target()])

    it('tools/list exits 0 and lists one tool per operation, by operationId', async () => {
      const listed = await run(['--method', 'tools/list'])
      expect(listed.stderr).toBe(portabilityNote)
      expect(listed).toMatchObject({ code: 0, signal: null, leftBehind: false })
      const { result } = JSON.parse(listed.stdout) as { result: { tools: { name: string }[] } }
      expect(result.tools.map((tool) => tool.name)).toEqual(await expectedToolNames())
    })

    it('read_clock of a tenant exits 0 with the frozen clock', async () => {
      const called = await run([
        '--method',
        'tools/call',
        '--tool-name',
        'read_clock',
        '--tool-arg',
        'tenant=inspector',
      ])
      expect(called).toEqual({
        code: 0,
        signal: null,
        stdout: printed(era, '{"now":1767225600,"frozen":true}', false),
        stderr: '',
        leftBehind: false,
      })
    })

    it('list_messages as ana exits 0 with the page an HTTP client gets, byte for byte', async () => {
      const called = await run([
        '--method',
        'tools/call',
        '--tool-name',
        'list_messages',
        '--tool-arg',
        'token=tok_ana',
        'limit=1',
      ])
      expect(called).toEqual({
        code: 0,
        signal: null,
        stdout: printed(era, firstPage, false),
        stderr: '',
        leftBehind: false,
      })
    })

    it('create_message with an empty body exits 5 (a tool error) with the problem document on stdout', async () => {
      const called = await run([
        '--method',
        'tools/call',
        '--tool-name',
        'create_message',
        '--tool-args-json',
        '{"token":"tok_ana","body":{}}',
      ])
      expect(called).toEqual({
        code: 5,
        signal: null,
        stdout: printed(era, JSON.stringify(emptyMessageRefused), true),
        stderr: `${JSON.stringify({ error: { code: 'tool_is_error', message: "Tool 'create_message' returned isError:true." } })}\n`,
        leftBehind: false,
      })
    })
  })
})

/** How the inspector reports the 401 of /__mcp without the admin token, in each era. */
const refusedWithoutToken: Record<Era, string> = {
  legacy: `Error POSTing to endpoint: ${JSON.stringify({
    type: 'about:blank',
    title: 'Unauthorized',
    status: 401,
    code: 'unauthorized',
    detail: 'Send Authorization: Bearer <token>.',
    errors: [],
  })}`,
  modern: 'Version negotiation failed: the server requires authorization (HTTP 401)',
}

describe.each(eras)('the inspector over Streamable HTTP to a server with an admin token, in the %s era', (era) => {
  let guarded: RunningMock
  beforeAll(async () => {
    guarded = await startServer({ port: 0, ...options, adminToken: 'sesame' })
  })
  afterAll(async () => {
    await guarded?.close()
  })
  // --stored-auth-only: a 401 is an answer, not the start of an OAuth login in a browser.
  const readClock = (header: string[]) =>
    inspect([
      ...['--method', 'tools/call', '--tool-name', 'read_clock', '--tool-arg', 'tenant=inspector'],
      ...['--format', 'json', '--protocol-era', era, '--stored-auth-only', ...header],
      ...['--transport', 'http', '--server-url', `${guarded.url}/__mcp`],
    ])

  it('without the token: refused, exit 3 (auth required), nothing on stdout', async () => {
    expect(await readClock([])).toEqual({
      code: 3,
      signal: null,
      stdout: '',
      stderr: `${JSON.stringify({ error: { code: 'auth_required', message: refusedWithoutToken[era] } })}\n`,
      leftBehind: false,
    })
  })

  it('with the token as a header: a control-plane tool exits 0 with its answer', async () => {
    expect(await readClock(['--header', 'Authorization: Bearer sesame'])).toEqual({
      code: 0,
      signal: null,
      stdout: printed(era, '{"now":1767225600,"frozen":true}', false),
      stderr: '',
      leftBehind: false,
    })
  })
})
