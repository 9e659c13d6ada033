export type TimestampUnit = 's' | 'ms'

/**
 * The time every timestamp the server sets comes from, in the configured unit. It runs with the
 * real time unless frozen; a frozen clock moves only when told to.
 */
export class Clock {
  private frozenAt: number | null = null
  /** Bumped whenever it is frozen, moved or released. */
  version = 0

  constructor(readonly unit: TimestampUnit) {}

  now(): number {
    if (this.frozenAt !== null) return this.frozenAt
    const ms = Date.now()
    return this.unit === 'ms' ? ms : Math.floor(ms / 1000)
  }

  get frozen(): boolean {
    return this.frozenAt !== null
  }

  freeze(at: number): void {
    this.frozenAt = at
    this.version++
  }

  /**
   * Where a frozen clock moved by whole seconds (whatever the unit) would stand; null if it is not
   * frozen or that leaves the timestamps' range (before 0, past 2^53 - 1).
   */
  later(seconds: number): number | null {
    if (this.frozenAt === null) return null
    const to = this.frozenAt + (this.unit === 'ms' ? seconds * 1000 : seconds)
    return to < 0 || to > Number.MAX_SAFE_INTEGER ? null : to
  }

  release(): void {
    this.frozenAt = null
    this.version++
  }
}
