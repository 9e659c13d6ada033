import { Router } from 'express'
import { callerOf, stateOf } from '../http/locals.js'
import { checkedBody, checkedQuery, readBody } from '../http/params.js'
import { sendJson } from '../http/respond.js'
import type { State } from '../store/state.js'
import type { SchemaName, Validators } from '../validation.js'
import { onlyMethods } from './methods.js'

type Call<I, O> = (state: State, caller: string, input: I) => O
type CallById<I, O> = (state: State, caller: string, id: string, input: I) => O

/** The five operations of a collection, each with the schema its input is checked against. */
export interface Resource {
  list: { schema: SchemaName; call: Call<never, unknown> }
  create: { schema: SchemaName; call: Call<never, unknown> }
  get: (state: State, caller: string, id: string) => unknown
  update: { schema: SchemaName; call: CallById<never, unknown> }
  remove: (state: State, caller: string, id: string) => unknown
}

/**
 * The routes of one collection, as a table: method, path, checked input, store call, status.
 * Any other method on a known path is 405 with `Allow`.
 */
export function resourceRouter(v: Validators, r: Resource): Router {
  const router = Router()
  router
    .route('/')
    .get((req, res) => {
      sendJson(res, 200, r.list.call(stateOf(res), callerOf(res), checkedQuery<never>(v, r.list.schema, req)))
    })
    .post(readBody, (req, res) => {
      sendJson(res, 201, r.create.call(stateOf(res), callerOf(res), checkedBody<never>(v, r.create.schema, req)))
    })
    .all(onlyMethods('GET', 'HEAD', 'POST'))
  router
    .route('/:id')
    .get((req, res) => {
      checkedQuery(v, 'noParameters', req)
      sendJson(res, 200, r.get(stateOf(res), callerOf(res), req.params.id))
    })
    .put(readBody, (req, res) => {
      const body = checkedBody<never>(v, r.update.schema, req)
      sendJson(res, 200, r.update.call(stateOf(res), callerOf(res), req.params.id, body))
    })
    .delete((req, res) => {
      checkedQuery(v, 'noParameters', req)
      sendJson(res, 200, r.remove(stateOf(res), callerOf(res), req.params.id))
    })
    .all(onlyMethods('GET', 'HEAD', 'PUT', 'DELETE'))
  return router
}
