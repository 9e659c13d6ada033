import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { appFor } from '../../src/app.js'
import type { ResponseName } from '../../src/engine/core/validation.js'
import { defaultTenant, Mock } from '../../src/engine/mock.js'
import { buildOpenApi } from '../../src/engine/openapi.js'
import type { MockOptions } from '../../src/engine/options.js'
import { exportState } from '../../src/engine/store/export.js'
import { groupView } from '../../src/engine/store/groups.js'
import { messageView } from '../../src/engine/store/messages.js'
import type { State } from '../../src/engine/store/state.js'
import type { World } from '../../src/engine/store/world.js'
import { serverFor } from '../../src/http/listen.js'
import { type FuzzRequest, formEncode, fuzzCase, type IdKind } from './fuzz-requests.js'
import { jsonOf, type RawResponse, send } from './http.js'
import { prototypeSnapshot, stateViolations } from './invariants.js'
import { OpenApiJudge } from './openapi-judge.js'

/** What broke after a request, with the requests that led there (placeholders resolved). */
export class FuzzFailure extends Error {
  constructor(
    readonly reason: string,
    readonly transcript: string,
  ) {
    super(`${reason}\n\n${transcript}`)
  }
}

interface Sent {
  request: FuzzRequest
  response: RawResponse
}

/**
 * One mock behind one HTTP server, and the property the fuzzer checks: a case (a list of
 * requests) is sent in order against the fixture's state, and after every request nothing
 * answered 5xx, every body conforms to its schema, the store's invariants hold and
 * Object.prototype is untouched. Between cases the state goes back to the fixture's, which
 * costs nothing (a fresh overlay over the same frozen world).
 */
export class FuzzTarget {
  requestsSent = 0
  casesRun = 0
  private readonly baseline: World
  private readonly prototype = prototypeSnapshot()
  /** The served document, as a validating proxy holds every answer to it. */
  readonly openapi: OpenApiJudge

  private constructor(
    readonly mock: Mock,
    private readonly server: Server,
    private readonly port: number,
    fixtures: unknown,
  ) {
    this.baseline = mock.buildWorld(fixtures, 'fixtures')
    this.openapi = new OpenApiJudge(buildOpenApi(mock.validators) as never)
  }

