import type { Change, Durability } from './engine/durable/changes.js'
import type { Mock } from './engine/mock.js'
import type { MockOptions } from './engine/options.js'

/**
 * A mock's tenants kept in the browser's IndexedDB (`persist` of createWebMock and createMswMock):
 * the engine's `Durability` port for a page, as src/state-dir/ is for Node. IndexedDB, not Web
 * Storage: it is asynchronous (a write does not stop the page), takes a share of the disk rather
 * than localStorage's 5 MiB, is there in workers too, and a transaction is all or nothing, so a
 * reload or a crash mid-write leaves the changes before it whole (no torn tail to cut).
 *
 * One database per name, version 1 (the format; a newer package's database is left alone):
 *
 *   changes   auto-increment keys, each value the JSON text of the changes of one write, in order
 *   meta      'options': the options the kept world was made from, to notice they changed
 *
 * A start reads every record and hands the changes to `Mock.keepIn`. Past a bound, and after a
 * tenant is reset, loaded or dropped, the records are folded into the mock's snapshot in one
 * transaction (cleared and written again), as Redis rewrites its append-only file.
 */

/** What `persist` takes: where the world is kept. */
export interface PersistOptions {
  /**
   * The IndexedDB database's name. Default: `messaging-mock <baseUrl>`, so two mocks of the page's
   * origin with other base URLs keep apart. Two pages of one origin with the same name share one
   * world: the first holds it, the others start from it and keep nothing (a notice says so).
   */
  name?: string
  /** The records are folded into a snapshot once they hold this many changes since the last fold (default 5,000). */
  foldAt?: number
}

/** The format of the records; IndexedDB's own version of the database. */
const formatVersion = 1
const changesStore = 'changes'
const metaStore = 'meta'
/** A read's journal entry waits this long for others to be written with it. */
const readDelayMs = 5
/** A page that opens while another holds the database waits this long for it (a reload's old page lets go as it unloads). */
const lockWaitMs = 3000
/** Folded when the records hold this many changes, or twice as many as the last fold wrote, whichever is more. */
const minFold = 5000
/** A fold writes the snapshot as records of this many changes. */
const foldPiece = 500

/** The options whose change makes another world: the kept one is dropped when they differ. */
export function worldOptions({ fixtures, seed, clock, timestampUnit, updateMode, activity }: MockOptions): string {
  return JSON.stringify({ fixtures, seed, clock, timestampUnit, updateMode, activity })
}

/**
 * Puts back into `mock` what database `name` kept and keeps every change there from now on. Never
 * throws for the storage: where there is no IndexedDB, it cannot be opened, another page holds it
 * or what it kept cannot be read, the mock says so through its `notify` and goes on (in memory,
 * or from the options).
 */
export async function keepInIndexedDb(
  mock: Mock,
  { name, options, foldAt = minFold }: { name: string; options: string; foldAt?: number },
): Promise<void> {
  const notify = (message: string) => mock.options.notify(`IndexedDB "${name}": ${message}`)
  if (typeof indexedDB === 'undefined') return notify('there is no IndexedDB here: the mock is kept in memory only')
  let db: IDBDatabase
  try {
    db = await openDatabase(name)
  } catch (error) {
    return notify(`could not be opened (${reasonOf(error)}): the mock is kept in memory only`)
  }
  const held = await hold(name)
  let kept: Kept
  try {
    kept = await readKept(db)
  } catch (error) {
    notify(`what it kept could not be read (${reasonOf(error)}): starting from the mock's options`)
    kept = { options: undefined, changes: [] }
  }
  if (!held) {
    notify('another page of this origin keeps its mock there: this page starts from what it kept and keeps nothing')
    db.close()
    await restore(mock, { keep() {} }, kept.options === options ? kept.changes : [], notify)
    return
  }
  const stored = new StoredChanges(db, notify, foldAt)
  if (kept.changes.length > 0 && kept.options !== options)
    notify("the mock's options (fixtures, seed, clock...) changed since its world was kept: starting from them")
  const restored = kept.options === options && (await restore(mock, stored, kept.changes, notify))
  if (!restored) {
    stored.restart(options)
    await mock.keepIn(stored, [])
  }
  stored.start(() => mock.keeper?.snapshot() ?? [], restored ? kept.changes : [])
}

