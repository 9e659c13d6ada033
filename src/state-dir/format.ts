import { closeSync, openSync, readSync } from 'node:fs'
import { fromUtf8Bytes } from '../engine/core/wire.js'
import type { Change } from '../engine/durable/changes.js'

/**
 * The files of a state directory (docs/durability.md): JSON lines, one change a line, each file
 * opened by a header line that names the format, its version and the generation it belongs to.
 *
 *   snapshot-<g>.jsonl   every tenant as it stood when generation g began, ended by a line
 *                        {"end":true,...,"sha256":...} over every line before it
 *   log-<g>.jsonl        the changes since, in order
 *
 * A start reads the newest whole snapshot and every log of its generation and after.
 */
export const format = 'messaging-mock-state'
export const formatVersion = 1

export interface Header {
  format: typeof format
  version: number
  generation: number
  kind: 'snapshot' | 'log'
}

export const headerLine = (generation: number, kind: Header['kind']) =>
  `${JSON.stringify({ format, version: formatVersion, generation, kind } satisfies Header)}\n`

/** A state directory that cannot be started from: the start stops, naming the file, and writes nothing. */
export class StateDirError extends Error {}

/**
 * A change as one line of text, written as UTF-8. A journaled request's answer text is written as
 * it went out (its text is already JSON), not as a string of JSON inside JSON, so that it costs a
 * copy, not an escape; a read's answer is the ids it showed.
 */
export function lineOf(change: Change): string {
  if (change.kind !== 'request' || change.request.answer === null || 'records' in change.request.answer)
    return `${JSON.stringify(change)}\n`
  const { answer } = change.request
  const text = answer.utf8 ? fromUtf8Bytes(answer.text) : answer.text
  const first = text.charCodeAt(0)
  // Anything but an object or an array (none of the mock's answers) is a string of JSON as usual.
  if (first !== 0x7b && first !== 0x5b)
    return `${JSON.stringify({ ...change, request: { ...change.request, answer: { text, utf8: false } } })}\n`
  // Written without its answer, which follows as it is, as `{"json":...}`: the image is this line's
  // own, put back at once. The answer is the request's last field, and the request the change's.
  change.request.answer = null
  const head = JSON.stringify(change)
  change.request.answer = answer
  return `${head.slice(0, -'null}}'.length)}{"json":${text}}}}\n`
}

/** A line back into its change; throws on anything that is not one. */
export function changeOf(line: string): Change {
  const change = JSON.parse(line) as Change
  if (typeof change !== 'object' || change === null || typeof change.kind !== 'string') throw new Error('not a change')
  if (change.kind === 'request') {
    const answer = change.request.answer as { json?: unknown } | null
    if (answer !== null && 'json' in answer) change.request.answer = { text: JSON.stringify(answer.json), utf8: false }
  }
  return change
}

/** One line of a file: its text without the newline, where it starts, and whether a newline ended it. */
export interface Line {
  text: string
  offset: number
  bytes: number
  whole: boolean
}

/** The lines of a file, read a megabyte at a time (a snapshot of a million messages is larger than one string may be). */
export function* linesOf(path: string): Generator<Line> {
  const fd = openSync(path, 'r')
  try {
    const chunk = Buffer.alloc(1 << 20)
    let pending: Buffer[] = []
    let pendingBytes = 0
    let offset = 0
    for (;;) {
      const read = readSync(fd, chunk, 0, chunk.length, null)
      if (read === 0) break
      let start = 0
      for (let end = chunk.indexOf(10, start); end !== -1 && end < read; end = chunk.indexOf(10, start)) {
        const piece = chunk.subarray(start, end)
        const bytes = pendingBytes + piece.length + 1
        const text = pendingBytes === 0 ? piece.toString('utf8') : Buffer.concat([...pending, piece]).toString('utf8')
        yield { text, offset, bytes, whole: true }
        offset += bytes
        pending = []
        pendingBytes = 0
        start = end + 1
      }
      if (start < read) {
        pending.push(Buffer.from(chunk.subarray(start, read)))
        pendingBytes += read - start
      }
    }
    if (pendingBytes > 0)
      yield { text: Buffer.concat(pending).toString('utf8'), offset, bytes: pendingBytes, whole: false }
  } finally {
    closeSync(fd)
  }
}

/** The header of a file's first line, checked: the format, and a version this one reads. */
export function headerOf(line: Line | undefined, path: string): Header {
  let header: Header | undefined
  try {
    header = line?.whole ? (JSON.parse(line.text) as Header) : undefined
  } catch {
    header = undefined
  }
  if (header?.format !== format) throw new StateDirError(`${path} is not a messaging-mock state file (no header line)`)
  if (header.version > formatVersion)
    throw new StateDirError(
      `${path} is of format version ${header.version}, newer than this messaging-mock reads (${formatVersion}): start a newer version, or another --state-dir`,
    )
  return header
}
