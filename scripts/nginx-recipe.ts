import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'

/**
 * The organisation recipe (deploy/nginx.conf) as the test and the bench run it: the shipped file
 * with only its ports changed, in the smallest main configuration nginx takes, in a folder of its
 * own. One place, so that both run exactly what users copy.
 */

export const nginxPath = '/usr/sbin/nginx'
const recipe = resolve(import.meta.dirname, '../deploy/nginx.conf')

/** The shipped file listening on `listen`, with one `server` line per port of `mocks` (1 to 3). */
export function recipeFor(listen: number, mocks: number[]): string {
  const text = readFileSync(recipe, 'utf8')
  const lines = text.match(/^ {4}server 127\.0\.0\.1:[0-9]+ max_fails=0;\n/gm) ?? []
  if (lines.length !== 3 || !text.includes('listen 127.0.0.1:4010;'))
    throw new Error('deploy/nginx.conf no longer has the listen line and three server lines this expects')
  const servers = mocks.map((port) => `    server 127.0.0.1:${port} max_fails=0;\n`).join('')
  return text.replace('listen 127.0.0.1:4010;', `listen 127.0.0.1:${listen};`).replace(lines.join(''), servers)
}

/**
 * A port free now, for nginx, which cannot be told to pick one (port 0) and say which. Another
 * process could take it before nginx binds it; on loopback in a test run that has not been seen.
 */
export function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

/** Starts nginx (in the foreground, as a child) on the recipe; resolves once it answers /__health. */
export async function startNginx(dir: string, listen: number, mocks: number[]): Promise<ChildProcess> {
  if (!existsSync(nginxPath))
    throw new Error(`${nginxPath} is missing: install Debian's nginx (apt-get install -y nginx-light), as .ci/run does`)
  writeFileSync(join(dir, 'recipe.conf'), recipeFor(listen, mocks))
  const main = join(dir, 'nginx.conf')
  writeFileSync(
    main,
    [
      'daemon off;',
      'worker_processes auto;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')};`,
      'events {}',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(dir, t)};`),
      `  include ${join(dir, 'recipe.conf')};`,
      '}',
    ].join('\n'),
  )
  const nginx = spawn(nginxPath, ['-p', dir, '-c', main], { stdio: ['ignore', 'inherit', 'inherit'] })
  // nginx gives no sign that it listens: ask until it answers (the limit only catches a hang).
  for (let tries = 0; ; tries++) {
    const health = await fetch(`http://127.0.0.1:${listen}/__health`).catch(() => null)
    if (health?.status === 200) return nginx
    if (tries === 200 || nginx.exitCode !== null) {
      nginx.kill('SIGKILL')
      const log = join(dir, 'error.log')
      throw new Error(
        `nginx did not answer${existsSync(log) ? `: ${readFileSync(log, 'utf8')}` : ' (its error is above)'}`,
      )
    }
    await new Promise((done) => setTimeout(done, 50))
  }
}
