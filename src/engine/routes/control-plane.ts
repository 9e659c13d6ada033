import { methodNotAllowed, notFound } from '../core/errors.js'
import { requestSchemas, type SchemaName, type Validators } from '../core/validation.js'
import { requireAdminToken } from '../request/auth.js'
import { checkedQuery } from '../request/body.js'
import type { MockContext, TenantContext } from '../request/context.js'
import type { EngineAnswer, Exchange } from '../request/exchange.js'
import type { Turn } from '../store/browse.js'
import { adminPaths } from './admin.js'
import { controlPaths } from './controls.js'
import { apiReference, openapiDocument } from './docs.js'
import { metrics } from './metrics.js'
import { inspector } from './ui.js'
import { worldPaths } from './world.js'

/**
 * What a handler is given: the request on its way, the mock and the request's tenant as far as a
 * route may touch them (src/engine/request/context.ts), its checked query, its path's parameters.
 */
export interface ControlCall<Query = never> {
  exchange: Exchange
  mock: MockContext
  /** The request's tenant, made on first use. */
  tenant: () => TenantContext
  /** The query, checked against the operation's `query` schema; {} when it has none. */
  query: Query
  /** The path's `{name}` parameters, percent-decoded. */
  params: Record<string, string>
  /** The host's turn of its event loop, for the long walks of the world. */
  turn: Turn
}

/**
 * A 2xx answer: JSON of `schema` (a schema file or `$defs` entry, shown with the operation's
 * example, or a schema written inline), and `also` in other media types the query may ask for;
 * or a page of `dist/` of that media type; or a text document of that media type that the host
 * makes (the metrics), `absent` saying the 404 of a host that makes none.
 */
export type Answer =
  | {
      status?: 201
      description: string
      schema: string | Record<string, unknown>
      also?: Record<string, Record<string, unknown>>
    }
  | { page: 'text/html' | 'text/javascript' }
  | { document: 'text/plain; version=0.0.4'; description: string; absent: string }

/** One operation: what the OpenAPI document says of it, and the handler that answers it. */
export interface ControlOperation {
  /** The operationId, snake_case; also the key of its examples (src/engine/openapi/examples.ts). */
  id: string
  summary: string
  description: string
  /**
   * The query's schema: checked before `handle` (with no query string too if it requires a
   * parameter) and documented as the query parameters.
   */
  query?: SchemaName
  /**
   * The body: its schema, as documented (JSON), which `handle` checks it against. `large`: up to
   * the 64 MiB of a fixture document rather than 1 MiB (the host reads the body before routing).
   */
  body?: { schema: SchemaName; large?: true }
  answer: Answer
  /** What else is refused with 400 besides a bad tenant name. */
  refuses?: string
  /** Further problems, by status. */
  problems?: Record<number, string>
  handle: (call: ControlCall) => EngineAnswer | Promise<EngineAnswer>
  /**
   * Whether a request acts on other tenants than its own (a coverage of `tenants=`): a host that
   * runs each tenant apart answers it where it reaches them all, as the paths of `tenant: false`.
   */
  spans?: (exchange: Exchange) => boolean
}

/**
 * A path of the control plane, OpenAPI style (`/__fixtures/{name}`), and its operations. GET
 * answers HEAD too; any other method is 405 with Allow.
 */
export interface ControlPath {
  path: string
  /** Needs no admin token, even under --admin-token: probes and the pages a browser opens send none. */
  open?: true
  /** false: the path acts on no tenant of its own, so the document lists no X-Mock-Tenant for it. */
  tenant?: false
  /** The `{name}` parameters of the path, each with what it is: a string unless `schema` names one. */
  parameters?: Record<string, { description: string; schema?: string }>
  get?: ControlOperation
  post?: ControlOperation
  delete?: ControlOperation
}

/** The operations of a path, in the order Allow lists their methods. */
export function operationsOf(path: ControlPath): ['get' | 'post' | 'delete', ControlOperation][] {
  return (['get', 'post', 'delete'] as const).flatMap((method) => {
    const operation = path[method]
    return operation === undefined ? [] : [[method, operation]]
  })
}

/**
 * The control plane under /__ as one table, in the order of the document: every path with what
 * the OpenAPI document says of it and the handler that answers it. The router below and the
 * document (src/engine/openapi/control-plane.ts) are both read off it, so a new /__ route is one entry.
 */
export const controlPlane: ControlPath[] = [
  ...adminPaths,
  ...controlPaths,
  ...worldPaths,
  metrics,
  openapiDocument,
  inspector,
  ...apiReference,
]

