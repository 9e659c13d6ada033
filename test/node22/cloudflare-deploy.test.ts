import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type NpmRun, npm, npmWarnings, pack } from '../support/packed.js'

/**
 * Issue 47, point 3: deploy/cloudflare as docs/cloudflare.md has a team use it, in a fresh folder
 * with wrangler (what `npm install wrangler` gives: the registry's current 4.x, as
 * package-vitest5.test.ts takes Vitest 5) and the packed package installed, the two files copied
 * from it. `wrangler deploy --dry-run` bundles and checks everything `wrangler deploy` uploads, and
 * stops short of the upload, which needs a Cloudflare account and its network: that one step is
 * not run here. `wrangler dev` then serves the same folder on this machine, in workerd, with the
 * configuration's bindings and assets.
 */

let folder: string
let project: string
let install: NpmRun
let dryRun: NpmRun

/** wrangler's environment: no usage reports (nothing here may send data out), no prompts. */
const quiet = { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' }

/** A wrangler command in the project, as `npx wrangler ...` runs it: what it printed, how it exited. */
function wrangler(args: string[]): NpmRun {
  const run = spawnSync('npm', ['exec', '--', 'wrangler', ...args], { cwd: project, env: quiet, encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'messaging-mock-pack-'))
  const tarball = pack(folder)
  project = mkdtempSync(join(tmpdir(), 'messaging-mock-cloudflare-'))
  // The install scripts of wrangler's esbuild and workerd check a binary their platform package
  // already carries, and download one if not: declined, as this repository declines them.
  const allowScripts = { esbuild: false, workerd: false }
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'my-mock', private: true, allowScripts }))
  const tools = npm(['install', '-D', '--no-audit', '--no-fund', 'wrangler@4'], project)
  if (tools.status !== 0) throw new Error(`npm install wrangler failed:\n${tools.output}`)
  install = npm(['install', '--no-audit', '--no-fund', tarball], project)
  cpSync(join(project, 'node_modules/messaging-mock/deploy/cloudflare'), project, { recursive: true })
  dryRun = wrangler(['deploy', '--dry-run', '--outdir', 'out'])
}, 600_000)

afterAll(() => {
  for (const dir of [folder, project]) if (dir) rmSync(dir, { recursive: true, force: true })
})

it('installs next to wrangler with a plain npm install, exit 0 and no warning', () => {
  expect(npmWarnings(install.output)).toEqual([])
  expect(install.status).toBe(0)
})

it('wrangler deploy --dry-run bundles the Worker with its objects, assets and variable, within the free plan', () => {
  expect(dryRun.status).toBe(0)
  const lines = dryRun.output.split('\n').map((line) => line.trim().replace(/\s+/g, ' '))
  expect(lines).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^✨ Read \d+ files from the assets directory .*node_modules\/messaging-mock\/dist\/pages$/,
      ),
      'env.MOCK_TENANT (MockTenant) Durable Object',
      'env.MOCK_DIRECTORY (MockDirectory) Durable Object',
      'env.ASSETS Assets',
      'env.MAX_TENANTS ("1000") Environment Variable',
    ]),
  )
  // The free plan takes a Worker of at most 3 MB, gzipped.
  const gzipped = /gzip: ([\d.]+) KiB/.exec(dryRun.output)
  expect(Number(gzipped?.[1])).toBeLessThan(3 * 1024)
  expect(readFileSync(join(project, 'out/worker.js'), 'utf8')).toContain('class MockTenant extends DurableObject')
})

it('wrangler dev serves it on this machine: a tenant written and listed, health, the API reference', async () => {
  const dev = spawn(
    'npm',
    ['exec', '--', 'wrangler', 'dev', '--ip', '127.0.0.1', '--port', '0', '--inspector-port', '0'],
    {
      cwd: project,
      env: quiet,
      detached: true,
    },
  )
  try {
    const url = await readyUrl(dev)
    const ana = { Authorization: 'Bearer tok_ana', 'Content-Type': 'application/json' }
    const sent = await fetch(`${url}/t/team-a/v1/messages`, {
      method: 'POST',
      headers: ana,
      body: JSON.stringify({ conversation_id: 'conv_trip', message: 'from wrangler dev' }),
    })
    expect(sent.status).toBe(201)
    const listed = (await (await fetch(`${url}/__tenants`)).json()) as { data: { name: string }[] }
    expect(listed.data.map((tenant) => tenant.name)).toEqual(['default', 'team-a'])
    expect(await (await fetch(`${url}/__health`)).json()).toEqual({ status: 'ok' })
    const docs = await fetch(`${url}/__docs`)
    expect([docs.status, docs.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8'])
  } finally {
    // npm exec, wrangler and workerd: the whole group.
    if (dev.pid !== undefined) process.kill(-dev.pid, 'SIGTERM')
    if (dev.exitCode === null) await once(dev, 'exit')
  }
}, 120_000)

/** The URL wrangler dev prints once it listens. */
function readyUrl(dev: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = ''
    const read = (chunk: Buffer) => {
      out += chunk.toString()
      const ready = /Ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (ready) resolve(ready[1])
    }
    dev.stdout?.on('data', read)
    dev.stderr?.on('data', read)
    dev.once('exit', (code) => reject(new Error(`wrangler dev exited (${code}) before it was ready:\n${out}`)))
  })
}
