import { env as moduleEnv } from 'cloudflare:workers'
import { Problem } from '../engine/core/errors.js'
import { Engine } from '../engine/engine.js'
import { engineFetch, type HostPages, requestHead } from '../engine/fetch.js'
import { Mock } from '../engine/mock.js'
import type { MockOptions } from '../engine/options.js'
import { docsPageHeaders, redocHeaders } from '../engine/routes/docs.js'
import { metricsDocument } from '../engine/routes/metrics.js'
import { inspectorHeaders } from '../engine/routes/ui.js'
import { isMcpTarget } from '../mcp/door.js'
import { type MockEnv, optionsFor, problemResponse, tenantStub, tenantsApart, workerTurn } from './host.js'

/** The Worker's own engine: what it answers without a tenant's object, and how; and the agents' door. */
interface Front {
  engine: Engine
  fetch: (request: Request) => Promise<Response>
  mcp: (request: Request) => Promise<Response>
}

/**
 * The Worker: every request that acts on a tenant goes, as it came, to that tenant's Durable
 * Object (`idFromName`); the Worker's own engine answers the rest, so that no object is made for
 * them: a bad tenant name, a CORS preflight, /__health, the OpenAPI document, the pages, unknown
 * /__ paths, and what spans tenants (the list, a drop, a coverage of tenants=), which it asks of
 * the directory. Its mock holds no tenant and makes none.
 *
 * Its engine is built in the module's scope, with the bindings the runtime gives the module there:
 * the isolate's start pays for it (Cloudflare allows 1 s), not its first request (10 ms of CPU on
 * the free plan). One that could not be built is tried again by each request until it is, each
 * answered with the problem that says why meanwhile.
 */
export function mockWorker(options: MockOptions) {
  let front: Promise<Front> | undefined = frontOf(options, moduleEnv as MockEnv)
  // Seen by the first request; not an unhandled rejection of the module's start.
  front.catch(() => {})
  return {
    async fetch(request: Request, env: MockEnv): Promise<Response> {
      let opened: Front
      try {
        front ??= frontOf(options, env)
        opened = await front
      } catch (error) {
        front = undefined
        return problemResponse(new Problem('internal', `The mock could not start: ${reasonOf(error)}`))
      }
      const head = requestHead(request)
      return isMcpTarget(head.url) ? opened.mcp(request) : route(opened, env, request)
    },
  }
}

/** A request to its tenant's object, or to the Worker's own engine. */
function route(front: Front, env: MockEnv, request: Request): Promise<Response> {
  const name = front.engine.tenantOf(requestHead(request))
  return name === undefined ? front.fetch(request) : tenantStub(env, name).fetch(request)
}

async function frontOf(options: MockOptions, env: MockEnv): Promise<Front> {
  const mock = await Mock.create(optionsFor(options, env), tenantsApart(env))
  mock.full = true
  const engine = new Engine(mock, { turn: workerTurn })
  const front: Front = {
    engine,
    fetch: engineFetch(engine, '', pagesOf(env)),
    mcp: async (request) => {
      // The SDK is loaded with the first agent, as on the Node server.
      const { mcpDoor } = await import('./mcp.js')
      front.mcp = mcpDoor(engine, (inner) => route(front, env, inner))
      return front.mcp(request)
    },
  }
  return front
}

/** The pages, from the package's dist/pages as the Worker's static assets (the ASSETS binding). */
const pages: Record<string, { asset: string; type: string; headers: Record<string, string> }> = {
  inspector: { asset: '/ui/index.html', type: 'text/html; charset=utf-8', headers: inspectorHeaders },
  docs_page: { asset: '/docs/index.html', type: 'text/html; charset=utf-8', headers: docsPageHeaders },
  docs_script: { asset: '/docs/redoc.standalone.js', type: 'text/javascript; charset=utf-8', headers: redocHeaders },
}

/** The pages the engine names, from the assets; and the metrics document, which a Worker has none of. */
function pagesOf(env: MockEnv): HostPages {
  return async (id, request) => {
    if (id === metricsDocument) return noMetrics()
    const page = pages[id]
    if (env.ASSETS === undefined || page === undefined) return noPages()
    const asset = await env.ASSETS.fetch(new Request(new URL(page.asset, request.url)))
    if (!asset.ok) return noPages()
    return new Response(asset.body, { headers: { 'Content-Type': page.type, ...page.headers } })
  }
}

function noPages(): Response {
  return problemResponse(
    new Problem(
      'not_found',
      'No such page: the Worker serves the inspector and the API reference from the assets of its wrangler configuration (docs/cloudflare.md).',
    ),
  )
}

/**
 * GET /__metrics: a Worker keeps no metrics of its own (an isolate's counters would be one
 * isolate's, gone with it, and a scrape would reach one isolate of many). Cloudflare measures the
 * Worker and its objects itself; the problem says where.
 */
function noMetrics(): Response {
  return problemResponse(
    new Problem(
      'not_found',
      "No metrics here: a Worker keeps none. Cloudflare measures it: Workers metrics and analytics in the dashboard (requests, errors, CPU time, of the Worker and of its Durable Objects), Workers Logs and `wrangler tail` for each request and the mock's notices, and Workers Analytics Engine for counts of your own (docs/cloudflare.md#metrics).",
    ),
  )
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
