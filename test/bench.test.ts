import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { type AddressInfo, createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { headers } from '../bench/report.js'
import { throughputScenarios } from '../bench/scenarios.js'
import { writeWorld } from '../bench/worlds.js'

/**
 * `npm run bench` in quick mode, run once to prove that it works: it exits 0 and writes a
 * well-formed table. Never a timed test: no speed is asserted here (issue 5, point 4).
 */
const root = fileURLToPath(new URL('../', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'bench-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Exit {
  code: number | null
  stdout: string
  stderr: string
}

function bench(args: string[]): Promise<Exit> {
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

/** The servers the bench said it started, none of which may outlive it. */
function startedPids(stderr: string): number[] {
  return [...stderr.matchAll(/started \w+ \(pid (\d+)\)/g)].map((m) => Number(m[1]))
}

/** Whether `pid` still runs: a zombie (exited, not yet reaped by init) counts as gone. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat[stat.lastIndexOf(')') + 2] !== 'Z'
  } catch {
    return process.platform !== 'linux'
  }
}

/** The rows of the markdown table that starts with `header`. */
function tableRows(markdown: string, header: string[]): string[][] {
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

function listen(port: number): Promise<Server | null> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(null))
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

describe('npm run bench', () => {
  it('runs in quick mode, exits 0 and writes a table with a row per scenario', async () => {
    const out = join(dir, 'results.md')
    const run = await bench(['--quick', '--connections', '10', '--out', out])
    expect(run.code, run.stderr).toBe(0)
    const markdown = readFileSync(out, 'utf8')
    expect(run.stdout).toContain(markdown.trim())
    expect(markdown).toMatch(/Node v\d+/)

    const titles = throughputScenarios(writeWorld(join(dir, 'world.json'), 1000)).map((s) => s.title)
    const throughput = tableRows(markdown, headers.throughput)
    expect(throughput.map((row) => row[0])).toEqual(titles.flatMap((t) => [t, t, t]))
    for (const row of throughput) expect(row[2]).toMatch(/^[\d,]+$/)
    expect(tableRows(markdown, headers.ratios).map((row) => row[0])).toEqual(titles)
    expect(tableRows(markdown, headers.logging)).toHaveLength(3)
    expect(tableRows(markdown, headers.startup)).toHaveLength(4)
    expect(tableRows(markdown, headers.lists)).toHaveLength(8)
    expect(tableRows(markdown, headers.sizes).map((row) => row[0])).toEqual(['1,000', '10,000'])
    for (const row of tableRows(markdown, headers.targets)) expect(row[2]).toMatch(/^(yes|\*\*no\*\*|not measured)$/)
    expect(startedPids(run.stderr).length).toBeGreaterThan(0)
    expect(startedPids(run.stderr).filter(alive)).toEqual([])
  }, 120_000)

  it('reports a port in use, exits non-zero and stops the servers it had started', async () => {
    // The bench puts the mock on the base port, bare on the next and Express on the one after.
    let base = 0
    let taken: Server | null = null
    while (taken === null) {
      const probe = await listen(0)
      if (probe === null) continue
      base = (probe.address() as AddressInfo).port
      probe.close()
      if (base > 65_000) continue
      taken = await listen(base + 2)
    }
    try {
      const run = await bench(['--quick', '--skip-build', '--port', String(base)])
      expect(run.code).not.toBe(0)
      // Usually Express's port, the one held here; but another test running beside this one may
      // have been given base or base + 1 by the OS in the meantime, and the bench stops there.
      const busy = Number(/Port (\d+) is in use/.exec(run.stderr)?.[1])
      expect([base, base + 1, base + 2]).toContain(busy)
      // Every server on a port before the busy one was running, and none is left.
      expect(startedPids(run.stderr)).toHaveLength(busy - base)
      expect(startedPids(run.stderr).filter(alive)).toEqual([])
    } finally {
      taken.close()
    }
  }, 60_000)

  it('reports a server that fails to start and exits non-zero', async () => {
    const run = await bench(['--quick', '--skip-build', '--mock', join(dir, 'missing.js')])
    expect(run.code).not.toBe(0)
    expect(run.stderr).toMatch(/mock exited \(1\) before answering/)
  }, 60_000)
})
