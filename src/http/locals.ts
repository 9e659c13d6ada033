import type { Response } from 'express'
import type { Problem } from '../errors.js'
import type { State } from '../store/state.js'
import type { Tenant } from '../tenant.js'
import type { ViewPage } from './respond.js'

/** What the middleware learns about a request, kept on `res.locals` for the handlers. */
export interface Locals {
  /** The request's tenant, created on first use (so a 404 outside /v1 and /__ creates none). */
  tenant: () => Tenant
  /** The request's tenant's name, for the log: read without making the tenant. */
  tenantName: string
  caller: string | null
  /** The parsed query, once a handler read it. */
  query?: Record<string, unknown>
  /** The parsed body, once a handler read it. */
  body?: unknown
  /** Why the body could not be read, raised when a handler asks for it. */
  bodyError?: unknown
  /** The text of the JSON answer as written, or the page it was written from (for the journal). */
  answer?: string | ViewPage
  /** The problem the request was answered with, if any. */
  problem?: Problem
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
