import type { Express } from 'express'
import request from 'supertest'
import { beforeEach, expect, it } from 'vitest'
import { appFor } from '../../src/app.js'
import type { Durability } from '../../src/engine/durable/changes.js'
import { mockHandle } from '../../src/engine/handle.js'
import { Mock } from '../../src/engine/mock.js'
import { auth, fixture } from '../helpers.js'

/**
 * Where the tenants are kept (issue 46), DELETE /__requests that could not be kept (a full disk)
 * was answered 507 "The change was not made", yet the journal was empty from then on: the keeper
 * put back what a refused change did to records, the clock, faults and activity, and a reset's or
 * load's whole tenant, but had nothing to put a cleared journal back from. The kept log still had
 * the entries, so they came back at the next start: what the mock answered, what it served after
 * and what it kept disagreed.
 */

let app: Express
let mock: Mock
let failing: boolean

/** A port that keeps everything until told to fail, as a disk that fills up. */
const port: Durability = {
  keep() {
    if (failing) throw new Error('ENOSPC: no space left on device, write')
  },
}

beforeEach(() => {
  failing = false
  mock = new Mock({ fixtures: fixture('small'), seed: 1, clock: 1767225600 })
  mock.keepInNow(port, [])
  app = appFor(mock)
})

const refused = {
  type: 'about:blank',
  title: 'Insufficient Storage',
  status: 507,
  code: 'insufficient_storage',
  detail: 'The change was not made: it could not be kept (ENOSPC: no space left on device, write). Reads still work.',
  errors: [],
}

it('DELETE /__requests that cannot be kept is 507 and leaves the journal and its coverage as they were', async () => {
  const sent = await request(app)
    .post('/v1/messages')
    .set(auth())
    .send({ conversation_id: 'conv_trip', message: 'kept' })
  expect(sent.status).toBe(201)
  const journal = (await request(app).get('/__requests')).body
  expect(journal.data).toHaveLength(1)
  const coverage = (await request(app).get('/__coverage')).body

  failing = true
  const cleared = await request(app).delete('/__requests')
  expect({ status: cleared.status, body: cleared.body }).toEqual({ status: 507, body: refused })
  expect((await request(app).get('/__requests')).body).toEqual(journal)
  expect((await request(app).get('/__coverage')).body).toEqual(coverage)

  // Kept again: the clear is made, and a later refusal of another change does not bring the entries back.
  failing = false
  expect((await request(app).delete('/__requests')).body).toEqual({ data: [] })
  failing = true
  expect((await request(app).post('/__clock').send({ advance: 1 })).status).toBe(507)
  expect((await request(app).get('/__requests')).body).toEqual({ data: [] })
})

it("the handle's clearRequests() that cannot be kept throws the problem and leaves the journal", async () => {
  const handle = mockHandle(mock, 'http://mock.test')
  expect((await request(app).get('/v1/groups').set(auth())).status).toBe(200)
  const entries = handle.requests()
  expect(entries).toHaveLength(1)
  failing = true
  expect(() => handle.clearRequests()).toThrow(refused.detail)
  expect(handle.requests()).toEqual(entries)
})
