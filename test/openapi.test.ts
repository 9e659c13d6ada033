import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Validator } from '@seriousme/openapi-schema-validator'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { generatedModules, generateTypes } from '../scripts/types.js'
import { readSchemas } from '../src/engine/core/schemas.js'
import { smallApp } from './helpers.js'

/** Issue 3: the OpenAPI 3.1 document of /v1, built from schemas/, and the types generated from them. */

type Json = Record<string, unknown>
type Operation = {
  operationId: string
  parameters?: { name: string; in: string; required: boolean; schema: Json }[]
  requestBody?: { required: boolean; content: Record<string, { schema: Json }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>
}

const root = fileURLToPath(new URL('..', import.meta.url))
let doc: Json & { paths: Record<string, Record<string, Operation>>; components: Json & { schemas: Json } }
let served: string

beforeAll(async () => {
  const res = await request(smallApp()).get('/__openapi.json')
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
  served = res.text
  doc = res.body
})

const operations = [
  ['/v1/messages', 'get', 'list_messages', 200, 'MessagePage'],
  ['/v1/messages', 'post', 'create_message', 201, 'Message'],
  ['/v1/messages/{id}', 'get', 'retrieve_message', 200, 'Message'],
  ['/v1/messages/{id}', 'put', 'update_message', 200, 'Message'],
  ['/v1/messages/{id}', 'delete', 'delete_message', 200, 'Deleted'],
  ['/v1/groups', 'get', 'list_groups', 200, 'GroupPage'],
  ['/v1/groups', 'post', 'create_group', 201, 'Group'],
  ['/v1/groups/{id}', 'get', 'retrieve_group', 200, 'Group'],
  ['/v1/groups/{id}', 'put', 'update_group', 200, 'Group'],
  ['/v1/groups/{id}', 'delete', 'delete_group', 200, 'Deleted'],
] as const

const withBody = new Set(['post', 'put'])
const op = (path: string, method: string) => doc.paths[path][method] as Operation

/** The value a local `$ref` points at, or undefined when it points nowhere. */
function resolve(ref: string): unknown {
  if (!ref.startsWith('#')) return undefined
  const pointer = decodeURIComponent(ref.slice(1))
  if (pointer === '') return doc
  let node: unknown = doc
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~')
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined
    node = (node as Json)[key]
  }
  return node
}

/** Every key anywhere in the document with the path to it. */
function* walk(node: unknown, path: string[] = []): Generator<[string, unknown, string[]]> {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) yield* walk(item, [...path, String(i)])
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      yield [key, value, path]
      yield* walk(value, [...path, key])
    }
  }
}

