import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { CommandIo } from '../src/contract/arguments.js'
import { snapshotCommand } from '../src/contract/snapshot-cli.js'
import type { Fixture } from '../src/engine/core/types.gen.js'
import { ProviderClient } from '../src/provider/client.js'
import { type SnapshotProgress, snapshot } from '../src/provider/snapshot.js'
import { type ServerOptions, startServer } from '../src/server.js'

/** Issue 15, points 3 to 5: `snapshot` crawls a provider into a fixture that answers as the provider did. */

const running: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()))
})

async function mock(options: ServerOptions) {
  const server = await startServer({ port: 0, ...options })
  running.push(server)
  return server
}

/** A bare HTTP server on loopback answering with `handler` (a provider that misbehaves). */
async function provider(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server: Server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  running.push({
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

interface Reply {
  status: number
  body: unknown
}

/** A provider in front of `target` that may change each request before forwarding it, and each answer. */
async function bent(target: string, bend: (url: URL, forward: (url: URL) => Promise<Reply>) => Promise<Reply>) {
  return provider(async (req, res) => {
    const forward = async (url: URL) => {
      const answer = await fetch(url, { headers: { authorization: String(req.headers.authorization) } })
      return { status: answer.status, body: await answer.json() }
    }
    const reply = await bend(new URL(req.url ?? '/', target), forward)
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body))
  })
}

interface Page {
  has_more: boolean
  data: { id: string; conversation_id: string }[]
}

/**
 * Every /v1 read of a caller, by request: each list (both archived filters, every conversation)
 * walked forward page by page, back again with ending_before, and in one page of 100; every
 * group and message retrieved. Two providers that answer the same map answer that caller alike.
 */
async function everyRead(baseUrl: string, token: string): Promise<Record<string, unknown>> {
  const client = new ProviderClient({ baseUrl, token })
  const answers: Record<string, unknown> = {}
  const read = async (path: string, query: Record<string, string | number | undefined> = {}) => {
    const answer = await client.get(path, { query })
    answers[client.url(path, query).replace(baseUrl, '')] = { status: answer.status, body: answer.body }
    return answer.body as Page
  }
  const walk = async (query: Record<string, string>, path: string) => {
    const items: Page['data'] = []
    let page = await read(path, query)
    items.push(...page.data)
    while (page.has_more) {
      page = await read(path, { ...query, starting_after: items[items.length - 1].id })
      items.push(...page.data)
    }
    let newest: string | undefined = items[items.length - 1]?.id
    while (newest !== undefined) {
      page = await read(path, { ...query, ending_before: newest })
      newest = page.has_more ? page.data[0].id : undefined
    }
    await read(path, { ...query, limit: 100 })
    return items
  }
  const groups = await walk({}, '/v1/groups')
  await walk({ archived: 'true' }, '/v1/groups')
  await walk({ archived: 'false' }, '/v1/groups')
  const messages = await walk({}, '/v1/messages')
  const conversations = new Set([...groups, ...messages].map((item) => item.conversation_id))
  for (const id of conversations) await walk({ conversation_id: id }, '/v1/messages')
  for (const group of groups) await read(`/v1/groups/${group.id}`)
  for (const message of messages) await read(`/v1/messages/${message.id}`)
  return answers
}

/** Snapshots `first` as `token`, loads it into a strict second mock, and expects every read alike. */
async function roundTrip(first: { url: string }, token: string, options: { caller?: string; unit?: 's' | 'ms' } = {}) {
  const fixture = await snapshot({ baseUrl: first.url, token, caller: options.caller })
  const second = await mock({ fixtures: fixture, auth: 'strict', timestampUnit: options.unit })
  const [before, after] = [await everyRead(first.url, token), await everyRead(second.url, token)]
  expect(Object.keys(after).length).toBe(Object.keys(before).length)
  expect(after).toEqual(before)
  return fixture
}

const counts = (fixture: Fixture) => [
  fixture.contacts?.length,
  fixture.groups?.length,
  fixture.conversations?.length,
  fixture.messages?.length,
]

describe('round trip', () => {
  it.each([
    ['tok_ana', 'ct_ana', [11, 3, 1, 30]],
    ['tok_cleo', 'ct_cleo', [7, 2, 1, 21]],
    ['tok_dev', 'ct_dev', [7, 2, 1, 16]],
  ])('of the default fixture as %s: every read alike, the caller %s recognised', async (token, caller, expected) => {
    const fixture = await roundTrip(await mock({}), token)
    expect(fixture.default_caller).toBe(caller)
    expect(fixture.tokens).toEqual({ [token]: caller })
    expect(fixture.timestamp_unit).toBe('s')
    expect(counts(fixture)).toEqual(expected)
  })

  it.each([
    // ana and ben each own a group the other is a member of, and both speak in all three conversations.
    ['tok_ben', 'ct_ben', 'ct_ana, ct_ben are each seen in 3 of 3 conversations'],
    // eve and dev are both members of the two groups eve sees.
    ['tok_eve', 'ct_eve', 'ct_dev, ct_eve are each seen in 2 of 2 conversations'],
  ])(
    'as %s, whom reads cannot tell from another: refused, then alike with the caller %s given',
    async (token, caller, why) => {
      const first = await mock({})
      await expect(snapshot({ baseUrl: first.url, token })).rejects.toThrow(
        `cannot recognise the caller: ${why}; name it with --caller`,
      )
      const fixture = await roundTrip(first, token, { caller })
      expect(fixture.default_caller).toBe(caller)
    },
  )

  it('of a caller that sees nobody: refused, then an empty world with the caller given', async () => {
    const first = await mock({
      fixtures: { tokens: { tok_me: 'ct_me' }, contacts: [{ id: 'ct_me' }, { id: 'ct_you' }] },
    })
    await expect(snapshot({ baseUrl: first.url, token: 'tok_me' })).rejects.toThrow(
      'cannot recognise the caller: it sees no contact at all; name it with --caller',
    )
    const fixture = await roundTrip(first, 'tok_me', { caller: 'ct_me' })
    expect(fixture).toEqual({
      timestamp_unit: 's',
      default_caller: 'ct_me',
      tokens: { tok_me: 'ct_me' },
      contacts: [{ id: 'ct_me' }],
      groups: [],
      conversations: [],
      messages: [],
    })
  })

  it('after writes through the API, ties of one frozen second included: every read alike', async () => {
    const first = await mock({})
    first.clock.freeze(1_767_300_000)
    const api = new ProviderClient({ baseUrl: first.url, token: 'tok_ana' })
    const statuses: number[] = []
    const write = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
      const answer = await api.send(method, path, body)
      statuses.push(answer.status)
      return answer.body as { id: string; conversation_id: string }
    }
    const group = await write('POST', '/v1/groups', {
      name: 'Fresh',
      contacts: [{ id: 'ct_ben' }, { username: 'newbie' }],
    })
    const sent: string[] = []
    for (const message of ['one', 'two', 'three'])
      sent.push((await write('POST', '/v1/messages', { conversation_id: group.conversation_id, message })).id)
    await write('PUT', `/v1/messages/${sent[1]}`, {
      reactions: [{ like: ['ana', 'newbie'] }],
      attachments: [{ url: 'https://example.com/x.png', content_type: 'image/png' }],
    })
    await write('DELETE', `/v1/messages/${sent[2]}`)
    await write('PUT', '/v1/groups/grp_trip', { archived_at: 1_767_300_000, description: null })
    expect(statuses).toEqual([201, 201, 201, 201, 200, 200, 200])
    const fixture = await roundTrip(first, 'tok_ana')
    expect(fixture.groups?.at(-1)).toMatchObject({ id: group.id, name: 'Fresh', created_at: 1_767_300_000 })
    expect(fixture.messages?.slice(-2).map((m) => m.id)).toEqual(sent.slice(0, 2))
  })

  it('of a generated world: every read alike', async () => {
    const generate = { seed: 7, contacts: 30, groups: 8, direct_conversations: 6, messages_per_conversation: 40 }
    const first = await mock({ fixtures: { generate } })
    const caller = first.state().default_caller
    const fixture = await roundTrip(first, 'tok_any')
    expect(fixture.default_caller).toBe(caller)
    expect(fixture.messages?.length).toBeGreaterThan(300)
  })

  it('of a world with archived groups, attachments, ties and milliseconds: every read alike', async () => {
    const first = await mock({ fixtures: edgeWorld, timestampUnit: 'ms' })
    const fixture = await roundTrip(first, 'tok_me', { unit: 'ms' })
    expect(fixture.timestamp_unit).toBe('ms')
    expect(fixture.default_caller).toBe('ct_me')
    expect(fixture.groups?.map((g) => [g.id, g.archived_at])).toEqual([
      ['grp_old', 1_700_000_500_000],
      ['grp_quiet', null],
      ['grp_new', 1_700_000_900_000],
      ['grp_tied', null],
    ])
    expect(fixture.messages?.find((m) => m.id === 'msg_files')?.attachments).toEqual(edgeWorld.messages[1].attachments)
    // ct_gone left grp_old but keeps the message it sent there.
    expect(fixture.contacts?.map((c) => c.id)).toEqual(['ct_me', 'ct_gone', 'ct_bob', 'ct_ann'])
  })
})

