import { Router } from 'express'
import { notFound } from '../errors.js'
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from '../store/groups.js'
import { deleteMessage, getMessage, listMessages, sendMessage, updateMessage } from '../store/messages.js'
import type { Validators } from '../validation.js'
import { resourceRouter } from './resource.js'

/** Every /v1 route. Callers are authenticated before this router runs. */
export function v1Router(v: Validators): Router {
  return Router()
    .use(
      '/messages',
      resourceRouter(v, {
        list: { schema: 'listMessages', call: listMessages },
        create: { schema: 'sendMessage', call: sendMessage },
        get: getMessage,
        update: { schema: 'updateMessage', call: updateMessage },
        remove: deleteMessage,
      }),
    )
    .use(
      '/groups',
      resourceRouter(v, {
        list: { schema: 'listGroups', call: listGroups },
        create: { schema: 'createGroup', call: createGroup },
        get: getGroup,
        update: { schema: 'updateGroup', call: updateGroup },
        remove: deleteGroup,
      }),
    )
    .use(() => {
      throw notFound('route')
    })
}
