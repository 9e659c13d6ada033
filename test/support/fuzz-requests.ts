import fc from 'fast-check'

/**
 * The requests the fuzzer sends, as data: what fast-check generates and shrinks, and what a failure
 * prints. Ids of things created during a case are not known when the case is generated, so a
 * request names them by placeholder (`$msg:3` is the fourth message id seen so far, counting the
 * fixture's), and the runner puts the real id in just before sending.
 */
export interface FuzzRequest {
  method: string
  /** Path and query string, exactly as sent (placeholders aside). */
  path: string
  headers: Record<string, string>
  body?: string
}

/** Kinds of ids a placeholder can stand for. */
export type IdKind = 'msg' | 'grp' | 'conv'

const tokens = ['tok_ana', 'tok_ben', 'tok_cleo'] as const

// ---- values ---------------------------------------------------------------------------------

/** Strings a client might send: short and Unicode-rich, empty, at and past the limits, control characters. */
const text: fc.Arbitrary<string> = fc.oneof(
  { withCrossShrink: true },
  { weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\ud800',
      'line\nbreak',
      '<script>alert(1)</script>',
      "'; DROP TABLE messages; --",
      '%00%zz',
      '__proto__',
      'constructor',
      '\u202eevil',
      'x'.repeat(101),
      'é'.repeat(1001),
      '😀'.repeat(10000),
      'x'.repeat(10001),
    ),
  },
)

/** Numbers as JSON text: ordinary, negative, huge, fractional, and past what a double holds. */
const numberText: fc.Arbitrary<string> = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  fc.constantFrom('0', '-0', '-1', '1.5', '1e2', '9007199254740993', '1e308', '-1e308', '1e400', '-1e-400', '1e21'),
)

const fieldNames = [
  'conversation_id',
  'message',
  'reactions',
  'attachments',
  'url',
  'filename',
  'size',
  'content_type',
  'name',
  'description',
  'avatar_url',
  'contacts',
  'archived_at',
  'id',
  'username',
  'phone_number',
  'like',
  '0',
  '',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'length',
]

const key: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...fieldNames) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
)

