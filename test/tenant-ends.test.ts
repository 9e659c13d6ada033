import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningCli, startCli } from './support/cli.js'

/**
 * Issue 56, point 1, from outside: the CLI with --tenant-idle ends a tenant left unused by its own
 * timer, with no request after it, and says so on its log (a JSON line under --log json).
 */

let cli: RunningCli | undefined
afterEach(async () => {
  await cli?.stop()
  cli = undefined
})

/** Waits until the process wrote a line that matches (the test's timeout is the limit). */
async function lineOf(running: RunningCli, pattern: RegExp): Promise<string> {
  for (;;) {
    const line = running
      .output()
      .split('\n')
      .find((l) => pattern.test(l))
    if (line !== undefined) return line
    await sleep(50)
  }
}

describe('--tenant-idle', () => {
  it('ends an unused tenant by the server’s own sweep, and says so on the log', { timeout: 60_000 }, async () => {
    cli = await startCli(['--tenant-idle', '1s', '--log', 'json', '--quiet'])
    const made = await fetch(`${cli.url}/v1/groups`, {
      method: 'POST',
      headers: { Authorization: 'Bearer tok_ana', 'Content-Type': 'application/json', 'X-Mock-Tenant': 'ci-7' },
      body: JSON.stringify({ name: 'Left behind' }),
    })
    expect(made.status).toBe(201)
    const line = JSON.parse(await lineOf(cli, /tenant ci-7 ended/))
    expect(Object.keys(line).sort()).toEqual(['level', 'msg', 'time'])
    expect(line.level).toBe(30)
    expect(line.msg).toMatch(
      /^tenant ci-7 ended: unused since \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z, past --tenant-idle 1s$/,
    )
    // Ended before any request asked: the list shows default alone.
    const listed = await (await fetch(`${cli.url}/__tenants`)).json()
    expect(listed.data.map((t: { name: string }) => t.name)).toEqual(['default'])
  })
})
