/**
 * How deep a JSON body may nest. No field of the interface needs more than four levels (a body, its
 * `reactions`, a reaction, its usernames); a value far deeper is an attack on whatever walks it
 * later with recursion (`JSON.stringify` among them), so it is refused where the body is parsed.
 */
export const jsonDepthLimit = 64

const refusedKeys = new Set(['__proto__', 'constructor', 'prototype'])

export type JsonFault = { kind: 'depth' } | { kind: 'key'; key: string }

/**
 * The first thing in a parsed JSON value that a body may not carry (nesting past the limit, a key
 * of CONTRACT section 3's refused three), or null. Walks with its own stack, never recursion, so
 * that no depth can overflow it.
 */
export function jsonFault(value: unknown, checkKeys = true): JsonFault | null {
  const nodes: unknown[] = [value]
  const depths: number[] = [1]
  while (nodes.length > 0) {
    const node = nodes.pop()
    const depth = depths.pop() as number
    if (typeof node !== 'object' || node === null) continue
    if (depth > jsonDepthLimit) return { kind: 'depth' }
    if (Array.isArray(node)) {
      for (const item of node) {
        nodes.push(item)
        depths.push(depth + 1)
      }
      continue
    }
    for (const key of Object.keys(node)) {
      if (checkKeys && refusedKeys.has(key)) return { kind: 'key', key }
      nodes.push((node as Record<string, unknown>)[key])
      depths.push(depth + 1)
    }
  }
  return null
}

/** What stands in the journal for the parts of a body nested past the limit. */
export const clippedNote = `[nested deeper than ${jsonDepthLimit} levels: not kept]`

/**
 * `value` as the journal may keep it: itself when it nests within the limit, else a copy whose
 * deeper parts are `clippedNote`, so that serialising the journal can never overflow the stack.
 * The copy's recursion stops at the limit.
 */
export function clippedJson(value: unknown): unknown {
  return jsonFault(value, false) === null ? value : clip(value, 1)
}

function clip(node: unknown, depth: number): unknown {
  if (typeof node !== 'object' || node === null) return node
  if (depth > jsonDepthLimit) return clippedNote
  if (Array.isArray(node)) return node.map((item) => clip(item, depth + 1))
  const copy: Record<string, unknown> = {}
  // defineProperty, not assignment: a key `__proto__` (kept as sent) must stay a plain key.
  for (const [key, item] of Object.entries(node))
    Object.defineProperty(copy, key, {
      value: clip(item, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    })
  return copy
}
