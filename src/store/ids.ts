import { randomBytes } from 'node:crypto'
import { SeededRandom } from '../random.js'

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

export type IdPrefix = 'msg' | 'grp' | 'conv' | 'ct' | 'att'

/**
 * Makes `<prefix>_<20 base62 chars>` ids. With a seed the sequence is reproducible, and
 * `fork()` hands out a copy that continues from the same point, which is how a reset or a new
 * tenant repeats the ids generated after the baseline.
 */
export class IdGenerator {
  private constructor(private readonly random: SeededRandom | null) {}

  static seeded(seed: number): IdGenerator {
    return new IdGenerator(new SeededRandom(seed >>> 0))
  }

  static random(): IdGenerator {
    return new IdGenerator(null)
  }

  next(prefix: IdPrefix): string {
    let id = `${prefix}_`
    if (this.random === null) {
      for (const byte of randomBytes(20)) id += base62[byte % 62]
    } else {
      for (let i = 0; i < 20; i++) id += base62[Math.floor(this.random.next() * 62)]
    }
    return id
  }

  fork(): IdGenerator {
    return new IdGenerator(this.random?.copy() ?? null)
  }
}
