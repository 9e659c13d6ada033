import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import type {
  PactHeaders,
  PactInteraction,
  PactV3,
  PactV4,
  PactV4Body,
  PactV4Headers,
  PactV4Interaction,
} from '../core/types.gen.js'

/**
 * The 3.0.0 file in the form of specification 4.0 (pact-specification, branch version-4), the
 * interactions in the same order: each a `Synchronous/HTTP` interaction with a key, its bodies as
 * `{ content, contentType, encoded: false }` and its header values as lists. Query, provider
 * states and matching rules have the same form in both.
 */
export function pactV4Of(pact: PactV3): PactV4 {
  return {
    consumer: pact.consumer,
    provider: pact.provider,
    interactions: pact.interactions.map(interactionV4Of),
    metadata: { pactSpecification: { version: '4.0' } },
  }
}

function interactionV4Of({ description, providerStates, request, response }: PactInteraction): PactV4Interaction {
  const sent: PactV4Interaction['request'] = {
    method: request.method,
    path: request.path,
    headers: listed(request.headers),
  }
  if (request.query !== undefined) sent.query = request.query
  if (request.body !== undefined) sent.body = bodyOf(request.body, request.headers['Content-Type'])
  const answered: PactV4Interaction['response'] = { status: response.status, headers: listed(response.headers) }
  if (response.body !== undefined) answered.body = bodyOf(response.body, response.headers['Content-Type'])
  if (response.matchingRules !== undefined) answered.matchingRules = response.matchingRules
  const rest = { description, providerStates, request: sent, response: answered }
  return { type: 'Synchronous/HTTP', key: keyOf(rest), ...rest }
}

/**
 * The specification asks each interaction for a key unique in the file, and suggests a hash of its
 * contents: the same recorded run then gives the same keys. The description is part of what is
 * hashed and is unique already, so keys differ unless 64 bits of SHA-256 collide. (pact-js 17,
 * through pact_ffi 0.5.8, writes no key: the field is optional to readers.)
 */
function keyOf(interaction: Omit<PactV4Interaction, 'type' | 'key'>): string {
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify(interaction)))).slice(0, 16)
}

/** A header's one value as the list that 4.0 writes, as pact_ffi does (`["application/json"]`). */
function listed(headers: PactHeaders): PactV4Headers {
  const lists: PactV4Headers = {}
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) lists[name] = [value]
  return lists
}

/** The content as the 3.0.0 file has it, with the media type of the Content-Type sent with it. */
function bodyOf(content: PactV4Body['content'], contentType: string | undefined): PactV4Body {
  const mediaType = contentType?.split(';')[0].trim().toLowerCase()
  return mediaType ? { content, contentType: mediaType, encoded: false } : { content, encoded: false }
}
