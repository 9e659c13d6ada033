import { Router } from 'express'
import { sendJson } from '../http/respond.js'
import type { Mock } from '../mock.js'
import { onlyMethods } from './methods.js'

/** The control plane under /__, readable as one table. It needs no /v1 token. */
export function adminRouter(mock: Mock): Router {
  const router = Router()
  router
    .route('/health')
    .get((_req, res) => sendJson(res, 200, { status: 'ok' }))
    .all(onlyMethods('GET', 'HEAD'))
  router
    .route('/reset')
    .post((_req, res) => {
      mock.tenant.reset()
      sendJson(res, 200, { status: 'reset', counts: mock.tenant.state.counts() })
    })
    .all(onlyMethods('POST'))
  return router
}
