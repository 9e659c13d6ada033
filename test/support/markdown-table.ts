import { expect } from 'vitest'

/** The rows of the markdown table that starts with `header`, each row's cells as text. */
export function tableRows(markdown: string, header: string[]): string[][] {
  const lines = markdown.split('\n')
  const start = lines.indexOf(`| ${header.join(' | ')} |`)
  expect(start, `a table headed ${header.join(', ')}`).toBeGreaterThanOrEqual(0)
  const rows: string[][] = []
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break
    rows.push(line.slice(2, -2).split(' | '))
  }
  return rows
}
