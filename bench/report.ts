import { availableParallelism, cpus, release, totalmem, type } from 'node:os'
import { describeMemory, sendRate, sendRules } from './activity.js'
import type { AgainstResult } from './against.js'
import { type BesideResult, besides, searchQuery } from './beside.js'
import { type DurabilityResult, durabilityTargets } from './durability.js'
import { count, mib, micros, ms, table, times } from './format.js'
import { median, percentile } from './load.js'
import type { LoggingResult } from './logging.js'
import { type MswResult, mswGoals, mswWayLabels, mswWays } from './msw.js'
import { type BenchOptions, phases } from './options.js'
import { type PreloadResult, preloadTenant, preloadWayLabels, preloadWays } from './preload.js'
import type { ProxyResult } from './proxy.js'
import { type ServerName, serverLabels, serverNames } from './servers.js'
import type { SizeResult } from './sizes.js'
import type { StartupResult } from './startup.js'
import { type Target, targets } from './targets.js'
import { tenantCallLabels } from './tenant-calls.js'
import { leaseWayLabels, type TenantsResult } from './tenants.js'
import type { ThroughputResult } from './throughput.js'
import type { WorkerdResult } from './workerd.js'

/** The headers of the tables, which the bench's own test checks. */
export const headers = {
  throughput: ['scenario', 'server', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/req'],
  ratios: ['scenario', 'mock req/s', 'vs bare (req/s)', 'vs bare (CPU)', 'vs Express (req/s)', 'vs Express (CPU)'],
  logging: ['request log of the mock', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/req'],
  startup: ['server', 'startup ms (median)'],
  lists: ['list', 'messages', 'p50 ms', 'p99 ms', 'server CPU µs/req', 'p50 vs smallest'],
  sizes: [
    'messages',
    'load ms',
    'RSS after load',
    'B/message after load',
    'RSS after runs',
    'POST /__reset ms',
    'new tenant ms',
    'first POST after reset ms',
  ],
  beside: [
    'beside the reads',
    'messages',
    'p50 ms',
    'p99 ms',
    'max ms',
    'p99 vs nothing beside',
    'server CPU',
    'done beside (all rounds)',
  ],
  proxy: [
    'mock processes',
    'tenants per process',
    'req/s through nginx',
    'p50 ms',
    'p99 ms',
    'req/s to one process directly',
  ],
  against: [
    'scenario',
    'this tree µs/req',
    'the ref µs/req',
    'CPU ratio (this ÷ ref)',
    'paired ratio',
    'this tree req/s',
    'the ref req/s',
  ],
  msw: [
    'request',
    'MSW run by',
    "the mock's handlers µs/req",
    'hand-written @msw/data µs/req',
    'MSW answering a constant µs/req',
    'over HTTP µs/req (client + server)',
    `HTTP ÷ MSW (goal ≥ ${mswGoals.httpOverMsw})`,
    `MSW ÷ hand-written (goal ≤ ${mswGoals.mswOverAnchor})`,
    'HTTP ÷ constant',
  ],
  durability: [
    'scenario',
    'without µs/req',
    'with --state-dir µs/req',
    'paired ratio (with ÷ without)',
    'at most',
    'with --fsync always µs/req',
    'paired ratio (always ÷ without)',
    'without req/s',
    'with req/s',
  ],
  restore: [
    'messages in the snapshot',
    'writes since',
    'snapshot',
    'log since',
    'restart ms (median)',
    'start from the fixture alone ms (median)',
    'SIGTERM to exit ms (median)',
    'RSS after restart',
  ],
  fold: [
    'messages',
    'log folded',
    'snapshot',
    'fold ms',
    'reads during it',
    'median ms',
    '99th percentile ms',
    'slowest ms',
    `over ${durabilityTargets.foldWaitMs} ms`,
  ],
  workerd: [
    'scenario',
    'Node server µs/req',
    'workerd µs/req',
    'paired ratio (workerd ÷ Node)',
    'workerd answering a constant µs/req',
    'Node server req/s',
    'workerd req/s',
    'Node p50 ms',
    'workerd p50 ms',
  ],
  workerdWorlds: [
    'messages in the tenant',
    'fixture document',
    'POST /__fixtures ms',
    'workerd RSS after the load (over idle)',
    "the object's SQLite files",
    'first request after a restart ms',
    'next request ms',
    'workerd RSS after the restart (over idle)',
  ],
  preload: [
    "the app's server",
    'app CPU µs/req',
    'CPU ÷ without (paired)',
    'req/s',
    'req/s ÷ without (paired)',
    'p50 ms',
    'p99 ms',
  ],
  tenantCalls: [
    'Mock.tenant(name) on',
    'ns a call (median)',
    'ratio to no lease (paired)',
    'a sweep of its tenants µs (once a second)',
  ],
  leases: [
    'GET one message in',
    'server CPU µs/req',
    'CPU ÷ without a lease (paired)',
    'req/s',
    'req/s ÷ without a lease (paired)',
    'p50 ms',
    'p99 ms',
  ],
  soak: [
    'runners × tenants',
    'tenants made',
    'retained heap after the first quarter',
    'retained heap at the end',
    'end ÷ first quarter',
    'state directory after the first quarter',
    'state directory at the end',
    'state directory at most',
    'seconds',
  ],
  targets: ['target (issues 5, 17, 23, 26, 41 and 46)', 'measured', 'holds'],
}

export function machine(): string {
  const model = cpus()[0]?.model ?? 'unknown CPU'
  return `${availableParallelism()} × ${model}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${type()} ${release()}, Node ${process.version}`
}

export interface Results {
  options: BenchOptions
  date: Date
  /** The machine's load averages (1, 5, 15 minutes) at the start and at the end of the run. */
  load: [number[], number[]]
  /** Each part is missing when --only left it out. */
  throughput?: ThroughputResult
  logging?: LoggingResult
  startup?: StartupResult
  sizes?: SizeResult
  beside?: BesideResult
  proxy?: ProxyResult
  msw?: MswResult
  durability?: DurabilityResult
  workerd?: WorkerdResult
  preload?: PreloadResult
  tenants?: TenantsResult
  against?: AgainstResult
}

/** The whole result as markdown: what bench/results.md holds and what the bench prints. */
export function report(r: Results): string {
  const { options: o } = r
  const parts = [...o.only].join(', ')
  const sections = [
    `# Benchmark results

${r.date.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}.
Load average (1 min) ${r.load[0][0].toFixed(1)} at the start, ${r.load[1][0].toFixed(1)} at the end.
${o.quick ? '\n**Quick run (CI): tiny runs, numbers not meaningful.**\n' : ''}${phases.some((p) => p !== 'against' && !o.only.has(p)) ? `\n**Only part of the bench ran: ${parts}.**\n` : ''}`.trimEnd(),
  ]
  if (r.throughput || r.logging || r.sizes)
    sections.push(`Each server is a child process on loopback; autocannon drives it from the bench's process with
${o.connections} connections for ${o.requests === null ? `${o.duration} s` : `${o.requests} requests`} per run, ${o.rounds} rounds, every server in every round (order
reversed every other round); figures are medians of the rounds. Server CPU is the server process's
user + system time over the run divided by the requests answered. Ratios say how fast the mock is
next to the other server (above 1: faster): by requests per second and by CPU per request
(theirs ÷ the mock's), the steadier of the two on a shared machine.`)
  if (r.throughput) sections.push(throughputSections(r.throughput))
  if (r.logging) sections.push(loggingSection(r.logging))
  if (r.startup) sections.push(startupSection(o, r.startup, r.throughput))
  if (r.sizes) sections.push(sizeSections(r.sizes))
  if (r.beside) sections.push(besideSection(o, r.beside))
  if (r.proxy) sections.push(proxySection(r.proxy))
  if (r.msw) sections.push(mswSection(o, r.msw))
  if (r.durability) sections.push(durabilitySection(o, r.durability))
  if (r.workerd) sections.push(workerdSection(o, r.workerd))
  if (r.preload) sections.push(preloadSection(o, r.preload))
  if (r.tenants) sections.push(tenantsSection(o, r.tenants))
  if (r.against) sections.push(againstSection(o, r.against))
  sections.push(`## Targets\n\n${targetTable(targets(r))}`)
  return `${sections.join('\n\n')}\n`
}

const label = (name: ServerName) => serverLabels[name]

function throughputSections(t: ThroughputResult): string {
  return `## Throughput (a world of ${count(t.messages)} messages, the caller in 200 conversations)

${table(
  headers.throughput,
  t.rows.flatMap(({ scenario, results }) =>
    serverNames.map((name) => {
      const m = results[name]
      return [scenario.title, label(name), count(m.rps), ms(m.p50), ms(m.p99), micros(m.cpu)]
    }),
  ),
)}

## The mock next to the others

Each ratio is the median of the rounds' ratios: in a round the three servers run a scenario back to
back, so a machine that slows for a minute moves both sides of a ratio at once.

${table(
  headers.ratios,
  t.rows.map(({ scenario, results, speeds: { bare, express } }) => [
    scenario.title,
    count(results.mock.rps),
    times(bare.rps),
    times(bare.cpu),
    times(express.rps),
    times(express.cpu),
  ]),
)}`
}

function againstSection(o: BenchOptions, a: AgainstResult): string {
  return `## This tree against ${a.ref} (${a.commit.slice(0, 10)})

The throughput scenarios on this tree's mock and on the one built from \`${a.ref}\` in a temporary
worktree, the same world, both in every round (${o.rounds} rounds, the order reversed every other
round), medians. Server CPU is the process's user + system time over the run divided by the
requests answered; a ratio above 1 means this tree spends more. The CPU ratio is of the two
medians; the paired ratio is the median of each round's ratio, which cancels what the machine does
to both runs of a round (the steadier of the two on a shared machine).

${table(
  headers.against,
  a.rows.map(({ scenario, here, there, paired }) => [
    scenario.title,
    micros(here.cpu),
    micros(there.cpu),
    here.cpu === null || there.cpu === null ? 'n/a' : (here.cpu / there.cpu).toFixed(3),
    paired === null ? 'n/a' : paired.toFixed(3),
    count(here.rps),
    count(there.rps),
  ]),
)}`
}

/** `1.234` or `n/a`. */
const ratio3 = (r: number | null) => (r === null ? 'n/a' : r.toFixed(3))

/** `once`, `5 times`. */
const startsOf = (n: number) => (n === 1 ? 'once' : `${n} times`)

/** `N MiB, L lines`. */
const file = (f: { bytes: number; lines: number }) => `${mib(f.bytes)}, ${count(f.lines)} lines`

function durabilitySection(o: BenchOptions, d: DurabilityResult): string {
  const { restore: r, fold: f } = d
  return `## What --state-dir costs (issue 46)

The throughput scenarios (a world of ${count(d.messages)} messages) on this tree's mock started three times:
without a state directory, with \`--state-dir\` (fsync everysec, the default) and with
\`--state-dir --fsync always\` (the writes only), each with a fresh directory on ${d.fileSystem}, all in every
round (${o.rounds} rounds, the order reversed every other round), medians. Server CPU is the process's
user + system time over the run divided by the requests answered (every thread: an fsync of
everysec runs in libuv's pool); the paired ratio is the median of each round's ratio. The logs grow
and fold into snapshots as they would in use: a fold's cost falls in the run it happens in.

${table(
  headers.durability,
  d.rows.map(({ scenario, plain, kept, paired, always, target }) => [
    scenario.title,
    micros(plain.cpu),
    micros(kept.cpu),
    ratio3(paired),
    target.toFixed(2),
    always === null ? '-' : micros(always.result.cpu),
    always === null ? '-' : ratio3(always.paired),
    count(plain.rps),
    count(kept.rps),
  ]),
)}

The restart: a world of ${count(r.messages)} messages folded into a snapshot (the mock in the bench's
process, folding at its first change), then ${count(r.writes)} \`POST /v1/messages\` to the CLI on
that directory, stopped with SIGTERM; then the CLI started on it ${startsOf(r.restartMs.length)} (spawn to
the first 200 on \`/__health\`, with the same fixture file, as an operator restarts it) and
stopped with SIGTERM, in turn with as many starts from the fixture file alone (no state
directory). The first restart counted ${count(r.restored)} messages. Files' lines include their
header (and the snapshot's end line); the log holds each write and its journal entry.

${table(headers.restore, [
  [
    count(r.messages),
    count(r.writes),
    file(r.snapshot),
    file(r.log),
    ms(median(r.restartMs)),
    ms(median(r.fixtureMs)),
    ms(median(r.termMs)),
    mib(r.rss),
  ],
])}

The fold: a world of ${count(f.messages)} messages kept by the CLI in a new directory (the log written at
its start), then the mock started on it with a fold threshold of one byte (\`bench/folding-mock.mjs\`),
and \`GET /v1/messages?limit=10\` sent one after the other from the first, whose journal entry folds
the log, until the snapshot is in place and the log is gone.

${table(headers.fold, [
  [
    count(f.messages),
    mib(f.logBytes),
    mib(f.snapshotBytes),
    ms(f.foldMs),
    count(f.readMs.length),
    ms(median(f.readMs)),
    ms(percentile(Float64Array.from(f.readMs).sort(), 0.99)),
    ms(Math.max(...f.readMs)),
    count(f.readMs.filter((t) => t > durabilityTargets.foldWaitMs).length),
  ],
])}

Targets: CPU per read with --state-dir within ${durabilityTargets.read}× of without, per write within
${durabilityTargets.write}×; the restart within ${durabilityTargets.restoreMs / 1000} s; no read over
${durabilityTargets.foldWaitMs} ms during a fold at 1,000,000 messages.`
}

function workerdSection(o: BenchOptions, w: WorkerdResult): string {
  const title = "## A tenant's Durable Object in workerd (issue 47)"
  if ('skipped' in w) return `${title}\n\nNot run: ${w.skipped}.`
  return `${title}

The throughput scenarios (a world of ${count(w.messages)} messages) on the Node server and on the Worker of
\`messaging-mock/cloudflare\` in workerd ${w.workerd} (Miniflare, on this machine), the world bundled as the
Worker's fixtures: each request goes to the Worker and from it to the default tenant's Durable Object,
which writes its changes to its SQLite file before it answers. Both in every round (${o.rounds} rounds, the
order reversed every other round), medians; CPU is each process's user + system time over the run
divided by the requests answered (workerd's: the Worker, the object and its storage); the paired ratio
is the median of each round's ratio. Beside them in every round, workerd's floor: the same Worker and
object bindings, a Worker that sends each request to an object, and an object that answers a constant
(what workerd costs a request whatever answers it, Miniflare's entry worker in front included). A
figure of workerd on this machine, not of Cloudflare's network.

${table(
  headers.workerd,
  w.rows.map(({ scenario, node, workerd, floor, paired }) => [
    scenario.title,
    micros(node.cpu),
    micros(workerd.cpu),
    ratio3(paired),
    micros(floor.cpu),
    count(node.rps),
    count(workerd.rps),
    ms(node.p50),
    ms(workerd.p50),
  ]),
)}

Then a world of each size loaded into a tenant (\`POST /t/held/__fixtures\`) in a runtime of its own,
the runtime stopped and started again on the object's storage, and the tenant asked for a page of
messages: its first request waits for its object to be made again and the tenant read back from
SQLite (what a request after an eviction waits for; the Worker's isolate warmed by \`/__health\`
first), the next does not. Memory is workerd's whole process, over its size idle: Cloudflare
gives an object's isolate 128 MB, which workerd here does not enforce.

${table(
  headers.workerdWorlds,
  w.worlds.map((world) => [
    count(world.messages),
    mib(world.documentBytes),
    ms(world.loadMs),
    mib(world.rssAfterLoad),
    mib(world.storageBytes),
    ms(world.firstMs),
    ms(world.nextMs),
    mib(world.rssAfterRestart),
  ]),
)}`
}

function preloadSection(o: BenchOptions, p: PreloadResult): string {
  const per = o.requests === null ? `${o.duration} s` : `${count(o.requests)} requests`
  return `## What messaging-mock/register costs the app's server (issue 55)

An app's server (bench/servers/app.ts): node:http that, for each request, calls the mock once with
\`fetch\` (\`GET /v1/groups\` as \`tok_ana\`) and answers a small HTML page of the groups. It runs
three ways: without the preload; with \`--import\` of \`messaging-mock/register\` (the mock's built
\`dist/integrations/register.js\`) and no \`MESSAGING_MOCK_URL\`, where it must patch nothing; and
with it configured (\`MESSAGING_MOCK_URL\` given by \`--env-file\`). Every request to each carries
\`Cookie: mock-tenant=${preloadTenant}\`, as the Playwright fixture sets it, so the three serve the same
requests. autocannon drives each with ${o.connections} connections for ${per} per run, ${o.rounds} rounds,
all three in every round (the order reversed every other round), medians. CPU is the app's process's
user + system time over the run divided by the requests answered (the mock's is not in it); each ratio
to without is the median of the rounds' ratios.

${table(
  headers.preload,
  p.rows.map(({ way, result, vsWithout }) => [
    preloadWayLabels[way],
    micros(result.cpu),
    vsWithout === null ? '-' : ratio3(vsWithout.cpu),
    count(result.rps),
    vsWithout === null ? '-' : ratio3(vsWithout.rps),
    ms(result.p50),
    ms(result.p99),
  ]),
)}

One request to each app before the rounds, and the tenant whose journal took its call to the mock:

${preloadWays.map((way) => `- ${preloadWayLabels[way]}: \`${p.reached[way]}\``).join('\n')}

After the runs, tenant \`${preloadTenant}\`'s journal held ${count(p.journaled)} calls of \`GET /v1/groups\` carried there
by the \`X-Mock-Tenant\` the preload added (the reason \`tenant.header\`; the journal keeps the last 1,000).`
}

