import { internal, invalidParameter, notFound, Problem } from './core/errors.js'
import { type ReasonData, standing } from './core/reasons.js'
import { defaultTenant, tenantName } from './core/tenants.js'
import type { Mock } from './mock.js'
import { baggageTenant } from './request/baggage.js'
import { type Cors, corsOf } from './request/cors.js'
import { type EngineAnswer, type EngineRequest, Exchange } from './request/exchange.js'
import { leaseOf } from './request/lease.js'
import { isControlPath, isV1Path } from './request/paths.js'
import { recordOf } from './request/record.js'
import { actsOnTenant, controlPlaneRoute } from './routes/control-plane.js'
import { v1Route } from './routes/v1.js'
import type { Turn } from './store/browse.js'
import type { Tenant } from './tenant.js'

const prefix = /^\/t\/([^/?]*)(?=[/?]|$)/

/** What a host gives the engine: what the engine cannot know of the platform it runs on. */
export interface EngineHost {
  /** A turn of the host's event loop, for the long walks of the store (a search, an export). */
  turn: Turn
  /** Check every answer against its schema (default: the `selfCheck` option, off unless given). */
  selfCheck?: boolean
}

/**
 * The mock as a function from a request to an answer, with no transport: the tenant by `/t/`
 * prefix, header or baggage, then /v1 (token, faults, the resource table) or the control plane
 * (admin token, its table), every refusal a problem document, and each /v1 request journaled with
 * its answer. A host (Node's server, the fetch face) turns its requests into `EngineRequest`s and
 * writes the answers.
 */
export class Engine {
  private readonly v1: ReturnType<typeof v1Route>
  private readonly control: ReturnType<typeof controlPlaneRoute>
  private readonly selfCheck: boolean

  constructor(
    readonly mock: Mock,
    host: EngineHost,
  ) {
    this.selfCheck = host.selfCheck ?? mock.options.selfCheck ?? false
    this.v1 = v1Route(mock, this.selfCheck)
    this.control = controlPlaneRoute(mock, host.turn)
  }

  /** Answers one request. Never throws: anything that goes wrong is an answer (a bare 500 for a bug). */
  handle(request: EngineRequest): EngineAnswer | Promise<EngineAnswer> {
    const exchange = this.exchangeOf(request)
    const cors = corsOf(request, this.mock.options.corsOrigins)
    if (cors === undefined) return this.answer(exchange)
    // A preflight ends here: no token, no tenant, no journal.
    if (cors.preflight) return preflightAnswer(exchange, cors)
    const answer = this.answer(exchange)
    return answer instanceof Promise ? answer.then((done) => withCors(done, cors)) : withCors(answer, cors)
  }

  /**
   * The tenant a request acts on, read without making it: what a host that runs each tenant apart,
   * in a mock of its own (a Durable Object each), routes by. Undefined for what this engine answers
   * without a tenant: a CORS preflight, a refusal of the tenant's name, a path of neither /v1 nor
   * the control plane, and the control plane's paths that act on none of their own (health, the
   * document, the pages, the tenants' list and drop, a coverage of `tenants=`, unknown paths),
   * and a lease it refuses (X-Mock-Tenant-Lease), which reaches no tenant either.
   */
  tenantOf(request: EngineRequest): string | undefined {
    if (corsOf(request, this.mock.options.corsOrigins)?.preflight) return undefined
    const exchange = this.exchangeOf(request)
    if (tenantProblem(exchange) !== undefined || !validLease(request)) return undefined
    if (isV1Path(exchange.path)) return exchange.tenantName
    return isControlPath(exchange.path) && actsOnTenant(exchange) ? exchange.tenantName : undefined
  }

  private answer(exchange: Exchange<Tenant>): EngineAnswer | Promise<EngineAnswer> {
    // A request that names no valid tenant reaches no tenant: not even its journal.
    const invalid = tenantProblem(exchange)
    if (invalid !== undefined) return this.refused(exchange, invalid)
    try {
      exchange.lease = leaseOf(exchange.request.headers)
    } catch (error) {
      return this.refused(exchange, error)
    }
    let answer: EngineAnswer | Promise<EngineAnswer>
    try {
      answer = this.route(exchange)
    } catch (error) {
      return this.finish(exchange, this.refused(exchange, error))
    }
    if (answer instanceof Promise)
      return answer.then(
        (done) => this.finish(exchange, done),
        (error: unknown) => this.finish(exchange, this.refused(exchange, error)),
      )
    return this.finish(exchange, answer)
  }

