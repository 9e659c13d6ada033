import type { Response } from 'express'
import type { State } from '../store/state.js'
import type { Tenant } from '../tenant.js'

/** What the middleware learns about a request, kept on `res.locals` for the handlers. */
export interface Locals {
  tenant: Tenant
  caller: string | null
}

export function localsOf(res: Response): Locals {
  return res.locals as Locals
}

export function stateOf(res: Response): State {
  return localsOf(res).tenant.state
}

/** The authenticated caller's contact id; only called behind `authenticate`. */
export function callerOf(res: Response): string {
  return localsOf(res).caller as string
}
