import type { Change, Durability } from '../engine/durable/changes.js'
import type { ObjectStorage } from './runtime.js'

/**
 * One tenant kept in its Durable Object's SQLite database: the engine's `Durability` port for a
 * Worker, as src/state-dir/ is for Node and src/web-storage.ts for a page. The SQL API, not the
 * key-value one: a write is a statement that runs at once, with no promise to wait for, so a
 * change is in the database before the keeper hands the answer back, and the runtime's output
 * gate holds the answer until the write is durable (Cloudflare's storage acknowledges it from
 * several machines). That is the port's `urgent` contract without a line of waiting here; a
 * write that fails throws, and the keeper puts the change back and answers 507.
 *
 *   changes(id INTEGER PRIMARY KEY, text TEXT, more INTEGER)
 *       the JSON text of the changes of one write, in order; a text longer than a row may hold
 *       (2 MB) goes on in the next rows, `more` 1 on each but its last
 *   meta(key TEXT PRIMARY KEY, value TEXT)
 *       'format': the format of the rows (1); a newer one is not read
 *
 * Past a bound, and after the tenant is reset or loaded, the rows are folded into the tenant's
 * snapshot in one transaction (cleared and written again), as Redis rewrites its append-only
 * file: what the object keeps stays the size of its world and journal, not of its history.
 */

const format = 1
/** A row holds at most this many characters: 2 MB of UTF-8 even if every one took three bytes. */
const rowChars = 600_000
/** Folded when the rows hold this many changes, or twice as many as the last fold wrote, whichever is more. */
const minFold = 5000

/** What the object keeps could not be read: a newer format, or rows that do not parse. */
export class KeptUnreadable extends Error {}

export class SqlChanges implements Durability {
  /** Changes in the rows since the last fold. */
  private count = 0
  private foldAfter: number
  private foldSoon = false
  private snapshotOf: () => Iterable<Change> = () => []
  /** The tenant was dropped: nothing is written any more. */
  private closed = false
  /** Whether the tables are there. */
  private tablesMade = false

  constructor(
    private readonly storage: ObjectStorage,
    private readonly notify: (message: string) => void,
    private readonly foldAt = minFold,
  ) {
    this.foldAfter = foldAt
  }

  /**
   * Every change the object kept, in order; none for a new object, which gets its tables with its
   * first write (a tenant refused by the directory keeps nothing, and costs nothing).
   */
  read(): Change[] {
    const { sql } = this.storage
    this.tablesMade =
      sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'").toArray().length > 0
    if (!this.tablesMade) return []
    const [kept] = sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'format'").toArray()
    if (kept === undefined || Number(kept.value) !== format)
      throw new KeptUnreadable(`the tenant was kept in format ${kept?.value}; this version reads ${format}`)
    const changes: Change[] = []
    let text = ''
    for (const row of sql.exec<{ text: string; more: number }>('SELECT text, more FROM changes ORDER BY id')) {
      text += row.text
      if (row.more === 1) continue
      try {
        changes.push(...(JSON.parse(text) as Change[]))
      } catch (error) {
        throw new KeptUnreadable(`a row does not parse (${error instanceof Error ? error.message : error})`)
      }
      text = ''
    }
    this.count = changes.length
    this.foldAfter = Math.max(this.foldAt, 2 * this.count)
    return changes
  }

  /** Folds from now on, `snapshot` giving the tenant as changes from nothing (the keeper's). */
  start(snapshot: () => Iterable<Change>): void {
    this.snapshotOf = snapshot
  }

  /**
   * Writes `changes` now, urgent or not: a statement costs no wait here, and one row each keeps
   * the rows written (what the free tier counts) to one per write, and one per second of reads.
   */
  keep(changes: readonly Change[], _urgent: boolean): void {
    if (this.closed || changes.length === 0) return
    this.storage.transactionSync(() => {
      if (!this.tablesMade) this.makeTables()
      this.insert(JSON.stringify(changes))
    })
    this.tablesMade = true
    this.count += changes.length
    const replaced = changes.some((change) => change.kind === 'tenant')
    if ((replaced && this.count > changes.length) || this.count >= this.foldAfter) this.foldSoon ||= this.schedule()
  }

  /** Writes nothing from now on: the tenant is dropped, and its storage deleted. */
  close(): void {
    this.closed = true
  }

  private makeTables(): void {
    const { sql } = this.storage
    sql.exec('CREATE TABLE changes (id INTEGER PRIMARY KEY, text TEXT NOT NULL, more INTEGER NOT NULL)')
    sql.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)')
    sql.exec("INSERT INTO meta (key, value) VALUES ('format', ?)", String(format))
  }

  /** `text` as rows, split where a row would hold too much. */
  private insert(text: string): void {
    for (let at = 0; at < text.length; at += rowChars) {
      const more = at + rowChars < text.length ? 1 : 0
      this.storage.sql.exec('INSERT INTO changes (text, more) VALUES (?, ?)', text.slice(at, at + rowChars), more)
    }
  }

  /**
   * Folds after the answer that asked for it: the keeper settles a write after `keep` returns,
   * and the snapshot must not hold a change it would still hand over.
   */
  private schedule(): boolean {
    setTimeout(() => this.fold(), 0)
    return true
  }

  /** The rows cleared and the snapshot written in their place, in one transaction. */
  private fold(): void {
    this.foldSoon = false
    if (this.closed) return
    try {
      const snapshot = [...this.snapshotOf()]
      this.storage.transactionSync(() => {
        this.storage.sql.exec('DELETE FROM changes')
        this.insert(JSON.stringify(snapshot))
      })
      this.count = snapshot.length
      this.foldAfter = Math.max(this.foldAt, 2 * this.count)
    } catch (error) {
      // Tried again once as many changes again are written; the rows before it are whole.
      this.notify(`could not fold the tenant's changes (${error instanceof Error ? error.message : error})`)
      this.foldAfter = this.count + this.foldAt
    }
  }
}
