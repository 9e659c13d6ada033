import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib'

/**
 * One request of the corpus that the same-answers tests replay through the Node server over HTTP
 * and through another face of the engine (the fetch face in-process, MSW's handlers behind the
 * global fetch), and the status the server must give it (so a row meant as a 405 cannot drift into
 * a 404 and still pass as "the same on both").
 */
export interface CorpusRow {
  label: string
  method: string
  /** Path and query as sent; `{name}` stands for a value an earlier row kept. */
  path: string
  headers?: Record<string, string>
  /** A text (`{name}` replaced as in `path`) or bytes sent as they are. */
  body?: string | Uint8Array<ArrayBuffer>
  status: number
  /** Values of this row's JSON answer that later rows use, by name: a dot path into it (`data.1.id`). */
  keep?: Record<string, string>
  /**
   * Number fields whose values differ by nature between two mocks started a moment apart (each
   * row says why); both texts have them replaced by a mark before they are compared.
   */
  vary?: string[]
}

const ana = { Authorization: 'Bearer tok_ana' }
const asJson = { 'Content-Type': 'application/json' }
const asForm = { 'Content-Type': 'application/x-www-form-urlencoded' }

type More = Partial<Pick<CorpusRow, 'headers' | 'body' | 'keep' | 'vary'>>

/** A request of the control plane, which needs no token (unless `headers` give one). */
function call(label: string, method: string, path: string, status: number, more: More = {}): CorpusRow {
  return { label, method, path, status, ...more }
}

/** A /v1 request as ana, unless `headers` say otherwise (an Authorization of `''` sends none). */
function v1(label: string, method: string, path: string, status: number, more: More = {}): CorpusRow {
  const headers: Record<string, string> = { ...ana, ...more.headers }
  if (headers.Authorization === '') delete headers.Authorization
  return { label, method, path, status, ...more, headers }
}

const json = (value: unknown): More => ({ headers: asJson, body: JSON.stringify(value) })
const form = (text: string): More => ({ headers: asForm, body: text })
const withHeaders = (more: More, headers: Record<string, string>): More => ({
  ...more,
  headers: { ...more.headers, ...headers },
})

/**
 * The journal's `duration_ms` is how long each mock took over the request (performance.now()):
 * a measurement, never the same twice.
 */
const journalTimes = ['duration_ms']
/** A tenant's `created_at` and `last_used_at` in /__tenants are by the real clock (Date.now()), which runs between the two. */
const tenantTimes = ['created_at', 'last_used_at']
/** A released clock reads the real time, which runs between the two. */
const realClock = ['now']

/** A fixture document small enough to read in a failure's diff. */
const smallWorld = {
  default_caller: 'ct_zoe',
  tokens: { tok_zoe: 'ct_zoe', tok_yan: 'ct_yan' },
  contacts: [
    { id: 'ct_zoe', username: 'zoe', created_at: 1767000000 },
    { id: 'ct_yan', username: 'yan', phone_number: '+15550900', created_at: 1767000100 },
  ],
  groups: [
    {
      id: 'grp_band',
      name: 'Band',
      owner: 'ct_zoe',
      contacts: ['ct_yan'],
      conversation_id: 'conv_band',
      created_at: 1767100000,
    },
  ],
  conversations: [],
  messages: [
    {
      id: 'msg_b1',
      conversation_id: 'conv_band',
      contact: 'ct_yan',
      message: 'Rehearsal at 8',
      created_at: 1767100100,
    },
  ],
}

/** A JSON body of one byte more than the 1 MiB a body may have. */
const overMebibyte = `{"conversation_id":"conv_trip","message":"${'x'.repeat(2 ** 20 - 40)}"}`