/** Archived and active groups, one without messages, equal created_at, attachments, reactions, a former member. */
const edgeWorld = {
  timestamp_unit: 's',
  tokens: { tok_me: 'ct_me' },
  contacts: [
    { id: 'ct_me', username: 'me', created_at: 1_600_000_000 },
    {
      id: 'ct_ann',
      username: 'ann',
      phone_number: '+15550001',
      last_active_at: 1_700_000_100,
      created_at: 1_600_000_001,
    },
    { id: 'ct_bob', username: 'bob', avatar_url: 'https://example.com/bob.png', created_at: 1_600_000_002 },
    { id: 'ct_gone', username: 'gone', created_at: 1_600_000_003 },
    { id: 'ct_stranger', username: 'stranger', created_at: 1_600_000_004 },
  ],
  groups: [
    {
      id: 'grp_old',
      name: 'Old',
      owner: 'ct_me',
      contacts: ['ct_ann'],
      conversation_id: 'conv_old',
      created_at: 1_700_000_000,
      archived_at: 1_700_000_500,
    },
    {
      id: 'grp_quiet',
      name: 'Quiet',
      description: 'nobody talks',
      owner: 'ct_ann',
      contacts: ['ct_me', 'ct_bob'],
      created_at: 1_700_000_000,
    },
    {
      id: 'grp_new',
      name: 'New',
      owner: 'ct_me',
      contacts: ['ct_bob', 'ct_ann'],
      conversation_id: 'conv_new',
      created_at: 1_700_000_200,
      archived_at: 1_700_000_900,
    },
    {
      id: 'grp_tied',
      name: 'Tied',
      owner: 'ct_me',
      contacts: [],
      conversation_id: 'conv_tied',
      created_at: 1_700_000_200,
    },
    { id: 'grp_hidden', name: 'Hidden', owner: 'ct_stranger', contacts: ['ct_ann'], created_at: 1_700_000_300 },
  ],
  conversations: [{ id: 'conv_dm', participants: ['ct_me', 'ct_bob'] }],
  messages: [
    { id: 'msg_1', conversation_id: 'conv_old', contact: 'ct_gone', message: 'bye', created_at: 1_700_000_010 },
    {
      id: 'msg_files',
      conversation_id: 'conv_old',
      contact: 'ct_me',
      message: 'files 📎',
      created_at: 1_700_000_010,
      read_at: 1_700_000_020,
      updated_at: 1_700_000_030,
      reactions: [{ like: ['ann', 'me'] }, { '🎉': ['ann'] }],
      attachments: [
        {
          id: 'att_a',
          url: 'https://example.com/a.pdf',
          filename: 'a.pdf',
          content_type: 'application/pdf',
          size: 1024,
        },
        { id: 'att_b', url: 'https://example.com/b', filename: null, content_type: null, size: null },
      ],
    },
    { id: 'msg_3', conversation_id: 'conv_new', contact: 'ct_bob', message: 'new', created_at: 1_700_000_300 },
    { id: 'msg_4', conversation_id: 'conv_new', contact: 'ct_me', message: 'same second', created_at: 1_700_000_300 },
    { id: 'msg_5', conversation_id: 'conv_dm', contact: 'ct_bob', message: 'hi me', created_at: 1_700_000_300 },
    { id: 'msg_6', conversation_id: 'conv_tied', contact: 'ct_me', message: 'alone', created_at: 1_700_000_250 },
  ],
}

