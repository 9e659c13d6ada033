import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { latencyFor } from '../control/latency.js'
import { methodNotAllowed } from '../errors.js'
import { authenticate } from '../http/auth.js'
import { injectFaults } from '../http/faults.js'
import { readBodyEarly } from '../http/params.js'
import type { Mock } from '../mock.js'
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from '../store/groups.js'
import { deleteMessage, getMessage, listMessages, sendMessage, updateMessage } from '../store/messages.js'
import type { Message } from '../types.gen.js'
import { type Resource, resourceRoutes } from './resource.js'

/** The collections of /v1: the one table the router and the OpenAPI document are built from. */
export const resources: Resource[] = [
  {
    path: '/messages',
    noun: ['message', 'messages'],
    item: 'message',
    page: 'messagePage',
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
 * The whole of /v1 as one Express middleware (the app sends it only /v1 paths): it reads the body,
 * checks the token (first, on every /v1 path, known or not), injects faults, then finds the route
 * in a table keyed by collection.
 * Paths match as Express's router would match `/v1/messages` and `/v1/messages/:id` (any case, one
 * optional trailing slash, the id percent-decoded); a path it does not know goes on to the 404.
 * One layer instead of Express's router with a layer per route and method: the router's walk was
 * an eighth of the CPU of a small request.
 */
export function v1Layer(mock: Mock): RequestHandler {
  const { validators, options } = mock
  const routes = new Map(
    resources.map((r) => [r.path.slice(1), resourceRoutes(validators, r, options.selfCheck)] as const),
  )
  const auth = authenticate(options.auth)
  const faults = injectFaults(latencyFor(options))

  const route = (req: Request, res: Response, next: NextFunction): void => {
    let rest = req.path.slice('/v1'.length)
    if (rest.length > 1 && rest.endsWith('/')) rest = rest.slice(0, -1)
    const slash = rest.indexOf('/', 1)
    const paths = routes.get((slash === -1 ? rest.slice(1) : rest.slice(1, slash)).toLowerCase())
    const id = slash === -1 ? null : rest.slice(slash + 1)
    if (paths === undefined || id === '' || id?.includes('/')) {
      next()
      return
    }
    // A malformed escape throws a URIError, which the problem handler answers with a 400.
    const decoded = id === null ? '' : id.includes('%') ? decodeURIComponent(id) : id
    const methods = id === null ? paths.collection : paths.item
    const handler = methods.handlers.get(req.method === 'HEAD' ? 'GET' : req.method)
    if (handler === undefined) throw methodNotAllowed(methods.allow)
    handler(req, res, decoded)
  }

  return (req, res, next) =>
    readBodyEarly(req, res, () =>
      guarded(next, () => {
        auth(req, res)
        const wait = faults(req, res)
        if (wait === undefined) route(req, res, next)
        else return wait.then(() => route(req, res, next))
      }),
    )
}

/** Runs `step`, sending what it throws or rejects with to Express's error handler. */
function guarded(next: NextFunction, step: () => Promise<void> | undefined): void {
  try {
    step()?.catch(next)
  } catch (error) {
    next(error)
  }
}