describe('GET /__openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(doc))
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/)
  })

  it('has exactly the /v1 and control plane paths, each with exactly its methods', () => {
    const methods = Object.fromEntries(
      Object.entries(doc.paths).map(([path, item]) => [path, Object.keys(item).filter((k) => k !== 'parameters')]),
    )
    expect(methods).toEqual({
      '/v1/messages': ['get', 'post'],
      '/v1/messages/{id}': ['get', 'put', 'delete'],
      '/v1/groups': ['get', 'post'],
      '/v1/groups/{id}': ['get', 'put', 'delete'],
      '/__health': ['get'],
      '/__reset': ['post'],
      '/__state': ['get'],
      '/__fixtures': ['get', 'post'],
      '/__fixtures/{name}': ['post'],
      '/__requests': ['get', 'delete'],
      '/__pact': ['get'],
      '/__coverage': ['get'],
      '/__clock': ['get', 'post', 'delete'],
      '/__faults': ['get', 'post', 'delete'],
      '/__activity': ['get', 'post', 'delete'],
      '/__tenants': ['get'],
      '/__tenants/{name}': ['delete'],
      '/__world': ['get'],
      '/__world/contacts': ['get'],
      '/__world/conversations': ['get'],
      '/__world/conversations/{id}': ['get'],
      '/__world/conversations/{id}/messages': ['get'],
      '/__world/messages': ['get'],
      '/__metrics': ['get'],
      '/__openapi.json': ['get'],
      '/__ui': ['get'],
      '/__docs': ['get'],
      '/__docs/redoc.js': ['get'],
    })
  })

  it('every operation has an operationId, a summary, a description and one tag defined at the top', () => {
    const tags = (doc.tags as { name: string }[]).map((t) => t.name)
    expect(tags).toEqual(['Messages', 'Groups', 'Control plane'])
    const ops = Object.values(doc.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([k]) => k !== 'parameters')
        .map(([, o]) => o as Operation & { summary: string; description: string; tags: string[] }),
    )
    expect(ops.length).toBe(42)
    expect(new Set(ops.map((o) => o.operationId)).size).toBe(42)
    for (const o of ops) {
      expect(o.operationId, o.operationId).toMatch(/^[a-z_]+$/)
      expect(o.summary.length, o.operationId).toBeGreaterThan(0)
      expect(o.description.length, o.operationId).toBeGreaterThan(0)
      expect(o.tags.length, o.operationId).toBe(1)
      expect(tags, o.operationId).toContain(o.tags[0])
    }
    expect(ops.filter((o) => o.tags[0] === 'Control plane').length).toBe(32)
  })

  it('has a contact and the MIT license', () => {
    const info = doc.info as Json
    expect(info.license).toEqual({ name: 'MIT', identifier: 'MIT' })
    expect(info.contact).toEqual({ name: 'messaging-mock', url: 'https://www.npmjs.com/package/messaging-mock' })
  })

  it('describes the tenant header once, as a parameter every tenant-scoped path takes', () => {
    expect((doc.components.parameters as Json).MockTenant).toEqual({
      name: 'X-Mock-Tenant',
      in: 'header',
      required: false,
      description:
        'The tenant (isolated world) the request acts on; the same as the path prefix /t/{tenant}. Without either, the `mock-tenant` member of a `baggage` header names it.',
      schema: { $ref: '#/components/schemas/TenantName' },
    })
    const scoped = Object.entries(doc.paths)
      .filter(([, item]) => JSON.stringify(item.parameters ?? []).includes('MockTenant'))
      .map(([path]) => path)
    expect(scoped).toEqual([
      '/v1/messages',
      '/v1/messages/{id}',
      '/v1/groups',
      '/v1/groups/{id}',
      '/__reset',
      '/__state',
      '/__fixtures',
      '/__fixtures/{name}',
      '/__requests',
      '/__pact',
      '/__coverage',
      '/__clock',
      '/__faults',
      '/__activity',
      '/__world',
      '/__world/contacts',
      '/__world/conversations',
      '/__world/conversations/{id}',
      '/__world/conversations/{id}/messages',
      '/__world/messages',
    ])
    expect((doc.info as Json).description).toContain('`/t/<name>`')
    expect((doc.info as Json).description).toContain('`baggage: mock-tenant=ci-1`')
  })

  it.each(operations)('%s %s (%s) answers %i with the %s schema', (path, method, id, status, schema) => {
    const operation = op(path, method)
    expect(operation.operationId).toBe(id)
    const content = operation.responses[String(status)].content as Record<string, Json>
    expect(Object.keys(content)).toEqual(['application/json'])
    expect(content['application/json'].schema).toEqual({ $ref: `#/components/schemas/${schema}` })
  })

  it.each(operations)('%s %s takes %s bodies in both encodings, or none', (path, method) => {
    const body = op(path, method).requestBody
    if (!withBody.has(method)) {
      expect(body).toBeUndefined()
      return
    }
    const name = { post: { '/v1/messages': 'SendMessageBody', '/v1/groups': 'CreateGroupBody' } }
    const expected =
      method === 'post'
        ? name.post[path as keyof typeof name.post]
        : path.startsWith('/v1/messages')
          ? 'UpdateMessageBody'
          : 'UpdateGroupBody'
    const schema = { $ref: `#/components/schemas/${expected}` }
    expect(body?.required).toBe(true)
    expect(Object.keys(body?.content ?? {})).toEqual(['application/json', 'application/x-www-form-urlencoded'])
    expect(body?.content['application/json'].schema).toEqual(schema)
    expect(body?.content['application/x-www-form-urlencoded'].schema).toEqual(schema)
  })

  /**
   * A list or a create of groups names nothing the caller must see, so it never answers 404
   * (CONTRACT sections 4 and 5); a coverage report counts every status listed as one to reach.
   */
  const neverNotFound = new Set(['GET /v1/groups', 'POST /v1/groups'])
  /** The problems of CONTRACT section 6 that a /v1 operation can answer. */
  const contractStatuses = (method: string, path: string) => [
    '400',
    '401',
    ...(neverNotFound.has(`${method.toUpperCase()} ${path}`) ? [] : ['404']),
    '405',
    ...(withBody.has(method) ? ['413', '415'] : []),
    // A head over the limits (CONTRACT section 11), which any request may send.
    '414',
    '431',
    '500',
  ]
  /** What faults (429, 500, 502, 503, 504) and the tenant limit (429) make any /v1 operation answer. */
  const faultStatuses = ['429', '500', '502', '503', '504']
  /** A refused write under --state-dir (docs/durability.md). */
  const storageStatus = '507'

  const problemContent = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } }

  /** Per operation, the statuses of `wanted` it does not document with the problem+json error. */
  const undocumented = (wanted: (method: string, path: string) => string[]) =>
    Object.fromEntries(
      operations
        .map(([path, method]) => {
          const { responses } = op(path, method)
          const missing = wanted(method, path).filter(
            (s) => JSON.stringify(responses[s]?.content) !== JSON.stringify(problemContent),
          )
          return [`${method.toUpperCase()} ${path}`, missing] as const
        })
        .filter(([, missing]) => missing.length > 0),
    )

  it('every operation documents every status of CONTRACT section 6 with the problem+json error', () => {
    expect(undocumented(contractStatuses)).toEqual({})
  })

  it('every operation documents the statuses of injected faults, the tenant limit and a refused write', () => {
    expect(undocumented(() => [...faultStatuses, storageStatus])).toEqual({})
  })

  it.each(operations)('%s %s documents no status besides its success and problems', (path, method, _id, status) => {
    const allowed = new Set([String(status), ...contractStatuses(method, path), ...faultStatuses, storageStatus])
    expect(Object.keys(op(path, method).responses).filter((s) => !allowed.has(s))).toEqual([])
  })

  it('lists 404 for a list or a create only where it names a conversation the caller must see', () => {
    const notFound = (path: string, method: string) => op(path, method).responses['404']?.description
    expect(notFound('/v1/messages', 'get')).toBe(
      'A `conversation_id` the caller cannot see or that does not exist (`not_found`).',
    )
    expect(notFound('/v1/messages', 'post')).toBe(
      'A `conversation_id` the caller cannot see or that does not exist (`not_found`).',
    )
    expect(notFound('/v1/groups', 'get')).toBeUndefined()
    expect(notFound('/v1/groups', 'post')).toBeUndefined()
  })

  it('the list operations take exactly the query parameters of their schemas', () => {
    const schemaProps = (file: string) =>
      Object.keys((readSchemas().find((s) => s.$id === file)?.properties ?? {}) as Json).sort()
    const params = (path: string) => (op(path, 'get').parameters ?? []).map((p) => p.name).sort()
    expect(params('/v1/messages')).toEqual(schemaProps('list-messages.query.schema.json'))
    expect(params('/v1/messages')).toEqual(['conversation_id', 'ending_before', 'limit', 'starting_after'])
    expect(params('/v1/groups')).toEqual(schemaProps('list-groups.query.schema.json'))
    expect(params('/v1/groups')).toEqual(['archived', 'ending_before', 'limit', 'starting_after'])
    for (const p of [...(op('/v1/messages', 'get').parameters ?? []), ...(op('/v1/groups', 'get').parameters ?? [])]) {
      expect(p.in).toBe('query')
      expect(p.required).toBe(false)
    }
  })

  it('the item paths take the id in the path', () => {
    for (const [path, description] of [
      ['/v1/messages/{id}', "A message's id, as GET /v1/messages lists them (msg_t1)."],
      ['/v1/groups/{id}', "A group's id, as GET /v1/groups lists them (grp_trip)."],
    ]) {
      expect(doc.paths[path].parameters).toEqual([
        { $ref: '#/components/parameters/MockTenant' },
        { name: 'id', in: 'path', required: true, description, schema: { type: 'string' } },
      ])
    }
  })

  it('every parameter of every operation says what it is (issue 49: an agent had only the name)', () => {
    const described = Object.entries(doc.paths).flatMap(([path, item]) => {
      const shared = ((item as Json).parameters ?? []) as Json[]
      return Object.entries(item)
        .filter(([key]) => key !== 'parameters')
        .flatMap(([method, o]) =>
          [...shared, ...((o.parameters ?? []) as Json[])].map((p) => {
            const { name, description } = (typeof p.$ref === 'string' ? resolve(p.$ref) : p) as Json
            return { at: `${method.toUpperCase()} ${path} ${name}`, description }
          }),
        )
    })
    expect(described.length).toBe(77)
    expect(described.filter((p) => typeof p.description !== 'string' || p.description.length < 20)).toEqual([])
    // Those the issue found bare, and the tenant's name, as the document now says them.
    const of = (at: string) => described.find((p) => p.at === at)?.description
    expect(of('GET /v1/groups archived')).toBe(
      'true: only the archived groups; false: only those not archived. Absent: all of them.',
    )
    expect(of('GET /v1/messages limit')).toBe('Page size, 1 to 100.')
    expect(of('GET /__requests method')).toBe('Only requests of this HTTP method, in any case: GET, get, POST.')
    expect(of('GET /__requests path')).toBe(
      'Only requests to exactly this path, without the query or a /t/{tenant} prefix (/v1/messages/msg_1); not a prefix.',
    )
    expect(of('GET /__requests caller')).toBe('Only the requests of this caller: a contact id (ct_ana), not a token.')
    expect(of('GET /__requests limit')).toBe(
      'At most this many entries, the newest that match, 1 to 1000. Default: all (the journal keeps the last 1,000).',
    )
    expect(of('GET /__pact consumer')).toBe(
      "The consumer's name in the file (consumer.name): the client whose requests the journal holds, such as web-app.",
    )
    expect(of('GET /__pact provider')).toBe("The provider's name in the file (provider.name), such as messaging-api.")
    expect(of('DELETE /__tenants/{name} name')).toBe(
      'A tenant, as GET /__tenants lists them: 1 to 64 of A-Z a-z 0-9 . _ - (ci-1).',
    )
  })

  it('requires bearer security on /v1, and the admin token (when set) on the control plane', () => {
    expect(doc.security).toEqual([{ bearerAuth: [] }])
    expect((doc.components as Json).securitySchemes).toEqual({
      bearerAuth: { type: 'http', scheme: 'bearer', description: 'A token of the fixture (`tokens`).' },
      adminToken: { type: 'http', scheme: 'bearer', description: 'The --admin-token of the server, when it has one.' },
    })
    expect((op('/__reset', 'post') as Json).security).toEqual([{}, { adminToken: [] }])
    expect((op('/__docs', 'get') as Json).security).toEqual([{}])
    expect((op('/v1/messages', 'get') as Json).security).toBeUndefined()
  })

  it('has one component per schema file and per $defs entry that the paths use, keeping its fields', () => {
    const sources = new Map<string, Json>()
    for (const s of readSchemas()) {
      if (s.title !== undefined && s.$id !== 'common.schema.json') sources.set(s.title, s)
      for (const [key, def] of Object.entries((s.$defs ?? {}) as Record<string, Json>))
        sources.set((def.title as string | undefined) ?? key[0].toUpperCase() + key.slice(1), def)
    }
    const names = Object.keys(doc.components.schemas)
    expect(names.filter((n) => !sources.has(n))).toEqual([])
    expect(names).toContain('Id')
    expect(names).toContain('HttpUrl')
    expect(names).toContain('ReactionsInput')
    expect(names).not.toContain('Common')
    for (const name of names) {
      const component = doc.components.schemas[name] as Json
      const source = sources.get(name) as Json
      expect(Object.keys((component.properties ?? {}) as Json), name).toEqual(
        Object.keys((source.properties ?? {}) as Json),
      )
      expect(component.required, name).toEqual(source.required)
    }
  })

  it('every $ref names a whole component, and no schema uses if/then/else', () => {
    const refs = [...walk(doc)].filter(([key]) => key === '$ref').map(([, value]) => value as string)
    expect(refs.filter((r) => !/^#\/components\/(schemas|parameters|examples)\/[A-Za-z][A-Za-z0-9]*$/.test(r))).toEqual(
      [],
    )
    expect([...walk(doc)].filter(([key]) => key === 'if' || key === 'then' || key === 'else')).toEqual([])
    expect(doc.components.schemas.ReactionsInput).toMatchObject({
      oneOf: [{ type: 'array' }, { $ref: '#/components/schemas/ReactionMap' }],
    })
  })

  it('every $ref resolves within the document', () => {
    const refs = [...walk(doc)].filter(([key]) => key === '$ref').map(([, value]) => value as string)
    expect(refs.length).toBeGreaterThan(50)
    const broken = refs.filter((ref) => typeof ref !== 'string' || resolve(ref) === undefined)
    expect(broken).toEqual([])
  })

  it('the validator dereferences it whole', async () => {
    const validator = new Validator()
    await validator.validate(structuredClone(doc))
    expect(() => validator.resolveRefs()).not.toThrow()
  })

  it('contains no faker or tsType keys', () => {
    const leaks = [...walk(doc)]
      .filter(([key]) => key === 'faker' || key === 'tsType')
      .map(([k, , p]) => [...p, k].join('.'))
    expect(leaks).toEqual([])
    expect(served).not.toMatch(/"(faker|tsType)"/)
  })

  it('is the same on every request and every app', async () => {
    expect((await request(smallApp()).get('/__openapi.json')).text).toBe(served)
    expect(
      (
        await request(smallApp({ adminToken: 'x' }))
          .get('/__openapi.json')
          .set('Authorization', 'Bearer x')
      ).text,
    ).toBe(served)
  })
})