/** `1.23 MiB`: the soak's sizes, two decimals as its own report gives them. */
const mib2 = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MiB`

function tenantsSection(o: BenchOptions, t: TenantsResult): string {
  const { calls: c, http: h, soak: s } = t
  const per = o.requests === null ? `${o.duration} s` : `${count(o.requests)} requests`
  return `## What tenants that end cost (issue 56)

The check of leases where every request pays it: \`Mock.tenant(name)\`, which reads the clock,
sweeps the tenants at most once a second and ends one that ran out, called in a loop in the bench's
process (the mock's package as built) on three mocks of the default fixture in turn, the order
reversed every other round: ${count(c.calls)} calls a run, ${c.runs} runs${o.quick ? '' : ' after a warm-up'}, medians; the ratio
is the median of each round's ratio. The sweep is timed apart: one over all of a mock's tenants,
median of ${c.sweeps} (none ran out: their lease or idle time is an hour). \`Date.now()\` alone, the clock read of every call:
${c.clockNs.toFixed(1)} ns.

${table(
  headers.tenantCalls,
  c.rows.map((row) => [
    tenantCallLabels[row.call],
    row.ns.toFixed(1),
    row.vsPlain === null ? '-' : ratio3(row.vsPlain),
    row.sweepUs < 10 ? row.sweepUs.toFixed(2) : row.sweepUs.toFixed(1),
  ]),
)}

End to end: \`GET one message\` (a world of ${count(h.messages)} messages) in two tenants of one mock, one made with a
lease and asked with \`X-Mock-Tenant-Lease\` on every request as MockClient asks, one without; autocannon
with ${o.connections} connections for ${per} per run, ${o.rounds} rounds, both in every round (the order reversed every
other round), medians. CPU is the server's user + system time over the run divided by the requests
answered; each ratio is the median of the rounds' ratios.

${table(
  headers.leases,
  h.rows.map(({ way, result, vsUnleased }) => [
    leaseWayLabels[way],
    micros(result.cpu),
    vsUnleased === null ? '-' : ratio3(vsUnleased.cpu),
    count(result.rps),
    vsUnleased === null ? '-' : ratio3(vsUnleased.rps),
    ms(result.p50),
    ms(result.p99),
  ]),
)}

Memory over the tenant soak (test/support/tenant-soak.ts, as \`npm run soak:tenants\` runs it): the
server over a state directory (\`--max-tenants ${s.maxTenants}\`, a log folded past ${count(s.foldBytes / 1024)} KiB), ${s.runners} runners, ${s.inFlight} at a
time, each making ${s.tenantsPerRunner} tenants with MockClient and a lease of ${s.lease}, then killed (SIGKILL) before its
teardown. Each measure is taken once the runners' tenants ran out: the heap retained after a full
collection, and the directory's bytes; "at most" is the largest it was then or between runners.
After a kill -9 and a restart, \`GET /__tenants\` listed ${s.afterRestart.map((name) => `\`${name}\``).join(', ')}${s.keptWhole ? '' : ' (**the kept tenants were not whole**)'}.

