import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The README and docs/ are read on GitHub and in a clone, where a link that points at a missing
 * file or heading, or outside the repository (a clone has nothing beside it), is a dead end.
 * External links are only listed: this machine has no internet.
 */
const root = fileURLToPath(new URL('../', import.meta.url))

interface Link {
  file: string
  target: string
}

/** README.md and every Markdown file under docs/, as paths relative to `dir`. */
function markdownFiles(dir: string): string[] {
  const files = existsSync(join(dir, 'README.md')) ? ['README.md'] : []
  const walk = (sub: string) => {
    if (!existsSync(join(dir, sub))) return
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = `${sub}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.md')) files.push(path)
    }
  }
  walk('docs')
  return files
}

/** The lines of a Markdown text outside fenced code blocks, with code spans blanked to `code`. */
function proseLines(text: string): string[] {
  const lines: string[] = []
  let fence: string | null = null
  for (const line of text.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence === null && marker) fence = marker[0]
    else if (fence !== null && marker?.[0] === fence) fence = null
    else if (fence === null) lines.push(line.replace(/(`+)(?:(?!\1).)+?\1/g, 'code'))
  }
  return lines
}

/** Every link target of a Markdown text: inline links and images, reference definitions, HTML href/src. */
function linkTargets(text: string): string[] {
  const targets: string[] = []
  for (const line of proseLines(text)) {
    for (const m of line.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1])
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(line)
    if (definition) targets.push(definition[1])
    for (const m of line.matchAll(/\b(?:href|src)="([^"]*)"/g)) targets.push(m[1])
  }
  return targets
}

