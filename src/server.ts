import type { AddressInfo } from 'node:net'
import { appFor } from './app.js'
import { Mock } from './mock.js'
import type { MockOptions } from './options.js'

export interface ServerOptions extends MockOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
}

export interface RunningMock {
  url: string
  port: number
  /** The mock behind the server: its tenant, state and options. */
  mock: Mock
  /** Back to the loaded fixtures, as POST /__reset. */
  reset(): void
  /** Stops accepting connections and resolves once open ones are done. */
  close(): Promise<void>
}

/** Starts the mock on a port; rejects if the fixtures are invalid or the port is taken. */
export async function startServer(options: ServerOptions = {}): Promise<RunningMock> {
  const mock = new Mock(options)
  const app = appFor(mock)
  const host = options.host ?? '127.0.0.1'
  const server = await new Promise<import('node:http').Server>((resolve, reject) => {
    const s = app.listen(options.port ?? 4010, host, (error?: Error) => (error ? reject(error) : resolve(s)))
  })
  server.keepAliveTimeout = 5000
  const port = (server.address() as AddressInfo).port
  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${urlHost}:${port}`,
    port,
    mock,
    reset: () => mock.tenant.reset(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeIdleConnections()
      }),
  }
}
