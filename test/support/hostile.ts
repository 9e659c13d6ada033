import type { RawRequest } from './http.js'

/**
 * Requests whose bodies and queries have broken serialisers before: deep nesting (a JSON body
 * 20,000 deep once made every later GET /__requests answer 500), lone surrogates, invalid UTF-8,
 * many keys and prototype keys. Each comes with the status the mock answers it.
 */
export interface HostileRequest extends RawRequest {
  name: string
  status: number
}

const token = { Authorization: 'Bearer tok_ana' }
const jsonBody = { ...token, 'Content-Type': 'application/json' }
const formBody = { ...token, 'Content-Type': 'application/x-www-form-urlencoded' }
const nested = (depth: number, leaf = '1') => '['.repeat(depth) + leaf + ']'.repeat(depth)
const manyKeys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`

export const hostileRequests: HostileRequest[] = [
  {
    name: 'a JSON body 20,000 deep',
    method: 'POST',
    path: '/v1/messages',
    headers: jsonBody,
    body: nested(20_000),
    status: 400,
  },
  {
    name: 'a field 9,000 deep',
    method: 'POST',
    path: '/v1/messages',
    headers: jsonBody,
    body: `{"conversation_id":"conv_trip","message":${nested(9_000)}}`,
    status: 400,
  },
  {
    name: 'reactions 15,000 deep',
    method: 'PUT',
    path: '/v1/messages/msg_t1',
    headers: jsonBody,
    body: `{"reactions":${nested(15_000, '{"like":["ana"]}')}}`,
    status: 400,
  },
  {
    name: 'a deep body refused before it is read (no token)',
    method: 'POST',
    path: '/v1/messages',
    headers: { 'Content-Type': 'application/json' },
    body: nested(30_000),
    status: 401,
  },
  {
    name: 'a form nested past its depth',
    method: 'POST',
    path: '/v1/messages',
    headers: formBody,
    body: `conversation_id=conv_trip&message${'[a]'.repeat(200)}=x`,
    status: 400,
  },
  {
    name: 'a query nested past its depth',
    method: 'GET',
    path: `/v1/messages?limit${'[a]'.repeat(200)}=1`,
    headers: token,
    status: 400,
  },
  {
    name: 'lone surrogates in a JSON message',
    method: 'POST',
    path: '/v1/messages',
    headers: jsonBody,
    body: '{"conversation_id":"conv_trip","message":"\\ud800 and \\udfff alone"}',
    status: 201,
  },
  {
    name: 'lone surrogates in a form message',
    method: 'POST',
    path: '/v1/messages',
    headers: formBody,
    body: 'conversation_id=conv_trip&message=%ED%A0%80%ED%BF%BF',
    status: 201,
  },
  {
    name: 'invalid UTF-8 in a JSON message',
    method: 'POST',
    path: '/v1/messages',
    headers: jsonBody,
    body: Buffer.concat([
      Buffer.from('{"conversation_id":"conv_trip","message":"'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82]),
      Buffer.from('"}'),
    ]),
    status: 201,
  },
  {
    name: 'invalid UTF-8 in a query',
    method: 'GET',
    path: '/v1/messages?conversation_id=%FF%FE%C3%28',
    headers: token,
    status: 404,
  },
  {
    name: '5,000 keys in a JSON body',
    method: 'POST',
    path: '/v1/groups',
    headers: jsonBody,
    body: manyKeys(5_000),
    status: 400,
  },
  {
    name: '2,000 parameters in a form',
    method: 'POST',
    path: '/v1/groups',
    headers: formBody,
    body: Array.from({ length: 2_000 }, (_, i) => `k${i}=${i}`).join('&'),
    status: 400,
  },
  {
    name: 'a key __proto__ in JSON',
    method: 'POST',
    path: '/v1/groups',
    headers: jsonBody,
    body: '{"name":"x","__proto__":{"polluted":true}}',
    status: 400,
  },
  {
    name: 'constructor.prototype deep in JSON',
    method: 'PUT',
    path: '/v1/groups/grp_trip',
    headers: jsonBody,
    body: '{"contacts":[{"constructor":{"prototype":{"polluted":true}}}]}',
    status: 400,
  },
  {
    name: 'prototype keys in a form',
    method: 'POST',
    path: '/v1/groups',
    headers: formBody,
    body: 'name=x&__proto__[polluted]=1&constructor[prototype][polluted]=1',
    status: 201,
  },
  {
    name: 'prototype keys in a query',
    method: 'GET',
    path: '/v1/groups?__proto__[polluted]=1',
    headers: token,
    status: 200,
  },
]