/**
 * The anchor GitHub gives a heading (github-slugger): the rendered text in lower case, everything
 * but letters, digits, `_`, `-` and spaces dropped, each space a hyphen.
 */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/`([^`]*)`/g, '$1') // code spans: their content
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/\*/g, '') // emphasis
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a Markdown text: its headings' slugs (repeats numbered -1, -2, …) and HTML ids. */
function anchors(text: string): Set<string> {
  const found = new Set<string>()
  const seen = new Map<string, number>()
  for (const line of proseLines(text)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)
    if (heading) {
      const base = slug(heading[1])
      const count = seen.get(base) ?? 0
      seen.set(base, count + 1)
      found.add(count === 0 ? base : `${base}-${count}`)
    }
    for (const m of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) found.add(m[1])
  }
  return found
}

const external = (target: string) => /^https?:\/\//i.test(target)

/** Why a relative link of `file` (relative to `dir`) leads nowhere, or null when it resolves. */
function problemOf(dir: string, { file, target }: Link): string | null {
  if (target === '') return 'empty link'
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return target.startsWith('mailto:') ? null : 'not a relative link'
  if (target.includes('../shared')) return 'points at ../shared, outside the repository'
  if (target.startsWith('/')) return 'absolute path'
  const hash = target.indexOf('#')
  const path = decodeURIComponent(hash === -1 ? target : target.slice(0, hash))
  const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1))
  const absolute = path === '' ? join(dir, file) : resolve(dir, dirname(file), path)
  const inside = relative(dir, absolute)
  if (inside.startsWith('..') || isAbsolute(inside)) return 'outside the repository'
  if (!existsSync(absolute)) return 'no such file'
  if (anchor === null) return null
  if (!absolute.endsWith('.md') || statSync(absolute).isDirectory())
    return /^L\d+(-L\d+)?$/.test(anchor) ? null : 'anchor into a file that is not Markdown'
  return anchors(readFileSync(absolute, 'utf8')).has(anchor) ? null : 'no such heading'
}

/** Every link of the README and docs/ under `dir`. */
function linksUnder(dir: string): Link[] {
  return markdownFiles(dir).flatMap((file) =>
    linkTargets(readFileSync(join(dir, file), 'utf8')).map((target) => ({ file, target })),
  )
}

/** `file: target (why)` for every link under `dir` that leads nowhere. */
function brokenLinks(dir: string): string[] {
  return linksUnder(dir)
    .filter((link) => !external(link.target))
    .flatMap((link) => {
      const problem = problemOf(dir, link)
      return problem === null ? [] : [`${link.file}: ${link.target} (${problem})`]
    })
}

describe('the links of README.md and docs/', () => {
  it('covers the README and the docs pages', () => {
    const files = markdownFiles(root)
    expect(files[0]).toBe('README.md')
    expect(files).toContain('docs/interface.md')
    expect(files).toContain('docs/behaviour.md')
  })

  it('every relative link leads to a file, and every #anchor to a heading', () => {
    expect(brokenLinks(root)).toEqual([])
  })

  it('no page names the location of anything outside the repository', () => {
    const mentions = markdownFiles(root).flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (/\.\.\/shared|shared\/seed/.test(line) ? [`${file}:${i + 1}`] : [])),
    )
    expect(mentions).toEqual([])
  })

  it('every docs page links back to the README', () => {
    const orphans = markdownFiles(root)
      .filter((file) => file.startsWith('docs/'))
      .filter((file) => !linkTargets(readFileSync(join(root, file), 'utf8')).some((t) => /README\.md$/.test(t)))
    expect(orphans).toEqual([])
  })

  it('external links are https addresses of public sites (listed, not fetched)', () => {
    const links = linksUnder(root).filter((link) => external(link.target))
    const local = links.filter(({ target }) => {
      const { protocol, hostname } = new URL(target)
      return protocol !== 'https:' || /^(localhost|127\.|0\.0\.0\.0|\[::1\])/.test(hostname)
    })
    expect(local.map(({ file, target }) => `${file}: ${target}`)).toEqual([])
  })
})

describe('the link checker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'messaging-mock-links-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it.each([
    ['Quick tour', 'quick-tour'],
    ['Parallel suites (tenants)', 'parallel-suites-tenants'],
    ['Callers, tokens and visibility', 'callers-tokens-and-visibility'],
    ['`GET /__docs`: the reference', 'get-__docs-the-reference'],
    ['Against bare `node:http` and plain Express', 'against-bare-nodehttp-and-plain-express'],
    ['What 1M ÷ 1k means', 'what-1m--1k-means'],
    ['A [linked](x.md) **bold** heading', 'a-linked-bold-heading'],
  ])('slugs the heading %j as GitHub does: %s', (heading, expected) => {
    expect(slug(heading)).toBe(expected)
  })

  it('reports each broken link by file and target, and passes the good ones', () => {
    mkdirSync(join(dir, 'docs'), { recursive: true })
    writeFileSync(join(dir, 'package.json'), '{}')
    writeFileSync(
      join(dir, 'README.md'),
      [
        '# Title',
        '## Usage',
        '## Usage',
        'See [a](docs/a.md), [its part](docs/a.md#part-two), [here](#usage-1) and [the file](package.json).',
        '![pic](docs/pic.png) [gone](docs/gone.md) [no part](docs/a.md#part-three) [none](#nowhere)',
        '[out](../shared/seed/x.txt) [up](../elsewhere.md) [abs](/etc/passwd) [web](https://example.com)',
        '`[in code](docs/not-checked.md)`',
        '```',
        '[in a fence](docs/not-checked-either.md)',
        '```',
        '[ref]: docs/missing-ref.md',
      ].join('\n'),
    )
    writeFileSync(join(dir, 'docs/a.md'), '# A\n\nBack to the [README](../README.md#title).\n\n## Part two\n')
    expect(brokenLinks(dir)).toEqual([
      'README.md: docs/pic.png (no such file)',
      'README.md: docs/gone.md (no such file)',
      'README.md: docs/a.md#part-three (no such heading)',
      'README.md: #nowhere (no such heading)',
      'README.md: ../shared/seed/x.txt (points at ../shared, outside the repository)',
      'README.md: ../elsewhere.md (outside the repository)',
      'README.md: /etc/passwd (absolute path)',
      'README.md: docs/missing-ref.md (no such file)',
    ])
  })
})
