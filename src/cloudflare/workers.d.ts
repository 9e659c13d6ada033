/**
 * The one class of the Workers runtime's own module this adapter extends: a Durable Object class
 * must extend it for its methods to be called over RPC. Declared here, as far as it is used, so
 * that the build needs no `@cloudflare/workers-types`; the package's declarations never name it
 * (src/cloudflare.ts types the classes structurally).
 */
declare module 'cloudflare:workers' {
  export abstract class DurableObject<Env = unknown> {
    protected readonly ctx: import('./runtime.js').ObjectState
    protected readonly env: Env
    constructor(ctx: import('./runtime.js').ObjectState, env: Env)
  }
}