/** The changes handed to `keepIn`; false (and nothing changed) when they cannot be put back. */
async function restore(mock: Mock, port: Durability, changes: Change[], notify: (m: string) => void): Promise<boolean> {
  if (changes.length === 0) return false
  try {
    await mock.keepIn(port, changes)
    return true
  } catch (error) {
    notify(`what it kept could not be put back (${reasonOf(error)}): starting from the mock's options`)
    return false
  }
}

/**
 * The port: each urgent write one transaction, whose commit the answer waits for; a read's journal
 * entry waits a little to be written with the next.
 */
class StoredChanges implements Durability {
  /** A page reloads at once: the journal of its last reads must be in before. */
  readonly readDelayMs = readDelayMs

  private waiting: Change[] = []
  private flushTimer: ReturnType<typeof setTimeout> | undefined
  /** Changes in the store since the last fold. */
  private count = 0
  private foldAfter: number
  private foldSoon = false
  /** The tenants in the store: a `tenant` change of one of them replaces it (a reset, a load). */
  private readonly tenants = new Set<string>()
  private snapshotOf: () => Iterable<Change> = () => []
  /** The database was deleted or upgraded from elsewhere: nothing is written any more. */
  private gone = false

  constructor(
    private readonly db: IDBDatabase,
    private readonly notify: (message: string) => void,
    private readonly foldAt: number,
  ) {
    this.foldAfter = foldAt
    // The database deleted (the browser's tools, "Clear site data") or upgraded by a newer package in
    // another page: let go of it, and go on in memory, as the developer who deleted it asked.
    db.onversionchange = () => {
      db.close()
      this.gone = true
      this.waiting = []
      notify('was deleted or upgraded elsewhere: this page keeps its changes no longer, until it is loaded again')
    }
  }

  /** Clears the store for a new world made from `options`, before anything is written to it. */
  restart(options: string): void {
    const tx = this.db.transaction([changesStore, metaStore], 'readwrite')
    tx.objectStore(changesStore).clear()
    tx.objectStore(metaStore).put(options, 'options')
    done(tx).catch((error: unknown) => this.notify(`could not be cleared (${reasonOf(error)})`))
  }

  /** Starts folding, `kept` being what the store holds; writes what is waiting as the page goes. */
  start(snapshot: () => Iterable<Change>, kept: readonly Change[]): void {
    this.snapshotOf = snapshot
    this.count = kept.length
    for (const change of kept) this.follow(change)
    this.foldAfter = Math.max(this.foldAt, 2 * this.count)
    globalThis.addEventListener?.('pagehide', () => this.flushWaiting())
  }

  keep(changes: readonly Change[], urgent: boolean): void | Promise<void> {
    if (this.gone) return
    if (!urgent) {
      this.waiting.push(...changes)
      this.flushTimer ??= setTimeout(() => this.flushWaiting(), readDelayMs)
      return
    }
    // A read's entry goes with this write, and is lost with it if it fails.
    const batch = this.waiting.length === 0 ? changes : [...this.waiting, ...changes]
    this.waiting = []
    const written = this.write(batch)
    let replaced = false
    for (const change of batch) replaced = this.follow(change) || replaced
    if (replaced || this.count >= this.foldAfter) this.foldAfterWritten(written)
    return written
  }

  /** One transaction of `changes`; throws if it cannot be begun (the database closed). */
  private write(changes: readonly Change[]): Promise<void> {
    const tx = this.db.transaction(changesStore, 'readwrite', { durability: 'relaxed' })
    tx.objectStore(changesStore).add(JSON.stringify(changes))
    tx.commit?.()
    this.count += changes.length
    return done(tx)
  }

  /** Notes a tenant made, replaced or dropped; true when one in the store was replaced or dropped. */
  private follow(change: Change): boolean {
    if (change.kind === 'dropped') return this.tenants.delete(change.tenant)
    if (change.kind !== 'tenant') return false
    const had = this.tenants.has(change.tenant.name)
    this.tenants.add(change.tenant.name)
    return had
  }