  /** `options` are the mock's (update mode, timestamp unit, auth mode): the property holds under each. */
  static async start(fixtures: unknown, seed: number, options: MockOptions = {}): Promise<FuzzTarget> {
    // A bug (an unexpected error) is already a 500, which the property reports; stderr stays quiet.
    const mock = new Mock({ ...options, fixtures, seed, onBug: () => {} })
    const server = serverFor(appFor(mock))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return new FuzzTarget(mock, server, (server.address() as AddressInfo).port, fixtures)
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve())
      this.server.closeAllConnections()
    })
  }

  /** The property: fast-check calls this with each case, and shrinks the ones that throw. */
  property(maxLength = 12) {
    return fc.asyncProperty(fuzzCase(maxLength), (requests) => this.runCase(requests))
  }

  async runCase(requests: FuzzRequest[]): Promise<void> {
    this.casesRun++
    this.resetAll()
    const ids = this.fixtureIds()
    const sent: Sent[] = []
    for (const template of requests) {
      const request = resolve(template, ids)
      let response: RawResponse
      try {
        response = await send({ port: this.port }, request)
      } catch (error) {
        sent.push({ request, response: { status: 0, headers: {}, text: String(error) } })
        throw new FuzzFailure(`network error: ${(error as Error).message}`, transcript(sent))
      }
      this.requestsSent++
      sent.push({ request, response })
      const reason = this.judge(request, response)
      if (reason !== null) throw new FuzzFailure(reason, transcript(sent))
      collectIds(jsonOf(response), ids)
    }
  }

  /** Every tenant back to the fixture: default reloaded and reset, the others dropped. */
  private resetAll(): void {
    for (const tenant of this.mock.allTenants()) if (tenant.name !== defaultTenant) this.mock.dropTenant(tenant.name)
    const tenant = this.mock.tenant(defaultTenant)
    tenant.load(this.baseline, tenant.origin.fixture)
    tenant.reset()
  }

  private fixtureIds(): Record<IdKind, string[]> {
    const { world } = this.mock.tenant(defaultTenant).state
    return {
      msg: [...world.messages.keys()],
      grp: [...world.groups.keys()],
      conv: [...world.conversations.keys()],
    }
  }

  /** Null when the answer is right; otherwise what is wrong with it. */
  private judge(request: FuzzRequest, response: RawResponse): string | null {
    const { status } = response
    if (status >= 500) return `answered ${status}: ${response.text.slice(0, 300)}`
    const body = request.method === 'HEAD' || response.text === '' ? undefined : jsonOf(response)
    const type = response.headers['content-type']
    if (status >= 400) {
      if (type !== 'application/problem+json; charset=utf-8') return `an error of type ${type}`
      if (request.method !== 'HEAD') {
        const failures = this.mock.validators.responseFailures('problem', body)
        if (failures.length > 0) return `the error body breaks problem.schema.json: ${describe(failures)}`
        if ((body as { status: number }).status !== status) return `the problem says status ${status}`
      }
    } else if (status >= 300 || status < 200) return `answered ${status}`
    else if (response.text !== '' || request.method === 'HEAD') {
      // The inspector, the API reference and its script are pages, the metrics are Prometheus's text,
      // and the coverage is Markdown when asked (the document says which type each takes); every
      // other success is JSON.
      const page =
        /^(\/t\/[^/?]*)?\/(__ui\/?|__docs\/?|__docs\/redoc\.js|__metrics\/?)(\?|$)/i.test(request.path) ||
        (/^(\/t\/[^/?]*)?\/__coverage\/?\?/i.test(request.path) && type === 'text/markdown; charset=utf-8')
      if (!page && type !== 'application/json; charset=utf-8') return `a success of type ${type}`
      if (!page && body === undefined && request.method !== 'HEAD') return 'a success whose body is not JSON'
    }
    const contentType = typeof type === 'string' ? type : undefined
    const undocumented = this.openapi.judge({ ...request, status, contentType, text: response.text })
    if (undocumented !== null) return undocumented
    const problem = status < 300 ? this.checkSuccess(request, status, body) : this.checkWhy(request, status)
    if (problem !== null) return problem
    if (prototypeSnapshot() !== this.prototype) return 'Object.prototype changed'
    for (const tenant of this.mock.allTenants()) {
      const broken = [...stateViolations(tenant.state), ...this.exportViolations(tenant.state)]
      if (broken.length > 0) return `store invariants broken in tenant ${tenant.name}:\n  ${broken.join('\n  ')}`
    }
    return null
  }

  /**
   * A refused /v1 request says why in the journal (issue 48): its last reason is one that refuses,
   * never a decision made on its way there (the tenant, the caller, the route).
   */
  private checkWhy(request: FuzzRequest, status: number): string | null {
    // A prefix that does not decode names no tenant: refused before one is chosen, as a bad name or
    // too many tenants are, and none of those is journaled.
    let tenant: string | null
    try {
      tenant = route(request.path, request.headers['X-Mock-Tenant']).tenant
    } catch {
      return null
    }
    if (tenant === null || status === 429 || !this.mock.hasTenant(tenant)) return null
    const [entry] = this.mock.tenant(tenant).journal.entries({ limit: 1 })
    if (entry === undefined || entry.status !== status) return null
    const last = entry.why.at(-1)?.code
    return last !== undefined && refusing.test(last)
      ? null
      : `a ${status} whose last reason is ${last}, which refuses nothing`
  }

  /** The state exports as a fixture document that is valid and loads back (GET /__state, CONTRACT section 7). */
  private exportViolations(state: State): string[] {
    const doc = exportState(state)
    const failures = this.mock.validators.failures('fixture', doc)
    if (failures.length > 0) return [`the state does not export as a valid fixture: ${describe(failures)}`]
    try {
      this.mock.buildWorld(doc, 'export')
    } catch (error) {
      return [`the exported state does not load back: ${(error as Error).message}`]
    }
    return []
  }

  /** A /v1 success: its schema, and agreement with the store as it now stands. */
  private checkSuccess(request: FuzzRequest, status: number, body: unknown): string | null {
    const target = route(request.path, request.headers['X-Mock-Tenant'])
    if (target.tenant === null) return null
    const expected = expectedSchema(request.method, status, target)
    if (expected === 'unexpected') return `a /v1 success (${status}) where none is expected`
    if (expected === null || body === undefined) return null
    const failures = this.mock.validators.responseFailures(expected, body)
    if (failures.length > 0) return `the body breaks ${expected}: ${describe(failures)}`
    const state = this.mock.tenant(target.tenant).state
    // The stored record as the API shows it, whoever may see it now (a member may have just left).
    const retrieve = (id: string) => {
      const message = target.collection === 'messages' ? state.messages.get(id) : undefined
      const group = target.collection === 'groups' ? state.groups.get(id) : undefined
      return message ? messageView(state, message) : group ? groupView(state, group) : 'not stored'
    }
    const items =
      expected === 'messagePage' || expected === 'groupPage' ? (body as { data: { id: string }[] }).data : []
    if (expected === 'message' || expected === 'group') items.push(body as { id: string })
    for (const item of items) {
      if (!isDeepStrictEqual(item, retrieve(item.id))) return `${item.id} as answered differs from the store now`
    }
    if (expected === 'deleted') {
      const { id } = body as { id: string }
      const gone = target.collection === 'messages' ? state.messages.get(id) : state.groups.get(id)
      if (gone !== undefined) return `${id} was answered deleted but is still stored`
    }
    return null
  }
}

