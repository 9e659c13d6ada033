import { type StateParts, stateParts } from './export.js'
import type { State } from './state.js'

/** About how much text each piece of a streamed export holds (in UTF-16 units, as JS strings count). */
export const chunkSize = 64 * 1024

/**
 * The text of `JSON.stringify(exportState(state))`, byte for byte, in pieces of about `size`
 * characters (a piece ends after the record that reaches `size`). The state is read now, as a
 * snapshot (O(changes)); records are turned into JSON one by one as the pieces are asked for, so
 * the pieces can be written over many turns of the event loop and still show one moment.
 */
export function stateChunks(state: State, size = chunkSize): Generator<string> {
  return chunks(texts(stateParts(state)), size)
}

/**
 * The same pieces for a host to write one by one as it reads them, taking turns with other requests
 * between them (GET /__state). The state is read now, when the request comes.
 */
export function statePieces(state: State, size = chunkSize): AsyncIterable<string> {
  const pieces = stateChunks(state, size)
  return (async function* () {
    yield* pieces
  })()
}

/**
 * The document as JSON.stringify writes it, in small texts: each whole value (the tokens, say)
 * at once, each list item by item. An object's keys keep their order in JSON.stringify as long as
 * none looks like an array index, which the document's own keys never do.
 */
function* texts(parts: StateParts): Generator<string> {
  let open = '{'
  for (const [key, value] of Object.entries(parts)) {
    if (value === undefined) continue
    yield `${open}${JSON.stringify(key)}:`
    open = ','
    if (isList(value)) {
      let before = '['
      for (const item of value) {
        yield `${before}${JSON.stringify(item)}`
        before = ','
      }
      yield before === '[' ? '[]' : ']'
    } else yield JSON.stringify(value)
  }
  yield open === '{' ? '{}' : '}'
}

/** The lists of the parts are iterables; every other value (a string, the tokens object) is written whole. */
function isList(value: unknown): value is Iterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.iterator in value
}

/** Joins small texts into pieces of at least `size` characters (the last may be shorter). */
function* chunks(texts: Iterable<string>, size: number): Generator<string> {
  let pending: string[] = []
  let length = 0
  for (const text of texts) {
    pending.push(text)
    length += text.length
    if (length >= size) {
      yield pending.join('')
      pending = []
      length = 0
    }
  }
  if (length > 0) yield pending.join('')
}