  private flushWaiting(): void {
    clearTimeout(this.flushTimer)
    this.flushTimer = undefined
    if (this.waiting.length === 0 || this.gone) return
    const batch = this.waiting
    this.waiting = []
    try {
      const written = this.write(batch)
      written.catch((error: unknown) => this.notify(`could not keep the journal (${reasonOf(error)})`))
      if (this.count >= this.foldAfter) this.foldAfterWritten(written)
    } catch (error) {
      this.notify(`could not keep the journal (${reasonOf(error)})`)
    }
  }

  /**
   * Folds once `written` is in: its answer is settled by then, so the snapshot does not have a
   * change that the keeper would still hand over again.
   */
  private foldAfterWritten(written: Promise<void>): void {
    if (this.foldSoon) return
    this.foldSoon = true
    written.then(
      () => setTimeout(() => this.fold(), 0),
      () => {
        this.foldSoon = false
      },
    )
  }

  /**
   * Clears the store and writes the mock's snapshot in its place, in one transaction: a reload
   * before it commits finds the records as they were. Transactions begun before it are written
   * before it; the journal entries waiting are in the snapshot.
   */
  private fold(): void {
    this.foldSoon = false
    if (this.gone) return
    let count = 0
    try {
      const tx = this.db.transaction(changesStore, 'readwrite', { durability: 'relaxed' })
      const store = tx.objectStore(changesStore)
      store.clear()
      let piece: Change[] = []
      this.tenants.clear()
      for (const change of this.snapshotOf()) {
        this.follow(change)
        piece.push(change)
        count++
        if (piece.length === foldPiece) {
          store.add(JSON.stringify(piece))
          piece = []
        }
      }
      if (piece.length > 0) store.add(JSON.stringify(piece))
      tx.commit?.()
      this.waiting = []
      clearTimeout(this.flushTimer)
      this.flushTimer = undefined
      done(tx).catch((error: unknown) => this.foldFailed(error))
    } catch (error) {
      this.foldFailed(error)
      return
    }
    this.count = count
    this.foldAfter = Math.max(this.foldAt, 2 * count)
  }

  /** Tried again once as many changes again are written. */
  private foldFailed(error: unknown): void {
    this.notify(`could not fold its changes into a snapshot (${reasonOf(error)})`)
    this.foldAfter = this.count + this.foldAt
  }
}

interface Kept {
  options: string | undefined
  changes: Change[]
}

/** What the database keeps, read in one transaction: the options, and every change in order. */
async function readKept(db: IDBDatabase): Promise<Kept> {
  const tx = db.transaction([changesStore, metaStore], 'readonly')
  const [options, records] = await Promise.all([
    requested(tx.objectStore(metaStore).get('options')),
    requested(tx.objectStore(changesStore).getAll()),
  ])
  const changes: Change[] = []
  for (const record of records) {
    if (typeof record !== 'string') throw new Error('a record that is not text')
    changes.push(...(JSON.parse(record) as Change[]))
  }
  return { options: typeof options === 'string' ? options : undefined, changes }
}

function openDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name, formatVersion)
    open.onupgradeneeded = () => {
      const db = open.result
      if (!db.objectStoreNames.contains(changesStore)) db.createObjectStore(changesStore, { autoIncrement: true })
      if (!db.objectStoreNames.contains(metaStore)) db.createObjectStore(metaStore)
    }
    open.onsuccess = () => resolve(open.result)
    // A VersionError: the database is of a newer format, made by a newer package. It is left as it is.
    open.onerror = () => reject(open.error)
    open.onblocked = () => reject(new Error('another page holds an older version of it open'))
  })
}

/**
 * Holds the database for this page (the Web Locks API) until the page goes: one page writes it.
 * True where there are no locks to take (an older browser): then the page simply writes.
 */
function hold(name: string): Promise<boolean> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks
  if (locks === undefined) return Promise.resolve(true)
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), lockWaitMs)
  return new Promise((resolve) => {
    locks
      .request(`messaging-mock IndexedDB ${name}`, { signal: abort.signal }, () => {
        clearTimeout(timer)
        resolve(true)
        // Held as long as the page lives.
        return new Promise<void>(() => {})
      })
      .catch(() => resolve(false))
  })
}

function requested<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** A transaction's end: resolves once it committed, rejects if it aborted (a full quota). */
function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onabort = () => reject(tx.error ?? new Error('the transaction was aborted'))
  })
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
