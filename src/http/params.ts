import express, { type Request, type Response } from 'express'
import { bodyLimitFor } from '../engine/core/bodies.js'
import type { Problem } from '../engine/core/errors.js'
import { problemOf } from './problems.js'

/** What the engine gets of a body: its bytes, or why they could not be read. */
export interface ReadBody {
  body?: Uint8Array
  bodyProblem?: Problem
}

const readers = new Map<number, ReturnType<typeof express.raw>>()

/** Express's reader for a limit: it decompresses, counts a chunked body against the limit, refuses one over it. */
function expressReader(limit: number): ReturnType<typeof express.raw> {
  let reader = readers.get(limit)
  if (reader === undefined) {
    reader = express.raw({ type: () => true, limit })
    readers.set(limit, reader)
  }
  return reader
}

/**
 * Reads a request's body before the engine sees the request, so that the journal shows what a
 * client sent even when it is refused (401, an injected fault). A body that cannot be read (over
 * its limit, say) is not an answer yet: the token comes first, and the engine raises the failure
 * when a handler asks for the body. The limit is 1 MiB, and 64 MiB for a posted fixture document.
 *
 * The usual body (its length given, within the limit, not compressed) is read by two listeners.
 * Any other goes through Express's reader. Express's reader sets up about a dozen closures and
 * listeners per request: through it, a PUT or POST of a short form cost 12-17% more CPU
 * (docs/performance.md).
 */
export function readBody(
  req: Request,
  res: Response,
  onBug: (error: unknown) => void,
  then: (read: ReadBody) => void,
): void {
  if (!hasBody(req)) {
    then({})
    return
  }
  const limit = bodyLimitFor(req.method, req.url)
  if (isPlain(req, limit)) {
    readPlainBody(req, then)
    return
  }
  expressReader(limit)(req, res, (error?: unknown) => {
    if (error) then({ bodyProblem: problemOf(error, onBug) })
    else then({ body: Buffer.isBuffer(req.body) ? req.body : undefined })
  })
}

function isPlain(req: Request, limit: number): boolean {
  const { headers } = req
  return (
    headers['content-encoding'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    Number(headers['content-length']) <= limit
  )
}

/**
 * The body as one buffer, as Express's reader leaves it. Node's parser ends the body at its stated
 * length. A connection that ends before then gets Node's own 400, never the engine's answer, and
 * the journal does not show it (it records answers), as with Express's reader.
 */
function readPlainBody(req: Request, then: (read: ReadBody) => void): void {
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => then({ body: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks) }))
}

/** Whether a request carries a body at all (as the body readers judge it). */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length']
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}
