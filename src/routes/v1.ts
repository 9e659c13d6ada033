import { Router } from 'express'
import type { Mock } from '../mock.js'
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from '../store/groups.js'
import { deleteMessage, getMessage, listMessages, sendMessage, updateMessage } from '../store/messages.js'
import { addResourceRoutes, type Resource } from './resource.js'

/** The collections of /v1: the one table the router and the OpenAPI document are built from. */
export const resources: Resource[] = [
  {
    path: '/messages',
    noun: ['message', 'messages'],
    item: 'message',
    page: 'messagePage',
    list: { schema: 'listMessages', call: listMessages },
    create: { schema: 'sendMessage', call: sendMessage },
    get: getMessage,
    update: { schema: 'updateMessage', call: updateMessage },
    remove: deleteMessage,
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
  },
]

/**
 * Every /v1 route, with its whole path in one flat table (a nested router per collection costs
 * every request a mount). Callers are authenticated before this router runs.
 */
export function v1Router(mock: Mock): Router {
  const router = Router()
  for (const resource of resources) addResourceRoutes(router, mock.validators, resource, mock.options.selfCheck)
  return router
}
