/* Generated from schemas/ by `npm run types`: do not edit. */
import type { ErrorObject } from 'ajv'

/** An ajv validator: true when `data` conforms; false, with `errors` set, when it does not. */
export type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null }

export declare const listMessages: Validate
export declare const sendMessage: Validate
export declare const updateMessage: Validate
export declare const listGroups: Validate
export declare const createGroup: Validate
export declare const updateGroup: Validate
export declare const noParameters: Validate
export declare const fixture: Validate
export declare const clockInput: Validate
export declare const faultInput: Validate
export declare const activityInput: Validate
export declare const journalQuery: Validate
export declare const pactQuery: Validate
export declare const coverageQuery: Validate
export declare const worldContactQuery: Validate
export declare const worldConversationQuery: Validate
export declare const worldTimelineQuery: Validate
export declare const worldSearchQuery: Validate
export declare const message: Validate
export declare const messagePage: Validate
export declare const group: Validate
export declare const groupPage: Validate
export declare const contact: Validate
export declare const deleted: Validate
export declare const problem: Validate
export declare const clock: Validate
export declare const fault: Validate
export declare const activity: Validate
export declare const journalEntry: Validate
export declare const health: Validate
export declare const reset: Validate
export declare const loaded: Validate
export declare const fixtureNames: Validate
export declare const faultList: Validate
export declare const journal: Validate
export declare const tenantList: Validate
export declare const tenantDeleted: Validate
export declare const pact: Validate
export declare const coverage: Validate
export declare const world: Validate
export declare const worldContacts: Validate
export declare const worldConversations: Validate
export declare const worldMessages: Validate
