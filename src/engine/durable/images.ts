import type { Recorded } from '../control/journal.js'
import { Problem } from '../core/errors.js'
import type { Fixture } from '../core/types.gen.js'
import { bytesOf, fromUtf8Bytes, type Kept, keptText } from '../core/wire.js'
import { Clock, type TimestampUnit } from '../store/clock.js'
import type { CowMap } from '../store/cow-map.js'
import { fixtureMessage } from '../store/export.js'
import { groupView } from '../store/groups.js'
import { IdGenerator } from '../store/ids.js'
import { messageView } from '../store/messages.js'
import { keptMaps, type State } from '../store/state.js'
import { buildWorld, type World } from '../store/world.js'
import type {
  AnswerRecords,
  Change,
  KeptTenant,
  RequestImage,
  TenantHead,
  TenantMeta,
  WorldHead,
  WorldItems,
} from './changes.js'

/** How many items one change of a snapshot carries: small enough to write between other requests. */
export const itemsPerChange = 500

/** A world as changes: its head, then its items in pieces, each list in the world's own order. */
export function* worldChanges(world: World, id: number, unit: TimestampUnit): Generator<Change> {
  const tokens: NonNullable<Fixture['tokens']> = {}
  for (const [token, { contact, expires_at }] of world.tokens)
    tokens[token] = expires_at === null ? contact : { contact, expires_at }
  const head: WorldHead = {
    id,
    timestamp_unit: unit,
    default_caller: world.defaultCaller,
    tokens,
    activity: world.activity,
    ids: world.ids.position,
    nextSeq: world.nextSeq,
  }
  yield { kind: 'world', world: head }
  const lists = {
    contacts: pieces(world.contacts.values(), (c) => ({ ...c })),
    // A world's maps hold its records in creation order (buildWorld numbers them as it adds them),
    // so they are walked as they are: at a million messages, no array of them all is made.
    groups: pieces(world.groups.values(), ({ seq, ...g }) => ({ ...g, contacts: [...g.contacts] })),
    conversations: pieces(world.conversations.values(), (c) =>
      c.group_id === null ? { id: c.id, participants: [...c.participants] } : undefined,
    ),
    messages: pieces(world.messages.values(), fixtureMessage),
  }
  for (const [list, parts] of Object.entries(lists))
    for (const items of parts) yield { kind: 'world-items', world: id, items: { [list]: items } }
}

/** The world of a `world` change and the items that followed it, as it was built: ids, order and seq alike. */
export function worldOf(head: WorldHead, items: Required<WorldItems>): World {
  const clock = new Clock(head.timestamp_unit)
  const world = buildWorld(
    {
      default_caller: head.default_caller ?? undefined,
      tokens: head.tokens,
      ...items,
      ...(head.activity === null ? {} : { activity: head.activity }),
    },
    'the state directory',
    IdGenerator.resume(head.ids),
    clock,
  )
  return { ...world, nextSeq: head.nextSeq }
}

/** The changes of a tenant's state against its world, in pieces. `maps` are the state's maps, or snapshots of them. */
export function* recordChanges(
  tenant: string,
  maps: Record<(typeof keptMaps)[number], CowMap<string, unknown>>,
  counters: { ids: number | null; seq: number },
): Generator<Change> {
  for (const name of keptMaps) {
    let batch: [string, unknown][] = []
    for (const [key, value] of maps[name].overlay()) {
      batch.push([key, value ?? null])
      if (batch.length >= itemsPerChange) {
        yield { kind: 'records', tenant, maps: { [name]: batch }, ...counters }
        batch = []
      }
    }
    if (batch.length > 0) yield { kind: 'records', tenant, maps: { [name]: batch }, ...counters }
  }
}

/** The kept maps of a state, each as it stands now (O(changes)): what a snapshot reads later. */
export function snapshotMaps(state: State): Record<(typeof keptMaps)[number], CowMap<string, unknown>> {
  return Object.fromEntries(keptMaps.map((name) => [name, state.map(name).snapshot()])) as Record<
    (typeof keptMaps)[number],
    CowMap<string, unknown>
  >
}

export function metaOf(tenant: KeptTenant): TenantMeta {
  return {
    clock: tenant.clock.frozen ? tenant.clock.now() : null,
    faults: tenant.faults.image(),
    activity: tenant.activity.image(),
    origin: { ...tenant.origin },
    ...(tenant.lease === null ? {} : { lease: tenant.lease }),
  }
}

export function headOf(tenant: KeptTenant, world: number): TenantHead {
  return {
    name: tenant.name,
    createdAt: tenant.createdAt,
    lastUsedAt: tenant.lastUsedAt,
    world,
    ids: tenant.state.ids.position,
    seq: tenant.state.sequence,
    meta: metaOf(tenant),
    left: tenant.journal.leftImage(),
  }
}

/** Puts a tenant's meta back as it was kept. */
export function applyMeta(tenant: KeptTenant, meta: TenantMeta): void {
  if (meta.clock === null) tenant.clock.release()
  else tenant.clock.freeze(meta.clock)
  tenant.faults.restore(meta.faults)
  tenant.origin = meta.origin
  tenant.activity.restore(meta.activity)
  tenant.lease = meta.lease ?? null
}

