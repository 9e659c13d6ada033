import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { envName, optionNames, parseCli } from '../src/cli.js'

/**
 * Issue 22, point 3: the CI snippets a team copies (deploy/*.yml, the Testcontainers example of
 * docs/deploy.md) use the CLI as it is: every flag given to messaging-mock exists, every
 * MESSAGING_MOCK_* variable is an option's, and the values they set are accepted. Issue 46,
 * point 2: where the image and the recipes keep the tenants (--state-dir) agree.
 */

const repo = fileURLToPath(new URL('..', import.meta.url))
const read = (path: string) => readFileSync(`${repo}${path}`, 'utf8')

const snippets: [string, string][] = [
  ['deploy/github-actions.yml', read('deploy/github-actions.yml')],
  ['deploy/gitlab-ci.yml', read('deploy/gitlab-ci.yml')],
  ['deploy/compose.yaml', read('deploy/compose.yaml')],
  ['deploy/nginx.conf', read('deploy/nginx.conf')],
  ['Dockerfile', read('Dockerfile')],
  ['docs/deploy.md', read('docs/deploy.md')],
]

/** The flags a line gives the mock: those after its last `messaging-mock` (or a `.withCommand([...])`). */
function mockFlags(text: string): string[] {
  const flags: string[] = []
  for (const line of text.split('\n')) {
    const at = Math.max(line.lastIndexOf('messaging-mock '), line.lastIndexOf('withCommand('))
    if (at === -1) continue
    const rest = line.slice(at).split(/[&|;]/)[0]
    // `npx messaging-mock pact ...` is a command of its own, with its own flags.
    if (/^messaging-mock (pact|verify|snapshot)\b/.test(rest)) continue
    flags.push(...[...rest.matchAll(/--([a-z][a-z-]*)/g)].map((m) => m[1]))
  }
  return flags
}

/** `MESSAGING_MOCK_X: value` and `MESSAGING_MOCK_X=value` pairs, values unquoted. */
function variables(text: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const m of text.matchAll(/(MESSAGING_MOCK_[A-Z_]+)\s*[:=]\s*'?"?([^\s'",}]+)/g)) found[m[1]] = m[2]
  return found
}

describe.each(snippets)('%s', (_, text) => {
  it('gives messaging-mock only flags it has', () => {
    for (const flag of mockFlags(text)) expect(optionNames).toContain(flag)
  })

  it('sets only variables the CLI reads, to values it accepts', () => {
    const vars = variables(text)
    const known = new Set(optionNames.map(envName))
    for (const name of Object.keys(vars)) expect(known).toContain(name)
    expect(() => parseCli([], vars)).not.toThrow()
  })

  it('probes /__health, the path that needs no token', () => {
    // A health check or probe, not a word such as "healthy".
    if (/health(?!y)/i.test(text)) expect(text).toContain('/__health')
  })
})

it('the snippets use flags and variables at all (the checks above would pass on nothing)', () => {
  const all = snippets.map(([, text]) => text).join('\n')
  expect(new Set(mockFlags(all))).toEqual(new Set(['port', 'fixtures', 'quiet', 'host', 'state-dir']))
  expect(Object.keys(variables(all)).sort()).toEqual([
    'MESSAGING_MOCK_ADMIN_TOKEN',
    'MESSAGING_MOCK_AUTH',
    'MESSAGING_MOCK_FIXTURES',
    'MESSAGING_MOCK_HOST',
    'MESSAGING_MOCK_LOG',
    'MESSAGING_MOCK_STATE_DIR',
  ])
})

describe('the state directory of the image and the recipes', () => {
  const dockerfile = read('Dockerfile')
  const compose = read('deploy/compose.yaml')

  it('the image makes /state for its user, before it becomes that user, and neither declares nor sets it', () => {
    const lines = dockerfile.split('\n')
    const made = lines.indexOf('RUN mkdir /state && chown node:node /state')
    const image = lines.map((line) => line.startsWith('FROM ')).lastIndexOf(true)
    expect(made).toBeGreaterThan(image)
    expect(made).toBeLessThan(lines.indexOf('USER node'))
    expect(lines.filter((line) => line.startsWith('VOLUME'))).toEqual([])
    // ENV's lines, continued ones included: the variable is set only by whoever runs the image.
    expect(dockerfile).not.toMatch(/^(ENV)?\s*MESSAGING_MOCK_STATE_DIR=/m)
  })

  it('compose mounts a volume it declares at the directory it gives the mock, and fixes the hostname the LOCK names', () => {
    const dir = variables(compose).MESSAGING_MOCK_STATE_DIR
    expect(dir).toBe('/state')
    expect(new RegExp(`^ {6}- ([a-z-]+):${dir}$`, 'm').exec(compose)?.[1]).toBe('mock-state')
    expect(compose).toMatch(/^volumes:\n {2}mock-state:\n/m)
    expect(compose).toMatch(/^ {4}hostname: \S+$/m)
  })

  it('docs/deploy.md runs the image with the same directory on a named volume', () => {
    const run = read('docs/deploy.md')
      .split('\n')
      .find((line) => line.startsWith('docker run') && line.includes('MESSAGING_MOCK_STATE_DIR'))
    expect(run).toBe(
      'docker run -p 4010:4010 --hostname mock -v mock-state:/state -e MESSAGING_MOCK_STATE_DIR=/state messaging-mock',
    )
  })

  it('each mock of the organisation recipe has a state directory of its own', () => {
    for (const text of [read('deploy/nginx.conf'), read('docs/deploy.md')]) {
      const started = text.split('\n').filter((line) => /^[#\s]*messaging-mock --/.test(line))
      const dirs = started.map((line) => / --state-dir (\S+)/.exec(line)?.[1])
      expect(dirs.length).toBeGreaterThanOrEqual(3)
      expect(dirs).not.toContain(undefined)
      // Per machine: a directory per port.
      const byMachine = started.map(
        (line) => `${/ --host (\S+)/.exec(line)?.[1]} ${/ --state-dir (\S+)/.exec(line)?.[1]}`,
      )
      expect(new Set(byMachine).size).toBe(byMachine.length)
    }
  })
})
