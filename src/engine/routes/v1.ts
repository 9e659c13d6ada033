import { latencyFor } from '../control/latency.js'
import { refuseAtCeiling } from '../control/memory.js'
import { methodNotAllowed, notFound } from '../core/errors.js'
import type { Message } from '../core/types.gen.js'
import { authenticate } from '../request/auth.js'
import type { MockContext } from '../request/context.js'
import type { EngineAnswer, Exchange } from '../request/exchange.js'
import { injectFaults } from '../request/faults.js'
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from '../store/groups.js'
import { deleteMessage, getMessage, listMessages, sendMessage, updateMessage } from '../store/messages.js'
import { unknownRoute } from './near-miss.js'
import { type Methods, type Resource, type Route, resourceRoutes } from './resource.js'

/** The collections of /v1: the one table the router and the OpenAPI document are built from. */
export const resources: Resource[] = [
  {
    path: '/messages',
    noun: ['message', 'messages'],
    item: 'message',
    page: 'messagePage',
    parameters: {
      id: {
        description: "A message's id, as GET /v1/messages lists them (msg_t1).",
      },
    },
    list: { schema: 'listMessages', call: listMessages },
    create: { schema: 'sendMessage', call: sendMessage },
    missing: 'a `conversation_id` the caller cannot see or that does not exist',
    get: getMessage,
    update: { schema: 'updateMessage', call: updateMessage },
    remove: deleteMessage,
    told: {
      created: (activity, message: Message) => activity.sent(message),
      removed: (activity, id) => activity.messageDeleted(id),
    },
  },
  {
    path: '/groups',
    noun: ['group', 'groups'],
    item: 'group',
    page: 'groupPage',
    parameters: {
      id: {
        description: "A group's id, as GET /v1/groups lists them (grp_trip).",
      },
    },
    list: { schema: 'listGroups', call: listGroups },
    create: { schema: 'createGroup', call: createGroup },
    get: getGroup,
    update: { schema: 'updateGroup', call: updateGroup },
    remove: deleteGroup,
    // Members who left, or a conversation that is gone, cancel what was pending there.
    told: { updated: (activity) => activity.sweep(), removed: (activity) => activity.sweep() },
  },
]

/**
 * The whole of /v1 (the engine sends it only /v1 paths): it finds the route in a table keyed by
 * collection, checks the token (the first refusal, on every /v1 path, known or not), injects
 * faults, then answers; a path it does not know is the 404 of any unknown path. The body was read
 * by the host before.
 * Paths match as Express's router would match `/v1/messages` and `/v1/messages/:id` (any case, one
 * optional trailing slash, the id percent-decoded).
 * One step instead of a router with a layer per route and method: Express's router's walk was an
 * eighth of the CPU of a small request.
 */
export function v1Route(
  mock: MockContext,
  selfCheck: boolean,
): (exchange: Exchange) => EngineAnswer | Promise<EngineAnswer> {
  const { validators, options } = mock
  const routes = new Map(resources.map((r) => [r.path.slice(1), resourceRoutes(validators, r, selfCheck)] as const))
  const templates = [...routes.values()].flatMap(({ collection, item }) => [collection, item])
  const auth = authenticate(options.auth)
  const faults = injectFaults(latencyFor(options))

  /**
   * Answers a request once its token and faults allow: the route found before them (`methods`
   * undefined for a path of none, `found` for a method of none), the problem of a miss raised only
   * now, so that a request without a token meets the 401 first.
   */
  const answer = (exchange: Exchange, methods: Methods | undefined, found: Route | undefined, id: string | null) => {
    if (methods === undefined) throw notFound('route').because(unknownRoute(exchange.method, exchange.path, templates))
    // A malformed escape throws a URIError, which the engine answers with a 400.
    const decoded = id === null ? '' : id.includes('%') ? decodeURIComponent(id) : id
    if (found === undefined)
      throw methodNotAllowed(methods.allow).because({ code: 'route.method', route: methods.path, allow: methods.allow })
    exchange.why.push(found.matched)
    // What would grow the world waits for room; a delete frees it.
    if (exchange.method !== 'DELETE' && exchange.method !== 'GET') refuseAtCeiling(options.memory)
    return found.handle(exchange, decoded)
  }

  // The route is found first, so that a refusal of the token or a fault is counted against its
  // operation too (exchange.operation, for the host's metrics); its misses are raised after them.
  return (exchange) => {
    let rest = exchange.path.slice('/v1'.length)
    if (rest.length > 1 && rest.endsWith('/')) rest = rest.slice(0, -1)
    const slash = rest.indexOf('/', 1)
    const paths = routes.get((slash === -1 ? rest.slice(1) : rest.slice(1, slash)).toLowerCase())
    const id = slash === -1 ? null : rest.slice(slash + 1)
    const methods =
      paths === undefined || id === '' || id?.includes('/') ? undefined : id === null ? paths.collection : paths.item
    const found = methods?.routes.get(exchange.method)
    exchange.operation = found?.operation
    auth(exchange)
    const wait = faults(exchange)
    if (wait === undefined) return answer(exchange, methods, found, id)
    return wait.then(() => answer(exchange, methods, found, id))
  }
}
