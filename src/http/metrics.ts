import type { Response } from 'express'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { internal } from '../engine/core/errors.js'
import type { Mock } from '../engine/mock.js'
import { sendProblem } from './problems.js'
import { latencyBuckets, type RequestCounts } from './request-counts.js'

/**
 * The Node server's metrics (GET /__metrics), with prom-client: one Registry per app, never the
 * library's global one, since many apps live in one process (a test suite makes one per test).
 * Every metric but the requests' is read at scrape time from what the mock, its memory ceiling and
 * its state directory count in their own words (MockStats, MemoryCeiling, StateDirStats), so the
 * rules never call the library. Names follow Prometheus's: the `messaging_mock_` prefix, base units
 * in the name, `_total` on counters; no label names a tenant.
 */

/**
 * What a state directory counts (src/state-dir/state-dir.ts's StateDir), as the metrics read it:
 * written out here, since the state directory's folder imports this one's.
 */
export interface StateDirReadings {
  readonly stats: {
    readonly writtenBytes: number
    readonly syncs: number
    readonly folds: number
    readonly foldSeconds: number
    readonly foldFailures: number
    readonly writesRefused: number
  }
  bytesOnDisk(): number
}

/** An app's metrics, as a scrape reads them. */
export interface AppMetrics {
  /** Writes the document (the text format, 0.0.4) for a scrape. */
  send(res: Response, onBug: (error: unknown) => void): void
}

const prefix = 'messaging_mock_'

/** What a metric reads at each scrape: its value, or its values by label. */
type Reading = number | [labels: Record<string, string>, value: number][]

/**
 * The metrics of an app over `mock`: the requests it counted, and its state directory when it keeps
 * one. The app loads this module (and prom-client) with its first scrape: a server that is never
 * scraped loads neither.
 */
export function appMetrics(mock: Mock, requests: RequestCounts, stateDir?: StateDirReadings): AppMetrics {
  const registry = new Registry()
  const registers = [registry]
  /** A counter kept elsewhere as a plain number that only grows, or a gauge, read at each scrape. */
  const metric = (
    type: 'counter' | 'gauge',
    name: string,
    help: string,
    read: () => Reading,
    labelNames: string[] = [],
  ) => {
    const collect = () => {
      made.reset()
      const reading = read()
      if (typeof reading === 'number') put({}, reading)
      else for (const [labels, value] of reading) put(labels, value)
    }
    const config = { name: `${prefix}${name}`, help, labelNames, registers, collect }
    const made = type === 'counter' ? new Counter(config) : new Gauge(config)
    const put = (labels: Record<string, string>, value: number) =>
      made instanceof Counter ? made.inc(labels, value) : made.set(labels, value)
  }
  const counter = (name: string, help: string, read: () => Reading, labelNames?: string[]) =>
    metric('counter', name, help, read, labelNames)
  const gauge = (name: string, help: string, read: () => Reading, labelNames?: string[]) =>
    metric('gauge', name, help, read, labelNames)

  counter(
    'http_requests_total',
    'Requests answered, by the operationId of the OpenAPI document they reached (unknown: none; mcp: the agents door) and status code.',
    () =>
      [...requests.byOperation].flatMap(([operation, counts]) =>
        [...counts.statuses].map(([status, n]): [Record<string, string>, number] => [
          { operation, status: String(status) },
          n,
        ]),
      ),
    ['operation', 'status'],
  )
  new RequestDurations(
    requests,
    {
      name: `${prefix}http_request_duration_seconds`,
      help: 'Time from a request reaching the server to its answer being handed to the socket, by operationId.',
    },
    registers,
  )

  const tenants = () => mock.allTenants()
  const { stats } = mock
  gauge('tenants', 'Tenants live now, default included.', () => tenants().length)
  gauge(
    'tenants_max',
    'The most tenants the server keeps (--max-tenants): a new one past it is refused with 429.',
    () => mock.options.maxTenants,
  )
  counter(
    'tenants_made_total',
    'Tenants made, default and those brought back from a state directory included.',
    () => stats.tenantsMade,
  )
  counter(
    'tenants_ended_total',
    'Tenants ended, by why: their lease ran out, they stood idle past --tenant-idle, or DELETE /__tenants dropped them.',
    () => Object.entries(stats.tenantsEnded).map(([reason, n]) => [{ reason }, n]),
    ['reason'],
  )
  counter('tenants_refused_total', 'New tenants refused with 429 too_many_tenants.', () => stats.tenantsRefused)
  gauge(
    'world_records',
    'Records of the worlds of every tenant, summed, by kind (a fixture loaded by many tenants counts once for each).',
    () => {
      const sums = { messages: 0, groups: 0, contacts: 0, conversations: 0 }
      for (const tenant of tenants()) {
        const counts = tenant.state.counts()
        sums.messages += counts.messages
        sums.groups += counts.groups
        sums.contacts += counts.contacts
        sums.conversations += counts.conversations
      }
      return Object.entries(sums).map(([kind, n]) => [{ kind }, n])
    },
    ['kind'],
  )
  gauge('journal_entries', 'Entries the request journals of every tenant hold (at most 1,000 a tenant).', () =>
    tenants().reduce((sum, tenant) => sum + tenant.journal.size, 0),
  )

  const { memory } = mock.options
  counter(
    'memory_refused_total',
    'Requests refused with 507 because the server stood at its memory ceiling.',
    () => stats.memoryRefused,
  )
  const { bytes } = memory ?? {}
  if (bytes !== undefined)
    gauge(
      'memory_ceiling_bytes',
      "The memory ceiling (--max-memory), in bytes of the V8 heap's old generation.",
      () => bytes,
    )
  if (memory?.used !== undefined)
    gauge(
      'memory_used_bytes',
      "The V8 heap's old generation after the last full collection: what the ceiling is compared with (0 before the first).",
      memory.used.bind(memory),
    )

  if (stateDir !== undefined) {
    const kept = stateDir.stats
    gauge('state_dir_bytes', 'Bytes of every file in the state directory (--state-dir) now.', () =>
      stateDir.bytesOnDisk(),
    )
    counter(
      'state_dir_written_bytes_total',
      'Bytes appended to the logs of the state directory.',
      () => kept.writtenBytes,
    )
    counter(
      'state_dir_syncs_total',
      'Syncs of a log to the disk (fdatasync), as the fsync policy asks.',
      () => kept.syncs,
    )
    counter('state_dir_folds_total', 'Logs folded into a snapshot.', () => kept.folds)
    counter('state_dir_fold_seconds_total', 'Seconds the folds took, in all.', () => kept.foldSeconds)
    counter(
      'state_dir_fold_failures_total',
      'Folds that failed (tried again once the log has grown as much again).',
      () => kept.foldFailures,
    )
    counter(
      'state_dir_writes_refused_total',
      'Requests whose changes could not be written to the state directory (a full disk, a refused write), each answered 507.',
      () => kept.writesRefused,
    )
  }

  let scraped: Registry | undefined
  return {
    send: (res, onBug) => {
      // The process's metrics join on the first scrape: an app never scraped starts no monitor.
      scraped ??= Registry.merge([registry, processRegistry()])
      scraped.metrics().then(
        (text) => {
          res.setHeader('Content-Type', registry.contentType)
          res.end(text)
        },
        (error: unknown) => {
          onBug(error)
          sendProblem(res, internal())
        },
      )
    },
  }
}

