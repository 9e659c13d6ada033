import type { TenantsApart } from '../engine/apart.js'
import { Engine } from '../engine/engine.js'
import { engineFetch } from '../engine/fetch.js'
import { Mock } from '../engine/mock.js'
import type { MockOptions } from '../engine/options.js'
import type { Tenant } from '../engine/tenant.js'
import { workerTurn } from './host.js'
import type { ObjectStorage } from './runtime.js'
import { SqlChanges } from './sql-changes.js'

/** The mock of a tenant's object, once it is open: its tenant brought back from its storage, or none yet. */
export interface Opened {
  mock: Mock
  port: SqlChanges
  engine: Engine
  fetch: (request: Request) => Promise<Response>
}

/** Builds the mock of a tenant's object and reads back the tenant its storage kept, if any. */
export async function openMock(options: MockOptions, storage: ObjectStorage, apart: TenantsApart): Promise<Opened> {
  const mock = await Mock.create(options, apart)
  const port = new SqlChanges(storage, mock.options.notify)
  await mock.keepIn(port, port.read(), () => port.start(() => mock.keeper?.snapshot() ?? []))
  const engine = new Engine(mock, { turn: workerTurn })
  return { mock, port, engine, fetch: engineFetch(engine) }
}

/** The object's tenant of that name as it is: neither ended nor made on the way, as Mock.tenant would. */
export function heldIn(opened: Opened, name: string): Tenant | undefined {
  return opened.mock.allTenants().find((tenant) => tenant.name === name)
}

/** When the object's tenant ends unless it is used before; undefined when it never ends. */
export function deadlineIn(opened: Opened): number | undefined {
  const [tenant] = opened.mock.allTenants()
  return tenant === undefined ? undefined : opened.mock.deadlineOf(tenant)?.at
}

/** Whether the tenant stood unused past its deadline: on real time, never on its clock. */
export function ranOut(opened: Opened, name: string): boolean {
  const tenant = heldIn(opened, name)
  const deadline = tenant && opened.mock.deadlineOf(tenant)
  return deadline !== undefined && Date.now() >= deadline.at
}

/** Makes the tenant from the server's baseline and keeps it at once, before anything answers. */
export function make(opened: Opened, name: string): Tenant {
  opened.mock.full = false
  const tenant = opened.mock.tenant(name)
  opened.mock.keeper?.commit()
  return tenant
}
