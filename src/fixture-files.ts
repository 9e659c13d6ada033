import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fixtureSizeLimit } from './engine/core/bodies.js'
import type { FixtureShelf, MockOptions } from './engine/options.js'
import { FixtureError } from './engine/store/world.js'
import { ceilingOf } from './http/memory.js'

/** The package's default fixture file. */
export const defaultFixturesFile = fileURLToPath(new URL('../fixtures/default.json', import.meta.url))

/** What the Node server takes beyond the engine's options: fixture files and a folder of them. */
export interface FileOptions {
  /**
   * The memory ceiling (docs/reliability.md#the-memory-ceiling): past this much live V8 heap, a write that would
   * grow a world, a new tenant or a fixture load is refused with 507. A share of the old generation's limit
   * (`40%`, the default), a size (`256mb`, `1gib`), or `0` for none.
   */
  maxMemory?: string
  /** A fixture file to load when `fixtures` is not given. Default: fixtures/default.json. */
  fixturesFile?: string
  /** Folder of the named fixtures of POST /__fixtures/:name. Default: the folder of `fixturesFile`. */
  fixturesDir?: string
}

/**
 * The engine's options from the server's: the fixture read from its file (unless a document is
 * given), the named fixtures of its folder, and self-check from $MESSAGING_MOCK_SELF_CHECK (the test
 * suite turns it on for every app it makes, through the environment: vitest.config.ts).
 */
export function fromFiles<T extends MockOptions & FileOptions>({
  fixturesFile,
  fixturesDir,
  maxMemory,
  ...options
}: T): MockOptions {
  const file = fixturesFile ?? defaultFixturesFile
  const fromFile = options.fixtures === undefined || fixturesFile !== undefined
  return {
    ...options,
    ...(fromFile
      ? { fixtures: options.fixtures ?? readFixtureFile(file), fixtureName: basename(file), fixtureSource: file }
      : {}),
    shelf: folderShelf(fixturesDir ?? dirname(file)),
    selfCheck: options.selfCheck ?? process.env.MESSAGING_MOCK_SELF_CHECK === '1',
    memory: options.memory ?? ceilingOf(maxMemory),
  }
}

/** The .json files of a folder as named fixtures, looked for on every call (a file added later is found). */
export function folderShelf(dir: string): FixtureShelf {
  return {
    names: () => {
      try {
        return readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => f.slice(0, -'.json'.length))
          .sort()
      } catch {
        return []
      }
    },
    read: (name) => readFixtureFile(join(dir, `${name}.json`)),
  }
}

/** Reads a fixture file as JSON; a file that is not JSON is a FixtureError naming it. */
export function readFixtureFile(file: string): unknown {
  let text: string
  try {
    const { size } = statSync(file)
    if (size > fixtureSizeLimit)
      throw new FixtureError(file, [
        { path: [], message: `is ${size} bytes, more than the ${fixtureSizeLimit / 2 ** 20} MiB a fixture may have` },
      ])
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if (error instanceof FixtureError) throw error
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error)
    throw new FixtureError(file, [{ path: [], message: `cannot be read: ${reason}` }])
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new FixtureError(file, [{ path: [], message: `is not JSON: ${(error as Error).message}` }])
  }
}
