import { invalidParameters } from '../core/errors.js'
import type { ReasonValues, Why } from '../core/reasons.js'
import type { ContactRef } from '../core/types.gen.js'
import type { State } from './state.js'

/**
 * Resolves the contact references of a group's `contacts` to contact ids: by id (an unknown id is
 * refused), else by username, else by phone number; a reference that matches nothing creates a
 * contact. Unknown ids are all reported before anything is created, so a refused request changes
 * nothing. Repeats collapse to the first. Each resolution is a reason of `why`.
 */
export function resolveContacts(state: State, refs: readonly ContactRef[], why?: Why): string[] {
  const unknown = refs.flatMap((ref, i) =>
    ref.id !== undefined && !state.contacts.has(ref.id) ? [{ param: `contacts[${i}][id]`, id: ref.id }] : [],
  )
  if (unknown.length > 0)
    throw invalidParameters(unknown.map(({ param }) => ({ param, message: 'names no contact' }))).because({
      code: 'contact.unknown',
      refs: unknown,
    })
  return [
    ...new Set(
      refs.map((ref, i) => {
        const { by, sent, contact } = resolve(state, ref)
        why?.push({ code: 'contact.resolved', param: `contacts[${i}]`, by, sent, contact })
        return contact
      }),
    ),
  ]
}

type Resolved = Omit<ReasonValues['contact.resolved'], 'param'>

function resolve(state: State, ref: ContactRef): Resolved {
  if (ref.id !== undefined) return { by: 'id', sent: ref.id, contact: ref.id }
  const { username, phone_number } = ref
  const byName = typeof username === 'string' ? state.usernames.get(username) : undefined
  if (byName !== undefined) return { by: 'username', sent: username as string, contact: byName }
  const byPhone = typeof phone_number === 'string' ? state.phones.get(phone_number) : undefined
  if (byPhone !== undefined) return { by: 'phone_number', sent: phone_number as string, contact: byPhone }
  const contact = {
    id: state.ids.next('ct'),
    username: username ?? null,
    phone_number: phone_number ?? null,
    avatar_url: ref.avatar_url ?? null,
    last_active_at: ref.last_active_at ?? null,
    created_at: state.clock.now(),
  }
  state.addContact(contact)
  return {
    by: 'new',
    sent: [username, phone_number].filter((v) => typeof v === 'string').join(' or '),
    contact: contact.id,
  }
}
