/**
 * Timestamps as the mock writes them: integers in the unit it is set to (Unix seconds by default,
 * milliseconds with --timestamp-unit ms). The interface says only "integer numbers"; the unit is
 * the mock's decision, so a provider in the other unit is reported with the setting that matches.
 */
import type { Difference } from './report.js'
import { fieldName } from './shape.js'

export type TimestampUnit = 's' | 'ms'

/** 2000-01-01: nothing this API holds is older, and a seconds value read as milliseconds is far below it. */
const earliest = 946_684_800
/** Fifty years from now: plausible for any time a server sets, and far below a milliseconds value read as seconds. */
const latest = () => Math.floor(Date.now() / 1000) + 50 * 365 * 86_400

/** Every `*_at` value of an answer (nulls left out), with its path. */
export function timestampsOf(body: unknown, path: string[] = []): { path: string[]; value: unknown }[] {
  if (typeof body !== 'object' || body === null) return []
  return Object.entries(body).flatMap(([key, value]) => {
    const at = [...path, key]
    if (key.endsWith('_at') && !Array.isArray(body) && value !== null) return [{ path: at, value }]
    return timestampsOf(value, at)
  })
}

/** Whether a value is a plausible time in `unit`. */
export function plausible(value: unknown, unit: TimestampUnit): boolean {
  if (typeof value !== 'number' || !Number.isInteger(value)) return false
  const seconds = unit === 'ms' ? value / 1000 : value
  return seconds >= earliest && seconds <= latest()
}

/** The unit a timestamp looks like it is in, if either. */
function unitOf(value: unknown): TimestampUnit | undefined {
  if (plausible(value, 's')) return 's'
  if (plausible(value, 'ms')) return 'ms'
  return undefined
}

const unitName = { s: 'Unix seconds', ms: 'Unix milliseconds' }

/** The timestamps of an answer that are not integers in `unit` and plausible; the setting that would match, if one would. */
export function timestampDifferences(
  body: unknown,
  unit: TimestampUnit,
): { differences: Difference[]; setting?: string } {
  const differences = new Map<string, Difference>()
  let other: TimestampUnit | undefined
  for (const { path, value } of timestampsOf(body)) {
    if (plausible(value, unit)) continue
    const field = fieldName(path)
    const seen = unitOf(value)
    if (seen && seen !== unit) other = seen
    const provider = seen && seen !== unit ? `${value} (${unitName[seen]})` : JSON.stringify(value)
    if (!differences.has(field)) differences.set(field, { field, mock: `an integer in ${unitName[unit]}`, provider })
  }
  return { differences: [...differences.values()], ...(other ? { setting: `--timestamp-unit ${other}` } : {}) }
}

/** Now, in `unit`. */
export function nowIn(unit: TimestampUnit): number {
  return unit === 'ms' ? Date.now() : Math.floor(Date.now() / 1000)
}