/** The /v1 operations with good and bad input, in an order that builds state: later rows use ids earlier rows kept. */
const messages: CorpusRow[] = [
  v1('list messages', 'GET', '/v1/messages', 200),
  v1('list a conversation, 2 a page', 'GET', '/v1/messages?conversation_id=conv_trip&limit=2', 200, {
    keep: { tripSecond: 'data.1.id' },
  }),
  v1(
    'older page (starting_after)',
    'GET',
    '/v1/messages?conversation_id=conv_trip&limit=2&starting_after={tripSecond}',
    200,
  ),
  v1(
    'newer page (ending_before)',
    'GET',
    '/v1/messages?conversation_id=conv_trip&limit=2&ending_before={tripSecond}',
    200,
  ),
  v1('list messages, HEAD', 'HEAD', '/v1/messages?limit=1', 200),
  v1('limit=0', 'GET', '/v1/messages?limit=0', 400),
  v1('limit=101', 'GET', '/v1/messages?limit=101', 400),
  v1('limit not a number', 'GET', '/v1/messages?limit=ten', 400),
  v1('a parameter twice', 'GET', '/v1/messages?limit=1&limit=2', 400),
  v1('a malformed percent-escape in the query', 'GET', '/v1/messages?limit=%E0%A4%A', 400),
  v1('unknown query parameter', 'GET', '/v1/messages?colour=red', 400),
  v1('both cursors', 'GET', '/v1/messages?starting_after={tripSecond}&ending_before={tripSecond}', 400),
  v1('a cursor of no message', 'GET', '/v1/messages?starting_after=msg_nope', 400),
  v1('a conversation that does not exist', 'GET', '/v1/messages?conversation_id=conv_nope', 404),
  v1("a conversation the caller can't see", 'GET', '/v1/messages?conversation_id=conv_dm_cleo_dev', 404),

  v1('send, form', 'POST', '/v1/messages', 201, {
    ...form('conversation_id=conv_trip&message=Landed%2C+see+you+at+the+flat%21'),
    keep: { sent: 'id' },
  }),
  v1('send, JSON with an attachment', 'POST', '/v1/messages', 201, {
    ...json({
      conversation_id: 'conv_dm_ana_ben',
      message: 'Tickets attached 🎟️',
      attachments: [
        {
          url: 'https://files.example.com/tickets.pdf',
          filename: 'tickets.pdf',
          content_type: 'application/pdf',
          size: 2048,
        },
      ],
    }),
    keep: { tickets: 'id' },
  }),
  v1('send, form with attachments[0][url]', 'POST', '/v1/messages', 201, {
    ...form(
      'conversation_id=conv_trip&message=Map&attachments[0][url]=https%3A%2F%2Ffiles.example.com%2Fmap.png&attachments[0][filename]=map.png',
    ),
    keep: { map: 'id' },
  }),
  v1('send, gzipped JSON', 'POST', '/v1/messages', 201, {
    headers: { ...asJson, 'Content-Encoding': 'gzip' },
    body: new Uint8Array(gzipSync(JSON.stringify({ conversation_id: 'conv_trip', message: 'Zipped' }))),
  }),
  v1('send, a form with a charset', 'POST', '/v1/messages', 201, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    body: 'conversation_id=conv_dm_ana_ben&message=Ol%C3%A1%2C+Ben',
  }),
  v1('send, JSON after a byte order mark', 'POST', '/v1/messages', 400, {
    headers: asJson,
    body: '\uFEFF{"conversation_id":"conv_trip","message":"hi"}',
  }),
  v1('send, invalid JSON', 'POST', '/v1/messages', 400, {
    headers: asJson,
    body: '{"conversation_id":"conv_trip",',
  }),
  v1('send, a JSON list', 'POST', '/v1/messages', 400, { headers: asJson, body: '[1,2]' }),
  v1('send, a JSON string', 'POST', '/v1/messages', 400, { headers: asJson, body: '"hello"' }),
  v1('send, JSON null', 'POST', '/v1/messages', 400, { headers: asJson, body: 'null' }),
  v1('send, text/plain', 'POST', '/v1/messages', 415, {
    headers: { 'Content-Type': 'text/plain' },
    body: 'conversation_id=conv_trip',
  }),
  v1('send, no body', 'POST', '/v1/messages', 400),
  v1('send, no message', 'POST', '/v1/messages', 400, json({ conversation_id: 'conv_trip' })),
  v1(
    'send, an unknown field',
    'POST',
    '/v1/messages',
    400,
    json({ conversation_id: 'conv_trip', message: 'hi', colour: 'red' }),
  ),
  v1(
    'send, a conversation that does not exist',
    'POST',
    '/v1/messages',
    404,
    form('conversation_id=conv_nope&message=hi'),
  ),
  v1('send, attachments[][url] without an index', 'POST', '/v1/messages', 400, {
    ...form('conversation_id=conv_trip&message=hi&attachments[][url]=https%3A%2F%2Fa.example.com%2Fx'),
  }),
  v1(
    'send, a key twice without []',
    'POST',
    '/v1/messages',
    400,
    form('conversation_id=conv_trip&message=a&message=b'),
  ),
  v1('send, a body over 1 MiB', 'POST', '/v1/messages', 413, { headers: asJson, body: overMebibyte }),

  v1('retrieve', 'GET', '/v1/messages/{sent}', 200),
  v1('retrieve, a trailing slash', 'GET', '/v1/messages/{sent}/', 200),
  v1('retrieve, the collection in another case', 'GET', '/V1/Messages/{sent}', 200),
  v1('retrieve, a text beyond ASCII', 'GET', '/v1/messages/{tickets}', 200),
  v1('retrieve, HEAD', 'HEAD', '/v1/messages/{tickets}', 200),
  v1('retrieve, a query parameter', 'GET', '/v1/messages/{sent}?expand=contact', 400),
  v1('retrieve, an id that does not exist', 'GET', '/v1/messages/msg_nope', 404),
  v1('retrieve, a malformed percent-escape', 'GET', '/v1/messages/%E0%A4%A', 400),
  v1('retrieve, an id with an escape', 'GET', '/v1/messages/msg%5Fnope', 404),
  v1('update, reactions[like][]=ben', 'PUT', '/v1/messages/{sent}', 200, form('reactions[like][]=ben')),
  v1('update, reactions merged', 'PUT', '/v1/messages/{sent}', 200, {
    ...form('reactions[like][]=cleo&reactions[like][]=ben&reactions[wow][]=farah'),
  }),
  v1('update, attachments[0][url] appended', 'PUT', '/v1/messages/{sent}', 200, {
    ...form(
      'attachments[0][url]=https%3A%2F%2Ffiles.example.com%2Farrivals.jpg&attachments[0][content_type]=image%2Fjpeg',
    ),
  }),
  v1('update, JSON message', 'PUT', '/v1/messages/{sent}', 200, json({ message: 'Landed! Taxi to the flat now.' })),
  v1('update, JSON reactions as a map', 'PUT', '/v1/messages/{sent}', 200, json({ reactions: { '🎉': ['dev'] } })),
  v1('update, reactions[like] twice without []', 'PUT', '/v1/messages/{sent}', 400, {
    ...form('reactions[like]=dev&reactions[like]=eve'),
  }),
  v1('update, nothing to change', 'PUT', '/v1/messages/{sent}', 400, json({})),
  v1('update, a field not of a message', 'PUT', '/v1/messages/{sent}', 400, json({ read_at: 1767225600 })),
  v1('update, invalid JSON', 'PUT', '/v1/messages/{sent}', 400, { headers: asJson, body: '{"message":' }),
  v1('update, an id that does not exist', 'PUT', '/v1/messages/msg_nope', 404, json({ message: 'x' })),
  v1("update, another caller's message", 'PUT', '/v1/messages/{sent}', 404, {
    ...withHeaders(json({ message: 'mine now' }), { Authorization: 'Bearer tok_eve' }),
  }),
  v1('PATCH a message', 'PATCH', '/v1/messages/{sent}', 405, json({ message: 'x' })),
  v1('PUT the collection', 'PUT', '/v1/messages', 405, json({ message: 'x' })),
  v1('an unknown /v1 path', 'GET', '/v1/nothing', 404),
  v1('an item path one segment too deep', 'GET', '/v1/messages/{sent}/reactions', 404),
  v1('delete', 'DELETE', '/v1/messages/{map}', 200),
  v1('delete again', 'DELETE', '/v1/messages/{map}', 404),
  v1('delete, a query parameter', 'DELETE', '/v1/messages/{tickets}?force=true', 400),

  v1('no Authorization', 'GET', '/v1/messages', 401, { headers: { Authorization: '' } }),
  v1('Basic, not Bearer', 'GET', '/v1/messages', 401, { headers: { Authorization: 'Basic YW5hOnNlY3JldA==' } }),
  v1('Bearer without a token', 'GET', '/v1/messages', 401, { headers: { Authorization: 'Bearer' } }),
  v1('no token on an unknown /v1 path', 'GET', '/v1/nothing', 401, { headers: { Authorization: '' } }),
  v1('an expiring token before it expires', 'GET', '/v1/groups', 200, {
    headers: { Authorization: 'Bearer tok_ben_expiring' },
  }),
  call('move the clock past the expiry, JSON', 'POST', '/__clock', 200, json({ advance: 86401 })),
  v1('an expired token', 'GET', '/v1/groups', 401, { headers: { Authorization: 'Bearer tok_ben_expiring' } }),
  call('freeze the clock back, form', 'POST', '/__clock', 200, form('now=1767225600')),

  // A page on another origin (CORS): the engine's, so the same on every face.
  call('a preflight of a send', 'OPTIONS', '/v1/messages', 204, {
    headers: {
      Origin: 'http://app.test',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type',
    },
  }),
  call('a preflight in a tenant by path', 'OPTIONS', '/t/corpus-cors/v1/groups', 204, {
    headers: { Origin: 'http://app.test', 'Access-Control-Request-Method': 'GET' },
  }),
  v1('a list from another origin', 'GET', '/v1/groups', 200, { headers: { Origin: 'http://app.test' } }),
  v1('a 401 from another origin', 'GET', '/v1/groups', 401, {
    headers: { Origin: 'http://app.test', Authorization: '' },
  }),
  v1('an OPTIONS from another origin that is no preflight', 'OPTIONS', '/v1/messages', 405, {
    headers: { Origin: 'http://app.test' },
  }),
  call('the control plane from another origin', 'GET', '/__health', 200, { headers: { Origin: 'http://app.test' } }),
]

