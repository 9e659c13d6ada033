import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { junitXml, type VerifyReport } from '../src/provider/report.js'
import { type RunningMock, startServer } from '../src/server.js'
import { type BendingProxy, bendingProxy } from './support/bending-proxy.js'

/** `messaging-mock verify` as a CI job runs it: lines on stdout, the closing line, exit statuses, the JUnit file. */

const repo = fileURLToPath(new URL('..', import.meta.url))

let server: RunningMock
let dir: string
const closers: (() => Promise<void>)[] = []
beforeEach(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1' })
  dir = mkdtempSync(join(tmpdir(), 'verify-cli-'))
})
afterEach(async () => {
  for (const close of closers.splice(0)) await close()
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

/** Runs `node --import tsx src/main.ts ...args` to its end. */
function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
      cwd: repo,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

const lines = (text: string) => text.trimEnd().split('\n')

/** The test cases of a JUnit file, read back: attributes, and the failure's message and text if any. */
function readJunit(text: string) {
  const decode = (s: string) =>
    s.replace(/&(#[0-9]+|lt|gt|quot|apos|amp);/g, (_, e: string) =>
      e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' }[e] ?? ''),
    )
  const attributes = (s: string) =>
    Object.fromEntries([...s.matchAll(/([a-z]+)="([^"]*)"/g)].map(([, k, v]) => [k, decode(v)]))
  const suites = /<testsuites ([^>]*)>/.exec(text)
  const cases = [...text.matchAll(/<testcase ([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g)].map(([, attrs, inner]) => {
    const failure = inner ? /<failure ([^>]*)>([\s\S]*?)<\/failure>/.exec(inner) : null
    const skipped = inner ? /<skipped ([^>]*)\/>/.exec(inner) : null
    return {
      ...attributes(attrs),
      ...(failure ? { failure: { ...attributes(failure[1]), text: decode(failure[2]) } } : {}),
      ...(skipped ? { skipped: attributes(skipped[1]) } : {}),
    } as Record<string, string> & { failure?: Record<string, string>; skipped?: Record<string, string> }
  })
  return { suites: attributes(suites?.[1] ?? ''), cases }
}

describe('messaging-mock verify', () => {
  it('exits 0 against the mock, one line per check, and writes a JUnit file', async () => {
    const junit = join(dir, 'reports', 'verify.xml')
    const { code, stdout, stderr } = await cli(['verify', server.url, '--token', 'tok_ana', '--junit', junit])
    expect(stderr).toBe('')
    expect(code).toBe(0)
    const out = lines(stdout)
    expect(out).toHaveLength(50)
    expect(out[0]).toBe('passed  GET /v1/messages: refused without a token (interface)')
    expect(out.slice(0, 49).every((line) => line.startsWith('passed  '))).toBe(true)
    expect(out[49]).toBe('49 passed, 0 failed')
    const { suites, cases } = readJunit(readFileSync(junit, 'utf8'))
    expect(suites).toMatchObject({ name: 'messaging-mock verify', tests: '49', failures: '0', skipped: '0' })
    expect(cases).toHaveLength(49)
    expect(cases[0]).toEqual({
      classname: 'GET /v1/messages',
      name: 'GET /v1/messages: refused without a token (interface)',
      time: expect.stringMatching(/^[0-9]+\.[0-9]{3}$/),
    })
  })

  it('exits 1 on a difference, naming it on its line and in the JUnit file', async () => {
    const proxy: BendingProxy = await bendingProxy(server.url, {
      after: (e) => {
        delete e.headers['www-authenticate']
      },
    })
    closers.push(proxy.close)
    const junit = join(dir, 'verify.xml')
    const { code, stdout } = await cli(['verify', proxy.url, '--token', 'tok_ana', '--write', '--junit', junit])
    expect(code).toBe(1)
    const out = lines(stdout)
    const failedLine =
      'FAILED  GET /v1/messages: WWW-Authenticate: Bearer on a 401 (mock decision): header WWW-Authenticate: mock Bearer, provider none'
    expect(out.filter((line) => !line.startsWith('passed  '))).toEqual([failedLine, '81 passed, 1 failed'])
    const { suites, cases } = readJunit(readFileSync(junit, 'utf8'))
    expect(suites).toMatchObject({ tests: '82', failures: '1', skipped: '0' })
    expect(cases.filter((c) => c.failure)).toEqual([
      {
        classname: 'GET /v1/messages',
        name: 'GET /v1/messages: WWW-Authenticate: Bearer on a 401 (mock decision)',
        time: expect.any(String),
        failure: {
          message: 'header WWW-Authenticate: mock Bearer, provider none',
          type: 'mock decision',
          text: 'header WWW-Authenticate: mock Bearer, provider none\nkind: mock decision',
        },
      },
    ])
  })

  it('--json prints the report', async () => {
    const { code, stdout } = await cli([
      'verify',
      `${server.url}/`,
      '--token',
      'tok_ana',
      '--json',
      '--timestamp-unit',
      's',
    ])
    expect(code).toBe(0)
    const report = JSON.parse(stdout) as VerifyReport
    expect([report.passed, report.failed, report.skipped, report.checks.length]).toEqual([49, 0, 0, 49])
    expect(report.baseUrl).toBe(server.url)
    expect(report.settings).toEqual({ timestampUnit: 's', updateMode: 'merge', write: false })
  })

  it('exits 1 against a mock in milliseconds, naming --timestamp-unit ms', async () => {
    const inMs = await startServer({ port: 0, host: '127.0.0.1', timestampUnit: 'ms' })
    closers.push(inMs.close)
    const { code, stdout } = await cli(['verify', inMs.url, '--token', 'tok_ana'])
    expect(code).toBe(1)
    const failed = lines(stdout).filter((line) => line.startsWith('FAILED'))
    expect(failed).toHaveLength(4)
    const ms = (field: string, value: number) =>
      `${field}: mock an integer in Unix seconds, provider ${value}000 (Unix milliseconds)`
    expect(failed[0]).toBe(
      'FAILED  GET /v1/messages: timestamps are integer Unix seconds (mock decision; setting: --timestamp-unit ms): ' +
        [
          ms('data[].contact.last_active_at', 1767216100),
          ms('data[].contact.created_at', 1760003600),
          ms('data[].created_at', 1767217700),
          ms('data[].updated_at', 1767142000),
          ms('data[].read_at', 1766411200),
        ].join('; '),
    )
    expect(failed.slice(1).map((line) => line.split(' (mock decision')[0])).toEqual([
      'FAILED  GET /v1/messages/:id: timestamps are integer Unix seconds',
      'FAILED  GET /v1/groups: timestamps are integer Unix seconds',
      'FAILED  GET /v1/groups/:id: timestamps are integer Unix seconds',
    ])
  })

  it.each([
    [['verify'], 'give exactly one <base-url>.'],
    [['verify', 'http://127.0.0.1:1'], '--token is required.'],
    [
      ['verify', 'ftp://example.com', '--token', 't'],
      '<base-url> must be an absolute http or https URL, not "ftp://example.com".',
    ],
    [
      ['verify', 'http://127.0.0.1:1', '--token', 't', '--timeout', '0'],
      '--timeout must be a whole number of milliseconds from 1 to 600000, not "0".',
    ],
    [
      ['verify', 'http://127.0.0.1:1', '--token', 't', '--update-mode', 'add'],
      '--update-mode must be one of merge, replace, not "add".',
    ],
    [['verify', 'http://127.0.0.1:1', '--token', 't', '--bogus'], "Unknown option '--bogus'"],
  ])('exits 2 on a bad command line: %j', async (args, message) => {
    const { code, stdout, stderr } = await cli(args)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(lines(stderr)[0]).toContain(`messaging-mock verify: ${message}`)
    expect(lines(stderr)[1]).toBe('Run messaging-mock verify --help for the options.')
  })

  it('exits 2 when the JUnit file cannot be written, after printing the checks', async () => {
    const notADir = join(dir, 'file')
    writeFileSync(notADir, '')
    const { code, stdout, stderr } = await cli([
      'verify',
      server.url,
      '--token',
      'tok_ana',
      '--junit',
      join(notADir, 'verify.xml'),
    ])
    expect(code).toBe(2)
    expect(lines(stdout).at(-1)).toBe('49 passed, 0 failed')
    expect(stderr).toMatch(
      /^messaging-mock verify: cannot write the JUnit file: EEXIST: file already exists, mkdir '.*\/file'\n$/,
    )
  })

  it('exits 2 when nothing listens there', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const { code, stdout, stderr } = await cli(['verify', `http://127.0.0.1:${port}`, '--token', 't'])
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toBe(
      `messaging-mock verify: cannot reach the provider: GET http://127.0.0.1:${port}/v1/groups?limit=1 could not be reached: ECONNREFUSED. No check was run.\n`,
    )
  })

  it('exits 2 when the server never answers, after --timeout', async () => {
    const silent: Server = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    closers.push(
      () =>
        new Promise((resolve) => {
          silent.closeAllConnections()
          silent.close(() => resolve())
        }),
    )
    const { port } = silent.address() as AddressInfo
    const { code, stderr } = await cli(['verify', `http://127.0.0.1:${port}`, '--token', 't', '--timeout', '200'])
    expect(code).toBe(2)
    expect(stderr).toBe(
      `messaging-mock verify: cannot reach the provider: GET http://127.0.0.1:${port}/v1/groups?limit=1 did not answer within 200 ms. No check was run.\n`,
    )
  })

  it('--help of the binary names both commands; verify --help its options', async () => {
    const help = await cli(['--help'])
    expect(help.code).toBe(0)
    expect(lines(help.stdout).slice(0, 5)).toEqual([
      'Usage: messaging-mock [options]',
      '       messaging-mock verify <base-url> --token T [--write] [--junit FILE] [--json] ...',
      "           check a server (the real API, staging) against the mock's contract; verify --help",
      '       messaging-mock snapshot <base-url> --token T [--out FILE]',
      '           write what a token sees on a server as a fixture document; snapshot --help',
    ])
    const verifyHelp = await cli(['verify', '--help'])
    expect(verifyHelp.code).toBe(0)
    expect(lines(verifyHelp.stdout)[0]).toBe('Usage: messaging-mock verify <base-url> --token <token> [options]')
  })
})

describe('the JUnit file', () => {
  it('escapes what a provider answered, and reads back as it was', () => {
    const nasty = `<b a="1">'&'</b>\u0001\ud800 é`
    const report: VerifyReport = {
      baseUrl: 'http://x/?a=1&b=2',
      settings: { timestampUnit: 's', updateMode: 'merge', write: false },
      passed: 0,
      failed: 1,
      skipped: 1,
      durationMs: 1234,
      checks: [
        {
          name: `GET /v1/x: ${nasty}`,
          endpoint: 'GET /v1/x',
          kind: 'interface',
          outcome: 'failed',
          differences: [{ field: 'f', mock: '"a"', provider: nasty }],
          ms: 5,
        },
        {
          name: 'GET /v1/y: y',
          endpoint: 'GET /v1/y',
          kind: 'mock decision',
          outcome: 'skipped',
          differences: [],
          reason: 'a < b',
          ms: 0,
        },
      ],
    }
    const { suites, cases } = readJunit(junitXml(report))
    expect(suites).toEqual({ name: 'messaging-mock verify', tests: '2', failures: '1', skipped: '1', time: '1.234' })
    const cleaned = `<b a="1">'&'</b>\ufffd\ufffd é`
    expect(cases).toEqual([
      {
        classname: 'GET /v1/x',
        name: `GET /v1/x: ${cleaned} (interface)`,
        time: '0.005',
        failure: {
          message: `f: mock "a", provider ${cleaned}`,
          type: 'interface',
          text: `f: mock "a", provider ${cleaned}\nkind: interface`,
        },
      },
      { classname: 'GET /v1/y', name: 'GET /v1/y: y (mock decision)', time: '0.000', skipped: { message: 'a < b' } },
    ])
  })
})