/** Puts the real ids in for the placeholders: `$msg:7` is the 8th message id seen (modulo how many). */
function resolve(template: FuzzRequest, ids: Record<IdKind, string[]>): FuzzRequest {
  const fill = (s: string) =>
    s.replace(/\$(msg|grp|conv):(\d+)/g, (_all, kind: IdKind, n: string) => {
      const pool = ids[kind]
      return pool.length === 0 ? `${kind}_none` : pool[Number(n) % pool.length]
    })
  const headers = Object.fromEntries(Object.entries(template.headers).map(([k, v]) => [k, fill(v)]))
  // Node's HTTP parser takes only printable ASCII in a request target: anything else goes percent-encoded.
  const path = fill(template.path).replace(/[^\u0021-\u007e]+/gu, formEncode)
  return { ...template, path, headers, body: template.body === undefined ? undefined : fill(template.body) }
}

/** Remembers the ids an answer mentions, so that later requests of the case can name them. */
function collectIds(value: unknown, ids: Record<IdKind, string[]>): void {
  if (typeof value === 'string') {
    const match = /^(msg|grp|conv)_[A-Za-z0-9_]+$/.exec(value)
    if (match && !ids[match[1] as IdKind].includes(value)) ids[match[1] as IdKind].push(value)
  } else if (Array.isArray(value)) for (const v of value) collectIds(v, ids)
  else if (typeof value === 'object' && value !== null) for (const v of Object.values(value)) collectIds(v, ids)
}

interface Route {
  /** The tenant a /v1 request acts in; null for anything outside /v1. */
  tenant: string | null
  collection?: 'messages' | 'groups'
  item: boolean
}

/**
 * Where a request lands, read as Express routes it (case-insensitive, a trailing slash allowed),
 * and in which tenant. The runner only asks this of a request that succeeded.
 */
function route(pathAndQuery: string, tenantHeader: string | undefined): Route {
  let path = pathAndQuery.split('?')[0]
  let tenant = tenantHeader ?? defaultTenant
  const prefixed = /^\/t\/([^/]*)/.exec(path)
  if (prefixed) {
    tenant = decodeURIComponent(prefixed[1])
    path = path.slice(prefixed[0].length) || '/'
  }
  const match = /^\/v1\/(messages|groups)(\/[^/]+)?\/?$/i.exec(path)
  if (!/^\/v1(\/|$)/i.test(path)) return { tenant: null, item: false }
  if (!match) return { tenant, item: false }
  return { tenant, collection: match[1].toLowerCase() as 'messages' | 'groups', item: match[2] !== undefined }
}

