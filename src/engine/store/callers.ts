import { tokenExpired, unauthorized } from '../core/errors.js'
import { nearest } from '../core/nearest.js'
import { standing, type Why } from '../core/reasons.js'
import type { State } from './state.js'

export type AuthMode = 'any' | 'strict'

/**
 * The contact a bearer token acts as. A fixture's token is its contact until the clock passes its
 * `expires_at`; any other token is the default caller in mode `any` and refused in mode `strict`.
 */
export function callerOf(state: State, token: string, mode: AuthMode, why?: Why): string {
  const known = state.world.tokens.get(token)
  if (known) {
    if (known.expires_at === null) {
      why?.push(lastingToken)
      return known.contact
    }
    const now = state.clock.now()
    const frozen = state.clock.frozen
    const { contact, expires_at } = known
    if (now > expires_at)
      throw tokenExpired().because({ code: 'caller.expired', token, caller: contact, expires_at, now, frozen })
    why?.push({ code: 'caller.token', expires_at, now, frozen })
    return contact
  }
  if (mode === 'strict')
    throw unauthorized('The token is not known to this mock (auth mode strict).').because({
      code: 'caller.unknown',
      token,
      nearest: nearest(token, state.world.tokens.keys()),
    })
  if (state.world.defaultCaller === null)
    throw unauthorized('The world has no contact that a token could act as.').because({ code: 'caller.none', token })
  why?.push(defaultCaller)
  return state.world.defaultCaller
}

// The token and the caller are the journal's already: these reasons say only how one led to the other.
const lastingToken = standing({ code: 'caller.token', expires_at: null, now: null, frozen: false })
const defaultCaller = standing({ code: 'caller.default' })
