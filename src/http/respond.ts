import type { Response } from 'express'
import { localsOf } from './locals.js'

/**
 * Sends a JSON body. Cheaper than `res.json`, which negotiates, hashes an ETag and re-checks
 * settings on every call: the mock knows its bodies are JSON objects.
 */
export function sendJson(res: Response, status: number, body: unknown): void {
  sendJsonText(res, status, JSON.stringify(body))
}

export function sendJsonText(res: Response, status: number, text: string): void {
  writeJson(res, status, text, text)
}

/**
 * Sends a page. The journal keeps the page, not its text: its views and their texts are kept by
 * the store anyway, so a thousand journaled pages hold a few references each instead of a string
 * of every answer (which made the garbage collector copy each one as it aged).
 */
export function sendPage(res: Response, status: number, page: ViewPage): void {
  writeJson(res, status, pageJson(page), page)
}

function writeJson(res: Response, status: number, text: string, kept: string | ViewPage): void {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  localsOf(res).answer = kept
  res.end(text)
}

/**
 * The JSON of a resource as the store shows it. Views are made once per stored record and never
 * change (a change makes a new record), so their text is kept with them: a list page is mostly
 * joined strings instead of a fresh serialisation of every message and contact.
 */
const texts = new WeakMap<object, string>()

export function viewJson(view: object): string {
  let text = texts.get(view)
  if (text === undefined) {
    text = JSON.stringify(view)
    texts.set(view, text)
  }
  return text
}

/** A page of views, as the store answers a list. */
export interface ViewPage {
  has_more: boolean
  data: readonly object[]
}

/** A page envelope, `{ has_more, data }`, exactly as JSON.stringify would write it. */
export function pageJson(page: ViewPage): string {
  return `{"has_more":${page.has_more},"data":[${page.data.map(viewJson).join(',')}]}`
}