/** A JSON document as text, so that keys such as `__proto__` survive as own keys. */
const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('null', 'true', 'false'),
    numberText,
    text.map((s) => JSON.stringify(s)),
    fc.constantFrom('$msg:0', '$conv:1', '$grp:2').map((s) => JSON.stringify(s)),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc
      .array(fc.tuple(key, tie('value')), { maxLength: 5 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).value

/** Deep nesting: arrays or objects nested far past what any schema expects. */
const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(8, 64, 2000, 60000), fc.constantFrom('array', 'object'), fc.constantFrom(...fieldNames))
  .map(([depth, shape, field]) =>
    shape === 'array'
      ? `{${JSON.stringify(field)}:${'['.repeat(depth)}1${']'.repeat(depth)}}`
      : `{${JSON.stringify(field)}:${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
  )

/** URL-encodes like a form does; a lone surrogate, which encodeURIComponent refuses, goes as raw UTF-8 bytes. */
export function formEncode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('')
  }
}

const formKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...fieldNames) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'reactions[like][]',
      'reactions[0][like][]',
      'reactions[]',
      'attachments[0][url]',
      'attachments[0][size]',
      'attachments[][url]',
      'attachments[10][url]',
      'contacts[0][username]',
      'contacts[0][id]',
      'contacts[]',
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      'message[__proto__]',
      'a[b][c][d][e][f][g]',
      'reactions[like][0][1][2][3][4]',
      'limit[]',
      '[]',
      '[',
      ']]',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 8 }) },
)

/** `a=b&c[d]=e` pairs; keys and values are encoded or, sometimes, sent raw. */
const formText: fc.Arbitrary<string> = fc
  .array(fc.tuple(formKey, fc.oneof(text, numberText, fc.constantFrom('$msg:0', '$conv:0', '$grp:0')), fc.boolean()), {
    maxLength: 6,
  })
  .map((pairs) => pairs.map(([k, v, raw]) => (raw ? `${k}=${v}` : `${formEncode(k)}=${formEncode(v)}`)).join('&'))

const manyParameters = fc
  .constantFrom(999, 1000, 1001, 5000)
  .map((n) => Array.from({ length: n }, (_, i) => `p${i}=1`).join('&'))

// ---- headers ---------------------------------------------------------------------------------

const authorization: fc.Arbitrary<string | undefined> = fc.oneof(
  { withCrossShrink: true },
  { weight: 8, arbitrary: fc.constantFrom(...tokens).map((t) => `Bearer ${t}`) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'bearer tok_ana',
      'BEARER   tok_ben  ',
      'Bearer tok_ben_exp',
      'Bearer unknown-token',
      'Bearer tok_ana tok_ben',
      'Bearer tok=ana',
      'Basic dG9rX2FuYTo=',
      'Token tok_ana',
      'Bearer tök',
      `Bearer ${'a'.repeat(8000)}`,
    ),
  },
)

const contentTypes = [
  'application/json',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded; charset=iso-8859-1',
  'text/plain',
  'text/json',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/*',
  'application/merge-patch+json',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'json',
  ';',
]

/** Tenant selection: usually none, else a header, a path prefix, both, or names that are refused. */
type TenantChoice = { header?: string; prefix?: string }
const tenant: fc.Arbitrary<TenantChoice> = fc.oneof(
  { withCrossShrink: true },
  { weight: 10, arbitrary: fc.constant({}) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<TenantChoice>(
      { header: 't1' },
      { prefix: 't1' },
      { header: 't2' },
      { header: 't1', prefix: 't1' },
      { header: 't1', prefix: 't2' },
      { header: 'bad name' },
      { prefix: '%2E%2E' },
      { prefix: 'x'.repeat(65) },
      { prefix: '%ZZ' },
    ),
  },
)

/** The path with the tenant's prefix, if any; an empty path stays empty after a prefix (`/t/t1?x`). */
function withTenant(path: string, choice: TenantChoice, headers: Record<string, string>): string {
  if (choice.header !== undefined) headers['X-Mock-Tenant'] = choice.header
  if (choice.prefix !== undefined) return `/t/${choice.prefix}${path}`
  return path.startsWith('/') ? path : `/${path}`
}

// ---- the valid operations ---------------------------------------------------------------------

const ref = (kind: IdKind) => fc.nat(40).map((n) => `$${kind}:${n}`)
const username = fc.oneof(fc.constantFrom('ana', 'ben', 'cleo', 'dan', 'eve'), text)
const url = fc.oneof(
  fc.constantFrom('https://files.example.com/a.pdf', 'http://example.com/x.png', 'HTTPS://EXAMPLE.COM/Y'),
  fc.webUrl(),
  fc.constantFrom('ftp://example.com/x', 'not a url', `https://example.com/${'p'.repeat(2030)}`),
)
const attachment = fc.record(
  {
    url,
    filename: fc.oneof(text, fc.constant(null)),
    content_type: fc.constantFrom('application/pdf', 'image/png', null),
    size: fc.oneof(fc.nat(), fc.constantFrom(-1, 1.5, 2 ** 53, null)),
  },
  { requiredKeys: ['url'] },
)
const reactionName = fc.oneof(fc.constantFrom('like', 'heart', '👍', 'laugh'), text)
const reactionsInput = fc.oneof(
  fc.dictionary(reactionName, fc.array(username, { maxLength: 3 }), { maxKeys: 3 }),
  fc.array(
    fc.tuple(reactionName, fc.array(username, { minLength: 1, maxLength: 3 })).map(([n, u]) => ({ [n]: u })),
    { maxLength: 3 },
  ),
)
const contactRef = fc.oneof(
  fc.constantFrom('ct_ana', 'ct_ben', 'ct_cleo', 'ct_dan', 'ct_nobody').map((id) => ({ id })),
  username.map((u) => ({ username: u })),
  fc.constantFrom('+15550100', '+15550199').map((p) => ({ phone_number: p })),
  fc.record({ username: text, avatar_url: url, last_active_at: fc.nat() }),
)
const timestamp = fc.oneof(fc.constantFrom(1767000000, 0, -1, 1e12), fc.nat(), fc.constant(null))

/** A body sent as JSON or as a form, as the client chooses. */
function encoded(body: Record<string, unknown>, asForm: boolean): { body: string; type: string } {
  if (!asForm) return { body: JSON.stringify(body), type: 'application/json' }
  return { body: formBody(body), type: 'application/x-www-form-urlencoded' }
}

/** Bracket notation, as qs writes it: `attachments[0][url]=...`, `reactions[like][]=ana`; null as empty. */
export function formBody(value: unknown, prefix = ''): string {
  if (value === null || value === undefined) return `${formEncode(prefix)}=`
  if (Array.isArray(value)) {
    if (value.length === 0) return `${formEncode(prefix)}=`
    return value
      .map((v, i) => formBody(v, typeof v === 'object' && v !== null ? `${prefix}[${i}]` : `${prefix}[]`))
      .join('&')
  }
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => formBody(v, prefix === '' ? k : `${prefix}[${k}]`))
      .join('&')
  }
  return `${formEncode(prefix)}=${formEncode(String(value))}`
}

