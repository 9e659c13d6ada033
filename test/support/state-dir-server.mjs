// A mock over a state directory with what the CLI has no flag for (stateFoldBytes), in a process
// of its own, started by test/support/state-dir.ts:
//   node test/support/state-dir-server.mjs '<startServer options as JSON>' [dieAt]
// It prints `listening on <url>` as the CLI does, writes notices on stderr, stops on SIGTERM, and
// exits 2 with the message when the start is refused.
//
// dieAt kills the process (SIGKILL, to itself: a kill -9 at an exact point, whatever the
// machine's speed) at a step of the first fold of the log into a snapshot:
//   snapshot-write     the snapshot's .tmp has a part of its first piece, the next log has begun
//   snapshot-rename    the .tmp is whole and on the disk, not yet renamed
//   old-files-removed  the snapshot is in place, the older log is about to be removed
//
// With MOCK_TEST_PAUSE_DIR set, it stops at its first move of a LOCK it found stale (to take it
// over): it writes `paused` in that directory and goes on once `go` is there, so that a test
// starts another process meanwhile, at that exact point.
import fs from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'

const [options, dieAt = ''] = process.argv.slice(2)

function die() {
  process.kill(process.pid, 'SIGKILL')
  // The signal is delivered as kill returns; nothing after this runs.
  for (;;);
}

// The state directory imports these from node:fs; syncBuiltinESMExports hands it the wrapped ones.
if (dieAt === 'snapshot-write') {
  const { openSync, writeSync } = fs
  let tmp = -1
  fs.openSync = (path, ...rest) => {
    const fd = openSync(path, ...rest)
    if (String(path).endsWith('.jsonl.tmp')) tmp = fd
    return fd
  }
  fs.writeSync = (fd, data, ...rest) => {
    if (fd !== tmp) return writeSync(fd, data, ...rest)
    writeSync(fd, data.subarray(0, Math.floor(data.length / 2)))
    die()
  }
} else if (dieAt === 'snapshot-rename') {
  const { renameSync } = fs
  fs.renameSync = (from, to) => {
    if (String(from).endsWith('.jsonl.tmp')) die()
    return renameSync(from, to)
  }
} else if (dieAt === 'old-files-removed') {
  // A fold removes the older files in libuv's pool (fs.rm), the start its .tmp files (rmSync).
  const { rm } = fs
  fs.rm = (path, ...rest) => {
    if (/[/\\]log-\d+\.jsonl$/.test(String(path))) die()
    return rm(path, ...rest)
  }
} else if (dieAt !== '') {
  throw new Error(`unknown dieAt: ${dieAt}`)
}
const pauseDir = process.env.MOCK_TEST_PAUSE_DIR
if (pauseDir !== undefined) {
  let paused = false
  const pause = (path) => {
    if (paused || !/[/\\]LOCK$/.test(String(path))) return
    paused = true
    fs.writeFileSync(`${pauseDir}/paused`, '')
    const wait = new Int32Array(new SharedArrayBuffer(4))
    while (!fs.existsSync(`${pauseDir}/go`)) Atomics.wait(wait, 0, 0, 10)
  }
  const { unlinkSync, renameSync } = fs
  fs.unlinkSync = (path) => {
    pause(path)
    return unlinkSync(path)
  }
  fs.renameSync = (from, to) => {
    pause(from)
    return renameSync(from, to)
  }
}
syncBuiltinESMExports()

const { startServer } = await import('../../dist/index.js')
try {
  const running = await startServer({ ...JSON.parse(options), notify: (line) => process.stderr.write(`${line}\n`) })
  process.on('SIGTERM', () =>
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    ),
  )
  console.log(`listening on ${running.url}`)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(2)
}
