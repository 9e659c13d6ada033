import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { MockClient, MockRequestError } from '../src/client.js'
import { type RunningMock, startServer } from '../src/server.js'

/** MockClient: a tenant of a mock in another process, driven over its control plane. */

let mock: RunningMock
let client: MockClient
beforeEach(async () => {
  mock = await startServer({ port: 0, seed: 1 })
  client = new MockClient(`${mock.url}/`, 'remote')
})
afterEach(() => mock.close())

const ana = { Authorization: 'Bearer tok_ana' }

describe('MockClient', () => {
  it('names the tenant in its base URL', () => {
    expect(client.serverUrl).toBe(mock.url)
    expect(client.url).toBe(`${mock.url}/t/remote`)
  })

  it('does what the in-process handle does, on its own tenant only', async () => {
    await client.clock.freeze(1767225600)
    expect(await client.clock.now()).toBe(1767225600)
    await client.clock.advance(60)
    expect(await client.clock.now()).toBe(1767225660)
    const sent = await fetch(`${client.url}/v1/messages`, {
      method: 'POST',
      headers: ana,
      body: new URLSearchParams({ conversation_id: 'conv_trip', message: 'from afar' }),
    })
    expect(((await sent.json()) as { created_at: number }).created_at).toBe(1767225660)
    expect((await client.requests()).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual(['POST /v1/messages 201'])
    expect(await client.requests({ method: 'GET' })).toEqual([])
    expect((await client.pact({ consumer: 'web', provider: 'api' })).interactions).toHaveLength(1)
    expect((await client.coverage()).operations.find((op) => op.id === 'create_message')?.calls).toBe(1)
    expect((await client.state()).messages?.some((m) => m.message === 'from afar')).toBe(true)
    expect(mock.requests()).toEqual([])

    const fault = await client.faults.add({ method: 'GET', path: '/v1/groups', status: 503 })
    expect(await client.faults.list()).toEqual([fault])
    expect((await fetch(`${client.url}/v1/groups`, { headers: ana })).status).toBe(503)
    await client.faults.clear()
    expect(await client.faults.list()).toEqual([])

    await client.clearRequests()
    expect(await client.requests()).toEqual([])
    await client.reset()
    expect((await client.state()).messages?.some((m) => m.message === 'from afar')).toBe(false)
    await client.clock.release()
    expect(await client.clock.now()).not.toBe(1767225660)
  })

  it('loads a named fixture or a document, and drops the tenant', async () => {
    await client.load('empty')
    expect((await client.state()).messages ?? []).toEqual([])
    await client.load({ contacts: [{ id: 'ct_solo', username: 'solo' }], default_caller: 'ct_solo' })
    expect((await client.state()).contacts?.map((c) => c.id)).toEqual(['ct_solo'])
    await client.drop()
    expect(mock.mock.hasTenant('remote')).toBe(false)
  })

  it('drops its tenant for good on a server that logs every request', async () => {
    const lines: string[] = []
    const logged = await startServer({
      port: 0,
      log: (line) => lines.push(`${line.method} ${line.path} [${line.tenant}]`),
    })
    try {
      const worker = new MockClient(logged.url, 'w7')
      await worker.reset()
      await worker.drop()
      // The log names the tenant of the DELETE without making it again.
      expect(logged.mock.hasTenant('w7')).toBe(false)
      expect(lines).toEqual(['POST /__reset [w7]', 'DELETE /__tenants/w7 [w7]'])
    } finally {
      await logged.close()
    }
  })

  it('throws what the mock refused, with its status, code and detail', async () => {
    const refused = await client.load('no-such-fixture').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(MockRequestError)
    expect(refused).toMatchObject({ status: 404, code: 'not_found', message: 'No such fixture.' })
    const frozen = await client.clock.advance(5).catch((error: unknown) => error)
    expect(frozen).toMatchObject({ status: 400, code: 'invalid_parameter' })
  })

  it('sends the admin token when the server has one', async () => {
    const guarded = await startServer({ port: 0, adminToken: 'secret' })
    try {
      await expect(new MockClient(guarded.url, 'w1').reset()).rejects.toMatchObject({ status: 401 })
      await new MockClient(guarded.url, 'w1', { adminToken: 'secret' }).reset()
      expect(guarded.mock.hasTenant('w1')).toBe(true)
    } finally {
      await guarded.close()
    }
  })
})