/**
 * prom-client's default gauges named as counters, which `promtool check metrics` refuses ("non-counter
 * metrics should not have _total suffix"); each is the sum of the gauge of the same name without it,
 * by type.
 */
const misnamedDefaults = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
]

/**
 * The process's metrics (prom-client's defaults: CPU, memory, heap, event-loop delay, garbage
 * collection, handles), one registry for the process, made on the first scrape of any app: each
 * collectDefaultMetrics starts an event-loop delay monitor and a GC observer that it never stops,
 * which a suite of a hundred apps would otherwise run a hundred times over.
 */
let processMetrics: Registry | undefined
function processRegistry(): Registry {
  if (processMetrics === undefined) {
    processMetrics = new Registry()
    collectDefaultMetrics({ register: processMetrics })
    for (const name of misnamedDefaults) processMetrics.removeSingleMetric(name)
  }
  return processMetrics
}

/**
 * The latency histogram, read from RequestCounts at scrape time rather than observed through
 * prom-client on each request (see RequestCounts). prom-client's registry writes a histogram's
 * lines from its `getForPromString` (lib/registry.js), which this gives from the counts kept; its
 * JSON (`get`, which /__metrics never serves) stays prom-client's, empty as nothing is observed.
 */
class RequestDurations extends Histogram<'operation'> {
  constructor(
    private readonly requests: RequestCounts,
    private readonly described: { name: string; help: string },
    registers: Registry[],
  ) {
    super({ ...described, labelNames: ['operation'], buckets: latencyBuckets, registers })
  }

  async getForPromString() {
    const { name, help } = this.described
    const values: { value: number; labels: Record<string, string | number>; metricName: string }[] = []
    for (const [operation, counts] of this.requests.byOperation) {
      let cumulative = 0
      for (const [i, le] of latencyBuckets.entries()) {
        cumulative += counts.buckets[i]
        values.push({ value: cumulative, labels: { operation, le }, metricName: `${name}_bucket` })
      }
      values.push({ value: counts.count, labels: { operation, le: '+Inf' }, metricName: `${name}_bucket` })
      values.push({ value: counts.seconds, labels: { operation }, metricName: `${name}_sum` })
      values.push({ value: counts.count, labels: { operation }, metricName: `${name}_count` })
    }
    return { name, help, type: 'histogram', aggregator: 'sum', values }
  }
}
