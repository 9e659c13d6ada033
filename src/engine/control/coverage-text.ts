import type { Coverage, CoverageItem } from '../core/types.gen.js'
import { xml } from './xml.js'

/** An item as a report names it: `status 404`, `parameter limit`, `archived=true`, `limit left out`. */
export function itemLabel(item: CoverageItem): string {
  switch (item.kind) {
    case 'call':
      return 'called'
    case 'value':
    case 'list':
    case 'code':
      return item.name
    case 'default':
      return `${item.name} left out`
    case 'encoding':
      return item.name.includes('/') ? `encoding ${item.name}` : item.name
    default:
      return `${item.kind} ${item.name}`
  }
}

/** The report as Markdown: the share, one row per operation with what it never exercised, 405s, codes. */
export function coverageMarkdown(report: Coverage): string {
  const counted = report.tenants.length === 0 ? 'no tenant' : report.tenants.join(', ')
  const dropped = report.dropped_tenants > 0 ? ` and ${report.dropped_tenants} dropped` : ''
  const lines = [
    `# Contract coverage: ${report.percent}% (${report.covered} of ${report.total} items)`,
    '',
    `Tenants: ${counted}${dropped}. ${report.requests} /v1 requests counted, ${report.outside} outside the document.`,
    '',
    '| operation | calls | covered | not exercised |',
    '| --- | --- | --- | --- |',
  ]
  for (const op of report.operations) {
    const missing = op.items.filter((item) => !item.covered).map(itemLabel)
    const covered = op.items.length - missing.length
    lines.push(
      `| \`${op.method} ${op.path}\` ${op.id} | ${op.calls} | ${covered} of ${op.items.length} | ${missing.join(', ') || 'nothing'} |`,
    )
  }
  lines.push('', '## A method the path does not take (405)', '', '| path | allows | covered |', '| --- | --- | --- |')
  for (const other of report.other_methods)
    lines.push(`| \`${other.path}\` | ${other.allow.join(', ')} | ${other.covered ? `yes (${other.count})` : 'no'} |`)
  const seen = report.codes.filter((code) => code.covered).map((code) => `${code.name} (${code.count})`)
  const never = report.codes.filter((code) => !code.covered).map((code) => code.name)
  lines.push(
    '',
    '## Problem codes',
    '',
    `Seen: ${seen.join(', ') || 'none'}.`,
    '',
    `Never seen: ${never.join(', ') || 'none'}.`,
  )
  // Why the mock answered as it did (docs/reasons.md): counts, not items of the contract.
  const reasons = Object.entries(report.reasons).map(([code, count]) => `${code} (${count})`)
  lines.push('', '## Reasons', '', `Seen: ${reasons.join(', ') || 'none'}.`)
  return `${lines.join('\n')}\n`
}

/**
 * The report as a JUnit XML file: one test case per item (classname the operation, `405` or
 * `problem codes`), failed where not exercised, so a CI system lists each gap by name.
 */
export function coverageJunit(report: Coverage): string {
  const cases: { group: string; name: string; covered: boolean }[] = []
  for (const op of report.operations)
    for (const item of op.items)
      cases.push({ group: `${op.method} ${op.path}`, name: itemLabel(item), covered: item.covered })
  for (const other of report.other_methods)
    cases.push({ group: '405', name: `another method on ${other.path}`, covered: other.covered })
  for (const code of report.codes) cases.push({ group: 'problem codes', name: code.name, covered: code.covered })
  const failures = cases.filter((c) => !c.covered).length
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract coverage" tests="${cases.length}" failures="${failures}">`,
    `  <testsuite name="contract coverage ${report.percent}%" tests="${cases.length}" failures="${failures}">`,
    ...cases.map(({ group, name, covered }) => {
      const open = `    <testcase classname="${xml(group)}" name="${xml(name)}"`
      return covered ? `${open}/>` : `${open}><failure message="not exercised"/></testcase>`
    }),
    '  </testsuite>',
    '</testsuites>',
  ]
  return `${lines.join('\n')}\n`
}
