import { notFound } from '../core/errors.js'
import type {
  WorldContactQuery,
  WorldConversationQuery,
  WorldSearchQuery,
  WorldSummary,
  WorldTimelineQuery,
} from '../core/types.gen.js'
import { contactsPage, conversationOf, conversationsPage, searchMessages, timelinePage } from '../store/browse.js'
import type { ControlCall, ControlPath } from './control-plane.js'

const conversationId = { id: { description: 'A conversation id, as GET /__world/conversations lists them.' } }
const noConversation = { 404: 'No conversation of that id in the tenant (`not_found`).' }
/** The 400 of a /__world query: `also` names what else the operation refuses. */
const badQuery = (also = '') =>
  `An unknown or invalid query parameter${also}, or an \`after\` that is not in the list (removed since?) (\`invalid_parameter\`, \`unknown_parameter\`)`

/**
 * The world a page at a time (/__world...), for the inspector and for anyone exploring a big
 * generated world: each call costs a page, never the world (src/engine/store/browse.ts). Entries of the
 * control plane's table (src/engine/routes/control-plane.ts).
 */
export const worldPaths: ControlPath[] = [
  {
    path: '/__world',
    get: {
      id: 'read_world',
      summary: 'Count the world and read its versions',
      description:
        'What the inspector reads first and polls: the counts of the world, its default caller and timestamp unit, and three versions that only grow. `world` moves with every change to a record (a /v1 write, a reset, a fixture load); `journal` with every journaled /v1 request and every clear; `controls` with the clock, the faults and the list of tenants. It costs the same whatever the size of the world.',
      answer: { schema: 'world.schema.json', description: 'The summary.' },
      handle: ({ exchange, tenant, mock }) => {
        const current = tenant()
        const { state } = current
        const summary: WorldSummary = {
          version: {
            world: current.worldVersion,
            journal: current.journal.version,
            controls: current.clock.version + current.faults.version + mock.tenantsVersion,
          },
          counts: { ...state.counts(), tokens: state.world.tokens.size },
          default_caller: state.world.defaultCaller,
          timestamp_unit: state.clock.unit,
        }
        return exchange.json(200, summary)
      },
    },
  },
  {
    path: '/__world/contacts',
    get: {
      id: 'list_world_contacts',
      summary: 'Browse the contacts a page at a time',
      description:
        "The world's contacts in the order of the fixture, then those created since, each with the tokens that act as it. `q` keeps those whose id, username, phone number or a token contains it, case ignored. `next` is the `after` of the next page, null at the end.",
      query: 'worldContactQuery',
      answer: { schema: 'world-contacts.schema.json', description: 'A page of contacts.' },
      refuses: badQuery(),
      handle: async ({ exchange, tenant, query, turn }: ControlCall<WorldContactQuery>) =>
        exchange.json(200, await contactsPage(tenant().state, query, turn)),
    },
  },
  {
    path: '/__world/conversations',
    get: {
      id: 'list_world_conversations',
      summary: 'Browse the conversations a page at a time',
      description:
        "The world's conversations: the groups' in the order of the fixture, then the direct ones, then those created since; each with its group, its participants and how many messages it holds. `kind` keeps the group or the direct ones; `q` those whose id, group id, name or description, or a participant's id or username contains it, case ignored. `next` is the `after` of the next page, null at the end.",
      query: 'worldConversationQuery',
      answer: { schema: 'world-conversations.schema.json', description: 'A page of conversations.' },
      refuses: badQuery(),
      handle: async ({ exchange, tenant, query, turn }: ControlCall<WorldConversationQuery>) =>
        exchange.json(200, await conversationsPage(tenant().state, query, turn)),
    },
  },
  {
    path: '/__world/conversations/{id}',
    parameters: conversationId,
    get: {
      id: 'retrieve_world_conversation',
      summary: 'Retrieve a conversation of the world',
      description:
        'The conversation as GET /__world/conversations lists it, whoever takes part in it: its group, its participants and how many messages it holds.',
      query: 'noParameters',
      answer: { schema: 'world-conversations.schema.json#/$defs/conversation', description: 'The conversation.' },
      refuses: 'A query parameter, which it takes none of (`unknown_parameter`)',
      problems: noConversation,
      handle: ({ exchange, tenant, params }) => {
        const { state } = tenant()
        const conversation = state.conversations.get(params.id)
        if (conversation === undefined) throw notFound('conversation')
        return exchange.json(200, conversationOf(state, conversation))
      },
    },
  },
  {
    path: '/__world/conversations/{id}/messages',
    parameters: conversationId,
    get: {
      id: 'list_world_conversation_messages',
      summary: 'Browse the messages of a conversation a page at a time',
      description:
        "A conversation's messages newest first, in the order GET /v1/messages lists them to a participant, in the fixture's shape. `next` is the `after` of the next page (the last message of this one), null at the end.",
      query: 'worldTimelineQuery',
      answer: { schema: 'world-messages.schema.json', description: 'A page of messages.' },
      refuses: badQuery(', a message of another conversation as `after`'),
      problems: noConversation,
      handle: ({ exchange, tenant, params, query }: ControlCall<WorldTimelineQuery>) => {
        const { state } = tenant()
        const conversation = state.conversations.get(params.id)
        if (conversation === undefined) throw notFound('conversation')
        return exchange.json(200, timelinePage(state, conversation, query))
      },
    },
  },
  {
    path: '/__world/messages',
    get: {
      id: 'search_world_messages',
      summary: 'Search the messages of the world',
      description:
        "The messages whose id, text or an attachment's file name contains `q`, case ignored: conversation by conversation in the order of GET /__world/conversations, each newest first. A page ends at `limit` matches; `next` is then the `after` of the next page (the last message looked at), even if nothing further matches; null once every message was looked at. The search takes turns with other requests every 500 messages it looks at, so a search of a big world is slow only for its caller.",
      query: 'worldSearchQuery',
      answer: { schema: 'world-messages.schema.json', description: 'A page of matches.' },
      refuses: badQuery(', `q` missing or empty, a `conversation_id` of no conversation'),
      handle: async ({ exchange, tenant, query, turn }: ControlCall<WorldSearchQuery>) => {
        const { conversation_id, ...rest } = query
        return exchange.json(
          200,
          await searchMessages(tenant().state, { ...rest, conversationId: conversation_id }, turn),
        )
      },
    },
  },
]