/** The parameters the query schema `name` requires. */
export function requiredParameters(validators: Validators, name: SchemaName): string[] {
  const { required } = validators.schema(requestSchemas[name])
  return Array.isArray(required) ? required : []
}

/** A path of the table made ready to match: its pattern, parameter names and operations by method. */
interface CompiledPath {
  pattern: RegExp
  names: string[]
  open: boolean
  operations: Map<string, ControlOperation>
  allow: string[]
}

/**
 * A path template as Express's router matched it: any case, one optional trailing slash, each
 * `{name}` one whole segment.
 */
function compile(path: ControlPath): CompiledPath {
  const names: string[] = []
  const source = path.path
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)
      if (name === null) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(name[1])
      return '([^/]+)'
    })
    .join('')
  const operations = operationsOf(path)
  return {
    pattern: new RegExp(`^${source}/?$`, 'i'),
    names,
    open: path.open === true,
    operations: new Map(operations.map(([method, operation]) => [method.toUpperCase(), operation])),
    allow: operations.flatMap(([method]) => (method === 'get' ? ['GET', 'HEAD'] : [method.toUpperCase()])),
  }
}

/** The table made ready to match, once: it is the same for every mock. */
const compiledPlane = controlPlane.map((path) => ({ path, compiled: compile(path) }))

/**
 * Whether a control-plane request acts on its own tenant: a path of the table that has one, asked
 * with one of its methods, and not of other tenants. What does not (an unknown path, a method the
 * path lacks, health, the document, the pages, the tenants' list) is answered without a tenant.
 */
export function actsOnTenant(exchange: Exchange): boolean {
  for (const { path, compiled } of compiledPlane) {
    if (!compiled.pattern.test(exchange.path)) continue
    const operation = compiled.operations.get(exchange.method)
    return path.tenant !== false && operation !== undefined && operation.spans?.(exchange) !== true
  }
  return false
}

/**
 * The control plane (the engine sends it only /__ paths): the open paths, then the admin token
 * check that every other path, known or not, meets when the server has a token, then the rest; a
 * known path asked with another method is 405 with Allow, an unknown one 404.
 */
export function controlPlaneRoute(
  mock: MockContext,
  turn: Turn,
): (exchange: Exchange) => EngineAnswer | Promise<EngineAnswer> {
  const paths = compiledPlane.map(({ compiled }) => compiled)
  const open = paths.filter((path) => path.open)
  const guarded = paths.filter((path) => !path.open)
  const queries = new Map(
    controlPlane.flatMap((path) =>
      operationsOf(path).map(([, operation]) => [operation, queryReader(mock.validators, operation.query)] as const),
    ),
  )
  const { adminToken } = mock.options

  const dispatch = (exchange: Exchange, path: CompiledPath, match: RegExpExecArray) => {
    const operation = path.operations.get(exchange.method)
    if (operation === undefined) throw methodNotAllowed(path.allow)
    exchange.operation = operation.id
    const params: Record<string, string> = {}
    // A segment that does not percent-decode throws a URIError: the engine's 400.
    path.names.forEach((name, i) => {
      params[name] = decodeURIComponent(match[i + 1])
    })
    const query = (queries.get(operation) as QueryReader)(exchange) as never
    return operation.handle({ exchange, mock, tenant: () => exchange.tenant(), query, params, turn })
  }
  return (exchange) => {
    for (const path of open) {
      const match = path.pattern.exec(exchange.path)
      if (match !== null) return dispatch(exchange, path, match)
    }
    for (const path of guarded) {
      const match = path.pattern.exec(exchange.path)
      if (match === null) continue
      // Named before the token is checked: a refusal of the token is counted against its operation.
      exchange.operation = path.operations.get(exchange.method)?.id
      requireAdminToken(adminToken, exchange.header('authorization'))
      return dispatch(exchange, path, match)
    }
    requireAdminToken(adminToken, exchange.header('authorization'))
    throw notFound('route')
  }
}

type QueryReader = (exchange: Exchange) => unknown

/** Reads the query of an operation: checked against `name`, or {} unread without one. */
function queryReader(validators: Validators, name: SchemaName | undefined): QueryReader {
  if (name === undefined) return () => ({})
  // checkedQuery skips a request without a query string, so a required parameter is checked here.
  if (requiredParameters(validators, name).length > 0)
    return (exchange) =>
      exchange.search !== undefined ? checkedQuery(validators, name, exchange) : validators.check(name, {}, 'form')
  return (exchange) => checkedQuery(validators, name, exchange)
}
