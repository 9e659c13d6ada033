import type { Router } from 'express'
import { notFound } from '../errors.js'
import { tenantOf } from '../http/locals.js'
import { checkedQuery } from '../http/params.js'
import { sendJson } from '../http/respond.js'
import type { Mock } from '../mock.js'
import { contactsPage, conversationOf, conversationsPage, searchMessages, timelinePage } from '../store/browse.js'
import type {
  WorldContactQuery,
  WorldConversationQuery,
  WorldSearchQuery,
  WorldSummary,
  WorldTimelineQuery,
} from '../types.gen.js'

type Route = (path: string, methods: string[]) => ReturnType<Router['route']>

/**
 * The world a page at a time (/__world...), for the inspector and for anyone exploring a big
 * generated world: each call costs a page, never the world (src/store/browse.ts).
 */
export function worldRoutes(route: Route, mock: Mock): void {
  const v = mock.validators
  route('/__world', ['GET', 'HEAD']).get((_req, res) => {
    const tenant = tenantOf(res)
    const { state } = tenant
    const summary: WorldSummary = {
      version: {
        world: tenant.worldVersion,
        journal: tenant.journal.version,
        controls: tenant.clock.version + tenant.faults.version + mock.tenantsVersion,
      },
      counts: { ...state.counts(), tokens: state.world.tokens.size },
      default_caller: state.world.defaultCaller,
      timestamp_unit: state.clock.unit,
    }
    sendJson(res, 200, summary)
  })
  route('/__world/contacts', ['GET', 'HEAD']).get(async (req, res) => {
    const query = checkedQuery<WorldContactQuery>(v, 'worldContactQuery', req)
    sendJson(res, 200, await contactsPage(tenantOf(res).state, query))
  })
  route('/__world/conversations', ['GET', 'HEAD']).get(async (req, res) => {
    const query = checkedQuery<WorldConversationQuery>(v, 'worldConversationQuery', req)
    sendJson(res, 200, await conversationsPage(tenantOf(res).state, query))
  })
  route('/__world/conversations/:id', ['GET', 'HEAD']).get((req, res) => {
    checkedQuery(v, 'noParameters', req)
    const { state } = tenantOf(res)
    const conversation = state.conversations.get(String(req.params.id))
    if (conversation === undefined) throw notFound('conversation')
    sendJson(res, 200, conversationOf(state, conversation))
  })
  route('/__world/conversations/:id/messages', ['GET', 'HEAD']).get((req, res) => {
    const query = checkedQuery<WorldTimelineQuery>(v, 'worldTimelineQuery', req)
    const { state } = tenantOf(res)
    const conversation = state.conversations.get(String(req.params.id))
    if (conversation === undefined) throw notFound('conversation')
    sendJson(res, 200, timelinePage(state, conversation, query))
  })
  route('/__world/messages', ['GET', 'HEAD']).get(async (req, res) => {
    // q is required, so a request without a query is checked too (checkedQuery skips it).
    const { conversation_id, ...query } = req.url.includes('?')
      ? checkedQuery<WorldSearchQuery>(v, 'worldSearchQuery', req)
      : v.check<WorldSearchQuery>('worldSearchQuery', {}, 'form')
    sendJson(res, 200, await searchMessages(tenantOf(res).state, { ...query, conversationId: conversation_id }))
  })
}
