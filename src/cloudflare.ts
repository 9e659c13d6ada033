import { directoryObjectClass } from './cloudflare/directory.js'
import type { MockEnv, MockObjectClass } from './cloudflare/host.js'
import { tenantObjectClass } from './cloudflare/tenant-object.js'
import { mockWorker } from './cloudflare/worker.js'
import type { MockOptions } from './engine/options.js'

export type { DirectoryStub, MockEnv, MockObjectClass, TenantStub } from './cloudflare/host.js'
export type { Assets, ObjectNamespace, ObjectState, ObjectStorage, SqlStorage } from './cloudflare/runtime.js'
export type { MockOptions } from './engine/options.js'

/** The Worker's module: export `worker` as its default, and the two classes under these names. */
export interface CloudflareMock {
  /** The Worker's handler: `export default mock.worker`. */
  worker: { fetch(request: Request, env: MockEnv): Promise<Response> }
  /** One Durable Object per tenant: the binding MOCK_TENANT. */
  MockTenant: MockObjectClass
  /** The one object that knows the tenants: the binding MOCK_DIRECTORY. */
  MockDirectory: MockObjectClass
}

/**
 * The mock on Cloudflare Workers (docs/cloudflare.md): a Worker that sends each request to its
 * tenant's Durable Object, which runs the engine for that tenant alone and keeps it in the
 * object's SQLite storage, and a directory object for what spans tenants. `options` are the
 * engine's (`fixtures`: a document the Worker's build bundles, `shelf`, `auth`, `seed`...); the
 * environment's ADMIN_TOKEN (a secret) and MAX_TENANTS win over `adminToken` and `maxTenants`.
 */
export function cloudflareMock(options: MockOptions = {}): CloudflareMock {
  return {
    worker: mockWorker(options),
    MockTenant: tenantObjectClass(options),
    MockDirectory: directoryObjectClass(options),
  }
}

/**
 * The mock with the package's fixtures: `export { default, MockTenant, MockDirectory } from
 * 'messaging-mock/cloudflare'`. Each made apart and marked pure, so that a Worker of its own
 * options (`cloudflareMock(...)`) leaves these out of its bundle: the Worker's engine is built in
 * the module's scope, and an unused one would cost every start.
 */
export const MockTenant: MockObjectClass = /* @__PURE__ */ tenantObjectClass({})
export const MockDirectory: MockObjectClass = /* @__PURE__ */ directoryObjectClass({})
const worker: CloudflareMock['worker'] = /* @__PURE__ */ mockWorker({})
export default worker
