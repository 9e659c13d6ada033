import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { BenchError } from './children.js'
import type { Results } from './report.js'
import { root, type ServerName, serverNames } from './servers.js'

/**
 * bench/results.json: the figures the pictures of docs/performance.md are drawn from
 * (`npm run bench:charts`, bench/charts.ts). The tables of a run are bench/results.md; this file
 * holds only the three curves, as numbers, each with the run it came from, since a run of one
 * part (`--only durability --json bench/results.json`) replaces its own curve and keeps the others.
 */

/** Where and how a curve was measured: what docs/performance.md says beside each figure. */
export interface RunOf {
  /** The command as typed, `npm run bench -- --only durability`. */
  command: string
  /** The commit the bench ran on (`git describe --always --dirty`: `-dirty` if the tree had changes). */
  commit: string
  /** `2026-11-26 10:05 UTC`. */
  date: string
  machine: string
  /** The 1-minute load average at the start and at the end. */
  load: [number, number]
}

/** Requests a second and server CPU per request of each server, per throughput scenario. */
export interface ThroughputCurve {
  run: RunOf
  messages: number
  scenarios: { title: string; rps: Record<ServerName, number>; cpu: Record<ServerName, number | null> }[]
}

/** Each list's p50 and server CPU per request at each size of the world. */
export interface SizeCurve {
  run: RunOf
  messages: number[]
  lists: { title: string; p50: number[]; cpu: (number | null)[] }[]
}

/** The reads sent one after the other while a world was folded: when each was sent, and its wait. */
export interface FoldCurve {
  run: RunOf
  messages: number
  logBytes: number
  foldMs: number
  reads: { atMs: number[]; ms: number[] }
}

export interface Curves {
  throughput?: ThroughputCurve
  sizes?: SizeCurve
  fold?: FoldCurve
}

const round = (n: number, digits: number) => Number(n.toFixed(digits))
const roundOrNull = (n: number | null, digits: number) => (n === null ? null : round(n, digits))

/** The curves a run measured; a part it did not run gives none. */
export function curvesOf(r: Results, run: RunOf): Curves {
  const curves: Curves = {}
  if (r.throughput) {
    const perServer = <T>(f: (name: ServerName) => T) =>
      Object.fromEntries(serverNames.map((name) => [name, f(name)])) as Record<ServerName, T>
    curves.throughput = {
      run,
      messages: r.throughput.messages,
      scenarios: r.throughput.rows.map(({ scenario, results }) => ({
        title: scenario.title,
        rps: perServer((name) => Math.round(results[name].rps)),
        cpu: perServer((name) => roundOrNull(results[name].cpu, 1)),
      })),
    }
  }
  if (r.sizes) {
    const { rows, lists } = r.sizes
    curves.sizes = {
      run,
      messages: rows.map((row) => row.messages),
      lists: lists.map((list, l) => ({
        title: list.title,
        p50: rows.map((row) => round(row.lists[l].p50, 3)),
        cpu: rows.map((row) => roundOrNull(row.lists[l].cpu, 1)),
      })),
    }
  }
  if (r.durability) {
    const { fold } = r.durability
    curves.fold = {
      run,
      messages: fold.messages,
      logBytes: fold.logBytes,
      foldMs: Math.round(fold.foldMs),
      reads: { atMs: fold.readAtMs.map((t) => round(t, 1)), ms: fold.readMs.map((t) => round(t, 3)) },
    }
  }
  return curves
}

/** This run's description, for each curve it writes. */
export function runOf(argv: string[], date: Date, machine: string, load: [number, number]): RunOf {
  let commit = 'unknown'
  try {
    commit = execFileSync('git', ['describe', '--always', '--dirty', '--abbrev=7'], { cwd: root, encoding: 'utf8' })
  } catch {
    // Not a git checkout: the figures still stand, without their commit.
  }
  return {
    command: ['npm run bench', ...(argv.length > 0 ? ['--', ...argv] : [])].join(' '),
    commit: commit.trim(),
    date: `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    machine,
    load: [round(load[0], 1), round(load[1], 1)],
  }
}

export function readCurves(file: string): Curves {
  if (!existsSync(file)) return {}
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Curves
  } catch (error) {
    throw new BenchError(`${file} is not the bench's JSON: ${(error as Error).message}`)
  }
}

/** Writes `curves` into `file` over the ones it holds, keeping the curves this run did not measure. */
export function writeCurves(file: string, curves: Curves): void {
  const merged = { ...readCurves(file), ...curves }
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${json(merged, '')}\n`)
}

/**
 * JSON laid out as biome formats it (`biome ci` checks the committed file, at its JSON width of
 * 160): objects one member a line; an array on its key's line when that line fits, else an array
 * of numbers filled line by line and any other one item a line.
 */
const width = 160

/** `value` as text starting at `column` of its first line, followed by `trailing` (a comma, or nothing). */
function json(value: unknown, indent: string, column = indent.length, trailing = ''): string {
  const inner = `${indent}  `
  if (Array.isArray(value)) {
    const scalars = value.every((item) => item === null || typeof item !== 'object')
    if (scalars) {
      const items = value.map((item) => JSON.stringify(item))
      const flat = `[${items.join(', ')}]`
      if (column + flat.length + trailing.length <= width) return flat
      if (value.every((item) => typeof item === 'number')) return `[\n${fill(items, inner)}\n${indent}]`
    }
    const lines = value.map((item, i) => {
      const comma = i < value.length - 1 ? ',' : ''
      return `${inner}${json(item, inner, inner.length, comma)}${comma}`
    })
    return value.length === 0 ? '[]' : `[\n${lines.join('\n')}\n${indent}]`
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
    const lines = entries.map(([key, item], i) => {
      const head = `${inner}${JSON.stringify(key)}: `
      const comma = i < entries.length - 1 ? ',' : ''
      return `${head}${json(item, inner, head.length, comma)}${comma}`
    })
    return entries.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`
  }
  return JSON.stringify(value)
}

/** Numbers as many to a line as fit, each but the last followed by a comma. */
function fill(items: string[], indent: string): string {
  const lines: string[] = []
  let line = ''
  for (const [i, item] of items.entries()) {
    const text = i < items.length - 1 ? `${item},` : item
    if (line === '') line = indent + text
    else if (line.length + 1 + text.length <= width) line += ` ${text}`
    else {
      lines.push(line)
      line = indent + text
    }
  }
  lines.push(line)
  return lines.join('\n')
}