  /**
   * The request's tenant, from a `/t/<name>` path prefix (stripped, so the routes see the plain
   * path), else `X-Mock-Tenant`, else the `mock-tenant` member of `baggage`, else `default`.
   * Baggage is ambient (propagated through every hop), so it is read only when neither of the
   * others names the tenant: then it is not even parsed, and never refused.
   */
  private exchangeOf(request: EngineRequest): Exchange<Tenant> {
    const header = request.headers['x-mock-tenant']
    let url = request.url
    const match = prefix.exec(url)
    // Tenant names need no percent-decoding: anything encoded is not a valid name anyway.
    const fromPath = match ? match[1] : undefined
    if (match) {
      const rest = url.slice(match[0].length)
      url = rest.startsWith('/') ? rest : `/${rest}`
    }
    const mark = url.indexOf('?')
    const fromHeader = typeof header === 'string' ? header : undefined
    const fromBaggage =
      fromPath === undefined && fromHeader === undefined ? baggageTenant(request.headers.baggage) : undefined
    const exchange = new Exchange(
      request,
      request.method === 'HEAD' ? 'GET' : request.method,
      url,
      mark === -1 ? url : url.slice(0, mark),
      mark === -1 ? undefined : url.slice(mark + 1),
      fromPath ?? fromHeader ?? fromBaggage ?? defaultTenant,
      fromPath !== undefined,
      this.mock,
    )
    exchange.why.push(
      fromPath !== undefined
        ? byPath
        : fromHeader !== undefined
          ? byHeader
          : fromBaggage !== undefined
            ? byBaggage
            : defaultTenantReason(request.headers),
    )
    return exchange
  }

  /** /v1 or the control plane by the path's first segment; any other path is the 404 of an unknown route. */
  private route(exchange: Exchange): EngineAnswer | Promise<EngineAnswer> {
    const { path } = exchange
    if (isV1Path(path)) {
      exchange.at = clockOf(exchange)
      return this.v1(exchange)
    }
    if (isControlPath(path)) return this.control(exchange)
    throw notFound('route')
  }

  /**
   * The answer of anything a step threw. Anything that is not a Problem is a bug: a bare 500
   * that never carries a stack, and the bug goes to `onBug`. With self-check, a problem that
   * drifted from its schema is a 500 naming the drift.
   */
  private refused(exchange: Exchange, error: unknown): EngineAnswer {
    let problem: Problem
    if (error instanceof Problem) problem = error
    // A path segment that does not percent-decode (GET /v1/messages/%E0%A4%A).
    else if (error instanceof URIError)
      problem = invalidParameter('path', 'is not valid percent-encoding').because({ code: 'route.escape' })
    else {
      problem = internal().because({
        code: 'internal.bug',
        error: error instanceof Error ? error.message : String(error),
      })
      this.mock.options.onBug(error)
    }
    if (this.selfCheck) {
      const failures = this.mock.validators.responseFailures('problem', problem.toJSON())
      if (failures.length > 0) {
        const drift = `The problem drifted from its schema: ${failures.map((f) => `${f.path.join('.')} ${f.message}`).join('; ')}`
        problem = internal(drift).because({ code: 'internal.bug', error: drift })
      }
    }
    return exchange.problemAnswer(problem)
  }

  /**
   * Journals a /v1 request with its answer (CONTRACT section 7), then hands the answer back. Where
   * the tenants are kept, what the request changed is kept first, with its journal entry: a change
   * that cannot be kept is put back and answered with the problem that says so.
   */
  private finish(exchange: Exchange<Tenant>, answer: EngineAnswer): EngineAnswer | Promise<EngineAnswer> {
    const { keeper } = this.mock
    if (exchange.problem !== undefined) this.count(exchange.problem)
    const journaled = isV1Path(exchange.path) && exchange.problem?.code !== 'too_many_tenants'
    const tenant = journaled ? safely(() => exchange.tenant()) : exchange.actedOn
    if (journaled && tenant !== undefined) {
      const recorded = recordOf(exchange, answer, tenant)
      tenant.journal.record(recorded)
      if (keeper === undefined) return answer
      return this.kept(exchange, answer, () => keeper.commit(tenant, { tenant, recorded }), tenant)
    }
    if (keeper === undefined) return answer
    return this.kept(exchange, answer, () => keeper.commit(tenant))
  }

