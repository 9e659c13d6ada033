/**
 * Timestamps are Unix seconds, or milliseconds with the mock's `timestampUnit ms`. Seconds stay
 * below 1e11 until the year 5138 and milliseconds passed it in 1973, so the size tells them apart.
 */
export const isMs = (ts: number) => ts > 1e11

/** A timestamp as UTC date and time, the same in every browser and time zone. */
export function formatTime(ts: number | null | undefined): string {
  if (ts === null || ts === undefined) return '—'
  const date = new Date(isMs(ts) ? ts : ts * 1000)
  if (Number.isNaN(date.getTime())) return String(ts)
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`
}

export function formatBytes(size: number | null | undefined): string {
  if (size === null || size === undefined) return 'size unknown'
  if (size < 1024) return `${size} B`
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`
  return `${(size / 1024 / 1024).toFixed(1)} MB`
}

/** `n thing` or `n things`. */
export const plural = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`

/**
 * A value flattened to rows of bracketed params, as the mock names them in a problem's errors
 * (`attachments[0][url]`), so a failing param can be matched to the row that holds it.
 */
export function flatten(value: unknown, prefix = ''): [string, string][] {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)
    if (entries.length === 0) return prefix ? [[prefix, Array.isArray(value) ? '[]' : '{}']] : []
    return entries.flatMap(([key, v]) => flatten(v, prefix ? `${prefix}[${key}]` : key))
  }
  return [[prefix, JSON.stringify(value)]]
}

/** Whole seconds as a short span: `45 s`, `5 min`, `1 min 30 s`, `2 h 5 min`, `3 days`. */
export function duration(seconds: number): string {
  const s = Math.round(seconds)
  const parts = (big: number, bigUnit: string, small: number, smallUnit: string) =>
    small === 0 ? `${big} ${bigUnit}` : `${big} ${bigUnit} ${small} ${smallUnit}`
  if (s < 60) return `${s} s`
  if (s < 3600) return parts(Math.floor(s / 60), 'min', s % 60, 's')
  if (s < 86400) return parts(Math.floor(s / 3600), 'h', Math.floor((s % 3600) / 60), 'min')
  return plural(Math.floor(s / 86400), 'day')
}

/** `at` seen from `now` (both in the mock's unit): `in 59 s`, `2 min ago`, or `now`. */
export function relativeTime(at: number, now: number): string {
  const seconds = Math.round((at - now) / (isMs(now) ? 1000 : 1))
  if (seconds === 0) return 'now'
  return seconds > 0 ? `in ${duration(seconds)}` : `${duration(-seconds)} ago`
}
