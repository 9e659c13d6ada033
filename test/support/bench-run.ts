import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'

/**
 * `npm run bench` as the bench's tests run it (test/bench.test.ts, test/node22/bench-workerd.test.ts):
 * a process of its own with these arguments, and the markdown tables it writes.
 */

const root = fileURLToPath(new URL('../../', import.meta.url))

export interface Exit {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs bench/run.ts with `args` on this process's Node, to its end. */
export function runBench(args: string[]): Promise<Exit> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...args], { cwd: root })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })))
}

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
