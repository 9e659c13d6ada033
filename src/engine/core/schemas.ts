import { schemas as byId } from './schemas.gen.js'

export type JsonSchema = { $id: string; title?: string; [keyword: string]: unknown }

/**
 * Schemas are shared by every mock of the process (and the caches of validation.ts are keyed by
 * them), so they are frozen: a module that changed one would change it for all.
 */
function freeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return
  Object.freeze(value)
  for (const child of Object.values(value)) freeze(child)
}
freeze(byId)

/** A list's page size when its request names none: the default of `common.schema.json#/$defs/limit`. */
export const defaultLimit = (byId['common.schema.json'].$defs as { limit: { default: number } }).limit.default

/**
 * Every `schemas/*.schema.json`, in file-name order, its `$id` its file name. They are bundled as
 * data (src/schemas.gen.ts, written from schemas/ by `npm run types`), so nothing is read from
 * disk: the rules run where there is no file system.
 */
export function readSchemas(): JsonSchema[] {
  return Object.values(byId)
}

/**
 * Finds the schema at a ref: `file.schema.json` or `file.schema.json#/json/pointer`. Answers are
 * kept, since form coercion follows refs on every request.
 */
export function schemaResolver(schemas: JsonSchema[]): (ref: string) => JsonSchema {
  const files = new Map(schemas.map((s) => [s.$id, s]))
  const found = new Map<string, JsonSchema>()
  return (ref) => {
    let schema = found.get(ref)
    if (schema === undefined) {
      const [file, pointer = ''] = ref.split('#')
      let node: unknown = files.get(file)
      for (const part of pointer.split('/').slice(1)) {
        node = (node as Record<string, unknown> | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')]
      }
      if (typeof node !== 'object' || node === null) throw new Error(`schema ${ref} is missing`)
      schema = node as JsonSchema
      found.set(ref, schema)
    }
    return schema
  }
}

/**
 * The request shapes the routes check, by schema file. The tables are here, not in validation.ts,
 * so that the generator of the validators (scripts/schema-code.ts) reads them without loading the
 * module it writes.
 */
export const requestSchemas = {
  listMessages: 'list-messages.query.schema.json',
  sendMessage: 'send-message.body.schema.json',
  updateMessage: 'update-message.body.schema.json',
  listGroups: 'list-groups.query.schema.json',
  createGroup: 'create-group.body.schema.json',
  updateGroup: 'update-group.body.schema.json',
  noParameters: 'no-parameters.schema.json',
  fixture: 'fixture.schema.json',
  clockInput: 'clock.schema.json#/$defs/input',
  faultInput: 'fault.schema.json#/$defs/input',
  activityInput: 'activity.schema.json#/$defs/input',
  journalQuery: 'journal-entry.schema.json#/$defs/query',
  pactQuery: 'pact.schema.json#/$defs/query',
  coverageQuery: 'coverage.schema.json#/$defs/query',
  worldContactQuery: 'world-contacts.schema.json#/$defs/query',
  worldConversationQuery: 'world-conversations.schema.json#/$defs/query',
  worldTimelineQuery: 'world-messages.schema.json#/$defs/timelineQuery',
  worldSearchQuery: 'world-messages.schema.json#/$defs/searchQuery',
} as const

export type SchemaName = keyof typeof requestSchemas

/** The answer shapes, by schema file: what `selfCheck`, the tests and the OpenAPI document use. */
export const responseSchemas = {
  message: 'message.schema.json',
  messagePage: 'message-page.schema.json',
  group: 'group.schema.json',
  groupPage: 'group-page.schema.json',
  contact: 'contact.schema.json',
  deleted: 'deleted.schema.json',
  problem: 'problem.schema.json',
  clock: 'clock.schema.json',
  fault: 'fault.schema.json',
  activity: 'activity.schema.json',
  journalEntry: 'journal-entry.schema.json',
  health: 'health.schema.json',
  reset: 'reset.schema.json',
  loaded: 'loaded.schema.json',
  fixtureNames: 'fixture-names.schema.json',
  faultList: 'fault-list.schema.json',
  journal: 'journal.schema.json',
  tenantList: 'tenant-list.schema.json',
  tenantDeleted: 'tenant-deleted.schema.json',
  pact: 'pact.schema.json',
  coverage: 'coverage.schema.json',
  world: 'world.schema.json',
  worldContacts: 'world-contacts.schema.json',
  worldConversations: 'world-conversations.schema.json',
  worldMessages: 'world-messages.schema.json',
} as const

export type ResponseName = keyof typeof responseSchemas
