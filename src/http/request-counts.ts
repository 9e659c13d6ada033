/** Upper bounds of the latency buckets, in seconds: most answers take tens of microseconds, a latency fault or a large export seconds. */
export const latencyBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** The requests of one operation: how many by status, and their durations by bucket (the last is +Inf). */
class OperationRequests {
  readonly statuses = new Map<number, number>()
  readonly buckets = new Float64Array(latencyBuckets.length + 1)
  count = 0
  seconds = 0
}

/**
 * The requests counted as they are answered, in plain numbers that prom-client reads at each scrape
 * (src/http/metrics.ts, loaded with the first scrape: this module imports no package).
 * prom-client's own counter and histogram cost a request about 1.4 µs (each call hashes its labels
 * into a string and makes objects); this costs about 40 ns and makes nothing once an operation and
 * a status have been seen.
 */
export class RequestCounts {
  readonly byOperation = new Map<string, OperationRequests>()

  /** One request answered: its operationId (`unknown` for none), its status, how long it took. */
  record(operation: string | undefined, status: number, seconds: number): void {
    const name = operation ?? 'unknown'
    let counts = this.byOperation.get(name)
    if (counts === undefined) {
      counts = new OperationRequests()
      this.byOperation.set(name, counts)
    }
    counts.statuses.set(status, (counts.statuses.get(status) ?? 0) + 1)
    let bucket = 0
    while (bucket < latencyBuckets.length && seconds > latencyBuckets[bucket]) bucket++
    counts.buckets[bucket]++
    counts.count++
    counts.seconds += seconds
  }
}