describe('providers unlike the mock', () => {
  it('one whose list leaves archived groups out: they are merged in by created_at', async () => {
    const first = await mock({})
    const url = await bent(first.url, (url, forward) => {
      if (url.pathname === '/v1/groups' && !url.searchParams.has('archived')) url.searchParams.set('archived', 'false')
      return forward(url)
    })
    expect(await snapshot({ baseUrl: url, token: 'tok_ana' })).toEqual(
      await snapshot({ baseUrl: first.url, token: 'tok_ana' }),
    )
  })

  it('one that refuses limit=100: read with its default page size', async () => {
    const first = await mock({})
    const url = await bent(first.url, async (url, forward) =>
      url.searchParams.has('limit') ? { status: 400, body: { detail: 'limit is at most 10' } } : forward(url),
    )
    let requests = 0
    const fixture = await snapshot({
      baseUrl: url,
      token: 'tok_ana',
      onProgress: (event) => (requests = event.requests),
    })
    expect(fixture).toEqual(await snapshot({ baseUrl: first.url, token: 'tok_ana' }))
    // One refused, then 1 + 1 group pages, 3 message pages, and 2 + 1 + 1 pages of the three conversations.
    expect(requests).toBe(10)
  })

  it('one that shows group members by username only: matched to the senders of that name', async () => {
    const first = await mock({})
    const url = await bent(first.url, async (url, forward) => {
      const reply = await forward(url)
      if (url.pathname !== '/v1/groups') return reply
      const page = reply.body as { data: { contacts: { username: string }[] }[] }
      for (const group of page.data) group.contacts = group.contacts.map(({ username }) => ({ username }))
      return reply
    })
    expect(await snapshot({ baseUrl: url, token: 'tok_ana' })).toEqual(
      await snapshot({ baseUrl: first.url, token: 'tok_ana' }),
    )
  })

  it('one that answers 502 and 504 a few times: tried again, the same document', async () => {
    const first = await mock({})
    first.faults.add({ path: '/v1/messages', status: 502, times: 2 })
    first.faults.add({ path: '/v1/groups', status: 504, times: 1 })
    const events: SnapshotProgress[] = []
    const fixture = await snapshot({ baseUrl: first.url, token: 'tok_ana', onProgress: (event) => events.push(event) })
    expect(fixture).toEqual(await snapshot({ baseUrl: first.url, token: 'tok_ana' }))
    expect(events.map((e) => e.text).filter((text) => text.includes('trying again'))).toEqual([
      'GET /v1/groups answered 504; trying again in 250 ms',
      'GET /v1/messages answered 502; trying again in 250 ms',
      'GET /v1/messages answered 502; trying again in 500 ms',
    ])
  })

  it('one that answers 500: 1 at once, naming the request', async () => {
    const first = await mock({})
    first.faults.add({ path: '/v1/messages', status: 500, times: 5 })
    const { status, stderr } = await run([first.url, '--token', 'tok_ana'])
    expect(status).toBe(1)
    expect(stderr).toMatch(/\nmessaging-mock snapshot: GET \/v1\/messages answered 500: .+\n$/)
    expect(first.faults.list()[0].times).toBe(4)
  })

  it("one whose data breaks the mock's limits: 1, each value named", async () => {
    const first = await mock({})
    const url = await bent(first.url, async (url, forward) => {
      const reply = await forward(url)
      const page = reply.body as { data: { message?: string; name?: string }[] }
      if (url.pathname === '/v1/messages' && !url.searchParams.has('conversation_id')) page.data[0].message = ''
      if (url.pathname === '/v1/groups' && !url.searchParams.has('archived')) page.data[0].name = 'x'.repeat(101)
      return reply
    })
    const { status, stderr } = await run([url, '--token', 'tok_ana'])
    expect(status).toBe(1)
    expect(stderr).toContain(
      [
        'messaging-mock snapshot: the snapshot is not a fixture this mock can load:',
        '  $.groups[2].name: must NOT have more than 100 characters',
        '  $.messages[29].message: must NOT have fewer than 1 characters',
      ].join('\n'),
    )
  })
})

