import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Builds dist/ if one of `entries` (as `integrations/vitest`, under dist/) is older than a source
 * file of src/: CI's `npm ci` builds it, but a working copy may not have since a change.
 */
export function buildIfStale(entries: string[]): void {
  const newestSource = Math.max(
    ...readdirSync(join(repo, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => statSync(join(repo, 'src', file)).mtimeMs),
  )
  const stale = entries.some(
    (entry) => (statSync(join(repo, 'dist', `${entry}.js`), { throwIfNoEntry: false })?.mtimeMs ?? 0) < newestSource,
  )
  if (stale) execFileSync('npm', ['run', 'build'], { cwd: repo, stdio: 'ignore' })
}

/** What Vitest's JSON reporter writes, as far as the tests read it. */
export interface JsonReport {
  success: boolean
  numTotalTests: number
  numPassedTests: number
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[]
}

/** A run of a Vitest project in a process of its own: its report (when it wrote one), exit code and stderr. */
export interface VitestRun {
  code: number | null
  signal: string | null
  stderr: string
  report: JsonReport | undefined
}

/**
 * Runs `vitest run` of a project as a developer does, in a process of its own: the runner at
 * `vitest` (its vitest.mjs) started as node + that script in a process group of its own (not
 * through npx, whose process a kill would leave behind), so that a hang kills it and its workers.
 * The parent run's own variables (VITEST, VITEST_POOL_ID, ...) would make the child think it is a
 * worker, and a mock the developer's shell points at is not the one under test: neither is passed.
 */
export async function runVitest({
  cwd,
  vitest,
  args = [],
  env = {},
  node = process.execPath,
  limitMs = 240_000,
}: {
  cwd: string
  vitest: string
  args?: string[]
  env?: Record<string, string>
  node?: string
  limitMs?: number
}): Promise<VitestRun> {
  const folder = mkdtempSync(join(tmpdir(), 'messaging-mock-vitest-run-'))
  const out = join(folder, 'report.json')
  const own = (key: string) =>
    key.startsWith('VITEST') || key === 'MESSAGING_MOCK_URL' || key === 'MESSAGING_MOCK_ADMIN_TOKEN'
  const inherited = Object.entries(process.env).filter(([key]) => !own(key))
  try {
    const child = spawn(node, [vitest, 'run', ...args, '--reporter=json', `--outputFile=${out}`], {
      cwd,
      env: { ...Object.fromEntries(inherited), ...env },
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const timer = setTimeout(() => process.kill(-(child.pid as number), 'SIGKILL'), limitMs)
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
      child.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
    )
    clearTimeout(timer)
    let report: JsonReport | undefined
    try {
      report = JSON.parse(readFileSync(out, 'utf8')) as JsonReport
    } catch {
      report = undefined
    }
    return { code, signal, stderr, report }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Each test of a report as [file name, full name, status], sorted by file and name. */
export const outcomes = (report: JsonReport | undefined): (readonly [string | undefined, string, string])[] =>
  (report?.testResults ?? [])
    .flatMap((file) =>
      file.assertionResults.map((test) => [file.name.split('/').pop(), test.fullName, test.status] as const),
    )
    .sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`))