const groups: CorpusRow[] = [
  v1('list groups', 'GET', '/v1/groups', 200),
  v1('archived=true', 'GET', '/v1/groups?archived=true', 200),
  v1('archived=false, limit=1', 'GET', '/v1/groups?archived=false&limit=1', 200),
  v1('groups after grp_trip', 'GET', '/v1/groups?limit=1&starting_after=grp_trip', 200),
  v1('groups before grp_standup', 'GET', '/v1/groups?limit=1&ending_before=grp_standup', 200),
  v1('archived=yes', 'GET', '/v1/groups?archived=yes', 400),
  v1('groups, limit=0', 'GET', '/v1/groups?limit=0', 400),
  v1('groups, unknown parameter', 'GET', '/v1/groups?sort=name', 400),
  v1("eve's groups", 'GET', '/v1/groups', 200, { headers: { Authorization: 'Bearer tok_eve' } }),
  v1('create, form with contacts[0][username]', 'POST', '/v1/groups', 201, {
    ...form('name=Dinner+Friday&contacts[0][username]=ben&contacts[1][username]=cleo'),
    keep: { dinner: 'id', dinnerConversation: 'conversation_id' },
  }),
  v1('create, JSON by id and by a new phone number', 'POST', '/v1/groups', 201, {
    ...json({
      name: 'Climbing crew',
      avatar_url: 'https://example.com/rope.png',
      contacts: [{ id: 'ct_dev' }, { phone_number: '+15550199' }],
    }),
    keep: { crew: 'id' },
  }),
  v1('create, no name', 'POST', '/v1/groups', 400, json({})),
  v1('create, an empty name', 'POST', '/v1/groups', 400, json({ name: '' })),
  v1('create, contacts[][username] without an index', 'POST', '/v1/groups', 400, {
    ...form('name=x&contacts[][username]=ben'),
  }),
  v1('create, a contact reference of nothing', 'POST', '/v1/groups', 400, json({ name: 'x', contacts: [{}] })),
  v1(
    'send to the new group',
    'POST',
    '/v1/messages',
    201,
    form('conversation_id={dinnerConversation}&message=Who+cooks%3F'),
  ),
  v1('retrieve a group', 'GET', '/v1/groups/{dinner}', 200),
  v1('retrieve a group that does not exist', 'GET', '/v1/groups/grp_nope', 404),
  v1('update a group, form', 'PUT', '/v1/groups/{dinner}', 200, {
    ...form('name=Dinner+Saturday&contacts[0][username]=dev'),
  }),
  v1('archive a group, JSON', 'PUT', '/v1/groups/{dinner}', 200, json({ archived_at: 1767225600 })),
  v1('restore it', 'PUT', '/v1/groups/{dinner}', 200, json({ archived_at: null })),
  v1('update a group, nothing to change', 'PUT', '/v1/groups/{dinner}', 400, json({})),
  v1('update a group that does not exist', 'PUT', '/v1/groups/grp_nope', 404, json({ name: 'x' })),
  v1('POST a group', 'POST', '/v1/groups/{dinner}', 405, json({ name: 'x' })),
  v1('delete a group', 'DELETE', '/v1/groups/{crew}', 200),
  v1('delete it again', 'DELETE', '/v1/groups/{crew}', 404),
]

