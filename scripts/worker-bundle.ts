import { build } from 'esbuild'

/**
 * A Worker's module as wrangler bundles one (esbuild, the `workerd` export condition first, the
 * runtime's own `cloudflare:` modules left to it): `source` is the module (a worker.ts), resolved
 * from `resolveDir`. The tests and the bench run the mock's Worker in workerd through Miniflare
 * with it (test/support/workerd.ts, bench/workerd.ts).
 */
export async function bundleWorker(source: string, resolveDir: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    external: ['cloudflare:*'],
    write: false,
    logLevel: 'error',
  })
  return result.outputFiles[0].text
}

/** The module of a Worker that serves the mock made by `cloudflareMock(<options>)`, imported from `from`. */
export function workerSource(from: string, options: string, imports: string[] = []): string {
  return [
    ...imports,
    `import { cloudflareMock } from ${JSON.stringify(from)}`,
    `const mock = cloudflareMock(${options})`,
    'export const MockTenant = mock.MockTenant',
    'export const MockDirectory = mock.MockDirectory',
    'export default mock.worker',
  ].join('\n')
}
