import { randomBytes } from 'node:crypto'

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

export type IdPrefix = 'msg' | 'grp' | 'conv' | 'ct' | 'att'

/**
 * Makes `<prefix>_<20 base62 chars>` ids. With a seed the sequence is reproducible, and
 * `fork()` hands out a copy that continues from the same point, which is how a reset or a new
 * tenant repeats the ids generated after the baseline.
 */
export class IdGenerator {
  private constructor(private state: number | null) {}

  static seeded(seed: number): IdGenerator {
    return new IdGenerator(seed >>> 0)
  }

  static random(): IdGenerator {
    return new IdGenerator(null)
  }

  next(prefix: IdPrefix): string {
    let id = `${prefix}_`
    if (this.state === null) {
      for (const byte of randomBytes(20)) id += base62[byte % 62]
      return id
    }
    for (let i = 0; i < 20; i++) id += base62[Math.floor(this.random() * 62)]
    return id
  }

  fork(): IdGenerator {
    return new IdGenerator(this.state)
  }

  /** mulberry32: small, fast and good enough for ids; not for secrets. */
  private random(): number {
    this.state = ((this.state ?? 0) + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
