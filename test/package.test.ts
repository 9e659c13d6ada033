import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  everyEntry,
  freshProject,
  installedVersion,
  type NpmRun,
  npm,
  npmWarnings,
  pack,
  repo,
  strictTsconfig,
  typecheck,
} from './support/packed.js'

/**
 * What a client team gets from `npm install -D <tarball>` (issue 39, points 2 to 4): the packed
 * package installs with a plain `npm install`, exit 0 and not one `npm warn`, into a fresh project
 * with no Vitest and into one that has Vitest 4, Playwright and msw 2 (Vitest 5 and msw 3, which
 * need Node 22.12, are test/node22/package-vitest5.test.ts); its bin starts; its API and the types of every entry
 * of `exports` check with `strict`, `nodenext` and `skipLibCheck: false`, with no `@types/express`
 * of the project's own. Every TypeScript block of README.md and docs/ type-checks against it as
 * well: test/package-docs.test.ts, which CI runs once, since what tsc says does not depend on the
 * Node line, where this file runs on each.
 */
let folder: string
let tarball: string
let bare: string
let withVitest4: string
const installs: Record<string, NpmRun> = {}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'messaging-mock-pack-'))
  tarball = pack(folder)
  bare = freshProject('bare', [])
  installs.bare = npm(['install', '-D', tarball], bare)
  withVitest4 = freshProject('vitest4', [
    `vitest@${installedVersion('vitest')}`,
    `@playwright/test@${installedVersion('@playwright/test')}`,
    `msw@${installedVersion('msw')}`,
  ])
  installs.vitest4 = npm(['install', '-D', tarball], withVitest4)
  // A pack, four installs: minutes on a busy machine; the limit is for a hang.
}, 900_000)

afterAll(() => {
  for (const dir of [folder, bare, withVitest4]) if (dir) rmSync(dir, { recursive: true, force: true })
})

it.each(['bare', 'vitest4'])('a plain npm install into the %s project exits 0 and warns of nothing', (name) => {
  expect(npmWarnings(installs[name].output)).toEqual([])
  expect(installs[name].status).toBe(0)
})

it('the shipped package.json keeps only what a user needs: no scripts, workspaces, overrides or devDependencies', () => {
  const shipped = JSON.parse(readFileSync(join(bare, 'node_modules/messaging-mock/package.json'), 'utf8'))
  expect(Object.keys(shipped)).toEqual([
    'name',
    'version',
    'description',
    'license',
    'type',
    'dependencies',
    'peerDependencies',
    'peerDependenciesMeta',
    'engines',
    'bin',
    'exports',
    'types',
    'main',
    'files',
  ])
  const own = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'))
  expect(shipped.peerDependencies).toEqual({
    '@playwright/test': '^1.65.0',
    vitest: '^4.0.0 || ^5.0.0',
    msw: '^2.11.0 || ^3.0.0',
  })
  expect(shipped.engines).toEqual({ node: '^20.19.0 || >=22.12.0' })
  // The pack put the repository's own package.json back.
  expect(Object.keys(own)).toContain('scripts')
})

it('the messaging-mock bin starts the server from the installed package', async () => {
  // The bin itself, not through npx: npx's own process would survive a kill of the server.
  const child = spawn(join(bare, 'node_modules/.bin/messaging-mock'), ['--port', '0', '--quiet'], { cwd: bare })
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        const match = /listening on (http:\/\/\S+)/.exec(out)
        if (match) resolve(match[1])
      })
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)))
    })
    const health = await fetch(`${url}/__health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const groups = await fetch(`${url}/v1/groups`, { headers: { Authorization: 'Bearer tok_ana' } })
    expect(groups.status).toBe(200)
    // The API reference is served from the package's own copy of Redoc (a dev dependency only).
    expect(existsSync(join(bare, 'node_modules/redoc'))).toBe(false)
    expect((await fetch(`${url}/__docs`)).status).toBe(200)
    expect((await fetch(`${url}/__docs/redoc.js`)).status).toBe(200)
  } finally {
    child.kill('SIGTERM')
    if (child.exitCode === null) await once(child, 'exit')
  }
}, 120_000)

it('the API imports from the package name, type-checks strictly and runs', () => {
  writeFileSync(
    join(bare, 'use.ts'),
    `import { createApp, type RunningMock, serverFor, startServer } from 'messaging-mock'
const running: RunningMock = await startServer({ port: 0, seed: 1 })
const sent: number = running.requests().length
await running.close()
const own = serverFor(createApp({ seed: 1 }))
await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve))
const health = await fetch(\`http://127.0.0.1:\${(own.address() as { port: number }).port}/__health\`)
own.close()
console.log(JSON.stringify({ url: running.url.startsWith('http://127.0.0.1:'), sent, health: health.status }))
`,
  )
  strictTsconfig(bare, ['use.ts'])
  expect(typecheck(bare)).toBe('')
  const out = execFileSync(
    process.execPath,
    ['--import', join(repo, 'node_modules/tsx/dist/esm/index.mjs'), 'use.ts'],
    {
      cwd: bare,
      encoding: 'utf8',
    },
  )
  expect(JSON.parse(out)).toEqual({ url: true, sent: 0, health: 200 })
}, 120_000)

it('every entry of exports type-checks with skipLibCheck off and no @types/express of the project', () => {
  const project = JSON.parse(readFileSync(join(withVitest4, 'package.json'), 'utf8'))
  expect(Object.keys(project.devDependencies).sort()).toEqual(['@playwright/test', 'messaging-mock', 'msw', 'vitest'])
  writeFileSync(join(withVitest4, 'entries.ts'), everyEntry)
  strictTsconfig(withVitest4, ['entries.ts'])
  expect(typecheck(withVitest4)).toBe('')
}, 120_000)

it('a file that misuses the API fails to type-check, naming the error (the check above can fail)', () => {
  writeFileSync(
    join(withVitest4, 'wrong.ts'),
    `import { createApp } from 'messaging-mock'\nconst port: string = createApp().listen(0).address()\nexport { port }\n`,
  )
  strictTsconfig(withVitest4, ['wrong.ts'])
  expect(typecheck(withVitest4)).toMatch(
    /^wrong\.ts\(2,7\): error TS2322: Type 'string \| AddressInfo \| null' is not assignable to type 'string'\./,
  )
}, 120_000)