/** The journal, its pact and coverage, and the world a page at a time, after the /v1 rows. */
const records: CorpusRow[] = [
  call('journal, POSTs', 'GET', '/__requests?method=POST&limit=3', 200, { vary: journalTimes }),
  call('journal, a path and caller', 'GET', '/__requests?path=/v1/groups&caller=ct_ana&limit=4', 200, {
    vary: journalTimes,
  }),
  call('journal, a method in lower case', 'GET', '/__requests?method=delete', 200, { vary: journalTimes }),
  call('journal, limit=0', 'GET', '/__requests?limit=0', 400),
  call('journal, unknown parameter', 'GET', '/__requests?colour=red', 400),
  call('pact 4', 'GET', '/__pact?consumer=web&provider=messaging-api', 200),
  call('pact 3', 'GET', '/__pact?consumer=web&provider=messaging-api&spec=3', 200),
  call('pact, spec=2', 'GET', '/__pact?consumer=web&provider=messaging-api&spec=2', 400),
  call('pact, no provider', 'GET', '/__pact?consumer=web', 400),
  call('coverage', 'GET', '/__coverage', 200),
  call('coverage, Markdown', 'GET', '/__coverage?format=markdown', 200),
  call('coverage, format=pdf', 'GET', '/__coverage?format=pdf', 400),
  call('world', 'GET', '/__world', 200),
  call('world, a trailing slash and another case', 'GET', '/__World/', 200),
  call('world contacts', 'GET', '/__world/contacts?limit=2', 200, { keep: { contactsNext: 'next' } }),
  call('world contacts, next page', 'GET', '/__world/contacts?limit=2&after={contactsNext}', 200),
  call('world contacts, q', 'GET', '/__world/contacts?q=ana', 200),
  call('world contacts, limit=501', 'GET', '/__world/contacts?limit=501', 400),
  call('world conversations', 'GET', '/__world/conversations?kind=group&limit=2', 200, {
    keep: { conversationsNext: 'next' },
  }),
  call('world conversations, next page', 'GET', '/__world/conversations?kind=group&after={conversationsNext}', 200),
  call('world conversations, direct', 'GET', '/__world/conversations?kind=direct', 200),
  call('world conversations, kind=neither', 'GET', '/__world/conversations?kind=neither', 400),
  call('world conversations, an after of nothing', 'GET', '/__world/conversations?after=conv_nope', 400),
  call('world conversation', 'GET', '/__world/conversations/conv_trip', 200),
  call('world conversation that does not exist', 'GET', '/__world/conversations/conv_nope', 404),
  call('world conversation, a query parameter', 'GET', '/__world/conversations/conv_trip?x=1', 400),
  call('world timeline', 'GET', '/__world/conversations/conv_trip/messages?limit=3', 200, {
    keep: { timelineNext: 'next' },
  }),
  call('world timeline, next page', 'GET', '/__world/conversations/conv_trip/messages?after={timelineNext}', 200),
  call('world timeline of nothing', 'GET', '/__world/conversations/conv_nope/messages', 404),
  call('world search', 'GET', '/__world/messages?q=landed', 200),
  call('world search, a + for a space', 'GET', '/__world/messages?q=see+you', 200),
  call('world search, beyond ASCII', 'GET', '/__world/messages?q=Past%C3%A9is', 200),
  call('world search in a conversation', 'GET', '/__world/messages?q=a&conversation_id=conv_trip&limit=2', 200),
  call('world search, no q', 'GET', '/__world/messages', 400),
  call('world search, a conversation of nothing', 'GET', '/__world/messages?q=a&conversation_id=conv_nope', 400),
  call('state', 'GET', '/__state', 200),
  call('state, HEAD', 'HEAD', '/__state', 200),
  call('POST the state', 'POST', '/__state', 405, json({})),
  call('clear the journal', 'DELETE', '/__requests', 200),
  call('the empty journal', 'GET', '/__requests', 200),
  call('coverage after the clear', 'GET', '/__coverage?format=markdown', 200),
]

