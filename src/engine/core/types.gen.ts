/* Generated from schemas/ by `npm run types`: do not edit. */

/**
 * replies: someone answers every message after 5 to 60 s. read-receipts: it is read after 2 to 30 s. lively: read (90%, 2-30 s), answered (60%, 5-60 s), reacted to (30%, 5-60 s), and someone writes in one of your conversations every 5 minutes. demo: lively at ten times the pace, for watching.
 */
export type ActivityPreset = ("replies" | "read-receipts" | "lively" | "demo")
export type ReactionName = string
/**
 * A reference to a contact in a group's contacts: a contact object with at least one of id, username, phone_number. It resolves by id; without an id by username, then phone_number; with no id and no match it creates a contact.
 */
export type ContactRef = (({
id: string
} | {
username: string
} | {
phone_number: string
}) & {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id?: string
username?: (string | null)
phone_number?: (string | null)
avatar_url?: (string | null)
last_active_at?: (number | null)
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
created_at?: number
})
/**
 * A tenant's name: 1 to 64 of A-Z a-z 0-9 . _ -
 */
export type TenantName = string
/**
 * @maxItems 256
 */
export type Contacts = ContactRef[]
export type Username = string
/**
 * One object per reaction name, each with one key: the name, whose value lists the usernames that used it, in order added. Names appear in order of first use; no name has an empty list.
 */
export type Reactions = Reaction[]
export type Errors = ProblemError[]
/**
 * A reason's stable code: its topic, a dot, the decision.
 */
export type ReasonCode = ("tenant.default" | "tenant.header" | "tenant.path" | "tenant.baggage" | "tenant.created" | "auth.missing" | "auth.malformed" | "caller.token" | "caller.default" | "caller.expired" | "caller.unknown" | "caller.none" | "fault.answered" | "fault.delayed" | "latency.added" | "route.matched" | "route.unknown" | "route.method" | "route.escape" | "body.json" | "body.form" | "body.empty" | "body.unsupported" | "body.unparsable" | "body.not_object" | "body.refused_key" | "body.too_deep" | "body.unread" | "input.invalid" | "input.unknown" | "conversation.hidden" | "conversation.absent" | "message.hidden" | "message.absent" | "message.attachments_full" | "group.hidden" | "group.absent" | "group.archived" | "contact.resolved" | "contact.unknown" | "page.cursor" | "page.cursor_refused" | "page.hidden" | "page.filtered" | "page.more" | "page.end" | "clock.frozen" | "message.sent" | "message.updated" | "message.deleted" | "group.created" | "group.updated" | "group.deleted" | "storage.refused" | "storage.memory" | "internal.bug")
/**
 * A Pact file of the tenant's journal (GET /__pact): one interaction per /v1 request, oldest first, with matching rules for the values the server makes. Specification 4.0 unless 3 is asked for (`spec`): pact-js writes 4.0 since version 16.
 */
export type Pact = (PactV4 | PactV3)
/**
 * The state the provider must be in: the fixture the tenant was loaded from, and the seed and clock it was served with.
 */
export type PactProviderStates = {
/**
 * The fixture the tenant was loaded from, e.g. `fixture default.json`.
 */
name: string
params: {
fixture: string
seed?: number
clock?: number
}
}[]
/**
 * @maxItems 10
 */
export type Attachments = AttachmentInput[]
/**
 * Reactions to add (or, with updateMode replace, to set): the array of one-key objects a message carries, or one object of names.
 */
export type ReactionsInput = (ReactionMap[] | ReactionMap1)
/**
 * @maxItems 1000
 */
export type Usernames = Username[]
/**
 * Pass it as `after` for the next page; null when the list ends here. A search that stopped at its limit gives one too, even if no further item matches.
 */
export type WorldNext = (string | null)
/**
 * Keeps the items whose id, name or text contains it, case ignored. Empty: every item.
 */
export type WorldSearchText = string
/**
 * The `next` of the previous page: this page starts after that item.
 */
export type WorldAfter = string
/**
 * Page size, 1 to 500.
 */
export type WorldPageLimit = number

