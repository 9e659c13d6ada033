import { distance, nearest } from '../core/nearest.js'
import type { ReasonData } from '../core/reasons.js'

/** A path segment the document writes as a parameter (`{id}`): any non-empty segment matches it. */
const parameter = /^\{.+\}$/

/** What a segment costs to turn into a template's: 0 when it matches, else how many edits it is from it. */
function segmentCost(sent: string, template: string): number {
  if (parameter.test(template)) return sent === '' ? 1 : 0
  return distance(sent.toLowerCase(), template)
}

/** A segment more or fewer than a template costs as much as a few letters wrong. */
const lengthCost = 3

/**
 * WireMock's near miss for a path no route has: the route `path` is nearest to (the fewest edits
 * of its segments, a segment more or fewer counting as three), and the first thing that differs:
 * a segment (`message` where the route has `messages`), a segment past its end, or one missing.
 * A path too far from every route (`/v1/users`) has none: its reason lists the routes instead.
 */
export function unknownRoute(path: string, templates: readonly string[]): ReasonData {
  const sent = segmentsOf(path)
  let best: { template: string; segments: string[]; cost: number } | undefined
  for (const template of templates) {
    const segments = segmentsOf(template)
    const shared = Math.min(sent.length, segments.length)
    let cost = Math.abs(sent.length - segments.length) * lengthCost
    for (let i = 0; i < shared; i++) cost += segmentCost(sent[i], segments[i])
    if (best === undefined || cost < best.cost) best = { template, segments, cost }
  }
  const none: ReasonData = { code: 'route.unknown', nearest: null, sent: null, expected: null }
  if (best === undefined || sent.length <= 1) return none
  const { template, segments } = best
  for (let i = 0; i < Math.min(sent.length, segments.length); i++) {
    if (segmentCost(sent[i], segments[i]) === 0) continue
    // A segment unlike any the route has is another word, not a slip of this route's.
    if (!parameter.test(segments[i]) && nearest(sent[i], [segments[i]]) === null) return none
    return { code: 'route.unknown', nearest: template, sent: sent[i], expected: segments[i] }
  }
  if (sent.length > segments.length)
    return { code: 'route.unknown', nearest: template, sent: sent.slice(segments.length).join('/'), expected: null }
  return { code: 'route.unknown', nearest: template, sent: null, expected: segments.slice(sent.length).join('/') }
}

/** A path's segments after its first slash, a trailing slash left out (`/v1/messages/` is `/v1/messages`). */
function segmentsOf(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return trimmed.slice(1).split('/')
}
