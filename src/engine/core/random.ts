/**
 * mulberry32: a small seeded generator of numbers in [0, 1), for reproducible ids, latency and
 * worlds. Not for secrets. The state is a plain number so a copy continues the same sequence.
 */
export class SeededRandom {
  constructor(private state: number) {}

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Where the sequence stands: `new SeededRandom(position)` continues it. */
  get position(): number {
    return this.state
  }

  copy(): SeededRandom {
    return new SeededRandom(this.state)
  }
}
