import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { StateDirError } from '../src/state-dir/format.js'
import { holdDir, staleMs } from '../src/state-dir/lock.js'

/**
 * A LOCK whose holder is on another host (another container on the same volume) cannot be asked
 * whether it runs: its heartbeat says so. One untouched for `staleMs` is taken over (a container
 * that was killed does not block the next one); one that is touched refuses the start.
 */
let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-lock-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const elsewhere = { pid: 1, host: 'another-container', since: '2026-11-28T08:00:00.000Z' }

function lockOf(holder: object, touchedMsAgo: number): string {
  const path = join(dir, 'LOCK')
  writeFileSync(path, `${JSON.stringify(holder)}\n`)
  const at = new Date(Date.now() - touchedMsAgo)
  utimesSync(path, at, at)
  return path
}

it('takes over a LOCK of another host untouched for longer than staleMs', () => {
  const path = lockOf(elsewhere, staleMs + 1000)
  const release = holdDir(dir)
  expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid })
  release()
})

it('refuses a LOCK of another host whose holder touches it, naming the directory and the holder', () => {
  const path = lockOf(elsewhere, 0)
  // holdDir waits for the heartbeat without yielding, so the holder that beats is a process of its own.
  expect(() => holdDirWithBeats(path)).toThrow(
    new StateDirError(
      `the state directory ${dir} is held by process 1 on another-container (since 2026-11-28T08:00:00.000Z): stop it, or give another --state-dir`,
    ),
  )
  expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(elsewhere)
})

/** holdDir while a child process touches `path` every 100 ms (its holder's heartbeat). */
function holdDirWithBeats(path: string): () => void {
  const child = spawnBeater(path)
  try {
    return holdDir(dir)
  } finally {
    child.kill('SIGKILL')
  }
}

function spawnBeater(path: string) {
  const beat = `setInterval(() => { const n = new Date(); require('fs').utimesSync(${JSON.stringify(path)}, n, n) }, 100)`
  return spawn(process.execPath, ['-e', beat], { stdio: 'ignore' })
}
