import { parseQuery } from '../core/bodies.js'
import type { Problem } from '../core/errors.js'
import { explainOne, type ReasonContext, type Why } from '../core/reasons.js'
import { defaultTenant } from '../core/tenants.js'
import { type Kept, pageWire, type ViewPage, viewWire } from '../core/wire.js'
import type { TenantContext } from './context.js'

/**
 * A request as the engine takes it: what any transport can give, with nothing of the transport.
 * Node's server passes its request's own fields; the fetch face reads a `Request` into one.
 */
export interface EngineRequest {
  /** Upper case, as sent. */
  method: string
  /** The request target as sent: path and query (`/t/qa/v1/messages?limit=2`). */
  url: string
  /** Header values by lower-case name (Node's `req.headers` as it is). */
  headers: Readonly<Record<string, string | string[] | undefined>>
  /** The body's bytes as the host read them; none or empty when there was no body. */
  body?: Uint8Array
  /**
   * Why the host could not read the body (over its limit, an encoding it cannot decode): raised
   * when a handler asks for the body, so that the token check still comes first.
   */
  bodyProblem?: Problem
}

/** An answer as the engine gives it, for the host to write. */
export interface EngineAnswer {
  status: number
  headers: Readonly<Record<string, string>>
  /**
   * The body: a text (sent as UTF-8); with `latin1`, the UTF-8 bytes of the store's views, one to
   * a character (src/engine/core/wire.ts); pieces of text as they are made (a large export, whose
   * reader takes turns with other requests); or none.
   */
  body: string | AsyncIterable<string> | null
  latin1: boolean
  /**
   * What the host answers itself, by the name the engine gives it: a page (the inspector, the API
   * reference) or a document the host makes (the metrics). A host that has none answers a problem.
   */
  page?: string
  /**
   * The operationId of the OpenAPI document the request was routed to (also behind a refusal of
   * its token, a fault or a 507), for the host's metrics; none for a path or method of no operation.
   */
  operation?: string
  /** For the host's request log: the path without its tenant prefix, the caller a token named, the tenant (by name, as asked for). */
  path: string
  caller: string | null
  tenant: string
  /** A problem's reason, as a sentence, written only when the host's log asks for it. */
  why?: () => string
}

const jsonType = { 'Content-Type': 'application/json; charset=utf-8' } as const

/**
 * One request on its way through the engine: what the steps learn of it (tenant, caller, parsed
 * query and body), and the answer it gets. One class, so every request has the same shape. The
 * routes see its tenant as a TenantContext; the engine, which made it over the Mock, as its Tenant.
 */
export class Exchange<T extends TenantContext = TenantContext> {
  caller: string | null = null
  /** The parsed query, once a handler read it. */
  query: Record<string, unknown> | undefined = undefined
  /** The parsed body, once a handler read it. */
  body: unknown = undefined
  /** The text of the JSON answer as written, or the page or view it was written from (for the journal). */
  kept: Kept | undefined = undefined
  /** The problem the request was answered with, if any. */
  problem: Problem | undefined = undefined
  /** The decisions that made the answer, in order, as data (src/engine/core/reasons.ts). */
  readonly why: Why = []
  /** When the request came (performance.now()), and the tenant's clock then: for the journal. */
  readonly started = performance.now()
  at = 0
  /** The operationId the request was routed to, once the route is found: its answer carries it. */
  operation: string | undefined = undefined
  /** The lease the request gives its tenant (X-Mock-Tenant-Lease): milliseconds, null to take it away, undefined when it gives none. */
  lease: number | null | undefined = undefined
  private made: T | undefined = undefined

  constructor(
    readonly request: EngineRequest,
    /** The method, HEAD read as GET by the routes. */
    readonly method: string,
    /** The target without its `/t/<name>` prefix: path and query. */
    readonly url: string,
    /** The path of `url`. */
    readonly path: string,
    /** The query string of `url` without `?`, or undefined when it has no `?`. */
    readonly search: string | undefined,
    /** The request's tenant's name: read without making the tenant. */
    readonly tenantName: string,
    /** Whether the tenant was named by a `/t/<name>` prefix. */
    readonly tenantByPath: boolean,
    private readonly tenants: { tenant(name: string): T; readonly tenantsVersion: number },
  ) {}