${table(headers.soak, [
  [
    `${s.runners} × ${s.tenantsPerRunner}`,
    count(s.tenants),
    mib2(s.heap.warm),
    mib2(s.heap.end),
    (s.heap.end / s.heap.warm).toFixed(2),
    mib2(s.dir.warm),
    mib2(s.dir.end),
    mib2(s.dir.peak),
    s.seconds.toFixed(1),
  ],
])}

Load average (1 min) ${t.load[0].toFixed(1)} when this part started, ${t.load[1].toFixed(1)} when it ended.`
}

function mswSection(o: BenchOptions, m: MswResult): string {
  const http = (row: MswResult['rows'][number]) =>
    row.http === null
      ? `n/a (${micros(row.httpClient)} + n/a)`
      : `${micros(row.http)} (${micros(row.httpClient)} + ${micros(row.httpServer)})`
  const ratio = (r: number | null) => (r === null ? 'n/a' : r.toFixed(2))
  return `## Through MSW in Node (issue 41)

The default fixture's caller reads ${m.rows.map((row) => `\`${row.path}\``).join(' and ')}
one request at a time, each body read as JSON, from a process of its own (bench/msw-client.ts).
Three sets of handlers answer: the mock's (\`messaging-mock/msw\` as built); a hand-written
\`http.get\` handler over \`@msw/data\` that validates nothing (bench/msw-anchor.ts); and an
\`http.get\` handler answering the same body as a constant, the least any MSW handler costs. MSW
runs each two ways: \`setupServer\` from \`msw/node\`, its interceptor behind the global \`fetch\`,
one listening at a time (as a test suite runs it); and \`getResponse(handlers, new Request(url))\`,
no interceptor (the handlers alone). Beside them, the global \`fetch\` to the mock's server on
loopback. Each figure is CPU per request: the test process's (\`process.cpuUsage\`, every
thread) in process; over HTTP, the client's plus the server's (\`/proc\`). ${count(m.requests)}
requests a run, ${o.rounds} rounds, the order of the ways reversed every other round, medians;
each ratio is the median of the rounds' ratios. HTTP ÷ constant is the most HTTP ÷ MSW can be
that way, whatever the handler does.

${table(
  headers.msw,
  m.rows.flatMap((row) =>
    mswWays.map((way) => {
      const f = row.ways[way]
      return [
        row.title,
        mswWayLabels[way],
        micros(f.msw),
        micros(f.anchor),
        micros(f.floor),
        http(row),
        ratio(f.httpOverMsw),
        ratio(f.mswOverAnchor),
        ratio(f.httpOverFloor),
      ]
    }),
  ),
)}`
}

