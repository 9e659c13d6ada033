import { Agent, request } from 'node:http'
import autocannon from 'autocannon'
import { BenchError, type Child, cpuMicros } from './children.js'
import type { Scenario } from './scenarios.js'

/** One run of one scenario against one server. Latencies in milliseconds, CPU in µs per request. */
export interface Measurement {
  rps: number
  p50: number
  p99: number
  /** The server's own CPU time per answered request; null where it cannot be read. */
  cpu: number | null
}

export interface LoadOptions {
  duration: number
  /** Requests to send instead of running for `duration` seconds; null: for `duration`. */
  amount: number | null
  connections: number
}

/**
 * Drives `child` with autocannon for `duration` seconds (or for `amount` requests). Latencies are recorded from each
 * response (autocannon's own histogram keeps whole milliseconds, too coarse for a page that takes
 * 80 µs). An answer with another status than the scenario's fails the bench: a fast 404 is not a
 * result.
 */
export function measure(
  child: Child,
  scenario: Scenario,
  headers: Record<string, string>,
  options: LoadOptions,
): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = []
    let wrong = 0
    let wrongStatus = 0
    let lastAnswer = 0
    const cpuBefore = cpuMicros(child.pid)
    const started = performance.now()
    const instance = autocannon(
      {
        url: `${child.url}${scenario.path}`,
        method: scenario.method,
        headers,
        body: scenario.body,
        connections: options.connections,
        duration: options.duration,
        // autocannon ignores the duration when it is given an amount.
        ...(options.amount === null ? {} : { amount: options.amount }),
        // autocannon ends a run at its next sample tick: every second by default, which would
        // add up to a second of idling to every run.
        sampleInt: 100,
      },
      (error, result) => {
        const seconds = (lastAnswer - started) / 1000
        const cpuAfter = cpuMicros(child.pid)
        if (error) return reject(new BenchError(`autocannon failed against ${child.name}: ${error}`))
        if (wrong > 0)
          return reject(
            new BenchError(
              `${child.name} answered ${scenario.method} ${scenario.path} with ${wrongStatus} (${wrong} times), not ${scenario.status}`,
            ),
          )
        if (latencies.length === 0 || result.errors + result.timeouts > latencies.length / 100)
          return reject(
            new BenchError(
              `${child.name} failed ${result.errors} requests and timed out on ${result.timeouts} ` +
                `of ${scenario.method} ${scenario.path} (${latencies.length} answered)`,
            ),
          )
        const sorted = Float64Array.from(latencies).sort()
        resolve({
          rps: latencies.length / seconds,
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
          cpu: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / latencies.length,
        })
      },
    )
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      lastAnswer = performance.now()
      if (statusCode === scenario.status) latencies.push(responseTime)
      else {
        wrong++
        wrongStatus = statusCode
      }
    })
  })
}

function percentile(sorted: Float64Array, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

/** The median of each field over the rounds of one scenario and server. */
export function medianOf(runs: Measurement[]): Measurement {
  const cpus = runs.map((r) => r.cpu)
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpu: cpus.every((c): c is number => c !== null) ? median(cpus) : null,
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >>> 1
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export interface Answer {
  status: number
  body: string
  ms: number
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 })

/** One request on a kept-alive connection, timed from send to the last byte of the answer. */
export function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const req = request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      )
    })
    req.on('error', (error) => reject(new BenchError(`${method} ${url} failed: ${error.message}`)))
    req.end(body)
  })
}

/** Closes the kept-alive connection of `send`, so that the process can exit. */
export function closeConnections(): void {
  agent.destroy()
}
