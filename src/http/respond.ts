import type { Response } from 'express'
import { localsOf } from './locals.js'

/**
 * Sends a JSON body. Cheaper than `res.json`, which negotiates, hashes an ETag and re-checks
 * settings on every call: the mock knows its bodies are JSON objects.
 */
export function sendJson(res: Response, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  writeJson(res, status, text, 'utf8', text)
}

/**
 * Sends a page. The journal keeps the page, not its text: its views and their texts are kept by
 * the store anyway, so a thousand journaled pages hold a few references each instead of a string
 * of every answer (which made the garbage collector copy each one as it aged).
 */
export function sendPage(res: Response, status: number, page: ViewPage): void {
  writeJson(res, status, pageWire(page), 'latin1', page)
}

/** Sends a view the store keeps (a retrieve), from its kept wire text. */
export function sendView(res: Response, status: number, view: object): void {
  writeJson(res, status, viewWire(view), 'latin1', { view })
}

function writeJson(res: Response, status: number, text: string, encoding: 'utf8' | 'latin1', kept: Answer): void {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  localsOf(res).answer = kept
  res.end(text, encoding)
}

/**
 * The JSON of a resource as the store shows it, as it goes on the wire: its UTF-8 bytes, one to a
 * character of a one-byte string, which Node writes as they are (encoding 'latin1'). Views are
 * made once per stored record and never change (a change makes a new record), so their wire text
 * is kept with them: a list page is mostly joined strings instead of a fresh serialisation.
 * Why bytes: a string with one character beyond Latin-1 (an emoji) takes two bytes a character in
 * V8, and so does any page joined from it; writing that page encodes it to UTF-8 every time. With
 * a million generated messages, most pages held one: they cost a third more CPU than pages without
 * (docs/performance.md).
 */
const wires = new WeakMap<object, string>()

export function viewWire(view: object): string {
  let text = wires.get(view)
  if (text === undefined) {
    text = Buffer.from(JSON.stringify(view)).toString('latin1')
    wires.set(view, text)
  }
  return text
}

/** A page of views, as the store answers a list. */
export interface ViewPage {
  has_more: boolean
  data: readonly object[]
}

/** A page envelope, `{ has_more, data }`, exactly as JSON.stringify would write it, as wire text. */
function pageWire(page: ViewPage): string {
  return `{"has_more":${page.has_more},"data":[${page.data.map(viewWire).join(',')}]}`
}

/** What an answer was written from, for the journal: its text, a page of views, or one view. */
export type Answer = string | ViewPage | { readonly view: object }

/** The JSON text of an answer, as a client reads it. */
export function answerText(answer: Answer): string {
  if (typeof answer === 'string') return answer
  const wire = 'view' in answer ? viewWire(answer.view) : pageWire(answer)
  return Buffer.from(wire, 'latin1').toString('utf8')
}
