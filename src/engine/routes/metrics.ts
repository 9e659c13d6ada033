import type { ControlPath } from './control-plane.js'

/** The name the engine gives the metrics document it leaves to its host (`EngineAnswer.page`). */
export const metricsDocument = 'metrics'

/**
 * GET /__metrics, an entry of the control plane's table (src/engine/routes/control-plane.ts): the
 * engine routes it and guards it with the admin token, and the host makes the document, since what
 * it tells (the process, its memory, the state directory, every request) is the host's. The Node
 * server makes it with prom-client (src/http/metrics.ts); a host that keeps no metrics answers 404.
 */
export const metrics: ControlPath = {
  path: '/__metrics',
  tenant: false,
  get: {
    id: 'read_metrics',
    summary: 'Read the metrics, for Prometheus',
    description:
      "The server's metrics in Prometheus's text format (0.0.4), for a scrape: requests by operation and status and their latency, tenants live, made, ended and refused, the worlds' sizes summed over the tenants, the journals, the memory ceiling, the state directory and the process. Under --admin-token it needs the token, as Prometheus sends it (`authorization: { credentials: ... }`); no label names a tenant. docs/deploy.md#metrics names each metric.",
    answer: {
      document: 'text/plain; version=0.0.4',
      description: 'The metrics, in the text exposition format.',
      absent: 'A host that keeps no metrics: the fetch face, the MSW handlers (`not_found`).',
    },
    handle: ({ exchange }) => exchange.hostPage(metricsDocument),
  },
}
