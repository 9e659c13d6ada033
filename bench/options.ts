import { parseArgs } from 'node:util'
import { BenchError } from './children.js'

/** The parts of the bench, in the order they run. */
export const phases = [
  'throughput',
  'logging',
  'startup',
  'size',
  'beside',
  'proxy',
  'msw',
  'durability',
  'workerd',
  'preload',
  'tenants',
  'against',
] as const
export type Phase = (typeof phases)[number]

export const usage = `Usage: npm run bench -- [options]
  --duration S      seconds per run (default 5)
  --requests N      a number of requests per run instead of a duration (default with --quick: 200);
                    the MSW row always runs a number (default 5000)
  --rounds N        rounds of every run; the table shows the median (default 3; 2 with --quick)
  --connections N   concurrent connections (default 50)
  --sizes LIST      store sizes of the size test, comma separated (default 1000,10000,100000,1000000;
                    1000,10000 with --quick)
  --beside-sizes LIST
                    store sizes of the control-plane test (reads with the inspector or a state export
                    beside them), comma separated (default 1000,1000000; 1000 with --quick)
  --beside-rate N   reads a second of the control-plane test, sent on schedule (default 200)
  --only LIST       run only these parts, comma separated: ${phases.join(', ')}
                    (startup runs throughput too, whose servers and files it starts); results are
                    not written unless --out, so that a partial run does not replace bench/results.md;
                    durability: the mock with and without --state-dir, CPU per request paired as
                    --against does, and a restart from a snapshot of 100,000 messages and 10,000
                    writes since (10,000 and 1,000 with --quick), median of 5 (1 with --quick);
                    workerd: a tenant's Durable Object in workerd (Miniflare) beside the mock, CPU
                    per request paired as --against does, and the object restarted on its storage
                    (needs Node 22 or later; on an older Node the part says so and is not run);
                    preload: an app's server that calls the mock with fetch for each request, run
                    without messaging-mock/register, with it unconfigured and with it configured,
                    its CPU per request paired as --against does;
                    tenants: Mock.tenant(name) in a loop in process (a tenant without a lease, one
                    with a lease among 1,000, --tenant-idle with 1,000 tenants), GET one message in
                    a tenant with a lease and one without paired as --against does, and the tenant
                    soak: 80 runners of 50 tenants with a lease of 1 s, killed (4 of 10 with --quick)
  --startups N      starts per server for the startup median (default 15; 1 with --quick)
  --quick           tiny runs that prove the bench works (CI): 200 requests per run, whatever the
                    machine's speed, no warm-up; results are not written unless --out
  --port N          use ports N, N+1, ... instead of free ones the OS picks
  --out FILE        where the results go (default bench/results.md; none with --quick or --only)
  --json FILE       where the curves of docs/performance.md's pictures go, as numbers (default
                    bench/results.json when the results go to bench/results.md; none otherwise):
                    the throughput, the lists at each size and the fold's reads, whichever ran; a
                    curve this run did not measure stays as the file had it. Draw them with
                    npm run bench:charts
  --mock FILE       the mock's entry point, run as it is (default: a copy of dist/ taken at the
                    start, so that a rebuild while the bench runs changes nothing)
  --skip-build      do not run npm run build first
  --against REF     compare this tree's mock with the one built from a git ref (a commit, a branch,
                    HEAD~1) in a temporary worktree: the throughput scenarios on both, alternating,
                    each one's CPU per request and the ratio; runs only that part unless --only
  --help            this text`

const defaultOut = 'bench/results.md'

export interface BenchOptions {
  duration: number
  /** Requests per run instead of `duration` seconds: the same work on a fast or a busy machine. */
  requests: number | null
  rounds: number
  connections: number
  sizes: number[]
  /** Store sizes of the control-plane test (bench/beside.ts). */
  besideSizes: number[]
  /** Reads a second of the control-plane test. */
  besideRate: number
  /** The parts to run: all of them unless --only. */
  only: ReadonlySet<Phase>
  startups: number
  quick: boolean
  port: number | null
  out: string | null
  /** Where the curves go (bench/curves.ts); null: nowhere. */
  json: string | null
  /** The mock's entry point as given; null: a snapshot of dist/main.js taken at the start. */
  mock: string | null
  build: boolean
  /** The git ref whose mock --against compares this tree's with; null without it. */
  against: string | null
}

