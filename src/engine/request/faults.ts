import { faultCodes } from '../control/faults.js'
import { Problem } from '../core/errors.js'
import type { Exchange } from './exchange.js'

const retryable = new Set([429, 503])

/**
 * Runs after the token check on /v1: the first matching injected fault delays the request and,
 * with a status, answers it without running it (so it changes nothing). `latency` adds its own
 * delay to every /v1 answer. Returns what to wait for, or nothing when the request goes on at once.
 */
export const injectFaults =
  (latency: (() => number) | null) =>
  (exchange: Exchange): Promise<void> | undefined => {
    const fault = exchange.tenant().faults.take(exchange.request.method, exchange.path)
    const added = latency?.() ?? 0
    if (added > 0) exchange.why.push({ code: 'latency.added', ms: added })
    if (fault !== undefined) {
      const { id, method, path, delay_ms, status, times } = fault
      const left = times - 1
      exchange.why.push(
        status === null
          ? { code: 'fault.delayed', fault: id, method, path, delay_ms, left }
          : { code: 'fault.answered', fault: id, method, path, delay_ms, left, status },
      )
    }
    const delay = (fault?.delay_ms ?? 0) + added
    // Most requests meet no fault and no latency: they go on at once, without a promise.
    if (delay === 0 && !fault?.status) return undefined
    return new Promise<void>((resolve) => setTimeout(resolve, delay)).then(() => {
      if (!fault?.status) return
      const headers: Record<string, string> = retryable.has(fault.status) ? { 'Retry-After': '1' } : {}
      throw new Problem(faultCodes[fault.status], `Injected fault ${fault.id}: ${fault.status}.`, [], headers)
    })
  }
