import type { Response } from 'express'
import type { Problem } from '../errors.js'
import type { Mock } from '../mock.js'
import type { State } from '../store/state.js'
import type { Tenant } from '../tenant.js'
import type { Answer } from './respond.js'

/**
 * What the middleware learns about a request, kept on `res.locals` for the handlers. One class, so
 * every request's locals have the same shape (Express's own are a prototype-less object, which V8
 * keeps as a dictionary: each field set on it was a hash-table insert, each read a lookup).
 */
export class Locals {
  caller: string | null = null
  /** The parsed query, once a handler read it. */
  query: Record<string, unknown> | undefined = undefined
  /** The parsed body, once a handler read it. */
  body: unknown = undefined
  /** Why the body could not be read, raised when a handler asks for it. */
  bodyError: unknown = undefined
  /** The text of the JSON answer as written, or the page or view it was written from (for the journal). */
  answer: Answer | undefined = undefined
  /** The problem the request was answered with, if any. */
  problem: Problem | undefined = undefined
  /** When the request came (performance.now()), its path, and the tenant's clock then: for the journal and the log. */
  started = 0
  path = ''
  at = 0
  private made: Tenant | undefined = undefined

  constructor(
    /** The request's tenant's name, for the log: read without making the tenant. */
    readonly tenantName: string,
    private readonly tenants: Pick<Mock, 'tenant'>,
  ) {}

  /**
   * The request's tenant, created on first use (so a 404 outside /v1 and /__ creates none); its
   * last use is this request's first ask.
   */
  tenant(): Tenant {
    if (this.made === undefined) {
      this.made = this.tenants.tenant(this.tenantName)
      this.made.lastUsedAt = Date.now()
    }
    return this.made
  }
}

export function localsOf(res: Response): Locals {
  return res.locals as Locals
}

export function tenantOf(res: Response): Tenant {
  return localsOf(res).tenant()
}

export function stateOf(res: Response): State {
  return localsOf(res).tenant().state
}

/** The authenticated caller's contact id; only called behind `authenticate`. */
export function callerOf(res: Response): string {
  return localsOf(res).caller as string
}