function proxySection(proxy: ProxyResult): string {
  return `## Through nginx (deploy/nginx.conf, GET one message over 16 tenants)

The organisation recipe ([docs/deploy.md](../docs/deploy.md#one-mock-for-an-organisation)): nginx,
a worker per core, in front of one and of two mock processes, each request in the next of 16
tenants; beside it the same load sent straight to the first process. On this machine nginx, the
mocks and autocannon share its cores.

${table(
  headers.proxy,
  proxy.rows.map(({ processes, result, direct, split }) => [
    String(processes),
    split.join(' / '),
    count(result.rps),
    ms(result.p50),
    ms(result.p99),
    count(direct.rps),
  ]),
)}`
}

function loggingSection(logging: LoggingResult): string {
  return `## The mock's request log (GET one message)

The tables above run the mock with \`--quiet\`, as the other two log nothing. Its CLI logs every
request by default; stdout goes to a file here.

${table(
  headers.logging,
  logging.rows.map(({ label, result: m }) => [label, count(m.rps), ms(m.p50), ms(m.p99), micros(m.cpu)]),
)}`
}

function startupSection(o: BenchOptions, s: StartupResult, t: ThroughputResult | undefined): string {
  const after =
    t === undefined
      ? ''
      : `\n\nPOST /__reset (round trip, median of 50): ${ms(t.resetMs)} ms. RSS of the mock after the runs: ${mib(t.rss)}.`
  return `## Startup (spawn to the first 200 on /__health, median of ${o.startups})

${table(
  headers.startup,
  s.rows.map((row) => [row.label in serverLabels ? label(row.server) : row.label, ms(row.ms)]),
)}${after}`
}