/** The clock, faults and activity: what a test sets, and what it does to /v1. */
const controls: CorpusRow[] = [
  call('clock', 'GET', '/__clock', 200),
  call('advance the clock an hour', 'POST', '/__clock', 200, json({ advance: 3600 })),
  call('clock, now and advance', 'POST', '/__clock', 400, json({ now: 1767225600, advance: 1 })),
  call('clock, neither', 'POST', '/__clock', 400, json({})),
  call('clock, invalid JSON', 'POST', '/__clock', 400, { headers: asJson, body: '{"now":' }),
  call('clock, text/plain', 'POST', '/__clock', 415, { headers: { 'Content-Type': 'text/plain' }, body: 'now=1' }),
  call('PUT the clock', 'PUT', '/__clock', 405, json({ now: 1 })),

  call('fault: the next send is a 503', 'POST', '/__faults', 201, {
    ...json({ method: 'POST', path: '/v1/messages', status: 503, delay_ms: 0 }),
  }),
  call('faults', 'GET', '/__faults', 200),
  v1('no token meets the 401, not the fault', 'POST', '/v1/messages', 401, {
    ...withHeaders(form('conversation_id=conv_trip&message=hi'), { Authorization: '' }),
  }),
  v1('the send meets the 503', 'POST', '/v1/messages', 503, form('conversation_id=conv_trip&message=hi')),
  v1('the next send goes through', 'POST', '/v1/messages', 201, form('conversation_id=conv_trip&message=hi')),
  call(
    'fault, form: two 429s on any group',
    'POST',
    '/__faults',
    201,
    form('path=%2Fv1%2Fgroups%2F*&status=429&times=2'),
  ),
  call('fault, JSON: a 504 on any GET', 'POST', '/__faults', 201, json({ method: 'get', status: 504, delay_ms: 0 })),
  v1('a group meets the 429', 'GET', '/v1/groups/grp_trip', 429),
  v1('a group update meets the second 429', 'PUT', '/v1/groups/grp_trip', 429, json({ name: 'x' })),
  v1('a list meets the 504', 'GET', '/v1/messages?limit=1', 504),
  call('faults, used up', 'GET', '/__faults', 200),
  call('fault: a delay only', 'POST', '/__faults', 201, json({ path: '/v1/groups', delay_ms: 0, times: 5 })),
  call('fault, status 418', 'POST', '/__faults', 400, json({ status: 418 })),
  call('fault, an unknown field', 'POST', '/__faults', 400, json({ colour: 'red' })),
  call('fault, a delay over a minute', 'POST', '/__faults', 400, json({ delay_ms: 60001 })),
  call('clear the faults', 'DELETE', '/__faults', 200),

  call('activity, off', 'GET', '/__activity', 200),
  call('put a small rule set in force', 'POST', '/__activity', 200, {
    ...json({
      seed: 7,
      rules: [
        { action: 'reply', delay: { min: 5, max: 20 }, conversations: ['conv_trip'] },
        { action: 'read', delay: { min: 2, max: 2 } },
        { action: 'react', probability: 1, reactions: ['🎉', '👍'], conversations: ['conv_trip'] },
      ],
      script: [
        { after: 30, contact: 'ct_ben', conversation_id: 'conv_dm_ana_ben', action: 'send', message: 'Landing at 6' },
      ],
    }),
  }),
  v1('a send the rules follow', 'POST', '/v1/messages', 201, form('conversation_id=conv_trip&message=Anyone+up%3F')),
  call('activity, pending', 'GET', '/__activity', 200),
  call('advance the clock past them', 'POST', '/__clock', 200, json({ advance: 120 })),
  call('activity, happened', 'GET', '/__activity', 200),
  v1('what the others did', 'GET', '/v1/messages?conversation_id=conv_trip&limit=3', 200),
  call('activity, a send rule without every', 'POST', '/__activity', 400, json({ rules: [{ action: 'send' }] })),
  call('activity, a preset that does not exist', 'POST', '/__activity', 400, json({ preset: 'loud' })),
  call('activity, a conversation of nothing', 'POST', '/__activity', 400, {
    ...json({ rules: [{ action: 'read', conversations: ['conv_nope'] }] }),
  }),
  call('stop the activity', 'DELETE', '/__activity', 200),
  call('release the clock', 'DELETE', '/__clock', 200, { vary: realClock }),
  call('clock, released', 'GET', '/__clock', 200, { vary: realClock }),
  call('freeze it again', 'POST', '/__clock', 200, json({ now: 1767225600 })),
]

