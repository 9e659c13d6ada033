import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { envName, optionNames, parseCli } from '../src/cli.js'

/**
 * Issue 22, point 3: the CI snippets a team copies (deploy/*.yml, the Testcontainers example of
 * docs/deploy.md) use the CLI as it is: every flag given to messaging-mock exists, every
 * MESSAGING_MOCK_* variable is an option's, and the values they set are accepted. Issue 46,
 * point 4: each mock of the organisation recipe keeps its tenants in a directory of its own.
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
  ])
})

describe('the state directory of the image and the recipes', () => {
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