/** A journaled request as data; `answer` is its body as it went out. */
export function requestImage(r: Recorded, answer: RequestImage['answer']): RequestImage {
  const mark = r.url.indexOf('?')
  return {
    method: r.method,
    url: r.url,
    path: r.path === (mark === -1 ? r.url : r.url.slice(0, mark)) ? undefined : r.path,
    caller: r.caller,
    status: r.status,
    ms: r.ms,
    at: r.at,
    query: r.query,
    body: r.body,
    raw: r.raw === undefined ? undefined : oneByteText(r.raw),
    rawBytes: r.rawBytes,
    authorization: r.authorization,
    contentType: r.contentType,
    problem:
      r.problem === undefined
        ? undefined
        : { code: r.problem.code, detail: r.problem.detail, errors: r.problem.errors, headers: r.problem.headers },
    answerType: r.answerType,
    answerHeaders: r.answerHeaders,
    why: r.why,
    world: r.world,
    answer,
  }
}

/** The same, for a snapshot: the answer's text rebuilt from what the journal kept. */
export function keptRequestImage(r: Recorded): RequestImage {
  return requestImage(r, r.answer === undefined ? null : { text: keptText(r.answer), utf8: false })
}

/**
 * What a request answered, as the ids of what it showed, when the journal kept its page or view (a
 * list, a retrieve, a create or an update): a state's records at that moment (for a write, just
 * after it) make it again (`recordedOf`).
 */
export function answerRecords(r: Recorded): AnswerRecords | undefined {
  const kept = r.answer
  if (kept === undefined || typeof kept === 'string') return undefined
  const records = r.path.startsWith('/v1/groups') ? 'groups' : 'messages'
  if ('view' in kept) return { records, ids: [(kept.view as { id: string }).id], more: null }
  return { records, ids: kept.data.map((view) => (view as { id: string }).id), more: kept.has_more }
}

/** An answer the journal kept as its text (a write's, a problem), as the change keeps it. */
export function answerText(r: Recorded): RequestImage['answer'] {
  return typeof r.answer === 'string' ? { text: r.answer, utf8: false } : null
}

/** The page or view a read showed, made again from the records of `state` (as they were when it was answered). */
function keptOf(state: State, answer: AnswerRecords): Kept | undefined {
  const views: object[] = []
  for (const id of answer.ids) {
    if (answer.records === 'groups') {
      const group = state.groups.get(id)
      if (group === undefined) return undefined
      views.push(groupView(state, group))
    } else {
      const message = state.messages.get(id)
      if (message === undefined) return undefined
      views.push(messageView(state, message))
    }
  }
  return answer.more === null ? { view: views[0] } : { has_more: answer.more, data: views }
}

/** A journaled request back from its image; `state` is its tenant's as the changes before it left it. */
export function recordedOf(image: RequestImage, state: State): Recorded {
  const { problem, answer } = image
  const mark = image.url.indexOf('?')
  return {
    method: image.method,
    url: image.url,
    path: image.path ?? (mark === -1 ? image.url : image.url.slice(0, mark)),
    caller: image.caller,
    status: image.status,
    ms: image.ms,
    at: image.at,
    // A change written before lines left out what is absent has nulls there.
    query: image.query ?? undefined,
    body: image.body ?? undefined,
    raw: image.raw == null ? undefined : bytesOf(image.raw),
    rawBytes: image.rawBytes,
    authorization: image.authorization ?? undefined,
    contentType: image.contentType ?? undefined,
    problem: problem == null ? undefined : new Problem(problem.code, problem.detail, problem.errors, problem.headers),
    answer:
      answer === null
        ? undefined
        : 'records' in answer
          ? keptOf(state, answer)
          : answer.utf8
            ? fromUtf8Bytes(answer.text)
            : answer.text,
    answerType: image.answerType ?? undefined,
    answerHeaders: image.answerHeaders ?? undefined,
    world: image.world,
    why: image.why ?? [],
  }
}

const ascii = new TextDecoder()

/** Whether every byte is below 0x80: UTF-8's text of them is then one character a byte. */
function allAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] > 0x7f) return false
  return true
}

/**
 * Bytes as a string of one character a byte, which JSON keeps exactly. A body of ASCII (nearly
 * every body: a form is percent-encoded) is decoded natively; `fromCharCode.apply` of a typed
 * array, the way for the others, cost a POST more than the keeper's every other step (a profile).
 */
function oneByteText(bytes: Uint8Array): string {
  if (allAscii(bytes)) return ascii.decode(bytes)
  let out = ''
  for (let i = 0; i < bytes.length; i += 8192)
    out += String.fromCharCode.apply(null, bytes.subarray(i, i + 8192) as unknown as number[])
  return out
}

/** `items` through `f` (undefined leaves one out), in arrays of at most `itemsPerChange`. */
function* pieces<T, U>(items: Iterable<T>, f: (item: T) => U | undefined): Generator<U[]> {
  let batch: U[] = []
  for (const item of items) {
    const out = f(item)
    if (out === undefined) continue
    batch.push(out)
    if (batch.length >= itemsPerChange) {
      yield batch
      batch = []
    }
  }
  if (batch.length > 0) yield batch
}
