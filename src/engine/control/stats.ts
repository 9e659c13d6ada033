/**
 * What a mock counts of its tenants and of what it refused since it started: what a host's metrics
 * (the Node server's GET /__metrics) read, beside what they read of the tenants themselves.
 */
export class MockStats {
  /** Tenants made, `default` and those brought back from a state directory included. */
  tenantsMade = 0
  /** Tenants ended, by why: their lease ran out, they stood idle past --tenant-idle, or DELETE /__tenants dropped them. */
  readonly tenantsEnded = { lease: 0, idle: 0, dropped: 0 }
  /** New tenants refused with 429 too_many_tenants. */
  tenantsRefused = 0
  /** Requests refused with 507 because the server stood at its memory ceiling. */
  memoryRefused = 0
}