interface Operation {
  method: string
  path: string
  body?: Record<string, unknown>
}

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc
    .record(
      {
        conversation_id: ref('conv'),
        message: text,
        attachments: fc.array(attachment, { maxLength: 3 }),
      },
      { requiredKeys: ['conversation_id', 'message'] },
    )
    .map((body) => ({ method: 'POST', path: '/v1/messages', body })),
  fc
    .tuple(
      ref('msg'),
      fc.record(
        { message: text, reactions: reactionsInput, attachments: fc.array(attachment, { maxLength: 3 }) },
        { requiredKeys: [] },
      ),
    )
    .map(([id, body]) => ({ method: 'PUT', path: `/v1/messages/${id}`, body })),
  fc
    .tuple(ref('msg'), reactionsInput)
    .map(([id, reactions]) => ({ method: 'PUT', path: `/v1/messages/${id}`, body: { reactions } })),
  fc
    .record(
      {
        name: text,
        description: fc.oneof(text, fc.constant(null)),
        avatar_url: url,
        contacts: fc.array(contactRef, { maxLength: 4 }),
      },
      { requiredKeys: ['name'] },
    )
    .map((body) => ({ method: 'POST', path: '/v1/groups', body })),
  fc
    .tuple(
      ref('grp'),
      fc.record(
        {
          name: text,
          description: fc.oneof(text, fc.constant(null)),
          avatar_url: fc.oneof(url, fc.constant(null)),
          contacts: fc.array(contactRef, { maxLength: 4 }),
          archived_at: timestamp,
        },
        { requiredKeys: [] },
      ),
    )
    .map(([id, body]) => ({ method: 'PUT', path: `/v1/groups/${id}`, body })),
  fc.tuple(fc.constantFrom('messages', 'groups'), fc.oneof(ref('msg'), ref('grp'))).map(([what, id]) => ({
    method: 'DELETE',
    path: `/v1/${what}/${id}`,
  })),
  fc.tuple(fc.constantFrom('messages', 'groups'), fc.oneof(ref('msg'), ref('grp'))).map(([what, id]) => ({
    method: 'GET',
    path: `/v1/${what}/${id}`,
  })),
  fc
    .record(
      {
        conversation_id: ref('conv'),
        limit: fc.oneof(fc.integer({ min: 1, max: 100 }), fc.constantFrom(0, 101, -1)),
        starting_after: ref('msg'),
        ending_before: ref('msg'),
      },
      { requiredKeys: [] },
    )
    .map((query) => ({ method: 'GET', path: `/v1/messages${queryString(query)}` })),
  fc
    .record(
      {
        archived: fc.constantFrom('true', 'false', 'yes'),
        limit: fc.integer({ min: 1, max: 100 }),
        starting_after: ref('grp'),
        ending_before: ref('grp'),
      },
      { requiredKeys: [] },
    )
    .map((query) => ({ method: 'GET', path: `/v1/groups${queryString(query)}` })),
  fc.constant({ method: 'POST', path: '/__reset' }),
  fc.constantFrom<Operation>(
    { method: 'GET', path: '/__state' },
    { method: 'GET', path: '/__requests?limit=5' },
    { method: 'GET', path: '/__tenants' },
    { method: 'GET', path: '/__health' },
    { method: 'DELETE', path: '/__clock' },
    { method: 'DELETE', path: '/__requests' },
  ),
  fc
    .oneof(
      fc.oneof(fc.constantFrom(0, 5, 1767000000, 4102444800), fc.integer({ min: 0, max: 2e9 })).map((now) => ({ now })),
      fc
        .oneof(fc.constantFrom(-1e6, -10, -1, 0, 1, 86400), fc.integer({ min: -1e6, max: 1e6 }))
        .map((advance) => ({ advance })),
    )
    .map((body) => ({ method: 'POST', path: '/__clock', body })),
)

function queryString(query: Record<string, unknown>): string {
  const text = formBody(query)
  return text === '' ? '' : `?${text}`
}

/** A well-formed request of the API (it may still be refused: an id may be gone, a value out of range). */
export const validRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(operation, fc.boolean(), fc.constantFrom(...tokens), tenant)
  .map(([op, asForm, token, tenantChoice]) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
    const path = withTenant(op.path, tenantChoice, headers)
    if (op.body === undefined) return { method: op.method, path, headers }
    const { body, type } = encoded(op.body, asForm && !op.path.startsWith('/__'))
    headers['Content-Type'] = type
    return { method: op.method, path, headers, body }
  })

