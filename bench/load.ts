import { Agent, request } from 'node:http'
import autocannon from 'autocannon'
import { BenchError, cpuMicros, type Served } from './children.js'
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
  child: Served,
  scenario: Scenario,
  headers: Record<string, string>,
  options: LoadOptions,
  /** Headers sent in turn, one set a request, instead of `headers` on every one (tenants, say). */
  rotate?: Record<string, string>[],
): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = []
    let wrong = 0
    let wrongStatus = 0
    let lastAnswer = 0
    let turn = 0
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
        ...(rotate === undefined
          ? {}
          : {
              requests: [
                {
                  setupRequest: (req) => {
                    turn++
                    return { ...req, headers: rotate[turn % rotate.length] }
                  },
                },
              ],
            }),
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

/** A run at a fixed rate (`paced`). Latencies in milliseconds. */
export interface PacedMeasurement {
  p50: number
  p99: number
  max: number
  /** Requests answered: every request sent, since any other status fails the run. */
  answered: number
  /** The server's CPU time over the run as a share of one core (0.25: a quarter); null where it cannot be read. */
  cpu: number | null
}

export interface PacedOptions {
  /** Requests a second. */
  rate: number
  /** Requests in all. */
  amount: number
}

/**
 * Sends `amount` requests at `rate` a second, each on schedule whatever happened to the ones
 * before (an open loop), over as many connections as that takes. A server that stalls for a
 * second keeps being sent requests, and every one of them waits, so the stall is in the
 * percentiles. A closed loop such as autocannon's stops sending while its connections wait: a
 * one-second stall among 50 connections would be 50 slow answers in tens of thousands, below the
 * p99. Each latency runs from the send to the last byte of the answer; an answer with another
 * status than the scenario's fails the run.
 */
export function paced(
  child: Served,
  scenario: Scenario,
  headers: Record<string, string>,
  options: PacedOptions,
): Promise<PacedMeasurement> {
  return new Promise((resolve, reject) => {
    const own = new Agent({ keepAlive: true, maxSockets: 512 })
    const latencies = new Float64Array(options.amount)
    const url = `${child.url}${scenario.path}`
    let sent = 0
    let answered = 0
    let over = false
    let timer: NodeJS.Timeout | undefined
    const end = (error?: Error) => {
      if (over) return
      over = true
      clearTimeout(timer)
      own.destroy()
      if (error) return reject(error)
      const seconds = (performance.now() - started) / 1000
      const cpuAfter = cpuMicros(child.pid)
      const sorted = latencies.sort()
      resolve({
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        max: sorted[sorted.length - 1],
        answered,
        cpu: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / 1e6 / seconds,
      })
    }
    const send = () => {
      const i = sent++
      const sentAt = performance.now()
      const req = request(url, { method: scenario.method, headers, agent: own }, (res) => {
        res.resume()
        res.on('end', () => {
          if (res.statusCode !== scenario.status)
            return end(
              new BenchError(
                `${child.name} answered ${scenario.method} ${scenario.path} with ${res.statusCode}, not ${scenario.status}`,
              ),
            )
          latencies[i] = performance.now() - sentAt
          if (++answered === options.amount) end()
        })
      })
      req.setTimeout(120_000, () => req.destroy(new Error('no answer within 120 s')))
      req.on('error', (error) =>
        end(new BenchError(`${scenario.method} ${url} failed on ${child.name}: ${error.message}`)),
      )
      req.end(scenario.body)
    }
    // Every millisecond (or as soon after as the timer fires), the requests due by now.
    const tick = () => {
      const due = Math.min(options.amount, Math.floor(((performance.now() - started) / 1000) * options.rate) + 1)
      while (sent < due && !over) send()
      if (sent < options.amount && !over) timer = setTimeout(tick, 1)
    }
    const cpuBefore = cpuMicros(child.pid)
    const started = performance.now()
    tick()
  })
}

/** The median of each field over the rounds of one paced run; `answered` is their sum. */
export function medianOfPaced(runs: PacedMeasurement[]): PacedMeasurement {
  const cpus = runs.map((r) => r.cpu)
  return {
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    max: median(runs.map((r) => r.max)),
    answered: runs.reduce((sum, r) => sum + r.answered, 0),
    cpu: cpus.every((c): c is number => c !== null) ? median(cpus) : null,
  }
}

/** The `q` quantile of values sorted in increasing order. */
export function percentile(sorted: ArrayLike<number>, q: number): number {
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

/**
 * Each round's ratio of `over` to `under` (the two runs of a round seconds apart), then the median of
 * those. What the machine does to both runs of a round cancels out, so on a shared machine whose
 * speed drifts over minutes this is steadier than the ratio of two medians. Null when a value is
 * missing (CPU not read) or a divisor is 0.
 */
export function pairedRatio(over: (number | null)[], under: (number | null)[]): number | null {
  const ratios: number[] = []
  for (const [round, a] of over.entries()) {
    const b = under[round]
    if (a === null || b === null || b === 0) return null
    ratios.push(a / b)
  }
  return median(ratios)
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
