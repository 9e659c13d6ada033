import type { Attachment, Contact, Reaction } from '../core/types.gen.js'

/** The shared empty list of a message without reactions or attachments: a million of them cost nothing. */
export const none: readonly never[] = Object.freeze([])

/**
 * How the store keeps resources. Records are never mutated: a change stores a new record, which
 * is what lets a reset drop the overlay of changes and keep the shared baseline.
 * `seq` is the creation order (fixture order first, then API calls) that breaks created_at ties.
 */
export interface MessageRecord {
  readonly id: string
  readonly conversation_id: string
  readonly contact_id: string
  readonly message: string
  readonly reactions: readonly Reaction[]
  readonly attachments: readonly Attachment[]
  readonly read_at: number | null
  readonly created_at: number
  readonly updated_at: number | null
  readonly seq: number
}

export interface GroupRecord {
  readonly id: string
  readonly name: string
  readonly description: string | null
  readonly avatar_url: string | null
  readonly conversation_id: string
  readonly owner: string
  readonly contacts: readonly string[]
  readonly created_at: number
  readonly archived_at: number | null
  readonly seq: number
}

/** A conversation: a group's (its participants are the owner and the members) or a direct one. */
export interface ConversationRecord {
  readonly id: string
  readonly group_id: string | null
  readonly participants: readonly string[]
}

export interface TokenRecord {
  readonly contact: string
  readonly expires_at: number | null
}

export type { Contact }

/** Participants of a group's conversation: the owner, then the members, without repeats. */
export function groupParticipants(owner: string, contacts: readonly string[]): string[] {
  return [...new Set([owner, ...contacts])]
}
