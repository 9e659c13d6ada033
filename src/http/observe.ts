import type { Request, Response } from 'express'
import type { EngineAnswer } from '../engine/request/exchange.js'

/** What the request log gets for every request. */
export interface RequestLine {
  method: string
  path: string
  status: number
  ms: number
  caller: string | null
  tenant: string
  /** Why an answer that is not a 2xx was given: its last reason's sentence (docs/reasons.md). */
  why?: string
}

/** Logs a request once its answer is out (the journal is the engine's: src/engine/request/record.ts). */
export function logWhenDone(
  req: Request,
  res: Response,
  answer: EngineAnswer,
  started: number,
  log: (line: RequestLine) => void,
): void {
  res.once('finish', () => {
    const status = res.statusCode
    const line: RequestLine = {
      method: req.method,
      path: answer.path,
      status,
      ms: Math.round((performance.now() - started) * 1000) / 1000,
      caller: answer.caller,
      // By name: the request may have dropped its tenant, which asking for it would make again.
      tenant: answer.tenant,
    }
    // Written only now, once the answer is out, and only for an answer that is not a 2xx.
    if ((status < 200 || status > 299) && answer.why !== undefined) line.why = answer.why()
    log(line)
  })
}