export interface Schemas {
ActivityState?: ActivityState
AttachmentInput?: AttachmentInput
Attachment?: Attachment
ClockState?: ClockState
Common?: Common
ContactRef?: ContactRef
Contact?: Contact
Counts?: Counts
Coverage?: Coverage
CreateGroupBody?: CreateGroupBody
Deleted?: Deleted
FaultList?: FaultList
Fault?: Fault
FixtureNames?: FixtureNames
Fixture?: Fixture
GroupPage?: GroupPage
Group?: Group
Health?: Health
JournalEntry?: JournalEntry
Journal?: Journal
ListGroupsQuery?: ListGroupsQuery
ListMessagesQuery?: ListMessagesQuery
LoadResult?: LoadResult
MessagePage?: MessagePage
Message?: Message
NoParameters?: NoParameters
Pact?: Pact
Problem?: Problem
Reactions?: Reactions
Reason?: Reason
ResetResult?: ResetResult
SendMessageBody?: SendMessageBody
TenantDeleted?: TenantDeleted
TenantList?: TenantList
UpdateGroupBody?: UpdateGroupBody
UpdateMessageBody?: UpdateMessageBody
WorldContactPage?: WorldContactPage
WorldConversationPage?: WorldConversationPage
WorldMessagePage?: WorldMessagePage
WorldSummary?: WorldSummary
listMessages?: ListMessagesQuery
sendMessage?: SendMessageBody
updateMessage?: UpdateMessageBody
listGroups?: ListGroupsQuery
createGroup?: CreateGroupBody
updateGroup?: UpdateGroupBody
noParameters?: NoParameters
fixture?: Fixture
clockInput?: ClockInput
faultInput?: FaultInput
activityInput?: ActivityInput
journalQuery?: JournalQuery
pactQuery?: PactQuery
coverageQuery?: CoverageQuery
worldContactQuery?: WorldContactQuery
worldConversationQuery?: WorldConversationQuery
worldTimelineQuery?: WorldTimelineQuery
worldSearchQuery?: WorldSearchQuery
}
/**
 * The tenant's activity: what the other participants of its conversations do on their own, on the tenant's clock. The configuration in force, the actions pending (soonest first) and those that happened (newest first).
 */
export interface ActivityState {
/**
 * Whether a configuration is in force. Off: nothing is simulated.
 */
active: boolean
/**
 * The configuration in force, its preset's rules written out and its defaults filled in; null when off.
 */
config: (ActivityConfig | null)
/**
 * The 500 soonest pending actions, in the order they will happen.
 * 
 * @maxItems 500
 */
pending: ActivityAction[]
pending_total: number
/**
 * The last 500 actions that happened or were cancelled, newest first.
 * 
 * @maxItems 500
 */
happened: ActivityAction[]
/**
 * Actions that happened or were cancelled since the last reset.
 */
happened_total: number
/**
 * Actions a rule did not schedule because 100,000 were already pending.
 */
skipped_total: number
}
/**
 * A configuration in force: its rules written out in full.
 */
export interface ActivityConfig {
preset: (ActivityPreset | null)
/**
 * Makes the draws (who, whether, when) and the generated texts repeat. Default: the server's --seed, else 1.
 */
seed: number
me: (string | null)
rules: ActivityRule[]
script: ActivityEvent[]
}
/**
 * reply, react, read: what the other participants do after a client sends a message (POST /v1/messages) in a conversation the rule covers; one of them (at random in a group) does it with the probability, after a delay drawn between min and max. send: one of them writes a message of their own every `every` seconds in one of the conversations (of `me`) the rule covers. `every` is for send rules, and required there; `delay` for the others; `reactions` for react rules.
 */
export interface ActivityRule {
action: ("reply" | "react" | "read" | "send")
/**
 * Default 1.
 */
probability?: number
/**
 * Seconds, drawn uniformly. Default: read 2 to 30, reply and react 5 to 60.
 */
delay?: {
min: number
max: number
}
/**
 * Seconds between two messages of a send rule.
 */
every?: number
/**
 * The conversations the rule covers. Default: every conversation.
 * 
 * @minItems 1
 * @maxItems 1000
 * 
 * Items: An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
conversations?: string[]
/**
 * The reactions a react rule picks from. Default: 👍 ❤️ 😂 🎉 😮.
 * 
 * @minItems 1
 * @maxItems 100
 */
reactions?: ReactionName[]
}
/**
 * A scripted action: `after` seconds from when the configuration is set, `contact` sends, reads or reacts in `conversation_id`. A send without `message` sends a generated text. A read or a react acts on `message_id`, or without it on the newest message of the conversation that `contact` did not send (a read marks the unread ones before it too). `message` is for send events, `message_id` for read and react, `reaction` for react.
 */
