import { coverageMarkdown } from '../control/coverage-text.js'
import { parseQuery } from '../core/bodies.js'
import { invalidParameter } from '../core/errors.js'
import { tenantName } from '../core/tenants.js'
import type { CoverageQuery } from '../core/types.gen.js'
import type { EngineAnswer, Exchange } from '../request/exchange.js'
import type { ControlCall } from './control-plane.js'

/**
 * GET /__coverage: what the journaled /v1 requests of the request's tenant (or of `tenants`)
 * exercised of the served document, as JSON or Markdown (docs/coverage.md).
 */
export async function readCoverage({
  exchange,
  tenant,
  mock,
  query,
}: ControlCall<CoverageQuery>): Promise<EngineAnswer> {
  const report =
    query.tenants === undefined ? mock.coverage([tenant()]) : await mock.coverageOf(tenantsNamed(query.tenants))
  if (query.format !== 'markdown') return exchange.json(200, report)
  return exchange.text(200, 'text/markdown; charset=utf-8', coverageMarkdown(report))
}

/** `all`, or the names of a comma-separated list, each a tenant's name (the mock says whether each is one). */
function tenantsNamed(list: string): string[] | 'all' {
  if (list === 'all') return 'all'
  const names = list.split(',')
  if (!names.every((name) => tenantName.test(name)))
    throw invalidParameter('tenants', 'must be all or tenant names (1 to 64 of A-Z a-z 0-9 . _ -) separated by commas')
  return names
}

/**
 * Whether a GET /__coverage acts on other tenants than its own (`tenants=`): a host that runs each
 * tenant apart answers it where it reaches them all.
 */
export function spansTenants(exchange: Exchange): boolean {
  if (exchange.search === undefined) return false
  try {
    return Object.hasOwn(parseQuery(exchange.search), 'tenants')
  } catch {
    // A query that does not parse is refused by the tenant's own mock, as anywhere.
    return false
  }
}
