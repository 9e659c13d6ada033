import { coverageMarkdown } from '../control/coverage-text.js'
import { invalidParameter, Problem } from '../core/errors.js'
import { tenantName } from '../core/tenants.js'
import type { CoverageQuery } from '../core/types.gen.js'
import type { MockContext, TenantContext } from '../request/context.js'
import type { EngineAnswer } from '../request/exchange.js'
import type { ControlCall } from './control-plane.js'

/**
 * GET /__coverage: what the journaled /v1 requests of the request's tenant (or of `tenants`)
 * exercised of the served document, as JSON or Markdown (docs/coverage.md).
 */
export function readCoverage({ exchange, tenant, mock, query }: ControlCall<CoverageQuery>): EngineAnswer {
  const report = mock.coverage(query.tenants === undefined ? [tenant()] : tenantsNamed(mock, query.tenants))
  if (query.format !== 'markdown') return exchange.json(200, report)
  return exchange.text(200, 'text/markdown; charset=utf-8', coverageMarkdown(report))
}

/** `all`, or the tenants of a comma-separated list of names, each of which must exist. */
function tenantsNamed(mock: MockContext, list: string): TenantContext[] | 'all' {
  if (list === 'all') return 'all'
  const names = list.split(',')
  if (!names.every((name) => tenantName.test(name)))
    throw invalidParameter('tenants', 'must be all or tenant names (1 to 64 of A-Z a-z 0-9 . _ -) separated by commas')
  const unknown = names.find((name) => !mock.hasTenant(name))
  if (unknown !== undefined) throw new Problem('not_found', `No tenant ${unknown} on this server.`)
  return names.map((name) => mock.tenant(name))
}
