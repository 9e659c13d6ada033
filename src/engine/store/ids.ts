import { SeededRandom } from '../core/random.js'

export type IdPrefix = 'msg' | 'grp' | 'conv' | 'ct' | 'att'

const codesOf = (text: string) => [...text].map((c) => c.charCodeAt(0))
const base62Codes = codesOf('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')
const prefixCodes: Record<IdPrefix, number[]> = {
  msg: codesOf('msg_'),
  grp: codesOf('grp_'),
  conv: codesOf('conv_'),
  ct: codesOf('ct_'),
  att: codesOf('att_'),
}

/**
 * Random base62 digits from a pool of random bytes: one getRandomValues call (the Web Crypto API,
 * global in Node, browsers and workers alike) per 4 KiB instead of one per id. Bytes of 248 and
 * above are skipped, so every digit is equally likely.
 */
const pool = new Uint8Array(4096)
let next = pool.length
function randomBase62(): number {
  for (;;) {
    if (next >= pool.length) {
      crypto.getRandomValues(pool)
      next = 0
    }
    const byte = pool[next++]
    if (byte < 248) return byte % 62
  }
}

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

  /** A generator that continues from `position` (null: random ids, which have none). */
  static resume(position: number | null): IdGenerator {
    return new IdGenerator(position === null ? null : new SeededRandom(position))
  }

  /** Where a seeded sequence stands (null for random ids): what `resume` continues from. */
  get position(): number | null {
    return this.random?.position ?? null
  }

  next(prefix: IdPrefix): string {
    // Built in one piece: a string grown by += stays a chain of pieces in V8, which at a million
    // ids costs several hundred bytes each.
    const codes = [...prefixCodes[prefix]]
    if (this.random === null) {
      while (codes.length < prefixCodes[prefix].length + 20) codes.push(base62Codes[randomBase62()])
    } else {
      for (let i = 0; i < 20; i++) codes.push(base62Codes[Math.floor(this.random.next() * 62)])
    }
    return String.fromCharCode(...codes)
  }

  fork(): IdGenerator {
    return new IdGenerator(this.random?.copy() ?? null)
  }
}
