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

/** A route as the near miss weighs it: its path as the document writes it, and its methods. */
export interface RouteTemplate {
  readonly path: string
  readonly allow: readonly string[]
}

/**
 * WireMock's near miss for a path no route has: the route `path` is nearest to (the fewest edits
 * of its segments, a segment more or fewer counting as three), the first thing that differs (a
 * segment, `message` where the route has `messages`; a segment past its end; or one missing), and
 * the route's methods when `method` is not one of them: the path is what is weighed, as the
 * path is what was mistyped, and the method is said as a second difference.
 * A path too far from every route (`/v1/users`) has none: its reason lists the routes instead.
 */
export function unknownRoute(method: string, path: string, templates: readonly RouteTemplate[]): ReasonData {
  const sent = segmentsOf(path)
  let best: { template: RouteTemplate; segments: string[]; cost: number } | undefined
  for (const template of templates) {
    const segments = segmentsOf(template.path)
    const shared = Math.min(sent.length, segments.length)
    let cost = Math.abs(sent.length - segments.length) * lengthCost
    for (let i = 0; i < shared; i++) cost += segmentCost(sent[i], segments[i])
    if (best === undefined || cost < best.cost) best = { template, segments, cost }
  }
  const none: ReasonData = { code: 'route.unknown', nearest: null, sent: null, expected: null, allow: null }
  if (best === undefined || sent.length <= 1) return none
  const { segments } = best
  const near = { code: 'route.unknown', nearest: best.template.path } as const
  const allow = best.template.allow.includes(method) ? null : best.template.allow
  for (let i = 0; i < Math.min(sent.length, segments.length); i++) {
    if (segmentCost(sent[i], segments[i]) === 0) continue
    // A segment unlike any the route has is another word, not a slip of this route's.
    if (!parameter.test(segments[i]) && nearest(sent[i], [segments[i]]) === null) return none
    return { ...near, sent: sent[i], expected: segments[i], allow }
  }
  if (sent.length > segments.length)
    return { ...near, sent: sent.slice(segments.length).join('/'), expected: null, allow }
  return { ...near, sent: null, expected: segments.slice(sent.length).join('/'), allow }
}

/** A path's segments after its first slash, a trailing slash left out (`/v1/messages/` is `/v1/messages`). */
function segmentsOf(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return trimmed.slice(1).split('/')
}
