import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { createApp } from '../../src/app.js'
import { type RunningMock, startServer } from '../../src/server.js'

/**
 * The LOCK of a state directory took over any lock naming this process's own pid, as one left by
 * the process that had this pid before a restart (PID 1 in a container). So a second server (or
 * app) in the same process, on a directory the first still held, started: two mocks, each with
 * its own tenants, appended to one log, and the next start mixed both.
 */

const running: RunningMock[] = []
let dir: string

afterEach(async () => {
  for (const mock of running.splice(0)) await mock.close()
  rmSync(dir, { recursive: true, force: true })
})

it('a second startServer or createApp in the same process on a held directory is refused, naming it; the first goes on', async () => {
  dir = mkdtempSync(join(tmpdir(), 'mock-state-'))
  const first = await startServer({ port: 0, stateDir: dir })
  running.push(first)
  const lock = readFileSync(join(dir, 'LOCK'), 'utf8')
  expect(JSON.parse(lock)).toMatchObject({ pid: process.pid })

  await expect(
    startServer({ port: 0, stateDir: dir }).then((second) => {
      running.push(second)
      return second
    }),
  ).rejects.toThrow(`the state directory ${dir} is held by this process (${process.pid})`)
  expect(() => createApp({ stateDir: dir })).toThrow(`the state directory ${dir} is held by this process`)
  expect(readFileSync(join(dir, 'LOCK'), 'utf8')).toBe(lock)

  const sent = await fetch(`${first.url}/v1/messages`, {
    method: 'POST',
    headers: { Authorization: 'Bearer tok_ana', 'Content-Type': 'application/json' },
    body: JSON.stringify({ conversation_id: 'conv_trip', message: 'kept by the first' }),
  })
  expect(sent.status).toBe(201)
  const message = await sent.json()
  await running.splice(0)[0].close()

  // Released on close: the directory can be held again, and has the first's message.
  const again = await startServer({ port: 0, stateDir: dir })
  running.push(again)
  const read = await fetch(`${again.url}/v1/messages/${message.id}`, { headers: { Authorization: 'Bearer tok_ana' } })
  expect(await read.json()).toEqual(message)
})
