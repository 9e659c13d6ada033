import { createHash } from 'node:crypto'
import {
  close,
  closeSync,
  fdatasync,
  fdatasyncSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rm,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'
import type { Change, Durability } from '../engine/durable/changes.js'
import { changeOf, headerLine, headerOf, type Line, lineOf, linesOf, StateDirError } from './format.js'
import { holdDir } from './lock.js'

/**
 * When a change reaches the disk itself, as Redis's `appendfsync`: `always` before its answer
 * leaves (a power cut loses nothing acknowledged; each change waits for the disk), `everysec`
 * within a second (a power cut may lose that second; a crash of the process loses nothing),
 * `no` when the operating system writes it back (usually within 30 s).
 */
export type FsyncPolicy = 'always' | 'everysec' | 'no'

export interface StateDirOptions {
  fsync?: FsyncPolicy
  /**
   * A log past this many bytes, and past the size of the last snapshot, is folded into a snapshot
   * (default 64 MiB).
   */
  foldAt?: number
  /** Where what an operator should know is said (a dropped tail, a refused write). */
  notify: (message: string) => void
  /** A turn of the event loop, taken between the pieces of a snapshot. */
  turn: () => Promise<void>
}

/**
 * What a state directory counted since it opened: what the server's metrics read at each scrape
 * (src/http/metrics.ts), in the directory's own words.
 */
export interface StateDirStats {
  /** Bytes appended to the logs. */
  writtenBytes: number
  /** Syncs of a log to the disk (fdatasync), as the fsync policy asks and as a log is begun or closed. */
  syncs: number
  /** Logs folded into a snapshot, and the seconds those folds took in all (from the mock's reading to the old files' removal). */
  folds: number
  foldSeconds: number
  /** Folds that failed (and are tried again once the log has grown as much again). */
  foldFailures: number
  /** Requests whose changes could not be written (a full disk, a refused write): each was answered 507. */
  writesRefused: number
}

/** A read's journal entry waits at most this long for the changes of other reads to be written with it. */
const readDelayMs = 5
/** Pieces of a snapshot are written this large, between turns of the event loop. */
const snapshotPiece = 256 * 1024
/**
 * A snapshot being written is synced every this many bytes, in libuv's pool while requests go on
 * (Redis's `aof-rewrite-incremental-fsync`, 4 MB): the disk takes it as it comes, instead of a
 * last sync of hundreds of megabytes, and no write of a piece waits for a full page cache.
 */
const snapshotSyncBytes = 4 * 2 ** 20
/** Past this many, the oldest waiting journal entries are dropped while writes fail. */
const maxWaiting = 10_000

const snapshotName = /^snapshot-(\d+)\.jsonl$/
const logName = /^log-(\d+)\.jsonl$/

interface StateFile {
  path: string
  generation: number
  kind: 'snapshot' | 'log'
}

/** A damaged end of a log: where its last whole change ends, and why what follows was dropped. */
interface Tail {
  path: string
  offset: number
  dropped: number
  why: string
}

/**
 * A mock's tenants kept in a directory (--state-dir): the port's adapter for Node. Every change is
 * appended to the log before its answer leaves (written to the operating system: a kill -9 loses
 * nothing acknowledged), reaching the disk by the fsync policy; past `foldAt` bytes the log is
 * folded into a snapshot, written in pieces between requests, after which a new log begins.
 */
export class StateDir implements Durability {
  private fd = -1
  private size = 0
  private generation = 0
  private waiting: string[] = []
  /** The urgent changes of this turn, and the requests that wait for them. */
  private group: { lines: string[]; waiters: { resolve: () => void; reject: (error: unknown) => void }[] } | undefined
  private flushTimer: NodeJS.Timeout | undefined
  private syncTimer: NodeJS.Timeout | undefined
  private unsynced = false
  private folding = false
  private foldAfter: number
  private closed = false
  private failing = false
  private readonly tails: Tail[] = []
  private readonly release: () => void
  private snapshotOf: () => Iterable<Change> = () => []
  private beforeClose: () => void = () => {}
  /** What it counted since it opened, for the metrics. */
  readonly stats: StateDirStats = {
    writtenBytes: 0,
    syncs: 0,
    folds: 0,
    foldSeconds: 0,
    foldFailures: 0,
    writesRefused: 0,
  }

  private constructor(
    readonly dir: string,
    private readonly options: StateDirOptions,
  ) {
    mkdirSync(dir, { recursive: true })
    this.release = holdDir(dir)
    this.foldAfter = options.foldAt ?? 64 * 2 ** 20
  }

  /** Holds `dir` (made if missing) for this process; throws a StateDirError if another holds it. */
  static open(dir: string, options: StateDirOptions): StateDir {
    return new StateDir(dir, options)
  }

  /**
   * What the directory keeps, as changes from nothing: the newest whole snapshot, then every log
   * of its generation and after. A damaged snapshot, or a format this version does not know,
   * throws a StateDirError (nothing is written); a damaged end of a log is dropped and said.
   */
  *changes(): Generator<Change> {
    const { snapshot, logs } = this.files()
    if (snapshot !== undefined) yield* this.snapshotChanges(snapshot)
    for (const [i, log] of logs.entries()) yield* this.logChanges(log.path, i === logs.length - 1)
    this.generation = logs.at(-1)?.generation ?? snapshot?.generation ?? 1
  }

  /**
   * Starts keeping: the damaged ends dropped, what an interrupted snapshot left removed, the log
   * of the current generation opened for appending. `snapshot` reads the whole mock, for a fold;
   * `beforeClose` hands over what is held back, before the log is closed.
   */
  start(snapshot: () => Iterable<Change>, beforeClose: () => void = () => {}): void {
    this.snapshotOf = snapshot
    this.beforeClose = beforeClose
    for (const tail of this.tails) {
      this.options.notify(
        `${tail.path}: dropped ${tail.dropped} bytes after the last whole change (at byte ${tail.offset}): ${tail.why}`,
      )
      const fd = openSync(tail.path, 'r+')
      ftruncateSync(fd, tail.offset)
      closeSync(fd)
    }
    for (const name of readdirSync(this.dir)) if (name.endsWith('.tmp')) rmSync(join(this.dir, name), { force: true })
    this.openLog(this.generation)
    if (this.options.fsync !== 'always' && this.options.fsync !== 'no') {
      this.syncTimer = setInterval(() => this.syncSoon(), 1000)
      this.syncTimer.unref()
    }
  }

  /**
   * Urgent changes are written together at the end of the event loop's turn (a group commit, as
   * PostgreSQL's): every request answered in the turn waits for one write (and, under `always`, one
   * fsync) instead of one each, and none leaves before it. Others wait for the next write, or 5 ms.
   */
  keep(changes: readonly Change[], urgent: boolean): void | Promise<void> {
    if (this.closed) throw new Error('the state directory is closed')
    if (!urgent) {
      for (const change of changes) this.waiting.push(lineOf(change))
      if (this.waiting.length > maxWaiting) this.waiting.splice(0, this.waiting.length - maxWaiting)
      this.flushTimer ??= setTimeout(() => this.flushWaiting(), readDelayMs)
      return
    }
    if (this.group === undefined) {
      this.group = { lines: [], waiters: [] }
      setImmediate(() => this.writeGroup())
    }
    const group = this.group
    for (const change of changes) group.lines.push(lineOf(change))
    return new Promise<void>((resolve, reject) => {
      group.waiters.push({ resolve, reject })
    })
  }

  /** Writes the turn's urgent changes after what waited, then answers each of their requests. */
  private writeGroup(): void {
    const group = this.group
    this.group = undefined
    if (group === undefined) return
    try {
      if (this.closed) throw new Error('the state directory is closed')
      this.append([...this.waiting, ...group.lines])
      this.waiting = []
      if (this.options.fsync === 'always') this.syncNow(this.fd)
    } catch (error) {
      // None of them is kept (each request answers 507); what waited still waits.
      this.stats.writesRefused += group.waiters.length
      for (const waiter of group.waiters) waiter.reject(error)
      return
    }
    for (const waiter of group.waiters) waiter.resolve()
    this.maybeFold()
  }

  /** Everything written and on the disk, the directory released: for SIGTERM, and a server's close. */
  close(): void {
    if (this.closed) return
    // The turn's changes, then what the keeper holds back (the journal of the last reads).
    if (this.fd !== -1) {
      this.writeGroup()
      this.beforeClose()
    }
    clearTimeout(this.flushTimer)
    clearInterval(this.syncTimer)
    try {
      if (this.fd !== -1) {
        if (this.waiting.length > 0) this.append(this.waiting)
        this.waiting = []
        this.syncNow(this.fd)
        closeSync(this.fd)
      }
    } finally {
      this.closed = true
      this.fd = -1
      this.release()
    }
  }

  /** Appends whole lines, or nothing: a write cut short (a full disk) is cut back before it throws. */
  private append(lines: string[]): void {
    const bytes = Buffer.from(lines.length === 1 ? lines[0] : lines.join(''), 'utf8')
    let done = 0
    try {
      while (done < bytes.length) done += writeSync(this.fd, bytes, done)
    } catch (error) {
      if (done > 0) ftruncateSync(this.fd, this.size)
      this.failing = true
      throw error
    }
    if (this.failing) this.options.notify(`${this.logPath(this.generation)} takes writes again`)
    this.failing = false
    this.size += bytes.length
    this.stats.writtenBytes += bytes.length
    this.unsynced = true
  }

  /** The bytes of every file in the directory now: snapshots, logs, a snapshot being written, the lock. */
  bytesOnDisk(): number {
    let bytes = 0
    for (const name of readdirSync(this.dir)) {
      try {
        bytes += statSync(join(this.dir, name)).size
      } catch {
        // Removed by a fold between the listing and its size.
      }
    }
    return bytes
  }

  private syncNow(fd: number): void {
    this.stats.syncs++
    fdatasyncSync(fd)
  }

  private flushWaiting(): void {
    this.flushTimer = undefined
    if (this.closed || this.waiting.length === 0) return
    const wasFailing = this.failing
    try {
      this.append(this.waiting)
      this.waiting = []
      this.maybeFold()
    } catch (error) {
      if (!wasFailing)
        this.options.notify(`could not write the journal: ${(error as Error).message}; it is tried again`)
      this.flushTimer = setTimeout(() => this.flushWaiting(), 1000)
    }
  }

  private syncSoon(): void {
    if (!this.unsynced || this.fd === -1) return
    this.unsynced = false
    this.stats.syncs++
    fdatasync(this.fd, () => {})
  }

  private maybeFold(): void {
    if (this.size < this.foldAfter || this.folding) return
    this.folding = true
    // In a turn of its own: after the keeper has settled what this write kept.
    setImmediate(() => void this.fold())
  }

  /**
   * Folds the log into a snapshot, as Redis rewrites its AOF: a new log begins now, the mock is
   * read now, and the snapshot of that moment is written in pieces; the older files go once it is
   * whole. A kill before then leaves the older snapshot and both logs, which a start reads in order.
   */
  private async fold(): Promise<void> {
    const generation = this.generation + 1
    const tmp = join(this.dir, `snapshot-${generation}.jsonl.tmp`)
    const started = performance.now()
    let out = -1
    try {
      if (this.closed) return
      // Whatever was handed over before the mock is read goes to the log it belongs to.
      this.writeGroup()
      if (this.waiting.length > 0) this.append(this.waiting)
      this.waiting = []
      const changes = this.snapshotOf()[Symbol.iterator]()
      const previous = this.fd
      this.openLog(generation)
      // The older log's last second reaches the disk in the pool (a sync of the event loop's
      // own waits for whatever the disk has queued: 155 ms measured at a million messages).
      this.stats.syncs++
      const previousSynced = syncedAndClosed(previous)
      previousSynced.catch(() => {}) // awaited below; a failure fails the fold there
      // The mock is read and the new log begun: the requests whose changes were just written are
      // answered before the snapshot's first piece, not after the whole of a small one.
      await this.options.turn()
      if (this.closed) throw new Error('closed while folding')
      out = openSync(tmp, 'w')
      const file = out
      let unsyncedBytes = 0
      const hash = createHash('sha256')
      let piece: string[] = [headerLine(generation, 'snapshot')]
      let pieceBytes = piece[0].length
      let count = 0
      let written = 0
      const flush = () => {
        const bytes = Buffer.from(piece.join(''), 'utf8')
        written += bytes.length
        hash.update(bytes)
        for (let done = 0; done < bytes.length; ) done += writeSync(out, bytes, done)
        unsyncedBytes += bytes.length
        piece = []
        pieceBytes = 0
      }
      for (let next = changes.next(); !next.done; next = changes.next()) {
        const line = lineOf(next.value)
        piece.push(line)
        pieceBytes += line.length
        count++
        if (pieceBytes >= snapshotPiece) {
          flush()
          if (unsyncedBytes >= snapshotSyncBytes) {
            unsyncedBytes = 0
            await synced(file)
          } else await this.options.turn()
          if (this.closed) throw new Error('closed while folding')
        }
      }
      flush()
      writeSync(out, `${JSON.stringify({ end: true, changes: count, sha256: hash.digest('hex') })}\n`)
      await synced(file)
      await previousSynced
      if (this.closed) throw new Error('closed while folding')
      closeSync(out)
      out = -1
      renameSync(tmp, join(this.dir, `snapshot-${generation}.jsonl`))
      syncDir(this.dir)
      // In the pool too: unlinking a snapshot of hundreds of megabytes frees its blocks (126 ms
      // measured), which the event loop need not wait for.
      await Promise.all(
        this.allFiles()
          .filter(({ generation: older }) => older < generation)
          .map(({ path }) => removed(path)),
      )
      // As Redis's auto-aof-rewrite-percentage 100: the next fold once the log holds as much as this
      // snapshot, so that folding costs at most what writing the log did, whatever the world's size.
      this.foldAfter = Math.max(this.options.foldAt ?? 64 * 2 ** 20, written)
      this.stats.folds++
      this.stats.foldSeconds += (performance.now() - started) / 1000
    } catch (error) {
      if (out !== -1) closeSync(out)
      rmSync(tmp, { force: true })
      if (!this.closed) {
        this.stats.foldFailures++
        this.options.notify(`could not fold the log into a snapshot: ${(error as Error).message}`)
      }
      // Tried again once the log has grown as much again.
      this.foldAfter = this.size + (this.options.foldAt ?? 64 * 2 ** 20)
    } finally {
      this.folding = false
    }
  }

  private openLog(generation: number): void {
    const path = this.logPath(generation)
    const fd = openSync(path, 'a')
    let size = fstatSync(fd).size
    if (size === 0) {
      const header = Buffer.from(headerLine(generation, 'log'))
      writeSync(fd, header)
      size = header.length
      this.syncNow(fd)
      syncDir(this.dir)
    }
    this.fd = fd
    this.size = size
    this.generation = generation
  }

  private logPath(generation: number): string {
    return join(this.dir, `log-${generation}.jsonl`)
  }

  private allFiles(): StateFile[] {
    return readdirSync(this.dir).flatMap((name): StateFile[] => {
      const snapshot = snapshotName.exec(name)
      if (snapshot) return [{ path: join(this.dir, name), generation: Number(snapshot[1]), kind: 'snapshot' as const }]
      const log = logName.exec(name)
      if (log) return [{ path: join(this.dir, name), generation: Number(log[1]), kind: 'log' as const }]
      return []
    })
  }

  /** The newest snapshot and the logs from its generation on, oldest first. */
  private files() {
    const all = this.allFiles().sort((a, b) => a.generation - b.generation)
    const snapshot = all.filter((f) => f.kind === 'snapshot').at(-1)
    const from = snapshot?.generation ?? 0
    return { snapshot, logs: all.filter((f) => f.kind === 'log' && f.generation >= from) }
  }

  private *snapshotChanges({ path, generation }: { path: string; generation: number }): Generator<Change> {
    const lines = linesOf(path)
    const first = lines.next()
    const header = headerOf(first.done ? undefined : first.value, path)
    if (header.kind !== 'snapshot' || header.generation !== generation)
      throw new StateDirError(`${path} is damaged: its header names another file`)
    const hash = createHash('sha256').update(`${(first.value as Line).text}\n`)
    let count = 0
    for (const line of lines) {
      const damaged = (why: string) =>
        new StateDirError(
          `${path} is damaged (${why}, at byte ${line.offset}): nothing was changed; restore it from a backup, or move the directory away to start empty`,
        )
      if (!line.whole) throw damaged('cut short')
      let value: { end?: boolean; changes?: number; sha256?: string }
      try {
        value = JSON.parse(line.text)
      } catch {
        throw damaged('a line that is not JSON')
      }
      if (value.end === true) {
        if (value.changes !== count || value.sha256 !== hash.digest('hex')) throw damaged('its checksum does not match')
        return
      }
      hash.update(`${line.text}\n`)
      count++
      try {
        yield changeOf(line.text)
      } catch {
        throw damaged('a line that is not a change')
      }
    }
    throw new StateDirError(`${path} is damaged (it has no end line): nothing was changed`)
  }

  private *logChanges(path: string, last: boolean): Generator<Change> {
    const lines = linesOf(path)
    const first = lines.next()
    if (first.done || !first.value.whole) {
      // A log cut short as it was made: nothing was ever written to it.
      this.tails.push({ path, offset: 0, dropped: first.done ? 0 : first.value.bytes, why: 'no whole header' })
      return
    }
    headerOf(first.value, path)
    for (const line of lines) {
      let change: Change | undefined
      let why = 'cut short'
      if (line.whole) {
        try {
          change = changeOf(line.text)
        } catch {
          why = `not a change: ${JSON.stringify(line.text.slice(0, 40))}`
        }
      }
      if (change === undefined) {
        this.tails.push({ path, offset: line.offset, dropped: sizeFrom(path, line.offset), why })
        if (!last) this.options.notify(`${path} was damaged before a later log began`)
        return
      }
      yield change
    }
  }
}

function sizeFrom(path: string, offset: number): number {
  const fd = openSync(path, 'r')
  try {
    return fstatSync(fd).size - offset
  } finally {
    closeSync(fd)
  }
}

/** Makes a new name in `dir` (a rename, a file made) survive a power cut. */
/** A file's data on the disk, waited for in libuv's pool, not on the event loop. */
function synced(fd: number): Promise<void> {
  return new Promise((resolve, reject) => fdatasync(fd, (error) => (error ? reject(error) : resolve())))
}

/** A file synced, then closed, in the pool. */
function syncedAndClosed(fd: number): Promise<void> {
  return new Promise((resolve, reject) =>
    fdatasync(fd, (syncError) =>
      close(fd, (closeError) => ((syncError ?? closeError) ? reject(syncError ?? closeError) : resolve())),
    ),
  )
}

/** A file removed, in the pool. */
function removed(path: string): Promise<void> {
  return new Promise((resolve, reject) => rm(path, { force: true }, (error) => (error ? reject(error) : resolve())))
}

function syncDir(dir: string): void {
  const fd = openSync(dir, 'r')
  try {
    fdatasyncSync(fd)
  } finally {
    closeSync(fd)
  }
}
