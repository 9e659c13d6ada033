import type { AddressInfo } from 'node:net'
import { type AppOptions, appFor } from './app.js'
import { type MockHandle, mockHandle } from './engine/handle.js'
import { Mock } from './engine/mock.js'
import { fromFiles } from './fixture-files.js'
import { listen } from './http/listen.js'
import { keepInDir } from './state-dir/keep.js'

export type { MockHandle, TenantHandle } from './engine/handle.js'

export interface ServerOptions extends AppOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
}

export interface RunningMock extends MockHandle {
  readonly port: number
  /** Stops accepting connections and resolves once open ones are done. */
  close(): Promise<void>
}

/** Starts the mock on a port; rejects if the fixtures are invalid or the port is taken. */
export async function startServer(options: ServerOptions = {}): Promise<RunningMock> {
  const mock = await Mock.create(fromFiles(options))
  // Every tenant is back before the port opens: /__health answers only then.
  const kept =
    options.stateDir === undefined ? undefined : await keepInDir(mock, { ...options, stateDir: options.stateDir })
  // What ran out while the server was down ends before the port opens.
  mock.endRunOut()
  const app = appFor(mock, options.log, kept)
  const host = options.host ?? '127.0.0.1'
  // A process that exits with the server open (a second signal) still writes what waits.
  const onExit = () => kept?.close()
  if (kept !== undefined) process.once('exit', onExit)
  let server: Awaited<ReturnType<typeof listen>>
  try {
    server = await listen(app, options.port ?? 4010, host)
  } catch (error) {
    kept?.close()
    throw error
  }
  // The tenants that ran out are ended even when no request comes.
  mock.startSweeping()
  const port = (server.address() as AddressInfo).port
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    ...mockHandle(mock, url),
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Requests in flight finish; their connections close as soon as they fall idle.
        const sweep = setInterval(() => server.closeIdleConnections(), 20)
        mock.stopSweeping()
        server.close((error) => {
          clearInterval(sweep)
          try {
            process.off('exit', onExit)
            kept?.close()
          } catch (closing) {
            error ??= closing as Error
          }
          if (error) reject(error)
          else resolve()
        })
        server.closeIdleConnections()
      }),
  }
}
