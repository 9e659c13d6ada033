import type { RequestHandler } from 'express'
import { methodNotAllowed } from '../errors.js'

/** The answer for a known path asked with another method: 405 with the methods it takes. */
export const onlyMethods =
  (...methods: string[]): RequestHandler =>
  () => {
    throw methodNotAllowed(methods)
  }
