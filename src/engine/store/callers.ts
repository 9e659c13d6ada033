import { tokenExpired, unauthorized } from '../core/errors.js'
import type { State } from './state.js'

export type AuthMode = 'any' | 'strict'

/**
 * The contact a bearer token acts as. A fixture's token is its contact until the clock passes its
 * `expires_at`; any other token is the default caller in mode `any` and refused in mode `strict`.
 */
export function callerOf(state: State, token: string, mode: AuthMode): string {
  const known = state.world.tokens.get(token)
  if (known) {
    if (known.expires_at !== null && state.clock.now() > known.expires_at) throw tokenExpired()
    return known.contact
  }
  if (mode === 'strict') throw unauthorized('The token is not known to this mock (auth mode strict).')
  if (state.world.defaultCaller === null) throw unauthorized('The world has no contact that a token could act as.')
  return state.world.defaultCaller
}
