/** Attributes of `h`: `on*` functions become listeners, booleans toggle, `null` leaves one out. */
type Attrs = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>
export type Child = Node | string | number | null | undefined | false | Child[]

/**
 * Builds an element. Text always goes in as text nodes, never as markup, so a message or a body
 * sent to the mock can never inject anything into the page.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag)
  for (const [name, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue
    if (typeof value === 'function') el.addEventListener(name.slice(2).toLowerCase(), value)
    else if (value === true) el.setAttribute(name, '')
    else el.setAttribute(name, String(value))
  }
  append(el, children)
  return el
}

function append(el: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue
    if (Array.isArray(child)) append(el, child)
    else el.appendChild(child instanceof Node ? child : document.createTextNode(String(child)))
  }
}

/** Replaces an element's children. */
export function fill(el: Element, ...children: Child[]): void {
  el.replaceChildren()
  append(el, children)
}

let ids = 0
/** A fresh id for pairing a label with its control. */
export const uid = (prefix: string) => `${prefix}-${++ids}`

/** The text with every occurrence of the query (already lower-cased) marked. */
export function highlight(text: string, query: string): Child {
  const lower = text.toLowerCase()
  if (query === '' || !lower.includes(query)) return text
  const out: Child[] = []
  let from = 0
  for (let at = lower.indexOf(query); at >= 0; at = lower.indexOf(query, from)) {
    out.push(text.slice(from, at), h('mark', {}, text.slice(at, at + query.length)))
    from = at + query.length
  }
  out.push(text.slice(from))
  return out
}
