import { expect, it } from 'vitest'
import { LeaseAlarm } from '../src/cloudflare/lease-alarm.js'
import type { ObjectStorage } from '../src/cloudflare/runtime.js'

/**
 * Issue 56, point 1: a tenant's lease as its Durable Object's alarm, which is written only when
 * there is none or the deadline moved earlier: renewal by use writes nothing. The storage is a
 * stand-in that counts what the alarm asks of it (the same in workerd: cloudflare-leases.test.ts).
 */

function storage(alarm: number | null = null) {
  const calls: string[] = []
  const fake = {
    getAlarm: async () => alarm,
    setAlarm: async (at: number) => {
      calls.push(`set ${at}`)
    },
    deleteAlarm: async () => {
      calls.push('delete')
    },
  } as Pick<ObjectStorage, 'getAlarm' | 'setAlarm' | 'deleteAlarm'> as ObjectStorage
  return { calls, fake }
}

it('is set once for a deadline renewed by use, and again only when the deadline moves earlier', async () => {
  const { calls, fake } = storage()
  const alarm = new LeaseAlarm(fake)
  await alarm.read()
  await alarm.arm(undefined)
  for (const deadline of [1000, 1000, 1500, 9000]) await alarm.arm(deadline)
  expect(calls).toEqual(['set 1000'])
  await alarm.arm(800)
  expect(calls).toEqual(['set 1000', 'set 800'])
})

it('once it ran, is set for the deadline its use moved; cleared, is deleted', async () => {
  const { calls, fake } = storage()
  const alarm = new LeaseAlarm(fake)
  await alarm.arm(1000)
  alarm.fired()
  await alarm.arm(4000)
  await alarm.clear()
  await alarm.arm(5000)
  expect(calls).toEqual(['set 1000', 'set 4000', 'delete', 'set 5000'])
})

it('knows the alarm an object already had as it opens', async () => {
  const { calls, fake } = storage(2000)
  const alarm = new LeaseAlarm(fake)
  await alarm.read()
  await alarm.arm(3000)
  await alarm.arm(1500)
  expect(calls).toEqual(['set 1500'])
})
