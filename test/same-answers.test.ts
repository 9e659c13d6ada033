import { afterAll, describe, expect, it } from 'vitest'
import { type RunningMock, startServer } from '../src/server.js'
import { createWebMock, decompresses, type WebMock, type WebMockOptions } from '../src/web.js'
import { adminCorpus, brotliCorpus, corpus, encodingCorpus, type Face, replay } from './support/corpus.js'

/**
 * Issue 40, point 6: the Node server over HTTP and the fetch face in-process are two hosts of one
 * engine, so every request of one corpus must get the same status, the same headers that matter
 * and the same body, byte for byte, from both. Each pair starts fresh with the same options; the
 * clock is frozen and ids are seeded, so what differs by nature is named row by row (`vary`).
 */

/** Both faces check their answers against the schemas: the server's default comes from the suite's environment, the fetch face's from this option. */
const options = { seed: 1, clock: 1767225600, selfCheck: true } satisfies WebMockOptions

/** The two faces of a pair of mocks started alike. */
interface Pair {
  overHttp: Face
  inProcess: Face
  /** What either engine took for a bug (a bare 500): none is expected, even where both agree. */
  bugs: unknown[]
}

const servers: RunningMock[] = []

/** A server on a free port and a fetch face, each started fresh with `options` and `more`. */
async function pair(more: WebMockOptions = {}): Promise<Pair> {
  const bugs: unknown[] = []
  const onBug = (error: unknown) => bugs.push(error)
  const server = await startServer({ port: 0, ...options, ...more, onBug })
  servers.push(server)
  const web: WebMock = await createWebMock({ ...options, ...more, onBug })
  return {
    overHttp: (path, init) => fetch(`${server.url}${path}`, init),
    inProcess: (path, init) => web.fetch(new Request(`${web.url}${path}`, init)),
    bugs,
  }
}

afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
})

/** The operations the Node server alone serves: the inspector's page, the API reference's page and script, the metrics. */
const pageOperations = ['inspector_page', 'docs_page', 'docs_script', 'read_metrics']

describe('the server over HTTP and createWebMock().fetch give the same answers', () => {
  it(`to every row of the corpus (${corpus.length} rows)`, async () => {
    const faces = await pair()
    const mismatches = await replay(corpus, faces.overHttp, faces.inProcess, 'fetch')
    expect(mismatches).toEqual([])
    expect(faces.bugs).toEqual([])
  })

  it(`under an admin token (${adminCorpus.length} rows)`, async () => {
    const faces = await pair({ adminToken: 'secret' })
    const mismatches = await replay(adminCorpus, faces.overHttp, faces.inProcess, 'fetch')
    expect(mismatches).toEqual([])
    expect(faces.bugs).toEqual([])
  })

  it(`to bodies in every content encoding (${encodingCorpus.length} rows)`, async () => {
    const faces = await pair()
    const mismatches = await replay(encodingCorpus, faces.overHttp, faces.inProcess, 'fetch')
    expect(mismatches).toEqual([])
    expect(faces.bugs).toEqual([])
  })

  // Brotli is read by the fetch face where the platform's DecompressionStream reads it (Node 22 and
  // later, recent browsers); on Node 20 it is the one difference, asserted as it is.
  const brotli = decompresses('brotli')
  it(`to brotli bodies where the platform decompresses brotli (here ${brotli ? 'it does' : 'it does not'})`, async () => {
    const faces = await pair()
    if (brotli) {
      expect(await replay(brotliCorpus, faces.overHttp, faces.inProcess, 'fetch')).toEqual([])
    } else {
      const { path, method, headers, body } = brotliCorpus[0]
      const served = await faces.overHttp(path, { method, headers, body })
      const refused = await faces.inProcess(path, { method, headers, body })
      expect([served.status, refused.status]).toEqual([201, 415])
      expect((await refused.json()).detail).toBe('The body is in an unsupported content encoding.')
    }
    expect(faces.bugs).toEqual([])
  })

  it('except the pages, which only the server serves: the fetch face answers them 404', async () => {
    const { overHttp, inProcess } = await pair()
    const pages = [
      ['/__ui', 'text/html; charset=utf-8'],
      ['/__docs', 'text/html; charset=utf-8'],
      ['/__docs/redoc.js', 'text/javascript; charset=utf-8'],
    ] as const
    for (const [path, type] of pages) {
      const served = await overHttp(path, {})
      expect([path, served.status, served.headers.get('content-type')]).toEqual([path, 200, type])
      expect((await served.text()).length).toBeGreaterThan(1000)
      const refused = await inProcess(path, {})
      expect([path, refused.status, refused.headers.get('content-type')]).toEqual([
        path,
        404,
        'application/problem+json; charset=utf-8',
      ])
      expect(await refused.json()).toEqual({
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        code: 'not_found',
        detail: 'No such page: the inspector and the API reference are served by the Node server.',
        errors: [],
      })
    }
  })
})

describe('the corpus', () => {
  it('calls every operation of the served OpenAPI document but the pages, and each once with success', async () => {
    const { overHttp } = await pair()
    const document = (await (await overHttp('/__openapi.json', {})).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>
    }
    const operations = Object.entries(document.paths).flatMap(([template, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        operation.operationId === undefined ? [] : [{ id: operation.operationId, method, template }],
      ),
    )
    expect(pageOperations.filter((id) => !operations.some((operation) => operation.id === id))).toEqual([])

    // A row hits an operation by its method (HEAD as GET) and its path without the query and the
    // tenant prefix, matched to the template as the engine matches: any case, one trailing slash.
    const statuses = new Map<string, number[]>()
    for (const row of [...corpus, ...adminCorpus, ...encodingCorpus]) {
      const path = row.path
        .split('?')[0]
        .replace(/^\/t\/[^/]*/, '')
        .replace(/\{\w+\}/g, 'x')
      const method = row.method === 'HEAD' ? 'get' : row.method.toLowerCase()
      const hit = operations.find(
        (operation) => operation.method === method && templatePattern(operation.template).test(path),
      )
      if (hit !== undefined) statuses.set(hit.id, [...(statuses.get(hit.id) ?? []), row.status])
    }
    const served = operations.map((operation) => operation.id).filter((id) => !pageOperations.includes(id))
    expect(served.filter((id) => !statuses.has(id))).toEqual([])
    expect(served.filter((id) => !statuses.get(id)?.some((status) => status < 300))).toEqual([])
  })
})

function templatePattern(template: string): RegExp {
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}/?$`, 'i')
}
