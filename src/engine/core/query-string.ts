import qs from 'qs'

/** `qs` as CONTRACT section 3 sets it: no prototype keys, depth 5, 1,000 parameters, loud when over. */
export const qsOptions = {
  allowPrototypes: false,
  depth: 5,
  strictDepth: true,
  parameterLimit: 1000,
  arrayLimit: 1000,
  throwOnLimitExceeded: true,
} as const satisfies qs.IParseOptions

/**
 * A query string or form body as `qs` reads it with the options above; throws qs's RangeError
 * where a limit is passed.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  return quickParse(text) ?? qs.parse(text, qsOptions)
}

const hasOwn = Object.prototype.hasOwnProperty

/** A list given by positions (`attachments[1][url]`) while it is filled; qs drops its holes. */
class Positions {
  readonly items: unknown[] = []
}

/** What a segment of a key names: a field, a position in a list, or the end of a list (`[]`). */
type Kind = 'name' | 'index' | 'append'

/** A container while it is filled: fields, a list by positions, or a list appended to. */
type Container = Record<string, unknown> | Positions | unknown[]

/**
 * A quick path in front of `qs.parse` for the queries and forms clients actually send: flat pairs,
 * nested names (`reactions[like][]=ana`), indexed lists (`attachments[0][url]=…`). It returns
 * exactly what `qs.parse(text, qsOptions)` returns, or `undefined` for anything else (a key that
 * repeats, a container that is both a list and an object, a prototype key, a bracket out of place,
 * a limit reached), which the caller hands to `qs` itself: qs stays the authority on every form
 * this path does not take. test/query-string.test.ts checks the two agree on generated forms.
 *
 * Why it exists: in the server, `qs`'s pair loop stores into a prototype-less object whose inline
 * cache misses on every call, so V8 never optimises it (docs/performance.md). With qs alone, a PUT
 * of a one-pair form cost about 40% more CPU.
 */
export function quickParse(text: string): Record<string, unknown> | undefined {
  const root: Record<string, unknown> = {}
  const filled = { positions: false }
  let pairs = 0
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('&', start)
    if (end === -1) end = text.length
    if (++pairs > qsOptions.parameterLimit || !take(root, text.slice(start, end), filled)) return undefined
    start = end + 1
  }
  return filled.positions ? (withoutPositions(root) as Record<string, unknown>) : root
}

/** Puts one `key=value` pair into `root`; false where it is not one this path takes. */
function take(root: Record<string, unknown>, pair: string, filled: { positions: boolean }): boolean {
  const equals = pair.indexOf('=')
  // qs splits at the first `]=` (brackets decoded) where there is one: past the first `=`, that
  // is a key holding `=`, left to qs.
  if (equals !== -1 && pair.indexOf('=', equals + 1) !== -1 && /\]=|%5d=/i.test(pair.slice(equals + 1))) return false
  const key = decode(equals === -1 ? pair : pair.slice(0, equals))
  if (key === '') return true
  const open = key.indexOf('[')
  if (open === 0) return false
  const parent = open === -1 ? key : key.slice(0, open)
  if (parent.includes(']') || hasOwn.call(Object.prototype, parent)) return false
  let container: Container = root
  let segment = parent
  let kind: Kind = 'name'
  let depth = 0
  for (let at = open; at !== -1 && at < key.length; ) {
    if (key.charCodeAt(at) !== 0x5b) return false
    const close = key.indexOf(']', at)
    if (close === -1) return false
    const inner = key.slice(at + 1, close)
    if (inner.includes('[') || ++depth > qsOptions.depth || kind === 'append') return false
    const next = kindOf(inner)
    if (next === undefined) return false
    let child = childOf(container, segment)
    if (child === undefined) {
      child = next === 'name' ? {} : next === 'append' ? [] : new Positions()
      if (next === 'index') filled.positions = true
      setChild(container, segment, child)
    } else if (containerKind(child) !== next) return false
    container = child as Container
    segment = inner
    kind = next
    at = close + 1
  }
  const value = equals === -1 ? '' : decode(pair.slice(equals + 1))
  // At most 1,000 pairs, so a list cannot pass qs's limit of 1,000 items.
  if (kind === 'append') (container as unknown[]).push(value)
  else if (childOf(container, segment) !== undefined) return false
  else setChild(container, segment, value)
  return true
}

/** The kind of a segment, or `undefined` for one qs reads in a way this path does not follow. */
function kindOf(inner: string): Kind | undefined {
  if (inner === '') return 'append'
  if (/^[0-9]+$/.test(inner)) {
    // `[01]` is a field to qs and `[1000]` past its array limit: both are qs's to judge.
    return (inner === '0' || inner.charCodeAt(0) !== 0x30) && Number(inner) < qsOptions.arrayLimit ? 'index' : undefined
  }
  return hasOwn.call(Object.prototype, inner) ? undefined : 'name'
}

function containerKind(child: unknown): Kind | undefined {
  if (typeof child === 'string') return undefined
  if (child instanceof Positions) return 'index'
  return Array.isArray(child) ? 'append' : 'name'
}

// A segment is never a name of Object.prototype, so a plain object's own fields are all it reads.
function childOf(container: Container, segment: string): unknown {
  return container instanceof Positions
    ? container.items[Number(segment)]
    : (container as Record<string, unknown>)[segment]
}

function setChild(container: Container, segment: string, child: unknown): void {
  if (container instanceof Positions) container.items[Number(segment)] = child
  else (container as Record<string, unknown>)[segment] = child
}

/** The parse with each list given by positions made an array of its items, in order, without holes. */
function withoutPositions(value: unknown): unknown {
  if (typeof value === 'string') return value
  // The values of a sparse array, in the order of their positions.
  if (value instanceof Positions) return Object.values(value.items).map(withoutPositions)
  if (Array.isArray(value)) return value
  const object = value as Record<string, unknown>
  for (const name of Object.keys(object)) object[name] = withoutPositions(object[name])
  return object
}

/**
 * A key or value decoded as qs decodes it: `+` is a space; text that does not decode stays as
 * sent, with `%5B` and `%5D` read as brackets. Where the text decodes, that reading changes nothing.
 */
function decode(text: string): string {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text
  if (!spaced.includes('%')) return spaced
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced.replace(/%5B/gi, '[').replace(/%5D/gi, ']')
  }
}
