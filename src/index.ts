/** The package entry: run the mock inside a test suite or your own server. */
export { appFor, createApp } from './app.js'
export { Problem, type ProblemCode } from './errors.js'
export { loadGenerator } from './generate/index.js'
export { Mock } from './mock.js'
export type { MockOptions } from './options.js'
export { type RunningMock, type ServerOptions, startServer } from './server.js'
export { FixtureError } from './store/world.js'
export type * from './types.gen.js'
