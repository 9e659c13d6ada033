import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'

/**
 * What a client team gets from `npm install -D <tarball>`: the bin, the programmatic API and its
 * types. The package is packed and installed into a fresh project, as a team would.
 */
const root = fileURLToPath(new URL('../', import.meta.url))
let project: string

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'messaging-mock-client-'))
  run('npm', ['pack', '--silent', '--pack-destination', project], root)
  const tarball = readdirSync(project).find((f) => f.endsWith('.tgz')) as string
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'client', private: true, type: 'module' }))
  run(
    'npm',
    ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline', '-D', `./${tarball}`],
    project,
  )
  // A full build (npm pack runs prepare) and an install: minutes on a busy machine; the limit is for a hang.
}, 600_000)

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true })
})

it('the messaging-mock bin starts the server from the installed package', async () => {
  // The bin itself, not through npx: npx's own process would survive a kill of the server.
  const child = spawn(join(project, 'node_modules/.bin/messaging-mock'), ['--port', '0', '--quiet'], { cwd: project })
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
    expect(existsSync(join(project, 'node_modules/redoc'))).toBe(false)
    expect((await fetch(`${url}/__docs`)).status).toBe(200)
    expect((await fetch(`${url}/__docs/redoc.js`)).status).toBe(200)
  } finally {
    child.kill('SIGTERM')
    if (child.exitCode === null) await once(child, 'exit')
  }
}, 120_000)

it('the API imports from the package name, and its types check', () => {
  writeFileSync(
    join(project, 'use.ts'),
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
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        target: 'es2023',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      files: ['use.ts'],
    }),
  )
  run(join(root, 'node_modules/.bin/tsc'), ['-p', '.'], project)
  const out = run(process.execPath, ['--import', join(root, 'node_modules/tsx/dist/esm/index.mjs'), 'use.ts'], project)
  expect(JSON.parse(out)).toEqual({ url: true, sent: 0, health: 200 })
}, 120_000)
