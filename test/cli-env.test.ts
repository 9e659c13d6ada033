import { describe, expect, it } from 'vitest'
import { envName, optionNames, parseCli } from '../src/cli.js'
import { UsageError } from '../src/contract/arguments.js'
import { oldGenerationLimit } from '../src/http/memory.js'

/** Issue 22: every server option is also a MESSAGING_MOCK_* variable, and the command line wins. */

/** A value each option takes, as it is written on a command line (`true` for a flag). */
const examples: Record<string, string> = {
  port: '4999',
  host: '0.0.0.0',
  fixtures: 'fixtures/busy-group.json',
  'fixtures-dir': '/fixtures',
  generate: 'contacts=5,groups=2',
  seed: '42',
  auth: 'strict',
  'timestamp-unit': 'ms',
  'update-mode': 'replace',
  clock: '1767225600',
  activity: 'lively',
  latency: '10-20',
  'admin-token': 'sekret',
  'cors-origin': 'http://localhost:5173',
  'max-tenants': '12',
  'tenant-idle': '15m',
  'max-memory': '256mb',
  'state-dir': '/var/lib/messaging-mock',
  fsync: 'always',
  'self-check': 'true',
  watch: 'true',
  log: 'json',
  quiet: 'true',
}

const flag = (name: string) => (examples[name] === 'true' ? [`--${name}`] : [`--${name}`, examples[name]])

describe('options from the environment', () => {
  it('the table covers every option', () => {
    expect(Object.keys(examples).sort()).toEqual([...optionNames].sort())
  })

  it.each(optionNames)('%s set by its variable is the same as the flag', (name) => {
    expect(parseCli([], { [envName(name)]: examples[name] })).toEqual(parseCli(flag(name), {}))
    expect(parseCli([], { [envName(name)]: examples[name] })).not.toEqual(parseCli([], {}))
  })

  it('reads a duration and a memory size as the server takes them', () => {
    expect(parseCli(['--tenant-idle', '2h', '--max-memory', '40%'], {})).toMatchObject({
      tenantIdle: 7_200_000,
      maxMemory: '40%',
    })
  })

  it('names each variable MESSAGING_MOCK_ and the option in capitals', () => {
    expect(envName('admin-token')).toBe('MESSAGING_MOCK_ADMIN_TOKEN')
    expect(envName('fixtures')).toBe('MESSAGING_MOCK_FIXTURES')
  })

  it('the command line wins over a variable', () => {
    const options = parseCli(['--auth', 'any', '--port', '5000'], {
      MESSAGING_MOCK_AUTH: 'strict',
      MESSAGING_MOCK_PORT: '4999',
    })
    expect(options).toMatchObject({ auth: 'any', port: 5000 })
  })

  it('MESSAGING_MOCK_PORT wins over PORT, which a platform sets', () => {
    expect(parseCli([], { PORT: '8080' })).toMatchObject({ port: 8080 })
    expect(parseCli([], { PORT: '8080', MESSAGING_MOCK_PORT: '4999' })).toMatchObject({ port: 4999 })
  })

  it('a flag variable of false, 0 or empty leaves the flag off', () => {
    for (const value of ['false', '0', ''])
      expect(parseCli([], { MESSAGING_MOCK_QUIET: value })).toMatchObject({ quiet: false })
  })

  it.each([
    [{ MESSAGING_MOCK_QUIET: 'yes' }, 'MESSAGING_MOCK_QUIET must be true or false (or 1 or 0), not "yes".'],
    [{ MESSAGING_MOCK_AUTH: 'loose' }, '--auth must be one of any, strict, not "loose".'],
    [
      { MESSAGING_MOCK_TENANT_IDLE: '15 minutes' },
      '--tenant-idle must be a duration of 1s to 366d, such as 90s, 15m, 2h or 7d (a bare number is seconds), not "15 minutes".',
    ],
    [
      { MESSAGING_MOCK_MAX_MEMORY: '101%' },
      `--max-memory must be a share of the heap's old generation (40%), a size (256mb, 1gib) or 0 for none, at most that generation's limit (${Math.round(oldGenerationLimit() / 2 ** 20)} MiB; node --max-old-space-size sets it), not "101%".`,
    ],
  ])('a bad value in %o is a usage error: %s', (env, message) => {
    expect(() => parseCli([], env)).toThrow(new UsageError(message))
  })
})
