import type { Response } from 'express'

/**
 * Sends a JSON body. Cheaper than `res.json`, which negotiates, hashes an ETag and re-checks
 * settings on every call: the mock knows its bodies are JSON objects.
 */
export function sendJson(res: Response, status: number, body: unknown): void {
  res.statusCode = status
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
  res.end(JSON.stringify(body))
}
