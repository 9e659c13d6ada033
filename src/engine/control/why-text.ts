import type { JournalEntry } from './journal.js'

/**
 * The journal as a person reads it when a test failed (the Playwright and Vitest integrations
 * attach it as mock-why.txt): each request, newest first, with its answer and every reason behind
 * it, the deciding one last, its hint beneath it.
 */
export function whyText(
  entries: readonly Pick<JournalEntry, 'method' | 'path' | 'status' | 'problem' | 'why'>[],
): string {
  if (entries.length === 0) return "The mock received no /v1 request in this test's tenant.\n"
  const width = Math.max(...entries.flatMap((entry) => entry.why.map((reason) => reason.code.length)))
  const blocks = entries.map((entry) => {
    const answer = entry.problem === null ? `${entry.status}` : `${entry.status} ${entry.problem.code}`
    const lines = [`${entry.method} ${entry.path} -> ${answer}`]
    for (const { code, message, hint } of entry.why) {
      lines.push(`  ${code.padEnd(width)}  ${message}`)
      if (hint !== null) lines.push(`  ${' '.repeat(width)}  ${hint}`)
    }
    return lines.join('\n')
  })
  return `Why the mock answered so, newest request first; the last reason of each decided its answer (docs/reasons.md).\n\n${blocks.join('\n\n')}\n`
}
