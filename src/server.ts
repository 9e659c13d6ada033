import type { AddressInfo } from 'node:net'
import { type AppOptions, appFor } from './app.js'
import { type MockHandle, mockHandle } from './engine/handle.js'
import { Mock } from './engine/mock.js'
import { fromFiles } from './fixture-files.js'
import { listen } from './http/listen.js'

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
  const app = appFor(mock, options.log)
  const host = options.host ?? '127.0.0.1'
  const server = await listen(app, options.port ?? 4010, host)
  const port = (server.address() as AddressInfo).port
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    ...mockHandle(mock, url),
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Requests in flight finish; their connections close as soon as they fall idle.
        const sweep = setInterval(() => server.closeIdleConnections(), 20)
        server.close((error) => {
          clearInterval(sweep)
          if (error) reject(error)
          else resolve()
        })
        server.closeIdleConnections()
      }),
  }
}
