/**
 * What this adapter uses of the Workers runtime's own module: the class a Durable Object class
 * must extend for its methods to be called over RPC, and the bindings in the module's scope.
 * Declared here, as far as it is used, so that the build needs no `@cloudflare/workers-types`;
 * the package's declarations never name it (src/cloudflare.ts types the classes structurally).
 */
declare module 'cloudflare:workers' {
  export abstract class DurableObject<Env = unknown> {
    protected readonly ctx: import('./runtime.js').ObjectState
    protected readonly env: Env
    constructor(ctx: import('./runtime.js').ObjectState, env: Env)
  }
  /** The Worker's bindings, in the module's scope too (workerd since March 2025). */
  export const env: unknown
}
