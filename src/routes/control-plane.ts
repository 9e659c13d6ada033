import { type Request, type RequestHandler, type Response, Router } from 'express'
import { requireAdminToken } from '../http/admin-auth.js'
import { checkedQuery } from '../http/params.js'
import type { Mock } from '../mock.js'
import { requestSchemas, type SchemaName, type Validators } from '../validation.js'
import { adminPaths } from './admin.js'
import { controlPaths } from './controls.js'
import { apiReference, openapiDocument } from './docs.js'
import { onlyMethods } from './methods.js'
import { inspector } from './ui.js'
import { worldPaths } from './world.js'

/** What a handler is given. */
export interface ControlCall<Query = never> {
  req: Request
  res: Response
  mock: Mock
  /** The query, checked against the operation's `query` schema; {} when it has none. */
  query: Query
}

/**
 * A 2xx answer: JSON of `schema` (a schema file or `$defs` entry, shown with the operation's
 * example, or a schema written inline), and `also` in other media types the query may ask for;
 * or a page of `dist/` of that media type.
 */
export type Answer =
  | {
      status?: 201
      description: string
      schema: string | Record<string, unknown>
      also?: Record<string, Record<string, unknown>>
    }
  | { page: 'text/html' | 'text/javascript' }

/** One operation: what the OpenAPI document says of it, and the handler that answers it. */
export interface ControlOperation {
  /** The operationId, snake_case; also the key of its examples (src/openapi/examples.ts). */
  id: string
  summary: string
  description: string
  /**
   * The query's schema: checked before `handle` (with no query string too if it requires a
   * parameter) and documented as the query parameters.
   */
  query?: SchemaName
  /** The body: its schema, as documented (JSON), and the reader run before `handle`, which checks it. */
  body?: { schema: SchemaName; read: RequestHandler }
  answer: Answer
  /** What else is refused with 400 besides a bad tenant name. */
  refuses?: string
  /** Further problems, by status. */
  problems?: Record<number, string>
  handle: (call: ControlCall) => void | Promise<void>
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
  /** The `{name}` parameters of the path: a string unless `schema` names one. */
  parameters?: Record<string, { description?: string; schema?: string }>
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
 * document (src/openapi/control-plane.ts) are both read off it, so a new /__ route is one entry.
 */
export const controlPlane: ControlPath[] = [
  ...adminPaths,
  ...controlPaths,
  ...worldPaths,
  openapiDocument,
  inspector,
  ...apiReference,
]

/** The parameters the query schema `name` requires. */
export function requiredParameters(validators: Validators, name: SchemaName): string[] {
  const { required } = validators.schema(requestSchemas[name])
  return Array.isArray(required) ? required : []
}

/**
 * The control plane as a router (the app sends it only /__ paths): the open paths, then the admin
 * token check that every other path, known or not, meets when the server has a token, then the rest.
 */
export function controlPlaneRouter(mock: Mock): Router {
  const router = Router()
  const add = (path: ControlPath) => {
    const operations = operationsOf(path)
    const methods = operations.flatMap(([method]) => (method === 'get' ? ['GET', 'HEAD'] : [method.toUpperCase()]))
    const route = router.route(path.path.replace(/\{(\w+)\}/g, ':$1')).all(allow(methods))
    for (const [method, operation] of operations) {
      const query = queryReader(mock.validators, operation.query)
      // `never`: each handler names the type of its own query, which the query's schema checked.
      const handle: RequestHandler = (req, res) => operation.handle({ req, res, mock, query: query(req) as never })
      route[method](operation.body === undefined ? [handle] : [operation.body.read, handle])
    }
  }
  for (const path of controlPlane) if (path.open) add(path)
  router.use(requireAdminToken(mock.options.adminToken))
  for (const path of controlPlane) if (!path.open) add(path)
  return router
}

/** 405 for a known path asked with a method it does not take; the path's own methods go on to their handlers. */
function allow(methods: string[]): RequestHandler {
  const onlyThese = onlyMethods(...methods)
  return (req, res, next) => (methods.includes(req.method) ? next() : onlyThese(req, res, next))
}

/** Reads the query of an operation: checked against `name`, or {} unread without one. */
function queryReader(validators: Validators, name: SchemaName | undefined): (req: Request) => unknown {
  if (name === undefined) return () => ({})
  // checkedQuery skips a request without a query string, so a required parameter is checked here.
  if (requiredParameters(validators, name).length > 0)
    return (req) => (req.url.includes('?') ? checkedQuery(validators, name, req) : validators.check(name, {}, 'form'))
  return (req) => checkedQuery(validators, name, req)
}
