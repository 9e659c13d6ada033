/**
 * What this adapter uses of the Workers runtime, as structural types of its own: the package's
 * declarations then name nothing of `@cloudflare/workers-types` (whose globals clash with the DOM's
 * and Node's), and a Worker project's own types (`wrangler types`) satisfy them.
 */

/** A value SQLite gives back. */
export type SqlValue = string | number | null | ArrayBuffer

/** The rows of a statement (`ctx.storage.sql.exec`). */
export interface SqlCursor<Row> extends Iterable<Row> {
  toArray(): Row[]
}

/** A SQLite-backed Durable Object's database (`ctx.storage.sql`). */
export interface SqlStorage {
  exec<Row = Record<string, SqlValue>>(query: string, ...bindings: (string | number | null)[]): SqlCursor<Row>
  /** Bytes the database takes. */
  readonly databaseSize: number
}

/** A Durable Object's storage (`ctx.storage`), as far as this adapter uses it. */
export interface ObjectStorage {
  readonly sql: SqlStorage
  /** Runs `closure` as one transaction: all its writes, or none if it throws. */
  transactionSync<T>(closure: () => T): T
  /** Removes everything the object keeps: it then costs nothing until written again. */
  deleteAll(): Promise<void>
  /** When the object's alarm runs its `alarm()` (Date.now() milliseconds), or null when none is set. */
  getAlarm(): Promise<number | null>
  /** Sets the object's one alarm, in place of any other: a write. */
  setAlarm(at: number): Promise<void>
  deleteAlarm(): Promise<void>
}

/** What a Durable Object is given (`ctx`). */
export interface ObjectState {
  readonly storage: ObjectStorage
  /** Runs `callback` before any other event reaches the object (its constructor's work). */
  blockConcurrencyWhile<T>(callback: () => Promise<T>): Promise<T>
}

/** A Durable Object namespace binding: one object per name. */
export interface ObjectNamespace<Stub> {
  idFromName(name: string): unknown
  get(id: unknown): Stub
}

/** A Workers static assets binding. */
export interface Assets {
  fetch(request: Request): Promise<Response>
}
