import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileValidators } from '../src/engine/core/validation.js'
import { buildOpenApi } from '../src/engine/openapi.js'
import { type RunningMock, startServer } from '../src/server.js'

/**
 * Issue 14: the OpenAPI document judged by the tools client teams use. The linters must find
 * nothing; each generator's client must compile under `strict` with the project's TypeScript,
 * together with a usage file of test/clients that sends valid bodies (and is refused invalid
 * ones); and the openapi-fetch client runs a flow against the mock. Each tool is a child process:
 * time limits only catch a hang.
 */

const root = fileURLToPath(new URL('..', import.meta.url))
const codegen = join(root, 'tools/codegen/node_modules')
const limit = 180_000
let dir: string
let doc: string

/** Runs a tool with node; its exit code and output. */
function run(script: string, args: string[], cwd = root) {
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' }
  const result = spawnSync(process.execPath, [script, ...args], { cwd, env, encoding: 'utf8', timeout: limit })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** Type-checks `files` (globs under the temp dir) under strict with the root TypeScript; its diagnostics. */
function typecheck(name: string, include: string[]) {
  const compilerOptions = {
    target: 'es2023',
    module: 'nodenext',
    moduleResolution: 'nodenext',
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: ['node'],
    lib: ['es2023', 'dom'],
  }
  const config = join(dir, `tsconfig.${name}.json`)
  writeFileSync(config, JSON.stringify({ compilerOptions, include }))
  return run(join(root, 'node_modules/typescript/bin/tsc'), ['-p', config], dir)
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'openapi-tools-'))
  // The usage files import openapi-fetch and @types/node as a client project would.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  doc = join(dir, 'openapi.json')
  writeFileSync(doc, `${JSON.stringify(buildOpenApi(compileValidators()), null, 2)}\n`)
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('linters', () => {
  it(
    'Spectral with spectral:oas reports nothing at warn or above',
    () => {
      const spectral = join(root, 'node_modules/@stoplight/spectral-cli/dist/index.js')
      const ruleset = join(root, '.spectral.yaml')
      const text = run(spectral, ['lint', doc, '--ruleset', ruleset, '--fail-severity', 'warn'])
      expect(text.stdout.trim()).toBe("No results with a severity of 'warn' or higher found!")
      expect(text.status).toBe(0)
    },
    limit,
  )

  it(
    'Redocly with recommended-strict reports 0 errors and 0 warnings',
    () => {
      const redocly = join(root, 'node_modules/@redocly/cli/bin/cli.js')
      const result = run(redocly, ['lint', doc, '--extends', 'recommended-strict', '--format', 'json'])
      const report = JSON.parse(result.stdout)
      expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 })
      expect(report.problems).toEqual([])
      expect(result.stderr).toContain('Woohoo! Your API description is valid. 🎉')
      expect(result.status).toBe(0)
    },
    limit,
  )
})

describe('generated clients compile under strict', () => {
  it(
    'openapi-typescript + openapi-fetch',
    () => {
      mkdirSync(join(dir, 'ots'))
      const generated = run(join(codegen, 'openapi-typescript/bin/cli.js'), [doc, '-o', join(dir, 'ots/schema.d.ts')])
      expect(generated.status).toBe(0)
      copyFileSync(join(root, 'test/clients/openapi-fetch.ts'), join(dir, 'ots/openapi-fetch.ts'))
      expect(typecheck('ots', ['ots/**/*.ts'])).toEqual({ status: 0, stdout: '', stderr: '' })
    },
    limit,
  )

  it(
    '@hey-api/openapi-ts with @hey-api/client-fetch',
    () => {
      const heyApi = join(codegen, '@hey-api/openapi-ts/bin/run.js')
      const generated = run(heyApi, [
        '-i',
        doc,
        '-o',
        join(dir, 'hey'),
        '-c',
        '@hey-api/client-fetch',
        '--no-log-file',
        '-s',
      ])
      expect(generated.status).toBe(0)
      copyFileSync(join(root, 'test/clients/hey-api.ts'), join(dir, 'hey-api.ts'))
      expect(typecheck('hey', ['hey/**/*.ts', 'hey-api.ts'])).toEqual({ status: 0, stdout: '', stderr: '' })
    },
    limit,
  )

  it(
    'orval with the fetch client',
    () => {
      // orval reads its configuration with require(): CommonJS, whatever the project's type.
      const config = join(dir, 'orval.config.cjs')
      const output = { target: join(dir, 'orval/client.ts'), client: 'fetch', mode: 'single', prettier: false }
      writeFileSync(config, `module.exports = ${JSON.stringify({ messaging: { input: { target: doc }, output } })}\n`)
      const generated = run(join(root, 'node_modules/orval/dist/bin/orval.js'), ['--config', config])
      expect(generated.status).toBe(0)
      copyFileSync(join(root, 'test/clients/orval.ts'), join(dir, 'orval.ts'))
      expect(typecheck('orval', ['orval/**/*.ts', 'orval.ts'])).toEqual({ status: 0, stdout: '', stderr: '' })
    },
    limit,
  )
})

describe('the openapi-fetch client against the mock', () => {
  const now = 1767225600
  let mock: RunningMock
  beforeAll(async () => {
    mock = await startServer({ port: 0, clock: now, seed: 1 })
  })
  afterAll(() => mock.close())

  it(
    'lists, sends, reacts, retrieves, creates a group and resets through the control plane',
    async () => {
      mkdirSync(join(dir, 'flow'))
      const generated = run(join(codegen, 'openapi-typescript/bin/cli.js'), [doc, '-o', join(dir, 'flow/schema.d.ts')])
      expect(generated.status).toBe(0)
      copyFileSync(join(root, 'test/clients/openapi-fetch.ts'), join(dir, 'flow/openapi-fetch.ts'))
      const client = (await import(join(dir, 'flow/openapi-fetch.ts'))) as { flow(baseUrl: string): Promise<unknown> }
      expect(await client.flow(mock.url)).toEqual({
        list: { status: 200, count: 2, has_more: true, first: 'msg_4xE3Ipn5w8zCXKPVgbI5' },
        sent: { status: 201, message: 'See you at the gate', contact: 'ana' },
        reacted: { status: 200, reactions: [{ like: ['ben'] }] },
        again: { status: 200, message: 'See you at gate 12', reactions: [{ like: ['ben', 'cleo'] }] },
        retrieved: { status: 200, message: 'See you at gate 12', updated_at: now },
        group: { status: 201, name: 'Airport run', members: ['ben', 'cleo'] },
        missing: { status: 404, code: 'not_found' },
        reset: { status: 200, counts: { contacts: 12, groups: 4, conversations: 6, messages: 40 } },
        gone: { status: 404, code: 'not_found' },
      })
    },
    limit,
  )
})