/** Tenants by header and by prefix, a bad name, the two disagreeing, and the list of them. */
const tenants: CorpusRow[] = [
  v1('a tenant by header', 'GET', '/v1/groups', 200, { headers: { 'X-Mock-Tenant': 'w1' } }),
  v1('a tenant by prefix', 'GET', '/t/w1/v1/groups?limit=1', 200),
  v1('send in a tenant', 'POST', '/t/w1/v1/messages', 201, form('conversation_id=conv_trip&message=Only+in+w1')),
  v1('header and prefix agreeing', 'GET', '/t/w1/v1/messages?limit=1', 200, { headers: { 'X-Mock-Tenant': 'w1' } }),
  v1('header and prefix disagreeing', 'GET', '/t/w1/v1/messages?limit=1', 400, { headers: { 'X-Mock-Tenant': 'w2' } }),
  v1('a bad tenant name in the header', 'GET', '/v1/messages', 400, { headers: { 'X-Mock-Tenant': 'not a name' } }),
  v1('a bad tenant name in the prefix', 'GET', '/t/bad!name/v1/messages', 400),
  v1('an empty tenant prefix', 'GET', '/t//v1/messages', 400),
  call("a tenant's health", 'GET', '/t/w1/__health', 200),
  call("a tenant's journal", 'GET', '/t/w1/__requests', 200, { vary: journalTimes }),
  call("a tenant's journal by header", 'GET', '/__requests?limit=1', 200, {
    headers: { 'X-Mock-Tenant': 'w1' },
    vary: journalTimes,
  }),
  call("a tenant's world", 'GET', '/t/w1/__world', 200),
  call("a tenant's clock, moved", 'POST', '/t/w2/__clock', 200, json({ advance: 60 })),
  call('tenants', 'GET', '/__tenants', 200, { vary: tenantTimes }),
  call("one tenant's coverage", 'GET', '/__coverage?tenants=w1', 200),
  call("every tenant's coverage", 'GET', '/__coverage?tenants=all&format=markdown', 200),
  call('coverage of a bad tenant name', 'GET', '/__coverage?tenants=bad!', 400),
  call('coverage of no such tenant', 'GET', '/__coverage?tenants=nobody', 404),
  call('drop a tenant', 'DELETE', '/__tenants/w1', 200),
  call('drop it again', 'DELETE', '/__tenants/w1', 404),
  call('drop the default tenant', 'DELETE', '/__tenants/default', 400),
  call('reset a tenant by prefix', 'POST', '/t/w2/__reset', 200),
  call('tenants, after the drop', 'GET', '/__tenants', 200, { vary: tenantTimes }),
]

/** Fixture loads, named and posted; then the reset, the final state, and paths that do not exist. */
const fixtures: CorpusRow[] = [
  call('load a document', 'POST', '/__fixtures', 200, json(smallWorld)),
  v1('the loaded world', 'GET', '/v1/groups', 200, { headers: { Authorization: 'Bearer tok_yan' } }),
  call('load an invalid document', 'POST', '/__fixtures', 400, json({ contacts: 'none', colour: 'red' })),
  call('load invalid JSON', 'POST', '/__fixtures', 400, { headers: asJson, body: '{"contacts":[' }),
  call('load the named fixture empty', 'POST', '/__fixtures/empty', 200),
  call('the empty world', 'GET', '/__world', 200),
  call('load a fixture of no such name', 'POST', '/__fixtures/nope', 404),
  call('load a fixture of a bad name', 'POST', '/__fixtures/bad..name', 400),
  call('GET a named fixture', 'GET', '/__fixtures/empty', 405),
  call('load the named fixture default', 'POST', '/__fixtures/default', 200),
  call('reset', 'POST', '/__reset', 200),
  call('the state after the reset', 'GET', '/__state', 200),
  call('the world after the reset', 'GET', '/__world', 200),
  call('an unknown control path', 'GET', '/__nothing', 404),
  call('a control path one segment too deep', 'GET', '/__world/conversations/conv_trip/messages/x', 404),
  call('a path outside /v1 and /__', 'GET', '/nothing', 404),
  call('health, in another case', 'GET', '/__HEALTH', 200),
]

