import { afterEach, describe, expect, it } from 'vitest'
import { verify } from '../src/provider/verify.js'
import { type RunningMock, startServer } from '../src/server.js'

/** `verify` against the mock itself, over HTTP: every check passes, and a run leaves the world as it found it. */

const running: RunningMock[] = []
afterEach(async () => {
  for (const mock of running.splice(0)) await mock.close()
})

async function mock(options: Parameters<typeof startServer>[0] = {}) {
  const started = await startServer({ port: 0, host: '127.0.0.1', ...options })
  running.push(started)
  return started
}

/** The counts of a mock's state, as a fixture document holds them. */
function counts(server: RunningMock) {
  const state = server.state()
  return {
    contacts: state.contacts?.length,
    groups: state.groups?.length,
    conversations: state.conversations?.length,
    messages: state.messages?.length,
  }
}

describe('verify against the mock', () => {
  it.each([
    ['any', 's', false, 49],
    ['strict', 's', false, 49],
    ['any', 'ms', false, 49],
    ['strict', 'ms', false, 49],
    ['any', 's', true, 82],
    ['strict', 's', true, 82],
    ['any', 'ms', true, 82],
    ['strict', 'ms', true, 82],
  ] as const)('auth %s, timestamps in %s, write %s: all %i checks pass', async (auth, unit, write, total) => {
    const server = await mock({ auth, timestampUnit: unit })
    const before = server.state()
    const report = await verify({ baseUrl: server.url, token: 'tok_ana', timestampUnit: unit, write })
    expect(report.checks.filter((c) => c.outcome !== 'passed')).toEqual([])
    expect([report.passed, report.failed, report.skipped]).toEqual([total, 0, 0])
    expect(report.settings).toEqual({ timestampUnit: unit, updateMode: 'merge', write })
    expect(report.stopped).toBeUndefined()
    expect(report.leftover).toBeUndefined()
    // The run leaves the provider as it found it: the same counts, the same items.
    expect(server.state()).toEqual(before)
  })

  it('passes against a mock set to replace, when told so', async () => {
    const server = await mock({ updateMode: 'replace' })
    const report = await verify({ baseUrl: server.url, token: 'tok_ben', write: true, updateMode: 'replace' })
    expect([report.passed, report.failed, report.skipped]).toEqual([82, 0, 0])
  })

  it('passes through a tenant prefix, and leaves the other tenants alone', async () => {
    const server = await mock()
    const defaultBefore = counts(server)
    const qa = server.tenant('qa')
    const report = await verify({ baseUrl: qa.url, token: 'tok_ana', write: true })
    expect([report.passed, report.failed]).toEqual([82, 0])
    expect(report.baseUrl).toBe(`${server.url}/t/qa`)
    expect(counts(server)).toEqual(defaultBefore)
    expect(qa.state()).toEqual(server.state())
  })

  it('every check names its endpoint and its kind', async () => {
    const server = await mock()
    const report = await verify({ baseUrl: server.url, token: 'tok_ana', write: true })
    const endpoints = new Set(report.checks.map((c) => c.endpoint))
    expect([...endpoints].sort()).toEqual([
      'DELETE /v1/groups/:id',
      'DELETE /v1/messages/:id',
      'GET /v1/groups',
      'GET /v1/groups/:id',
      'GET /v1/messages',
      'GET /v1/messages/:id',
      'POST /v1/groups',
      'POST /v1/messages',
      'PUT /v1/groups/:id',
      'PUT /v1/messages/:id',
    ])
    for (const check of report.checks) {
      expect(check.name.startsWith(`${check.endpoint}: `)).toBe(true)
      expect(['interface', 'mock decision']).toContain(check.kind)
    }
    const kinds = (kind: string) => report.checks.filter((c) => c.kind === kind).length
    expect([kinds('interface'), kinds('mock decision')]).toEqual([39, 43])
  })
})