// ---- anything at all --------------------------------------------------------------------------

const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE')

const junkId = fc.oneof(
  fc.constantFrom(
    'msg_doesnotexist',
    '%20',
    '%00',
    '%E0%A4%A',
    '%',
    '..',
    '%2e%2e',
    '%2F',
    'msg_t1%00',
    '__proto__',
    'constructor',
    'hasOwnProperty',
    'x'.repeat(129),
    'é',
    '%F0%9F%98%80',
  ),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 10 }).map(formEncode),
)

const id = fc.oneof(ref('msg'), ref('grp'), ref('conv'), junkId)

const path: fc.Arbitrary<string> = fc.oneof(
  { withCrossShrink: true },
  { weight: 4, arbitrary: fc.constantFrom('/v1/messages', '/v1/groups') },
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom('/v1/messages/', '/v1/groups/'), id).map(([p, i]) => p + i) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      '/',
      '/v1',
      '/v1/',
      '/v1/contacts',
      '/v1/conversations',
      '/v1/messages/',
      '/v1/messages/msg_t1/reactions',
      '/v1//messages',
      '/V1/messages',
      '/v2/messages',
      '/v1/messages/../groups',
      '/__',
      '/__reset',
      '/__state',
      '/__clock',
      '/__requests',
      '/__fixtures',
      '/__fixtures/..%2Fpackage',
      '/__tenants',
      '/__tenants/t1',
      '/__tenants/default',
      '/__openapi.json',
      '/__ui',
      '/__nope',
      '/favicon.ico',
      '/%',
      '/index.html',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.array(junkId, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
  },
)

const query: fc.Arbitrary<string> = fc.oneof(
  { withCrossShrink: true },
  { weight: 5, arbitrary: fc.constant('') },
  { weight: 4, arbitrary: formText.map((q) => (q === '' ? '' : `?${q}`)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '?limit=0',
      '?limit=100',
      '?limit=101',
      '?limit=-5',
      '?limit=1e1',
      '?limit=99999999999999999999',
      '?limit[]=1',
      '?limit=1&limit=2',
      '?archived=yes',
      '?archived[]=true',
      '?starting_after=msg_t1&ending_before=msg_t2',
      '?starting_after=',
      '?conversation_id=conv_cleo',
      '?conversation_id[$ne]=x',
      '?__proto__[polluted]=1',
      '?constructor[prototype][polluted]=1',
      '?a[b][c][d][e][f]=1',
      '?a[b][c][d][e][f][g]=1',
      '?%',
      '?&&&',
      '?=',
    ),
  },
  { weight: 1, arbitrary: manyParameters.map((q) => `?${q}`) },
)

const body: fc.Arbitrary<{ text?: string; type?: string; encoding?: string }> = fc.oneof(
  { withCrossShrink: true },
  { weight: 3, arbitrary: fc.constant({}) },
  { weight: 4, arbitrary: jsonText.map((t) => ({ text: t, type: 'application/json' })) },
  { weight: 3, arbitrary: formText.map((t) => ({ text: t, type: 'application/x-www-form-urlencoded' })) },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        text: fc.oneof(jsonText, formText, deepJson, text, manyParameters, fc.constantFrom('{', '{"a":', '\u0000', '')),
        type: fc.constantFrom(...contentTypes),
        encoding: fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'compress', 'x-unknown'),
      },
      { requiredKeys: ['text'] },
    ),
  },
)

/** Any request at all: methods, paths, queries, headers and bodies that are mostly wrong. */
export const anyRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({ method, path, query, authorization, tenant, body, accept: fc.constantFrom(undefined, 'text/html', '*/*') })
  .map((r) => {
    const headers: Record<string, string> = {}
    if (r.authorization !== undefined) headers.Authorization = r.authorization
    if (r.accept !== undefined) headers.Accept = r.accept
    if (r.body.type !== undefined) headers['Content-Type'] = r.body.type
    if (r.body.encoding !== undefined) headers['Content-Encoding'] = r.body.encoding
    return { method: r.method, path: withTenant(r.path + r.query, r.tenant, headers), headers, body: r.body.text }
  })

/** A case: valid operations interleaved with anything at all. */
export function fuzzCase(maxLength = 12): fc.Arbitrary<FuzzRequest[]> {
  return fc.array(fc.oneof({ weight: 3, arbitrary: validRequest }, { weight: 2, arbitrary: anyRequest }), {
    minLength: 1,
    maxLength,
  })
}