/**
 * The corpus for two mocks started with `seed: 1` and `clock: 1767225600` over the default
 * fixture: every /v1 operation and every control-plane call, good and bad input, JSON and form
 * bodies, tenants. The control plane's reads come first, so they see the world as started.
 */
export const corpus: CorpusRow[] = [
  call('health', 'GET', '/__health', 200),
  call('health, HEAD', 'HEAD', '/__health', 200),
  call('the OpenAPI document', 'GET', '/__openapi.json', 200),
  call('fixture names', 'GET', '/__fixtures', 200),
  call('world as started', 'GET', '/__world', 200),
  call('clock as started', 'GET', '/__clock', 200),
  call('state as started', 'GET', '/__state', 200),
  ...messages,
  ...groups,
  ...records,
  ...controls,
  ...tenants,
  ...fixtures,
]

/** The corpus for two mocks started with `adminToken: 'secret'` too. */
export const adminCorpus: CorpusRow[] = [
  call('health needs no token', 'GET', '/__health', 200),
  call('the journal without a token', 'GET', '/__requests', 401),
  call('the journal with a /v1 token', 'GET', '/__requests', 401, { headers: ana }),
  call('the journal with a wrong token', 'GET', '/__requests', 401, { headers: { Authorization: 'Bearer secrets' } }),
  call('the OpenAPI document without a token', 'GET', '/__openapi.json', 401),
  call('a reset without a token', 'POST', '/__reset', 401),
  call('an unknown control path without a token', 'GET', '/__nothing', 401),
  call('an unknown control path with the token', 'GET', '/__nothing', 404, {
    headers: { Authorization: 'Bearer secret' },
  }),
  v1('/v1 with a /v1 token', 'GET', '/v1/groups?limit=1', 200),
  call('the journal with the token', 'GET', '/__requests', 200, {
    headers: { Authorization: 'Bearer secret' },
    vary: journalTimes,
  }),
  call('a fault with the token', 'POST', '/__faults', 201, {
    ...withHeaders(json({ status: 500, delay_ms: 0 }), { Authorization: 'Bearer secret' }),
  }),
  v1('/v1 meets it', 'GET', '/v1/groups?limit=1', 500),
  call('a reset with the token', 'POST', '/__reset', 200, { headers: { Authorization: 'Bearer secret' } }),
  call('the clock with the token, by prefix', 'GET', '/t/w1/__clock', 200, {
    headers: { Authorization: 'Bearer secret' },
  }),
  call('tenants without a token', 'GET', '/__tenants', 401),
  call('tenants with the token', 'GET', '/__tenants', 200, {
    headers: { Authorization: 'Bearer secret' },
    vary: tenantTimes,
  }),
]

const message = JSON.stringify({ conversation_id: 'conv_trip', message: 'Compressed' })
const compressed = (encoding: string, bytes: Uint8Array): More => ({
  headers: { ...asJson, 'Content-Encoding': encoding },
  body: new Uint8Array(bytes),
})

/**
 * Bodies in every content encoding the server reads (gzip, deflate, in any case) and those it
 * refuses, for two more mocks started as the first. Brotli is `brotliCorpus`: the fetch face reads
 * it where the platform's DecompressionStream does (Node 22 and later, recent browsers).
 */
export const encodingCorpus: CorpusRow[] = [
  v1('gzip', 'POST', '/v1/messages', 201, compressed('gzip', gzipSync(message))),
  v1('GZIP in upper case', 'POST', '/v1/messages', 201, compressed('GZIP', gzipSync(message))),
  v1('deflate', 'POST', '/v1/messages', 201, compressed('deflate', deflateSync(message))),
  v1('identity', 'POST', '/v1/messages', 201, {
    headers: { ...asJson, 'Content-Encoding': 'identity' },
    body: message,
  }),
  v1('gzip that does not decompress', 'POST', '/v1/messages', 400, {
    headers: { ...asJson, 'Content-Encoding': 'gzip' },
    body: message,
  }),
  v1('gzip of more than 1 MiB', 'POST', '/v1/messages', 413, compressed('gzip', gzipSync(overMebibyte))),
  v1('two codings', 'POST', '/v1/messages', 415, compressed('gzip, gzip', gzipSync(gzipSync(message)))),
  v1('a coding of neither', 'POST', '/v1/messages', 415, {
    headers: { ...asJson, 'Content-Encoding': 'compress' },
    body: message,
  }),
  v1('gzip without a token', 'POST', '/v1/messages', 401, {
    ...compressed('gzip', gzipSync(message)),
    headers: { ...asJson, 'Content-Encoding': 'gzip', Authorization: '' },
  }),
  call('the journal of the encodings', 'GET', '/__requests?limit=9', 200, { vary: journalTimes }),
]