describe('npm run openapi', () => {
  it('writes the document GET /__openapi.json serves', () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'))
    try {
      const file = join(dir, 'openapi.json')
      execFileSync('npx', ['tsx', 'scripts/openapi.ts', file], { cwd: root, stdio: 'pipe', timeout: 60_000 })
      const text = readFileSync(file, 'utf8')
      expect(JSON.parse(text)).toEqual(doc)
      expect(text).toBe(`${JSON.stringify(doc, null, 2)}\n`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('src/engine/core/types.gen.ts', () => {
  it('is what `npm run types` generates from schemas/ now (run it after a schema change)', async () => {
    const generated = await generateTypes()
    const committed = readFileSync(join(root, 'src/engine/core/types.gen.ts'), 'utf8')
    expect(generated === committed, 'src/engine/core/types.gen.ts is stale: run `npm run types`').toBe(true)
  }, 60_000)
})

describe('the modules generated from schemas/ and fixtures/, and the catalogue of reason codes', () => {
  it('are what `npm run types` writes from them now (run it after a schema, fixture or reason change)', async () => {
    const modules = await generatedModules()
    expect(Object.keys(modules)).toEqual([
      'src/engine/core/types.gen.ts',
      'src/engine/core/schemas.gen.ts',
      'src/engine/core/schema-validators.gen.js',
      'src/engine/core/schema-validators.gen.d.ts',
      'src/engine/core/fixtures.gen.ts',
      'docs/reasons.md',
    ])
    for (const [path, generated] of Object.entries(modules)) {
      const committed = readFileSync(join(root, path), 'utf8')
      expect(generated === committed, `${path} is stale: run \`npm run types\``).toBe(true)
    }
  }, 60_000)
})
