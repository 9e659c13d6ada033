import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { workerPerTest } from '../support/workerd.js'

/**
 * Issue 56, point 4: the same lease and end in workerd. A tenant's object sets an alarm for its
 * deadline (its lease, or TENANT_IDLE); once it stood unused past it, the alarm ends it without
 * any request: the directory forgets its name and the object deletes its storage. Leases run on
 * real time, so each test waits for a short lease to run out, polling with a generous deadline:
 * what is asserted is what happens at the end, never how soon it happens.
 */

/** node:sqlite (Node 22.5 and later, which @types/node 20 does not declare), as far as this file reads it. */
interface Sqlite {
  DatabaseSync: new (
    file: string,
    options: { readOnly: boolean },
  ) => { prepare(query: string): { all(): unknown[] }; close(): void }
}
const sqliteModule: string = 'node:sqlite'
const { DatabaseSync } = (await import(sqliteModule)) as Sqlite

const options = { seed: 1, clock: 1767225600 }
const ana = { Authorization: 'Bearer tok_ana' }
const asJson = { 'Content-Type': 'application/json' }
/** Far longer than a 2 s lease takes to run out, even on a busy 2-core machine. */
const patience = 60_000

const { start, current, storageDir } = workerPerTest(options)

/**
 * The tenants' objects that hold anything: Miniflare keeps each in `<id>.sqlite`, which stays,
 * empty, once the object deleted its storage.
 */
function heldObjects(dir: string): number {
  const folder = join(dir, '-MockTenant')
  const files = readdirSync(folder).filter((file) => /^[0-9a-f]{64}\.sqlite$/.test(file))
  return files.filter((file) => read(join(folder, file), 'SELECT count(*) AS n FROM sqlite_master')[0].n > 0).length
}

/** When the tenants' objects' alarms are set to run (ms), earliest first: Miniflare keeps them in its metadata database. */
function alarms(dir: string): number[] {
  const rows = read(join(dir, '-MockTenant/metadata.sqlite'), 'SELECT scheduled_time / 1000000 AS n FROM _cf_ALARM')
  return rows.map((row) => row.n).sort((x, y) => x - y)
}

function read(file: string, query: string): { n: number }[] {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    return db.prepare(query).all() as { n: number }[]
  } finally {
    db.close()
  }
}

async function call(path: string, init: RequestInit = {}): Promise<[number, unknown]> {
  const res = await current().fetch(path, init)
  return [res.status, await res.json()]
}

/** A group made in `tenant`, with a lease given if `lease` says so: its id. */
async function groupIn(tenant: string, lease?: string): Promise<string> {
  const headers = { ...ana, ...asJson, ...(lease === undefined ? {} : { 'X-Mock-Tenant-Lease': lease }) }
  const [status, group] = await call(`/t/${tenant}/v1/groups`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: `made in ${tenant}` }),
  })
  expect(status).toBe(201)
  return (group as { id: string }).id
}

interface Listed {
  name: string
  lease: string | null
  ends_at: number | null
  last_used_at: number
}

async function listed(): Promise<Listed[]> {
  const [status, body] = await call('/__tenants')
  expect(status).toBe(200)
  return (body as { data: Listed[] }).data
}

/**
 * The tenants ended so far, and those there: from a coverage of every tenant, which asks each
 * object what its requests exercised and ends none (GET /__tenants ends those that ran out).
 */
async function ended(): Promise<{ dropped: number; tenants: string[] }> {
  const [status, body] = await call('/__coverage?tenants=all')
  expect(status).toBe(200)
  const { dropped_tenants, tenants } = body as { dropped_tenants: number; tenants: string[] }
  return { dropped: dropped_tenants, tenants }
}

