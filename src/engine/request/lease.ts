import { formatDuration, longestDuration, parseDuration } from '../core/durations.js'
import { invalidParameter } from '../core/errors.js'
import type { EngineRequest } from './exchange.js'

/**
 * The lease a request gives its tenant (`X-Mock-Tenant-Lease: 15m`), in milliseconds: the tenant
 * ends once it stands unused that long. `none` takes a lease away; undefined when the request asks
 * nothing. Throws the 400 of a value that is neither, so that nothing is made or changed.
 */
export function leaseOf(headers: EngineRequest['headers']): number | null | undefined {
  const value = headers['x-mock-tenant-lease']
  if (value === undefined) return undefined
  const text = typeof value === 'string' ? value : value.join(',')
  if (text.trim() === 'none') return null
  const ms = parseDuration(text)
  if (ms === undefined)
    throw invalidParameter(
      'X-Mock-Tenant-Lease',
      `must be a duration of 1s to ${formatDuration(longestDuration)} (90s, 15m, 2h, 7d; a bare number is seconds) or none`,
    )
  return ms
}
