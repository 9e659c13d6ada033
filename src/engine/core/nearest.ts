/**
 * The near misses of the reasons (src/engine/core/reasons.ts): which known name a client most
 * likely meant (a parameter, a path segment, a token). Written here rather than taken from a
 * package: it is the textbook edit distance in a dozen lines, the engine runs in browsers and
 * workers as well as in Node, and it only ever runs on a refused request.
 */

/** The Levenshtein distance of two strings: the fewest insertions, deletions and substitutions from one to the other. */
export function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = row
  }
  return previous[b.length]
}

/**
 * The candidate closest to `sent`, ignoring case, if it is close enough to be a slip rather than
 * another word: at most a third of its length away (at least 2, so `limt` finds `limit`). The
 * first of equally close candidates wins; null when none is close.
 */
export function nearest(sent: string, candidates: Iterable<string>): string | null {
  const wanted = sent.toLowerCase()
  let best: string | null = null
  let bestDistance = Math.max(2, Math.floor(sent.length / 3)) + 1
  for (const candidate of candidates) {
    const d = distance(wanted, candidate.toLowerCase())
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return best
}
