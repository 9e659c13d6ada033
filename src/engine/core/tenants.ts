/** A tenant's name: in `X-Mock-Tenant`, a `/t/<name>` prefix or the control plane's `{name}`. */
export const tenantName = /^[A-Za-z0-9._-]{1,64}$/

/** The tenant of a request that names none; it can be reset, never dropped. */
export const defaultTenant = 'default'
