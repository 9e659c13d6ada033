import type { ServerResponse } from 'node:http'
import { nodeTurn } from './turn.js'

/**
 * Writes an answer the engine makes as it is read (GET /__state): one piece per turn of the event
 * loop, waiting for 'drain' when the connection is behind and stopping if the client goes away. The
 * status and headers are set already. An error on the way cuts the connection: the client sees a
 * body that ends early, never a whole-looking one.
 */
export async function writePieces(res: ServerResponse, pieces: AsyncIterable<string>): Promise<void> {
  const reading = pieces[Symbol.asyncIterator]()
  let gone = res.destroyed
  const leave = () => {
    gone = true
  }
  res.once('close', leave)
  try {
    for (let next = await reading.next(); !next.done; next = await reading.next()) {
      if (gone) return
      if (!res.write(next.value)) await drainedOrClosed(res)
      await nodeTurn()
      if (gone) return
    }
    res.end()
  } catch {
    res.destroy()
  } finally {
    res.off('close', leave)
    await reading.return?.()
  }
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
