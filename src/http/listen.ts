import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http'
import type { Express } from 'express'
import { headReadLimit } from '../engine/core/limits.js'
import { answerClientError } from './head.js'

/**
 * Serves an Express app on a port, as `app.listen` does, except that Node builds every request and
 * response with the app's prototypes from the start.
 *
 * Express gives each request and response the app's prototypes (`Object.setPrototypeOf`) when it
 * takes them. Changing the prototype of an object V8 has already shaped costs V8 its fast paths for
 * that object, inside Node's HTTP code as much as in Express: measured here, about 80 us of CPU a
 * request, four fifths of what an Express app with one middleware costs (105 us against 24 us for
 * the same app born with its prototypes). Born with them, Express's call finds nothing to change.
 * The app itself is untouched: `createApp` under supertest or any other server behaves the same.
 */
export function listen(app: Express, port: number, host: string): Promise<Server> {
  const server = serverFor(app)
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}

/**
 * The HTTP server `listen` starts, not listening yet: for supertest, or a server of your own. It
 * reads heads up to `headReadLimit`, so that the app refuses an over-long one with a problem, and
 * answers what its parser refuses with one too (src/http/head.ts).
 */
export function serverFor(app: Express): Server {
  const server = createServer(
    {
      IncomingMessage: bornWith(IncomingMessage, app.request),
      ServerResponse: bornWith(ServerResponse, app.response),
      maxHeaderSize: headReadLimit,
    },
    app,
  )
  server.on('clientError', answerClientError)
  return server
}

/**
 * A constructor that builds what `base` builds, with `prototype` as the prototype. Node's two
 * constructors are plain functions, so `base` runs on the object `new` made. (`Reflect.construct`
 * with a new target would do the same for classes, but V8 builds those objects slowly: it doubled
 * the CPU of a request.)
 *
 * V8 gives the objects a constructor makes as many in-object fields as the `this.x =` it counts in
 * the constructor's own source. A bare wrapper has none, and Node's constructors add some forty
 * fields, many keyed by symbols; past a dozen such fields out of the object, V8 turns it into a
 * dictionary. Every response was one from birth, and every request once Express had added its
 * fields, so each read or write of a field in Node's HTTP code or Express was a hash lookup:
 * about 7 us of CPU a request even in a server that only answers `{}` (28.6 against 21.6 us for
 * Node's own constructors). The wrapper is therefore written with `fieldRoom` such assignments,
 * in a branch that never runs; V8 trims the room nobody uses after the first few objects.
 */
function bornWith<T extends typeof IncomingMessage | typeof ServerResponse>(base: T, prototype: object): T {
  const Born = makeBorn(base as unknown as (this: object, ...args: unknown[]) => void)
  Born.prototype = prototype
  return Born as unknown as T
}

/** In-object fields to make room for: Node's fields and Express's, with some to spare. */
const fieldRoom = 64

/** The wrapper of `init`, with `fieldRoom` counted `this.x =` (see `bornWith`). */
const makeBorn = new Function(
  'init',
  `return function Born(...args) {
    init.apply(this, args)
    if (args.length < 0) { ${Array.from({ length: fieldRoom }, (_, i) => `this.room${i} = 0;`).join(' ')} }
  }`,
) as (init: (this: object, ...args: unknown[]) => void) => {
  (this: object, ...args: unknown[]): void
  prototype: object
}
