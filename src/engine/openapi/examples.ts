import { Activity } from '../activity/activity.js'
import { participantsOf, resolveActivity } from '../activity/config.js'
import { Faults } from '../control/faults.js'
import { packageShelf } from '../core/shelf.js'
import type {
  ActivityInput,
  CreateGroupBody,
  FaultInput,
  SendMessageBody,
  UpdateGroupBody,
  UpdateMessageBody,
  WorldSummary,
} from '../core/types.gen.js'
import type { Validators } from '../core/validation.js'
import { loadWorld } from '../load/fixtures.js'
import { conversationOf, timelinePage } from '../store/browse.js'
import { Clock } from '../store/clock.js'
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from '../store/groups.js'
import { deleteMessage, getMessage, listMessages, sendMessage, updateMessage } from '../store/messages.js'
import { State } from '../store/state.js'

/** The default fixture, and the request and answer examples of operations by operationId. */
export interface Examples {
  fixture: unknown
  operations: Record<string, { request?: unknown; answer: unknown }>
}

/**
 * The examples of the document: what the mock itself answers over the default fixture
 * (fixtures/default.json), to its default caller, with seeded ids and the clock frozen a minute
 * after the fixture's newest message, so that the document is the same on every build and every
 * example is an answer the mock really gives.
 */
export function defaultExamples(validators: Validators): Examples {
  const fixture = packageShelf.read('default')
  const clock = new Clock('s')
  const world = loadWorld(fixture, 'default.json', validators, clock, { seed: 1 })
  const baseline = new State(world, clock, 'merge')
  const caller = world.defaultCaller ?? fail('the default fixture has no default caller')
  const messages = listMessages(baseline, caller, { limit: 100 })
  const newest = messages.data[0]
  clock.freeze(newest.created_at + 60)
  const state = new State(world, clock, 'merge')

  const reacted = messages.data.find((m) => m.reactions.length > 0) ?? fail('the default fixture has no reaction')
  const username = state.contacts.get(caller)?.username ?? fail('the default caller has no username')
  const page = listMessages(state, caller, { limit: 2 })
  const retrieved = getMessage(state, caller, reacted.id)
  const send: SendMessageBody = { conversation_id: newest.conversation_id, message: reacted.message }
  const sent = sendMessage(state, caller, send)
  const react: UpdateMessageBody = { reactions: { [Object.keys(reacted.reactions[0])[0]]: [username] } }
  const reactedTo = updateMessage(state, caller, reacted.id, react)

  const groups = listGroups(state, caller, { limit: 2 })
  const sample = groups.data[0]
  const create: CreateGroupBody = {
    name: sample.name,
    description: sample.description,
    contacts: sample.contacts.slice(0, 2).map((c) => ({ id: c.id })),
  }
  const created = createGroup(state, caller, create)
  const archive: UpdateGroupBody = { archived_at: clock.now() }
  const fault: FaultInput = { method: 'POST', path: '/v1/messages', status: 503, times: 2 }
  const counts = baseline.counts()
  // The world as the inspector browses it, at start: the clock frozen once and the tenant made
  // once (each moves `controls`), nothing changed or journaled yet.
  const conversation = baseline.conversations.get(sample.conversation_id) ?? fail('a group has no conversation')
  const summary: WorldSummary = {
    version: { world: baseline.version, journal: 0, controls: 2 },
    counts: { ...counts, tokens: world.tokens.size },
    default_caller: world.defaultCaller,
    timestamp_unit: clock.unit,
  }
  // An activity as set over the same world: a read-receipts preset and one scripted message.
  const activityInput: ActivityInput = {
    preset: 'read-receipts',
    seed: 1,
    script: [
      {
        after: 30,
        contact: sample.contacts[0].id,
        conversation_id: sample.conversation_id,
        action: 'send',
        message: 'On my way!',
      },
    ],
  }
  const activity = new Activity({ state: () => state, clock, validators, onBug: fail })
  activity.set(resolveActivity(activityInput, participantsOf(state), undefined))
  const operations = {
    list_messages: { answer: page },
    create_message: { request: send, answer: sent },
    retrieve_message: { answer: retrieved },
    update_message: { request: react, answer: reactedTo },
    delete_message: { answer: deleteMessage(state, caller, sent.id) },
    list_groups: { answer: groups },
    create_group: { request: create, answer: created },
    retrieve_group: { answer: getGroup(state, caller, sample.id) },
    update_group: { request: archive, answer: updateGroup(state, caller, created.id, archive) },
    delete_group: { answer: deleteGroup(state, caller, created.id) },
    reset_tenant: { answer: { status: 'reset', counts } },
    load_fixture: { answer: { status: 'loaded', counts } },
    load_named_fixture: { answer: { status: 'loaded', counts } },
    read_clock: { answer: { now: clock.now(), frozen: true } },
    set_clock: { request: { now: clock.now() }, answer: { now: clock.now(), frozen: true } },
    add_fault: { request: fault, answer: new Faults().add(fault) },
    set_activity: { request: activityInput, answer: activity.view() },
    check_health: { answer: { status: 'ok' } },
    read_world: { answer: summary },
    retrieve_world_conversation: { answer: conversationOf(baseline, conversation) },
    list_world_conversation_messages: { answer: timelinePage(baseline, conversation, { limit: 2 }) },
  }
  return { fixture, operations }
}

function fail(message: string): never {
  throw new Error(`openapi examples: ${message}`)
}
