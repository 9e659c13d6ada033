import { formatDuration } from '../core/durations.js'
import { invalidParameter, notFound } from '../core/errors.js'
import { defaultTenant, tenantName } from '../core/tenants.js'
import type { ActivityInput, ClockInput, FaultInput } from '../core/types.gen.js'
import { checkedBody } from '../request/body.js'
import type { MockContext, TenantContext } from '../request/context.js'
import type { ControlPath } from './control-plane.js'

const smallBody = {
  413: 'Body over 1 MiB (`payload_too_large`).',
  415: 'Body neither JSON nor form-encoded (`unsupported_media_type`).',
}

/**
 * What a test sets: the clock, injected faults, the activity, and the tenants of the server. Entries of the
 * control plane's table (src/engine/routes/control-plane.ts).
 */
export const controlPaths: ControlPath[] = [
  {
    path: '/__clock',
    get: {
      id: 'read_clock',
      summary: 'Read the clock',
      description: 'The time every timestamp the tenant sets comes from, and whether it is frozen.',
      answer: { schema: 'clock.schema.json', description: 'The clock.' },
      handle: ({ exchange, tenant }) => exchange.json(200, clockState(tenant())),
    },
    post: {
      id: 'set_clock',
      summary: 'Freeze or move the clock',
      description:
        '{ now } freezes the clock there; { advance } moves a frozen clock by whole seconds. Moved forward, it first runs the activity due by then (GET /__activity), in time order, each action at its own time; a move that would run more than 10,000 actions is refused.',
      body: { schema: 'clockInput' },
      answer: { schema: 'clock.schema.json', description: 'The clock.' },
      refuses:
        'A body other than { now } or { advance }, advance on a clock that is not frozen, a move that would run more than 10,000 actions of the activity (`invalid_parameter`, `unknown_parameter`, `invalid_body`)',
      problems: smallBody,
      handle: ({ exchange, tenant, mock }) => {
        const input = checkedBody<ClockInput>(mock.validators, 'clockInput', exchange)
        const current = tenant()
        if (input.now !== undefined) current.freezeClock(input.now)
        else current.advanceClock(input.advance ?? 0)
        return exchange.json(200, clockState(tenant()))
      },
    },
    delete: {
      id: 'release_clock',
      summary: 'Return the clock to real time',
      description: 'The clock runs with the real time again.',
      answer: { schema: 'clock.schema.json', description: 'The clock.' },
      handle: ({ exchange, tenant }) => {
        tenant().releaseClock()
        return exchange.json(200, clockState(tenant()))
      },
    },
  },
  {
    path: '/__faults',
    get: {
      id: 'list_faults',
      summary: 'List the active faults',
      description: 'The faults not yet used up, in the order they were added.',
      answer: { schema: 'fault-list.schema.json', description: 'The faults.' },
      handle: ({ exchange, tenant }) => exchange.json(200, { data: tenant().faults.all() }),
    },
    post: {
      id: 'add_fault',
      summary: 'Inject a fault',
      description:
        'The next `times` /v1 requests whose method and path match wait delay_ms and, with a status, answer it without running: 429 `rate_limited`, 500 `internal`, 502 `bad_gateway`, 503 `unavailable`, 504 `timeout`. Faults are matched after the token check.',
      body: { schema: 'faultInput' },
      answer: { status: 201, schema: 'fault.schema.json', description: 'The fault, with its id.' },
      refuses: 'An invalid or unknown field (`invalid_parameter`, `unknown_parameter`, `invalid_body`)',
      problems: smallBody,
      handle: ({ exchange, tenant, mock }) => {
        return exchange.json(
          201,
          tenant().faults.add(checkedBody<FaultInput>(mock.validators, 'faultInput', exchange) as never),
        )
      },
    },
    delete: {
      id: 'clear_faults',
      summary: 'Remove every fault',
      description: 'Answers the list of faults, now empty.',
      answer: { schema: 'fault-list.schema.json', description: 'No faults.' },
      handle: ({ exchange, tenant }) => {
        tenant().faults.clear()
        return exchange.json(200, { data: [] })
      },
    },
  },
  {
    path: '/__activity',
    get: {
      id: 'read_activity',
      summary: 'Read the activity',
      description:
        'What the other participants of the conversations do on their own (docs/activity.md): the configuration in force, the actions pending, soonest first, and those that happened or were cancelled, newest first.',
      answer: { schema: 'activity.schema.json', description: 'The activity.' },
      handle: ({ exchange, tenant }) => exchange.json(200, tenant().activity.view()),
    },
    post: {
      id: 'set_activity',
      summary: 'Put an activity in force',
      description:
        "A preset, rules and a scripted timeline of what the other participants do: they reply to, react to and read what a client sends, write on their own, as they could through /v1, at the tenant's clock. It replaces the activity in force and what was pending; the script counts from now. A frozen clock runs what is due when POST /__clock moves it; the real one on timers. POST /__reset goes back to the activity of the fixture or of --activity.",
      body: { schema: 'activityInput' },
      answer: { schema: 'activity.schema.json', description: 'The activity, now in force.' },
      refuses:
        'An invalid or unknown field, a `me`, conversation, contact or message the world lacks, a scripted contact outside its conversation, a delay whose max is below its min (`invalid_parameter`, `unknown_parameter`, `invalid_body`)',
      problems: smallBody,
      handle: async ({ exchange, tenant, mock }) => {
        const current = tenant()
        await current.setActivity(checkedBody<ActivityInput>(mock.validators, 'activityInput', exchange))
        return exchange.json(200, current.activity.view())
      },
    },
    delete: {
      id: 'stop_activity',
      summary: 'Stop the activity',
      description: 'Nothing happens on its own any more: what was pending is dropped; what happened stays listed.',
      answer: { schema: 'activity.schema.json', description: 'The activity, off.' },
      handle: ({ exchange, tenant }) => {
        const { activity } = tenant()
        activity.set(null)
        return exchange.json(200, activity.view())
      },
    },
  },
  {
    path: '/__tenants',
    tenant: false,
    get: {
      id: 'list_tenants',
      summary: 'List the tenants',
      description:
        'Every tenant of the server, with its counts, when it was created and last used, its lease (X-Mock-Tenant-Lease) and when it ends unless it is used before (its lease, or --tenant-idle). Tenants that ran out are ended before the list is made.',
      answer: { schema: 'tenant-list.schema.json', description: 'The tenants.' },
      handle: async ({ exchange, mock }) => {
        const data = (await mock.listTenants()).map((t) => ({
          name: t.name,
          counts: t.counts,
          created_at: inUnit(mock, t.createdAt),
          last_used_at: inUnit(mock, t.lastUsedAt),
          lease: t.lease === null ? null : formatDuration(t.lease),
          ends_at: t.endsAt === null ? null : inUnit(mock, t.endsAt),
        }))
        return exchange.json(200, { data })
      },
    },
  },
  {
    path: '/__tenants/{name}',
    tenant: false,
    parameters: {
      name: {
        description: 'A tenant, as GET /__tenants lists them: 1 to 64 of A-Z a-z 0-9 . _ - (ci-1).',
        schema: 'tenant-list.schema.json#/$defs/name',
      },
    },
    delete: {
      id: 'delete_tenant',
      summary: 'Drop a tenant',
      description: 'Drops the tenant and everything in it; `default` can be reset (POST /__reset), not dropped.',
      answer: { schema: 'tenant-deleted.schema.json', description: 'The tenant is dropped.' },
      refuses: 'The name is `default`',
      problems: { 404: 'No tenant of that name (`not_found`).' },
      handle: async ({ exchange, params, mock }) => {
        const name = params.name
        if (!tenantName.test(name)) throw notFound('tenant')
        // `default` is every server's: it is always there to be refused.
        if (name === defaultTenant) throw invalidParameter('name', 'default can be reset (POST /__reset), not dropped')
        if (!(await mock.removeTenant(name))) throw notFound('tenant')
        return exchange.json(200, { name, deleted: true })
      },
    },
  },
]

function clockState(tenant: TenantContext) {
  return { now: tenant.clock.now(), frozen: tenant.clock.frozen }
}

function inUnit(mock: MockContext, ms: number): number {
  return mock.options.timestampUnit === 'ms' ? ms : Math.floor(ms / 1000)
}
