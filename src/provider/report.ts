import { xml } from '../engine/control/xml.js'
/**
 * What `verify` reports, and its three renderings: one line per check (stdout), JSON (`--json`)
 * and JUnit XML (`--junit FILE`), which CI systems read to show each check as a test case.
 */

/**
 * `interface`: the interface document states it, so a provider that differs is at odds with the
 * document. `mock decision`: the document is silent and the mock decided (CONTRACT.md, docs/behaviour.md),
 * so a difference tells the team which of the mock's settings or decisions to change.
 */
export type CheckKind = 'interface' | 'mock decision'

/** One way in which the provider answered differently from the mock. */
export interface Difference {
  /** The field (`data[].contact.username`), header (`header WWW-Authenticate`) or `status`. */
  field: string
  /** What the mock answers there. */
  mock: string
  /** What the provider answered. */
  provider: string
}

export interface CheckResult {
  /** `GET /v1/messages: default limit is 10`: the endpoint, then what is checked. */
  name: string
  /** `GET /v1/messages`, with `:id` for a path id. */
  endpoint: string
  kind: CheckKind
  /** `passed`, `failed`, or `skipped` (an earlier step it needs failed, or the provider stopped answering). */
  outcome: 'passed' | 'failed' | 'skipped'
  /** Every difference found (none when passed). */
  differences: Difference[]
  /** For a mock decision with a setting: the option that makes the mock match this provider. */
  setting?: string
  /** Why a check was skipped. */
  reason?: string
  /** Time spent on the check's requests (reports only; no verdict depends on it). */
  ms: number
}

export interface VerifyReport {
  baseUrl: string
  /** The mock's settings the provider was compared with. */
  settings: { timestampUnit: 's' | 'ms'; updateMode: 'merge' | 'replace'; write: boolean }
  passed: number
  failed: number
  skipped: number
  checks: CheckResult[]
  /** Set when the provider stopped answering and the run ended early. */
  stopped?: string
  /** Set when a --write run could not delete what it created. */
  leftover?: string
  durationMs: number
}

/** A value as it appears in a report line: JSON, shortened. */
export function quote(value: unknown): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value)
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

/** One line for a check: `passed  GET /v1/messages: newest first (mock decision)`. */
export function checkLine(check: CheckResult): string {
  const label = check.outcome === 'passed' ? 'passed ' : check.outcome === 'failed' ? 'FAILED ' : 'skipped'
  const kind = check.setting && check.outcome === 'failed' ? `${check.kind}; setting: ${check.setting}` : check.kind
  const head = `${label} ${check.name} (${kind})`
  if (check.outcome === 'skipped') return `${head}: ${check.reason ?? 'not run'}`
  if (check.outcome === 'passed') return head
  return `${head}: ${check.differences.map(differenceText).join('; ')}`
}

export function differenceText(d: Difference): string {
  return `${d.field}: mock ${d.mock}, provider ${d.provider}`
}

/** The closing line. */
export function summaryLine(report: VerifyReport): string {
  return `${report.passed} passed, ${report.failed} failed`
}

/** Every line the CLI writes for a report, the closing line last. */
export function reportLines(report: VerifyReport): string[] {
  const notes: string[] = []
  if (report.stopped) notes.push(`stopped: ${report.stopped}`)
  if (report.skipped > 0) notes.push(`${report.skipped} skipped`)
  if (report.leftover) notes.push(`left on the provider: ${report.leftover}`)
  return [...report.checks.map(checkLine), ...notes, summaryLine(report)]
}

/** JUnit XML: one testsuite, one testcase per check (classname: the endpoint), failures with every difference. */
export function junitXml(report: VerifyReport): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(3)
  const cases = report.checks.map((check) => {
    const open = `  <testcase classname="${xml(check.endpoint)}" name="${xml(`${check.name} (${check.kind})`)}" time="${seconds(check.ms)}"`
    if (check.outcome === 'passed') return `${open}/>`
    if (check.outcome === 'skipped')
      return `${open}>\n    <skipped message="${xml(check.reason ?? 'not run')}"/>\n  </testcase>`
    const message = check.differences.map(differenceText).join('; ')
    const details = [
      ...check.differences.map(differenceText),
      `kind: ${check.kind}`,
      ...(check.setting ? [`setting: ${check.setting}`] : []),
    ].join('\n')
    return `${open}>\n    <failure message="${xml(message)}" type="${xml(check.kind)}">${xml(details)}</failure>\n  </testcase>`
  })
  const total = report.checks.length
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="messaging-mock verify" tests="${total}" failures="${report.failed}" skipped="${report.skipped}" time="${seconds(report.durationMs)}">`,
    `<testsuite name="${xml(`verify ${report.baseUrl}`)}" tests="${total}" failures="${report.failed}" errors="0" skipped="${report.skipped}" time="${seconds(report.durationMs)}">`,
    ...cases,
    ...(report.stopped ? [`  <system-err>${xml(`stopped: ${report.stopped}`)}</system-err>`] : []),
    '</testsuite>',
    '</testsuites>',
    '',
  ]
  return out.join('\n')
}