/** The reasons that can decide a refusal (docs/reasons.md): the rest are decisions on the way. */
const refusing =
  /^(auth\.|caller\.(expired|unknown|none)|fault\.answered|route\.(unknown|method|escape)|body\.(unsupported|unparsable|not_object|refused_key|too_deep|unread)|input\.|[a-z]+\.(hidden|absent)|message\.attachments_full|contact\.unknown|page\.cursor_refused|storage\.refused|internal\.bug)/

/** The schema a /v1 success must conform to, by method and route. */
function expectedSchema(method: string, status: number, target: Route): ResponseName | null | 'unexpected' {
  if (target.collection === undefined) return 'unexpected'
  const messages = target.collection === 'messages'
  if (!target.item) {
    if ((method === 'GET' || method === 'HEAD') && status === 200) return messages ? 'messagePage' : 'groupPage'
    if (method === 'POST' && status === 201) return messages ? 'message' : 'group'
    return 'unexpected'
  }
  if ((method === 'GET' || method === 'HEAD' || method === 'PUT') && status === 200)
    return messages ? 'message' : 'group'
  if (method === 'DELETE' && status === 200) return 'deleted'
  return 'unexpected'
}

function describe(failures: { path: string[]; message: string }[]): string {
  return failures
    .slice(0, 5)
    .map((f) => `${f.path.join('.') || 'body'} ${f.message}`)
    .join('; ')
}

/** A string for people: escapes shown, and a run of one character written once with its count. */
export function readable(s: string, max = 400, quoted = true): string {
  const escaped = JSON.stringify(s).slice(1, -1)
  const shown = escaped.replace(/(.)\1{15,}/gsu, (run: string, c: string) => `${c}«×${[...run].length}»`)
  const cut = shown.length > max ? `${shown.slice(0, max)}…` : shown
  const text = quoted ? `"${cut}"` : cut
  return shown.length > max ? `${text} (${Buffer.byteLength(s)} bytes)` : text
}

/** The requests of a case as a person replays them, each with the status it got. */
export function transcript(sent: readonly Sent[]): string {
  return sent
    .map(({ request, response }, i) => {
      const lines = [`#${i + 1} ${request.method} ${readable(request.path, 300, false)}`]
      for (const [name, value] of Object.entries(request.headers)) lines.push(`   ${name}: ${readable(value, 200)}`)
      if (request.body !== undefined) lines.push(`   body: ${readable(request.body)}`)
      lines.push(`   => ${response.status} ${readable(response.text, 300)}`)
      return lines.join('\n')
    })
    .join('\n')
}

export interface FuzzOptions {
  runs: number
  seed: number
  /** fast-check's path of a failure, with its seed: replays that case directly. */
  path?: string
  /** Requests per case at most. */
  maxLength?: number
}

export interface FuzzResult {
  cases: number
  requests: number
  seconds: number
  /** The shrunk failing case, printed to be replayed; null when every case passed. */
  failure: string | null
}

/** Runs the property for `runs` cases from `seed`; a failure comes back shrunk and readable. */
export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<FuzzResult> {
  const started = performance.now()
  const before = { cases: target.casesRun, requests: target.requestsSent }
  const details = await fc.check(target.property(options.maxLength), {
    numRuns: options.runs,
    seed: options.seed,
    path: options.path,
  })
  const result = {
    cases: target.casesRun - before.cases,
    requests: target.requestsSent - before.requests,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  }
  if (!details.failed) return { ...result, failure: null }
  const error = details.errorInstance
  const what = error instanceof FuzzFailure ? error.message : String(error)
  const failure = [
    `Fuzz case failed after ${details.numRuns} cases (${details.numShrinks} shrinks): ${what}`,
    '',
    `Replay this case: npm run fuzz -- --seed ${details.seed} --path "${details.counterexamplePath}"`,
    `(the requests above, sent in order to a fresh mock over test/fixtures/small.json with seed ${fuzzMockSeed}, fail the same way)`,
  ].join('\n')
  return { ...result, failure }
}

/** The id seed of the fuzzed mock: with it, the ids in a printed case are the ids a replay gets. */
export const fuzzMockSeed = 1
