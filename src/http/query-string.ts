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

/** What a segment of a key names: a field, a position in a list, or the end of a list (`[]`). */
type Kind = 'name' | 'index' | 'append'

/** A container being filled: an object of fields, a list by positions, or a list appended to. */
class Branch {
  readonly children = new Map<string, Branch | string>()
  readonly appended: string[] = []
  constructor(readonly kind: Kind) {}
}

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
  if (text === '') return {}
  // qs reads encoded brackets as brackets before it splits, in keys and values alike.
  const clean = text.includes('%') ? text.replace(/%5B/gi, '[').replace(/%5D/gi, ']') : text
  const parts = clean.split('&')
  if (parts.length > qsOptions.parameterLimit) return undefined
  const root = new Branch('name')
  for (const part of parts) {
    const equals = part.indexOf('=')
    // qs splits `a[b]=c` at `]=`; a key with `=` in it is left to qs.
    const bracketEquals = part.indexOf(']=')
    if (bracketEquals !== -1 && bracketEquals + 1 !== equals) return undefined
    const key = decode(equals === -1 ? part : part.slice(0, equals))
    if (key === '') continue
    const value = equals === -1 ? '' : decode(part.slice(equals + 1))
    if (!place(root, key, value)) return undefined
  }
  return objectOf(root)
}

/** Puts `value` where `key` points in `root`; false where the key is not one this path takes. */
function place(root: Branch, key: string, value: string): boolean {
  const open = key.indexOf('[')
  if (open === 0) return false
  const parent = open === -1 ? key : key.slice(0, open)
  if (parent.includes(']') || hasOwn.call(Object.prototype, parent)) return false
  let branch = root
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
    const child = branch.children.get(segment)
    if (child === undefined) {
      const made = new Branch(next)
      branch.children.set(segment, made)
      branch = made
    } else if (typeof child === 'string' || child.kind !== next) return false
    else branch = child
    segment = inner
    kind = next
    at = close + 1
  }
  if (kind === 'append') {
    // At most 1,000 pairs, so a list cannot pass qs's limit of 1,000 items.
    branch.appended.push(value)
    return true
  }
  if (branch.children.has(segment)) return false
  branch.children.set(segment, value)
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

function objectOf(branch: Branch): Record<string, unknown> {
  const object: Record<string, unknown> = {}
  for (const [name, child] of branch.children) object[name] = contentOf(child)
  return object
}

function contentOf(child: Branch | string): unknown {
  if (typeof child === 'string') return child
  if (child.kind === 'name') return objectOf(child)
  if (child.kind === 'append') return child.appended
  // qs drops the holes of a list given by positions, keeping their order.
  return [...child.children.entries()].sort(([a], [b]) => Number(a) - Number(b)).map(([, item]) => contentOf(item))
}

/** A key or value decoded as qs decodes it: `+` is a space, and text that does not decode stays as sent. */
function decode(text: string): string {
  const spaced = text.includes('+') ? text.replaceAll('+', ' ') : text
  if (!spaced.includes('%')) return spaced
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}
