/**
 * `verify`: runs the mock's contract against any server that claims to implement the interface
 * (the real API, a staging server, or this mock) and reports every place where it answers
 * differently from the mock. Read-only unless `write` is set.
 */
import { ProviderClient } from './client.js'
import { authChecks, readChecks } from './read.js'
import type { CheckResult, VerifyReport } from './report.js'
import type { UpdateMode } from './run.js'
import { Run } from './run.js'
import type { TimestampUnit } from './timestamps.js'
import { writeChecks } from './write.js'

export interface VerifyOptions {
  /** The API's root, without `/v1` (`https://staging.example.com`, `http://127.0.0.1:4010/t/qa`). */
  baseUrl: string
  /** A bearer token of the provider; with `write`, its caller creates and deletes a group of its own. */
  token: string
  /** Also send, edit, react, attach and delete, inside a group the run creates and deletes. Default false. */
  write?: boolean
  /** The unit the mock is set to, which the provider's timestamps are compared with. Default `s`. */
  timestampUnit?: TimestampUnit
  /** Whether the mock is set to merge (default) or replace reactions and attachments on update. */
  updateMode?: UpdateMode
  /** Per request, default 10,000 ms. */
  timeoutMs?: number
  /** Called as each check ends, in order (the CLI prints its line). */
  onCheck?: (check: CheckResult) => void
}

/**
 * Runs every check and resolves to the report. Rejects with `Unreachable` when the provider cannot
 * be reached (or does not answer in time) on the first request, before any check; a provider that
 * stops answering later fails the check that met it, and the checks after it are skipped.
 */
export async function verify(options: VerifyOptions): Promise<VerifyReport> {
  const started = performance.now()
  const settings = {
    timestampUnit: options.timestampUnit ?? 's',
    updateMode: options.updateMode ?? 'merge',
    write: options.write ?? false,
  } as const
  const client = new ProviderClient({ baseUrl: options.baseUrl, token: options.token, timeoutMs: options.timeoutMs })
  // Any answer at all will do: it shows that a server is there before a check is counted.
  await client.get('/v1/groups', { query: { limit: 1 } })
  const run = new Run(client, options.onCheck)
  const ctx = { run, client, unit: settings.timestampUnit, updateMode: settings.updateMode }
  await authChecks(ctx)
  await readChecks(ctx, 'messages')
  await readChecks(ctx, 'groups')
  const leftover = settings.write ? await writeChecks(ctx) : undefined
  const count = (outcome: CheckResult['outcome']) => run.checks.filter((c) => c.outcome === outcome).length
  return {
    baseUrl: client.baseUrl,
    settings,
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    checks: run.checks,
    ...(run.stopped ? { stopped: run.stopped } : {}),
    ...(leftover ? { leftover } : {}),
    durationMs: Math.round(performance.now() - started),
  }
}