export interface ActivityEvent {
after: number
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
contact: string
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
conversation_id: string
action: ("send" | "read" | "react")
message?: string
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
message_id?: string
reaction?: ReactionName
}
/**
 * One simulated action. `at`: when it is due (pending), or when it happened or was cancelled. `message_id`: the message it acts on (the one answered, reacted to or read); `result_id`: the message it wrote.
 */
export interface ActivityAction {
/**
 * act_1, act_2... in the order scheduled.
 */
id: string
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
at: number
action: ("send" | "reply" | "react" | "read")
contact: (string | null)
conversation_id: (string | null)
message_id: (string | null)
/**
 * What scheduled it: rules[i] or script[i] of the configuration.
 */
source: string
status: ("pending" | "done" | "cancelled")
result_id: (string | null)
/**
 * Why it was cancelled.
 */
reason: (string | null)
}
/**
 * An attachment as a client sends it: the server assigns its id.
 */
export interface AttachmentInput {
/**
 * An absolute http or https URL.
 */
url: string
filename?: (string | null)
content_type?: (string | null)
size?: (number | null)
}
/**
 * A file attached to a message.
 */
export interface Attachment {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id: string
/**
 * An absolute http or https URL.
 */
url: string
filename: (string | null)
content_type: (string | null)
size: (number | null)
}
/**
 * The answer of every /__clock call.
 */
export interface ClockState {
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
now: number
frozen: boolean
}
/**
 * Field shapes shared by several resources and requests.
 */
export interface Common {
[k: string]: unknown | undefined
}
/**
 * A contact. Always carries all six fields; unknown values are null.
 */
export interface Contact {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id: string
username: (string | null)
phone_number: (string | null)
avatar_url: (string | null)
last_active_at: (number | null)
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
created_at: number
}
/**
 * How many items a tenant's world holds; conversations count group conversations too.
 */
export interface Counts {
contacts: number
groups: number
conversations: number
messages: number
}
/**
 * What the journaled /v1 requests of one or more tenants exercised of the served OpenAPI document: every item the document defines, covered or not (docs/coverage.md).
 */
export interface Coverage {
/**
 * The tenants whose requests are counted.
 */
tenants: TenantName[]
/**
 * Tenants dropped since the server started whose requests are counted too (tenants=all only).
 */
dropped_tenants: number
/**
 * The /v1 requests counted.
 */
requests: number
/**
 * Requests to a path the document does not have (answered 404).
 */
outside: number
covered: number
total: number
/**
 * covered / total x 100, rounded down to one decimal.
 */
percent: number
operations: CoverageOperation[]
/**
 * Each /v1 path, asked with a method it does not take (405).
 */
other_methods: CoverageOtherMethods[]
/**
 * The problem codes a /v1 answer can carry, each as an item of kind code.
 */
codes: CoverageItem[]
/**
 * How many of the requests counted had a reason of each code (docs/reasons.md), the codes seen only: why the mock answered as it did, not items of the contract.
 */
reasons: {
[k: string]: number | undefined
}
}
export interface CoverageOperation {
/**
 * The operationId.
 */
id: string
method: string
/**
 * The path as the document writes it: /v1/messages/{id}.
 */
path: string
calls: number
/**
 * The problem codes its answers carried, with how many times.
 */
problems: {
[k: string]: number | undefined
}
items: CoverageItem[]
}
export interface CoverageItem {
/**
 * call: the operation was called; status: it answered that status; parameter: the query parameter was sent; value: the parameter was sent with that value (booleans and enums); default: a 200 answer with the parameter left out (its default used); field: the body field was sent; encoding: a body was sent in that media type, or `form with brackets`; list: a page answered with has_more true, or false (the end); code: some /v1 answer carried that problem code.
 */
kind: ("call" | "status" | "parameter" | "value" | "default" | "field" | "encoding" | "list" | "code")
name: string
covered: boolean
/**
 * How many requests exercised it.
 */
count: number
}
export interface CoverageOtherMethods {
path: string
allow: string[]
covered: boolean
count: number
}
/**
 * Body of POST /v1/groups.
 */
