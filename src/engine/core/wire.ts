/**
 * The JSON of a resource as the store shows it, as it goes on the wire: its UTF-8 bytes, one to a
 * character of a one-byte string, which a host writes as they are (Node: encoding 'latin1'; the
 * fetch face: a byte each). Views are made once per stored record and never change (a change makes
 * a new record), so their wire text is kept with them: a list page is mostly joined strings instead
 * of a fresh serialisation.
 * Why bytes: a string with one character beyond Latin-1 (an emoji) takes two bytes a character in
 * V8, and so does any page joined from it; writing that page encodes it to UTF-8 every time. With
 * a million generated messages, most pages held one: they cost a third more CPU than pages without
 * (docs/performance.md).
 */
const wires = new WeakMap<object, string>()

export function viewWire(view: object): string {
  let text = wires.get(view)
  if (text === undefined) {
    text = utf8Bytes(JSON.stringify(view))
    wires.set(view, text)
  }
  return text
}

/** A character beyond ASCII: U+0080 and up. */
const beyondAscii = /[\u0080-\uffff]/
const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** A text's UTF-8 bytes as a one-byte string; ASCII (most JSON) is its own encoding. */
export function utf8Bytes(text: string): string {
  if (!beyondAscii.test(text)) return text
  const bytes = encoder.encode(text)
  let out = ''
  // By slices: fromCharCode takes its arguments on the stack.
  for (let i = 0; i < bytes.length; i += 8192)
    out += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192) as unknown as number[])
  return out
}

/** How many bytes a text takes in UTF-8. */
export function utf8Length(text: string): number {
  let bytes = text.length
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) continue
    // Two bytes up to U+07FF, three beyond; a surrogate pair's four are its two units' three and one.
    bytes += code < 0x800 ? 1 : code >= 0xd800 && code <= 0xdbff ? 1 : code >= 0xdc00 && code <= 0xdfff ? 1 : 2
  }
  return bytes
}

/** The text a one-byte string of UTF-8 bytes encodes. */
export function fromUtf8Bytes(wire: string): string {
  if (!beyondAscii.test(wire)) return wire
  return decoder.decode(bytesOf(wire))
}

/** The bytes of a one-byte string. */
export function bytesOf(wire: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(wire.length)
  for (let i = 0; i < wire.length; i++) bytes[i] = wire.charCodeAt(i)
  return bytes
}

/** A page of views, as the store answers a list. */
export interface ViewPage {
  has_more: boolean
  data: readonly object[]
}

/** A page envelope, `{ has_more, data }`, exactly as JSON.stringify would write it, as wire text. */
export function pageWire(page: ViewPage): string {
  return `{"has_more":${page.has_more},"data":[${page.data.map(viewWire).join(',')}]}`
}

/** What an answer was written from, for the journal: its text, a page of views, or one view. */
export type Kept = string | ViewPage | { readonly view: object }

/** The JSON text of an answer, as a client reads it. */
export function keptText(kept: Kept): string {
  if (typeof kept === 'string') return kept
  return fromUtf8Bytes('view' in kept ? viewWire(kept.view) : pageWire(kept))
}
