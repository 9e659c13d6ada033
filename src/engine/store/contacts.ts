import { invalidParameters } from '../core/errors.js'
import type { ContactRef } from '../core/types.gen.js'
import type { State } from './state.js'

/**
 * Resolves the contact references of a group's `contacts` to contact ids: by id (an unknown id is
 * refused), else by username, else by phone number; a reference that matches nothing creates a
 * contact. Unknown ids are all reported before anything is created, so a refused request changes
 * nothing. Repeats collapse to the first.
 */
export function resolveContacts(state: State, refs: readonly ContactRef[]): string[] {
  const errors = refs.flatMap((ref, i) =>
    ref.id !== undefined && !state.contacts.has(ref.id)
      ? [{ param: `contacts[${i}][id]`, message: 'names no contact' }]
      : [],
  )
  if (errors.length > 0) throw invalidParameters(errors)
  return [...new Set(refs.map((ref) => resolve(state, ref)))]
}

function resolve(state: State, ref: ContactRef): string {
  if (ref.id !== undefined) return ref.id
  const known =
    (typeof ref.username === 'string' ? state.usernames.get(ref.username) : undefined) ??
    (typeof ref.phone_number === 'string' ? state.phones.get(ref.phone_number) : undefined)
  if (known !== undefined) return known
  const contact = {
    id: state.ids.next('ct'),
    username: ref.username ?? null,
    phone_number: ref.phone_number ?? null,
    avatar_url: ref.avatar_url ?? null,
    last_active_at: ref.last_active_at ?? null,
    created_at: state.clock.now(),
  }
  state.addContact(contact)
  return contact.id
}