  /** A request header's value (the first of several). */
  header(name: string): string | undefined {
    const value = this.request.headers[name]
    return typeof value === 'string' ? value : value?.[0]
  }

  /** The query string parsed (kept for the journal); a query over the limits is a 400. */
  parsedQuery(): Record<string, unknown> {
    this.query ??= parseQuery(this.search ?? '')
    return this.query
  }

  /**
   * The request's tenant, created on first use (so a 404 outside /v1 and /__ creates none); its
   * last use is this request's first ask, which renews its lease (or gives it the one asked for).
   */
  tenant(): T {
    if (this.made === undefined) {
      const version = this.tenants.tenantsVersion
      this.made = this.tenants.tenant(this.tenantName)
      this.made.lastUsedAt = Date.now()
      // `default` never ends: a lease would say otherwise.
      if (this.lease !== undefined && this.tenantName !== defaultTenant) this.made.setLease(this.lease)
      if (this.tenants.tenantsVersion !== version)
        this.why.push({ code: 'tenant.created', tenant: this.tenantName, fixture: this.made.origin.fixture })
    }
    return this.made
  }

  /** The tenant this request acted on, if it asked for one. */
  get actedOn(): T | undefined {
    return this.made
  }

  /** The caller a token named; only asked for behind the token check. */
  authenticated(): string {
    return this.caller as string
  }

  /** A JSON answer. */
  json(status: number, body: unknown): EngineAnswer {
    const text = JSON.stringify(body)
    this.kept = text
    return this.answer(status, jsonType, text, false)
  }

  /**
   * A page of views. The journal keeps the page, not its text: its views and their texts are kept
   * by the store anyway, so a thousand journaled pages hold a few references each instead of a
   * string of every answer (which made the garbage collector copy each one as it aged).
   */
  page(status: number, page: ViewPage): EngineAnswer {
    this.kept = page
    return this.answer(status, jsonType, pageWire(page), true)
  }

  /** A view of a record (a retrieve's, kept by the store; a write's, made for it), from its wire text. */
  view(status: number, view: object): EngineAnswer {
    this.kept = { view }
    return this.answer(status, jsonType, viewWire(view), true)
  }

  /** A text of another media type (Markdown, say). */
  text(status: number, contentType: string, text: string): EngineAnswer {
    return this.answer(status, { 'Content-Type': contentType }, text, false)
  }

  /** JSON made as it is read, in pieces: the host writes each as it comes, taking turns with other requests. */
  stream(pieces: AsyncIterable<string> | null): EngineAnswer {
    return this.answer(200, jsonType, pieces, false)
  }

  /** A page or a document the host answers itself (its own headers, its own body). */
  hostPage(id: string): EngineAnswer {
    return { ...this.answer(200, {}, null, false), page: id }
  }

  /** A problem, in the shape of CONTRACT section 6. */
  problemAnswer(problem: Problem): EngineAnswer {
    this.problem = problem
    if (problem.why !== undefined) this.why.push(problem.why)
    const text = JSON.stringify(problem)
    this.kept = text
    const headers: Record<string, string> = { ...problem.headers }
    headers['Content-Type'] = 'application/problem+json; charset=utf-8'
    const answer = this.answer(problem.status, headers, text, false)
    const last = this.why.at(-1)
    if (last !== undefined) answer.why = () => explainOne(last, this.context()).message
    return answer
  }

  /** The request as the reasons' sentences read it (src/engine/core/reasons.ts), as the journal would hold it. */
  context(): ReasonContext {
    const { request } = this
    return {
      method: request.method,
      path: this.path,
      caller: this.caller,
      authorization: this.header('authorization'),
      contentType: this.header('content-type'),
      rawBytes: request.body?.length ?? 0,
      query: this.query,
      body: this.body,
      problem: this.problem,
      tenant: this.tenantName,
      answer: this.kept,
    }
  }

  private answer(
    status: number,
    headers: Readonly<Record<string, string>>,
    body: EngineAnswer['body'],
    latin1: boolean,
  ): EngineAnswer {
    const { path, caller, tenantName: tenant, operation } = this
    return { status, headers, body, latin1, path, caller, tenant, operation }
  }
}
