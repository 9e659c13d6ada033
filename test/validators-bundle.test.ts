import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Metafile } from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Validation from '../src/engine/core/validation.js'

/**
 * Issue 40, point 3: the schemas and validators run where JavaScript runs (a browser page with a
 * strict Content-Security-Policy, a service worker, Deno), so validation bundles for the browser
 * with no Node built-in, and nothing in it builds code from text at run time.
 */

const root = fileURLToPath(new URL('..', import.meta.url))
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]))
const dir = mkdtempSync(join(tmpdir(), 'validators-bundle-'))
let text: string
let metafile: Metafile
let bundled: typeof Validation

beforeAll(async () => {
  const result = await build({
    entryPoints: [join(root, 'src/engine/core/validation.ts')],
    absWorkingDir: root,
    platform: 'browser',
    format: 'esm',
    bundle: true,
    write: false,
    metafile: true,
    // Kept out of the bundle rather than failing it, so that the test names every one imported.
    external: ['node:*', ...builtinModules],
    logLevel: 'silent',
  })
  text = result.outputFiles[0].text
  metafile = result.metafile
  const file = join(dir, 'validation.mjs')
  writeFileSync(file, text)
  bundled = await import(pathToFileURL(file).href)
}, 60_000)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('src/engine/core/validation.ts bundled for the browser', () => {
  it('imports no Node built-in', () => {
    const imported = Object.entries(metafile.inputs).flatMap(([file, input]) =>
      input.imports.filter((i) => builtins.has(i.path)).map((i) => `${file} imports ${i.path}`),
    )
    expect(imported).toEqual([])
    expect(Object.values(metafile.outputs)[0].imports).toEqual([])
  })

  it('holds the schemas and the validators as code, and no compiler', () => {
    const inputs = Object.keys(metafile.inputs)
    expect(inputs).toContain('src/engine/core/schemas.gen.ts')
    expect(inputs).toContain('src/engine/core/schema-validators.gen.js')
    expect(inputs.filter((file) => file.startsWith('node_modules/'))).toEqual([])
  })

  it('builds no code from text at run time (a strict Content-Security-Policy refuses it)', () => {
    expect(text.match(/\bnew Function\b|\bFunction\(|\beval\(/g)).toBeNull()
  })

  it('refuses exactly as the server does, run as bundled', () => {
    const validators = bundled.compileValidators()
    const id = '😀'.repeat(128)
    expect(validators.failures('sendMessage', { conversation_id: id, message: 'hi' })).toEqual([])
    expect(
      validators.failures('sendMessage', {
        conversation_id: `${id}😀`,
        message: 'hi',
        attachments: [{ url: 'http://a b' }],
        sent: true,
      }),
    ).toEqual([
      { path: ['sent'], message: 'is unknown' },
      { path: ['conversation_id'], message: 'must NOT have more than 128 characters' },
      { path: ['attachments', '0', 'url'], message: 'must match format "uri"' },
    ])
    const refusal = (() => {
      try {
        validators.check('listMessages', { limit: '101', starting_after: 'a', ending_before: 'b' }, 'form')
      } catch (problem) {
        return (problem as { toJSON(): unknown }).toJSON()
      }
    })()
    expect(refusal).toEqual({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'invalid_parameter',
      detail: 'limit must be <= 100; ending_before must not be sent together with starting_after',
      errors: [
        { param: 'limit', message: 'must be <= 100' },
        { param: 'ending_before', message: 'must not be sent together with starting_after' },
      ],
    })
    expect(validators.check('listMessages', { limit: '100' }, 'form')).toEqual({ limit: 100 })
  })
})
