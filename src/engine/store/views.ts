import type { State } from './state.js'

/**
 * Makes views of what is read (lists, retrieves) once per record. A record never changes (an
 * update stores a new one) and neither do contacts, so a view stays true, and a record shared by
 * tenants shows the same everywhere. What a send or an update answers is made fresh instead: it is
 * seldom read again, and keeping every one would cost memory and collector time under write load.
 */
export function keptViews<R extends object, V>(make: (state: State, record: R) => V): (state: State, record: R) => V {
  const views = new WeakMap<R, V>()
  return (state, record) => {
    let view = views.get(record)
    if (view === undefined) {
      view = make(state, record)
      views.set(record, view)
    }
    return view
  }
}
