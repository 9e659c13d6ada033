/** Number formats of the result tables. */

export const count = (n: number) => Math.round(n).toLocaleString('en-US')

export const ms = (n: number) => (n < 1 ? n.toFixed(3) : n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : count(n))

export const micros = (n: number | null) => (n === null ? 'n/a' : n < 100 ? n.toFixed(1) : count(n))

export const times = (n: number | null) => (n === null || !Number.isFinite(n) ? 'n/a' : `${n.toFixed(2)}×`)

export const mib = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 2 ** 20).toFixed(1)} MiB`)

/** A markdown table; every cell is already text. */
export function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n')
}