function sizeSections(z: SizeResult): string {
  return `## Size: lists at ${z.rows.map((row) => count(row.messages)).join(', ')} messages (caller in ${z.conversations ?? 'about 200'} conversations)

${table(
  headers.lists,
  z.lists.flatMap((list, l) =>
    z.rows.map((row) => {
      const m = row.lists[l]
      return [list.title, count(row.messages), ms(m.p50), ms(m.p99), micros(m.cpu), times(row.vsSmallest[l])]
    }),
  ),
)}

p50 vs smallest is the median of each round's ratio: in a round the sizes of one list run back to
back, so a machine that slows for a minute moves both sides of a ratio at once.

## Size: load, memory, reset

${table(
  headers.sizes,
  z.rows.map((row) => [
    count(row.messages),
    count(row.loadMs),
    mib(row.rssAfterLoad),
    row.rssAfterLoad === null ? 'n/a' : count(row.rssAfterLoad / row.messages),
    mib(row.rssAfterRuns),
    ms(row.resetMs),
    ms(row.tenantMs),
    ms(row.firstPostMs),
  ]),
)}

The mock refuses fixture files over 64 MiB, so each world of this test is a file holding one busy
conversation (a tenth of the messages, the ones the cursors name) and a \`generate\` section that
adds the rest over 225 generated conversations; the caller takes part in ${z.conversations ?? 'about 200'} conversations
in all. Load is spawn to the first 200 on /__health, generation included.`
}

