/* Generated from schemas/ by `npm run types`: do not edit. */

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
 * @maxItems 256
 */
export type Contacts = ContactRef[]
/**
 * @minItems 1
 * @maxItems 1000
 */
export type Usernames = string[]
/**
 * One object per reaction name, each with one key: the name, whose value lists the usernames that used it, in order added. Names appear in order of first use; no name has an empty list.
 */
export type Reactions = Reaction[]
/**
 * @maxItems 10
 */
export type Attachments = AttachmentInput[]
/**
 * Reactions to add (or, with updateMode replace, to set): the array of one-key objects a message carries, or one object of names.
 */
export type ReactionsInput = Reaction | Reaction[]

export interface Schemas {
AttachmentInput?: AttachmentInput
Attachment?: Attachment
Common?: Common
ContactRef?: ContactRef
Contact?: Contact
CreateGroupBody?: CreateGroupBody
Deleted?: Deleted
Fixture?: Fixture
GroupPage?: GroupPage
Group?: Group
ListGroupsQuery?: ListGroupsQuery
ListMessagesQuery?: ListMessagesQuery
MessagePage?: MessagePage
Message?: Message
NoParameters?: NoParameters
Problem?: Problem
Reactions?: Reactions
SendMessageBody?: SendMessageBody
UpdateGroupBody?: UpdateGroupBody
UpdateMessageBody?: UpdateMessageBody
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
 * A fixture document: the world the mock serves. Every field a resource has may be given; what is left out gets its documented default (null, [], a generated id, created_at now). References must resolve.
 */
export interface Fixture {
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
[k: string]: Usernames | undefined
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
 * Query of GET /v1/groups. archived true: only archived groups; false: only groups not archived; absent: all.
 */
export interface ListGroupsQuery {
/**
 * Page size, 1 to 100.
 */
limit?: number
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
 * RFC 9457 problem details, sent as application/problem+json.
 */
export interface Problem {
type: "about:blank"
title: string
status: number
code: ("invalid_body" | "invalid_parameter" | "unknown_parameter" | "unauthorized" | "token_expired" | "not_found" | "method_not_allowed" | "payload_too_large" | "unsupported_media_type" | "too_many_tenants" | "rate_limited" | "internal" | "bad_gateway" | "unavailable" | "timeout")
detail: string
errors: ProblemError[]
}
export interface ProblemError {
/**
 * The failing parameter, bracketed as in a form body: attachments[0][url].
 */
param: string
message: string
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
