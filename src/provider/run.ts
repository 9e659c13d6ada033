/**
 * The machinery of a verify run: checks recorded in order, a provider that stops answering ending
 * the run (every later check would only wait for its own timeout), and the helpers that compare one
 * answer with what the mock would answer.
 */
import { type Answer, type ProviderClient, Unreachable } from './client.js'
import { type CheckKind, type CheckResult, type Difference, quote } from './report.js'
import { type ShapeName, shapeDifferences } from './shape.js'
import type { TimestampUnit } from './timestamps.js'

/** What every check of a run works with: the run, the provider's client, the mock's settings. */
export interface Context {
  run: Run
  client: ProviderClient
  unit: TimestampUnit
}

/** A message or a group as a provider answered it: only `id` is relied on before its shape is checked. */
export interface Item {
  id: string
  created_at: unknown
  [field: string]: unknown
}
/** A list's answer. */
export interface Page {
  has_more: boolean
  data: Item[]
}

export type UpdateMode = 'merge' | 'replace'

export interface WriteContext extends Context {
  updateMode: UpdateMode
}

export interface CheckSpec {
  endpoint: string
  /** What is checked, after the endpoint: `default limit is 10`. */
  what: string
  kind: CheckKind
}

/** Thrown inside a check that cannot run because something it needs is missing. */
export class Skip extends Error {}

/** What a check body returns: the differences (none: passed), and a setting that would make the mock match. */
export type Outcome = Difference[] | { differences: Difference[]; setting?: string }

export class Run {
  readonly checks: CheckResult[] = []
  stopped: string | undefined

  constructor(
    readonly client: ProviderClient,
    private readonly onCheck: (check: CheckResult) => void = () => {},
  ) {}

  /** Runs one check and records it; resolves to whether it passed. Never throws. */
  async check(spec: CheckSpec, body: () => Promise<Outcome> | Outcome): Promise<boolean> {
    const name = `${spec.endpoint}: ${spec.what}`
    const base = { name, endpoint: spec.endpoint, kind: spec.kind }
    if (this.stopped)
      return this.record({
        ...base,
        outcome: 'skipped',
        differences: [],
        reason: 'the provider stopped answering',
        ms: 0,
      })
    const started = performance.now()
    const ms = () => Math.round(performance.now() - started)
    try {
      const outcome = await body()
      const { differences, setting } = Array.isArray(outcome) ? { differences: outcome, setting: undefined } : outcome
      const passed = differences.length === 0
      return this.record({
        ...base,
        outcome: passed ? 'passed' : 'failed',
        differences,
        ...(passed || !setting ? {} : { setting }),
        ms: ms(),
      })
    } catch (error) {
      if (error instanceof Skip)
        return this.record({ ...base, outcome: 'skipped', differences: [], reason: error.message, ms: ms() })
      if (error instanceof Unreachable) this.stopped = error.message
      const text = error instanceof Unreachable ? error.message : `the check broke: ${(error as Error).message}`
      return this.record({
        ...base,
        outcome: 'failed',
        differences: [{ field: 'answer', mock: 'an answer', provider: text }],
        ms: ms(),
      })
    }
  }

  private record(check: CheckResult): boolean {
    this.checks.push(check)
    this.onCheck(check)
    return check.outcome === 'passed'
  }
}

/** `status`: what the mock answers against what the provider did. */
export function statusDifference(answer: Answer, expected: number): Difference[] {
  return answer.status === expected
    ? []
    : [{ field: 'status', mock: String(expected), provider: describeStatus(answer) }]
}

function describeStatus(answer: Answer): string {
  const code = (answer.body as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? `${answer.status} (${code})` : String(answer.status)
}

/** The media type of the answer (before any `;`), compared with the mock's. */
export function mediaTypeDifference(answer: Answer, mediaType: string, mockHeader: string): Difference[] {
  const header = answer.headers.get('content-type')
  const actual = header?.split(';')[0].trim().toLowerCase()
  return actual === mediaType ? [] : [{ field: 'header Content-Type', mock: mockHeader, provider: header ?? 'none' }]
}

/** The shape of a successful answer: its status first, then its body against the schema. */
export function answerDifferences(answer: Answer, status: number, shape: ShapeName): Difference[] {
  const wrong = statusDifference(answer, status)
  if (wrong.length > 0) return wrong
  if (answer.body === undefined) return [{ field: 'body', mock: 'JSON', provider: quote(answer.text) }]
  return shapeDifferences(shape, answer.body)
}

/** The body of a successful answer, or a Skip naming what failed (for checks that build on it). */
export function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Skip(`needs ${what}, which failed`)
  return value
}

/** Differences between two values, by path (`data[0].message`), for "retrieve equals listed" and round trips. */
export function valueDifferences(expected: unknown, actual: unknown, path = ''): Difference[] {
  if (Object.is(expected, actual)) return []
  const bothObjects = typeof expected === 'object' && expected !== null && typeof actual === 'object' && actual !== null
  if (!bothObjects || Array.isArray(expected) !== Array.isArray(actual))
    return [{ field: path || 'body', mock: quote(expected), provider: quote(actual) }]
  const a = expected as Record<string, unknown>
  const b = actual as Record<string, unknown>
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])]
  return keys.flatMap((key) => {
    const sub = Array.isArray(expected) ? `${path}[${key}]` : path ? `${path}.${key}` : key
    if (!(key in b)) return [{ field: sub, mock: quote(a[key]), provider: 'field missing' }]
    if (!(key in a)) return [{ field: sub, mock: 'no such field', provider: quote(b[key]) }]
    return valueDifferences(a[key], b[key], sub)
  })
}

/** The body of a successful answer (any 2xx: a create answered 200 still made something to build on and clean up). */
export const made = (answer: Answer | undefined): Item | undefined => {
  const body = answer && answer.status < 300 ? (answer.body as Item | undefined) : undefined
  return typeof body?.id === 'string' ? body : undefined
}

export const fieldsDiffer = (expected: Record<string, unknown>, actual: unknown): Difference[] =>
  Object.entries(expected).flatMap(([field, value]) =>
    valueDifferences(value, (actual as Record<string, unknown>)?.[field], field),
  )
