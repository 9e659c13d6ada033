/** A duration as an operator writes it: a whole number and a unit, `ms`, `s`, `m`, `h` or `d` (a bare number is seconds). */
const duration = /^(\d{1,12})(ms|s|m|h|d)?$/

const unitMs = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const

/** The longest lease or idle time: a year. */
export const longestDuration = 366 * unitMs.d

/** Milliseconds of a duration (`90s`, `15m`, `2h`, `7d`, `500ms`, `30`), or undefined when it is none or out of 1 s to 366 days. */
export function parseDuration(text: string): number | undefined {
  const match = duration.exec(text.trim())
  if (match === null) return undefined
  const ms = Number(match[1]) * unitMs[(match[2] ?? 's') as keyof typeof unitMs]
  return ms >= 1000 && ms <= longestDuration ? ms : undefined
}

/** A duration in its largest whole unit (`15m`, `90s`, `1500ms`), as parseDuration reads it back. */
export function formatDuration(ms: number): string {
  for (const unit of ['d', 'h', 'm', 's'] as const) if (ms % unitMs[unit] === 0) return `${ms / unitMs[unit]}${unit}`
  return `${ms}ms`
}