/** Brotli bodies, for a pair of their own: the same answers where the platform decompresses brotli. */
export const brotliCorpus: CorpusRow[] = [
  v1('br', 'POST', '/v1/messages', 201, compressed('br', brotliCompressSync(message))),
  v1('br without a token', 'POST', '/v1/messages', 401, {
    ...compressed('br', brotliCompressSync(message)),
    headers: { ...asJson, 'Content-Encoding': 'br', Authorization: '' },
  }),
  call('the journal of the br bodies', 'GET', '/__requests?limit=2', 200, { vary: journalTimes }),
]

/**
 * Headers a transport owns, not the engine: the date, the connection's management and the body's
 * framing (Node's server sends them, a `Response` in-process has none). Every other header, CORS's
 * included, must be the same.
 */
const transportHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
const isTransportHeader = (name: string) => transportHeaders.has(name)

/** A face of a mock: sends a request (a path after the mock's base URL) and gives the web `Response`. */
export type Face = (path: string, init: RequestInit) => Promise<Response>

/** What a face answered to a row, as compared. */
interface Answer {
  status: number
  headers: Record<string, string>
  text: string
}

/** `{name}` in a text replaced by what an earlier row kept; the names that were not kept. */
function filled(text: string, kept: Map<string, string>, missing: Set<string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = kept.get(name)
    if (value === undefined) missing.add(name)
    return value ?? whole
  })
}

/** Sends a row to a face and reads its answer; keeps what the row says later rows use. */
async function answerOf(row: CorpusRow, face: Face, kept: Map<string, string>, missing: Set<string>): Promise<Answer> {
  const body = typeof row.body === 'string' ? filled(row.body, kept, missing) : row.body
  const response = await face(filled(row.path, kept, missing), { method: row.method, headers: row.headers, body })
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!isTransportHeader(name)) headers[name] = value
  })
  let text = await response.text()
  for (const field of row.vary ?? []) text = text.replace(new RegExp(`"${field}":-?[0-9.eE+-]+`, 'g'), `"${field}":"…"`)
  for (const [name, path] of Object.entries(row.keep ?? {})) {
    const value = valueAt(text, path)
    if (typeof value === 'string') kept.set(name, value)
  }
  return { status: response.status, headers, text }
}

/** The value at a dot path (`data.1.id`) of a JSON text, or undefined. */
function valueAt(text: string, path: string): unknown {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  for (const step of path.split('.')) value = (value as Record<string, unknown> | null)?.[step]
  return value
}

/**
 * What differs between the server's answer to a row and the other face's (named `other` in the
 * lines), and from the status the row expects; each line names the row.
 */
function differences(row: CorpusRow, overHttp: Answer, answer: Answer, other: string): string[] {
  const name = `${row.label} (${row.method} ${row.path})`
  const found: string[] = []
  if (overHttp.status !== row.status) found.push(`${name}: the server answered ${overHttp.status}, not ${row.status}`)
  if (overHttp.status !== answer.status)
    found.push(`${name}: status: server ${overHttp.status}, ${other} ${answer.status}`)
  const names = [...new Set([...Object.keys(overHttp.headers), ...Object.keys(answer.headers)])].sort()
  for (const header of names)
    if (overHttp.headers[header] !== answer.headers[header])
      found.push(`${name}: ${header}: server ${overHttp.headers[header]}, ${other} ${answer.headers[header]}`)
  if (overHttp.text !== answer.text) {
    let at = 0
    while (overHttp.text[at] === answer.text[at]) at++
    const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 40))
    found.push(
      `${name}: body (${overHttp.text.length} and ${answer.text.length} characters) differs at ${at}: server ${around(overHttp.text)}, ${other} ${around(answer.text)}`,
    )
  }
  return found
}

/**
 * Replays rows one at a time, in order, through the server over HTTP and through another face of
 * a mock started alike (`other` names it in the lines); every difference, of every row.
 */
export async function replay(rows: CorpusRow[], overHttp: Face, face: Face, other: string): Promise<string[]> {
  const keptOverHttp = new Map<string, string>()
  const keptByFace = new Map<string, string>()
  const mismatches: string[] = []
  for (const row of rows) {
    const missing = new Set<string>()
    const served = await answerOf(row, overHttp, keptOverHttp, missing)
    const answer = await answerOf(row, face, keptByFace, missing)
    for (const name of missing) mismatches.push(`${row.label}: no earlier row kept {${name}}`)
    mismatches.push(...differences(row, served, answer, other))
  }
  return mismatches
}
