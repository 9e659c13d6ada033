import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Miniflare } from 'miniflare'
import { afterEach } from 'vitest'
import { bundleWorker, workerSource } from '../../scripts/worker-bundle.js'
import type { MockOptions } from '../../src/engine/options.js'

/**
 * The mock's Worker and Durable Objects (src/cloudflare.ts) in workerd, through Miniflare: bundled
 * by esbuild as wrangler bundles a Worker (the `workerd` export condition, `cloudflare:` modules
 * left to the runtime), and bound as deploy/cloudflare/wrangler.jsonc binds them. Miniflare needs
 * Node 22, so the tests that use this live in test/node22/.
 */

const repo = fileURLToPath(new URL('../..', import.meta.url))

/** The compatibility date of deploy/cloudflare/wrangler.jsonc. */
export const compatibilityDate = '2026-07-01'

const bundles = new Map<string, Promise<string>>()

/** The Worker's module with `options` in code, as a user's worker.ts gives them (one bundle per options). */
export function workerScript(options: MockOptions = {}): Promise<string> {
  const key = JSON.stringify(options)
  let bundle = bundles.get(key)
  if (bundle === undefined) {
    bundle = bundleWorker(workerSource('./src/cloudflare.ts', key), repo)
    bundles.set(key, bundle)
  }
  return bundle
}

export interface WorkerdOptions {
  /** The mock's options in code. */
  options?: MockOptions
  /** Where the objects' SQLite files are kept; in memory (gone with the runtime) without. */
  persist?: string
  /** The Worker's variables and secrets: ADMIN_TOKEN, MAX_TENANTS. */
  bindings?: Record<string, string>
  /** Serve the pages from the package's dist/pages, as the wrangler configuration's assets. */
  assets?: boolean
}

/** A running workerd with the mock's Worker: requests go to it as to a deployed Worker's URL. */
export interface RunningWorker {
  /** A request to the Worker, at `path` (`/t/w1/v1/messages?limit=2`). */
  fetch(path: string, init?: RequestInit): Promise<Response>
  url: string
  dispose(): Promise<void>
}

export async function startWorker({ options, persist, bindings, assets }: WorkerdOptions = {}): Promise<RunningWorker> {
  const mf = new Miniflare({
    modules: true,
    script: await workerScript(options),
    compatibilityDate,
    durableObjects: {
      MOCK_TENANT: { className: 'MockTenant', useSQLite: true },
      MOCK_DIRECTORY: { className: 'MockDirectory', useSQLite: true },
    },
    durableObjectsPersist: persist ?? false,
    bindings,
    ...(assets
      ? {
          assets: {
            directory: join(repo, 'dist/pages'),
            binding: 'ASSETS',
            routerConfig: { invoke_user_worker_ahead_of_assets: true, has_user_worker: true },
          },
        }
      : {}),
  })
  const url = (await mf.ready).href.replace(/\/$/, '')
  return {
    url,
    // Over the runtime's own socket, as a client of a deployed Worker sends: Node's fetch.
    fetch: (path, init) => fetch(`${url}${path}`, init),
    dispose: () => mf.dispose(),
  }
}

/**
 * A Worker per test, over `options` unless a test gives others, and the folders of storage it
 * made: each disposed of and removed after the test (the hook is registered by the call, at the
 * top of a test file).
 */
export function workerPerTest(options: MockOptions) {
  let worker: RunningWorker | undefined
  const dirs: string[] = []
  afterEach(async () => {
    await worker?.dispose()
    worker = undefined
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  return {
    async start(more: WorkerdOptions = {}): Promise<RunningWorker> {
      worker = await startWorker({ options, ...more })
      return worker
    },
    /** The Worker the test started. */
    current(): RunningWorker {
      if (worker === undefined) throw new Error('no Worker started in this test')
      return worker
    },
    /** A new folder for a Worker's storage (`persist`). */
    storageDir(): string {
      const dir = mkdtempSync(join(tmpdir(), 'messaging-mock-do-'))
      dirs.push(dir)
      return dir
    },
  }
}
