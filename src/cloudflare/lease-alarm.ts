import type { ObjectStorage } from './runtime.js'

/**
 * A tenant's deadline (its lease, or TENANT_IDLE) as its Durable Object's alarm: the host's timer
 * for the leases, as the server's once-a-second sweep is Node's. A deadline only moves later with
 * use, so the alarm is written when there is none or the deadline moved earlier (a shorter lease),
 * never on a request that merely renews: an alarm set is a write the free plan counts. One that
 * fires early for a tenant used since is set again for its new deadline, once a lease at most.
 */
export class LeaseAlarm {
  /** When the alarm is set to run, as far as this object knows; null when none is. */
  private at: number | null = null

  constructor(private readonly storage: ObjectStorage) {}

  /** Learns the alarm the object already has, as it opens. */
  async read(): Promise<void> {
    this.at = await this.storage.getAlarm()
  }

  /** Sets the alarm for `deadline` (Date.now() milliseconds), unless one runs at or before it. */
  async arm(deadline: number | undefined): Promise<void> {
    if (deadline === undefined || (this.at !== null && this.at <= deadline)) return
    this.at = deadline
    await this.storage.setAlarm(deadline)
  }

  /** The alarm ran: the runtime removes it once `alarm()` returns. */
  fired(): void {
    this.at = null
  }

  /** No alarm from now on: the tenant is gone. */
  async clear(): Promise<void> {
    this.at = null
    await this.storage.deleteAlarm()
  }
}