describe('progress', () => {
  it('tells every page and step, and a summary last', async () => {
    const first = await mock({})
    const events: SnapshotProgress[] = []
    await snapshot({ baseUrl: first.url, token: 'tok_ana', onProgress: (event) => events.push(event) })
    const steps = events.filter((e) => e.kind === 'step').map((e) => e.text)
    expect(steps.slice(0, 3)).toEqual([
      'GET /v1/groups: 3 groups in 1 page',
      'GET /v1/groups?archived=true: 1 archived groups in 1 page',
      'GET /v1/messages: 30 messages in 1 page',
    ])
    expect(steps.at(-2)).toBe('caller: ct_ana (seen in 4 of 4 conversations; next: ct_ben in 3)')
    expect(steps.at(-1)).toMatch(
      /^done: 11 contacts, 3 groups, 1 direct conversations, 30 messages in 6 requests, \d+\.\d s$/,
    )
    expect(events.filter((e) => e.kind === 'page')).toHaveLength(6)
  })
})

/** Runs the command with its output captured. */
async function run(args: string[]) {
  let stdout = ''
  let stderr = ''
  const io: CommandIo = {
    stdout: (text) => {
      stdout += text
    },
    stderr: (text) => {
      stderr += text
    },
  }
  const status = await snapshotCommand(args, io)
  return { status, stdout, stderr }
}

