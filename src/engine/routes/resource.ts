import type { Activity } from '../activity/activity.js'
import { internal } from '../core/errors.js'
import { type ReasonData, standing, type Why } from '../core/reasons.js'
import { bracket, type ResponseName, type SchemaName, type Validators } from '../core/validation.js'
import type { ViewPage } from '../core/wire.js'
import { checkedBody, checkedQuery } from '../request/body.js'
import type { EngineAnswer, Exchange } from '../request/exchange.js'
import type { State } from '../store/state.js'

/** A store call: `why` gathers the reasons of what it decided (src/engine/core/reasons.ts). */
type Call<I> = (state: State, caller: string, input: I, why: Why) => unknown
type CallById<I> = (state: State, caller: string, id: string, input: I, why: Why) => unknown

/**
 * A collection of the API: its five operations, the schema each input is checked against, and the
 * schemas of its answers. The router and the OpenAPI document are both read off this table.
 */
export interface Resource {
  path: string
  /** Singular and plural nouns, for summaries: message/messages. */
  noun: [string, string]
  item: ResponseName
  page: ResponseName
  /** The `{id}` of the item path, with what it is. */
  parameters: { id: { description: string } }
  list: { schema: SchemaName; call: Call<never> }
  create: { schema: SchemaName; call: Call<never> }
  /** When a list or a create answers 404 (what it names that the caller must see); never when absent. */
  missing?: string
  get: (state: State, caller: string, id: string, why: Why) => unknown
  update: { schema: SchemaName; call: CallById<never> }
  remove: (state: State, caller: string, id: string, why: Why) => unknown
  /** What the tenant's activity is told of a write that succeeded, when one is in force (src/engine/activity). */
  told?: {
    created?: (activity: Activity, answer: never) => void
    updated?: (activity: Activity) => void
    removed?: (activity: Activity, id: string) => void
  }
}

/** A route's handler: the request on its way, and the decoded `:id` of an item path; it returns the answer. */
export type Handler = (exchange: Exchange, id: string) => EngineAnswer

/** A route: its handler, its operationId, and the reason that says a request reached it (made once, at start-up). */
export interface Route {
  handle: Handler
  operation: string
  matched: ReasonData
}

/** The routes of one path by method (HEAD is answered by GET), its `Allow` header, and the path as the document writes it. */
export interface Methods {
  routes: ReadonlyMap<string, Route>
  allow: string[]
  path: string
}

/** The operation ids of a collection's five operations, as the OpenAPI document names them. */
export function operationIds(r: Resource) {
  const [one, many] = r.noun
  return {
    list: `list_${many}`,
    create: `create_${one}`,
    retrieve: `retrieve_${one}`,
    update: `update_${one}`,
    remove: `delete_${one}`,
  }
}

function methods(path: string, handlers: [string, string, Handler][]): Methods {
  const allow = handlers.flatMap(([method]) => (method === 'GET' ? ['GET', 'HEAD'] : [method]))
  const routes = handlers.map(([method, operation, handle]): [string, Route] => [
    method,
    { handle, operation, matched: standing({ code: 'route.matched', route: `${method} ${path}`, operation }) },
  ])
  return { routes: new Map(routes), allow, path }
}

/**
 * The routes of one collection: method, checked input, store call, status, for the collection path
 * and the item path. With `selfCheck` every answer is checked against its schema first, and a drift
 * is a 500 naming the field rather than a body that breaks the contract.
 */
export function resourceRoutes(v: Validators, r: Resource, selfCheck: boolean): { collection: Methods; item: Methods } {
  /**
   * `kept`: the body is a view of a record (a retrieve, a create, an update), answered from its
   * wire text and journaled as the view, which a kept tenant writes as the record's id.
   */
  const send = (exchange: Exchange, status: number, body: unknown, schema: ResponseName, kept = false) => {
    if (selfCheck) {
      const drift = v.responseFailures(schema, body)
      if (drift.length > 0) {
        const error = `The response drifted from ${schema}: ${drift.map((f) => `${bracket(f.path)} ${f.message}`).join('; ')}`
        throw internal(error).because({ code: 'internal.bug', error })
      }
    }
    if (schema === r.page) return exchange.page(status, body as ViewPage)
    if (kept) return exchange.view(status, body as object)
    return exchange.json(status, body)
  }
  const ids = operationIds(r)
  return {
    collection: methods(`/v1${r.path}`, [
      [
        'GET',
        ids.list,
        (exchange) =>
          send(
            exchange,
            200,
            r.list.call(
              exchange.tenant().state,
              exchange.authenticated(),
              checkedQuery<never>(v, r.list.schema, exchange),
              exchange.why,
            ),
            r.page,
          ),
      ],
      [
        'POST',
        ids.create,
        (exchange) => {
          const input = checkedBody<never>(v, r.create.schema, exchange)
          const created = r.create.call(exchange.tenant().state, exchange.authenticated(), input, exchange.why)
          const answer = send(exchange, 201, created, r.item, true)
          const activity = activeActivity(exchange)
          if (activity) r.told?.created?.(activity, created as never)
          return answer
        },
      ],
    ]),
    item: methods(`/v1${r.path}/{id}`, [
      [
        'GET',
        ids.retrieve,
        (exchange, id) => {
          checkedQuery(v, 'noParameters', exchange)
          const found = r.get(exchange.tenant().state, exchange.authenticated(), id, exchange.why)
          return send(exchange, 200, found, r.item, true)
        },
      ],
      [
        'PUT',
        ids.update,
        (exchange, id) => {
          const body = checkedBody<never>(v, r.update.schema, exchange)
          const answer = send(
            exchange,
            200,
            r.update.call(exchange.tenant().state, exchange.authenticated(), id, body, exchange.why),
            r.item,
            true,
          )
          const activity = activeActivity(exchange)
          if (activity) r.told?.updated?.(activity)
          return answer
        },
      ],
      [
        'DELETE',
        ids.remove,
        (exchange, id) => {
          checkedQuery(v, 'noParameters', exchange)
          const removed = r.remove(exchange.tenant().state, exchange.authenticated(), id, exchange.why)
          const answer = send(exchange, 200, removed, 'deleted')
          const activity = activeActivity(exchange)
          if (activity) r.told?.removed?.(activity, id)
          return answer
        },
      ],
    ]),
  }
}

/** The request's tenant's activity when one is in force, to be told of a write; off, it costs a read. */
function activeActivity(exchange: Exchange): Activity | undefined {
  const { activity } = exchange.tenant()
  return activity.on ? activity : undefined
}