/** Polls `check` until it holds; fails after `patience`, saying what it last saw. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + patience
  for (;;) {
    const value = await read()
    if (check(value)) return value
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)} after ${patience} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const names = async () => (await listed()).map((row) => row.name)

describe('a lease in workerd', () => {
  it("ends its tenant by the object's alarm, with no request to it: its name and its storage go", async () => {
    const dir = storageDir()
    await start({ persist: dir })
    const kept = await groupIn('default', '1s')
    const group = await groupIn('short', '2s')
    // Nothing asks the tenant anything from now on: its alarm alone can end it.
    expect(await until(ended, (now) => now.dropped === 1)).toEqual({ dropped: 1, tenants: ['default'] })
    expect(await names()).toEqual(['default'])
    // Its object held the group (acknowledged, so written): now only default's holds anything.
    expect([heldObjects(dir), alarms(dir)]).toEqual([1, []])

    // A request after gets a tenant made anew from the baseline: the group is not there.
    expect((await call(`/t/short/v1/groups/${group}`, { headers: ana }))[0]).toBe(404)
    expect((await listed()).map((row) => [row.name, row.lease, row.ends_at])).toEqual([
      ['default', null, null],
      ['short', null, null],
    ])
    // default took no lease, and outlived the one it was given.
    expect((await call(`/v1/groups/${kept}`, { headers: ana }))[0]).toBe(200)
  })

  it('is renewed by use without writing its alarm again; a shorter lease sets it again', async () => {
    const dir = storageDir()
    await start({ persist: dir, options: { seed: 1, timestampUnit: 'ms' } })
    const group = await groupIn('kept', '1h')
    const [, made] = await listed()
    expect(await alarms(dir)).toEqual([made.ends_at])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await call(`/t/kept/v1/groups/${group}`, { headers: ana }))[0]).toBe(200)
    const [, used] = await listed()
    expect(used).toMatchObject({ name: 'kept', lease: '1h' })
    expect(used.ends_at).toBe(used.last_used_at + 3_600_000)
    expect(used.ends_at).toBeGreaterThan(made.ends_at as number)
    // The alarm stays at the first deadline: it finds the later one when it runs.
    expect(await alarms(dir)).toEqual([made.ends_at])

    await groupIn('kept', '10m')
    const [, shorter] = await listed()
    expect(await alarms(dir)).toEqual([shorter.ends_at])
  })

  it('lengthened, outlives its first alarm, which sets itself for the new deadline; shortened, it ends', async () => {
    const dir = storageDir()
    await start({ persist: dir, options: { seed: 1, timestampUnit: 'ms' } })
    expect((await call('/t/kept/__clock', { headers: { 'X-Mock-Tenant-Lease': '2s' } }))[0]).toBe(200)
    const group = await groupIn('kept', '1h')
    const [, kept] = await listed()
    // The alarm set for 2 s runs, finds the tenant used since, and is set for its deadline.
    expect(
      await until(
        () => Promise.resolve(alarms(dir)),
        (at) => at[0] === kept.ends_at,
      ),
    ).toEqual([kept.ends_at])
    expect((await call(`/t/kept/v1/groups/${group}`, { headers: ana }))[0]).toBe(200)

    await groupIn('kept', '2s')
    expect((await until(ended, (now) => !now.tenants.includes('kept'))).tenants).toEqual(['default'])
    expect((await call(`/t/kept/v1/groups/${group}`, { headers: ana }))[0]).toBe(404)
  })

  it('that is not a duration is a 400 from the Worker, and makes no tenant and no object', async () => {
    const dir = storageDir()
    await start({ persist: dir })
    const [status, problem] = await call('/t/bad/v1/groups', {
      headers: { ...ana, 'X-Mock-Tenant-Lease': '15 minutes' },
    })
    const message = 'must be a duration of 1s to 366d (90s, 15m, 2h, 7d; a bare number is seconds) or none'
    expect([status, problem]).toEqual([
      400,
      {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        code: 'invalid_parameter',
        detail: `X-Mock-Tenant-Lease ${message}`,
        errors: [{ param: 'X-Mock-Tenant-Lease', message }],
      },
    ])
    // Not even default's object was made: the list below makes it.
    expect(readdirSync(join(dir, '-MockTenant')).filter((file) => /^[0-9a-f]{64}\.sqlite$/.test(file))).toEqual([])
    expect(await names()).toEqual(['default'])
  })
})

describe('TENANT_IDLE', () => {
  it('ends a tenant without a lease once unused that long; one with a lease keeps it', async () => {
    await start({ bindings: { TENANT_IDLE: '2s' } })
    await groupIn('idle')
    await groupIn('leased', '1h')
    const rows = (await listed()).map((row) => [row.name, row.lease, row.ends_at && row.ends_at - row.last_used_at])
    // idle may have ended already, on a slow machine: listed, it ends 2 s after its last use.
    expect(rows.filter(([name]) => name !== 'idle')).toEqual([
      ['default', null, null],
      ['leased', '1h', 3600],
    ])
    for (const row of rows.filter(([name]) => name === 'idle')) expect(row).toEqual(['idle', null, 2])
    expect(await until(ended, (now) => now.dropped === 1)).toEqual({ dropped: 1, tenants: ['default', 'leased'] })
  })

  it('that is not a duration: every request is answered with why the mock could not start', async () => {
    await start({ bindings: { TENANT_IDLE: 'soon' } })
    const [status, problem] = await call('/__health')
    expect(status).toBe(500)
    expect((problem as { detail: string }).detail).toBe(
      'The mock could not start: TENANT_IDLE must be a duration of 1s to 366d (90s, 15m, 2h, 7d), not "soon"',
    )
  })
})

describe('MAX_TENANTS', () => {
  it('admits a new tenant once a leased one ran out, and refuses while none has', async () => {
    await start({ bindings: { MAX_TENANTS: '3' } })
    await groupIn('long', '1h')
    await groupIn('short', '2s')
    // Refused until the short lease runs out (ended by its alarm, or by the directory first).
    const statuses: number[] = []
    const admitted = async () => {
      statuses.push((await current().fetch('/t/new/v1/groups', { headers: ana })).status)
      return statuses.at(-1)
    }
    await until(admitted, (status) => status === 200)
    expect(statuses.slice(0, -1).filter((status) => status !== 429)).toEqual([])
    expect(await names()).toEqual(['default', 'long', 'new'])
    const [status, problem] = await call('/t/other/v1/groups', { headers: ana })
    expect([status, (problem as { code: string }).code]).toEqual([429, 'too_many_tenants'])
  })
})