describe('messaging-mock snapshot', () => {
  it('writes the fixture to --out, progress on stderr, and exits 0', async () => {
    const first = await mock({})
    const dir = mkdtempSync(join(tmpdir(), 'snapshot-'))
    try {
      const out = join(dir, 'ana.json')
      const { status, stdout, stderr } = await run([first.url, '--token', 'tok_ana', '--out', out, '--timeout', '5000'])
      expect(status).toBe(0)
      expect(stdout).toBe('')
      const lines = stderr.trimEnd().split('\n')
      expect(lines[0]).toBe('messaging-mock snapshot: GET /v1/groups: 3 groups so far (page 1)')
      expect(lines.at(-2)).toMatch(/^messaging-mock snapshot: done: 11 contacts, /)
      expect(lines.at(-1)).toBe(`messaging-mock snapshot: wrote ${out}`)
      const written = JSON.parse(readFileSync(out, 'utf8'))
      expect(written).toEqual(await snapshot({ baseUrl: first.url, token: 'tok_ana' }))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('writes to stdout without --out, and takes --caller', async () => {
    const first = await mock({})
    const { status, stdout } = await run([first.url, '--token', 'tok_eve', '--caller', 'ct_eve'])
    expect(status).toBe(0)
    expect(JSON.parse(stdout)).toMatchObject({ default_caller: 'ct_eve', tokens: { tok_eve: 'ct_eve' } })
  })

  it.each([
    [[], 'give exactly one <base-url>.'],
    [['http://127.0.0.1:1'], '--token is required.'],
    [['http://127.0.0.1:1', '--token', ''], '--token is required.'],
    [
      ['ftp://example.com', '--token', 't'],
      '<base-url> must be an absolute http or https URL, not "ftp://example.com".',
    ],
    [['127.0.0.1:4010', '--token', 't'], '<base-url> must be an absolute http or https URL, not "127.0.0.1:4010".'],
    [['http://a', 'http://b', '--token', 't'], 'give exactly one <base-url>.'],
    [
      ['http://a', '--token', 't', '--timeout', '5s'],
      '--timeout must be a whole number of milliseconds from 1 to 600000, not "5s".',
    ],
    [
      ['http://a', '--token', 't', '--timeout', '0'],
      '--timeout must be a whole number of milliseconds from 1 to 600000, not "0".',
    ],
    [['http://a', '--token', 't', '--caller', ''], '--caller must be a contact id.'],
    [['http://a', '--token', 't', '--verbose'], "Unknown option '--verbose'"],
    [['http://a', '--token', 't', '--out', '/nonexistent/a.json'], '--out /nonexistent/a.json: no such folder.'],
  ])('%j is a bad command line: 2', async (args, message) => {
    const { status, stdout, stderr } = await run(args)
    expect(status).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toContain(`messaging-mock snapshot: ${message}`)
    expect(stderr).toContain('Usage: messaging-mock snapshot <base-url> --token <token>')
  })

  it('--help prints the usage and exits 0', async () => {
    const { status, stdout } = await run(['--help'])
    expect(status).toBe(0)
    expect(stdout).toContain('Usage: messaging-mock snapshot')
  })

  it('a server that is not there: 2, naming it', async () => {
    const gone = await mock({})
    const url = gone.url
    await running.pop()?.close()
    const { status, stderr } = await run([url, '--token', 't'])
    expect(status).toBe(2)
    expect(stderr).toBe(`messaging-mock snapshot: GET ${url}/v1/groups?limit=100 could not be reached: ECONNREFUSED\n`)
  })

  it('a server that stops answering: 2 once the timeout passes, no hang', async () => {
    const url = await provider(() => {})
    const started = performance.now()
    const { status, stderr } = await run([url, '--token', 't', '--timeout', '200'])
    expect(status).toBe(2)
    expect(stderr).toBe(`messaging-mock snapshot: GET ${url}/v1/groups?limit=100 did not answer within 200 ms\n`)
    expect(performance.now() - started).toBeLessThan(10_000)
  })

  it('a refused token: 1', async () => {
    const first = await mock({ auth: 'strict' })
    const { status, stderr } = await run([first.url, '--token', 'tok_nobody'])
    expect(status).toBe(1)
    expect(stderr).toMatch(/^messaging-mock snapshot: GET \/v1\/groups answered 401 \(the token was refused\): /)
  })

  it('a provider that ignores starting_after: 1, no endless crawl', async () => {
    const page = JSON.stringify({ has_more: true, data: [{ id: 'grp_1', created_at: 1, contacts: [] }] })
    const url = await provider((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(page))
    const { status, stderr } = await run([url, '--token', 't'])
    expect(status).toBe(1)
    expect(stderr).toContain(
      'GET /v1/groups answered has_more: true and no new item after starting_after=grp_1: the provider does not page with starting_after',
    )
  })

  it('a provider that answers no page: 1', async () => {
    const url = await provider((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>'))
    const { status, stderr } = await run([url, '--token', 't'])
    expect(status).toBe(1)
    expect(stderr).toBe('messaging-mock snapshot: GET /v1/groups answered no page ({ has_more, data }): <html>\n')
  })
})
