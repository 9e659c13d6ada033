import type { ServerResponse } from 'node:http'
import { stateChunks } from '../store/export-stream.js'
import type { State } from '../store/state.js'
import { nodeTurn } from './turn.js'

/**
 * Answers GET /__state: 200 with the export streamed, one piece per turn of the event loop,
 * waiting for 'drain' when the connection is behind and stopping if the client goes away.
 * HEAD gets the same headers and no body, which is not built. An error before the first piece
 * rejects with nothing written (the problem handler answers); one after it cuts the connection.
 */
export async function streamState(state: State, res: ServerResponse, head = false): Promise<void> {
  if (head) {
    startJson(res)
    res.end()
    return
  }
  const pieces = stateChunks(state)
  let next = pieces.next()
  startJson(res)
  let gone = res.destroyed
  const leave = () => {
    gone = true
  }
  res.once('close', leave)
  try {
    while (!next.done) {
      if (gone) return
      if (!res.write(next.value)) await drainedOrClosed(res)
      await nodeTurn()
      if (gone) return
      next = pieces.next()
    }
    res.end()
  } finally {
    res.off('close', leave)
    pieces.return(undefined)
  }
}

function startJson(res: ServerResponse): void {
  res.statusCode = 200
  res.setHeader('Content-Type', 'application/json; charset=utf-8')
}

function drainedOrClosed(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })
}