function positive(flag: string, value: string | undefined, fallback: number, integer = true): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n)))
    throw new BenchError(`--${flag} must be a positive ${integer ? 'whole ' : ''}number, not "${value}".`)
  return n
}

/** The bench's flags, or 'help'. A bad flag is a BenchError naming it. */
export function benchOptions(argv: string[]): BenchOptions | 'help' {
  let values: ReturnType<typeof parse>['values']
  try {
    values = parse(argv).values
  } catch (error) {
    throw new BenchError(`${(error as Error).message}\n\n${usage}`)
  }
  if (values.help) return 'help'
  const quick = values.quick ?? false
  const sizes = sizeList('sizes', values.sizes ?? (quick ? '1000,10000' : '1000,10000,100000,1000000'))
  const besideSizes = sizeList('beside-sizes', values['beside-sizes'] ?? (quick ? '1000' : '1000,1000000'))
  const against = values.against ?? null
  const named = values.only === undefined ? null : onlyPhases(values.only)
  // Without --against there is nothing to compare with; with it alone, the comparison is the run.
  const only =
    named ?? (against === null ? new Set(phases.filter((p) => p !== 'against')) : new Set<Phase>(['against']))
  if (only.has('against') && against === null) throw new BenchError('--only against needs --against REF.')
  const port = values.port === undefined ? null : positive('port', values.port, 0)
  if (port !== null && port > 65_000)
    throw new BenchError('--port must leave room for the ports after it (at most 65000).')
  const out = values.out ?? (quick || named !== null || against !== null ? null : defaultOut)
  // A quick run proves the bench works: a count of requests, not a time, so that a busy machine
  // makes it slower, never makes it fail (a run too short to get an answer).
  const requests =
    values.requests !== undefined || (quick && values.duration === undefined)
      ? positive('requests', values.requests, 200)
      : null
  return {
    duration: positive('duration', values.duration, 5, false),
    requests,
    rounds: positive('rounds', values.rounds, quick ? 2 : 3),
    connections: positive('connections', values.connections, 50),
    sizes,
    besideSizes,
    besideRate: positive('beside-rate', values['beside-rate'], 200),
    only,
    startups: positive('startups', values.startups, quick ? 1 : 15),
    quick,
    port,
    out,
    json: values.json ?? (out === defaultOut ? 'bench/results.json' : null),
    mock: values.mock ?? null,
    build: !values['skip-build'],
    against,
  }
}

function sizeList(flag: string, list: string): number[] {
  return list
    .split(',')
    .map((s) => positive(flag, s.trim().replaceAll('_', ''), 0))
    .sort((a, b) => a - b)
}

/** The parts --only names; startup needs the servers and files of throughput, so it brings it. */
function onlyPhases(list: string): Set<Phase> {
  const named = new Set<Phase>()
  for (const name of list.split(',').map((s) => s.trim())) {
    if (!(phases as readonly string[]).includes(name))
      throw new BenchError(`--only takes ${phases.join(', ')}, not "${name}".`)
    named.add(name as Phase)
  }
  if (named.has('startup')) named.add('throughput')
  return named
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      duration: { type: 'string' },
      requests: { type: 'string' },
      rounds: { type: 'string' },
      connections: { type: 'string' },
      sizes: { type: 'string' },
      'beside-sizes': { type: 'string' },
      'beside-rate': { type: 'string' },
      only: { type: 'string' },
      startups: { type: 'string' },
      quick: { type: 'boolean' },
      port: { type: 'string' },
      out: { type: 'string' },
      json: { type: 'string' },
      mock: { type: 'string' },
      'skip-build': { type: 'boolean' },
      against: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
}
