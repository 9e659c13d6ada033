import {
  closeSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { StateDirError } from './format.js'

interface Holder {
  pid: number
  host: string
  since: string
}

/**
 * The directories this process holds. A LOCK naming this process's pid is otherwise taken over (as
 * one left by the process that had the pid before a restart); one this process holds is not.
 */
const heldHere = new Set<string>()

/** A holder touches its LOCK this often: the heartbeat by which another host sees it live. */
export const beatMs = 2000
/** A LOCK not touched for this long has no holder any more. */
export const staleMs = 10_000

/**
 * Holds `dir` for this process: a LOCK file made only if none is there (O_EXCL), naming the
 * process, and touched every `beatMs` while held. A LOCK of a process of this host that is gone (a
 * kill -9) is taken over at once; one whose holder is elsewhere (another container, another host
 * on a shared volume) or bears this process's number (PID 1 of the container before) is watched:
 * taken over once untouched for `staleMs`, refused as soon as it is touched. A live holder, or this
 * process's own (a second mock in it), refuses the start. Returns the release.
 */
export function holdDir(dir: string): () => void {
  const path = join(dir, 'LOCK')
  const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() }
  const key = realpathSync(dir)
  if (heldHere.has(key))
    throw new StateDirError(
      `the state directory ${dir} is held by this process (${me.pid}) already: close the mock that holds it, or give another --state-dir`,
    )
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number
    try {
      fd = openSync(path, 'wx')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const seen = textOf(path)
      const holder = holderOf(seen)
      if (holder !== undefined && !gone(holder, me, path))
        throw new StateDirError(
          `the state directory ${dir} is held by process ${holder.pid} on ${holder.host} (since ${holder.since}): stop it, or give another --state-dir`,
        )
      // Its holder is gone: the LOCK is stale. Another start may have taken it over since it was
      // read, so it is moved aside (a rename is atomic) and removed only if it is the one read;
      // another's is put back.
      const aside = `${path}.${me.pid}.stale`
      try {
        renameSync(path, aside)
      } catch (moving) {
        if ((moving as NodeJS.ErrnoException).code === 'ENOENT') continue
        throw moving
      }
      if (textOf(aside) === seen) unlinkSync(aside)
      else renameSync(aside, path)
      continue
    }
    writeSync(fd, `${JSON.stringify(me)}\n`)
    closeSync(fd)
    heldHere.add(key)
    const beat = setInterval(() => touch(path), beatMs)
    beat.unref()
    let held = true
    return () => {
      if (!held) return
      held = false
      clearInterval(beat)
      heldHere.delete(key)
      try {
        if (holderOf(textOf(path))?.pid === me.pid) unlinkSync(path)
      } catch {
        // Already gone.
      }
    }
  }
  throw new StateDirError(
    `the state directory ${dir} could not be locked: its LOCK file came back while it was taken over`,
  )
}

/** The text of a LOCK, or undefined when there is none. */
function textOf(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

function holderOf(text: string | undefined): Holder | undefined {
  try {
    return text === undefined ? undefined : (JSON.parse(text) as Holder)
  } catch {
    // A lock cut short by a kill while it was written: nobody holds it.
    return undefined
  }
}

/**
 * Whether the holder of a LOCK is gone. A process of this host with another number is asked
 * directly; any other (elsewhere, or with this process's number: another PID namespace) by its
 * heartbeat, waited for up to `staleMs` after its last touch: gone if it never comes.
 */
function gone(holder: Holder, me: Holder, path: string): boolean {
  if (holder.host === me.host && holder.pid !== me.pid) return !alive(holder.pid)
  const first = touchedAt(path)
  for (;;) {
    const now = Date.now()
    const last = touchedAt(path)
    if (last === undefined || now - last > staleMs) return true
    if (last !== first) return false
    sleep(Math.min(250, staleMs - (now - last) + 1))
  }
}

function touchedAt(path: string): number | undefined {
  try {
    return statSync(path).mtimeMs
  } catch {
    return undefined
  }
}

function touch(path: string): void {
  const now = new Date()
  try {
    utimesSync(path, now, now)
  } catch {
    // Removed under it: the release says nothing either.
  }
}

/** Waits, blocking: a start has nothing else to do while it waits for a LOCK's heartbeat. */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
