import type { Mock } from '../engine/mock.js'
import { nodeTurn } from '../http/turn.js'
import { type FsyncPolicy, StateDir } from './state-dir.js'

export type { FsyncPolicy } from './state-dir.js'

/** What `createApp` and `startServer` take to keep their tenants in a directory. */
export interface StateDirChoice {
  /**
   * Keep every tenant in this directory (made if missing), and start from what it kept: nothing
   * acknowledged is lost when the process ends (docs/durability.md). Default: in memory only.
   */
  stateDir?: string
  /** When a kept change reaches the disk itself: `everysec` (default), `always`, `no`. */
  fsync?: FsyncPolicy
  /** A log past this many bytes is folded into a snapshot (default 64 MiB). */
  stateFoldBytes?: number
}

/** The directory's tenants put back into `mock`, every change kept there from now on. */
export async function keepInDir(mock: Mock, choice: StateDirChoice & { stateDir: string }): Promise<StateDir> {
  const dir = openDir(mock, choice)
  try {
    await mock.keepIn(dir, dir.changes(), () => startKeeping(mock, dir))
  } catch (error) {
    dir.close()
    throw error
  }
  return dir
}

/** The same, synchronously, for createApp. */
export function keepInDirNow(mock: Mock, choice: StateDirChoice & { stateDir: string }): StateDir {
  const dir = openDir(mock, choice)
  try {
    mock.keepInNow(dir, dir.changes(), () => startKeeping(mock, dir))
  } catch (error) {
    dir.close()
    throw error
  }
  return dir
}

function openDir(mock: Mock, choice: StateDirChoice & { stateDir: string }): StateDir {
  return StateDir.open(choice.stateDir, {
    fsync: choice.fsync,
    foldAt: choice.stateFoldBytes,
    notify: mock.options.notify,
    turn: nodeTurn,
  })
}

/** The directory opened for writing, once what it kept is read: a fold reads the mock, a close writes what its keeper holds back. */
function startKeeping(mock: Mock, dir: StateDir): void {
  dir.start(
    () => mock.keeper?.snapshot() ?? [],
    () => mock.keeper?.flushReads(),
  )
}
