/**
 * The checks every answer of a kind gets: its status, its fields against the schema (split into
 * what the interface states and what the mock decided), its media type and its timestamps.
 */
import type { Answer } from './client.js'
import type { CheckKind } from './report.js'
import { mediaTypeDifference, type Run, Skip, statusDifference } from './run.js'
import { isDecided, type ShapeName, shapeDifferences } from './shape.js'
import { type TimestampUnit, timestampDifferences } from './timestamps.js'

export const JSON_TYPE = 'application/json; charset=utf-8'
export const PROBLEM_TYPE = 'application/problem+json; charset=utf-8'

export interface Expected {
  status: number
  /** 200 on a read is what any HTTP API answers; 201 on a create is the mock's decision. */
  statusKind: CheckKind
  shape: ShapeName
  /** Also check the media type and the timestamps (done on the reads, where every field appears). */
  full?: boolean
}

/**
 * Sends a request inside a check of its status and records the shape checks of its answer.
 * Resolves to the answer when it succeeded (the expected status, or another 2xx where a 2xx is expected),
 * which later checks build on; else undefined.
 */
export async function checkAnswer(
  run: Run,
  endpoint: string,
  unit: TimestampUnit,
  request: () => Promise<Answer>,
  expected: Expected,
): Promise<Answer | undefined> {
  let answer: Answer | undefined
  await run.check({ endpoint, what: `answers ${expected.status}`, kind: expected.statusKind }, async () => {
    answer = await request()
    return statusDifference(answer, expected.status)
  })
  // A success with another status (200 for a 201) still has a body worth checking.
  const success = (status: number) => status >= 200 && status < 300
  const ok =
    answer && (answer.status === expected.status || (success(answer.status) && success(expected.status)))
      ? answer
      : undefined
  const body = () => {
    if (!ok) throw new Skip(`needs a ${expected.status} answer, which failed`)
    return ok.body
  }
  await run.check({ endpoint, what: 'the fields the interface states', kind: 'interface' }, () =>
    shapeDifferences(expected.shape, body()).filter((d) => !isDecided(d)),
  )
  await run.check(
    { endpoint, what: 'no other field; attachment and contact fields as decided', kind: 'mock decision' },
    () => shapeDifferences(expected.shape, body()).filter(isDecided),
  )
  if (expected.full) {
    await run.check({ endpoint, what: 'Content-Type application/json', kind: 'interface' }, () => {
      if (!ok) throw new Skip(`needs a ${expected.status} answer, which failed`)
      return mediaTypeDifference(ok, 'application/json', JSON_TYPE)
    })
    await checkTimestamps(run, endpoint, unit, body)
  }
  return ok
}

/** Every `*_at` of an answer is an integer in the unit, plausible as a time. */
export function checkTimestamps(run: Run, endpoint: string, unit: TimestampUnit, body: () => unknown) {
  const name = unit === 'ms' ? 'Unix milliseconds' : 'Unix seconds'
  return run.check({ endpoint, what: `timestamps are integer ${name}`, kind: 'mock decision' }, () =>
    timestampDifferences(body(), unit),
  )
}

/** An error answer: its status, `application/problem+json` and the problem shape (all the mock's decisions). */
export async function checkProblem(
  run: Run,
  endpoint: string,
  what: string,
  request: () => Promise<Answer>,
  status: number,
): Promise<Answer | undefined> {
  let answer: Answer | undefined
  await run.check({ endpoint, what, kind: 'mock decision' }, async () => {
    answer = await request()
    return statusDifference(answer, status)
  })
  await run.check({ endpoint, what: `${what}: an application/problem+json problem`, kind: 'mock decision' }, () => {
    if (!answer) throw new Skip('needs the answer, which failed')
    if (answer.status < 400) throw new Skip(`the provider answered ${answer.status}, not an error`)
    return [
      ...mediaTypeDifference(answer, 'application/problem+json', PROBLEM_TYPE),
      ...shapeDifferences('problem', answer.body ?? answer.text),
    ]
  })
  return answer
}
