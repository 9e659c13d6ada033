import request from 'supertest'
import { expect, it } from 'vitest'
import { smallApp } from '../helpers.js'

/**
 * PactFlow's openapi-pact-comparator 2.3.1 stopped every comparison of a pact with the served
 * document with `MissingRefError: can't resolve reference #/components/schemas/ReactionName`: it
 * compiles only the components it reaches through allOf, oneOf, anyOf, properties, not, items and
 * additionalProperties, and the `propertyNames` of the reactions (and of a fixture's tokens) each
 * named one. They are copies now; the comparison itself runs on Node 22 and later
 * (test/node22/pact-tools.test.ts).
 */
it('no propertyNames of the OpenAPI document holds a $ref: the tokens and reaction names are written out', async () => {
  const res = await request(smallApp()).get('/__openapi.json')
  const found: unknown[] = []
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) walk(item)
    else if (typeof node === 'object' && node !== null)
      for (const [key, value] of Object.entries(node)) {
        if (key === 'propertyNames') found.push(value)
        walk(value)
      }
  }
  walk(res.body)
  const token = {
    title: 'Token',
    description: 'An RFC 6750 bearer token (token68).',
    type: 'string',
    pattern: '^[A-Za-z0-9._~+/-]+=*$',
    maxLength: 512,
  }
  const reactionName = { title: 'ReactionName', type: 'string', minLength: 1, maxLength: 64 }
  expect(found).toEqual([token, reactionName, reactionName])
})
