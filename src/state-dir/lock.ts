import { closeSync, openSync, readFileSync, realpathSync, renameSync, unlinkSync, writeSync } from 'node:fs'
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

/**
 * Holds `dir` for this process: a LOCK file made only if none is there (O_EXCL), naming the
 * process. One left by a process of this host that is gone (a kill -9) is taken over; a live
 * one's, another host's (a shared volume), or this process's own (a second mock in it) refuses
 * the start. Returns the release.
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
      if (holder !== undefined && (holder.host !== me.host || (holder.pid !== me.pid && alive(holder.pid))))
        throw new StateDirError(
          `the state directory ${dir} is held by process ${holder.pid} on ${holder.host} (since ${holder.since}): stop it, or give another --state-dir`,
        )
      // Its holder is gone (or was this process's number before a restart, as PID 1 in a container):
      // stale. Another start may have taken it over since it was read, so it is moved aside (a
      // rename is atomic) and removed only if it is the one read; another's is put back.
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
    let held = true
    return () => {
      if (!held) return
      held = false
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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
