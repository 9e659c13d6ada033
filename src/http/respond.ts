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
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  localsOf(res).answer = text
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

/** A page envelope, `{ has_more, data }`, exactly as JSON.stringify would write it. */
export function pageJson(page: { has_more: boolean; data: readonly object[] }): string {
  return `{"has_more":${page.has_more},"data":[${page.data.map(viewJson).join(',')}]}`
}