const share = (cpu: number | null) => (cpu === null ? 'n/a' : `${Math.round(cpu * 100)}%`)

function besideSection(o: BenchOptions, b: BesideResult): string {
  const worlds = b.rows.map(
    (row) =>
      `- ${count(row.messages)} messages: the caller in ${count(row.conversations.caller)} of ` +
      `${count(row.conversations.all)} conversations; "${searchQuery}" found ${row.search.matches} times; ` +
      `${describeMemory(row.memory)}.`,
  )
  return `## The control plane and activity beside the API (issues 17 and 26)

The read: ${b.scenario.title.replace(/^GET/, 'get')}, \`GET ${b.scenario.path}\`,
${b.rate} a second, each sent on schedule whatever the answers (an open loop, so that a stalled
event loop shows in the percentiles), ${count(b.amount)} per run, ${o.rounds} rounds, the order of
the rows reversed every other round; figures are medians of the rounds, latency from the send to
the last byte, and p99 vs nothing beside is the median of each round's ratio. Beside the reads, clients in the bench's process, for the whole run:

- the inspector: \`GET /__world\` 500 ms after its last poll; its four pages when \`version.world\`
  moved, \`GET /__requests?limit=100\` when \`version.journal\` did (every poll: the reads are
  journaled); and every 2 s a search, \`GET /__world/messages?q=${encodeURIComponent(searchQuery)}&limit=50\`,
  which matches less than a page and so walks the whole world;
- the worst case: four such inspectors, polling every 100 ms and fetching their pages at every poll,
  as if a suite wrote between any two polls;
- \`GET /__state\` one after another, each export cut where it is when the run ends;
- the old inspector's polling: \`GET /__state\` a second after the last ended;
- activity (issue 26) in every conversation: \`POST /__activity\` with rules that name no
  conversation (a read, a reply and a reaction of each client send, each certain, 0 to 2 s after
  it; ${sendRules} send rules every second, in conversations of the caller), and the
  caller's client sending ${sendRate(b.rate)} a second (\`POST /v1/messages\`), in each of its conversations in turn;
  \`GET /__activity\` at the end of the run says what ran, then \`POST /__reset\` turns it off.

RSS is the mock's, idle, before the runs: with the activity off, and just after it was turned on
(then off again). Server CPU is the mock's over the run, as a share of one core. Load average (1 min)
${b.load[0][0].toFixed(1)} when this test started, ${b.load[1][0].toFixed(1)} when it ended. The worlds are
generated (1,000 contacts, 500 groups, 500 direct conversations, seed 7):

${worlds.join('\n')}

${table(
  headers.beside,
  b.rows.flatMap((row) =>
    besides.map((beside, k) => {
      const m = row.results[k]
      return [
        beside.title,
        count(row.messages),
        ms(m.p50),
        ms(m.p99),
        ms(m.max),
        times(row.vsAlone[k]),
        share(m.cpu),
        row.done[k],
      ]
    }),
  ),
)}`
}

function targetTable(verdicts: Target[]): string {
  const mark = (holds: boolean | null) => (holds === null ? 'not measured' : holds ? 'yes' : '**no**')
  return table(
    headers.targets,
    verdicts.map((v) => [v.target, v.measured, mark(v.holds)]),
  )
}