  /** Counts a request refused for want of room (a tenant's place, memory), once, however often it asked. */
  private count(problem: Problem): void {
    if (problem.code === 'too_many_tenants') this.mock.stats.tenantsRefused++
    else if (problem.why?.code === 'storage.memory') this.mock.stats.memoryRefused++
  }

  /** The answer once `keep` kept what it acknowledges, or the problem of what could not be (journaled in its place). */
  private kept(
    exchange: Exchange,
    answer: EngineAnswer,
    keep: () => void | Promise<void>,
    journaled?: Tenant,
  ): EngineAnswer | Promise<EngineAnswer> {
    const refused = (error: unknown) => {
      exchange.why.push(storageRefused)
      const problem = this.refused(exchange, error)
      if (journaled !== undefined) journaled.journal.replaceLast(recordOf(exchange, problem, journaled))
      return problem
    }
    let kept: void | Promise<void>
    try {
      kept = keep()
    } catch (error) {
      return refused(error)
    }
    return kept instanceof Promise ? kept.then(() => answer, refused) : answer
  }
}

const storageRefused = standing({ code: 'storage.refused' })
const noTenantNamed = standing({ code: 'tenant.default', near: null })
// The tenant's name is its journal's: the journal fills it in.
const byPath = standing({ code: 'tenant.path' })
const byHeader = standing({ code: 'tenant.header' })
const byBaggage = standing({ code: 'tenant.baggage' })

/**
 * The reason of a request that named no tenant: a header with `tenant` in its name (Node gives
 * them lower-cased) is named, since a misspelt X-Mock-Tenant sends a suite's writes to `default`.
 */
function defaultTenantReason(headers: EngineRequest['headers']): ReasonData {
  for (const name in headers) if (name.includes('tenant')) return { code: 'tenant.default', near: name }
  return noTenantNamed
}

/** Whether the request's lease, if it gives one, is one `leaseOf` takes. */
function validLease(request: EngineRequest): boolean {
  try {
    leaseOf(request.headers)
    return true
  } catch {
    return false
  }
}

/** An answer with the CORS headers of its request, ahead of its own. */
function withCors(answer: EngineAnswer, cors: Cors): EngineAnswer {
  return { ...answer, headers: { ...cors.headers, ...answer.headers } }
}

/** The answer to a CORS preflight: 204 and the CORS headers. */
function preflightAnswer(exchange: Exchange, cors: Cors): EngineAnswer {
  const headers = { ...cors.headers, 'Content-Length': '0' }
  return {
    status: 204,
    headers,
    body: null,
    latin1: false,
    path: exchange.path,
    caller: null,
    tenant: exchange.tenantName,
  }
}

/** What is wrong with the tenant a request names, if anything; a prefix and a header must agree. */
function tenantProblem(exchange: Exchange): Problem | undefined {
  const header = exchange.request.headers['x-mock-tenant']
  const fromHeader = typeof header === 'string' ? header : undefined
  const fromPath = exchange.tenantByPath ? exchange.tenantName : undefined
  if (fromHeader !== undefined && !tenantName.test(fromHeader))
    return invalidParameter('X-Mock-Tenant', 'must be 1 to 64 of A-Z a-z 0-9 . _ -')
  if (fromPath !== undefined && !tenantName.test(fromPath))
    return invalidParameter('tenant', 'in /t/<name> must be 1 to 64 of A-Z a-z 0-9 . _ -')
  if (fromPath !== undefined && fromHeader !== undefined && fromPath !== fromHeader)
    return invalidParameter('X-Mock-Tenant', `names ${fromHeader} but the path names ${fromPath}`)
  // Named by neither, the name is baggage's (`default` when it names none, which is valid).
  if (fromPath === undefined && fromHeader === undefined && !tenantName.test(exchange.tenantName))
    return invalidParameter('baggage', 'mock-tenant must be 1 to 64 of A-Z a-z 0-9 . _ -')
  return undefined
}

/** The tenant's clock when the request came, or 0 when it has no tenant (too many tenants). */
function clockOf(exchange: Exchange): number {
  return safely(() => exchange.tenant().clock.now()) ?? 0
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read()
  } catch {
    return undefined
  }
}