export interface CreateGroupBody {
name: string
description?: (string | null)
avatar_url?: (string | null)
contacts?: Contacts
}
/**
 * The answer to a delete.
 */
export interface Deleted {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id: string
deleted: true
}
/**
 * The faults still active, in the order they were added.
 */
export interface FaultList {
data: Fault[]
}
/**
 * An injected fault: the next `times` /v1 requests matching method and path wait delay_ms and, with a status, answer it without running.
 */
export interface Fault {
id: string
method: ("GET" | "HEAD" | "POST" | "PUT" | "DELETE" | "OPTIONS" | "PATCH" | null)
/**
 * Exact path; * stands for one non-empty segment (/v1/messages/*).
 */
path: (string | null)
status: (429 | 500 | 502 | 503 | 504 | null)
delay_ms: number
times: number
}
/**
 * The fixture files of the fixtures folder, by the name POST /__fixtures/{name} takes (without .json).
 */
export interface FixtureNames {
data: string[]
}
/**
 * A fixture document: the world the mock serves. Every field a resource has may be given; what is left out gets its documented default (null, [], a generated id, created_at now). References must resolve.
 */
export interface Fixture {
/**
 * The unit of this document's timestamps. Default: the server's. A document in another unit is converted on load.
 */
timestamp_unit?: ("s" | "ms")
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
default_caller?: string
/**
 * Tokens to the contacts they identify.
 */
tokens?: {
[k: string]: string | {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
contact: string
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
expires_at?: number
} | undefined
}
contacts?: FixtureContact[]
groups?: FixtureGroup[]
conversations?: FixtureConversation[]
messages?: FixtureMessage[]
generate?: GenerateSpec
activity?: ActivityInput
}
export interface FixtureContact {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id?: string
username?: (string | null)
phone_number?: (string | null)
avatar_url?: (string | null)
last_active_at?: (number | null)
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
created_at?: number
}
export interface FixtureGroup {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id?: string
name: string
description?: (string | null)
avatar_url?: (string | null)
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
owner?: string
/**
 * Ids of the member contacts.
 * 
 * @maxItems 256
 * 
 * Items: An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
contacts?: string[]
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
conversation_id?: string
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
created_at?: number
archived_at?: (number | null)
}
/**
 * A direct conversation (group conversations come with their groups).
 */
export interface FixtureConversation {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id?: string
/**
 * @minItems 1
 * @maxItems 256
 * 
 * Items: An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
participants: string[]
}
export interface FixtureMessage {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id?: string
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
conversation_id: string
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
contact: string
message: string
reactions?: Reactions
/**
 * @maxItems 10
 */
attachments?: FixtureAttachment[]
read_at?: (number | null)
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
created_at?: number
updated_at?: (number | null)
}
export interface Reaction {
/**
 * @minItems 1
 * @maxItems 1000
 */
[k: string]: Username[] | undefined
}
export interface FixtureAttachment {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id?: string
/**
 * An absolute http or https URL.
 */
url: string
filename?: (string | null)
content_type?: (string | null)
size?: (number | null)
}
/**
 * Fills the world with realistic generated data (json-schema-faker over these schemas, with faker), the same for the same seed. Generated items come after the explicit ones and may reference them.
 */
export interface GenerateSpec {
seed?: number
contacts?: number
groups?: number
direct_conversations?: number
messages_per_conversation?: number
}
/**
 * Body of POST /__activity, the `activity` section of a fixture, and the file of --activity: a preset's rules, then `rules`, then the `script`. Setting it replaces the configuration in force and what was pending; the script's times count from then. In a fixture it is in force once the fixture is loaded (default: the server's --activity, else none).
 */
export interface ActivityInput {
preset?: ActivityPreset
/**
 * Makes the draws (who, whether, when) and the generated texts repeat. Default: the server's --seed, else 1.
 */
seed?: number
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
me?: string
/**
 * @maxItems 100
 */
rules?: ActivityRule[]
/**
 * @maxItems 10000
 */
script?: ActivityEvent[]
}
/**
 * A page of groups, newest first.
 */
export interface GroupPage {
/**
 * Whether more items exist beyond this page in the direction of travel.
 */
has_more: boolean
/**
 * @maxItems 100
 */
data: Group[]
}
/**
 * A named collection of contacts with exactly one conversation.
 */
export interface Group {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id: string
name: string
description: (string | null)
avatar_url: (string | null)
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
conversation_id: string
/**
 * @maxItems 256
 */
contacts: Contact[]
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
created_at: number
archived_at: (number | null)
}
/**
 * The answer of GET /__health once the server accepts requests.
 */
export interface Health {
status: "ok"
}
/**
 * One /v1 request in the journal of GET /__requests.
 */
export interface JournalEntry {
method: string
path: string
query: {

}
/**
 * The parsed body, or null when none was read.
 */
body: {
[k: string]: unknown | undefined
}
/**
 * The caller's contact id; null when refused before a caller was known.
 */
caller: (string | null)
status: number
duration_ms: number
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
at: number
problem: (null | {
code: ("invalid_body" | "invalid_parameter" | "unknown_parameter" | "unauthorized" | "token_expired" | "not_found" | "method_not_allowed" | "payload_too_large" | "uri_too_long" | "unsupported_media_type" | "too_many_tenants" | "headers_too_large" | "rate_limited" | "internal" | "bad_gateway" | "unavailable" | "timeout" | "insufficient_storage")
errors: Errors
})
/**
 * Why the mock answered as it did: the decisions that made the answer, in the order they were made, the last the one that decided it (docs/reasons.md).
 */
why: Reason[]
}
export interface ProblemError {
/**
 * The failing parameter, bracketed as in a form body: attachments[0][url].
 */
param: string
message: string
}
/**
 * One decision behind a journaled answer, made where the decision was made (the engine, the store, the tables): a stable code, a sentence with the names and values involved, what would have made it different, and the values themselves. The catalogue of codes is docs/reasons.md. Reasons live only on the mock's side: the API's answers never carry them.
 */
export interface Reason {
code: ReasonCode
/**
 * What happened, with the names and values involved.
 */
message: string
/**
 * What would have made it different, where there is something to say.
 */
hint: (string | null)
/**
 * The values the reason was made with, by name (each code's are in docs/reasons.md).
 */
values: {

}
}
/**
 * The journal of the tenant's last 1,000 /v1 requests, newest first.
 */
export interface Journal {
/**
 * @maxItems 1000
 */
data: JournalEntry[]
}
/**
 * Query of GET /v1/groups. archived true: only archived groups; false: only groups not archived; absent: all.
 */
export interface ListGroupsQuery {
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * true: only the archived groups; false: only those not archived. Absent: all of them.
 */
archived?: boolean
/**
 * Id of an item of the list: the page holds the items after it, in list order.
 */
starting_after?: string
/**
 * Id of an item of the list: the page holds the items just before it, still newest first.
 */
ending_before?: string
}
/**
 * Query of GET /v1/messages.
 */
export interface ListMessagesQuery {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
conversation_id?: string
/**
 * Page size, 1 to 100.
 */
limit?: number
/**
 * Id of an item of the list: the page holds the items after it, in list order.
 */
starting_after?: string
/**
 * Id of an item of the list: the page holds the items just before it, still newest first.
 */
ending_before?: string
}
/**
 * The answer of POST /__fixtures and POST /__fixtures/{name}: the document is the tenant's world and baseline.
 */
export interface LoadResult {
status: "loaded"
counts: Counts
}
/**
 * A page of messages, newest first.
 */
export interface MessagePage {
/**
 * Whether more items exist beyond this page in the direction of travel.
 */
has_more: boolean
/**
 * @maxItems 100
 */
data: Message[]
}
/**
 * A message of a conversation.
 */
export interface Message {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id: string
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
conversation_id: string
contact: Contact
message: string
reactions: Reactions
/**
 * @maxItems 10
 */
attachments: Attachment[]
read_at: (number | null)
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
created_at: number
updated_at: (number | null)
}
/**
 * The query of an endpoint that takes no query parameters.
 */
export interface NoParameters {

}
/**
 * A Pact file, specification 4.0 (GET /__pact, or spec=4): the interactions of the 3.0.0 file as `Synchronous/HTTP` interactions, each with a key, its bodies as `content` with their `contentType`, its headers as lists.
 */
export interface PactV4 {
consumer: Pacticipant
provider: Pacticipant
/**
 * @maxItems 1000
 */
interactions: PactV4Interaction[]
metadata: {
pactSpecification: {
version: "4.0"
}
}
}
export interface Pacticipant {
name: string
}
/**
 * One /v1 request of the journal and its answer, as a V4 Synchronous/HTTP interaction.
 */
export interface PactV4Interaction {
type: "Synchronous/HTTP"
/**
 * Unique in the file: the first 16 hex digits of the SHA-256 of the rest of the interaction, so the same recorded run gives the same keys.
 */
key: string
/**
 * Method, path and query; a number in brackets when the same request was made more than once.
 */
description: string
providerStates: PactProviderStates
request: {
method: string
path: string
query?: PactRequestQuery
headers: PactV4Headers
body?: PactV4Body
}
response: {
status: number
headers: PactV4Headers
body?: PactV4Body
matchingRules?: PactMatchingRules
}
}
/**
 * Each query parameter with its values in order (the form of Pact 3 and 4).
 */
export interface PactRequestQuery {
[k: string]: string[] | undefined
}
/**
 * Each header with its values (Pact 4 form): the one value the header had, in a list.
 */
export interface PactV4Headers {
[k: string]: string[] | undefined
}
/**
 * A body in Pact 4 form: its content (a JSON object as JSON, any other body as its text), its media type, not encoded. A request's is absent when none was sent, an answer's when it was not a JSON object; either when it was over 64 KiB.
 */
export interface PactV4Body {
content: ({

} | string)
/**
 * The media type of the Content-Type header sent with the body, e.g. `application/json`; absent when none was sent.
 */
contentType?: string
encoded: false
}
export interface PactMatchingRules {
/**
 * Rules by JSONPath into the body (`$.id`, `$.data`).
 */
body?: {
[k: string]: PactRuleList | undefined
}
}
export interface PactRuleList {
/**
 * @minItems 1
 */
matchers: PactMatcher[]
/**
 * AND: every matcher must match; OR: one is enough.
 */
combine: ("AND" | "OR")
}
/**
 * regex: the value matches `regex`; type: the value has the example's type (a list: at least `min` items, each like the first); integer: any integer; null: null; values: an object whose values are like the example's, whatever its keys.
 */
export interface PactMatcher {
match: ("regex" | "type" | "integer" | "null" | "values")
regex?: string
min?: number
}
/**
 * A Pact file, specification 3.0.0 (GET /__pact?spec=3): one interaction per /v1 request, oldest first, with matching rules for the values the server makes.
 */
export interface PactV3 {
consumer: Pacticipant
provider: Pacticipant
/**
 * @maxItems 1000
 */
interactions: PactInteraction[]
metadata: {
pactSpecification: {
version: "3.0.0"
}
}
}
/**
 * One /v1 request of the journal and its answer.
 */
export interface PactInteraction {
/**
 * Method, path and query; a number in brackets when the same request was made more than once.
 */
description: string
providerStates: PactProviderStates
request: {
method: string
path: string
query?: PactRequestQuery
headers: PactHeaders
/**
 * The body as sent: a JSON object as JSON, any other body as its text. Absent when none was sent, or when it was over 64 KiB.
 */
body?: ({

} | string)
}
response: {
status: number
headers: PactHeaders
/**
 * The answer's JSON. Absent when there was none, or when it was over 64 KiB.
 */
body?: {

}
matchingRules?: PactMatchingRules
}
}
/**
 * Each header with its value (Pact 3 form).
 */
export interface PactHeaders {
[k: string]: string | undefined
}
/**
 * RFC 9457 problem details, sent as application/problem+json.
 */
export interface Problem {
type: "about:blank"
title: string
status: number
code: ("invalid_body" | "invalid_parameter" | "unknown_parameter" | "unauthorized" | "token_expired" | "not_found" | "method_not_allowed" | "payload_too_large" | "uri_too_long" | "unsupported_media_type" | "too_many_tenants" | "headers_too_large" | "rate_limited" | "internal" | "bad_gateway" | "unavailable" | "timeout" | "insufficient_storage")
detail: string
errors: Errors
}
/**
 * The answer of POST /__reset: the tenant is back to its baseline.
 */
export interface ResetResult {
status: "reset"
counts: Counts
}
/**
 * Body of POST /v1/messages.
 */
export interface SendMessageBody {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
conversation_id: string
message: string
attachments?: Attachments
}
/**
 * The answer of DELETE /__tenants/{name}.
 */
export interface TenantDeleted {
name: TenantName
deleted: true
}
/**
 * The answer of GET /__tenants: every tenant of the server.
 */
export interface TenantList {
data: TenantSummary[]
}
export interface TenantSummary {
name: TenantName
counts: Counts
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
created_at: number
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
last_used_at: number
/**
 * The tenant's lease (X-Mock-Tenant-Lease), as a duration (15m): it ends once it stands unused that long. null: it has none.
 */
lease: (string | null)
/**
 * When the tenant ends unless it is used before (its last use plus its lease, or plus the server's --tenant-idle), in the server's timestamp unit. null: it never ends (default, or no lease and no --tenant-idle).
 */
ends_at: (number | null)
}
/**
 * Body of PUT /v1/groups/:id: at least one field; fields not sent stay as they were. contacts replaces the member list; archived_at archives, null restores.
 */
export interface UpdateGroupBody {
name?: string
description?: (string | null)
avatar_url?: (string | null)
contacts?: Contacts
archived_at?: (number | null)
}
/**
 * Body of PUT /v1/messages/:id: at least one field. Reactions are merged and attachments appended (updateMode replace: both replace).
 */
export interface UpdateMessageBody {
message?: string
reactions?: ReactionsInput
attachments?: Attachments
}
/**
 * Reaction names to usernames, as bracket notation gives them: reactions[like][]=ana.
 */
export interface ReactionMap {
[k: string]: Usernames | undefined
}
/**
 * Reaction names to usernames, as bracket notation gives them: reactions[like][]=ana.
 */
export interface ReactionMap1 {
[k: string]: Usernames | undefined
}
/**
 * A page of the world's contacts, in the order the fixture lists them (then those created since), each with the tokens that act as it.
 */
export interface WorldContactPage {
/**
 * @maxItems 500
 */
data: WorldContact[]
next: WorldNext
}
export interface WorldContact {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id: string
username: (string | null)
phone_number: (string | null)
avatar_url: (string | null)
last_active_at: (number | null)
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
created_at: number
tokens: WorldToken[]
}
export interface WorldToken {
token: string
expires_at: (number | null)
}
/**
 * A page of the world's conversations (groups' first, in their fixture order, then direct ones; then those created since), each with its group, its participants and how many messages it holds.
 */
export interface WorldConversationPage {
/**
 * @maxItems 500
 */
data: WorldConversation[]
next: WorldNext
}
export interface WorldConversation {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id: string
group: (null | WorldGroup)
/**
 * A group's owner then its members, or a direct conversation's participants.
 */
participants: WorldParticipant[]
/**
 * How many messages it holds.
 */
messages: number
}
export interface WorldGroup {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id: string
name: string
description: (string | null)
avatar_url: (string | null)
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
owner: string
/**
 * Items: An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
contacts: string[]
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
created_at: number
archived_at: (number | null)
}
export interface WorldParticipant {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id: string
username: (string | null)
}
/**
 * A page of messages as the world keeps them (the fixture's shape, every field present).
 */
export interface WorldMessagePage {
/**
 * @maxItems 500
 */
data: WorldMessage[]
next: WorldNext
}
export interface WorldMessage {
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
id: string
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
conversation_id: string
/**
 * An identifier. Generated ids carry a type prefix (msg_, grp_, conv_, ct_, att_) and 20 base62 characters.
 */
contact: string
message: string
reactions: Reactions
attachments: Attachment[]
read_at: (number | null)
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
created_at: number
updated_at: (number | null)
}
/**
 * What GET /__world says of the tenant's world at once, whatever its size: counts and the versions a page polls to know what to refetch.
 */
export interface WorldSummary {
/**
 * Numbers that only grow. `world` moves with every change to a record (a /v1 write, a reset, a fixture load); `journal` with every journaled request and clear; `controls` with the clock, the faults and the list of tenants.
 */
version: {
world: number
journal: number
controls: number
}
counts: {
contacts: number
groups: number
/**
 * Group conversations too.
 */
conversations: number
messages: number
tokens: number
}
/**
 * The contact a request without a token acts as, when the fixture names one.
 */
default_caller: (string | null)
timestamp_unit: ("s" | "ms")
}
/**
 * Body of POST /__clock: { now } freezes the clock there; { advance } moves a frozen clock by whole seconds.
 */
export interface ClockInput {
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
now?: number
/**
 * Seconds (negative moves back).
 */
advance?: number
}
/**
 * Body of POST /__faults. Absent method or path match any; times defaults to 1, delay_ms to 0.
 */
export interface FaultInput {
method?: ("GET" | "HEAD" | "POST" | "PUT" | "DELETE" | "OPTIONS" | "PATCH" | "get" | "head" | "post" | "put" | "delete" | "options" | "patch" | null)
/**
 * Exact path; * stands for one non-empty segment (/v1/messages/*).
 */
path?: (string | null)
status?: (429 | 500 | 502 | 503 | 504 | null)
delay_ms?: number
times?: number
}
/**
 * Query of GET /__requests.
 */
export interface JournalQuery {
/**
 * Only requests of this HTTP method, in any case: GET, get, POST.
 */
method?: string
/**
 * Only requests to exactly this path, without the query or a /t/{tenant} prefix (/v1/messages/msg_1); not a prefix.
 */
path?: string
/**
 * Only the requests of this caller: a contact id (ct_ana), not a token.
 */
caller?: string
/**
 * Only requests answered with this status.
 */
status?: number
/**
 * Unix seconds, or milliseconds with timestampUnit ms.
 */
since?: number
/**
 * Only requests with a reason of this code (caller.expired, message.hidden; the catalogue is docs/reasons.md).
 */
reason?: string
/**
 * At most this many entries, the newest that match, 1 to 1000. Default: all (the journal keeps the last 1,000).
 */
limit?: number
}
/**
 * Query of GET /__pact: the names the file gives the consumer and the provider, and the specification it follows.
 */
export interface PactQuery {
/**
 * The consumer's name in the file (consumer.name): the client whose requests the journal holds, such as web-app.
 */
consumer: string
/**
 * The provider's name in the file (provider.name), such as messaging-api.
 */
provider: string
/**
 * 4: Pact specification 4.0 (what pact-js writes since version 16); 3: 3.0.0.
 */
spec?: (3 | 4)
}
export interface CoverageQuery {
/**
 * json (default) or markdown (text/markdown).
 */
format?: ("json" | "markdown")
/**
 * Whose requests to count: `all` (every tenant, and the tenants dropped since the server started), or tenant names separated by commas. Default: the request's tenant.
 */
tenants?: string
}
/**
 * Query of GET /__world/contacts.
 */
export interface WorldContactQuery {
q?: WorldSearchText
after?: WorldAfter
limit?: WorldPageLimit
}
/**
 * Query of GET /__world/conversations.
 */
export interface WorldConversationQuery {
/**
 * Only group conversations, or only direct ones. Default: both.
 */
kind?: ("group" | "direct")
q?: WorldSearchText
after?: WorldAfter
limit?: WorldPageLimit
}
/**
 * Query of GET /__world/conversations/{id}/messages.
 */
export interface WorldTimelineQuery {
/**
 * The `next` of the previous page: the page holds the messages older than that one.
 */
after?: string
limit?: WorldPageLimit
}
/**
 * Query of GET /__world/messages.
 */
export interface WorldSearchQuery {
/**
 * Keeps the messages whose id, text or attachment file name contains it, case ignored.
 */
q: string
/**
 * Only the messages of this conversation.
 */
conversation_id?: string
/**
 * The `next` of the previous page: the search goes on after that message.
 */
after?: string
/**
 * At most this many matches, 1 to 200.
 */
limit?: number
}
