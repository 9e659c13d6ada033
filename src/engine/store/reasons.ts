import { invalidParameter, type Problem } from '../core/errors.js'
import { type ReasonValues, standing, type Why } from '../core/reasons.js'
import type { Page } from './paging.js'
import type { State } from './state.js'

/*
 * The store's reasons (src/engine/core/reasons.ts) that more than one of its modules makes: what
 * an id names when it is not what a route looked for, and why a page ends where it does.
 */

/** The kind of record an id names in `state`, if any: a group's id sent where a message's goes. */
export function kindOf(state: State, id: string): ReasonValues['message.absent']['kind'] {
  if (state.messages.has(id)) return 'message'
  if (state.groups.has(id)) return 'group'
  if (state.conversations.has(id)) return 'conversation'
  if (state.contacts.has(id)) return 'contact'
  return null
}

// Made once: the page, its query and its tenant's name are the journal's, which fills their values in.
const more = standing({ code: 'page.more' })
const end = standing({ code: 'page.end' })

/**
 * Why a page's `has_more` is what it is: more lie beyond it (the journal reads the cursor of the
 * next page from the page), or it is the end of its list.
 */
export function pageReason(why: Why, page: Page<unknown>): void {
  why.push(page.hasMore ? more : end)
}

type Refused = ReasonValues['page.cursor_refused']

/**
 * The 400 of a cursor that is no item of its list (CONTRACT section 4), and why: the id names no
 * record, or one of another kind; the caller does not see it; or else `otherwise` (another
 * conversation, the other side of `archived`). The answer is the same whichever it is.
 */
export function refusedCursor(
  state: State,
  caller: string,
  cursor: Pick<Refused, 'param' | 'id' | 'records'>,
  record: { readonly conversation_id: string } | undefined,
  otherwise: () => Pick<Refused, 'cause' | 'detail'>,
): Problem {
  const kind = record === undefined ? kindOf(state, cursor.id) : null
  const why =
    record === undefined
      ? kind === null
        ? ({ cause: 'absent', detail: null } as const)
        : ({ cause: 'other_kind', detail: kind } as const)
      : state.conversationsOf(caller).includes(record.conversation_id)
        ? otherwise()
        : ({ cause: 'hidden', detail: null } as const)
  const noun = cursor.records === 'messages' ? 'message' : 'group'
  return invalidParameter(cursor.param, `is not a ${noun} of this list`).because({
    code: 'page.cursor_refused',
    ...cursor,
    ...why,
  })
}
